"""An animal's death, loss and return: the record's status, and the licenses and cases they end."""
from __future__ import annotations

from datetime import date

from ..domain import validate
from ..domain.errors import ValidationError
from ..domain.roles import Actor
from ..domain.statuses import AnimalStatus
from ..persistence.models.animals import Animal
from .dangerous_dog_outcomes import close_on_death  # MN-347.50: no registration after death
from .licensing import end_licenses
from .office_action import OfficeAction


def record_death(actor: Actor, animal_id: int, *, on: date, note: str = "") -> None:
    act = OfficeAction(actor, "edit_records")
    on = validate.day("on", on, not_after=date.today())
    note = validate.text("note", note, max_len=2000, multiline=True)
    with act:
        animal = act.fetch(Animal, animal_id, "animal_id")
        animal.status = AnimalStatus.DECEASED
        end_licenses(actor, animal.id, on, "animal died", "license.end_on_death")
        close_on_death(actor, animal.id, on)
        act.save(animal, "animal.death", note=note)


LOSS_REASONS = {"lost": "lost or ran away", "moved": "moved out of the city", "given": "given away or sold",
                "other": "gone for another reason"}


def record_loss(actor: Actor, animal_id: int, *, on: date, reason: str, note: str = "") -> None:
    """The animal is gone from its owner (lost, moved away, given away): it leaves the owner's
    animals in force. Given away or sold, its license ends that day (T-3C, as a transfer to an
    owner the office does not know); lost or moved away, the license stays as it is: a lost dog
    that is found keeps its license (``record_found``)."""
    act = OfficeAction(actor, "edit_records")
    on = validate.day("on", on, not_after=date.today())
    reason = validate.choice("reason", reason, tuple(LOSS_REASONS))
    note = validate.text("note", note, max_len=2000, multiline=True)
    with act:
        animal = act.fetch(Animal, animal_id, "animal_id")
        if animal.status != AnimalStatus.ACTIVE:
            raise ValidationError("animal_id", f"{animal.name or 'the animal'} is recorded as "
                                  f"{AnimalStatus.words_of(animal.status)}")
        animal.status = AnimalStatus.GONE
        if reason == "given":
            end_licenses(actor, animal.id, on, f"animal {LOSS_REASONS[reason]} (T-3C)", "license.end_on_transfer",
                         note="T-3C")
        act.save(animal, "animal.gone",
                 note=f"{LOSS_REASONS[reason]} on {on.isoformat()}" + (f": {note}" if note else ""))


def record_found(actor: Actor, animal_id: int, *, note: str = "") -> None:
    """A lost animal is back with its owner."""
    act = OfficeAction(actor, "edit_records")
    note = validate.text("note", note, max_len=2000, multiline=True)
    with act:
        animal = act.fetch(Animal, animal_id, "animal_id")
        if animal.status != AnimalStatus.GONE:
            raise ValidationError("animal_id", f"{animal.name or 'the animal'} is not recorded as gone")
        animal.status = AnimalStatus.ACTIVE
        act.save(animal, "animal.found", note=note)
