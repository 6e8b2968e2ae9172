"""What a window showing one animal offers for MN-347.50 (the dog's case, or a declaration), read
with the two models it needs only: it is asked each time a list's current row changes, from the
first row the Licenses list shows at start-up on, before the dangerous-dog code is wanted."""
from __future__ import annotations

from dataclasses import dataclass

from ..domain.statuses import DANGEROUS_DOG_OPEN, AnimalStatus
from ..persistence.models.animals import Animal
from ..persistence.models.dangerous_dogs import DangerousDogCase


@dataclass(frozen=True)
class DogCases:
    """What an animal's window offers for MN-347.50: the dog's latest case, or a declaration."""

    declarable: bool  # a living dog on file, with no case open
    latest_case_id: int | None  # its newest case, open or closed


def dog_cases(animal_id: int) -> DogCases:
    animal = Animal.get_or_none((Animal.id == animal_id) & Animal.voided_at.is_null())
    if animal is None or animal.species != "dog":
        return DogCases(False, None)
    found = list(DangerousDogCase.select(DangerousDogCase.id, DangerousDogCase.status)
                 .where((DangerousDogCase.animal == animal_id) & DangerousDogCase.voided_at.is_null())
                 .order_by(DangerousDogCase.declared_on.desc(), DangerousDogCase.id.desc()))
    open_case = any(c.status in DANGEROUS_DOG_OPEN for c in found)
    return DogCases(animal.status == AnimalStatus.ACTIVE and not open_case, found[0].id if found else None)

