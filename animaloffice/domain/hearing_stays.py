"""A hearing requested in time stays what it contests, until the written decision.

While a request made on time (``hearings.request_timeliness``) is pending, none of what the
notice set running runs out: a revocation's removal deadline and "considered released to the
city" (W-90.10H5; in Tracy the date after which the animals are kept without a permit, T-8A,
T-6D), a disposal of an animal the matter concerns, a dangerous dog's days to register before
it may be seized (MN-347.50). A late request stays nothing, even when the office accepts it
(the deadline it came after has already run); a withdrawn one ends the stay.

After the decision a new period counts, by MN-645.15, from the owner's receipt of the written
decision (``decision_receipt``: a mailed decision is taken as received ``decision_mail_days``
after it was sent); after a withdrawal, from the day it was withdrawn.
"""
from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta

from .deadlines import deadline_to_act
from .decision_receipt import decision_receipt
from .explain import Explained, fmt_date
from .hearings import HearingState, RequestState
from .profiles import Profile
from .statuses import HearingStatus


def stay_in_effect(request: RequestState | None, hearing: HearingState | None) -> bool:
    """A request made on time is on file and no written decision has been made on it yet."""
    if request is None or request.late:
        return False
    return hearing is None or hearing.status != HearingStatus.DECIDED


def stay(request: RequestState | None, hearing: HearingState | None, rule_id: str,
         what: str = "the action in the notice") -> Explained[bool]:
    """Whether `what` is stayed, and why, in words a clerk reads out."""
    if request is None:
        return Explained(False, rule_id, {}, ("no hearing has been requested", f"{what} is not stayed"))
    if request.late:
        return Explained(False, rule_id, {"received_on": request.received_on},
                         (f"the hearing was requested on {fmt_date(request.received_on)}, after the last day",
                          f"a late request does not stay {what}"))
    if hearing is not None and hearing.status == HearingStatus.DECIDED:
        return Explained(False, rule_id, {"received_on": request.received_on},
                         (f"the hearing requested on {fmt_date(request.received_on)} has been decided in writing",
                          f"the stay of {what} ended with the decision; what follows counts from its receipt"))
    return Explained(True, rule_id, {"received_on": request.received_on},
                     (f"a hearing was requested on time ({fmt_date(request.received_on)})",
                      f"{what} is stayed until the written decision"))


def removal_what(released: bool) -> str:
    return ("the last day to remove the animals from the city or release them to the city" if released
            else "the last day to remove the animals from the city")


def removal_after_decision(profile: Profile, decided_on: date, *, sent_by: str, received_on: date | None = None,
                           rule_id: str = "W-90.10H5", released: bool = True,
                           why: str = "the removal deadline was stayed while the hearing was pending") -> Explained[date]:
    """After a timely request, a decision that upholds the revocation (or an appeal that restores
    it): the profile's removal days (W-90.10H5: 10) from the owner's receipt of the written
    decision, by MN-645.15."""
    days = profile.period("removal_days", decided_on)
    receipt = decision_receipt(profile, decided_on, sent_by=sent_by, received_on=received_on)
    e = deadline_to_act(receipt.start, days, profile.calendar, rule_id=rule_id, what=removal_what(released),
                        start_label=receipt.label)
    first = (f"{why}; the animals are to be removed within {days} days of the owner's receipt of the written "
             f"decision; {receipt.basis}")
    parts = (("removal_stayed", {"why": why, "days": days}), *receipt.parts, *e.parts)
    return replace(e, steps=(first, *e.steps), parts=parts)


def removal_after_withdrawal(profile: Profile, withdrawn_on: date, *, rule_id: str = "W-90.10H5",
                             released: bool = True) -> Explained[date]:
    """The owner withdrew a timely request: the removal days count again, from the withdrawal."""
    days = profile.period("removal_days", withdrawn_on)
    e = deadline_to_act(withdrawn_on, days, profile.calendar, rule_id=rule_id, what=removal_what(released),
                        start_label="the hearing request was withdrawn")
    first = (f"the removal deadline was stayed while the hearing request was pending; with the request "
             f"withdrawn the {days} days to remove the animals count from the withdrawal")
    return replace(e, steps=(first, *e.steps))


def effect_after_decision(profile: Profile, decided_on: date, *, sent_by: str, received_on: date | None = None,
                          rule_id: str = "T-4C", why: str = "the revocation was stayed while the hearing was pending"
                          ) -> Explained[date]:
    """Where the profile gives no removal period (T-4C): after a timely request, a decision that
    upholds the revocation (or an appeal that restores it) makes it take effect the day after the
    owner's receipt of the written decision. The value is the last day the animals are kept under
    the permit (the receipt day), as a revocation notice's is its hearing-request deadline."""
    receipt = decision_receipt(profile, decided_on, sent_by=sent_by, received_on=received_on)
    day = receipt.start
    steps = (f"{why}; it takes effect the day after the owner's receipt of the written decision "
             "(the ordinance sets no removal period)", receipt.basis,
             f"the revocation takes effect on {fmt_date(day + timedelta(days=1))}")
    parts = (("effect_stayed", {"why": why}), *receipt.parts, ("effect_on", {"day": day + timedelta(days=1)}))
    return Explained(day, rule_id, {"decided_on": decided_on, "received_on": day}, steps, parts)


def effect_after_withdrawal(withdrawn_on: date, *, rule_id: str = "T-4C") -> Explained[date]:
    """The owner withdrew a timely request where there is no removal period: the revocation takes
    effect the day after the withdrawal (the value: the last day kept under the permit)."""
    steps = ("the revocation was stayed while the hearing request was pending; with the request withdrawn "
             "it takes effect the day after the withdrawal",
             f"the request was withdrawn on {fmt_date(withdrawn_on)}",
             f"the revocation takes effect on {fmt_date(withdrawn_on + timedelta(days=1))}")
    return Explained(withdrawn_on, rule_id, {"withdrawn_on": withdrawn_on}, steps)


def after_decision(profile: Profile, decided_on: date, *, sent_by: str, received_on: date | None = None,
                   why: str = "") -> Explained[date]:
    """What an upheld (or restored) revocation sets from the owner's receipt of the written decision:
    the removal deadline where the profile has a removal period (W-90.10H5), else the last day under
    the permit before the revocation takes effect (T-4C)."""
    if profile.enforces("revocation_removal_period"):
        if why:
            return removal_after_decision(profile, decided_on, sent_by=sent_by, received_on=received_on, why=why)
        return removal_after_decision(profile, decided_on, sent_by=sent_by, received_on=received_on)
    if why:
        return effect_after_decision(profile, decided_on, sent_by=sent_by, received_on=received_on,
                                     why=why.replace("removal deadline", "revocation"))
    return effect_after_decision(profile, decided_on, sent_by=sent_by, received_on=received_on)


def after_withdrawal(profile: Profile, withdrawn_on: date) -> Explained[date]:
    if profile.enforces("revocation_removal_period"):
        return removal_after_withdrawal(profile, withdrawn_on)
    return effect_after_withdrawal(withdrawn_on)


def later_of(running: date | None, fresh: Explained[date]) -> Explained[date]:
    """A new count never gives the owner less time than the deadline already running."""
    if running is None or fresh.value >= running:
        return fresh
    steps = (*fresh.steps, f"the deadline already running, {fmt_date(running)}, is later, so it stands")
    parts = (*fresh.parts, ("later_running", {"running": running})) if fresh.parts else ()
    return Explained(running, fresh.rule_id, {**fresh.inputs, "running": running}, steps, parts)
