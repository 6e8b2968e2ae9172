"""What every report is: parameters in; a title, columns, rows, totals and notes out.

A report's rows feed the table on screen, the PDF (``documents/report_table``)
and the CSV export alike, so the three always agree. The first value of each
row is the id of the record the row is about (or None); the columns describe
the values after it.
"""
from __future__ import annotations

import csv
import io
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from ..domain.formula_cells import defuse
from ..domain.report_tables import ReportResult


@dataclass(frozen=True)
class Param:
    name: str
    label: str
    kind: str  # "date" | "month" | "days" | "jurisdiction"
    default: Any = None  # a value, or a callable giving one

    def default_value(self):
        return self.default() if callable(self.default) else self.default


@dataclass(frozen=True)
class ReportSpec:
    code: str
    title: str
    description: str
    params: tuple[Param, ...]
    run: Callable[..., ReportResult]
    rule_ids: tuple[str, ...] = ()
    # a long report made in parts: yields ReportPart as its rows are found, then the ReportResult
    parts: Callable[..., Iterator[ReportPart | ReportResult]] | None = None


@dataclass(frozen=True)
class ReportPart:
    """Rows of a report still being made, as they were found (the finished report may order them
    otherwise); ``done`` of ``total`` records gone through so far (``total`` 0: not known)."""
    head: ReportResult  # title, subtitle, columns and record kind, with no rows
    rows: list[tuple]
    done: int
    total: int


def last_of(pieces: Iterator[ReportPart | ReportResult]) -> ReportResult:
    """The finished report a report made in parts ends with."""
    piece = None
    for piece in pieces:  # noqa: B007 (the last one is the report)
        continue
    if not isinstance(piece, ReportResult):
        raise TypeError("a report made in parts must end with its ReportResult")
    return piece


def csv_value(value, kind: str) -> str:
    """How a value is written to CSV: ISO dates, dollars with two decimals, plain numbers."""
    if value is None:
        return ""
    if kind == "cents":
        cents = int(value)
        return f"{'-' if cents < 0 else ''}{abs(cents) // 100}.{abs(cents) % 100:02d}"
    if isinstance(value, (date, datetime)):
        return value.isoformat()
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def safe_cell(text: str) -> str:
    """A text cell a spreadsheet will not run as a formula (an owner named '=cmd|...')."""
    return defuse(text)


def write_csv(headers: list[str], rows, kinds: list[str] | None = None) -> str:
    """CSV text with a header row; values formatted by kind and made spreadsheet-safe."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow([defuse(h) for h in headers])
    kinds = kinds or ["text"] * len(headers)
    for row in rows:
        writer.writerow([safe_cell(csv_value(v, k)) for v, k in zip(row, kinds)])
    return out.getvalue()


def to_csv(result: ReportResult) -> str:
    kinds = [c.kind for c in result.columns]
    rows = result.values()
    if result.totals is not None:
        rows = rows + [tuple(result.totals)]
    return write_csv([c.title for c in result.columns], rows, kinds)
