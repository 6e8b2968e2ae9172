"""Where each fee comes from: the ordinance section, or the resolution (number and date), that sets
the amount, or "unconfirmed" (issue 25, point 3).

The given ordinance texts state few amounts (Worthington's at-large penalties, 90.05(C); its $10
transfer fee, 90.10(F); no fee for a government shelter, 90.10(B)); every other shipped amount is a
starting value the office has not confirmed. An unconfirmed fee is charged as set, but nothing
printed says it was set by resolution or by the Council, and Settings lists it as a set-up warning
until an administrator confirms it with its source. An office's own dated value is confirmed by
the source written with it (``ProfileSetting.note``).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING, Any, NoReturn

if TYPE_CHECKING:
    from .profiles import Dated, Profile

UNCONFIRMED = "unconfirmed"


def read_fee_source(entry: dict[str, Any], where: str, fail: Callable[[str, str], NoReturn]) -> str:
    """The ``source`` of one dated fee value ("" when unconfirmed or not given)."""
    value = entry.get("source", UNCONFIRMED)
    if not isinstance(value, str):
        fail(f"{where}.source", f'must be the section or resolution that sets it, or "{UNCONFIRMED}"')
    value = value.strip()
    return "" if value.lower() == UNCONFIRMED else value


@dataclass(frozen=True)
class UnconfirmedFee:
    code: str
    start: date
    value: int


def in_force_or_next(entries: tuple[Dated, ...], on: date) -> Dated | None:
    """The value in force on `on` (the latest start on or before it), else the first to come."""
    return next((e for e in reversed(entries) if e.start <= on), entries[0] if entries else None)


def unconfirmed_fees(profile: Profile, on: date) -> list[UnconfirmedFee]:
    """The fees whose value in force on `on` (or the first, when none is yet), or a value set for
    later, has no source, in code order."""
    out = []
    for code in sorted(profile.fees):
        entries = profile.fees[code]
        current = in_force_or_next(entries, on)
        # the value in force (or the first to come) and every one after it, in date order
        for e in entries[entries.index(current):] if current else ():
            if not e.source:
                out.append(UnconfirmedFee(code, e.start, e.value))
    return out
