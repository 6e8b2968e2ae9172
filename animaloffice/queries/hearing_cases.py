"""One hearing case read whole: the notice it starts from, its matter, request, hearing, appeals.

A case is a notice with a hearing right (a denial or revocation, T-4A, T-4C,
W-90.10H). Its hearing notices and decision letters are notices whose subject
is the hearing (read for printing in ``hearing_letters``). ``case_history`` lists every
step in date order.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import date, timedelta

from ..domain import hearings as rules
from ..domain.explain import fmt_short
from ..domain.hearing_stays import stay
from ..domain.permits import has_removal_period
from ..domain.statuses import HearingStatus
from ..persistence.models.enforcement import Appeal, Hearing, HearingRequest, Notice
from ..persistence.models.office import AuditEntry
from ..persistence.models.permits import Permit, PermitApplication
from ..persistence.profiles import profile_for
from .hearing_letters import scheduled_at_text
from .hearing_terms import terms_for_notice

KIND_WORDS = {"denial": "denial", "revocation": "revocation"}
HOW_WORDS = {"in_writing": "in writing", "mail": "by mail", "in_person": "in person", "email": "by e-mail",
             "certified": "by certified mail", "registered": "by registered mail"}


@dataclass(frozen=True)
class Matter:
    """What a notice concerns: a permit application or a permit (or another record)."""

    table: str
    id: int | None
    label: str  # "permit application" | "permit" | ...
    number: str
    description: str = ""
    status: str = ""

    def title(self) -> str:
        return f"{self.label} {self.number}".strip()


_PERMIT_MATTERS = {"permit_application": (PermitApplication, "permit application"), "permit": (Permit, "permit")}


def matter_of(notice: Notice) -> Matter:
    return matters_of([notice])[notice.id]


def matters_of(notices: list[Notice]) -> dict[int, Matter]:
    """Each notice's matter by notice id; the permits and applications read in one query per
    table (a list of every case read them one by one: a second on a big office)."""
    found: dict[tuple[str, int], object] = {}
    for table, (model, _) in _PERMIT_MATTERS.items():
        ids = sorted({n.subject_id for n in notices if n.subject_table == table and n.subject_id is not None})
        for start in range(0, len(ids), 500):
            for row in model.select().where(model.id.in_(ids[start:start + 500])):
                found[(table, row.id)] = row
    return {n.id: _matter(n, found) for n in notices}


def _matter(notice: Notice, found: dict) -> Matter:
    table, sid = notice.subject_table, notice.subject_id
    row = found.get((table, sid))
    if row is not None:
        return Matter(table, sid, _PERMIT_MATTERS[table][1], row.number,
                      _describe(notice.jurisdiction_id, row.permit_type, row.premises), row.status)
    if table in ("dangerous_dog", "violation") and sid is not None:
        # a declaration (MN-347.50): the case and the dog; a citation: its number and what it is for
        from . import citations, dangerous_dog_facts

        parts = (dangerous_dog_facts if table == "dangerous_dog" else citations).matter_parts(sid)
        if parts is not None:
            return Matter(table, sid, *parts)
    label = table.replace("_", " ") if table else "matter"
    return Matter(table, sid, label, f"#{sid}" if sid is not None else "")


def _describe(jurisdiction_id: int, permit_type: str, premises: str) -> str:
    item = profile_for(jurisdiction_id).item("permit_types", permit_type)
    kind = item.text if item else permit_type.replace("_", " ")
    return f"{kind}, {premises}" if premises else kind


def active_request(notice_id: int) -> HearingRequest | None:
    return (HearingRequest.select().where((HearingRequest.notice == notice_id)
                                          & HearingRequest.voided_at.is_null())
            .order_by(HearingRequest.id.desc()).first())


def active_hearing(notice_id: int) -> Hearing | None:
    """The case's current hearing (not voided, not cancelled), if any."""
    return (Hearing.select().where((Hearing.notice == notice_id) & Hearing.voided_at.is_null()
                                   & (Hearing.status != HearingStatus.CANCELLED))
            .order_by(Hearing.id.desc()).first())


