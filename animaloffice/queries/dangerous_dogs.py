"""Reading dangerous-dog cases (MN-347.50): one case whole, the list, dogs to choose from,
and the declaration notice and registration certificate ready to print."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from peewee import JOIN

from ..domain import dangerous_dog_hearing as dd_hearing
from ..domain import dangerous_dogs as rules
from ..domain import hearings as hearing_rules
from ..domain.errors import ValidationError
from ..domain.explain import fmt_date, fmt_short
from ..domain.hearing_stays import stay_in_effect
from ..domain.statuses import (
    DANGEROUS_DOG_OPEN,
    DangerousDogStatus,
    HearingStatus,
    ImpoundStatus,
)
from ..domain.validate import microchip as clean_chip
from ..persistence.models.animals import Animal
from ..persistence.models.dangerous_dogs import DangerousDogCase
from ..persistence.models.enforcement import Notice
from ..persistence.models.impounds import Facility, Impound, Kennel
from ..persistence.models.people import Owner
from ..persistence.profiles import profile_for
from .dangerous_dog_facts import describe_dog, dog_short, facts_of
from .hearing_cases import active_hearing, active_request, hearing_state, request_state

# --- one case ----------------------------------------------------------------------------------------

@dataclass(frozen=True)
class DateLine:
    label: str
    day: date | None
    why: str


@dataclass(frozen=True)
class CaseView:
    id: int
    number: str
    version: int
    jurisdiction_id: int
    kind: str
    status: str
    status_label: str
    animal_id: int
    animal_version: int
    dog: str
    owner_id: int
    owner: str
    ground: str
    facts: str
    incident: str
    declared: str
    notice_id: int | None
    notice_number: str
    hearing_status: str
    checklist: rules.Checklist
    dates: tuple[DateLine, ...]
    certificate_number: str
    conditions: str
    end_reason: str
    registration: dict = field(default_factory=dict)  # the recorded items, for a form to show
    actions: frozenset[str] = field(default_factory=frozenset)
    where_kept: str = ""  # "held at <facility>; contact ..." for a seized dog (347.541, subd. 3)


def hearing_pending(notice_id: int | None) -> bool:
    """A hearing was requested on time and the hearing officer has not decided yet: the days to
    register are stayed, and until then only the enclosure and death-or-transfer notice duties
    apply (347.541; ``domain.hearing_stays``: a late request stays nothing, even accepted)."""
    if notice_id is None:
        return False
    return stay_in_effect(request_state(active_request(notice_id)), hearing_state(active_hearing(notice_id)))


def _hearing_status(notice: Notice | None, today: date) -> str:
    if notice is None:
        return "no notice sent yet"
    req, hearing = active_request(notice.id), active_hearing(notice.id)
    st = hearing_rules.case_status(notice.kind, notice.hearing_deadline, today, request_state(req),
                                   hearing_state(hearing))
    return st.label


def case_view(case_id: int, today: date | None = None) -> CaseView:
    today = today or date.today()
    row = DangerousDogCase.get_by_id(case_id)
    profile = profile_for(row.jurisdiction_id)
    animal = Animal.get_by_id(row.animal_id)
    owner = Owner.get_by_id(row.owner_id)
    notice = Notice.get_by_id(row.notice_id) if row.notice_id else None
    checklist = rules.registration_checklist(profile, facts_of(row), today)
    item = profile.item("dangerous_dog_grounds", row.ground)
    dates = [DateLine("Declared", row.declared_on, f"by {row.declared_by}")]
    if notice is not None:
        dates.append(DateLine("Notice sent", notice.sent_on, f"{notice.number}, "
                              f"{dd_hearing.DELIVERY_WORDS.get(notice.method, notice.method)}"))
        h = rules.hearing_request_deadline(profile, notice.sent_on)
        dates.append(DateLine("Request a hearing by", notice.hearing_deadline,
                              h.text() if h.value == notice.hearing_deadline else notice.explanation))
        dates += _hearing_lines(profile, notice)
    if row.compliance_deadline and row.status == DangerousDogStatus.DECLARED:
        why = row.compliance_why
        if hearing_pending(row.notice_id):
            why = ("On hold: a hearing was requested; until the hearing officer decides, the dog must be kept in "
                   "a proper enclosure and a death or transfer reported (§ 347.52 (a), (c)). " + why)
        if row.decision_received_on is not None:
            dates.append(DateLine("Decision received", row.decision_received_on,
                                  f"the decision of {fmt_short(row.decision_sent_on)}, as recorded"))
        dates.append(DateLine("Register / comply by", row.compliance_deadline, why))
    sterilize = next((i for i in checklist.duties if i.code == "sterilization" and i.due), None)
    if sterilize is not None and row.status in DANGEROUS_DOG_OPEN:
        why = facts_of(row).sterilize_by.text()
        if hearing_pending(row.notice_id):
            why = "On hold while the hearing is pending (§ 347.541). " + why
        dates.append(DateLine("Sterilize by", sterilize.due, why))
    if row.status == DangerousDogStatus.REGISTERED:
        dates.append(DateLine("Registration year from", row.term_start, f"certificate {row.certificate_number}"))
        due = rules.renewal_due(profile, row.term_start)
        dates.append(DateLine("Renewal due", row.renewal_due, due.text()))
    if row.kind == "dangerous" and row.status in DANGEROUS_DOG_OPEN:
        review = rules.review_from(profile, row.declared_on, row.last_review_on)
        dates.append(DateLine("Review may be asked for from", review.value, review.text()))
    if row.ended_on:
        dates.append(DateLine(DangerousDogStatus.label_of(row.status), row.ended_on, row.end_reason))
    return CaseView(
        row.id, row.number, row.version, row.jurisdiction_id, row.kind, row.status,
        status_label(row, checklist, today), animal.id, animal.version, describe_dog(animal, today), owner.id,
        owner.display_name, rules.ground_label(item) if item else row.ground, row.facts,
        ", ".join(x for x in (fmt_date(row.incident_on), row.incident_time, row.incident_place) if x),
        f"{fmt_date(row.declared_on)} by {row.declared_by}", notice.id if notice else None,
        notice.number if notice else "", _hearing_status(notice, today), checklist, tuple(dates),
        row.certificate_number or "", row.decision_conditions, row.end_reason,
        _registration(row, animal), frozenset(_actions(row, checklist)),
        ("held at " if row.facility_id else "kept at ") + f"{row.kept_at}; contact {row.contact_name}"
        + (f", {row.contact_phone}" if row.contact_phone else ""))


def _hearing_lines(profile, notice: Notice) -> list[DateLine]:
    """The hearing's own days (347.541, subd. 4): held within 14 days of the request, decided within
    10 days after it, and how the decision was delivered."""
    req, hearing = active_request(notice.id), active_hearing(notice.id)
    if req is None or not req.accepted:
        return []
    if hearing is None or hearing.status == HearingStatus.SCHEDULED:
        due = dd_hearing.hearing_due(profile, req.received_on)
        why = due.text()
        if hearing is not None:
            warning = dd_hearing.hearing_day_warning(profile, req.received_on, hearing.scheduled_at.date())
            why = (warning or f"Set for {fmt_date(hearing.scheduled_at.date())}.") + " " + why
        return [DateLine("Hearing to be held by", due.value, why)]
    if hearing.status == HearingStatus.HELD:
        due = dd_hearing.decision_due(profile, hearing.scheduled_at.date())
        return [DateLine("Decision due by", due.value, due.text())]
    if hearing.status != HearingStatus.DECIDED or hearing.decision_on is None:
        return []
    letter = (Notice.select().where((Notice.subject_table == "hearing") & (Notice.subject_id == hearing.id)
                                    & (Notice.kind == "decision") & Notice.voided_at.is_null())
              .order_by(Notice.id.desc()).first())
    how = dd_hearing.DELIVERY_WORDS.get(letter.method, letter.method) if letter else "not recorded"
    late = dd_hearing.decision_day_warning(profile, hearing.scheduled_at.date(), hearing.decision_on)
    return [DateLine("Decision delivered", hearing.decision_on,
                     f"{hearing.decision}, delivered {how}" + (f" ({letter.number})" if letter else "")
                     + (f". {late}" if late else ""))]


def _registration(row: DangerousDogCase, animal: Animal) -> dict:
    return {"insurance_kind": row.insurance_kind, "insurer": row.insurer, "policy_number": row.policy_number,
            "insurance_cents": row.insurance_cents, "insurance_expires_on": row.insurance_expires_on,
            "enclosure_inspected_on": row.enclosure_inspected_on, "enclosure_inspector": row.enclosure_inspector,
            "enclosure_notes": row.enclosure_notes, "sign_issued_on": row.sign_issued_on,
            "sign_number": row.sign_number, "microchip": animal.microchip or "",
            "microchip_maker": animal.microchip_maker, "sterilized_on": row.sterilized_on,
            "sterilized_by": row.sterilized_by, "tag_number": row.tag_number, "tag_issued_on": row.tag_issued_on}


def status_label(row: DangerousDogCase, checklist: rules.Checklist, today: date) -> str:
    words = rules.kind_words(row.kind)
    if row.status in (DangerousDogStatus.RESCINDED, DangerousDogStatus.CLOSED):
        return f"{row.status} on {fmt_short(row.ended_on)}" if row.ended_on else row.status
    if row.status == DangerousDogStatus.REGISTERED:
        if row.renewal_due and row.renewal_due < today:
            return f"registration lapsed: renewal was due {fmt_short(row.renewal_due)}"
        return f"registered {words} until {fmt_short(row.renewal_due)}"
    if row.notice_id is None:
        return f"declared {words}; notice not sent"
    if checklist.complete:
        return f"declared {words}; " + ("ready to register" if row.kind == "dangerous" else "microchip on file")
    if hearing_pending(row.notice_id):
        return f"declared {words}; hearing pending; missing: " + ", ".join(i.label.lower() for i in checklist.missing)
    late = row.compliance_deadline is not None and row.compliance_deadline < today
    due = f" (due {fmt_short(row.compliance_deadline)}{', overdue' if late else ''})" if row.compliance_deadline else ""
    return f"declared {words}; missing: " + ", ".join(i.label.lower() for i in checklist.missing) + due


def _actions(row: DangerousDogCase, checklist: rules.Checklist) -> set[str]:
    out = set()
    if row.status in DANGEROUS_DOG_OPEN:
        out.update({"registration_items", "close"})
        if row.notice_id is None and row.status == DangerousDogStatus.DECLARED:
            out.add("send_notice")
        if row.status == DangerousDogStatus.DECLARED and row.decision_sent_on is not None:
            out.add("decision_received")  # 347.541: the days to comply count from its receipt
        if row.kind == "dangerous":
            out.add("review")
            if row.status == DangerousDogStatus.DECLARED and row.notice_id is not None:
                if "fee" in {i.code for i in checklist.missing}:
                    out.add("pay_fee")
                if checklist.complete:
                    out.add("issue_certificate")
            if row.status == DangerousDogStatus.REGISTERED:
                out.add("renew")
    if row.notice_id is not None:
        out.add("print_notice")
    if row.certificate_number:
        out.add("print_certificate")
    return out


# --- lists -------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class CaseRow:
    id: int
    number: str
    dog: str
    owner: str
    kind: str
    declared_on: date
    status: str

    def as_tuple(self) -> tuple:
        return (self.id, self.number, self.dog, self.owner, self.kind, self.declared_on, self.status)


def _or_chip(condition, needle: str):
    """Or the dog's microchip: a number typed as it is printed ("985 112-003...") matches the one on file."""
    try:
        chip = clean_chip("microchip", needle)
    except ValidationError:
        chip = None
    return condition | (Animal.microchip == chip) if chip else condition


