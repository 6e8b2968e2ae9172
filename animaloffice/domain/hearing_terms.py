"""Who hears each kind of matter, under which rule, and how it is appealed: the profile's word.

Each profile holds a ``[hearings.<matter>]`` table for each kind of matter a
notice can be contested on (a permit denial, a revocation, an administrative
citation, a dangerous-dog declaration). Every entry names its source, and
where the ordinance names nothing the profile says ``"not stated"``: no body,
no rule and no appeal deadline is ever made up (Worthington chapter 90 as
given grants no hearing on a permit and names no body, so its profile states
none; see RULES.md, W-90.10H5). An office fills what its city adopted in
Settings; until then letters say how to ask the city for a hearing, without a
citation, and Settings shows the office what is missing.

``request_counts`` says which date makes a hearing request on time: the day
the city *received* it, or the day it was *mailed* (the postmark), for an
ordinance that gives the owner N days "to request" a hearing (T-4A, T-4C).
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

NOT_STATED = "not stated"
MATTERS = ("permit_denial", "permit_revocation", "citation", "dangerous_dog")
MATTER_WORDS = {"permit_denial": "a permit denial", "permit_revocation": "a permit revocation",
                "citation": "an administrative citation", "dangerous_dog": "a dangerous-dog declaration"}
COUNTS = ("received", "mailed")
TEXT_FIELDS = ("body", "source", "appeal", "appeal_source", "appeal_days_source", "request_counts_source")
_KIND_MATTER = {"denial": "permit_denial", "revocation": "permit_revocation", "citation": "citation",
                "dangerous_dog": "dangerous_dog"}


def matter_for(kind: str) -> str:
    """The matter a notice of this kind starts ('denial' -> 'permit_denial')."""
    return _KIND_MATTER.get(kind, kind)


@dataclass(frozen=True)
class HearingTerms:
    """One matter's hearing and appeal, as the profile (or the office, in Settings) states them.
    An empty text or a ``None`` number is "not stated"."""

    matter: str
    body: str = ""  # who hears it: "Police Commission", "Hearing Officer"
    source: str = ""  # the rule that gives the hearing, as printed
    appeal: str = ""  # the appeal route, in words
    appeal_source: str = ""
    appeal_days: int | None = None  # the days to appeal; None: the ordinance names none
    appeal_days_source: str = ""
    request_counts: str = "received"  # received | mailed: the date that makes a request on time
    request_counts_source: str = ""
    set_by: str = ""  # "" as shipped in the profile; else who filled it in Settings

    @property
    def hearing_stated(self) -> bool:
        """The profile names both the body that hears the matter and the rule that gives the hearing."""
        return bool(self.body and self.source)

    @property
    def appeal_stated(self) -> bool:
        return bool(self.appeal)

    def counts_mailed(self) -> bool:
        return self.request_counts == "mailed"

    def missing(self) -> list[str]:
        """What an administrator still has to fill in, in words (empty: nothing)."""
        out = []
        if not self.body:
            out.append("the body or officer that hears it")
        if not self.source:
            out.append("the rule that gives the hearing")
        if not self.appeal:
            out.append("the appeal route")
        return out

    def with_values(self, **values: Any) -> HearingTerms:
        return replace(self, **values)


def stated(value: object) -> str:
    """A profile's text value, '' when it says "not stated"."""
    if not isinstance(value, str):
        return ""
    value = value.strip()
    return "" if value.lower() == NOT_STATED else value


def terms_from_table(matter: str, table: Mapping[str, Any]) -> HearingTerms:
    """HearingTerms from a profile's ``[hearings.<matter>]`` table (already checked by the reader)."""
    days = table.get("appeal_days")
    return HearingTerms(
        matter=matter, body=stated(table.get("body")), source=stated(table.get("source")),
        appeal=stated(table.get("appeal")), appeal_source=stated(table.get("appeal_source")),
        appeal_days=days if isinstance(days, int) and not isinstance(days, bool) and days > 0 else None,
        appeal_days_source=stated(table.get("appeal_days_source")),
        request_counts=table.get("request_counts", "received"),
        request_counts_source=stated(table.get("request_counts_source")))


def table_problems(table: object) -> list[tuple[str, str]]:
    """(key, problem) for a malformed ``[hearings.<matter>]`` table (the profile reader reports them)."""
    if not isinstance(table, Mapping):
        return [("", "must be a table")]
    out = []
    known = set(TEXT_FIELDS) | {"appeal_days", "request_counts"}
    for key in table:
        if key not in known:
            out.append((key, "unknown key"))
    for key in TEXT_FIELDS:
        if key in table and not isinstance(table[key], str):
            out.append((key, f'must be text (or "{NOT_STATED}")'))
    days = table.get("appeal_days", NOT_STATED)
    if not (days == NOT_STATED or (isinstance(days, int) and not isinstance(days, bool) and days > 0)):
        out.append(("appeal_days", f'must be a number of days above 0, or "{NOT_STATED}"'))
    if table.get("request_counts", "received") not in COUNTS:
        out.append(("request_counts", "must be \"received\" or \"mailed\""))
    if isinstance(days, int) and not stated(table.get("appeal_days_source")):
        out.append(("appeal_days_source", "an appeal deadline needs its source"))
    for key, source in (("body", "source"), ("appeal", "appeal_source")):
        if stated(table.get(key)) and not stated(table.get(source)):
            out.append((source, f"a stated {key} needs its source"))
    return out
