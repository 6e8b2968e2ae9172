"""Records for the rule tests that span areas: a Worthington owner with a dog, a kennel."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

import pytest

from animaloffice.persistence.models.impounds import Impound
from animaloffice.services import animals, kennels, owners


@dataclass
class Scene:
    office: object
    owner_id: int
    kennel_ids: list[int]
    n: int = 0

    def dog(self, *, altered: bool | None = False, species: str = "dog", name: str = "Koda") -> int:
        return animals.create_animal(self.office.clerk, jurisdiction_id=self.office.worthington,
                                     owner_id=self.owner_id, species=species, name=name, altered=altered,
                                     birth_date=date(2021, 5, 1), owned_since=date(2021, 7, 1)).id

    def impound(self, animal_id: int, on: date, **extra) -> int:
        """An at-large impound as the record stands (made directly, no bill charged)."""
        self.n += 1
        values = dict(jurisdiction=self.office.worthington, number=f"IMP-T-{self.n:04d}", animal=animal_id,
                      owner=self.owner_id, impounded_on=on, impounded_at=datetime.combine(on, datetime.min.time()),
                      ground="at_large", intake_type="stray")
        values.update(extra)
        return Impound.create(**values).id

    def field_return(self, animal_id: int, on: date) -> int:
        """A T-6A field return as the record stands (Worthington licenses no dogs, so the service
        would refuse one there): taken into custody, delivered to the owner."""
        return self.impound(animal_id, on, field_return=True, status="returned_in_field",
                            outcome="returned_to_owner", outcome_on=on, released_on=on)


@pytest.fixture
def scene(office) -> Scene:
    o = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Tou", last_name="Vang",
                            address={"line1": "5 Lake Ave", "city": "Worthington", "postal_code": "56187"},
                            phone="507-555-0150", since=date(2020, 1, 1))
    f = kennels.create_facility(office.admin, name="Worthington Animal Control Facility",
                                address="100 Shelter Rd, Worthington, MN 56187")
    runs = kennels.add_kennel_range(office.admin, f.id, kind="run", prefix="R", count=3)
    return Scene(office, o.id, [k.id for k in runs])
