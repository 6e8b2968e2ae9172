"""Hearings after a denial or revocation notice (T-4A, T-4C, W-90.10H): the office's actions.

A hearing request (on time, or late and accepted with a reason), the hearing
scheduled with its notice to the owner, the hearing recorded, the written
decision with its letter and its effect on the permit. Appeals are in
``hearing_appeals``; the read side (lists, calendar, history) in
``queries.hearings`` and ``queries.hearing_cases``.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

from ..domain import hearings as rules
from ..domain import validate
from ..domain.errors import Refusal, RuleViolation, ValidationError
from ..domain.explain import fmt_short
from ..domain.permits import has_removal_period
from ..domain.roles import Actor
from ..domain.statuses import HearingStatus
from ..persistence.fetch import fetch
from ..persistence.models.enforcement import Hearing, HearingRequest, Notice
from ..persistence.profiles import profile_for
from ..queries.hearing_cases import active_hearing, active_request
from ..queries.hearing_terms import terms_for_notice
from . import hearing_removals
from .common import lock_counter, save_versioned
from .hearing_decision_checks import check_decision, check_new_removal, check_signer, decided_hearing, removal_after
from .hearing_effects import carry_decision
from .hearing_letters import decision_values
from .hearing_schedule_checks import check_date, schedule_inputs, send_hearing_notice
from .notices import METHODS, record_notice
from .office_action import OfficeAction

__all__ = ["record_request", "accept_late_request", "refuse_late_request", "withdraw_request",
           "schedule_hearing", "reschedule_hearing", "cancel_hearing", "record_hearing", "decide_hearing",
           "record_decision_received"]


@dataclass(frozen=True)
class RequestResult:
    request_id: int
    received_on: date
    late: bool
    accepted: bool
    timeliness: str  # how on time / late was decided


@dataclass(frozen=True)
class ScheduledHearing:
    hearing_id: int
    scheduled_at: datetime
    place: str
    body: str
    letter_id: int  # the hearing notice sent
    letter_number: str
    earliest: str  # the lead-time explanation


@dataclass(frozen=True)
class Decision:
    hearing_id: int
    decision: str
    decided_on: date
    effect: str
    permit_id: int | None
    removal_deadline: date | None
    letter_id: int
    letter_number: str


def _case_notice(notice_id) -> Notice:
    notice = fetch(Notice, notice_id, "notice_id")
    if not notice.hearing_right or notice.hearing_deadline is None:
        raise ValidationError("notice_id", f"notice {notice.number} carries no hearing right")
    return notice


def _rule(notice: Notice) -> str:
    return rules.rule_for(notice.kind, profile_for(notice.jurisdiction_id))


def _today() -> date:
    return date.today()


# --- requests -------------------------------------------------------------------------

def record_request(actor: Actor, notice_id: int, *, received_on: date, how: str = "in_writing",
                   mailed_on: date | None = None, accept_late_reason: str = "") -> RequestResult:
    """Record a hearing request: the day received and, for one sent by mail, its postmark. Whether
    it is on time is counted from the day the profile says (received, or mailed: T-4A, T-4C). A
    late one is recorded and marked late; it is accepted only with a reason."""
    act = OfficeAction(actor, "edit_records")
    received_on = validate.day("received_on", received_on, not_after=_today())
    how = validate.choice("how", how, rules.REQUEST_HOW)
    mailed_on = validate.day("mailed_on", mailed_on, required=False, not_after=_today())
    reason = validate.text("accept_late_reason", accept_late_reason, max_len=2000, multiline=True)
    if mailed_on is not None and how != "mail":
        raise ValidationError("mailed_on", "only a request sent by mail has a postmark; choose \"by mail\"")
    if mailed_on is not None and mailed_on > received_on:
        raise ValidationError("mailed_on", f"the postmark is after the day the request was received "
                              f"({fmt_short(received_on)})")
    with act:
        notice = _case_notice(notice_id)
        if received_on < notice.sent_on:
            raise ValidationError("received_on", f"is before the notice was sent on {fmt_short(notice.sent_on)}")
        if mailed_on is not None and mailed_on < notice.sent_on:
            raise ValidationError("mailed_on", f"is before the notice was sent on {fmt_short(notice.sent_on)}")
        lock_counter(f"hearing-request:{notice.id}")  # two desks recording at once take turns
        existing = active_request(notice.id)
        if existing is not None:
            raise ValidationError("notice_id", f"a hearing was already requested on "
                                  f"{fmt_short(existing.received_on)} for notice {notice.number}")
        counts = terms_for_notice(notice).request_counts
        timely = rules.request_timeliness(notice.hearing_deadline, received_on, _rule(notice),
                                          mailed_on=mailed_on, counts=counts)
        late = not timely.value
        if late and reason:
            actor.require("hearings")
        row = act.create(HearingRequest, "hearing.request", note=timely.text(), notice=notice,
                         received_on=received_on, mailed_on=mailed_on, how=how, late=late,
                         accepted=not late or bool(reason), late_reason=reason if late else "")
    return RequestResult(row.id, received_on, late, row.accepted, timely.text())


def _late_request(request_id) -> HearingRequest:
    row = fetch(HearingRequest, request_id, "request_id")
    if not row.late:
        raise ValidationError("request_id", "the request was on time; there is nothing to accept or refuse")
    if row.accepted or row.refusal_reason:
        raise ValidationError("request_id", "the late request was already "
                              + ("accepted" if row.accepted else "refused"))
    return row


def accept_late_request(actor: Actor, request_id: int, *, reason: str,
                        expected_version: int | None = None) -> RequestResult:
    """Accept a late request anyway; the reason is kept with it."""
    act = OfficeAction(actor, "hearings")
    reason = validate.text("reason", reason, max_len=2000, required=True, multiline=True)
    with act:
        row = act.hold(_late_request(request_id))
        row.accepted, row.late_reason = True, reason
        act.save(row, "hearing.request.accept_late", expected_version=expected_version, note=reason)
    return RequestResult(row.id, row.received_on, True, True, reason)


def refuse_late_request(actor: Actor, request_id: int, *, reason: str,
                        expected_version: int | None = None) -> RequestResult:
    """Refuse a late request: the decision in the notice stands."""
    act = OfficeAction(actor, "hearings")
    reason = validate.text("reason", reason, max_len=2000, required=True, multiline=True)
    with act:
        row = act.hold(_late_request(request_id))
        row.refusal_reason = reason
        act.save(row, "hearing.request.refuse_late", expected_version=expected_version, note=reason)
    return RequestResult(row.id, row.received_on, True, False, reason)


def withdraw_request(actor: Actor, request_id: int, *, on: date | None = None, reason: str = "") -> None:
    """The owner withdraws the request: it is voided with the reason, a scheduled hearing cancelled."""
    act = OfficeAction(actor, "edit_records")
    on = validate.day("on", on or _today(), not_after=_today())
    reason = validate.text("reason", reason, max_len=500, required=True, multiline=True)
    with act:
        row = act.fetch(HearingRequest, request_id, "request_id")
        if on < row.received_on:
            raise ValidationError("on", f"is before the request was received ({fmt_short(row.received_on)})")
        hearing = active_hearing(row.notice_id)
        if hearing is not None and hearing.status != HearingStatus.SCHEDULED:
            raise ValidationError("request_id", f"the hearing was already {hearing.status}; it cannot be withdrawn")
        if hearing is not None:
            _cancel(act, hearing, f"request withdrawn on {fmt_short(on)}: {reason}")
        act.void(row, f"withdrawn on {fmt_short(on)}: {reason}", action="hearing.request.withdraw")
        if not row.late:  # the stay ends: the removal days count again from the withdrawal (W-90.10H5)
            hearing_removals.after_withdrawal(actor, Notice.get_by_id(row.notice_id), on)


# --- scheduling -----------------------------------------------------------------------

def schedule_hearing(actor: Actor, notice_id: int, *, at: datetime, place: str | None = None, body: str | None = None,
                     method: str = "mail", sent_on: date | None = None,
                     short_notice_reason: str = "", article: str = "", served_by: str = "") -> ScheduledHearing:
    """Schedule the hearing (date, time, place, body) and send the hearing notice to the owner
    (``article``: its receipt's number when sent certified or registered)."""
    with OfficeAction(actor, "hearings") as act:
        notice = _case_notice(notice_id)
        profile = profile_for(notice.jurisdiction_id)
        at, place, body, method, sent_on, reason = schedule_inputs(at, place, body, method, sent_on,
                                                                    short_notice_reason, profile,
                                                                    terms_for_notice(notice))
        request = active_request(notice.id)
        if request is None:
            raise RuleViolation(Refusal(_rule(notice), f"no hearing has been requested on notice {notice.number}"),
                                field="notice_id")
        if not request.accepted:
            raise RuleViolation(Refusal(_rule(notice), "the request came after the deadline and has not been "
                                        "accepted; accept it with a reason first"), field="notice_id")
        current = active_hearing(notice.id)
        if current is not None:
            raise ValidationError("notice_id", f"a hearing is already {current.status} for this notice"
                                  + ("; reschedule it instead" if current.status == HearingStatus.SCHEDULED else ""))
        earliest = check_date(notice, request, at, sent_on, reason, profile)
        row = act.create(Hearing, "hearing.schedule", note=reason or earliest.text(), notice=notice,
                         request=request, scheduled_at=at, place=place, body=body, status="scheduled")
        letter = send_hearing_notice(actor, notice, row, request, sent_on, method, profile, article=article, served_by=served_by)
    return ScheduledHearing(row.id, at, place, body, letter.id, letter.number, earliest.text())


def reschedule_hearing(actor: Actor, hearing_id: int, *, at: datetime, place: str | None = None,
                       body: str | None = None, method: str = "mail", sent_on: date | None = None, reason: str,
                       short_notice_reason: str = "", expected_version: int | None = None,
                       article: str = "", served_by: str = "") -> ScheduledHearing:
    """Move a scheduled hearing; a new hearing notice goes to the owner."""
    act = OfficeAction(actor, "hearings")
    why = validate.text("reason", reason, max_len=500, required=True, multiline=True)
    with act:
        row = act.fetch(Hearing, hearing_id, "hearing_id")
        if row.status != HearingStatus.SCHEDULED:
            raise ValidationError("hearing_id", f"the hearing is {row.status}; only a scheduled one can be moved")
        notice = Notice.get_by_id(row.notice_id)
        profile = profile_for(notice.jurisdiction_id)
        body = row.body if body is None else body  # left out: the hearing keeps the body it was set before
        at, place, body, method, sent_on, short = schedule_inputs(at, place, body, method, sent_on,
                                                                   short_notice_reason, profile,
                                                                   terms_for_notice(notice))
        request = HearingRequest.get_by_id(row.request_id)
        earliest = check_date(notice, request, at, sent_on, short, profile)
        earlier = row.scheduled_at
        row.scheduled_at, row.place, row.body = at, place, body
        act.save(row, "hearing.reschedule", expected_version=expected_version, note=why)
        letter = send_hearing_notice(actor, notice, row, request, sent_on, method, profile, earlier=earlier,
                                     article=article, served_by=served_by)
    return ScheduledHearing(row.id, at, place, body, letter.id, letter.number, earliest.text())


def _cancel(act: OfficeAction, row: Hearing, reason: str, expected_version: int | None = None) -> None:
    act.hold(row)
    row.status = "cancelled"
    act.save(row, "hearing.cancel", expected_version=expected_version, note=reason)


def cancel_hearing(actor: Actor, hearing_id: int, *, reason: str, expected_version: int | None = None) -> None:
    """Cancel a scheduled hearing (the request stays; a new hearing can be scheduled)."""
    act = OfficeAction(actor, "hearings")
    reason = validate.text("reason", reason, max_len=500, required=True, multiline=True)
    with act:
        row = fetch(Hearing, hearing_id, "hearing_id")
        if row.status != HearingStatus.SCHEDULED:
            raise ValidationError("hearing_id", f"the hearing is {row.status}; only a scheduled one can be cancelled")
        _cancel(act, row, reason, expected_version)


# --- the hearing and its written decision ----------------------------------------------

def record_hearing(actor: Actor, hearing_id: int, *, attendees: str, evidence: str = "", findings: str = "",
                   expected_version: int | None = None) -> None:
    """Record the informal hearing: who attended, the evidence, the findings of fact."""
    act = OfficeAction(actor, "hearings")
    attendees = validate.text("attendees", attendees, max_len=2000, required=True, multiline=True)
    evidence = validate.text("evidence", evidence, max_len=20000, multiline=True)
    findings = validate.text("findings", findings, max_len=20000, multiline=True)
    with act:
        row = act.fetch(Hearing, hearing_id, "hearing_id")
        if row.status not in (HearingStatus.SCHEDULED, HearingStatus.HELD):
            raise ValidationError("hearing_id", f"the hearing is {row.status}")
        if row.scheduled_at.date() > _today():
            raise ValidationError("hearing_id", f"the hearing is set for {fmt_short(row.scheduled_at.date())}; "
                                  "it can be recorded once it has been held")
        row.attendees, row.evidence, row.findings, row.status = attendees, evidence, findings, "held"
        act.save(row, "hearing.record", expected_version=expected_version)


def decide_hearing(actor: Actor, hearing_id: int, *, decision: str, conclusions: str,
                   decided_on: date | None = None, findings: str | None = None, conditions: str = "",
                   permit_expires_on: date | None = None, new_removal_deadline: date | None = None,
                   method: str = "mail", signed_by: str = "", signed_title: str = "",
                   expected_version: int | None = None, article: str = "", served_by: str = "") -> Decision:
    """The written decision: upheld, reversed or modified with conditions; the letter, signed for the
    hearing body or officer; the effect. A revocation upheld after a request made on time gives the
    removal days from the owner's receipt of the decision (W-90.10H5, MN-645.15)."""
    act = OfficeAction(actor, "hearings")
    decision = validate.choice("decision", decision, rules.DECISIONS)
    decided_on = validate.day("decided_on", decided_on or _today(), not_after=_today())
    conclusions = validate.text("conclusions", conclusions, max_len=20000, required=True, multiline=True)
    conditions = validate.text("conditions", conditions, max_len=8000, multiline=True)
    method = validate.choice("method", method, METHODS)
    permit_expires_on = validate.day("permit_expires_on", permit_expires_on, required=False)
    new_removal_deadline = validate.day("new_removal_deadline", new_removal_deadline, required=False)
    signed_by = validate.text("signed_by", signed_by, max_len=120)
    signed_title = validate.text("signed_title", signed_title, max_len=120)
    with act:
        row = act.fetch(Hearing, hearing_id, "hearing_id")
        if row.status != HearingStatus.HELD:
            raise ValidationError("hearing_id", "record the hearing first" if row.status == HearingStatus.SCHEDULED
                                  else f"the hearing is {row.status}")
        notice = Notice.get_by_id(row.notice_id)
        if findings is not None:
            findings = validate.text("findings", findings, max_len=20000, multiline=True)
        findings = findings or row.findings
        if not findings:
            raise ValidationError("findings", "a written decision states its findings of fact")
        if decided_on < row.scheduled_at.date():
            raise ValidationError("decided_on", f"is before the hearing ({fmt_short(row.scheduled_at.date())})")
        check_decision(notice, decision, decided_on, conditions, permit_expires_on, new_removal_deadline)
        check_signer(notice, signed_by)
        due = removal_after(notice, decided_on, sent_by=method) if decision == "upheld" else None
        check_new_removal(due, new_removal_deadline,
                          removal=has_removal_period(profile_for(notice.jurisdiction_id)))
        row.findings, row.conclusions, row.decision, row.decision_on = findings, conclusions, decision, decided_on
        row.conditions, row.permit_expires_on = conditions, permit_expires_on
        row.new_removal_deadline = new_removal_deadline or (due.value if due else None)
        row.signed_by, row.signed_title, row.status = signed_by, signed_title, "decided"
        save_versioned(row, expected_version)  # the decision stands before its effect is carried
        effect = carry_decision(actor, notice, row, sent_by=method)
        row.effect, row.effect_pending = effect.text, effect.manual
        act.save(row, "hearing.decide", note=effect.text)
        profile = profile_for(notice.jurisdiction_id)
        from_receipt = due if due is not None and row.new_removal_deadline == due.value else None
        letter = record_notice(actor, jurisdiction_id=notice.jurisdiction_id, kind="decision",
                               sent_on=decided_on, owner_id=notice.owner_id,
                               recipient_name=notice.recipient_name, recipient_address=notice.recipient_address,
                               method=method, article=article, served_by=served_by, subject_table="hearing", subject_id=row.id,
                               sections=terms_for_notice(notice).source, reasons=findings,
                               removal_deadline=from_receipt or effect.removal_deadline,
                               fields=decision_values(notice, row, effect, profile, removal_due=from_receipt))
    return Decision(row.id, decision, decided_on, effect.text, effect.permit_id, effect.removal_deadline,
                    letter.id, letter.number)


def record_decision_received(actor: Actor, hearing_id: int, *, received_on: date,
                             expected_version: int | None = None) -> date | None:
    """The day the owner received the written decision (the certified-mail receipt, or the owner's
    word). Where the decision upheld a revocation after a request made on time, the removal days
    count from it (W-90.10H5), never ending earlier than the day the decision stated; a
    dangerous-dog decision's days to comply are moved on its case (MN-347.50). Returns the
    deadline now running (None when the decision starts none)."""
    act = OfficeAction(actor, "edit_records")
    received_on = validate.day("received_on", received_on, not_after=_today())
    with act:
        row = act.hold(decided_hearing(hearing_id))
        if received_on < row.decision_on:
            raise ValidationError("received_on", f"is before the decision was made ({fmt_short(row.decision_on)})")
        notice = Notice.get_by_id(row.notice_id)
        if notice.kind == "dangerous_dog" and notice.subject_id:
            from .dangerous_dog_outcomes import record_decision_received as on_case

            return on_case(actor, notice.subject_id, received_on=received_on)
        row.decision_received_on = received_on
        act.save(row, "hearing.decision_received", expected_version=expected_version)
        return hearing_removals.from_receipt(actor, notice, row, received_on)
