"""Bite reports (MN-rabies, MN-347.50): record the bite with its victim (kept confidential), the
biting animal and its owner, provocation, injury and care; the animal's rabies status on the day,
as the records show it; the report to the health department; the 10-day observation it starts
(an impound with a bite quarantine, ``impounds.intake``); a dangerous-dog declaration from it
(``dangerous_dogs.declare``).
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from ..domain import bites as rules
from ..domain import validate
from ..domain.confidential import mentions
from ..domain.errors import Refusal, RuleViolation, ValidationError
from ..domain.licensing import Shot
from ..domain.roles import Actor
from ..persistence.fetch import fetch
from ..persistence.models.animals import Animal, Vaccination
from ..persistence.models.field import BiteReport, Call, CallLink
from ..persistence.models.impounds import Impound
from ..persistence.profiles import profile_for
from . import audit
from .common import fetch_owner, save_versioned
from .numbering import next_record_number
from .office_action import OfficeAction

VICTIM_FIELDS = ("victim_name", "victim_phone", "victim_address", "victim_age_group", "victim_animal")


@dataclass(frozen=True)
class BiteInfo:
    id: int
    number: str
    rabies_status: str
    version: int


def _info(row: BiteReport) -> BiteInfo:
    return BiteInfo(row.id, row.number, row.rabies_status, row.version)


def rabies_status(animal_id: int | None, day: date) -> rules.RabiesStatus:
    """What the records show of the animal's rabies vaccination on the day of the bite."""
    if animal_id is None:
        return rules.rabies_status_on(day, (), identified=False)
    shots = [(Shot(v.vaccinated_on, v.duration_years, v.received_on), v.clinic)
             for v in Vaccination.select().where((Vaccination.animal == animal_id) & Vaccination.voided_at.is_null())]
    return rules.rabies_status_on(day, shots)


def _victim(values: dict) -> dict:
    return {"victim_name": validate.text("victim_name", values.get("victim_name", ""), max_len=200),
            "victim_phone": validate.phone("victim_phone", values.get("victim_phone", "")),
            "victim_address": validate.text("victim_address", values.get("victim_address", ""), max_len=300),
            "victim_age_group": validate.choice("victim_age_group", values.get("victim_age_group", "unknown"),
                                                rules.AGE_GROUPS),
            "victim_animal": validate.text("victim_animal", values.get("victim_animal", ""), max_len=200)}


def _facts(values: dict) -> dict:
    out = {"victim_kind": validate.choice("victim_kind", values.get("victim_kind", "person"), rules.VICTIM_KINDS),
           "provoked": validate.choice("provoked", values.get("provoked", "unknown"), rules.PROVOKED),
           "provocation": validate.text("provocation", values.get("provocation", ""), max_len=4000, multiline=True),
           "injury": validate.choice("injury", values.get("injury", "minor"), rules.INJURIES),
           "injury_notes": validate.text("injury_notes", values.get("injury_notes", ""), max_len=4000,
                                         multiline=True),
           "medical_care": validate.text("medical_care", values.get("medical_care", ""), max_len=4000,
                                         multiline=True),
           "off_owner_property": validate.boolean("off_owner_property", values.get("off_owner_property"),
                                                  allow_none=True),
           "place": validate.text("place", values.get("place", ""), max_len=300, required=True),
           "bitten_time": validate.text("bitten_time", values.get("bitten_time", ""), max_len=20),
           "animal_description": validate.text("animal_description", values.get("animal_description", ""),
                                               max_len=4000, multiline=True),
           "notes": validate.text("notes", values.get("notes", ""), max_len=8000, multiline=True)}
    if out["injury"] == "killed" and out["victim_kind"] != "domestic_animal":
        raise ValidationError("injury", "a bite that killed is recorded for a domestic animal bitten; a person "
                              "bitten has great bodily harm recorded")
    return out


