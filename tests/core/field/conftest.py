"""Records for the field-work tests: in each city an owner with a dog, and a caller."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, timedelta

import pytest

from animaloffice.services import animals, owners

CALLER = {"caller_name": "Marguerite Oyelaran", "caller_phone": "320-555-0187",
          "caller_address": "4410 Quarry Ridge Rd"}


@dataclass
class Field:
    office: object
    tracy_owner: int
    tracy_dog: int
    worth_owner: int
    worth_dog: int

    def hours_ago(self, hours: float) -> datetime:
        return (datetime.now() - timedelta(hours=hours)).replace(microsecond=0)


@pytest.fixture
def field(office) -> Field:
    t = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ida", last_name="Halvorson",
                            address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"},
                            phone="507-555-0101", since=date(2019, 1, 1))
    td = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=t.id, species="dog",
                               name="Rex", breed="Beagle", altered=False, birth_date=date(2021, 4, 1),
                               owned_since=date(2021, 6, 1))
    w = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Tou", last_name="Vang",
                            address={"line1": "5 Lake Ave", "city": "Worthington", "postal_code": "56187"},
                            phone="507-555-0150", since=date(2020, 1, 1))
    wd = animals.create_animal(office.clerk, jurisdiction_id=office.worthington, owner_id=w.id, species="dog",
                               name="Koda", altered=False, birth_date=date(2021, 5, 1), owned_since=date(2021, 7, 1))
    return Field(office, t.id, td.id, w.id, wd.id)
