"""Hearing rights after a denial or revocation notice (T-4A, T-4C, W-90.10H).

The owner has N days (the profile's ``hearing_request_days``; 7 in both
shipped profiles) after the notice is sent to request a hearing, counted by
MN-645.15. A request received on the last day is on time; the day after is late.
"""
from __future__ import annotations

from datetime import date

from .deadlines import deadline_to_act
from .explain import Explained
from .profiles import Profile


def hearing_request_deadline(profile: Profile, sent_on: date, rule_id: str = "T-4A") -> Explained[date]:
    days = profile.period("hearing_request_days", sent_on)
    return deadline_to_act(sent_on, days, profile.calendar, rule_id=rule_id,
                           what=f"the last day to request a hearing before the {profile.hearing_body}",
                           start_label="the notice was sent")


def request_is_late(deadline: date, received_on: date) -> bool:
    return received_on > deadline


def days_left(deadline: date, today: date) -> int:
    """Days until the deadline (0 on the last day, negative once it has passed)."""
    return (deadline - today).days
