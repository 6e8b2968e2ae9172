"""Helpers for permit tests: owners, animals and litters made through the services."""
from __future__ import annotations

from datetime import date, timedelta

import pytest

from animaloffice.persistence.models.enforcement import Violation
from animaloffice.services import animals, owners, permit_inspections
from animaloffice.services import permits as svc

TODAY = date.today()
ALL_PASS = {c: True for c in ("housing", "water", "food_bedding", "waste", "observation", "closed_days",
                              "honesty", "exercise", "sanitary")}


class Maker:
    all_pass = ALL_PASS

    def __init__(self, office):
        self.office = office

    def owner(self, where="tracy", last="Olson", first="Ann", line1="12 Elm St", **kw):
        city = "Tracy" if where == "tracy" else "Worthington"
        return owners.create_owner(self.office.clerk, jurisdiction_id=self.office.jurisdiction(where),
                                   first_name=first, last_name=last,
                                   address={"line1": line1, "city": city, "postal_code": "56175"}, **kw).id

    def animal(self, owner_id, species="dog", where="tracy", name="Rex", **kw):
        return animals.create_animal(self.office.clerk, jurisdiction_id=self.office.jurisdiction(where),
                                     owner_id=owner_id, species=species, name=name, **kw).id

    def litter(self, owner_id, born_on, species="dog"):
        return animals.record_litter(self.office.clerk, owner_id, born_on=born_on, species=species, count=5)

    def violation(self, owner_id, on, where="worthington", kind="other", status="open"):
        return Violation.create(jurisdiction=self.office.jurisdiction(where), owner=owner_id, kind=kind,
                                occurred_on=on, status=status).id

    def breeder_application(self, owner_id=None, permit_type="breeder_hobbyist", on=TODAY, **kw):
        owner_id = owner_id or self.owner("worthington", last="Dahl")
        return owner_id, svc.record_application(self.office.clerk, owner_id=owner_id, permit_type=permit_type,
                                                on=on, description="Labrador breeding kennel", **kw)

    def approved_breeder(self, on=TODAY):
        owner_id, app = self.breeder_application(on=on)
        permit_inspections.record_inspection(self.office.officer, application_id=app.application_id, on=on, checks=ALL_PASS)
        self.office.pay_application(app.application_id)
        d = svc.approve_application(self.office.officer, app.application_id, on=on,
                                    conditions="No more than 6 breeding dogs.", expires_on=on + timedelta(days=365))
        return owner_id, app, d


@pytest.fixture
def make(office):
    return Maker(office)
