"""The Hearings tab's lists: notices with a hearing right, the follow-up list, the hearing calendar.

Notices with a hearing right are few (denials and revocations), so each list
reads them with their requests, hearings and appeals in four queries and works
out each case's status in Python (``domain.hearings.case_status``); sorting and
paging then cover every row.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from ..domain import hearings as rules
from ..domain.permits import has_removal_period
from ..domain.statuses import HearingStatus
from ..persistence.models.enforcement import Appeal, Hearing, HearingRequest, Notice
from ..persistence.profiles import profile_for
from .hearing_cases import hearing_state, matter_of, matters_of, request_state

STATUS_FILTERS = {
    "all": "All notices with a hearing right",
    "open": "Open: a hearing may still be requested",
    "in_progress": "Requested: hearing to schedule, hold or decide",
    "decision_stands": "Passed unrequested: the decision stands",
    "decided": "Decided or appealed",
}
_FILTER_CODES = {
    "open": {"open"},
    "in_progress": {"late_pending", "to_schedule", "scheduled", "held"},
    "decision_stands": {"decision_stands", "late_refused"},
    "decided": {"decided", "appealed", "appeal_decided"},
}
NO_PROOF = "No proof of service"  # the follow-up of a notice nothing proves served
SORT_KEYS = ("number", "kind", "recipient", "matter", "sent_on", "deadline", "days_left", "requested", "status")


@dataclass(frozen=True)
class HearingRightRow:
    """One row of the list; ``as_tuple`` is what the table shows (id first)."""

    id: int
    number: str
    kind: str
    recipient: str
    matter: str
    sent_on: date
    deadline: date
    days_left: int | None  # None once a hearing was requested (the clock no longer matters)
    requested: str
    status: str
    status_code: str
    needs_action: bool

    def as_tuple(self) -> tuple:
        return (self.id, self.number, self.kind, self.recipient, self.matter, self.sent_on, self.deadline,
                self.days_left, self.requested, self.status, self.status_code, self.needs_action)


def _cases(jurisdiction_id: int | None, notice_ids: list[int] | None = None) -> tuple[list, dict, dict, dict]:
    q = Notice.select().where(Notice.hearing_right & Notice.voided_at.is_null()
                              & Notice.hearing_deadline.is_null(False))
    if jurisdiction_id is not None:
        q = q.where(Notice.jurisdiction == jurisdiction_id)
    if notice_ids is not None:
        q = q.where(Notice.id.in_(notice_ids))
    notices = list(q)
    ids = [n.id for n in notices]
    requests, hearings, appeals = {}, {}, {}
    if ids:
        for r in (HearingRequest.select().where(HearingRequest.notice.in_(ids) & HearingRequest.voided_at.is_null())
                  .order_by(HearingRequest.id)):
            requests[r.notice_id] = r
        for h in (Hearing.select().where(Hearing.notice.in_(ids) & Hearing.voided_at.is_null()
                                         & (Hearing.status != HearingStatus.CANCELLED)).order_by(Hearing.id)):
            hearings[h.notice_id] = h
        hearing_ids = [h.id for h in hearings.values()]
        if hearing_ids:
            for a in (Appeal.select().where(Appeal.hearing.in_(hearing_ids) & Appeal.voided_at.is_null())
                      .order_by(Appeal.filed_on, Appeal.id)):
                appeals.setdefault(a.hearing_id, []).append(a)
    return notices, requests, hearings, appeals


def hearing_rights(jurisdiction_id: int | None, today: date, status: str = "all",
                   text: str = "") -> list[HearingRightRow]:
    """Every notice with a hearing right, with its deadline, days left and where it stands."""
    notices, requests, hearings, appeals = _cases(jurisdiction_id)
    wanted = _FILTER_CODES.get(status)
    needle = text.strip().lower()
    matters = matters_of(notices)
    rows = []
    for n in notices:
        req, h = requests.get(n.id), hearings.get(n.id)
        outcomes = tuple(a.outcome for a in appeals.get(h.id, [])) if h else ()
        st = rules.case_status(n.kind, n.hearing_deadline, today, request_state(req), hearing_state(h), outcomes)
        if wanted is not None and st.code not in wanted:
            continue
        matter = matters[n.id]
        concerning = matter.title()
        if n.kind == "dangerous_dog" and matter.description:  # the dog itself, not only the case number
            concerning += f" · {matter.description}"
        requested = ""
        if req is not None:
            requested = f"{req.received_on:%m/%d/%Y}" + (" (late)" if req.late else "")
        by_hand = h is not None and (h.effect_pending or any(a.effect_pending for a in appeals.get(h.id, [])))
        row = HearingRightRow(n.id, n.number, rules.kind_word(n.kind), n.recipient_name, concerning, n.sent_on,
                              n.hearing_deadline, rules.days_left(n.hearing_deadline, today) if req is None else None,
                              requested or "no", st.label, st.code, st.needs_action or by_hand)
        if needle and needle not in " ".join((row.number, row.recipient, row.matter)).lower():
            continue
        rows.append(row)
    return rows


def _sort_value(row: HearingRightRow, key: str):
    if key == "days_left":
        return (row.days_left is None, row.days_left if row.days_left is not None else 0, row.deadline)
    if key == "requested":
        return (row.requested == "no", row.requested)
    if key == "status":
        return (row.status_code, row.deadline)
    return getattr(row, key if key in SORT_KEYS else "deadline")


def hearing_rights_source(jurisdiction_id: int | None, today: date, status: str = "all",
                          text: str = "") -> Callable[[int, int, str, bool], list[tuple]]:
    """A paged ``fetch(offset, limit, sort_key, descending)`` for the table model."""

    def fetch(offset: int, limit: int, sort_key: str = "deadline", descending: bool = False) -> list[tuple]:
        rows = hearing_rights(jurisdiction_id, today, status, text)
        rows.sort(key=lambda r: (_sort_value(r, sort_key), r.id), reverse=descending)
        return [r.as_tuple() for r in rows[offset:offset + limit]]

    return fetch


# --- follow-up ------------------------------------------------------------------------

@dataclass(frozen=True)
class FollowUp:
    notice_id: int
    hearing_id: int | None
    due: date
    what: str
    detail: str  # the record, then the facts: "A-12 · Ruth Lindquist · Revocation: requested 12/01/2026"
    urgent: bool
    clears: str  # the action that clears it: "Schedule the hearing"
    record_kind: str = "notice"  # what opens it: "notice" (its case), "hearing" or "impound" (a notice served there)
    record_id: int | None = None  # that record (None: the notice's case)


def _no_proof(jurisdiction_id: int | None, today: date) -> list[FollowUp]:
    """Every notice the law needs proven served that nothing proves yet, while its matter lasts
    (``unserved_notices.without_proof``, the one rule the Today list follows too)."""
    from .unserved_notices import without_proof

    out = []
    for n in without_proof(jurisdiction_id):
        if n.sent_on > today:
            continue
        detail = f"{n.number} · {n.recipient} · {n.what}: record service {n.where}: {n.awaited}"
        out.append(FollowUp(n.notice_id, None, n.sent_on, NO_PROOF,
                            detail, n.came_back, f"Record service {n.where}", n.record_kind, n.record_id))
    return out


def follow_up(jurisdiction_id: int | None, today: date, since: date | None = None, *,
              proof: bool = True) -> list[FollowUp]:
    """What needs doing, oldest first: late requests to decide, hearings to schedule, record or
    decide, pending appeals and appeal results to carry by hand; the notices whose deadline
    passed unrequested (on or after `since`), where the decision now stands; and (`proof`) every
    notice the law needs proven served that nothing proves yet, a hearing right or not (a caller
    that lists those itself, as the Today list does, leaves them out)."""
    notices, requests, hearings, appeals = _cases(jurisdiction_id)
    matters = matters_of(notices)
    out: list[FollowUp] = _no_proof(jurisdiction_id, today) if proof else []
    for n in notices:
        req, h = requests.get(n.id), hearings.get(n.id)
        who = f"{n.number} · {n.recipient_name} · {matters[n.id].title()}"
        if req is None:
            if rules.deadline_passed(n.hearing_deadline, today) and (since is None or n.hearing_deadline >= since):
                rule = rules.rule_for(n.kind, profile_for(n.jurisdiction_id))
                stands = rules.unrequested_outcome(n.kind, n.hearing_deadline, today, rule)
                detail = stands.text().rsplit(" (", 1)[0]
                if n.removal_deadline and has_removal_period(profile_for(n.jurisdiction_id)):
                    detail += f" Animals to be removed by {n.removal_deadline:%m/%d/%Y}."
                elif n.removal_deadline:  # T-4C: the revocation took effect the next day
                    detail += f" In effect from {n.removal_deadline + timedelta(days=1):%m/%d/%Y}."
                out.append(FollowUp(n.id, None, n.hearing_deadline, "Decision stands (no hearing requested)",
                                    f"{who}: {detail}", False, "Carry out the decision in the notice"))
            continue
        if req.late and not req.accepted and not req.refusal_reason:
            out.append(FollowUp(n.id, None, req.received_on, "Late request: accept or refuse",
                                f"{who}: received {req.received_on:%m/%d/%Y}, after the last day "
                                f"{n.hearing_deadline:%m/%d/%Y}", True,
                                "Accept or refuse the late request"))
        elif req.accepted and h is None:
            due, by = _statute_due(n, req, h, req.received_on)
            out.append(FollowUp(n.id, None, due, "Hearing to schedule",
                                f"{who}: requested {req.received_on:%m/%d/%Y}{by}", True, "Schedule the hearing"))
        elif h is not None and h.status == HearingStatus.SCHEDULED and h.scheduled_at.date() < today:
            out.append(FollowUp(n.id, h.id, h.scheduled_at.date(), "Hearing to record",
                                f"{who}: hearing of {h.scheduled_at:%m/%d/%Y} not yet recorded", True,
                                "Record the hearing held"))
        elif h is not None and h.status == HearingStatus.HELD:
            due, by = _statute_due(n, req, h, h.scheduled_at.date())
            out.append(FollowUp(n.id, h.id, due, "Written decision due",
                                f"{who}: heard {h.scheduled_at:%m/%d/%Y}{by}", True,
                                "Record the written decision"))
        elif h is not None and h.status == HearingStatus.DECIDED and h.effect_pending:
            out.append(FollowUp(n.id, h.id, h.decision_on, "Decision to carry by hand", f"{who}: {h.effect}", True,
                                "Carry out the decision by hand and record it done"))
        for a in appeals.get(h.id, []) if h is not None else []:
            side = "owner" if a.filed_by == "owner" else "city"
            if a.outcome == "pending":
                out.append(FollowUp(n.id, h.id, a.filed_on, "Appeal pending",
                                    f"{who}: appeal de novo by the {side}, filed {a.filed_on:%m/%d/%Y}", False,
                                    "Record the court's outcome of the appeal"))
            elif a.effect_pending:
                out.append(FollowUp(n.id, h.id, a.outcome_on or a.filed_on, "Appeal result to carry by hand",
                                    f"{who}: {a.effect}", True, "Carry out the appeal's result by hand and record it done"))
    from .dangerous_dog_dates import follow_ups as dangerous_dog_follow_ups  # registration and renewal (MN-347.50)

    out += [FollowUp(f.notice_id, None, f.due, f.what, f.detail, f.urgent, f.clears)
            for f in dangerous_dog_follow_ups(jurisdiction_id, today)]
    return sorted(out, key=lambda f: (f.due, f.notice_id))


def _statute_due(notice: Notice, req, hearing, default: date) -> tuple[date, str]:
    """A declaration's hearing and decision are due by the statute's own days (MN-347.541); any
    other case's step is listed from the day it became due."""
    from .dangerous_dog_dates import step_due

    found = step_due(notice, req, hearing)
    return found if found is not None else (default, "")