def _biter(jurisdiction_id: int, animal_id, owner_id, species) -> tuple[Animal | None, int | None, str]:
    animal = fetch(Animal, animal_id, "animal_id") if animal_id is not None else None
    if animal is not None and animal.jurisdiction_id != jurisdiction_id:
        raise ValidationError("animal_id", "the animal is recorded in another jurisdiction")
    if owner_id is None and animal is not None:
        owner_id = animal.owner_id
    if owner_id is not None:
        owner = fetch_owner(owner_id, "owner_id")
        if owner.jurisdiction_id != jurisdiction_id:
            raise ValidationError("owner_id", "the owner is recorded in another jurisdiction")
    species = validate.text("species", species, max_len=40) or (animal.species if animal else "")
    profile = profile_for(jurisdiction_id)
    if not species:
        raise ValidationError("species", "say what kind of animal bit (or find it on record)")
    if species not in profile.species:
        raise ValidationError("species", f"is not a species of the {profile.name} profile", species)
    if animal is not None and species != animal.species:
        raise ValidationError("species", f"the animal on record is a {profile.species_info(animal.species).label.lower()}")
    return animal, owner_id, species


def record_bite(actor: Actor, *, jurisdiction_id: int, bitten_on: date, place: str, victim_kind: str = "person",
                animal_id: int | None = None, owner_id: int | None = None, species: str = "",
                call_id: int | None = None, **details) -> BiteInfo:
    """Record a bite. ``details``: the victim's name, phone, address, age group and (a bitten animal)
    description; provocation; injury; medical care; whether it was off the owner's property; the
    time; a description of an animal not on record; notes. The rabies status on the day is read
    from the animal's certificates on file."""
    act = OfficeAction(actor, "record_bite")
    allowed = set(VICTIM_FIELDS) | {"provoked", "provocation", "injury", "injury_notes", "medical_care",
                                    "off_owner_property", "bitten_time", "animal_description", "notes"}
    unknown = set(details) - allowed
    if unknown:
        raise ValidationError(sorted(unknown)[0] or "details", "is not a fact of a bite report")
    bitten_on = validate.day("bitten_on", bitten_on, not_after=date.today())
    facts = _facts({**details, "victim_kind": victim_kind, "place": place})
    victim = _victim(details)
    with act:
        profile_for(jurisdiction_id)  # refuses, by its field, an id that is no city's
        animal, owner_id, species = _biter(jurisdiction_id, animal_id, owner_id, species)
        call = fetch(Call, call_id, "call_id") if call_id is not None else None
        if call is not None and call.jurisdiction_id != jurisdiction_id:
            raise ValidationError("call_id", "the call is in another jurisdiction")
        status = rabies_status(animal.id if animal else None, bitten_on)
        number = next_record_number("bite", jurisdiction_id, bitten_on.year)
        row = act.create(BiteReport, "bite_report.record", jurisdiction=jurisdiction_id, number=number, call=call,
                         bitten_on=bitten_on, animal=animal, owner=owner_id, species=species,
                         rabies_status=status.status, rabies_note=status.note, vaccinated_until=status.until,
                         **facts, **victim)
        if call is not None:
            act.created(CallLink.create(call=call, subject_table="bite_report", subject_id=row.id,
                                        note="the bite reported"), "call.link")
    return _info(row)


def update_bite(actor: Actor, bite_id: int, *, expected_version: int, **changes) -> BiteInfo:
    """Correct the report's facts; the victim's details only by a role that may see them. A change
    of the biting animal reads its rabies status again."""
    act = OfficeAction(actor, "record_bite")
    facts_fields = {"victim_kind", "provoked", "provocation", "injury", "injury_notes", "medical_care",
                    "off_owner_property", "place", "bitten_time", "animal_description", "notes"}
    allowed = facts_fields | set(VICTIM_FIELDS) | {"animal_id", "owner_id", "species", "bitten_on"}
    unknown = set(changes) - allowed
    if unknown:
        raise ValidationError(sorted(unknown)[0] or "changes", "cannot be changed here")
    if set(changes) & set(VICTIM_FIELDS):
        actor.require("view_confidential")
    with act:
        row = act.fetch(BiteReport, bite_id, "bite_id")
        current = {k: getattr(row, k) for k in facts_fields}
        for key, value in _facts({**current, **{k: v for k, v in changes.items() if k in facts_fields}}).items():
            setattr(row, key, value)
        if set(changes) & set(VICTIM_FIELDS):
            for key, value in _victim({**{k: getattr(row, k) for k in VICTIM_FIELDS}, **changes}).items():
                setattr(row, key, value)
        if "bitten_on" in changes:
            row.bitten_on = validate.day("bitten_on", changes["bitten_on"], not_after=date.today())
            if row.health_reported_on is not None and row.health_reported_on < row.bitten_on:
                raise ValidationError("bitten_on", "is after the report to the health department")
        if {"animal_id", "owner_id", "species"} & set(changes):
            animal, owner_id, species = _biter(row.jurisdiction_id, changes.get("animal_id", row.animal_id),
                                               changes.get("owner_id", row.owner_id if "animal_id" not in changes
                                                           else None), changes.get("species", ""))
            row.animal, row.owner, row.species = animal, owner_id, species
        if {"animal_id", "bitten_on"} & set(changes):
            status = rabies_status(row.animal_id, row.bitten_on)
            row.rabies_status, row.rabies_note, row.vaccinated_until = status.status, status.note, status.until
        act.save(row, "bite_report.update", expected_version=expected_version)
    return _info(row)


