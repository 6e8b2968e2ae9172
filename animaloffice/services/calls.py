"""Calls for service (complaints): take the call, dispatch it, visit, close it with what it
produced, reopen it (``domain.calls``).

Who called is confidential: it is written here and read back only by a role that may see it
(``view_confidential``, ``queries.calls``); no owner's letter carries it. The letters a call
sends (a warning, a notice to comply) are in ``call_letters``; the records it produced (a
violation, an impound, a notice, a bite report) are linked to it with ``link_to_call``.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

from ..domain import calls as rules
from ..domain import validate
from ..domain.errors import ValidationError
from ..domain.roles import PERMISSIONS, Actor
from ..domain.statuses import CallStatus
from ..persistence.fetch import fetch
from ..persistence.models.animals import Animal
from ..persistence.models.base import now
from ..persistence.models.dangerous_dogs import DangerousDogCase
from ..persistence.models.enforcement import Notice, Violation
from ..persistence.models.field import BiteReport, Call, CallLink, CallVisit
from ..persistence.models.impounds import Impound
from ..persistence.models.office import User
from ..persistence.profiles import profile_for
from ..queries.owner_contact import current_address
from .common import fetch_owner
from .numbering import next_record_number
from .office_action import OfficeAction

LINKED_MODELS = {"violation": Violation, "impound": Impound, "notice": Notice, "bite_report": BiteReport,
                 "dangerous_dog": DangerousDogCase}


@dataclass(frozen=True)
class CallInfo:
    id: int
    number: str
    status: str
    version: int


def _info(row: Call) -> CallInfo:
    return CallInfo(row.id, row.number, row.status, row.version)


def _now() -> datetime:
    return now()


def _moment(field: str, value, *, required: bool = True) -> datetime | None:
    """A date and time, not in the future (a date alone is noon of that day)."""
    if value is None and not required:
        return None
    if isinstance(value, date) and not isinstance(value, datetime):
        value = datetime.combine(value, datetime.min.time()).replace(hour=12)
    if not isinstance(value, datetime) or value.tzinfo is not None:
        raise ValidationError(field, "must be a date and time", value)
    validate.day(field, value.date(), not_after=date.today())
    if value > _now():
        raise ValidationError(field, "is in the future", value)
    return value.replace(microsecond=0)


def call_kind(profile, kind) -> str:
    kind = validate.text("kind", kind, max_len=40, required=True)
    items = profile.items("call_kinds")
    if not items:
        raise ValidationError("kind", f"the {profile.name} profile lists no kinds of call (lists.call_kinds)")
    if profile.item("call_kinds", kind) is None:
        raise ValidationError("kind", f"choose a kind of call from the {profile.name} list "
                              f"({', '.join(i.code for i in items)})", kind)
    return kind


def officer_username(value) -> str:
    """An active user who may work calls (an officer or an administrator), by user name."""
    name = validate.text("officer", value, max_len=80)
    if not name:
        return ""
    user = User.get_or_none(User.username == name.lower())
    if user is None or not user.active:
        raise ValidationError("officer", f"{name!r} is not an active user", value)
    if user.role not in PERMISSIONS["work_call"]:
        raise ValidationError("officer", f"{user.full_name or user.username} ({user.role}) does not work calls; "
                              "assign an officer or an administrator", value)
    return user.username


def _caller(caller_name, caller_phone, caller_address) -> tuple[str, str, str]:
    return (validate.text("caller_name", caller_name, max_len=200),
            validate.phone("caller_phone", caller_phone),
            validate.text("caller_address", caller_address, max_len=300))


def _subject(jurisdiction_id: int, owner_id, animal_id):
    """The owner and the animal the call is about, both of the call's city (either may be unknown)."""
    owner = fetch_owner(owner_id, "owner_id") if owner_id is not None else None
    if owner is not None and owner.jurisdiction_id != jurisdiction_id:
        raise ValidationError("owner_id", "the owner is recorded in another jurisdiction")
    animal = fetch(Animal, animal_id, "animal_id") if animal_id is not None else None
    if animal is not None:
        if animal.jurisdiction_id != jurisdiction_id:
            raise ValidationError("animal_id", "the animal is recorded in another jurisdiction")
        if owner is None and animal.owner_id is not None:
            owner = fetch_owner(animal.owner_id, "animal_id")
    return owner, animal


