"""The read side of bite reports: the list, one report (the victim only for a role that may see
it), an animal's and an owner's bite history, and the dangerous-dog grounds a bite supports."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from peewee import JOIN

from ..domain import bites as rules
from ..domain.roles import Actor
from ..domain.statuses import DangerousDogStatus
from ..persistence.models.animals import Animal
from ..persistence.models.dangerous_dogs import DangerousDogCase
from ..persistence.models.enforcement import Notice
from ..persistence.models.field import BiteReport
from ..persistence.models.impounds import Impound
from ..persistence.models.people import Owner
from .calls import animal_label, may_see_confidential


def bite_list(jurisdiction_id: int | None, *, text: str = ""):
    """A ``fetch(offset, limit, sort_key, descending)`` for the bite table: rows are
    (id, number, bitten_on, animal, owner, injury, rabies status, reported to health, quarantine)."""
    from ..persistence.profiles import profile_for

    keys = {"number": BiteReport.id, "bitten_on": BiteReport.bitten_on, "owner": Owner.display_name}

    def fetch(offset: int, limit: int, sort_key: str = "bitten_on", descending: bool = True):
        query = (BiteReport.select(BiteReport, Owner.display_name.alias("owner_name"))
                 .join(Owner, JOIN.LEFT_OUTER, on=(BiteReport.owner == Owner.id))
                 .where(BiteReport.voided_at.is_null()))
        if jurisdiction_id is not None:
            query = query.where(BiteReport.jurisdiction == jurisdiction_id)
        words = (text or "").strip()
        if words:
            query = query.where(BiteReport.number.contains(words) | BiteReport.place.contains(words)
                                | Owner.display_name.startswith(words))
        column = keys.get(sort_key, BiteReport.bitten_on)
        rows = list(query.order_by(column.desc() if descending else column.asc(), BiteReport.id.desc())
                    .offset(offset).limit(limit).objects())
        animals = {a.id: a for a in Animal.select().where(Animal.id.in_([b.animal_id for b in rows if b.animal_id]))}
        impounds = {i.id: i.number for i in Impound.select(Impound.id, Impound.number)
                    .where(Impound.id.in_([b.impound_id for b in rows if b.impound_id]))}
        out = []
        for b in rows:
            profile = profile_for(b.jurisdiction_id)
            animal = animal_label(animals.get(b.animal_id), profile) or \
                f"{profile.species_info(b.species).label} not on record"
            out.append((b.id, b.number, b.bitten_on, animal, b.owner_name or "", rules.INJURIES.get(b.injury, b.injury),
                        rules.RABIES_STATUSES.get(b.rabies_status, b.rabies_status),
                        b.health_reported_on, impounds.get(b.impound_id, "")))
        return out
    return fetch


@dataclass(frozen=True)
class BiteDetail:
    id: int
    version: int
    jurisdiction_id: int
    number: str
    call_id: int | None
    call_number: str
    bitten_on: date
    bitten_time: str
    place: str
    victim_hidden: bool
    victim_kind: str
    victim_name: str
    victim_phone: str
    victim_address: str
    victim_age_group: str
    victim_animal: str
    animal_id: int | None
    animal: str
    owner_id: int | None
    owner: str
    species: str
    species_label: str
    animal_description: str
    provoked: str
    provocation: str
    injury: str
    injury_notes: str
    medical_care: str
    off_owner_property: bool | None
    rabies_status: str
    rabies_note: str
    vaccinated_until: date | None
    health_reported_on: date | None
    health_reported_to: str
    health_reported_by: str
    impound_id: int | None
    impound_number: str
    quarantine_until: date | None
    observed: bool  # a dog, cat or ferret: observed 10 days (MN-rabies)
    dangerous_dog_id: int | None
    dangerous_dog_number: str
    notes: str
    void: bool
    grounds: tuple[rules.Ground, ...] = ()


def bite_facts(b: BiteReport) -> rules.BiteFacts:
    """The facts MN-347.50 weighs, with the dog's earlier unprovoked bites and any potentially-dangerous
    declaration whose notice was sent before this bite."""
    earlier = 0
    pdd = False
    if b.animal_id is not None:
        earlier = (BiteReport.select().where((BiteReport.animal == b.animal_id) & BiteReport.voided_at.is_null()
                                             & (BiteReport.provoked == "no") & (BiteReport.id != b.id)
                                             & ((BiteReport.bitten_on < b.bitten_on)
                                                | ((BiteReport.bitten_on == b.bitten_on) & (BiteReport.id < b.id))))
                   .count())
        pdd = (DangerousDogCase.select().join(Notice, on=(DangerousDogCase.notice == Notice.id))
               .where((DangerousDogCase.animal == b.animal_id) & (DangerousDogCase.kind == "potentially_dangerous")
                      & (DangerousDogCase.status != DangerousDogStatus.RESCINDED) & DangerousDogCase.voided_at.is_null()
                      & Notice.voided_at.is_null() & (Notice.sent_on <= b.bitten_on)).exists())
    return rules.BiteFacts(b.victim_kind, b.provoked, b.injury, b.off_owner_property, earlier, pdd)


def bite_detail(bite_id: int, actor: Actor | None = None) -> BiteDetail:
    """The report as the panel shows it; the victim only for a role that may see it."""
    from ..persistence.fetch import fetch
    from ..persistence.models.field import Call
    from ..persistence.profiles import profile_for

    b = fetch(BiteReport, bite_id, "bite_id", allow_void=True)
    profile = profile_for(b.jurisdiction_id)
    visible = may_see_confidential(actor)
    animal = Animal.get_or_none(Animal.id == b.animal_id) if b.animal_id else None
    owner = Owner.get_or_none(Owner.id == b.owner_id) if b.owner_id else None
    impound = Impound.get_or_none(Impound.id == b.impound_id) if b.impound_id else None
    case = DangerousDogCase.get_or_none(DangerousDogCase.id == b.dangerous_dog_id) if b.dangerous_dog_id else None
    call = Call.get_or_none(Call.id == b.call_id) if b.call_id else None
    grounds = tuple(rules.supported_grounds(profile, bite_facts(b))) if b.species == "dog" else ()

    def hide(value: str) -> str:  # the victim's details for those who may see them, '' for others
        return value if visible else ""

    return BiteDetail(
        b.id, b.version, b.jurisdiction_id, b.number, b.call_id, call.number if call else "", b.bitten_on,
        b.bitten_time, b.place, not visible, b.victim_kind, hide(b.victim_name), hide(b.victim_phone),
        hide(b.victim_address), b.victim_age_group if visible else "", hide(b.victim_animal), b.animal_id,
        animal_label(animal, profile), b.owner_id, owner.display_name if owner else "", b.species,
        profile.species_info(b.species).label, b.animal_description, b.provoked, b.provocation, b.injury,
        b.injury_notes, b.medical_care, b.off_owner_property, b.rabies_status, b.rabies_note, b.vaccinated_until,
        b.health_reported_on, b.health_reported_to, b.health_reported_by, b.impound_id,
        impound.number if impound else "", impound.quarantine_until if impound else None,
        rules.observed_after_bite(profile, b.species), b.dangerous_dog_id, case.number if case else "", b.notes,
        b.is_void, grounds)


@dataclass(frozen=True)
class BiteHistoryRow:
    id: int
    number: str
    bitten_on: date
    animal: str
    victim_kind: str  # "a person" | "a domestic animal": never who
    provoked: str
    injury: str
    quarantine: str
    dangerous_dog: str


def bite_history(*, animal_id: int | None = None, owner_id: int | None = None) -> list[BiteHistoryRow]:
    """An animal's or an owner's bites, newest first, as their records show them (no victim)."""
    from ..persistence.profiles import profile_for

    if animal_id is None and owner_id is None:
        return []
    q = BiteReport.select().where(BiteReport.voided_at.is_null())
    q = q.where(BiteReport.animal == animal_id) if animal_id is not None else q.where(BiteReport.owner == owner_id)
    rows = list(q.order_by(BiteReport.bitten_on.desc(), BiteReport.id.desc()))
    animals = {a.id: a for a in Animal.select().where(Animal.id.in_([b.animal_id for b in rows if b.animal_id]))}
    impounds = {i.id: i.number for i in Impound.select(Impound.id, Impound.number)
                .where(Impound.id.in_([b.impound_id for b in rows if b.impound_id]))}
    cases = {c.id: c.number for c in DangerousDogCase.select(DangerousDogCase.id, DangerousDogCase.number)
             .where(DangerousDogCase.id.in_([b.dangerous_dog_id for b in rows if b.dangerous_dog_id]))}
    out = []
    for b in rows:
        profile = profile_for(b.jurisdiction_id)
        out.append(BiteHistoryRow(b.id, b.number, b.bitten_on, animal_label(animals.get(b.animal_id), profile)
                                  or profile.species_info(b.species).label, rules.VICTIM_KINDS[b.victim_kind].lower(),
                                  rules.PROVOKED[b.provoked], rules.INJURIES[b.injury], impounds.get(b.impound_id, ""),
                                  cases.get(b.dangerous_dog_id, "")))
    return out


def grounds_from_bites(animal_id: int) -> list[tuple[str, rules.Ground]]:
    """MN-347.50: for a dangerous-dog declaration, each bite of the dog on file with the grounds it
    supports: (bite report number, ground)."""
    from ..persistence.profiles import profile_for

    out = []
    for b in (BiteReport.select().where((BiteReport.animal == animal_id) & BiteReport.voided_at.is_null())
              .order_by(BiteReport.bitten_on.desc())):
        for g in rules.supported_grounds(profile_for(b.jurisdiction_id), bite_facts(b)):
            out.append((b.number, g))
    return out
