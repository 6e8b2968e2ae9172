"""Builders for owner, violation, report and import tests (records made through the services,
impounds made directly with the model: the intake services are built elsewhere)."""
from __future__ import annotations

from datetime import date, datetime, timedelta

import pytest

from animaloffice.persistence.models.impounds import Impound
from animaloffice.services import animals, owners


class Builder:
    def __init__(self, office):
        self.office = office
        self.n = 0

    def owner(self, last="Olson", first="Ada", jurisdiction="tracy", line1="12 Elm St", city="Tracy",
              postal_code="56175", phone="507-555-0100", since=date(2020, 1, 1), **extra):
        return owners.create_owner(self.office.clerk, jurisdiction_id=self.office.jurisdiction(jurisdiction),
                                   first_name=first, last_name=last, phone=phone, since=since,
                                   address={"line1": line1, "city": city, "postal_code": postal_code},
                                   **extra).id

    def animal(self, owner_id=None, jurisdiction="tracy", species="dog", name="Rex", altered=False,
               birth_date=date(2020, 5, 1), sex="M", **extra):
        """An animal its license application can be sold on: name, sex and birth date (T-3A)."""
        return animals.create_animal(self.office.clerk, jurisdiction_id=self.office.jurisdiction(jurisdiction),
                                     owner_id=owner_id, species=species, name=name, altered=altered, sex=sex,
                                     birth_date=birth_date, owned_since=date(2021, 1, 1), **extra).id

    def impound(self, animal_id, on, jurisdiction="tracy", ground="at_large", intake_type="stray",
                outcome="", outcome_on=None, owner_id=None, age_months=None, **extra):
        self.n += 1
        values = dict(jurisdiction=self.office.jurisdiction(jurisdiction), number=f"IMP-T-{self.n:04d}",
                      animal=animal_id, owner=owner_id, impounded_on=on,
                      impounded_at=datetime.combine(on, datetime.min.time()), ground=ground,
                      intake_type=intake_type, age_months_at_intake=age_months,
                      status="held" if outcome_on is None else "released",
                      outcome=outcome, outcome_on=outcome_on)
        values.update(extra)
        return Impound.create(**values).id


@pytest.fixture
def build(office):
    return Builder(office)


def days_ago(n: int) -> date:
    return date.today() - timedelta(days=n)
