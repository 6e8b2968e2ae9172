"""After an attempt of service is recorded, comes back or is voided: the attempt a notice's
deadlines count from is chosen again (``domain.service_counting``) and its deadlines counted from
it, everywhere they are kept: the notice (the Hearings case, the Today tab, the services that
refuse a step before its day, and its printed values, so a copy printed from then on states the
day that runs), the revoked permit's removal deadline and a dangerous-dog declaration's day to
register. A written decision counts from the owner's receipt: a hand
delivery, or the day its certified or registered mail was signed for, moves its days as recording
the receipt on the hearing does (MN-347.541, W-90.10H5).

A later day is written with a line saying why. A day already given is never made earlier (the
owner may have been told it): when the counting attempt is voided and the count from the one that
counts now would end sooner, the day stands and the record says so. Only a day the office counted
from the notice's service is counted again; one set another way is left as it is.
"""
from __future__ import annotations

import json
from datetime import date

from ..documents import language as lang
from ..domain import service_counting as rules
from ..domain import validate
from ..domain.citations import in_words
from ..domain.explain import Explained, fmt_date, fmt_short
from ..domain.roles import Actor
from ..domain.statuses import DangerousDogStatus, HearingStatus, PermitStatus
from ..persistence.models.dangerous_dogs import DangerousDogCase
from ..persistence.models.enforcement import Hearing, Notice
from ..persistence.models.permits import Permit
from ..persistence.models.service import ServiceAttempt
from ..persistence.profiles import profile_for
from ..queries.service_proofs import as_try, tries
from . import audit
from .common import save_versioned
from .notice_counts import notice_counts
from .office_action import OfficeAction


def recount(actor: Actor, notice_id: int, change: str) -> rules.Counting:
    """Choose the counting attempt again and move the deadlines; runs in the caller's transaction.
    `change` says what happened, for the notice's explanation ("the certified letter came back
    unclaimed"). Whoever may record the service moves the days it moves."""
    act = OfficeAction(actor, "send_notice")
    change = validate.text("change", change, max_len=500, required=True)
    with act:
        return _recount(actor, act.fetch(Notice, notice_id, "notice_id"), change)


def _recount(actor: Actor, notice: Notice, change: str) -> rules.Counting:
    profile = profile_for(notice.jurisdiction_id)
    reading = profile.readings.reading(rules.READING)
    standing = tries(notice.id)
    was = _marked(notice.id)
    old_start = _day(was) if was is not None else notice.sent_on
    now = rules.counting(standing, reading.value, reading.sentence())
    _mark(actor, notice.id, now.attempt_id)
    if notice.kind == "decision":
        _decision_receipt(actor, notice, rules.first_receipt(standing))
        return now
    if now.start is None or now.start == old_start:
        return now
    _move(actor, notice, profile, old_start, now, change)
    return now


def _day(a: ServiceAttempt) -> date:
    return rules.day_served(as_try(a))


def _marked(notice_id: int) -> ServiceAttempt | None:
    """The attempt marked as counting before this change (voided a moment ago, perhaps)."""
    return (ServiceAttempt.select().where((ServiceAttempt.notice == notice_id) & ServiceAttempt.counts)
            .order_by(ServiceAttempt.voided_at.is_null(False), ServiceAttempt.seq.desc()).first())


def _mark(actor: Actor, notice_id: int, attempt_id: int | None) -> None:
    """One standing attempt marked as counting, each change audited."""
    for a in ServiceAttempt.select().where((ServiceAttempt.notice == notice_id) & ServiceAttempt.voided_at.is_null()):
        counts = a.id == attempt_id
        if bool(a.counts) != counts:
            before = audit.snapshot(a)
            a.counts = counts
            save_versioned(a)
            audit.record(actor, "notice.service.counting" if counts else "notice.service.not_counting", a,
                         before=before)


