"""Record numbers: one place for every numbered record (licenses, permits, receipts, impounds...).

A number is the city's prefix, the kind's mark, the year and the next value of the kind's counter:
``TRA-2026-000123``, ``TRA-P2026-00004``, ``WOR-IMP-2026-0012``. The prefix is the first three
letters of the city's code, upper case, unless a city added before it already has those three
letters (St. James and St. Joseph): then it is the whole code, and, should even that be taken, the
code with the city's record id. A city's prefix depends only on the cities added before it, so it
never changes once the city has numbered something; numbers stay unique whatever the codes.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..persistence.models.office import Jurisdiction
from .common import next_number


@dataclass(frozen=True)
class Numbering:
    counter: str  # the counter's name; {jid}, {code} and {year} are filled in
    shape: str  # the number; {prefix}, {year} and {n} are filled in


# The counters' names are those the records were first numbered with: renaming one would start a
# kind's numbers again at 1 and repeat numbers already given.
KINDS = {
    "license": Numbering("license:{jid}:{year}", "{prefix}-{year}-{n:06d}"),
    "permit": Numbering("permit:{jid}:{year}", "{prefix}-P{year}-{n:05d}"),
    "permit_application": Numbering("permit_application:{jid}:{year}", "{prefix}-PA{year}-{n:05d}"),
    "receipt": Numbering("receipt:{jid}:{year}", "{prefix}-R{year}-{n:06d}"),
    "citation": Numbering("citation:{jid}:{year}", "{prefix}-C{year}-{n:05d}"),
    "impound": Numbering("impound:{code}:{year}", "{prefix}-IMP-{year}-{n:04d}"),
    "call": Numbering("call:{code}:{year}", "{prefix}-CALL-{year}-{n:04d}"),
    "bite": Numbering("bite:{code}:{year}", "{prefix}-BITE-{year}-{n:04d}"),
    "rabies_report": Numbering("rabies_report:{code}:{year}", "{prefix}-RAB-{year}-{n:04d}"),
}


def prefixes(cities: Iterable[tuple[int, str]]) -> dict[int, str]:
    """Each city's prefix, from every city's (record id, code), taken in the order they were added."""
    out: dict[int, str] = {}
    taken: set[str] = set()
    for jid, code in sorted(cities):
        for candidate in (code[:3].upper(), code.upper(), f"{code.upper()}{jid}"):
            if candidate not in taken:
                break
        taken.add(candidate)
        out[jid] = candidate
    return out


def _cities_to(jurisdiction_id: int) -> list[tuple[int, str]]:
    rows = Jurisdiction.select(Jurisdiction.id, Jurisdiction.code).where(Jurisdiction.id <= jurisdiction_id)
    return list(rows.tuples())


def prefix(jurisdiction_id: int) -> str:
    """The city's prefix (one small read of the cities added up to it: a few rows)."""
    return prefixes(_cities_to(jurisdiction_id))[jurisdiction_id]


def shape(kind: str, jurisdiction_id: int, year: int, n: int) -> str:
    """The number a record of this kind gets as the counter's `n`-th of the year (no counter used)."""
    return KINDS[kind].shape.format(prefix=prefix(jurisdiction_id), year=year, n=n)


def next_record_number(kind: str, jurisdiction_id: int, year: int) -> str:
    """The next number of this kind for the city and year; call inside the writing transaction."""
    numbering = KINDS[kind]
    cities = _cities_to(jurisdiction_id)
    code = dict(cities)[jurisdiction_id]
    n = next_number(numbering.counter.format(jid=jurisdiction_id, code=code, year=year))
    return numbering.shape.format(prefix=prefixes(cities)[jurisdiction_id], year=year, n=n)
