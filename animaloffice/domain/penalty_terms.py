"""What a violation leads to, from the profile's ``[administrative_penalty]`` table.

Neither shipped ordinance creates a general administrative penalty: Tracy's § 8.30 makes each
violation a misdemeanor (Subd. 8(A)), and Worthington's chapter 90 text on file has one
penalty only, the at-large ladder of 90.05(C). So a violation outside that ladder is either
referred for prosecution (a citation form the office hands to the prosecutor; no fine is collected
by the office) or refused, as the profile says. A city that adopted an administrative-penalty
schedule turns ``schedule`` on, naming the ordinance or resolution that adopted it and its date;
the profile will not load a schedule without both. A profile stored before this table reads as
no schedule, violations referred for prosecution.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

from .errors import ProfileError

OTHERWISE = ("prosecution", "refuse")


@dataclass(frozen=True)
class PenaltyTerms:
    schedule: bool = False  # an administrative-penalty schedule adopted by the city
    adopted_by: str = ""  # the ordinance or resolution that adopted it ("Resolution 2026-14")
    adopted_on: date | None = None
    otherwise: str = "prosecution"  # a violation outside any penalty: referred, or refused
    otherwise_source: str = ""  # the section that makes it so (Tracy: § 8.30, subd. 8(A))

    def adopted_text(self) -> str:
        return f"{self.adopted_by} of {self.adopted_on:%B} {self.adopted_on.day}, {self.adopted_on.year}" \
            if self.schedule and self.adopted_on else ""


def read_penalty_terms(table: dict[str, Any], source: str, fees: dict[str, Any]) -> PenaltyTerms:
    """The ``[administrative_penalty]`` table, checked (``fees``: the profile's fee codes)."""
    if not table:
        return PenaltyTerms()
    if not isinstance(table, dict):
        raise ProfileError(source, "administrative_penalty", "must be a table")
    known = {"schedule", "adopted_by", "adopted_on", "otherwise", "otherwise_source"}
    for key in table:
        if key not in known:
            raise ProfileError(source, f"administrative_penalty.{key}", "unknown key")
    schedule = table.get("schedule", False)
    if not isinstance(schedule, bool):
        raise ProfileError(source, "administrative_penalty.schedule", "must be true or false")
    adopted_by = table.get("adopted_by", "")
    if not isinstance(adopted_by, str):
        raise ProfileError(source, "administrative_penalty.adopted_by", "must be a string")
    adopted_on = table.get("adopted_on")
    if adopted_on is not None and (not isinstance(adopted_on, date) or hasattr(adopted_on, "hour")):
        raise ProfileError(source, "administrative_penalty.adopted_on", "must be a date like 2026-01-01")
    if schedule:
        if not adopted_by.strip():
            raise ProfileError(source, "administrative_penalty.adopted_by",
                               "a schedule needs the ordinance or resolution that adopted it")
        if adopted_on is None:
            raise ProfileError(source, "administrative_penalty.adopted_on",
                               "a schedule needs the date it was adopted")
        if "citation" not in fees:
            raise ProfileError(source, "fees.citation", "a schedule needs its amount (fees.citation)")
    otherwise = table.get("otherwise", "prosecution")
    if otherwise not in OTHERWISE:
        raise ProfileError(source, "administrative_penalty.otherwise", f"must be {' or '.join(OTHERWISE)}")
    otherwise_source = table.get("otherwise_source", "")
    if not isinstance(otherwise_source, str):
        raise ProfileError(source, "administrative_penalty.otherwise_source", "must be a string")
    return PenaltyTerms(schedule, adopted_by.strip(), adopted_on, otherwise, otherwise_source)