# --- calendar -------------------------------------------------------------------------

@dataclass(frozen=True)
class CalendarHearing:
    hearing_id: int
    notice_id: int
    at: datetime
    place: str
    body: str
    status: str
    who: str
    matter: str


def hearings_between(jurisdiction_id: int | None, start: date, end: date) -> list[CalendarHearing]:
    """Hearings (scheduled, held or decided; not cancelled) from `start` to `end`, by date and time."""
    q = (Hearing.select(Hearing, Notice).join(Notice, on=(Hearing.notice == Notice.id))
         .where(Hearing.voided_at.is_null() & (Hearing.status != HearingStatus.CANCELLED)
                & (Hearing.scheduled_at >= datetime.combine(start, time.min))
                & (Hearing.scheduled_at < datetime.combine(end + timedelta(days=1), time.min))))
    if jurisdiction_id is not None:
        q = q.where(Notice.jurisdiction == jurisdiction_id)
    found = list(q.order_by(Hearing.scheduled_at, Hearing.id))
    matters = matters_of([h.notice for h in found])
    return [CalendarHearing(h.id, h.notice.id, h.scheduled_at, h.place, h.body, h.status, h.notice.recipient_name,
                            matters[h.notice.id].title()) for h in found]


def hearing_days(jurisdiction_id: int | None, start: date, end: date) -> dict[date, int]:
    """How many hearings fall on each day in the range (for marking a calendar)."""
    days: dict[date, int] = {}
    for h in hearings_between(jurisdiction_id, start, end):
        days[h.at.date()] = days.get(h.at.date(), 0) + 1
    return days


def next_hearing(jurisdiction_id: int | None, after: date) -> CalendarHearing | None:
    """The first scheduled hearing after `after` (for 'no hearings this day; next: ...')."""
    q = (Hearing.select(Hearing, Notice).join(Notice, on=(Hearing.notice == Notice.id))
         .where(Hearing.voided_at.is_null() & (Hearing.status == HearingStatus.SCHEDULED)
                & (Hearing.scheduled_at >= datetime.combine(after + timedelta(days=1), time.min))))
    if jurisdiction_id is not None:
        q = q.where(Notice.jurisdiction == jurisdiction_id)
    h = q.order_by(Hearing.scheduled_at, Hearing.id).first()
    if h is None:
        return None
    return CalendarHearing(h.id, h.notice.id, h.scheduled_at, h.place, h.body, h.status, h.notice.recipient_name,
                           matter_of(h.notice).title())
