"""Which attempt of a notice served more than once its deadlines count from, and from which day.

A period "after the notice is sent" counts from the day the notice was sent (MN-645.15): the day the
counting attempt was mailed, handed over or posted (a posting in three public places, MN-347.14, from
the day the last place was posted). Which attempt that is, the profile's reading says:
- ``first_served`` (shipped): the first attempt that served the notice; mail that came back
  refused or unclaimed served no one, so the next attempt counts. While nothing proves service yet,
  the first mailing not come back counts (certified mail awaiting its return).
- ``first_sent``: the first mailing, as the words "after the notice is sent" read, even if it came back.
The officer may count from a later attempt than the reading's, with the reason: that only gives
the owner more days. Never from an earlier one, which would take days from the owner.

A period "from receipt" (a written decision: MN-347.541, W-90.10H5) counts from the day the owner
received it: the hand delivery, or the day certified or registered mail was signed for.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from .explain import fmt_date

READING = "counting_attempt"
FAILED = ("refused", "unclaimed", "returned")
SIGNED_FOR = ("certified", "registered")


@dataclass(frozen=True)
class Try:
    """One standing attempt, as the rule reads it."""

    id: int
    seq: int
    method: str
    served_on: date
    return_status: str = ""
    return_on: date | None = None
    proves: bool = False  # this attempt proves service (services.service_proofs.proven)
    reason: str = ""  # the officer's reason for counting from it ("" when the rule chose)
    posted_until: date | None = None  # a posting in public places: the day its last place was posted


@dataclass(frozen=True)
class Counting:
    attempt_id: int | None
    start: date | None  # the day the deadlines count from
    why: str
    by_officer: bool = False


def day_served(t: Try) -> date:
    """The day an attempt served the notice: the mailing, the hand delivery, the posting (in three
    public places, the day the last of them was posted)."""
    return max(t.served_on, t.posted_until) if t.posted_until else t.served_on


def day_received(t: Try) -> date | None:
    """The day the owner is known to have received it: handed over, or signed for; None otherwise."""
    if t.method == "hand":
        return t.served_on
    if t.method in SIGNED_FOR and t.return_status == "delivered":
        return t.return_on
    return None


def first_receipt(tries: Sequence[Try]) -> date | None:
    """The earliest day the owner is known to have received the notice, of the standing attempts."""
    days = [d for d in (day_received(t) for t in tries) if d is not None]
    return min(days) if days else None


def by_rule(tries: Sequence[Try], reading: str) -> Try | None:
    """The attempt the reading counts from (see the module's note)."""
    live = sorted(tries, key=lambda t: t.seq)
    if not live:
        return None
    if reading == "first_sent":
        return live[0]
    served = [t for t in live if t.proves]
    if served:
        return min(served, key=lambda t: (day_served(t), t.seq))
    pending = [t for t in live if t.return_status not in FAILED]
    return pending[0] if pending else live[0]


def refusal(tries: Sequence[Try], chosen: Try, reading: str) -> str:
    """Why the officer may not count from `chosen` ("" when they may)."""
    rule = by_rule(tries, reading)
    if rule is not None and day_served(chosen) < day_served(rule):
        return (f"the deadlines count from {fmt_date(day_served(rule))} by the rule; counting from an earlier "
                "attempt would take days from the owner")
    return ""


def counting(tries: Sequence[Try], reading: str, reading_words: str = "") -> Counting:
    """The attempt the notice's deadlines count from now: the officer's latest lawful choice, or
    the reading's. A choice voided, or no longer lawful, falls back to the reading's."""
    rule = by_rule(tries, reading)
    if rule is None:
        return Counting(None, None, "no attempt of service stands")
    chosen = [t for t in tries if t.reason and not refusal(tries, t, reading)]
    if chosen:
        pick = max(chosen, key=lambda t: t.seq)
        return Counting(pick.id, day_served(pick), f"chosen by the officer: {pick.reason}", True)
    if reading == "first_sent":
        why = "the first mailing, as the notice counts from the day it is sent"
    elif rule.proves:
        why = "the first attempt that served the notice"
    elif rule.return_status in FAILED:
        why = "the first attempt: none has served the notice yet"
    else:
        why = "the first attempt not come back; nothing proves service yet"
    return Counting(rule.id, day_served(rule), why + (f" ({reading_words})" if reading_words else ""))