def appeals_of(hearing_id: int) -> list[Appeal]:
    return list(Appeal.select().where((Appeal.hearing == hearing_id) & Appeal.voided_at.is_null())
                .order_by(Appeal.filed_on, Appeal.id))


def request_state(req: HearingRequest | None) -> rules.RequestState | None:
    if req is None:
        return None
    return rules.RequestState(req.received_on, req.late, req.accepted, bool(req.refusal_reason))


def hearing_state(h: Hearing | None) -> rules.HearingState | None:
    if h is None:
        return None
    return rules.HearingState(h.status, h.scheduled_at.date() if h.scheduled_at else None, h.decision)


# --- the case panel -------------------------------------------------------------------

@dataclass(frozen=True)
class CaseSummary:
    notice_id: int
    notice_number: str
    kind: str
    recipient: str
    sent_on: date
    deadline: date
    deadline_why: str
    days_left: int
    days_left_why: str
    matter: Matter
    reasons: str
    status: rules.CaseStatus
    request_id: int | None
    request_text: str
    request_late: bool
    request_accepted: bool
    hearing_id: int | None
    hearing_status: str
    hearing_text: str
    hearing_version: int | None
    decision: str
    appeals: tuple[tuple[int, str, str, bool], ...] = ()  # (id, outcome, text, effect still to carry)
    actions: frozenset[str] = field(default_factory=frozenset)
    findings: str = ""
    effect: str = ""  # what the written decision did to the permit or application
    removal_deadline: date | None = None  # the revoked permit's removal deadline now running
    request_received_on: date | None = None
    jurisdiction_id: int | None = None  # the notice's city: its rules, hearing body and calendar
    removal_stayed: bool = False  # a request made on time stays the removal deadline (W-90.10H5)
    stay_text: str = ""  # whether and why what the notice set running is stayed, in words
    hearing_body: str = ""  # the body the profile names for the matter ("" where it names none)
    request_counts: str = "received"  # the date that makes a request on time: received | mailed
    appeal_route: str = ""  # as the profile (or the office) states it, with its source; "" not stated


