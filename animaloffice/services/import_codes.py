"""The old program's codes of imported records (``ImportedRecord``): a person code, an animal
code or a license number of ASM3 found again in a later file links to the record the earlier
run made, and a clerk finds a license by its old number. A code of a voided run counts no more."""
from __future__ import annotations

from datetime import date

import peewee as pw

from ..domain.roles import Actor
from ..persistence.models.imports import ImportedRecord, ImportRun
from . import audit


def start_run(actor: Actor, jurisdiction_id: int, *, file_name: str, fmt: str, kind: str, rows: int) -> ImportRun:
    run = ImportRun.create(jurisdiction=jurisdiction_id, file_name=file_name[:255], format=fmt, kind=kind,
                           imported_by=actor.username, rows=rows)
    audit.record(actor, "import.run", run)
    return run


def find(jurisdiction_id: int, system: str, kind: str, code: str) -> int | None:
    """The record an earlier run (not voided) gave this code, if any."""
    if not code:
        return None
    return (ImportedRecord.select(ImportedRecord.record_id)
            .join(ImportRun)
            .where((ImportedRecord.jurisdiction == jurisdiction_id) & (ImportedRecord.system == system)
                   & (ImportedRecord.kind == kind) & (ImportedRecord.code == code) & ImportRun.voided_at.is_null())
            .order_by(ImportedRecord.id.desc()).scalar())


def records_with_other_code(jurisdiction_id: int, system: str, kind: str, code: str) -> pw.SelectQuery:
    """The records of a kind an earlier run gave a code other than ``code``."""
    return (ImportedRecord.select(ImportedRecord.record_id).join(ImportRun)
            .where((ImportedRecord.jurisdiction == jurisdiction_id) & (ImportedRecord.system == system)
                   & (ImportedRecord.kind == kind) & (ImportedRecord.code != "") & (ImportedRecord.code != code)
                   & ImportRun.voided_at.is_null()))


def keep(actor: Actor, run: ImportRun, system: str, kind: str, code: str, record_id: int, *,
         created: bool = True, detail: str = "") -> None:
    row = ImportedRecord.create(run=run, jurisdiction=run.jurisdiction_id, system=system, kind=kind,
                                code=code[:80], record_id=record_id, created=created, detail=detail[:200])
    audit.record(actor, "import.record", row)


def death_recorded(animal_id: int) -> date | None:
    """The death date an earlier run recorded for an animal it made."""
    detail = (ImportedRecord.select(ImportedRecord.detail).join(ImportRun)
              .where((ImportedRecord.kind == "animal") & (ImportedRecord.record_id == animal_id)
                     & ImportedRecord.detail.startswith("deceased ") & ImportRun.voided_at.is_null()).scalar())
    return date.fromisoformat(detail.split(" ", 1)[1]) if detail else None
