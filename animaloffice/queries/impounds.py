"""The read side of the intake desk: look-up by tag or microchip, the kennel board, animals on
hand, holds ending, the impound list and the MN-346.47 register rows (plain dataclasses).

Field returns (T-6A) are custody records that never entered the facility: they are in
the register (``include_field_returns``) but never on hand or in the shelter counts.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from peewee import JOIN

from ..domain import impound as rules
from ..domain.errors import ValidationError
from ..domain.intake_kinds import NOT_IMPOUNDED, kind_words
from ..domain.statuses import DANGEROUS_DOG_OPEN, ImpoundStatus, LicenseStatus
from ..domain.validate import microchip as clean_chip
from ..persistence.models.animals import Animal
from ..persistence.models.impounds import Facility, Impound, Kennel
from ..persistence.models.licensing import License
from ..persistence.models.office import Jurisdiction
from ..persistence.models.people import Address, Owner, Phone
from .impound_state import claims_on_file, notices_on_file


@dataclass(frozen=True)
class Lookup:
    """What the desk learns from a scanned tag or microchip."""

    found_by: str  # tag | microchip
    animal_id: int
    owner_id: int | None
    animal: str
    species: str
    owner: str
    owner_address: str
    owner_phone: str
    license_number: str
    license_status: str
    held_impound_id: int | None


def animal_summary(name: str, species_label: str, breed: str, colour: str, sex: str) -> str:
    sex_text = {"M": "male", "F": "female"}.get(sex, "")
    parts = [p for p in (breed, colour, sex_text) if p]
    head = f"{name} ({species_label.lower()})" if name else f"Unnamed {species_label.lower()}"
    return head + (f", {', '.join(parts)}" if parts else "")


def _owner_contact(owner_id: int | None) -> tuple[str, str, str]:
    if owner_id is None:
        return "", "", ""
    owner = Owner.get_by_id(owner_id)
    addr = (Address.select().where((Address.owner == owner_id) & Address.valid_to.is_null())
            .order_by((Address.kind == "mailing").desc(), Address.valid_from.desc()).first())
    phone = (Phone.select().where((Phone.owner == owner_id) & Phone.valid_to.is_null())
             .order_by(Phone.valid_from.desc()).first())
    return owner.display_name, addr.one_line() if addr else "", phone.number if phone else ""


def letter_name(owner: Owner | None) -> str:
    """'Ida Halvorson' for a person, the organisation's name otherwise (letters, not lists)."""
    return owner.letter_name() if owner is not None else ""


def lookup(jurisdiction_id: int, text: str, on: date | None = None) -> Lookup | None:
    """A tag number (digits) or a microchip, as a barcode scanner types it; None if not found."""
    from ..persistence.profiles import profile_for

    on = on or date.today()
    raw = (text or "").strip().replace(" ", "").replace("-", "")
    if not raw or len(raw) > 40:
        return None
    profile = profile_for(jurisdiction_id)
    found_by, animal_id, lic = "", None, None
    if raw.isascii() and raw.isdigit() and len(raw) <= 7:
        lic = (License.select().where((License.jurisdiction == jurisdiction_id)
                                      & (License.tag_number == int(raw)) & License.voided_at.is_null())
               .order_by((License.year == on.year).desc(), (License.status == LicenseStatus.ACTIVE).desc(),
                         License.year.desc()).first())
        if lic is not None:
            found_by, animal_id = "tag", lic.animal_id
    if animal_id is None:
        try:
            chip = clean_chip("microchip", raw)
        except ValidationError:
            chip = None
        if chip:
            row = (Animal.select().where((Animal.microchip == chip) & (Animal.jurisdiction == jurisdiction_id)
                                         & Animal.voided_at.is_null()).first())
            if row is not None:
                found_by, animal_id = "microchip", row.id
    if animal_id is None:
        return None
    animal = Animal.get_by_id(animal_id)
    if lic is None:
        lic = (License.select().where((License.animal == animal) & License.voided_at.is_null())
               .order_by((License.status == LicenseStatus.ACTIVE).desc(), License.year.desc()).first())
    owner_name, address, phone = _owner_contact(animal.owner_id)
    held = (Impound.select(Impound.id).where((Impound.animal == animal) & (Impound.status == ImpoundStatus.HELD)
                                             & Impound.voided_at.is_null()).first())
    label = profile.species_info(animal.species).label
    return Lookup(found_by, animal.id, animal.owner_id,
                  animal_summary(animal.name, label, animal.breed, animal.colour, animal.sex), animal.species,
                  owner_name, address, phone, f"{lic.number}, tag {lic.tag_number}" if lic else "",
                  lic.status if lic else "", held.id if held else None)