def case_summary(notice_id: int, today: date) -> CaseSummary:
    """Everything the case panel shows, and which actions are open now."""
    notice = Notice.get_by_id(notice_id)
    profile = profile_for(notice.jurisdiction_id)
    rule = rules.rule_for(notice.kind, profile)
    deadline = notice.hearing_deadline
    terms = terms_for_notice(notice)
    req, hearing = active_request(notice.id), active_hearing(notice.id)
    appeals = appeals_of(hearing.id) if hearing else []
    status = rules.case_status(notice.kind, deadline, today, request_state(req), hearing_state(hearing),
                               tuple(a.outcome for a in appeals))
    actions = set()
    if req is None:
        actions.add("request")
    elif req.late and not req.accepted and not req.refusal_reason:
        actions.update({"accept_late", "refuse_late"})
    if req is not None and (hearing is None or hearing.status == HearingStatus.SCHEDULED):
        actions.add("withdraw")
    if req is not None and req.accepted and hearing is None:
        actions.add("schedule")
    if hearing is not None:
        actions.add("print_hearing_notice")
        if hearing.status == HearingStatus.SCHEDULED:
            actions.update({"reschedule", "cancel"})
        if hearing.status in (HearingStatus.SCHEDULED, HearingStatus.HELD) and hearing.scheduled_at.date() <= today:
            actions.add("record")
        if hearing.status == HearingStatus.HELD:
            actions.add("decide")
        if hearing.status == HearingStatus.DECIDED:
            actions.update({"print_decision", "appeal"})
            if any(a.outcome == "pending" for a in appeals):
                actions.add("appeal_outcome")
            if any(a.effect_pending for a in appeals):
                actions.add("appeal_effect_done")
            if any(a.outcome not in ("", "pending") for a in appeals):
                actions.add("print_appeal")
            if hearing.effect_pending:
                actions.add("decision_effect_done")
            if hearing.decision_received_on is None and _counts_from_receipt(notice, hearing, req):
                actions.add("decision_received")
    request_text = ""
    if req is not None:
        request_text = (f"received {fmt_short(req.received_on)} {HOW_WORDS.get(req.how, req.how)}"
                        + (f", postmarked {fmt_short(req.mailed_on)}" if req.mailed_on else "")
                        + (" — late" if req.late else ""))
        if req.late and req.accepted:
            request_text += f", accepted: {req.late_reason}"
        elif req.refusal_reason:
            request_text += f", refused: {req.refusal_reason}"
    hearing_text = ""
    if hearing is not None:
        hearing_text = (f"{' at '.join(scheduled_at_text(hearing.scheduled_at))}, {hearing.place}, "
                        f"before the {hearing.body} — {hearing.status}")
        if hearing.decision:
            hearing_text += f": {hearing.decision} on {fmt_short(hearing.decision_on)}"
    counted = rules.hearing_request_deadline(profile, notice.sent_on, rule, terms.body) if deadline else None
    return CaseSummary(
        notice.id, notice.number, notice.kind, notice.recipient_name, notice.sent_on, deadline,
        # the day as counted now, unless a calendar change left the notice its later day (said on it)
        (counted.text() if counted.value == deadline else notice.explanation) if counted else "",
        rules.days_left(deadline, today), rules.days_left_explained(deadline, today, rule).text(),
        matter_of(notice), notice.reasons, status, req.id if req else None, request_text,
        bool(req and req.late), bool(req and req.accepted), hearing.id if hearing else None,
        hearing.status if hearing else "", hearing_text, hearing.version if hearing else None,
        hearing.decision if hearing else "",
        tuple((a.id, a.outcome, _appeal_text(a) + (" — filed late" if a.late else "")
               + (f" — to do: {a.effect}" if a.effect_pending
                                                    else f" — {a.effect}" if a.effect else ""),
               a.effect_pending) for a in appeals),
        frozenset(actions), hearing.findings if hearing else "", hearing.effect if hearing else "",
        _running_removal(notice), req.received_on if req else None, notice.jurisdiction_id,
        *_stay(notice, req, hearing, rule), terms.body, terms.request_counts,
        f"{terms.appeal} ({terms.appeal_source})" if terms.appeal else "")


def _stay(notice: Notice, req, hearing, rule: str) -> tuple[bool, str]:
    """(removal stayed, the words) for the case panel: whether the request stays the notice's action."""
    if req is None:
        return False, ""
    what = {"revocation": "the removal deadline", "dangerous_dog": "the days to register"}.get(notice.kind, "")
    if notice.kind == "revocation" and not has_removal_period(profile_for(notice.jurisdiction_id)):
        what = "the revocation"  # T-4C: no removal period; the revocation itself waits
    if not what:  # a denial or citation sets nothing running a request could stay
        return False, ""
    e = stay(request_state(req), hearing_state(hearing), rule, what)
    return bool(e.value and notice.kind == "revocation" and _running_removal(notice)), e.text()


def _counts_from_receipt(notice: Notice, hearing: Hearing, req) -> bool:
    """A decision whose receipt starts a period: an upheld revocation after a request made on time
    (the removal days), a declaration that stands (the days to comply, MN-347.50)."""
    if notice.kind == "dangerous_dog":
        return hearing.decision in ("upheld", "modified")
    return notice.kind == "revocation" and hearing.decision == "upheld" and req is not None and not req.late


def _running_removal(notice: Notice) -> date | None:
    if notice.kind != "revocation":
        return None
    permit = Permit.get_or_none(Permit.id == notice.subject_id) if notice.subject_table == "permit" else None
    return (permit.removal_deadline if permit is not None else None) or notice.removal_deadline


