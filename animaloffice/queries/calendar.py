"""The read side of a city's business-day calendar (MN-645.44, MN-346.47): the closures recorded and
the holiday options changed from a date, with who did it and why, and the options in force."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from ..domain.calendar import OPTION_WORDS, OPTIONS, optional_days
from ..domain.explain import fmt_date
from ..persistence.models.office import CalendarChange
from ..persistence.profiles import profile_for


@dataclass(frozen=True)
class CalendarEntry:
    id: int
    kind: str  # closure | holiday_option
    day: date
    what: str  # "Closed" | "the Friday after Thanksgiving observed from"
    reason: str
    recorded_by: str
    recorded_at: str
    void_reason: str  # a voided closure: why (the office was open after all)

    @property
    def voided(self) -> bool:
        return bool(self.void_reason)


def calendar_entries(jurisdiction_id: int) -> list[CalendarEntry]:
    """Every closure and option change of the city, the latest day first, voided ones too."""
    out = []
    for c in (CalendarChange.select().where(CalendarChange.jurisdiction == jurisdiction_id)
              .order_by(CalendarChange.day.desc(), CalendarChange.id.desc())):
        if c.kind == "closure":
            what = "Closed"
        else:
            what = f"{OPTION_WORDS.get(c.option, c.option)}: {'observed' if c.observed else 'not observed'} from"
        out.append(CalendarEntry(c.id, c.kind, c.day, what, c.reason, c.recorded_by,
                                 f"{c.created_at:%m/%d/%Y %H:%M}", c.void_reason or ""))
    return out


@dataclass(frozen=True)
class OptionState:
    option: str
    words: str
    observed: bool  # on the day this year's holiday falls
    day: date  # this year's day
    text: str  # "Friday November 27, 2026: observed"


def option_states(jurisdiction_id: int, year: int) -> list[OptionState]:
    """Each holiday a city may choose, and whether it observes it in `year` (as its day stands)."""
    calendar = profile_for(jurisdiction_id).calendar
    out = []
    for option in OPTIONS:
        day = optional_days(year)[option]
        observed = calendar.option_on(option, day)
        out.append(OptionState(option, OPTION_WORDS[option], observed, day,
                               f"{fmt_date(day)}: {'observed' if observed else 'a business day'}"))
    return out
