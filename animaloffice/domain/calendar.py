"""Minnesota legal holidays and the office's business-day calendar (MN-645.44).

Holidays are computed for the year asked, as the law stood that year, so a
2022 deadline recomputes with 2022's holidays: Juneteenth is a holiday from
2023 on, and the October holiday is Columbus Day before 2023 and Indigenous
Peoples Day from 2023. A fixed-date holiday on a Sunday is observed the
Monday after, on a Saturday the Friday before.

A city may choose to observe the Friday after Thanksgiving and may decline
the October holiday; an office may close on other days (weather, inventory)
and a holding facility may be closed to the public on some weekdays
(MN-346.47 counts only days the facility is open). Those are options of the
calendar, taken from the jurisdiction's profile. A city that changes an option
does so from a date (``option_changes``): a day before it keeps the option as
it was, so a deadline counted then recomputes as it was counted.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, timedelta
from functools import lru_cache

JUNETEENTH_FROM = 2023
INDIGENOUS_PEOPLES_DAY_FROM = 2023


def nth_weekday(year: int, month: int, weekday: int, n: int) -> date:
    """The n-th given weekday (Mon=0) of a month; n=-1 for the last one."""
    if n > 0:  # pragma: no mutate: n is 1 to 5, or -1 for the last; never 0
        first = date(year, month, 1)
        offset = (weekday - first.weekday()) % 7
        return first + timedelta(days=offset + 7 * (n - 1))
    nxt = date(year + (month == 12), month % 12 + 1, 1)
    last = nxt - timedelta(days=1)
    return last - timedelta(days=(last.weekday() - weekday) % 7)


def observed(day: date) -> date:
    """Saturday -> Friday before, Sunday -> Monday after (MN-645.44 subd. 5)."""
    if day.weekday() == 5:
        return day - timedelta(days=1)
    if day.weekday() == 6:
        return day + timedelta(days=1)
    return day


@lru_cache(maxsize=256)
def _holidays(year: int, october: bool, friday_after_thanksgiving: bool) -> tuple[tuple[date, str], ...]:
    days: list[tuple[date, str]] = []

    def fixed(month: int, dom: int, name: str) -> None:
        actual = date(year, month, dom)
        obs = observed(actual)
        days.append((obs, name if obs == actual else f"{name} (observed)"))

    fixed(1, 1, "New Year's Day")
    days.append((nth_weekday(year, 1, 0, 3), "Martin Luther King Jr. Day"))
    days.append((nth_weekday(year, 2, 0, 3), "Washington's and Lincoln's Birthday"))
    days.append((nth_weekday(year, 5, 0, -1), "Memorial Day"))
    if year >= JUNETEENTH_FROM:
        fixed(6, 19, "Juneteenth")
    fixed(7, 4, "Independence Day")
    days.append((nth_weekday(year, 9, 0, 1), "Labor Day"))
    if october:
        name = "Indigenous Peoples Day" if year >= INDIGENOUS_PEOPLES_DAY_FROM else "Columbus Day"
        days.append((nth_weekday(year, 10, 0, 2), name))
    fixed(11, 11, "Veterans Day")
    thanksgiving = nth_weekday(year, 11, 3, 4)
    days.append((thanksgiving, "Thanksgiving Day"))
    if friday_after_thanksgiving:
        days.append((thanksgiving + timedelta(days=1), "Friday after Thanksgiving"))
    fixed(12, 25, "Christmas Day")
    # New Year's Day of next year observed on Friday Dec 31 of this year.
    if date(year + 1, 1, 1).weekday() == 5:
        days.append((date(year, 12, 31), "New Year's Day (observed)"))
    return tuple(sorted(days))


OPTIONS = ("october_holiday", "friday_after_thanksgiving")  # the holidays a city may choose (MN-645.44)


def optional_days(year: int) -> dict[str, date]:
    """The day each holiday a city may choose falls on in `year`."""
    return {"october_holiday": nth_weekday(year, 10, 0, 2),
            "friday_after_thanksgiving": nth_weekday(year, 11, 3, 4) + timedelta(days=1)}


def minnesota_holidays(year: int, *, october_holiday: bool = True,
                       friday_after_thanksgiving: bool = False) -> dict[date, str]:
    """The legal holidays observed in a calendar year, by date (MN-645.44)."""
    # Jan 1 on a Saturday is observed Dec 31 of the year before: _holidays(year)
    # lists that day under the year it falls in, so keep only this year's dates.
    return {d: n for d, n in _holidays(year, october_holiday, friday_after_thanksgiving) if d.year == year}


@dataclass(frozen=True)
class BusinessCalendar:
    """Business days: not a weekend, not a legal holiday, not a closure.

    ``open_weekdays`` lists the weekdays (Mon=0) the office or facility is
    open; ``closures`` maps extra closed dates to a reason; ``option_changes``
    holds (from, option, observed) for a holiday option changed from a date.
    """

    october_holiday: bool = True
    friday_after_thanksgiving: bool = False
    open_weekdays: frozenset[int] = frozenset({0, 1, 2, 3, 4})
    closures: dict[date, str] = field(default_factory=dict)
    option_changes: tuple[tuple[date, str, bool], ...] = ()

    def __hash__(self) -> int:
        return hash((self.october_holiday, self.friday_after_thanksgiving, self.open_weekdays,
                     tuple(sorted(self.closures.items())), self.option_changes))

    def option_on(self, option: str, day: date) -> bool:
        """Whether the city observes a holiday option on `day`: the latest change from on or before
        it, else the profile's own setting."""
        observed = bool(getattr(self, option))
        for start, name, value in sorted(self.option_changes):
            if name == option and start <= day:
                observed = value
        return observed

    def holidays(self, year: int) -> dict[date, str]:
        if not self.option_changes:
            return minnesota_holidays(year, october_holiday=self.october_holiday,
                                      friday_after_thanksgiving=self.friday_after_thanksgiving)
        days = minnesota_holidays(year, friday_after_thanksgiving=True,
                                  october_holiday=True)  # pragma: no mutate: True is its default
        for option, day in optional_days(year).items():
            if not self.option_on(option, day):
                del days[day]  # both options were taken: the day is there
        return days

    def holiday_name(self, day: date) -> str | None:
        return self.holidays(day.year).get(day)

    def is_holiday(self, day: date) -> bool:
        return day in self.holidays(day.year)

    def closed_kind(self, day: date) -> tuple[str, str] | None:
        """Why a day is not a business day as (kind, detail), for a letter in another language:
        ("saturday", ""), ("sunday", ""), ("holiday", its name), ("closure", the office's reason),
        ("facility", the weekday number); None for a business day."""
        if day.weekday() in (5, 6):
            return ("saturday" if day.weekday() == 5 else "sunday", "")
        name = self.holiday_name(day)
        if name:
            return "holiday", name
        if day in self.closures:
            return "closure", self.closures[day]
        if day.weekday() not in self.open_weekdays:
            return "facility", str(day.weekday())
        return None

    def closed_reason(self, day: date) -> str | None:
        """Why a day is not a business day, or None if it is one."""
        if day.weekday() == 5:
            return "a Saturday"
        if day.weekday() == 6:
            return "a Sunday"
        name = self.holiday_name(day)
        if name:
            return f"{name}, a legal holiday"
        if day in self.closures:
            return f"a day the office is closed ({self.closures[day]})"
        if day.weekday() not in self.open_weekdays:
            return f"a {day:%A}, when the facility is closed"
        return None

    def is_business_day(self, day: date) -> bool:
        return self.closed_reason(day) is None

    def for_facility(self, open_weekdays: frozenset[int] | None, closures: dict[date, str] | None = None
                     ) -> BusinessCalendar:
        """The same holidays with a holding facility's own open days and closures."""
        return BusinessCalendar(
            october_holiday=self.october_holiday,
            friday_after_thanksgiving=self.friday_after_thanksgiving,
            open_weekdays=open_weekdays if open_weekdays is not None else self.open_weekdays,
            closures={**self.closures, **(closures or {})},
            option_changes=self.option_changes,
        )

    def with_changes(self, closures: dict[date, str], option_changes: tuple[tuple[date, str, bool], ...]) -> BusinessCalendar:
        """The calendar with the office's recorded closures and dated holiday options laid over it."""
        return BusinessCalendar(october_holiday=self.october_holiday,
                                friday_after_thanksgiving=self.friday_after_thanksgiving,
                                open_weekdays=self.open_weekdays, closures={**self.closures, **closures},
                                option_changes=tuple(sorted((*self.option_changes, *option_changes))))


OPTION_WORDS = {"october_holiday": "the October holiday (Indigenous Peoples Day; Columbus Day before 2023)",
                "friday_after_thanksgiving": "the Friday after Thanksgiving"}
