"""The imports of a jurisdiction that can still be undone, newest first (for the import window)."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from ..persistence.models.imports import ImportRun


@dataclass(frozen=True)
class RunLine:
    run_id: int
    file_name: str
    imported_at: datetime
    imported_by: str
    rows: int

    def text(self) -> str:
        return (f"{self.imported_at:%m/%d/%Y %H:%M}  {self.file_name or '(no file name)'}: "
                f"{self.rows} rows, by {self.imported_by}")


def undoable_runs(jurisdiction_id: int, limit: int = 50) -> list[RunLine]:
    """The jurisdiction's import runs not voided, newest first."""
    q = (ImportRun.select().where((ImportRun.jurisdiction == jurisdiction_id) & ImportRun.voided_at.is_null())
         .order_by(ImportRun.id.desc()).limit(limit))
    return [RunLine(r.id, r.file_name, r.created_at, r.imported_by, r.rows) for r in q]
