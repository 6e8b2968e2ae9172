"""Shelter lists: holds ending (T-6C), animals on hand, and the public impound register (MN-346.47)."""
from __future__ import annotations

from datetime import date, timedelta

from peewee import JOIN

from ..domain.deadlines import add_months
from ..domain.impound import PARTY_RECORD_MIN_MONTHS, age_months
from ..domain.report_tables import Column, ReportResult
from ..domain.statuses import ImpoundStatus
from ..persistence.models.animals import Animal
from ..persistence.models.impounds import Impound, Kennel
from ..persistence.models.people import Owner
from ..persistence.profiles import profile_for
from .base import Param, ReportSpec
from .common import current_addresses, fmt_age, jurisdiction_name
from .common import days_left as _days_left
from .sac import INTAKE_TYPES, OUTCOME_TYPES, intake_category, outcome_category

WITHHELD = f"(under {PARTY_RECORD_MIN_MONTHS} months)"  # MN-346.47 names only those older


def _label(profile, species: str) -> str:
    return profile.species_info(species).label


def holds_ending(*, jurisdiction_id: int, on: date, days: int = 3) -> ReportResult:
    """Impounded animals whose disposition date (the day after the hold's last day) is within
    `days` days, or has passed while the animal is still held."""
    profile = profile_for(jurisdiction_id)
    q = (Impound.select(Impound, Animal, Kennel, Owner)
         .join(Animal, on=(Impound.animal == Animal.id)).switch(Impound)
         .join(Kennel, JOIN.LEFT_OUTER, on=(Impound.kennel == Kennel.id)).switch(Impound)
         .join(Owner, JOIN.LEFT_OUTER, on=(Impound.owner == Owner.id))
         .where((Impound.jurisdiction == jurisdiction_id) & Impound.voided_at.is_null()
                & (Impound.status == ImpoundStatus.HELD) & Impound.disposition_from.is_null(False)
                & (Impound.disposition_from <= on + timedelta(days=days)))
         .order_by(Impound.disposition_from, Impound.number))
    rows = []
    for im in q:
        left = (im.disposition_from - on).days
        rows.append((im.id, im.number, im.animal.name or "unnamed", _label(profile, im.animal.species),
                     im.kennel.code if im.kennel_id else "", im.impounded_on, im.hold_last_day,
                     im.disposition_from, _days_left(left),
                     im.owner.display_name if im.owner_id else "unknown", im.owner_notified_on,
                     im.quarantine_until))
    return ReportResult(
        title="Holds ending", subtitle=f"{jurisdiction_name(jurisdiction_id)} · on {on:%m/%d/%Y} · "
                                       f"disposition allowed within {days} days",
        columns=(Column("number", "Impound"), Column("animal", "Animal"), Column("species", "Species"),
                 Column("kennel", "Kennel"), Column("impounded", "Impounded", "date"),
                 Column("hold_last", "Hold's last day", "date"), Column("disposition", "Disposition from", "date"),
                 Column("left", "When"), Column("owner", "Owner"), Column("notified", "Owner notified", "date"),
                 Column("quarantine", "Quarantine until", "date")),
        rows=rows, record_kind="impound", personal=True,
        notes=["T-6C: the hold's last day is the later of the 5th business day and the 7th calendar day "
               "after the impound day; disposition is allowed from the next day (MN-346.47 floor)."])


def _in_care(jurisdiction_id: int, on: date):
    return (Impound.select(Impound, Animal, Kennel)
            .join(Animal, on=(Impound.animal == Animal.id)).switch(Impound)
            .join(Kennel, JOIN.LEFT_OUTER, on=(Impound.kennel == Kennel.id))
            .where((Impound.jurisdiction == jurisdiction_id) & Impound.voided_at.is_null()
                   & (Impound.field_return == False)  # noqa: E712
                   & (Impound.impounded_on <= on)
                   & (Impound.outcome_on.is_null() | (Impound.outcome_on > on))
                   & (Impound.outcome_on.is_null(False) | Impound.released_on.is_null()
                      | (Impound.released_on > on))))


def animals_on_hand(*, jurisdiction_id: int, on: date) -> ReportResult:
    profile = profile_for(jurisdiction_id)
    intake_labels = dict(INTAKE_TYPES)
    rows = []
    for im in _in_care(jurisdiction_id, on).order_by(Impound.impounded_on, Impound.number):
        a = im.animal
        cat = intake_category(im.intake_type)
        rows.append((im.id, im.number, a.name or "unnamed", _label(profile, a.species), a.breed, a.sex,
                     fmt_age(age_months(a.birth_date, im.age_months_at_intake, im.impounded_on, on)),
                     im.kennel.code if im.kennel_id else "", im.impounded_on, (on - im.impounded_on).days,
                     intake_labels.get(cat, im.intake_type), im.disposition_from,
                     im.quarantine.replace("_", " ") if im.quarantine else ""))
    by_species: dict[str, int] = {}
    for r in rows:
        by_species[r[3]] = by_species.get(r[3], 0) + 1
    summary = ", ".join(f"{n} {label.lower()}" for label, n in sorted(by_species.items())) or "none"
    return ReportResult(
        title="Animals on hand", subtitle=f"{jurisdiction_name(jurisdiction_id)} · {on:%m/%d/%Y}",
        columns=(Column("number", "Impound"), Column("animal", "Name"), Column("species", "Species"),
                 Column("breed", "Breed"), Column("sex", "Sex"), Column("age", "Age"), Column("kennel", "Kennel"),
                 Column("impounded", "Impounded", "date"), Column("days", "Days in care", "number"),
                 Column("intake", "Intake type"), Column("disposition", "Disposition from", "date"),
                 Column("quarantine", "Quarantine")),
        rows=rows, record_kind="impound", notes=[f"{len(rows)} animals in care: {summary}."])