# --- the kennel board ---------------------------------------------------------------------

@dataclass(frozen=True)
class KennelCell:
    kennel_id: int
    facility_id: int
    facility: str
    code: str
    kind: str
    impound_id: int | None = None
    impound_number: str = ""
    jurisdiction: str = ""
    animal: str = ""
    owner: str = ""
    days_held: int = 0
    state: str = "empty"
    impounded_on: date | None = None
    hold_last_day: date | None = None
    disposition_from: date | None = None
    quarantine_until: date | None = None
    dangerous_dog: str = ""  # the open dangerous-dog case, as the kennel flags it
    blocker: str = ""  # the first reason the animal cannot be disposed of (MN-347.14, MN-343.235...)
    action: str = ""  # what clears it (a code of owner_notice.ACTIONS and the panel's actions)
    intake_kind: str = ""  # how it came in when not seized: "Owner surrender", "Transfer in"


def dangerous_dog_flags(animal_ids) -> dict[int, str]:
    """MN-347.50: each animal's open (declared or registered) dangerous-dog case, as the kennel
    card, the panel and the board flag it: "DANGEROUS DOG (case TRA-DD-2026-0001)"."""
    from ..domain.dangerous_dogs import kind_words
    from ..persistence.models.dangerous_dogs import DangerousDogCase

    ids = list(animal_ids)
    if not ids:
        return {}
    rows = (DangerousDogCase.select().where(DangerousDogCase.animal.in_(ids)
                                            & DangerousDogCase.status.in_(DANGEROUS_DOG_OPEN)
                                            & DangerousDogCase.voided_at.is_null())
            .order_by(DangerousDogCase.declared_on, DangerousDogCase.id))
    return {row.animal_id: f"{kind_words(row.kind).upper()} (case {row.number})" for row in rows}


def _held_query():
    return (Impound.select(Impound, Animal, Owner, Jurisdiction, Kennel, Facility)
            .join(Animal, on=(Impound.animal == Animal.id)).switch(Impound)
            .join(Owner, JOIN.LEFT_OUTER, on=(Impound.owner == Owner.id)).switch(Impound)
            .join(Jurisdiction, on=(Impound.jurisdiction == Jurisdiction.id)).switch(Impound)
            .join(Kennel, JOIN.LEFT_OUTER, on=(Impound.kennel == Kennel.id))
            .join(Facility, JOIN.LEFT_OUTER, on=(Kennel.facility == Facility.id))
            .where(Impound.voided_at.is_null() & (Impound.field_return == False)))  # noqa: E712


def _state(i: Impound, on: date, notices=None, claims=None) -> str:
    return _view(i, on, notices, claims)[0]


def _view(i: Impound, on: date, notices=None, claims=None):
    from ..persistence.profiles import profile_for
    from .impound_state import kennel_view

    return kennel_view(i, i.animal, profile_for(i.jurisdiction_id), on, notices=notices, claims=claims)


def kennel_board(on: date | None = None, facility_id: int | None = None) -> list[KennelCell]:
    """Every active kennel (of one facility, or all) with the animal held in it now."""
    from ..persistence.profiles import profile_for

    on = on or date.today()
    held = {i.kennel_id: i for i in _held_query().where(Impound.status == ImpoundStatus.HELD)
            if i.kennel_id is not None}
    kennels = (Kennel.select(Kennel, Facility).join(Facility).where(Kennel.active == True)  # noqa: E712
               .order_by(Facility.name, Kennel.sort_order, Kennel.code))
    if facility_id is not None:
        kennels = kennels.where(Kennel.facility == facility_id)
    flagged = dangerous_dog_flags({i.animal_id for i in held.values()})
    ids = [i.id for i in held.values()]
    notices, claims = notices_on_file(ids), claims_on_file(ids)
    out = []
    for k in kennels:
        i = held.get(k.id)
        if i is None:
            out.append(KennelCell(k.id, k.facility_id, k.facility.name, k.code, k.kind))
            continue
        a = i.animal
        label = profile_for(i.jurisdiction_id).species_info(a.species).label
        state, blockers = _view(i, on, notices.get(i.id, ()), claims.get(i.id, ()))
        first = blockers[0] if blockers else None
        out.append(KennelCell(
            k.id, k.facility_id, k.facility.name, k.code, k.kind, i.id, i.number, i.jurisdiction.name,
            animal_summary(a.name, label, a.breed, a.colour, a.sex),
            i.owner.display_name if i.owner_id else "", max(0, (on - i.impounded_on).days), state,
            i.impounded_on, i.hold_last_day, i.disposition_from, i.quarantine_until, flagged.get(a.id, ""),
            first.reason if first else "", first.data.get("action", "") if first else "",
            kind_words(i.intake_type) if i.intake_type in NOT_IMPOUNDED else ""))
    return out