def cases(jurisdiction_id: int | None, *, text: str = "", open_only: bool = False,
          animal_id: int | None = None, today: date | None = None) -> list[CaseRow]:
    """Cases newest first, optionally only the open ones, one dog's, or matching a name or number."""
    today = today or date.today()
    q = (DangerousDogCase.select(DangerousDogCase, Animal, Owner)
         .join(Animal, on=(DangerousDogCase.animal == Animal.id)).switch(DangerousDogCase)
         .join(Owner, on=(DangerousDogCase.owner == Owner.id))
         .where(DangerousDogCase.voided_at.is_null()))
    if jurisdiction_id is not None:
        q = q.where(DangerousDogCase.jurisdiction == jurisdiction_id)
    if open_only:
        q = q.where(DangerousDogCase.status.in_(DANGEROUS_DOG_OPEN))
    if animal_id is not None:
        q = q.where(DangerousDogCase.animal == animal_id)
    needle = text.strip()
    if needle:
        q = q.where(_or_chip(DangerousDogCase.number.contains(needle) | Animal.name.startswith(needle)
                             | Owner.display_name.startswith(needle), needle))
    out = []
    for row in q.order_by(DangerousDogCase.declared_on.desc(), DangerousDogCase.id.desc()).limit(500):
        profile = profile_for(row.jurisdiction_id)
        label = status_label(row, rules.registration_checklist(profile, facts_of(row), today), today)
        out.append(CaseRow(row.id, row.number, dog_short(row.animal), row.owner.display_name,
                           rules.kind_words(row.kind), row.declared_on, label))
    return out


