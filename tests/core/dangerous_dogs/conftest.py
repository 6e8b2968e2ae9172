"""A dog, its owner and a declaration for the dangerous-dog tests (MN-347.50)."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

import pytest

from animaloffice.services import animals, dangerous_dogs, owners


@dataclass
class Dog:
    owner_id: int
    animal_id: int
    jurisdiction_id: int


def make_dog(office, jid=None, name="Duke", chip="", altered=True) -> Dog:
    jid = jid or office.tracy
    o = owners.create_owner(office.clerk, jurisdiction_id=jid, first_name="Abdi", last_name="Hassan",
                            address={"line1": "88 Craig Ave", "city": "Tracy", "postal_code": "56175"},
                            phone="507-555-0142")
    a = animals.create_animal(office.clerk, jurisdiction_id=jid, owner_id=o.id, owned_since=date(2022, 5, 1),
                              name=name, species="dog", breed="Pit bull mix", sex="M", altered=altered,
                              colour="Brindle", markings="White chest", birth_date=date(2022, 3, 1),
                              microchip=chip)
    return Dog(o.id, a.id, jid)


def declare(office, dog: Dog, kind="dangerous", ground="dd_bodily_harm", on=date(2026, 6, 1), **kw):
    values = dict(animal_id=dog.animal_id, kind=kind, ground=ground,
                  facts="Bit a jogger on the calf on the sidewalk; six stitches.", incident_on=date(2026, 5, 28),
                  incident_time="7:40 AM", incident_place="400 block of Craig Ave, Tracy",
                  declared_on=on, declared_by="Officer Dana Lind")
    values.update(kw)
    return dangerous_dogs.declare(office.officer, **values)


@pytest.fixture
def dog(office) -> Dog:
    return make_dog(office)