def _appeal_text(a: Appeal) -> str:
    side = "the owner" if a.filed_by == "owner" else "the city"
    text = f"appeal de novo by {side}, filed {fmt_short(a.filed_on)}"
    if a.forum:
        text += f" ({a.forum})"
    if a.outcome and a.outcome != "pending":
        text += f": {a.outcome}" + (f" on {fmt_short(a.outcome_on)}" if a.outcome_on else "")
    else:
        text += ": pending"
    return text


def case_notice_for(kind: str, record_id: int) -> int | None:
    """The notice a case starts from, for a notice, a hearing letter or a hearing."""
    if kind == "hearing":
        h = Hearing.get_or_none(Hearing.id == record_id)
        return h.notice_id if h else None
    n = Notice.get_or_none(Notice.id == record_id)
    if n is None:
        return None
    if n.hearing_right:
        return n.id
    if n.subject_table == "hearing" and n.subject_id is not None:
        return case_notice_for("hearing", n.subject_id)
    if n.subject_table == "appeal" and n.subject_id is not None:
        a = Appeal.get_or_none(Appeal.id == n.subject_id)
        return case_notice_for("hearing", a.hearing_id) if a else None
    return None


# --- history --------------------------------------------------------------------------

@dataclass(frozen=True)
class HistoryEvent:
    on: date
    what: str
    detail: str
    kind: str  # notice | request | hearing | decision | appeal
    record_id: int
    order: int = 0


