"""MN-343.235: an animal seized for cruelty or neglect has that statute's hold and notice.

Minn. Stat. § 343.235: an animal taken into custody under section 343.12, 343.22, 343.29
or 343.31 may be humanely disposed of ten days after it was taken into custody, provided
the notice of subdivision 3 was given (subd. 1). The notice is delivered or mailed to a
person claiming an interest in the animal, or posted at the place where it was taken, or
delivered to a person living there; it describes the animal, the authority and purpose of
the seizure and where the animal is kept, and says that a person claiming an interest may
post security to prevent disposition and may ask for a hearing, and that failure to do so
within ten days of the date of the notice results in disposition (subd. 3(a)). Security
must be posted within ten days of the seizure, the day of the seizure included, in an
amount sufficient for the animal's actual costs of care and keeping (subd. 2); a hearing
asked for is held within five business days of the request (subd. 3(b)).

Which seizure grounds are such a seizure is the profile's (``cruelty_seizure = true`` on a
``seizure_grounds`` item: in Tracy Subd. 6(D)(2) for neglect or abuse, T-2C6 and T-2C7).
The three ten-day counts differ in their start; the office honours the latest of them:
a security or hearing request is taken up to the notice's last day (its date plus the
notice period, MN-645.15), and disposition is allowed from the next day, never before the
ordinary hold (T-6C, MN-346.47) has ended too. Every count is a profile period with its
citation.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from .deadlines import add_business_days, deadline_to_act
from .errors import Refusal
from .explain import Explained, fmt_date
from .money import fmt_cents
from .profiles import Profile

RULE = "MN-343.235"
CLAIM_KINDS = {"security": "Security posted", "hearing_request": "Hearing requested"}
SECURITY_FORMS = {"cash": "Cash", "check": "Check", "bond": "Bond", "other": "Other security"}


def is_cruelty_seizure(profile: Profile, ground: str) -> bool:
    """Is `ground` a seizure for cruelty or neglect (the profile marks it ``cruelty_seizure``)?"""
    item = profile.item("seizure_grounds", ground)
    return bool(item is not None and item.extra.get("cruelty_seizure") is True)


@dataclass(frozen=True)
class CrueltyHold:
    reply_by: Explained[date]  # the last day to post security or ask for a hearing
    last_day: Explained[date]  # the hold's last day (the day before disposition is allowed)
    disposition_from: Explained[date]


def cruelty_hold(profile: Profile, seized_on: date, notice_on: date | None,
                 ordinary_from: date | None = None) -> CrueltyHold:
    """The MN-343.235 dates of a seizure for cruelty or neglect. `notice_on` is the day the
    subd. 3 notice was given (None: not yet; the dates are then those of a notice given on
    the seizure day, and move with a later one). `ordinary_from` is the first day of
    disposition under the ordinary hold (T-6C, MN-346.47), which is never cut short."""
    provisional = notice_on is None
    given = notice_on if notice_on is not None else seized_on
    disposal_days = profile.period("cruelty_disposal_days", seized_on)
    security_days = profile.period("cruelty_security_days", seized_on)
    reply_days = profile.period("cruelty_reply_days", given)
    security_last = seized_on + timedelta(days=max(security_days - 1, 0))
    notice = deadline_to_act(given, reply_days, profile.calendar,
                             rule_id=RULE,  # pragma: no mutate (only the notice's steps and parts are read)
                             what="the notice's last day to post security or ask for a hearing",
                             start_label="the notice " + ("would be given" if provisional else "was given"))
    steps = [f"taken into custody on {fmt_date(seized_on)}",
             f"security is posted within {security_days} days of the seizure, the seizure day "
             f"included: by {fmt_date(security_last)}"]
    # the same steps as phrase keys, for a notice in another language (``documents.language.counting``)
    parts: list[tuple[str, dict[str, Any]]] = [("cruelty_custody", {"day": seized_on}),
             ("cruelty_security", {"days": security_days, "end": security_last})]
    if provisional:
        steps.append("the notice of Minn. Stat. 343.235 has not been given yet: the dates below are "
                     "those of a notice given on the seizure day, and a later notice moves them")
        parts.append(("cruelty_provisional", {}))
    steps.extend(notice.steps)
    parts.extend(notice.parts)
    reply_by = max(notice.value, security_last)
    steps.append(f"the office takes security or a request for a hearing up to {fmt_date(reply_by)}")
    parts.append(("cruelty_reply_by", {"end": reply_by}))
    reply_steps, reply_parts = tuple(steps), tuple(parts)
    earliest = seized_on + timedelta(days=disposal_days)
    start = max(reply_by + timedelta(days=1), earliest)
    steps.append(f"disposal is allowed {disposal_days} days after the seizure ({fmt_date(earliest)}) "
                 f"and after the notice's last day: from {fmt_date(start)}")
    parts.append(("cruelty_disposal", {"days": disposal_days, "earliest": earliest, "start": start}))
    if ordinary_from is not None and ordinary_from > start:
        start = ordinary_from
        steps.append(f"the ordinary holding period runs longer, to the day before {fmt_date(start)} (T-6C)")
        parts.append(("cruelty_ordinary", {"start": start}))
    inputs = {"seized_on": seized_on, "notice_on": notice_on, "disposal_days": disposal_days,
              "security_days": security_days, "reply_days": reply_days}
    last = start - timedelta(days=1)
    last_steps = tuple(steps + [f"the hold's last day is {fmt_date(last)}"])
    last_parts = (*parts, ("hold_last", {"end": last}))
    return CrueltyHold(Explained(reply_by, RULE, inputs, reply_steps, reply_parts),
                       Explained(last, RULE, inputs, last_steps, last_parts),
                       Explained(start, RULE, inputs, tuple(steps), tuple(parts)))


def security_minimum(profile: Profile, on: date) -> Explained[int]:
    """Subd. 2: security sufficient for the animal's actual costs of care and keeping, which the
    office reckons as boarding at the daily rate for the profile's number of days."""
    days = profile.period("cruelty_security_care_days", on)
    rate = profile.fee("boarding_per_day", on)
    amount = rate * days
    return Explained(amount, RULE, {"days": days, "rate": rate},
                     (f"the costs of care and keeping are reckoned as {days} days at {fmt_cents(rate)} a "
                      f"day, {fmt_cents(amount)}",))


