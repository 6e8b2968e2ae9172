"""The hearing on a dangerous-dog declaration, as Minn. Stat. § 347.541, subd. 4 times it (rule MN-347.541).

- A requested hearing is held within ``dangerous_dog_hearing_held_days`` (14) of the request.
- The hearing officer issues the decision within ``dangerous_dog_decision_days`` (10) after the
  hearing, and it is delivered to the owner by hand or by registered mail.
- If the declaration is upheld, the owner pays the hearing's actual expenses up to the profile's
  ``dangerous_dog.hearing_costs_maximum`` ($1,000).

Both periods count as every "within N days" does (MN-645.15): the day of the request (or of the
hearing) is not counted, and a last day on a weekend or legal holiday moves to the next day. They
bind the office, not the owner: a later date is not refused (the owner may ask for another day),
but the window warns before it is saved and the follow-up list shows the last day.
"""
from __future__ import annotations

from dataclasses import replace
from datetime import date

from .deadlines import deadline_to_act
from .explain import Explained, fmt_date
from .money import fmt_cents
from .profiles import Profile

RULE = "MN-347.541"
HEARING_COSTS = "dangerous_dog.hearing_costs_maximum"
DELIVERY = ("in_person", "registered")  # by hand, or by registered mail (347.541, subd. 4)
DELIVERY_WORDS = {"in_person": "by hand", "registered": "by registered mail", "certified": "by certified mail",
                  "mail": "by mail", "posted": "by posting", "email": "by e-mail"}


def _noted(e: Explained[date], first: str) -> Explained[date]:
    return replace(e, steps=(first, *e.steps))


def hearing_due(profile: Profile, requested_on: date) -> Explained[date]:
    """The last day to hold the hearing: the request + 14 days, by MN-645.15."""
    days = profile.period("dangerous_dog_hearing_held_days", requested_on)
    e = deadline_to_act(requested_on, days, profile.calendar, rule_id=RULE,
                        what="the last day to hold the hearing", start_label="the hearing was requested")
    return _noted(e, f"a requested hearing is held within {days} days of the request "
                     f"({profile.cite('dangerous_dog_hearing_time')})")


def decision_due(profile: Profile, heard_on: date) -> Explained[date]:
    """The last day to issue the written decision: the hearing + 10 days, by MN-645.15."""
    days = profile.period("dangerous_dog_decision_days", heard_on)
    e = deadline_to_act(heard_on, days, profile.calendar, rule_id=RULE,
                        what="the last day to issue the decision", start_label="the hearing was held")
    return _noted(e, f"the hearing officer issues the decision within {days} days after the hearing "
                     f"({profile.cite('dangerous_dog_hearing_time')})")


def hearing_day_warning(profile: Profile, requested_on: date, day: date) -> str:
    """A warning (not a refusal) when a hearing is set after the last day the statute allows."""
    due = hearing_due(profile, requested_on)
    if day <= due.value:
        return ""
    return (f"{fmt_date(day)} is after {fmt_date(due.value)}, the last day to hold the hearing: it must be "
            f"held within {due.inputs['days']} days of the request of {fmt_date(requested_on)} "
            f"({profile.cite('dangerous_dog_hearing_time')}). Choose an earlier day, or note why the owner "
            "asked for a later one.")


def decision_day_warning(profile: Profile, heard_on: date, day: date) -> str:
    """A warning (not a refusal) when a decision is dated after the statute's 10 days."""
    due = decision_due(profile, heard_on)
    if day <= due.value:
        return ""
    return (f"{fmt_date(day)} is after {fmt_date(due.value)}, the last day to issue the decision: it is due "
            f"within {due.inputs['days']} days after the hearing of {fmt_date(heard_on)} "
            f"({profile.cite('dangerous_dog_hearing_time')}).")


def delivery_refusal(profile: Profile, method: str) -> str:
    """Why a decision cannot go out this way ('' when it can): by hand or registered mail only."""
    if method in DELIVERY:
        return ""
    how = DELIVERY_WORDS.get(method, method)
    return (f"a decision on a dangerous-dog declaration is delivered to the owner by hand or by registered "
            f"mail ({profile.cite('dangerous_dog_decision_delivery')}), not {how}")


def hearing_costs_maximum(profile: Profile, on: date) -> Explained[int]:
    """The most of the hearing's actual expenses an owner pays when the declaration is upheld."""
    cents = profile.fee(HEARING_COSTS, on)
    steps = (f"if the declaration is upheld, the owner pays the actual expenses of the hearing up to "
             f"{fmt_cents(cents)} ({profile.cite('dangerous_dog_hearing_costs')})",)
    return Explained(cents, RULE, {"on": on}, steps)