# --- animals on hand, holds ending ---------------------------------------------------------

@dataclass(frozen=True)
class OnHandRow:
    impound_id: int
    number: str
    jurisdiction_id: int
    impounded_on: date
    days_held: int
    species: str
    animal_name: str
    breed: str
    sex: str
    colour: str
    age_group: str  # SAC: juvenile | adult | unknown (age at intake)
    intake_type: str  # SAC intake type code (rules.INTAKE_TYPES)
    ground: str
    kennel: str
    facility: str
    owner: str
    hold_last_day: date | None
    disposition_from: date | None
    quarantine: str
    quarantine_until: date | None
    state: str  # rules.KENNEL_STATES


def _on_hand_row(i: Impound, on: date, notices=(), claims=()) -> OnHandRow:
    a = i.animal
    return OnHandRow(i.id, i.number, i.jurisdiction_id, i.impounded_on, max(0, (on - i.impounded_on).days),
                     a.species, a.name, a.breed, a.sex, a.colour, rules.age_group(i.age_months_at_intake),
                     i.intake_type, i.ground, i.kennel.code if i.kennel_id else "",
                     i.kennel.facility.name if i.kennel_id else "", i.owner.display_name if i.owner_id else "",
                     i.hold_last_day, i.disposition_from, i.quarantine, i.quarantine_until,
                     _state(i, on, notices, claims))


def on_hand(jurisdiction_id: int | None = None, on: date | None = None) -> list[OnHandRow]:
    """Animals in custody at the end of `on`: taken in on or before it, no outcome by then."""
    on = on or date.today()
    query = _held_query().where((Impound.impounded_on <= on)
                                & (Impound.outcome_on.is_null() | (Impound.outcome_on > on)))
    if jurisdiction_id is not None:
        query = query.where(Impound.jurisdiction == jurisdiction_id)
    rows = list(query.order_by(Impound.impounded_on, Impound.id))
    ids = [i.id for i in rows]
    notices, claims = notices_on_file(ids), claims_on_file(ids)
    return [_on_hand_row(i, on, notices.get(i.id, ()), claims.get(i.id, ())) for i in rows]


def holds_ending(jurisdiction_id: int | None, start: date, end: date, on: date | None = None
                 ) -> list[OnHandRow]:
    """Animals on hand on `on` (default `start`) whose hold's last day falls in [start, end]."""
    rows = on_hand(jurisdiction_id, on or start)
    return sorted((r for r in rows if r.hold_last_day and start <= r.hold_last_day <= end),
                  key=lambda r: (r.hold_last_day, r.number))


# --- the register (MN-346.47) and SAC rows -------------------------------------------------

@dataclass(frozen=True)
class RegisterRow:
    impound_id: int
    number: str
    jurisdiction_id: int
    impounded_on: date
    species: str
    breed: str
    sex: str
    altered_at_intake: bool | None
    colour: str
    markings: str
    traits: str
    age_months_at_intake: int | None
    age_group_at_intake: str
    found_place: str
    found_detail: str
    ground: str
    intake_type: str
    officer: str
    received_from_name: str
    received_from_address: str
    field_return: bool
    status: str
    outcome: str  # SAC outcome code (rules.OUTCOMES), "" while held
    outcome_on: date | None
    outcome_party: str
    outcome_address: str
    age_months_at_outcome: int | None
    age_group_at_outcome: str
    owner_name: str


