"""Helpers for the licensing tests: an owner with a dog, a certificate, a license."""
from __future__ import annotations

from datetime import date, timedelta

import pytest

from animaloffice.services import animals, owners

TODAY = date.today()


class Desk:
    def __init__(self, office):
        self.office = office
        self.n = 0

    def owner(self, last="Olson", first="Ann", jurisdiction=None):
        self.n += 1
        return owners.create_owner(
            self.office.clerk, jurisdiction_id=jurisdiction or self.office.tracy, first_name=first,
            last_name=last, address={"line1": f"{100 + self.n} Elm St", "city": "Tracy", "postal_code": "56175"},
            phone="507-555-0101").id

    def dog(self, owner_id=None, *, name="Rex", born=None, shot=None, years=3, received=None, species="dog",
            jurisdiction=None):
        owner_id = owner_id or self.owner(jurisdiction=jurisdiction)
        a = animals.create_animal(self.office.clerk, jurisdiction_id=jurisdiction or self.office.tracy,
                                  owner_id=owner_id, species=species, name=name, sex="M",
                                  birth_date=born or TODAY - timedelta(days=2000))
        if shot is not None:
            animals.record_vaccination(self.office.clerk, a.id, vaccinated_on=shot, duration_years=years,
                                       veterinarian="Dr. Vet", received_on=received or shot)
        return a.id


@pytest.fixture
def desk(office):
    return Desk(office)
