"""The readings of the ordinance's open questions applied to dates: when a bar lifts, and which
12 months "any 12-month period" counts for the breeder class (W-90.01). Each explanation says the
reading is the office's (``[readings]`` of the profile, see ``profile_readings``)."""
from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta

from .deadlines import bar_lifts, one_year_earlier
from .explain import Explained, fmt_date, fmt_short
from .profiles import Profile


def bar_lift(profile: Profile, start: date, *, rule_id: str, days: int = 0, months: int = 0, what: str = "the bar",
             start_label: str = "the start",  # pragma: no mutate: bar_lifts capitalizes it, its case never shows
             ) -> Explained[date]:
    """The first day the act is allowed again after a bar of `days` or `months` from `start`, by
    the profile's reading of the day a bar lifts."""
    plain = bar_lifts(start, rule_id=rule_id, days=days, months=months, what=what, start_label=start_label)
    reading = profile.readings.reading("bar_lifts")
    if reading.value == "day_after_anniversary":
        lifts = plain.value + timedelta(days=1)
        steps = (plain.steps[0], f"{what} runs through {fmt_date(plain.value)}, so it lifts on "
                 f"{fmt_date(lifts)}: {reading.sentence()}")
        return replace(plain, value=lifts, inputs={**plain.inputs, "reading": reading.value}, steps=steps)
    return replace(plain, inputs={**plain.inputs, "reading": reading.value},
                   steps=plain.steps + (f"the day a bar lifts: {reading.sentence()}",))


def breeder_window_start(profile: Profile, on: date) -> date:
    """The day before the 12 months the breeder count covers, ending on `on`."""
    if profile.readings.reading("breeder_12_months").value == "calendar_year":
        return date(on.year - 1, 12, 31)
    return one_year_earlier(on)


def in_breeder_window(profile: Profile, event: date, on: date) -> bool:
    return breeder_window_start(profile, on) < event <= on


def breeder_window_words(profile: Profile, on: date) -> str:
    """'in the 12 months after May 1, 2025 up to May 1, 2026 (the office's reading ...)'."""
    reading = profile.readings.reading("breeder_12_months")
    if reading.value == "calendar_year":
        span = f"in {on.year} up to {fmt_short(on)}"
    else:
        span = f"in the 12 months after {fmt_short(one_year_earlier(on))} up to {fmt_short(on)}"
    return f"{span} (\"any 12-month period\" counted as {reading.sentence()})"