def _move(actor: Actor, notice: Notice, profile, old_start: date, now: rules.Counting, change: str) -> None:
    before = audit.snapshot(notice)
    lines, permit_moves, register_moves = [], [], []
    days = {old_start, notice.sent_on} | {_day(a) for a in ServiceAttempt.select().where(
        ServiceAttempt.notice == notice.id)}
    for field, what, count in notice_counts(notice, profile):
        stored = getattr(notice, field)
        if stored not in {count(profile, d).value for d in days}:
            continue  # not the office's count from the service: set another way, left as it is
        new = count(profile, now.start)
        if new.value > stored:
            setattr(notice, field, new.value)
            was_count = next(c for c in (count(profile, d) for d in sorted(days)) if c.value == stored)
            notice.fields = _reprinted(notice.fields, profile, was_count, new)
            lines.append(f"{what} moved from {fmt_short(stored)} to {fmt_short(new.value)}: {new.text()}")
            (permit_moves if field == "removal_deadline" else register_moves if notice.kind == "dangerous_dog"
             and field == "other_deadline" else []).append((stored, new))
        elif new.value < stored:
            lines.append(f"{what} stays {fmt_short(stored)} (counted from {fmt_short(now.start)} it would be "
                         f"{fmt_short(new.value)}; a day already given is not made earlier)")
    if not lines:
        return
    head = (f"Counted again on {fmt_short(date.today())} after {change}: the deadlines count from "
            f"{fmt_short(now.start)}, {now.why}.")
    notice.explanation = "\n".join(x for x in (notice.explanation, head, *lines) if x)
    save_versioned(notice)
    audit.record(actor, "notice.deadline_recounted", notice, before=before, note=" ".join((head, *lines)))
    for was, new in permit_moves:
        _permit(actor, notice, was, new)
    for was, new in register_moves:
        _registration(actor, notice, was, new)


def _reprinted(fields: str, profile, was: Explained[date], new: Explained[date]) -> str:
    """The notice's printed values with the moved day (every form of it the paper prints) and how it
    was counted, so a copy printed from now on (to post it, or hand it over) states the day that
    runs. The values of other days are left as they are."""
    try:
        values = json.loads(fields or "{}")
    except ValueError:
        return fields
    if not isinstance(values, dict):
        return fields
    forms = [(f(was.value), f(new.value)) for f in (date.isoformat, fmt_date, fmt_short)]
    words = [(in_words(profile, was.text()), in_words(profile, new.text())), (was.words(), new.words()),
             (was.text(), new.text())]
    _replace(values, forms, words)
    for code, version in (values.get("versions") or {}).items():  # the same paper in the owner's other language
        if isinstance(version, dict) and isinstance(version.get("values", version), dict):
            _replace(version.get("values", version), [(date.isoformat(was.value), date.isoformat(new.value))] + [
                (f(was.value, code), f(new.value, code)) for f in (lang.fmt_date, lang.fmt_short)],
                [(lang.counting(was.parts, code).removesuffix("."), lang.counting(new.parts, code).removesuffix("."))])
    return json.dumps(values, ensure_ascii=False)


def _replace(values: dict, forms: list[tuple[str, str]], words: list[tuple[str, str]]) -> None:
    for key, value in values.items():
        if not isinstance(value, str):
            continue
        for before, after in forms:
            if value == before:
                values[key] = after
        for before, after in words:
            if before and before in values[key]:
                values[key] = values[key].replace(before, after)
                break


def _permit(actor: Actor, notice: Notice, was: date, new) -> None:
    permit = Permit.get_or_none(Permit.id == notice.subject_id) if notice.subject_table == "permit" else None
    if permit is None or permit.removal_deadline != was or permit.status != PermitStatus.REVOKED:
        return
    before = audit.snapshot(permit)
    permit.removal_deadline = new.value
    save_versioned(permit)
    audit.record(actor, "permit.removal_deadline", permit, before=before, note=new.text())


def _registration(actor: Actor, notice: Notice, was: date, new) -> None:
    case = (DangerousDogCase.get_or_none(DangerousDogCase.id == notice.subject_id)
            if notice.subject_table == "dangerous_dog" else None)
    if case is None or case.compliance_deadline != was or case.decision_sent_on is not None:
        return
    before = audit.snapshot(case)
    case.compliance_deadline, case.compliance_why = new.value, new.text()
    save_versioned(case)
    audit.record(actor, "dangerous_dog.deadline_recounted", case, before=before, note=new.text())


def _decision_receipt(actor: Actor, notice: Notice, received: date | None) -> None:
    """The owner's receipt of a written decision, known from its service: recorded on the hearing
    (or the dangerous-dog case), which moves the days that count from it."""
    if received is None or notice.subject_table != "hearing" or notice.subject_id is None:
        return
    hearing = Hearing.get_or_none(Hearing.id == notice.subject_id)
    if hearing is None or hearing.status != HearingStatus.DECIDED or hearing.decision_on is None \
            or received < hearing.decision_on:
        return
    contested = Notice.get_by_id(hearing.notice_id)
    if contested.kind == "dangerous_dog":
        case = DangerousDogCase.get_or_none(DangerousDogCase.id == contested.subject_id)
        if case is None or case.status != DangerousDogStatus.DECLARED or case.decision_sent_on is None \
                or case.decision_received_on == received:
            return
        from .dangerous_dog_outcomes import record_decision_received as on_case

        on_case(actor, case.id, received_on=received)
        return
    if hearing.decision_received_on == received:
        return
    from .hearings import record_decision_received

    record_decision_received(actor, hearing.id, received_on=received)
