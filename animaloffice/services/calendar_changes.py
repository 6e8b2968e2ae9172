"""Closures and holiday options (MN-645.44, MN-346.47): an administrator's changes to a city's
business-day calendar, each with its reason and the audit trail.

- A closure: a day the office and its facility are closed (weather, an emergency). It is not a
  business day: a hold's 5 business days (MN-346.47, T-6C) and a notice's business days (T-6D3)
  skip it. A "within N days" deadline (MN-645.15) moves only off a weekend or a legal holiday, so a
  closure does not move it.
- A holiday option: whether the city observes the October holiday or the Friday after
  Thanksgiving, from a date on. Days before it keep the option as it was.
- A closure recorded in error is voided with the reason (the office was open after all).

Each change recomputes, in the same transaction, the holds and deadlines still open that count
over the changed days (``calendar_recompute``): a later day is written with the change explained;
a day already given is never made earlier.
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date, timedelta

from ..domain import validate
from ..domain.calendar import OPTION_WORDS, OPTIONS
from ..domain.errors import ValidationError
from ..domain.explain import fmt_date, fmt_short
from ..domain.roles import Actor
from ..persistence import profiles
from ..persistence.db import transaction
from ..persistence.fetch import fetch
from ..persistence.models.office import CalendarChange
from ..persistence.profiles import profile_for
from . import audit
from .calendar_recompute import Recomputed, recompute
from .common import lock_counter, void

MAX_CLOSURE_DAYS = 31  # one closure of more days is a typing slip more often than a season


@dataclass(frozen=True)
class CalendarResult:
    change_ids: tuple[int, ...]
    text: str  # what changed, in words
    recomputed: tuple[Recomputed, ...]


@contextmanager
def _changing(jurisdiction_id: int):
    """One transaction; if it is rolled back, the city's profile is read afresh next time (the cached
    one may hold the change that was not saved)."""
    try:
        with transaction():
            yield
    except BaseException:
        profiles.forget(jurisdiction_id)
        raise


def _reason(reason) -> str:
    return validate.text("reason", reason, max_len=500, required=True, multiline=True)


def record_closure(actor: Actor, jurisdiction_id: int, *, day: date, reason: str,
                   through: date | None = None) -> CalendarResult:
    """Record that the office and its facility are closed on `day` (to `through`, if given): each
    weekday that would have been a business day becomes a closed day with the reason."""
    actor.require("office_settings")
    profile_for(jurisdiction_id)  # refuses, by its field, an id that is no city's
    day = validate.day("day", day)
    through = validate.day("through", through, required=False) or day
    reason = _reason(reason)
    if through < day:
        raise ValidationError("through", f"is before the first closed day ({fmt_short(day)})")
    if (through - day).days >= MAX_CLOSURE_DAYS:
        raise ValidationError("through", f"a closure of more than {MAX_CLOSURE_DAYS} days is recorded in parts")
    with _changing(jurisdiction_id):
        lock_counter(f"calendar:{jurisdiction_id}")
        old = profile_for(jurisdiction_id)
        days = [day + timedelta(days=i) for i in range((through - day).days + 1)]
        open_days = [d for d in days if old.calendar.is_business_day(d)]
        if not open_days:
            why = old.calendar.closed_reason(day)
            raise ValidationError("day", f"{fmt_date(day)} is already not a business day ({why})" if day == through
                                  else "every day of it is already not a business day")
        ids = []
        for d in open_days:
            row = CalendarChange.create(jurisdiction=jurisdiction_id, kind="closure", day=d, reason=reason,
                                        recorded_by=actor.username)
            audit.record(actor, "calendar.closure", row, note=f"{fmt_date(d)}: {reason}")
            ids.append(row.id)
        text = (f"closure of {fmt_date(day)}" if len(open_days) == 1 else
                f"closure of {len(open_days)} days from {fmt_date(open_days[0])} to {fmt_date(open_days[-1])}")
        text += f" recorded by {actor.username}: {reason}"
        moved = recompute(actor, jurisdiction_id, old, profile_for(jurisdiction_id), open_days[0], text)
    return CalendarResult(tuple(ids), text, tuple(moved))


def reopen(actor: Actor, change_id: int, *, reason: str) -> CalendarResult:
    """Void a closure recorded in error (the office was open after all), with the reason. A hold or
    deadline it made later keeps its day: a day already given is not taken back."""
    actor.require("office_settings")
    reason = _reason(reason)
    row = fetch(CalendarChange, change_id, "change_id")
    with _changing(row.jurisdiction_id):
        row = fetch(CalendarChange, change_id, "change_id")
        if row.kind != "closure":
            raise ValidationError("change_id", "a holiday option is changed from a date, not voided; "
                                  "set it again from the day it should change")
        lock_counter(f"calendar:{row.jurisdiction_id}")
        old = profile_for(row.jurisdiction_id)
        void(actor, row, reason, action="calendar.reopen")
        text = f"closure of {fmt_date(row.day)} voided by {actor.username}: {reason}"
        moved = recompute(actor, row.jurisdiction_id, old, profile_for(row.jurisdiction_id), row.day, text)
    return CalendarResult((row.id,), text, tuple(moved))


def set_holiday_option(actor: Actor, jurisdiction_id: int, *, option: str, observed: bool, effective_from: date,
                       reason: str) -> CalendarResult:
    """The city observes (or no longer observes) a holiday it may choose, from `effective_from` on
    (MN-645.44). Days before it keep the option as it was."""
    actor.require("office_settings")
    profile_for(jurisdiction_id)  # refuses, by its field, an id that is no city's
    option = validate.choice("option", option, OPTIONS)
    observed = validate.boolean("observed", observed)
    effective_from = validate.day("effective_from", effective_from)
    reason = _reason(reason)
    with _changing(jurisdiction_id):
        lock_counter(f"calendar:{jurisdiction_id}")
        old = profile_for(jurisdiction_id)
        if old.calendar.option_on(option, effective_from) == observed:
            raise ValidationError("observed", f"the {old.name} already {'observes' if observed else 'does not observe'} "
                                  f"{OPTION_WORDS[option]} on {fmt_short(effective_from)}")
        row = CalendarChange.create(jurisdiction=jurisdiction_id, kind="holiday_option", day=effective_from,
                                    option=option, observed=observed, reason=reason, recorded_by=actor.username)
        text = (f"{OPTION_WORDS[option]} {'observed' if observed else 'no longer observed'} from "
                f"{fmt_date(effective_from)}, set by {actor.username}: {reason}")
        audit.record(actor, "calendar.holiday_option", row, note=text)
        moved = recompute(actor, jurisdiction_id, old, profile_for(jurisdiction_id), effective_from, text)
    return CalendarResult((row.id,), text, tuple(moved))
