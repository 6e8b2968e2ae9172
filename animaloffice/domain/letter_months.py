"""Which month the batch letters open on (T-3A renewal reminders, T-3B certificate-due letters).

A yearly license runs the calendar year and next year's goes on sale on the day the profile
gives (``[licensing] next_year_sales_from``, e.g. December 1): that month is the renewal month,
when every yearly license is reminded at once. Certificate-due letters, and renewals in a
city whose profile sells no next year's license ahead, fall due any month: the batch opens on
the next month with anyone due."""
from __future__ import annotations

from datetime import date

from .explain import Explained
from .profiles import Profile

Month = tuple[int, int]  # (year, month)


def renewal_month(profile: Profile, on: date) -> Explained[Month] | None:
    """The profile's renewal month on or after `on`'s month, or None when the profile sells
    next year's license from no day of its own (a calendar year sold from January 1 only)."""
    start = profile.readings.next_year_sales_from
    if start is None:
        return None
    month = start[0]
    year = on.year if on.month <= month else on.year + 1
    first = date(year, *start)
    return Explained((year, month), "T-3A", {"sales_from": first}, (
        "yearly licenses run the calendar year",
        f"next year's licenses are sold from {first:%B} {first.day}, {first.year} "
        f"({profile.readings.next_year_sales_source}): the renewal reminders go out in {first:%B}"))


def letters_month(profile: Profile, kind: str, on: date, next_due: Month | None) -> Explained[Month]:
    """The month the batch opens on: the renewal month for renewal reminders where the profile
    gives one; otherwise `next_due` (the next month with anyone due, read by the caller), or
    next month when nobody is due in the year ahead."""
    if kind == "renewal":
        found = renewal_month(profile, on)
        if found is not None:
            return found
    rule = "T-3A" if kind == "renewal" else "T-3B"
    if next_due is not None:
        when = date(next_due[0], next_due[1], 1)
        return Explained(next_due, rule, {"month": when},
                         (f"{when:%B %Y} is the next month with anyone due this letter",))
    nxt = date(on.year + on.month // 12, on.month % 12 + 1, 1)
    return Explained((nxt.year, nxt.month), rule, {"month": nxt},
                     ("nobody is due this letter in the year ahead; next month is shown",))