def report_to_health(actor: Actor, bite_id: int, *, reported_on: date, reported_to: str, reported_by: str = "",
                     expected_version: int | None = None) -> BiteInfo:
    """The bite reported to the health department: the day, to whom, by whom."""
    act = OfficeAction(actor, "record_bite")
    reported_on = validate.day("reported_on", reported_on, not_after=date.today())
    reported_to = validate.text("reported_to", reported_to, max_len=200, required=True)
    reported_by = validate.text("reported_by", reported_by, max_len=120)
    with act:
        row = act.fetch(BiteReport, bite_id, "bite_id")
        if reported_on < row.bitten_on:
            raise ValidationError("reported_on", f"is before the bite ({row.bitten_on:%m/%d/%Y})", reported_on)
        row.health_reported_on, row.health_reported_to = reported_on, reported_to
        row.health_reported_by = reported_by or actor.username
        act.save(row, "bite_report.health", expected_version=expected_version)
    return _info(row)


def _link_quarantine(actor: Actor, row: BiteReport, impound: Impound) -> None:
    before = audit.snapshot(row)
    row.impound = impound
    if row.animal_id is None:
        row.animal = impound.animal_id
        row.owner = impound.owner_id
        status = rabies_status(impound.animal_id, row.bitten_on)
        row.rabies_status, row.rabies_note, row.vaccinated_until = status.status, status.note, status.until
    save_versioned(row)
    audit.record(actor, "bite_report.quarantine", row, before=before, note=impound.number)


def start_quarantine(actor: Actor, bite_id: int, *, on: date | None = None, kennel_id: int | None = None,
                     new_animal: dict | None = None, officer: str = "", notes: str = "") -> int:
    """MN-rabies: the biting dog, cat or ferret confined and observed 10 days, the bite day day 0: taken
    in as a bite quarantine (the impound's hold and quarantine dates, its notice before any
    disposal). An animal not on record is described (``new_animal``). Returns the impound's id."""
    act = OfficeAction(actor, "impound")
    from . import impounds

    with act:
        row = fetch(BiteReport, bite_id, "bite_id")
        if row.impound_id is not None:
            raise ValidationError("bite_id", f"the quarantine is already impound "
                                  f"{Impound.get_by_id(row.impound_id).number}")
        profile = profile_for(row.jurisdiction_id)
        species = row.species if new_animal is None or not isinstance(new_animal, dict) else \
            new_animal.get("species", row.species)
        if not rules.observed_after_bite(profile, species):
            raise RuleViolation(Refusal(rules.RABIES_RULE, f"a {profile.species_info(species).label.lower()} is not "
                                        "observed 10 days after a bite (a dog, cat or ferret is); ask the health "
                                        "department what it needs"), field="bite_id")
        if row.animal_id is None and new_animal is None:
            raise ValidationError("new_animal", "the biting animal is not on record: describe it to take it in")
        if row.animal_id is not None and new_animal is not None:
            raise ValidationError("new_animal", "the biting animal is on record already")
        taken = impounds.intake(actor, jurisdiction_id=row.jurisdiction_id, ground="quarantine",
                                animal_id=row.animal_id, new_animal=new_animal, owner_id=row.owner_id,
                                kennel_id=kennel_id, on=on, found_place=row.place, officer=officer,
                                notes=notes or f"Bite report {row.number}", quarantine="bite",
                                bite_on=row.bitten_on)
        _link_quarantine(actor, row, Impound.get_by_id(taken.impound_id))
    return taken.impound_id