def record_call(actor: Actor, *, jurisdiction_id: int, kind: str, received_at: datetime | None = None,
                how: str = "phone", caller_name: str = "", caller_phone: str = "", caller_address: str = "",
                address: str = "", owner_id: int | None = None, animal_id: int | None = None,
                description: str = "", priority: str = "normal", officer: str = "") -> CallInfo:
    """Take a call: what, where, who called (kept confidential), its priority; an officer named
    here is assigned at once."""
    act = OfficeAction(actor, "take_call")
    received_at = _moment("received_at", received_at or _now())
    how = validate.choice("how", how, rules.HOW)
    caller_name, caller_phone, caller_address = _caller(caller_name, caller_phone, caller_address)
    address = validate.text("address", address, max_len=300)
    description = validate.text("description", description, max_len=8000, multiline=True)
    priority = validate.choice("priority", priority, rules.PRIORITIES)
    with act:
        profile = profile_for(jurisdiction_id)
        kind = call_kind(profile, kind)
        owner, animal = _subject(jurisdiction_id, owner_id, animal_id)
        if not address and owner is not None:
            home = current_address(owner.id, "premises") or current_address(owner.id)
            address = home.one_line() if home else ""
        if not address:
            raise ValidationError("address", "say where the call is about (an address or a place)")
        officer = officer_username(officer)
        number = next_record_number("call", jurisdiction_id, received_at.year)
        row = act.create(Call, "call.record", jurisdiction=jurisdiction_id, number=number, kind=kind,
                         received_at=received_at, received_by=actor.username, how=how, caller_name=caller_name,
                         caller_phone=caller_phone, caller_address=caller_address, address=address,
                         address_key=rules.address_key(address), owner=owner, animal=animal,
                         description=description, priority=priority, officer=officer,
                         assigned_at=_now() if officer else None,
                         status=CallStatus.ASSIGNED if officer else CallStatus.NEW)
    return _info(row)


def _open_call(call_id, field: str = "call_id") -> Call:
    row = fetch(Call, call_id, field)
    if row.status == CallStatus.CLOSED:
        raise ValidationError(field, f"call {row.number} is closed; reopen it first")
    return row


def assign_call(actor: Actor, call_id: int, officer: str, *, expected_version: int | None = None) -> CallInfo:
    """Dispatch the call to an officer (or another one)."""
    act = OfficeAction(actor, "take_call")
    with act:
        row = act.hold(_open_call(call_id))
        officer = officer_username(officer)
        if not officer:
            raise ValidationError("officer", "choose the officer to assign")
        row.officer, row.assigned_at, row.status = officer, _now(), CallStatus.ASSIGNED
        act.save(row, "call.assign", expected_version=expected_version)
    return _info(row)


CALLER_FIELDS = ("caller_name", "caller_phone", "caller_address")
EDITABLE = ("kind", "priority", "address", "owner_id", "animal_id", "description", "how") + CALLER_FIELDS


def update_call(actor: Actor, call_id: int, *, expected_version: int, **changes) -> CallInfo:
    """Correct what the call says: kind, priority, where, the owner and animal, what, how it came,
    and (for a role that may see it) who called."""
    act = OfficeAction(actor, "take_call")
    unknown = set(changes) - set(EDITABLE)
    if unknown:
        raise ValidationError(sorted(unknown)[0] or "changes", "cannot be changed here")
    if set(changes) & set(CALLER_FIELDS):
        actor.require("view_confidential")
    with act:
        row = act.fetch(Call, call_id, "call_id")
        profile = profile_for(row.jurisdiction_id)
        if "kind" in changes:
            row.kind = call_kind(profile, changes["kind"])
        if "priority" in changes:
            row.priority = validate.choice("priority", changes["priority"], rules.PRIORITIES)
        if "how" in changes:
            row.how = validate.choice("how", changes["how"], rules.HOW)
        if "description" in changes:
            row.description = validate.text("description", changes["description"], max_len=8000, multiline=True)
        if "address" in changes:
            row.address = validate.text("address", changes["address"], max_len=300, required=True)
            row.address_key = rules.address_key(row.address)
        if "owner_id" in changes or "animal_id" in changes:
            owner, animal = _subject(row.jurisdiction_id, changes.get("owner_id", row.owner_id),
                                     changes.get("animal_id", row.animal_id))
            row.owner, row.animal = owner, animal
        if set(changes) & set(CALLER_FIELDS):
            row.caller_name, row.caller_phone, row.caller_address = _caller(
                changes.get("caller_name", row.caller_name), changes.get("caller_phone", row.caller_phone),
                changes.get("caller_address", row.caller_address))
        act.save(row, "call.update", expected_version=expected_version)
    return _info(row)


