"""Small reads the window makes before it acts: an owner's or an animal's facts, who may be
assigned a call, the impounds a call may be linked to. Plain values, never live rows: the window
changes a record only through the services."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from ..domain.statuses import AnimalStatus
from ..persistence.models.animals import Animal
from ..persistence.models.enforcement import Violation
from ..persistence.models.field import Call
from ..persistence.models.impounds import Impound
from ..persistence.models.licensing import License
from ..persistence.models.office import User
from ..persistence.models.people import Owner


@dataclass(frozen=True)
class OwnerBrief:
    id: int
    display_name: str
    jurisdiction_id: int
    government_operated: bool


@dataclass(frozen=True)
class AnimalFacts:
    """An animal's description as the edit form shows it, with the version it was read at."""

    id: int
    owner_id: int | None
    jurisdiction_id: int
    name: str
    species: str
    breed: str
    sex: str
    altered: bool | None
    birth_date: date | None
    birth_date_estimated: bool
    colour: str
    markings: str
    microchip: str
    microchip_maker: str
    description: str
    status: str
    version: int


@dataclass(frozen=True)
class CallFacts:
    """What a bite report recorded from a call starts from."""

    id: int
    address: str
    owner_id: int | None
    animal_id: int | None


def owner_brief(owner_id: int) -> OwnerBrief | None:
    row = Owner.get_or_none(Owner.id == owner_id)
    if row is None:
        return None
    return OwnerBrief(row.id, row.display_name, row.jurisdiction_id, bool(row.government_operated))


def animal_facts(animal_id: int) -> AnimalFacts | None:
    a = Animal.get_or_none(Animal.id == animal_id)
    if a is None:
        return None
    return AnimalFacts(a.id, a.owner_id, a.jurisdiction_id, a.name or "", a.species, a.breed or "", a.sex,
                       a.altered, a.birth_date, bool(a.birth_date_estimated), a.colour or "", a.markings or "",
                       a.microchip or "", a.microchip_maker or "", a.description or "", a.status, a.version)


def dams_of(owner_id: int) -> list[tuple[str, int]]:
    """The owner's living female animals, by name, as a litter's possible mothers."""
    return [(a.name or f"animal {a.id}", a.id) for a in Animal.select().where(
        (Animal.owner == owner_id) & (Animal.sex == "F") & Animal.voided_at.is_null()
        & (Animal.status == AnimalStatus.ACTIVE)).order_by(Animal.name)]


def animal_of_license(license_id: int) -> int | None:
    row = License.get_or_none(License.id == license_id)
    return row.animal_id if row is not None else None


def owner_of_violation(violation_id: int) -> int | None:
    row = Violation.get_or_none(Violation.id == violation_id)
    return row.owner_id if row is not None else None


def call_facts(call_id: int) -> CallFacts | None:
    row = Call.get_or_none(Call.id == call_id)
    if row is None:
        return None
    return CallFacts(row.id, row.address or "", row.owner_id, row.animal_id)


def officers() -> list[tuple[str, str]]:
    """(name, username) of the active users a call may be assigned to: officers and administrators."""
    return [(u.full_name or u.username, u.username) for u in User.select().where(
        User.active & User.role.in_(("officer", "administrator"))).order_by(User.full_name)]


def account_unchanged(user_id: int | None, username: str, role: str) -> bool:
    """The signed-in account is in the records as it was: active, with the same name and role
    (after a restore, the records may be from before it existed or changed)."""
    user = User.get_or_none(User.id == user_id) if user_id else None
    return user is not None and bool(user.active) and user.username == username and user.role == role


def impounds_since(jurisdiction_id: int, day: date, limit: int = 50) -> list[tuple[int, str]]:
    """(id, label) of the city's impounds from that day on, newest first."""
    rows = (Impound.select().where((Impound.jurisdiction == jurisdiction_id) & Impound.voided_at.is_null()
                                   & (Impound.impounded_on >= day))
            .order_by(Impound.impounded_on.desc(), Impound.id.desc()).limit(limit))
    return [(i.id, f"{i.number}, {i.impounded_on:%m/%d/%Y}, {i.found_place or 'place not recorded'}") for i in rows]