def hearing_due(profile: Profile, requested_on: date) -> Explained[date]:
    """Subd. 3(b): a hearing asked for is held within N business days of the request."""
    days = profile.period("cruelty_hearing_business_days", requested_on)
    return add_business_days(requested_on, days, profile.calendar, rule_id=RULE,
                             what="the last day for the hearing", start_label="the request")


@dataclass(frozen=True)
class ClaimOnFile:
    """A security posted or a hearing asked for by a person claiming an interest."""

    kind: str  # a key of CLAIM_KINDS
    received_on: date
    claimant: str
    ended_on: date | None = None
    amount_cents: int = 0


def claim_refusals(claims: tuple[ClaimOnFile, ...] | list[ClaimOnFile], on: date) -> list[Refusal]:
    """Subd. 2 and 3: a security posted, or a hearing asked for and not yet decided, stays the
    disposition of the animal (until the claim is ended: the hearing held, the security spent)."""
    out = []
    for c in claims:
        if c.received_on <= on and (c.ended_on is None or c.ended_on > on):
            what = (f"{c.claimant} posted security of {fmt_cents(c.amount_cents)} on {fmt_date(c.received_on)}"
                    if c.kind == "security" else
                    f"{c.claimant} asked for a hearing on {fmt_date(c.received_on)}, not yet decided")
            out.append(Refusal(RULE, f"{what}: the animal may not be disposed of while it stands",
                               {"needs": "claim_ended", "action": "end_claim"}))
    return out