@dataclass(frozen=True)
class DogChoice:
    id: int
    text: str
    owner_id: int | None


def dogs_matching(jurisdiction_id: int | None, text: str, limit: int = 25) -> list[DogChoice]:
    """Dogs whose name, owner or microchip matches (to choose the dog to declare)."""
    needle = (text or "").strip()
    if len(needle) < 2:
        return []
    q = (Animal.select(Animal, Owner).join(Owner, on=(Animal.owner == Owner.id), join_type=JOIN.LEFT_OUTER)
         .where((Animal.species == "dog") & Animal.voided_at.is_null()
                & _or_chip(Animal.name.startswith(needle) | Owner.display_name.startswith(needle), needle)))
    if jurisdiction_id is not None:
        q = q.where(Animal.jurisdiction == jurisdiction_id)
    return [dog_choice(a) for a in q.order_by(Animal.name, Animal.id).limit(limit)]


def facility_of_impounded_dog(animal_id: int) -> int | None:
    """The facility where the dog is impounded now (its open impound's kennel), if any: where a
    seized dog is held (347.541, subd. 3)."""
    row = (Facility.select(Facility.id).join(Kennel, on=(Kennel.facility == Facility.id))
           .join(Impound, on=(Impound.kennel == Kennel.id))
           .where((Impound.animal == animal_id) & (Impound.status == ImpoundStatus.HELD) & Impound.voided_at.is_null())
           .order_by(Impound.id.desc()).first())
    return row.id if row else None


def dog_choice(animal: Animal | int) -> DogChoice:
    if isinstance(animal, int):
        animal = Animal.get_by_id(animal)
    owner = Owner.get_or_none(Owner.id == animal.owner_id) if animal.owner_id else None
    text = f"{dog_short(animal)} · {owner.display_name if owner else 'no owner on record'}"
    if animal.microchip:
        text += f" · chip {animal.microchip}"
    return DogChoice(animal.id, text, animal.owner_id)


# --- documents -----------------------------------------------------------------------------------------
