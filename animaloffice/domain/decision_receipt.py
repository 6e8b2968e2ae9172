"""The day the owner is taken to have received a written decision: the start of any period the
law counts "from receipt of the decision" (MN-347.50's days to comply, a removal deadline after a
revocation is upheld, W-90.10H5 with MN-645.15).

A decision handed over (or posted, or e-mailed) counts from its day. A mailed one is taken as
received ``decision_mail_days`` after it was sent (3, the days Minn. R. Civ. P. 6.05 adds to a
period after service by mail; the profile cites it as ``decision_mail``): the decision states
that day. The day it was received, once the office knows it (the certified-mail receipt),
moves the start later, never earlier than the one the decision stated.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from .explain import fmt_date
from .profiles import Profile

MAILED = ("mail", "certified", "registered")  # ways of sending a decision whose day of receipt is presumed
MAIL_WORDS = {"mail": "mail", "certified": "certified mail", "registered": "registered mail"}


@dataclass(frozen=True)
class Receipt:
    start: date  # the day the period counts from
    label: str  # "the decision is taken as received", for the first step of a count
    basis: str  # how that day was reached, in words
    # the same as phrase keys (``documents.language.counting``), for a letter in another language
    parts: tuple[tuple[str, dict[str, Any]], ...] = ()


def decision_receipt(profile: Profile, decided_on: date, *,
                     sent_by: str = "in_person",  # pragma: no mutate: any way of sending but mail counts the same
                     received_on: date | None = None) -> Receipt:
    """When the owner is taken to have received the decision of `decided_on`, sent `sent_by`."""
    if sent_by in MAILED:
        how = MAIL_WORDS[sent_by]
        presumed = decided_on + timedelta(days=profile.period("decision_mail_days", decided_on))
        basis = (f"it was sent by {how} on {fmt_date(decided_on)} and is taken as received on "
                 f"{fmt_date(presumed)} ({profile.cite('decision_mail')})")
        mailed = ("receipt_mailed", {"how": how, "sent": decided_on, "presumed": presumed,
                                     "citation": profile.cite("decision_mail")})
        if received_on is not None and received_on > presumed:
            return Receipt(received_on, "the owner received the decision",
                           basis + "; it was received later, as recorded", (mailed, ("receipt_later", {})))
        return Receipt(presumed, "the decision is taken as received",
                       basis + ("; record the day it was received when the office learns it" if received_on is None
                                else f"; it was received on {fmt_date(received_on)}, as recorded, and the days "
                                     "still count from the day the decision stated"),
                       (mailed, ("receipt_unrecorded", {}) if received_on is None
                        else ("receipt_recorded", {"received": received_on})))
    start = max(decided_on, received_on or decided_on)
    label = "the owner received the decision" if start != decided_on else "the decision was given to the owner"
    return Receipt(start, label, "counted from the day the owner received it", (("receipt_counted", {}),))
