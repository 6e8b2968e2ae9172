"""How the ordinances' periods are counted, one way everywhere (RULES.md, Counting conventions).

- A deadline to act (MN-645.15): start + N days; a last day on a weekend or
  legal holiday moves to the next day that is none of them.
- A count of business days: from the day after the start, the N-th business day.
- A count of calendar days: start + N.
- A rolling 12 months: events after the same date a year earlier, up to and
  including the day in question (from Feb 29, a year earlier is Feb 28).
- A bar lifts on start + period, the first day the act is allowed again.
- An animal is N months old on the same day of the month N months after its
  birth, or that month's last day where the day does not exist.

Each function returns an ``Explained`` value whose steps say how the date was
reached, in the words a clerk can read out at the counter.
"""
from __future__ import annotations

import calendar as _cal
from collections.abc import Iterable
from datetime import date, timedelta

from .calendar import BusinessCalendar
from .explain import Explained, fmt_date


def add_months(day: date, months: int) -> date:
    """The same day of the month `months` later, or that month's last day."""
    index = day.year * 12 + (day.month - 1) + months
    year, month = divmod(index, 12)
    month += 1
    if day.day < 29:  # every month has it (most dates: no calendar look-up)
        return date(year, month, day.day)
    last = _cal.monthrange(year, month)[1]
    return date(year, month, min(day.day, last))


def add_years(day: date, years: int) -> date:
    """The same date `years` later; Feb 29 becomes Feb 28 in a common year."""
    return add_months(day, 12 * years)


def one_year_earlier(day: date) -> date:
    return add_months(day, -12)


def in_rolling_12_months(event: date, day: date) -> bool:
    """Is `event` within the 12 months ending on `day` (after a year earlier, up to day)?"""
    return one_year_earlier(day) < event <= day


def count_in_rolling_12_months(events: Iterable[date], day: date) -> int:
    return sum(1 for e in events if in_rolling_12_months(e, day))


def months_old(birth: date, on: date) -> int:
    """Completed months of age on `on` (an animal is N months old on its N-month day)."""
    if on < birth:
        return -1
    months = (on.year - birth.year) * 12 + (on.month - birth.month)
    # the month's anniversary not yet reached (a later day of the month, or clipped to its end): one less
    return months - 1 if add_months(birth, months) > on else months


def deadline_to_act(start: date, days: int, calendar: BusinessCalendar, *, rule_id: str,
                    what: str = "the deadline", start_label: str = "the notice was sent") -> Explained[date]:
    """MN-645.15: exclude the first day, include the last; roll off weekends and holidays."""
    last = start + timedelta(days=days)
    steps = [f"{start_label.capitalize()} on {fmt_date(start)}",
             f"{days} days after that is {fmt_date(last)}"]
    parts: list[tuple[str, dict[str, object]]] = [("act_start", {"start_label": start_label, "start": start}),
                                     ("act_days", {"days": days, "end": last})]
    while (reason := _act_closed_reason(calendar, last)) is not None:
        steps.append(f"{fmt_date(last)} is {reason}, so the last day moves to the next day")
        parts.append(("act_moved", {"day": last, "reason": _act_closed_kind(calendar, last)}))
        last += timedelta(days=1)
    moved = last != start + timedelta(days=days)
    steps.append(f"so {what} is {fmt_date(last)}" + (" (MN-645.15)" if moved else ""))
    parts.append(("act_end", {"what": what, "end": last}))
    return Explained(last, rule_id, {"start": start, "days": days}, tuple(steps), tuple(parts))


def _act_closed_kind(calendar: BusinessCalendar, day: date) -> tuple[str, str]:
    if day.weekday() in (5, 6):
        return ("saturday" if day.weekday() == 5 else "sunday", "")
    return "holiday", calendar.holiday_name(day) or ""


def _act_closed_reason(calendar: BusinessCalendar, day: date) -> str | None:
    """MN-645.15 moves a last day only off a Saturday, Sunday or legal holiday."""
    if day.weekday() == 5:
        return "a Saturday"
    if day.weekday() == 6:
        return "a Sunday"
    name = calendar.holiday_name(day)
    return f"{name}, a legal holiday" if name else None


def add_business_days(start: date, count: int, calendar: BusinessCalendar, *, rule_id: str,
                      what: str = "the date", start_label: str = "the start") -> Explained[date]:
    """The `count`-th business day after `start` (the start itself is day 0)."""
    day, counted, skipped, kinds = start, 0, [], []
    while counted < count:
        day += timedelta(days=1)
        reason = calendar.closed_reason(day)
        if reason is None:
            counted += 1
        elif day.weekday() < 5:
            skipped.append(f"{fmt_date(day)} ({reason})")
            kinds.append((day, calendar.closed_kind(day)))
    steps = [f"{start_label.capitalize()} is {fmt_date(start)} (day 0)"]
    parts: list[tuple[str, dict[str, object]]] = [("business_start", {"start_label": start_label, "start": start})]
    if skipped:
        steps.append("not counted: " + "; ".join(skipped))
        parts.append(("not_counted", {"days": kinds}))
    steps.append(f"the {_ordinal(count)} business day after it is {fmt_date(day)}, {what}")
    parts.append(("business_end", {"count": count, "end": day, "what": what}))
    return Explained(day, rule_id, {"start": start, "business_days": count}, tuple(steps), tuple(parts))


def add_calendar_days(start: date, days: int, *, rule_id: str, what: str = "the date",
                      start_label: str = "the start") -> Explained[date]:
    day = start + timedelta(days=days)
    steps = (f"{start_label.capitalize()} is {fmt_date(start)} (day 0)",
             f"{days} calendar days after it is {fmt_date(day)}, {what}")
    parts = (("calendar_start", {"start_label": start_label, "start": start}),
             ("calendar_end", {"days": days, "end": day, "what": what}))
    return Explained(day, rule_id, {"start": start, "calendar_days": days}, steps, parts)


def bar_lifts(start: date, *, rule_id: str, days: int = 0, months: int = 0,
              what: str = "the bar", start_label: str = "the start") -> Explained[date]:
    """A bar lifts on start + period: the first day the act is allowed again."""
    lifts = add_months(start, months) + timedelta(days=days)
    period = " and ".join(p for p in (_count(months, "month"), _count(days, "day")) if p)
    steps = (f"{start_label.capitalize()} on {fmt_date(start)}",
             f"{what} lasts {period}, so it lifts on {fmt_date(lifts)}, the first day allowed again")
    return Explained(lifts, rule_id, {"start": start, "days": days, "months": months}, steps)


def _count(n: int, unit: str) -> str:
    """'1 month', '12 months'; nothing for none."""
    return f"{n} {unit}{'s' if n != 1 else ''}" if n else ""


def _ordinal(n: int) -> str:
    suffix = "th" if n % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