def link_quarantine(actor: Actor, bite_id: int, impound_id: int) -> None:
    """The bite's observation is an impound already taken in (the dog was impounded at the scene)."""
    act = OfficeAction(actor, "impound")
    with act:
        row = fetch(BiteReport, bite_id, "bite_id")
        impound = fetch(Impound, impound_id, "impound_id")
        if row.impound_id is not None:
            raise ValidationError("bite_id", "the bite's quarantine is already recorded")
        if impound.jurisdiction_id != row.jurisdiction_id:
            raise ValidationError("impound_id", "the impound is in another jurisdiction")
        if impound.quarantine != "bite" or impound.bite_on != row.bitten_on:
            raise ValidationError("impound_id", f"impound {impound.number} is not the observation of a bite on "
                                  f"{row.bitten_on:%m/%d/%Y}")
        if row.animal_id is not None and impound.animal_id != row.animal_id:
            raise ValidationError("impound_id", f"impound {impound.number} holds another animal")
        _link_quarantine(actor, row, impound)


def declare_from_bite(actor: Actor, bite_id: int, *, kind: str, ground: str, declared_by: str, facts: str = "",
                      declared_on: date | None = None, seized_on: date | None = None,
                      facility_id: int | None = None, kept_at: str = "", contact_name: str = "",
                      contact_phone: str = "") -> int:
    """MN-347.50: declare the biting dog potentially dangerous or dangerous on the bite's facts (the
    incident's day, time and place come from the report; the victim's name is not on the notice).
    Returns the case's id."""
    act = OfficeAction(actor, "declare_dangerous_dog")
    from . import dangerous_dogs

    with act:
        row = fetch(BiteReport, bite_id, "bite_id")
        if row.animal_id is None:
            raise ValidationError("bite_id", "the biting dog is not on record: identify it first")
        if row.dangerous_dog_id is not None:
            raise ValidationError("bite_id", "a dangerous-dog case was already declared from this bite")
        facts = validate.text("facts", facts, max_len=8000, multiline=True) or _declaration_facts(row)
        if mentions(facts, row.victim_name, row.victim_phone):
            raise ValidationError("facts", "names the victim or gives the victim's telephone; who was bitten is "
                                  "confidential and is not written on the owner's notice")
        case = dangerous_dogs.declare(actor, animal_id=row.animal_id, kind=kind, ground=ground, facts=facts,
                                      incident_on=row.bitten_on, incident_time=row.bitten_time,
                                      incident_place=row.place, declared_by=declared_by, declared_on=declared_on,
                                      owner_id=row.owner_id, seized_on=seized_on, facility_id=facility_id,
                                      kept_at=kept_at, contact_name=contact_name, contact_phone=contact_phone)
        act.hold(row)  # what it was after the case's own writes
        row.dangerous_dog = case.id
        act.save(row, "bite_report.declared", note=case.number)
    return case.id


def _declaration_facts(row: BiteReport) -> str:
    """The bite in words for the declaration, without the victim's name or contact."""
    victim = "a person" if row.victim_kind == "person" else (row.victim_animal or "a domestic animal")
    parts = [f"On {row.bitten_on:%m/%d/%Y} at {row.place} the dog bit {victim} (bite report {row.number}).",
             f"Injury: {rules.INJURIES[row.injury].lower()}.", f"Provocation: {rules.PROVOKED[row.provoked].lower()}."]
    if row.injury_notes:
        parts.append(row.injury_notes)
    return " ".join(parts)


def void_bite(actor: Actor, bite_id: int, reason: str, *, expected_version: int | None = None) -> None:
    """A bite report entered twice or by mistake: voided with the reason (its quarantine stands)."""
    act = OfficeAction(actor, "void_record")
    with act:
        act.void(act.fetch(BiteReport, bite_id, "bite_id"), reason, action="bite_report.void",
                 expected_version=expected_version)