def _register_row(i: Impound) -> RegisterRow:
    a = i.animal
    return RegisterRow(
        i.id, i.number, i.jurisdiction_id, i.impounded_on, a.species, a.breed, a.sex, i.altered_at_intake,
        a.colour, a.markings, a.description, i.age_months_at_intake, rules.age_group(i.age_months_at_intake),
        i.found_place, i.found_detail, i.ground, i.intake_type, i.officer, i.received_from_name,
        i.received_from_address, i.field_return, i.status, i.outcome, i.outcome_on, i.outcome_party,
        i.outcome_address, i.age_months_at_outcome,
        rules.age_group(i.age_months_at_outcome) if i.outcome else "", i.owner.display_name if i.owner_id else "")


def _base(jurisdiction_id: int | None, include_field_returns: bool):
    query = (Impound.select(Impound, Animal, Owner).join(Animal, on=(Impound.animal == Animal.id))
             .switch(Impound).join(Owner, JOIN.LEFT_OUTER, on=(Impound.owner == Owner.id))
             .where(Impound.voided_at.is_null()))
    if jurisdiction_id is not None:
        query = query.where(Impound.jurisdiction == jurisdiction_id)
    if not include_field_returns:
        query = query.where(Impound.field_return == False)  # noqa: E712
    return query


def intakes_between(jurisdiction_id: int | None, start: date, end: date, *,
                    include_field_returns: bool = False) -> list[RegisterRow]:
    """Impounds taken in from `start` to `end` inclusive (the register, the SAC intake counts)."""
    query = _base(jurisdiction_id, include_field_returns).where(Impound.impounded_on.between(start, end))
    return [_register_row(i) for i in query.order_by(Impound.impounded_on, Impound.id)]


def outcomes_between(jurisdiction_id: int | None, start: date, end: date, *,
                     include_field_returns: bool = False) -> list[RegisterRow]:
    """Impounds with an outcome dated from `start` to `end` inclusive (SAC outcome counts)."""
    query = _base(jurisdiction_id, include_field_returns).where(Impound.outcome_on.between(start, end))
    return [_register_row(i) for i in query.order_by(Impound.outcome_on, Impound.id)]


# --- the impound list (paged) ----------------------------------------------------------------

SORT_KEYS = {"number": Impound.id, "impounded_on": Impound.impounded_on, "animal": Animal.name,
             "species": Animal.species, "owner": Owner.display_name, "status": Impound.status,
             "hold_last_day": Impound.hold_last_day, "outcome_on": Impound.outcome_on}


def impound_list(jurisdiction_id: int | None, *, status: str = "", text: str = ""):
    """A ``fetch(offset, limit, sort_key, descending)`` for the impound table; rows are
    (id, number, impounded_on, animal, species, owner, status, hold_last_day, outcome, outcome_on)."""
    def fetch(offset: int, limit: int, sort_key: str = "impounded_on", descending: bool = True):
        query = (Impound.select(Impound.id, Impound.number, Impound.impounded_on, Animal.name, Animal.species,
                                Owner.display_name, Impound.status, Impound.hold_last_day, Impound.outcome,
                                Impound.outcome_on)
                 .join(Animal, on=(Impound.animal == Animal.id)).switch(Impound)
                 .join(Owner, JOIN.LEFT_OUTER, on=(Impound.owner == Owner.id))
                 .where(Impound.voided_at.is_null()))
        if jurisdiction_id is not None:
            query = query.where(Impound.jurisdiction == jurisdiction_id)
        if status:
            query = query.where(Impound.status == status)
        words = (text or "").strip()
        if words:
            query = query.where(Impound.number.contains(words) | Animal.name.startswith(words)
                                | Owner.display_name.startswith(words))
        column = SORT_KEYS.get(sort_key, Impound.impounded_on)
        order = column.desc() if descending else column.asc()
        rows = list(query.order_by(order, Impound.id.desc()).offset(offset).limit(limit).tuples())
        species = _species_labels(jurisdiction_id)
        return [(r[0], r[1], r[2], r[3] or "unnamed", species.get(r[4], r[4]), r[5] or "",
                 ImpoundStatus.label_of(r[6]), r[7], rules.OUTCOMES.get(r[8], ""), r[9]) for r in rows]
    return fetch


def _species_labels(jurisdiction_id: int | None) -> dict[str, str]:
    """Species as the desk reads them ("Dog", not "dog"), from the profile(s) in view."""
    from ..persistence.profiles import profile_for

    ids = [jurisdiction_id] if jurisdiction_id is not None else [j.id for j in Jurisdiction.select(Jurisdiction.id)]
    out: dict[str, str] = {}
    for jid in ids:
        for code, spec in profile_for(jid).species.items():
            out.setdefault(code, spec.label)
    return out