def add_visit(actor: Actor, call_id: int, *, visited_at: datetime, kind: str = "visit", officer: str = "",
              notes: str = "") -> int:
    """A visit or follow-up on an open call, with what was found; returns its id."""
    act = OfficeAction(actor, "work_call")
    visited_at = _moment("visited_at", visited_at)
    kind = validate.choice("kind", kind, rules.VISIT_KINDS)
    officer = validate.text("officer", officer, max_len=120)
    notes = validate.text("notes", notes, max_len=8000, multiline=True, required=True)
    with act:
        call = _open_call(call_id)
        if visited_at < call.received_at:
            raise ValidationError("visited_at", f"is before the call was received ({call.received_at:%m/%d/%Y %H:%M})",
                                  visited_at)
        row = act.create(CallVisit, "call.visit", call=call, kind=kind, visited_at=visited_at,
                         officer=officer or actor.username, notes=notes)
    return row.id


def void_visit(actor: Actor, visit_id: int, reason: str) -> None:
    """A visit recorded on the wrong call, or by mistake."""
    act = OfficeAction(actor, "work_call")
    with act:
        act.void(act.fetch(CallVisit, visit_id, "visit_id"), reason, action="call.visit_void")


def _linked(call_id: int) -> list[CallLink]:
    return list(CallLink.select().where((CallLink.call == call_id) & CallLink.voided_at.is_null()))


def outcome_facts(call: Call, outcome: str, referred_to: str = "") -> rules.OutcomeFacts:
    links = _linked(call.id)
    notice_ids = [l.subject_id for l in links if l.subject_table == "notice"]
    kinds = [n.kind for n in Notice.select(Notice.kind).where(Notice.id.in_(notice_ids)
                                                              & Notice.voided_at.is_null())] if notice_ids else []
    tables = []
    for link in links:
        model = LINKED_MODELS.get(link.subject_table)
        target = model.get_or_none(model.id == link.subject_id) if model else None
        if target is not None and not target.is_void:
            tables.append(link.subject_table)
    return rules.OutcomeFacts(outcome, call.owner_id is not None, kinds, tables, referred_to)


def blockers_for(call_id: int, outcome: str, referred_to: str = "") -> list[rules.Blocker]:
    """What must be done before the call closes with ``outcome`` (shown by the window)."""
    call = fetch(Call, call_id, "call_id", allow_void=True)
    return rules.outcome_blockers(outcome_facts(call, outcome, referred_to))


def close_call(actor: Actor, call_id: int, *, outcome: str, on: date | None = None, note: str = "",
               referred_to: str = "", expected_version: int | None = None) -> CallInfo:
    """Close the call with its outcome. The record the outcome names must be on file first: the
    letter sent, the violation recorded, the impound linked, the agency named."""
    act = OfficeAction(actor, "work_call")
    outcome = validate.choice("outcome", outcome, rules.OUTCOMES)
    on = validate.day("on", on or date.today(), not_after=date.today())
    note = validate.text("note", note, max_len=8000, multiline=True)
    referred_to = validate.text("referred_to", referred_to, max_len=200)
    if referred_to and outcome != rules.Outcome.REFERRAL:
        raise ValidationError("referred_to", "only a referral names an agency")
    with act:
        row = act.hold(_open_call(call_id))
        if on < row.received_at.date():
            raise ValidationError("on", f"is before the call was received ({row.received_at:%m/%d/%Y})", on)
        blockers = rules.outcome_blockers(outcome_facts(row, outcome, referred_to))
        if blockers:
            raise ValidationError(blockers[0].field, blockers[0].reason, outcome)
        row.status, row.outcome, row.outcome_on, row.outcome_note = CallStatus.CLOSED, outcome, on, note
        row.referred_to, row.closed_by = referred_to, actor.username
        act.save(row, "call.close", expected_version=expected_version, note=rules.OUTCOMES[outcome])
    return _info(row)


