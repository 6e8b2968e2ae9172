"""A report's table as the window shows it and the PDF and CSV files carry it: columns and rows."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any


@dataclass(frozen=True)
class Column:
    key: str
    title: str
    kind: str = "text"  # text | date | cents | number


@dataclass
class ReportResult:
    title: str
    subtitle: str
    columns: tuple[Column, ...]
    rows: list[tuple[Any, ...]]  # (record id, value per column)
    totals: tuple[Any, ...] | None = None  # values only (no id), one per column
    notes: list[str] = field(default_factory=list)
    record_kind: str = ""  # what the row ids are (owner, license, impound, notice, permit...)
    personal: bool = False  # names or addresses of people: exports are logged
    landscape: bool = True
    generated_at: datetime = field(default_factory=lambda: datetime.now().replace(microsecond=0))

    def values(self) -> list[tuple[Any, ...]]:
        return [r[1:] for r in self.rows]