def case_history(notice_id: int) -> list[HistoryEvent]:
    """Every notice, request, hearing, decision and appeal of a case, in date order."""
    notice = Notice.get_by_id(notice_id)
    events: list[HistoryEvent] = []
    related = [notice]
    if notice.subject_table and notice.subject_id is not None:
        related = list(Notice.select().where((Notice.subject_table == notice.subject_table)
                                             & (Notice.subject_id == notice.subject_id)))
    hearings = list(Hearing.select().where(Hearing.notice == notice.id).order_by(Hearing.id))
    hearing_ids = [h.id for h in hearings]
    if hearing_ids:
        related += list(Notice.select().where((Notice.subject_table == "hearing")
                                              & Notice.subject_id.in_(hearing_ids)))
        appeal_ids = [a for (a,) in Appeal.select(Appeal.id).where(Appeal.hearing.in_(hearing_ids)).tuples()]
        if appeal_ids:  # the letters on appeal outcomes
            related += list(Notice.select().where((Notice.subject_table == "appeal")
                                                  & Notice.subject_id.in_(appeal_ids)))
    for n in sorted({n.id: n for n in related}.values(), key=lambda n: (n.sent_on, n.id)):
        detail = f"{n.number} sent {HOW_WORDS.get(n.method, n.method)} to {n.recipient_name}"
        if n.hearing_right and n.hearing_deadline:
            detail += f"; hearing to be requested by {fmt_short(n.hearing_deadline)}"
        if n.kind == "hearing":
            detail += _hearing_notice_detail(n)
        if n.removal_deadline and has_removal_period(profile_for(n.jurisdiction_id)):
            detail += f"; animals to be removed by {fmt_short(n.removal_deadline)}"
        elif n.removal_deadline:  # T-4C: no removal period
            detail += f"; the revocation takes effect on {fmt_short(n.removal_deadline + timedelta(days=1))}"
        if n.is_void:
            detail += f" (void: {n.void_reason})"
        order = {"hearing": 3, "decision": 5, "appeal": 8}.get(n.kind, 1)  # a letter follows what it reports
        events.append(HistoryEvent(n.sent_on, _notice_title(n), detail, "notice", n.id, order))
    for r in HearingRequest.select().where(HearingRequest.notice == notice.id).order_by(HearingRequest.id):
        detail = (f"received {HOW_WORDS.get(r.how, r.how)}" + (f", postmarked {fmt_short(r.mailed_on)}" if r.mailed_on
                                                                else "") + (", late" if r.late else ", on time"))
        if r.late and r.accepted:
            detail += f"; accepted anyway: {r.late_reason}"
        elif r.refusal_reason:
            detail += f"; refused: {r.refusal_reason}"
        elif r.late:
            detail += "; not yet accepted"
        if r.is_void:
            detail += f" (withdrawn or void: {r.void_reason})"
        events.append(HistoryEvent(r.received_on, "Hearing requested", detail, "request", r.id, 2))
    for h in hearings:
        when = h.scheduled_at.date() if h.scheduled_at else h.created_at.date()
        # its decision: an event of its own
        title = HearingStatus.label_of(HearingStatus.HELD if h.status == HearingStatus.DECIDED else h.status)
        detail = f"{scheduled_at_text(h.scheduled_at)[1]}, {h.place}, before the {h.body}"
        if h.status in (HearingStatus.HELD, HearingStatus.DECIDED):
            detail += f"; present: {one_line(h.attendees)}" + (f"; evidence: {one_line(h.evidence)}"
                                                                if h.evidence else "")
            detail += f"; findings: {one_line(h.findings)}" if h.findings else ""
        if h.status == HearingStatus.CANCELLED:
            note = _audit_note("hearing", h.id, "hearing.cancel")
            detail += f" ({note})" if note else ""
        events.append(HistoryEvent(when, title, detail, "hearing", h.id, 2))
        if h.status == HearingStatus.DECIDED and h.decision_on:
            detail = f"{h.decision}" + (f"; conditions: {one_line(h.conditions)}" if h.conditions else "")
            detail += f"; {h.effect}" if h.effect else ""
            events.append(HistoryEvent(h.decision_on, "Written decision", detail, "decision", h.id, 4))
        for a in appeals_of(h.id):
            events.append(HistoryEvent(a.filed_on, "Appeal filed", _appeal_text(a).split(":")[0]
                                       + ("; filed late" if a.late else "")
                                       + (f"; {one_line(a.notes)}" if a.notes else ""), "appeal", a.id, 6))
            if a.outcome_on:
                detail = a.outcome + (f"; {a.effect}" if a.effect else "")
                events.append(HistoryEvent(a.outcome_on, "Appeal decided", detail, "appeal", a.id, 7))
    return sorted(events, key=lambda e: (e.on, e.order, e.record_id))


def one_line(text: str) -> str:
    """Typed lines as one line of a list: joined by semicolons."""
    return "; ".join(line.strip().rstrip(";") for line in (text or "").splitlines() if line.strip())


def _hearing_notice_detail(n: Notice) -> str:
    """'; hearing on Friday November 20, 2026 at 6:30 PM (moved from ...)' from the letter's snapshot."""
    try:
        values = json.loads(n.fields or "{}")
    except ValueError:
        return ""
    if not isinstance(values, dict) or not values.get("hearing_date"):
        return ""
    text = f"; hearing on {values['hearing_date']}" + (f" at {values['hearing_time']}"
                                                        if values.get("hearing_time") else "")
    if values.get("rescheduled_from"):
        text += f" (moved from {values['rescheduled_from']})"
    return text


def _notice_title(n: Notice) -> str:
    return {"denial": "Denial notice", "revocation": "Revocation notice", "hearing": "Hearing notice",
            "decision": "Decision letter", "appeal": "Appeal outcome letter"}.get(n.kind,
                                                                                f"Notice ({n.kind.replace('_', ' ')})")


def _audit_note(table: str, record_id: int, action: str) -> str:
    row = (AuditEntry.select(AuditEntry.note).where((AuditEntry.table_name == table)
                                                    & (AuditEntry.record_id == str(record_id))
                                                    & (AuditEntry.action == action))
           .order_by(AuditEntry.id.desc()).first())
    return row.note if row else ""