def reopen_call(actor: Actor, call_id: int, *, reason: str, expected_version: int | None = None) -> CallInfo:
    """A closed call opened again (the problem came back, the outcome was wrong): assigned again to
    its officer, or new. The outcome it had stays in its history."""
    act = OfficeAction(actor, "work_call")
    reason = validate.text("reason", reason, max_len=2000, required=True, multiline=True)
    with act:
        row = act.fetch(Call, call_id, "call_id")
        if row.status != CallStatus.CLOSED:
            raise ValidationError("call_id", f"call {row.number} is not closed")
        was = f"{rules.OUTCOMES.get(row.outcome, row.outcome)} on {row.outcome_on:%m/%d/%Y}"
        at = _now()
        row.status = CallStatus.ASSIGNED if row.officer else CallStatus.NEW
        row.outcome, row.outcome_on, row.outcome_note, row.referred_to, row.closed_by = "", None, "", "", ""
        row.reopened_at, row.reopen_reason = at, reason
        act.save(row, "call.reopen", expected_version=expected_version, note=reason)
        act.create(CallVisit, "call.visit", call=row, kind="note", visited_at=max(at, row.received_at),
                   officer=actor.username, notes=f"Reopened (it was closed: {was}). {reason}")
    return _info(row)


def link_to_call(actor: Actor, call_id: int, *, subject_table: str, subject_id: int, note: str = "") -> int:
    """Link a record the call produced or concerns; returns the link's id."""
    act = OfficeAction(actor, "work_call")
    subject_table = validate.choice("subject_table", subject_table, rules.LINK_TABLES)
    note = validate.text("note", note, max_len=300)
    with act:
        call = fetch(Call, call_id, "call_id")
        target = fetch(LINKED_MODELS[subject_table], subject_id, "subject_id")
        jid = getattr(target, "jurisdiction_id", None)
        if jid is not None and jid != call.jurisdiction_id:
            raise ValidationError("subject_id", "the record is in another jurisdiction")
        if any(l.subject_table == subject_table and l.subject_id == target.id for l in _linked(call.id)):
            raise ValidationError("subject_id", f"it is already linked to call {call.number}")
        row = act.created(CallLink.create(call=call, subject_table=subject_table, subject_id=target.id, note=note),
                          "call.link")
        if subject_table == "bite_report" and target.call_id is None:
            act.hold(target)
            target.call = call
            act.save(target, "bite_report.call")
    return row.id


def unlink(actor: Actor, link_id: int, reason: str) -> None:
    """A record linked to the wrong call: the link is voided with the reason."""
    act = OfficeAction(actor, "work_call")
    with act:
        act.void(act.fetch(CallLink, link_id, "link_id"), reason, action="call.unlink")


def void_call(actor: Actor, call_id: int, reason: str, *, expected_version: int | None = None) -> None:
    """A call entered twice or by mistake: voided with the reason (its links stay on file)."""
    act = OfficeAction(actor, "void_record")
    with act:
        act.void(act.fetch(Call, call_id, "call_id"), reason, action="call.void", expected_version=expected_version)


def record_violation_for_call(actor: Actor, call_id: int, *, occurred_on: date, kind: str = "",
                              nuisance_kind: str | None = None, evidence: str = "", officer: str = "") -> int:
    """The violation the call showed, recorded against the call's owner and animal and linked to
    the call (the kind of call gives the violation's kind unless another is named); returns its id."""
    act = OfficeAction(actor, "work_call")
    from . import violations

    with act:
        call = _open_call(call_id)
        if call.owner_id is None:
            raise ValidationError("owner_id", "the owner is not known: identify the owner on the call first")
        item = profile_for(call.jurisdiction_id).item("call_kinds", call.kind)
        kind = validate.text("kind", kind, max_len=40) or (item.extra.get("violation_kind", "") if item else "")
        if not kind:
            raise ValidationError("kind", "this kind of call names no violation: choose the violation")
        if nuisance_kind is None:
            nuisance_kind = item.extra.get("nuisance_kind", "") if item and kind == item.extra.get("violation_kind") else ""
        info = violations.record_violation(actor, owner_id=call.owner_id, kind=kind, occurred_on=occurred_on,
                                           animal_id=call.animal_id, nuisance_kind=nuisance_kind,
                                           place=call.address, officer=officer, evidence=evidence)
        link_to_call(actor, call.id, subject_table="violation", subject_id=info.id, note="recorded from the call")
    return info.id
