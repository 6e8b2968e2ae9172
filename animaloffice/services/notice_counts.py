"""The deadlines of a notice the office counted from the day it was served, each as a count from
a start day, so a closure (``calendar_recompute``) or another attempt of service
(``notice_recount``) can count it again."""
from __future__ import annotations

from collections.abc import Callable
from datetime import date

from ..domain import dangerous_dogs as dd
from ..domain import hearings as hearing_rules
from ..domain import impound as impound_rules
from ..domain.explain import Explained
from ..domain.permits import has_removal_period, removal_deadline
from ..domain.profiles import Profile
from ..persistence.models.enforcement import Notice
from ..queries.hearing_cases import active_request

Count = Callable[[Profile, date], Explained[date]]


def notice_counts(n: Notice, profile: Profile) -> list[tuple[str, str, Count]]:
    """(field, what, count(profile, start)) for each deadline of the notice counted from its
    service: the last day to request a hearing (none once one is requested), the removal deadline
    (W-90.10H5; Tracy's last day under the permit, T-4C), a license order's days (T-6D3) and a
    dangerous-dog declaration's day to register (MN-347.50)."""
    found: list[tuple[str, str, Count]] = []
    rule = hearing_rules.rule_for(n.kind, profile) if n.hearing_right else ""
    requested = n.hearing_right and active_request(n.id) is not None
    if n.hearing_right and n.hearing_deadline is not None and not requested:
        found.append(("hearing_deadline", "the last day to request a hearing",
                      lambda p, start: hearing_rules.hearing_request_deadline(p, start, rule)))
    if n.kind == "revocation" and n.removal_deadline is not None and has_removal_period(profile):
        found.append(("removal_deadline", "the last day to remove the animals",
                      lambda p, start: removal_deadline(p, start)))
    elif n.kind == "revocation" and n.removal_deadline is not None and not requested:
        found.append(("removal_deadline", "the last day under the permit",
                      lambda p, start: hearing_rules.hearing_request_deadline(p, start, rule)))
    if n.kind == "license_order" and n.other_deadline is not None:
        found.append(("other_deadline", "the last day to obtain the license or permit",
                      lambda p, start: impound_rules.license_notice_deadline(p, start)))
    if n.kind == "dangerous_dog" and n.other_deadline is not None:
        found.append(("other_deadline", "the last day to register the dog",
                      lambda p, start: dd.registration_deadline(p, start)))
    return found
