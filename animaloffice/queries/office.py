"""The read side of the office settings: fees and periods by effective date, per jurisdiction."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from ..domain.explain import fmt_short
from ..domain.money import fmt_cents
from ..services.jurisdictions import profile_for


@dataclass(frozen=True)
class DatedValue:
    start: date
    value: int
    note: str


@dataclass(frozen=True)
class DatedSetting:
    """A fee or period: the value in force on the day asked, those set for later, and all of them."""

    kind: str  # "fee" | "period"
    key: str
    unit: str  # "cents", "days", "business days", "months", "years", "lb", "count"
    current: DatedValue | None
    upcoming: tuple[DatedValue, ...]
    history: tuple[DatedValue, ...]

    def show(self, value: int) -> str:
        return format_value(self.unit, value)


def unit_of(kind: str, key: str) -> str:
    if kind == "fee":
        return "cents"
    for suffix, unit in (("_business_days", "business days"), ("_days", "days"), ("_months", "months"),
                         ("_years", "years"), ("_lb", "lb")):
        if key.endswith(suffix):
            return unit
    return "count"


def format_value(unit: str, value: int) -> str:
    if unit == "cents":
        return fmt_cents(value)
    if unit == "count":
        return str(value)
    return f"{value} {unit}"


def dated_settings(jurisdiction_id: int, on: date | None = None) -> list[DatedSetting]:
    """Every fee, then every period, of the jurisdiction's profile with the office's changes."""
    on = on or date.today()
    profile = profile_for(jurisdiction_id)
    out = []
    for kind, table in (("fee", profile.fees), ("period", profile.periods)):
        for key in sorted(table):
            entries = tuple(DatedValue(e.start, e.value, e.note) for e in table[key])
            current = None
            for e in entries:
                if e.start <= on:
                    current = e
            upcoming = tuple(e for e in entries if e.start > on)
            out.append(DatedSetting(kind, key, unit_of(kind, key), current, upcoming, entries))
    return out


def describe_upcoming(setting: DatedSetting) -> str:
    """'$20.00 from Jan 1, 2027' for each value set for a later date."""
    return "; ".join(f"{setting.show(e.value)} from {fmt_short(e.start)}" for e in setting.upcoming)
