"""Hearing rights after a denial or revocation notice (T-4A, T-4C, W-90.10H).

The owner has N days (the profile's ``hearing_request_days``; 7 in both
shipped profiles) after the notice is sent to request a hearing, counted by
MN-645.15. A request made on the last day is on time; the day after is late.
Which day a request is made on is the profile's word (``request_counts`` in
``domain.hearing_terms``): the day received, or, where an ordinance gives the
owner N days "to request" a hearing (Tracy), the day it was mailed (postmark).
A late request is recorded and marked late; the office may accept it anyway,
with a reason. If the deadline passes with no request, the decision in the
notice stands. A request on time stays what the notice does (``hearing_stays``).

The hearing is informal, before the body the profile names for the matter
(Tracy: the Police Commission; where a profile names none, the office names
one when it schedules the hearing); the office gives the owner at least
``hearing_notice_days`` days' notice of it (the profile's period, the office's
practice: the ordinance says only "within a reasonable time"). The decision is
in writing: the action in the notice is upheld, reversed, or modified with
conditions. Either side may appeal where the profile states an appeal route;
a stated number of days gives it a deadline, counted by MN-645.15, and an
appeal filed after it is recorded and flagged late.

Every date here is an ``Explained`` value: the rule, the inputs, the steps.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date, timedelta

from .deadlines import deadline_to_act
from .explain import Explained, fmt_date
from .profiles import Profile
from .statuses import HearingStatus

DECISIONS = ("upheld", "reversed", "modified")
APPEAL_SIDES = ("owner", "city")
APPEAL_OUTCOMES = ("pending", "upheld", "reversed", "modified", "withdrawn")
REQUEST_HOW = ("in_writing", "mail", "in_person", "email")
NEAR_DAYS = 2  # a deadline this close is shown as near (display only)

# What the notice did, in the words an explanation uses.
ACTION_WORDS = {"denial": "the denial", "revocation": "the revocation", "dangerous_dog": "the declaration"}


def kind_word(kind: str) -> str:
    """'denial', 'revocation', 'declaration': what a notice of this kind did, in a word."""
    return ACTION_WORDS[kind][4:] if kind in ACTION_WORDS else kind.replace("_", " ")


def rule_for(kind: str, profile: Profile) -> str:
    """The rule a notice's hearing right comes from: T-4A (denial), T-4C (revocation), W-90.10H;
    MN-347.50 for a dangerous-dog declaration (state law, every profile)."""
    if kind == "dangerous_dog":
        return "MN-347.50"
    if profile.enforces("commercial_permits") and not profile.enforces("animal_permits"):
        return "W-90.10H"
    return "T-4C" if kind == "revocation" else "T-4A"


_RULE_MATTER = {"T-4A": "permit_denial", "T-4C": "permit_revocation", "W-90.10H": "permit_denial"}


def hearing_request_deadline(profile: Profile, sent_on: date, rule_id: str = "T-4A",
                             body: str | None = None) -> Explained[date]:
    """The last day to request a hearing on a notice sent on `sent_on` (before `body`, the one named
    for the matter, by default the profile's for the rule; none named: a hearing asked of the city)."""
    if rule_id == "MN-347.50":  # 14 days from the date of a dangerous-dog notice (347.541)
        from .dangerous_dogs import hearing_request_deadline as declaration_deadline

        return declaration_deadline(profile, sent_on)
    if body is None:
        terms = profile.hearings.get(_RULE_MATTER[rule_id]) if rule_id in _RULE_MATTER else None
        body = terms.body if terms is not None else ""
    days = profile.period("hearing_request_days", sent_on)
    what = (f"the last day to request a hearing before the {body}" if body
            else "the last day to ask the city for a hearing")
    return deadline_to_act(sent_on, days, profile.calendar, rule_id=rule_id, what=what)  # from "the notice was sent"


def request_is_late(deadline: date, received_on: date) -> bool:
    return received_on > deadline


def counted_day(received_on: date, mailed_on: date | None, counts: str) -> date:
    """The day that decides whether a request is on time: its postmark where the profile counts
    the day a request is mailed (T-4A, T-4C: "seven days ... to request a hearing") and one was
    recorded, else the day it was received."""
    return mailed_on if counts == "mailed" and mailed_on is not None else received_on


def request_timeliness(deadline: date, received_on: date, rule_id: str = "T-4A", *,
                       mailed_on: date | None = None, counts: str = "received") -> Explained[bool]:
    """On time (True) when made on or before the last day; the day after is late. The day it was
    made is the day received, or, where the profile counts the day mailed, its postmark."""
    steps = [f"the last day to request a hearing was {fmt_date(deadline)}"]
    day = counted_day(received_on, mailed_on, counts)
    if counts == "mailed" and mailed_on is not None:
        steps.append(f"the request was mailed on {fmt_date(mailed_on)} (postmark) and received on "
                     f"{fmt_date(received_on)}; a request counts from the day it is mailed")
        word = "mailed"
    else:
        steps.append(f"the request was received on {fmt_date(received_on)}"
                     + ("; a request counts from the day it is mailed or handed in, and no postmark was recorded"
                        if counts == "mailed" else ""))
        word = "received"
    late = request_is_late(deadline, day)
    if late:
        n = (day - deadline).days
        steps.append(f"it was {word} {n} day{'s' if n != 1 else ''} after the last day, so the request is late")
    elif day == deadline:
        steps.append(f"it was {word} on the last day, so the request is on time")
    else:
        steps.append(f"it was {word} before the last day, so the request is on time")
    inputs = {"deadline": deadline, "received_on": received_on, "mailed_on": mailed_on, "counts": counts}
    return Explained(not late, rule_id, inputs, tuple(steps))


def days_left(deadline: date, today: date) -> int:
    """Days until the deadline (0 on the last day, negative once it has passed)."""
    return (deadline - today).days


def days_left_explained(deadline: date, today: date, rule_id: str = "T-4A") -> Explained[int]:
    n = days_left(deadline, today)
    if n > 0:
        tail = f"{n} day{'s' if n != 1 else ''} left to request a hearing"
    elif n == 0:
        tail = "today is the last day to request a hearing"
    else:
        tail = f"the last day passed {-n} day{'s' if n != -1 else ''} ago"
    steps = (f"the last day to request a hearing is {fmt_date(deadline)}",
             f"today is {fmt_date(today)}", tail)
    return Explained(n, rule_id, {"deadline": deadline, "today": today}, steps)


def deadline_passed(deadline: date, today: date) -> bool:
    return today > deadline


def unrequested_outcome(kind: str, deadline: date, today: date, rule_id: str = "T-4A") -> Explained[bool]:
    """True once the deadline has passed with no request: the decision in the notice stands."""
    action = ACTION_WORDS.get(kind, "the decision")
    if deadline_passed(deadline, today):
        steps = (f"no hearing was requested by the last day, {fmt_date(deadline)}",
                 f"so {action} in the notice stands")
        return Explained(True, rule_id, {"deadline": deadline, "today": today}, steps)
    steps = (f"a hearing may still be requested until {fmt_date(deadline)}",
             f"if none is requested by then, {action} in the notice stands")
    return Explained(False, rule_id, {"deadline": deadline, "today": today}, steps)


def hearing_notice_days(profile: Profile, on: date) -> int:
    """The office's minimum notice of a hearing date; 0 if the profile sets none."""
    if "hearing_notice_days" not in profile.periods:
        return 0
    return profile.period("hearing_notice_days", on)


def earliest_hearing_date(profile: Profile, notice_sent_on: date, rule_id: str = "T-4A") -> Explained[date]:
    """The first day a hearing may be held when its notice is sent on `notice_sent_on`."""
    days = hearing_notice_days(profile, notice_sent_on)
    earliest = notice_sent_on + timedelta(days=days)
    steps: tuple[str, ...]
    if days == 0:
        steps = (f"the {profile.name} profile sets no minimum notice of a hearing",
                 f"so the hearing may be held from {fmt_date(earliest)}")
    else:
        steps = (f"the hearing notice is sent on {fmt_date(notice_sent_on)}",
                 f"the {profile.name} profile gives at least {days} days' notice of a hearing "
                 "(hearing_notice_days)",
                 f"so the hearing may be held on {fmt_date(earliest)} or later")
    return Explained(earliest, rule_id, {"notice_sent_on": notice_sent_on, "days": days}, steps)


def appeal_deadline(profile: Profile, decided_on: date, rule_id: str = "T-4A",
                    appeal_days: int | None = None, source: str = "") -> Explained[date] | None:
    """The last day to appeal, counted by MN-645.15 from the decision, where the profile (or the
    office, with its source) states a number of days; None where it states none ("not stated")."""
    if not appeal_days:
        return None
    e = deadline_to_act(decided_on, appeal_days, profile.calendar, rule_id=rule_id,
                        what="the last day to appeal the decision", start_label="the decision was made")
    if source:
        e = replace(e, steps=(f"an appeal is filed within {appeal_days} days of the decision ({source})", *e.steps))
    return e


def appeal_refusals(*, hearing_status: str, decided_on: date | None, filed_on: date, filed_by: str,
                    open_appeal_by_side: bool) -> list[str]:
    """Why an appeal cannot be recorded (empty when it can). Either side may appeal (T-4A, T-4C). A
    late appeal is recorded and flagged late (``appeal_timeliness``), not refused: the forum decides."""
    out = []
    if hearing_status != HearingStatus.DECIDED or decided_on is None:
        out.append("only a written decision can be appealed; the hearing has no decision yet")
    elif filed_on < decided_on:
        out.append(f"the appeal is dated before the decision of {fmt_date(decided_on)}")
    if filed_by not in APPEAL_SIDES:
        out.append("an appeal is filed by the owner or the city")
    if open_appeal_by_side:
        out.append(f"the {filed_by} already has an appeal of this decision pending")
    return out


def appeal_timeliness(deadline: Explained[date] | None, filed_on: date, rule_id: str) -> Explained[bool]:
    """True (late) when filed after the stated deadline; with no deadline stated, never late."""
    if deadline is None:
        return Explained(False, rule_id, {"filed_on": filed_on},
                         ("no deadline to appeal is stated, so the appeal is not late",))
    late = filed_on > deadline.value
    tail = (f"it was filed on {fmt_date(filed_on)}, after the last day: the appeal is late" if late
            else f"it was filed on {fmt_date(filed_on)}, on time")
    return Explained(late, rule_id, {"deadline": deadline.value, "filed_on": filed_on}, (*deadline.steps, tail))


# --- where a case stands --------------------------------------------------------------

@dataclass(frozen=True)
class RequestState:
    received_on: date
    late: bool
    accepted: bool
    refused: bool = False


@dataclass(frozen=True)
class HearingState:
    status: str  # scheduled | held | decided | cancelled
    on: date | None
    decision: str = ""


@dataclass(frozen=True)
class CaseStatus:
    code: str
    label: str
    needs_action: bool = False


def case_status(kind: str, deadline: date, today: date, request: RequestState | None,
                hearing: HearingState | None, appeals: tuple[str, ...] = ()) -> CaseStatus:
    """Where a notice's hearing right stands today, as a short code and words."""
    action = ACTION_WORDS.get(kind, "the decision")[4:]
    if request is None:
        n = days_left(deadline, today)
        if n < 0:
            return CaseStatus("decision_stands", f"not requested; {action} stands")
        if n == 0:
            return CaseStatus("open", "last day to request today")
        return CaseStatus("open", f"{n} day{'s' if n != 1 else ''} left to request")
    if request.late and not request.accepted:
        if request.refused:
            return CaseStatus("late_refused", f"late request refused; {action} stands")
        return CaseStatus("late_pending", "late request: accept or refuse", True)
    if hearing is None or hearing.status == HearingStatus.CANCELLED:
        return CaseStatus("to_schedule", "requested; hearing to schedule", True)
    if hearing.status == HearingStatus.SCHEDULED:
        overdue = hearing.on is not None and hearing.on < today
        when = f" {hearing.on:%m/%d/%Y}" if hearing.on else ""
        return CaseStatus("scheduled", f"hearing scheduled{when}" + ("; record it" if overdue else ""), overdue)
    if hearing.status == HearingStatus.HELD:
        return CaseStatus("held", "hearing held; written decision due", True)
    pending = [a for a in appeals if a == "pending"]
    if pending:
        return CaseStatus("appealed", "decision appealed; appeal pending", True)
    if appeals:
        return CaseStatus("appeal_decided", f"appeal decided: {appeals[-1]}")
    return CaseStatus("decided", f"decided: {action} {hearing.decision}")


# --- what the dialogs tell the person before saving ----------------------------------

def closed_day_warning(profile: Profile, day: date, what: str) -> str:
    """A warning (not a refusal) when a hearing or a deadline falls on a day the city is closed."""
    reason = profile.calendar.closed_reason(day)
    if reason is None:
        return ""
    return f"{fmt_date(day)}: the city offices are closed that day ({reason}); check the {what}."


def decision_effect(kind: str, decision: str, decided_on: date, removal_deadline: date | None,
                    new_removal: bool = False, from_receipt: date | None = None, removal_period: bool = True) -> str:
    """What a written decision will do to the permit or application, in the words the dialog shows
    before it is saved (T-4A, T-4C, W-90.10H5). `from_receipt`: the removal deadline counted from the
    owner's receipt of the decision, where a request made on time stayed the notice's."""
    if kind == "denial":
        return {"upheld": "The application stays denied; no permit is issued.",
                "reversed": "The permit is issued as of the decision date, with the conditions and expiry "
                            "entered below (none, if left empty).",
                "modified": "The permit is issued as of the decision date, on the conditions entered below."
                }.get(decision, "")
    if kind != "revocation":
        return "The notice concerns no permit or application: carry the decision by hand."
    if decision == "reversed":
        return "The permit is reinstated as of the decision date."
    if decision == "modified":
        return "The permit is reinstated as of the decision date, on the conditions entered below."
    text = "The permit stays revoked."
    if not removal_period:  # T-4C: no removal period; the revocation takes effect the day after the last day
        return text + _takes_effect_words(decided_on, removal_deadline, new_removal, from_receipt)
    if from_receipt is not None and not new_removal:
        return (text + " The removal deadline was stayed while the hearing was pending: the animals must be removed "
                f"by {fmt_date(from_receipt)}, counted from the owner's receipt of this decision, unless a later "
                "day is set below.")
    if new_removal:
        return text + " The animals must be removed by the new deadline set below."
    if removal_deadline is None:
        return text
    if removal_deadline < decided_on:
        return (text + f" The removal deadline in the notice, {fmt_date(removal_deadline)}, has passed by the "
                "decision date; set a new one below, or the letter will say it has passed.")
    return text + f" The removal deadline of {fmt_date(removal_deadline)} keeps running unless a new one is set."


def first_open_day(profile: Profile, day: date) -> date:
    """`day`, or the next day the city offices are open (a hearing date to offer first)."""
    while not profile.calendar.is_business_day(day):
        day += timedelta(days=1)
    return day


def _takes_effect_words(decided_on: date, last_day: date | None, new_day: bool, from_receipt: date | None) -> str:
    """T-4C: when the revocation takes effect (the day after the last one under the permit)."""
    if new_day:
        return " It takes effect the day after the last day under the permit set below."
    if from_receipt is not None:
        return (" It was stayed while the hearing was pending: it takes effect on "
                f"{fmt_date(from_receipt + timedelta(days=1))}, the day after the owner's receipt of this decision, "
                "unless a later day is set below.")
    if last_day is None:
        return ""
    effective = last_day + timedelta(days=1)
    return f" It {'took' if effective <= decided_on else 'takes'} effect on {fmt_date(effective)}."