def impound_register(*, jurisdiction_id: int, start: date, end: date) -> ReportResult:
    """MN-346.47: what the public may see. Species, breed, sex, approximate age, traits, where seized,
    the date, and for an animal 3 months or older the name and address of who it came from and
    went to. No phone numbers, e-mail, notes or microchip numbers."""
    profile = profile_for(jurisdiction_id)
    outcome_labels = dict(OUTCOME_TYPES)
    q = (Impound.select(Impound, Animal, Owner)
         .join(Animal, on=(Impound.animal == Animal.id)).switch(Impound)
         .join(Owner, JOIN.LEFT_OUTER, on=(Impound.owner == Owner.id))
         .where((Impound.jurisdiction == jurisdiction_id) & Impound.voided_at.is_null()
                & (Impound.impounded_on >= start) & (Impound.impounded_on <= end))
         .order_by(Impound.impounded_on, Impound.number))
    impounds = list(q)
    from_addresses = {}
    for im in impounds:
        if not im.received_from_name and im.owner_id and intake_category(im.intake_type) != "stray":
            from_addresses[im.id] = current_addresses([im.owner_id], on=im.impounded_on).get(im.owner_id, "")
    rows, withheld = [], 0
    for im in impounds:
        a = im.animal
        age = age_months(a.birth_date, im.age_months_at_intake, im.impounded_on, im.impounded_on)
        # MN-346.47 names who the animal came from if it was 3 months or older when it came in,
        # and who it went to if it was by the day it left (a kitten can reach 3 months in care)
        age_out = (age_months(a.birth_date, im.age_months_at_intake, im.impounded_on, im.outcome_on)
                   if im.outcome_on else None)
        came_from = went_to = ""
        if age is None or age >= PARTY_RECORD_MIN_MONTHS:
            if im.received_from_name:  # recorded at intake (MN-346.47)
                came_from = ", ".join(p for p in (im.received_from_name, im.received_from_address) if p)
            elif im.owner_id and intake_category(im.intake_type) != "stray":
                came_from = ", ".join(p for p in (im.owner.display_name, from_addresses.get(im.id, "")) if p)
            elif intake_category(im.intake_type) == "stray":
                came_from = "seized at large"
        else:
            came_from = WITHHELD
        if not im.outcome_on or age_out is None or age_out >= PARTY_RECORD_MIN_MONTHS:
            went_to = ", ".join(p for p in (im.outcome_party, im.outcome_address) if p)
        else:
            went_to = WITHHELD
        withheld += WITHHELD in (came_from, went_to)
        traits = ", ".join(p for p in (a.colour, a.markings) if p)
        cat = outcome_category(im.outcome)
        outcome = outcome_labels.get(cat, im.outcome.replace("_", " ")) if im.outcome else (
            "returned to owner in the field" if im.field_return else "in care")
        rows.append((im.id, im.number, im.impounded_on, _label(profile, a.species), a.breed,
                     {"M": "male", "F": "female"}.get(a.sex, "unknown"), fmt_age(age), traits,
                     im.found_place, came_from, went_to, outcome, im.outcome_on))
    return ReportResult(
        title="Impound register", subtitle=f"{jurisdiction_name(jurisdiction_id)} · animals seized "
                                           f"{start:%m/%d/%Y} to {end:%m/%d/%Y} · open to public view",
        columns=(Column("number", "Impound"), Column("seized", "Date seized", "date"), Column("species", "Species"),
                 Column("breed", "Breed"), Column("sex", "Sex"), Column("age", "Approx. age"),
                 Column("traits", "Distinguishing traits"), Column("where", "Where seized"),
                 Column("from", "Received from"), Column("to", "Released or transferred to"),
                 Column("outcome", "Outcome"), Column("outcome_on", "Outcome date", "date")),
        rows=rows, record_kind="impound", personal=True,
        notes=[f"Kept under {profile.cite('register')} (MN-346.47) for public view. Names and addresses are "
               f"shown only for animals 3 months or older" + (f" ({withheld} younger)." if withheld else ".")])


def _six_months_ago() -> date:
    return add_months(date.today(), -6)


SPECS = (
    ReportSpec("holds_ending", "Holds ending",
               "Impounded animals whose holding period ends soon or has ended.",
               (Param("jurisdiction_id", "Jurisdiction", "jurisdiction"),
                Param("on", "As of", "date", date.today), Param("days", "Within (days)", "days", 3)),
               holds_ending, ("T-6C", "MN-346.47")),
    ReportSpec("animals_on_hand", "Animals on hand", "Every animal in care on a day.",
               (Param("jurisdiction_id", "Jurisdiction", "jurisdiction"), Param("on", "On", "date", date.today)),
               animals_on_hand, ("T-5",)),
    ReportSpec("impound_register", "Public impound register (MN-346.47)",
               "The record of seized animals the public may read: description, where and when seized, "
               "from whom and to whom (animals 3 months or older).",
               (Param("jurisdiction_id", "Jurisdiction", "jurisdiction"),
                Param("start", "Seized from", "date", _six_months_ago), Param("end", "to", "date", date.today)),
               impound_register, ("MN-346.47",)),
)
