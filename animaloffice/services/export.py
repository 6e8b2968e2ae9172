"""Exports: any list to CSV, and the whole office to a zip of CSV files for archiving.

Exports that carry people's names, addresses or phone numbers are written to
the audit log (who exported what, when, how many rows), and need the
``export_data`` permission. The whole-office export leaves password hashes out.
"""
from __future__ import annotations

import csv
import hashlib
import io
import json
import os
import tempfile
import zipfile
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Callable, Iterable

import peewee as pw

from .. import __version__
from ..domain import validate
from ..domain.roles import Actor
from ..persistence.models import ALL_MODELS, Meta, database, now
from ..reports.base import ReportResult, csv_value, write_csv
from . import audit

# Columns never written to an export file.
EXCLUDED = {("user", "password_hash"): "password hashes are never exported"}


class ExportCancelled(Exception):
    """The person cancelled the export; no file was left behind."""


@dataclass(frozen=True)
class ListExport:
    path: Path
    rows: int


@dataclass(frozen=True)
class OfficeExport:
    path: Path
    tables: int
    rows: int
    sha256: str


def _write_atomic(path: Path, data: bytes) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}-", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def export_rows(actor: Actor, path: Path, headers: list[str], rows: Iterable[tuple], *, what: str,
                personal: bool, kinds: list[str] | None = None) -> ListExport:
    """Write a list to CSV (UTF-8 with a byte-order mark, so spreadsheets read accents).

    `rows` are the values under `headers` (no record id). A list with personal data
    is logged and needs the export_data permission."""
    what = validate.text("what", what, max_len=200, required=True)
    if personal:
        actor.require("export_data")
    rows = list(rows)
    text = write_csv(list(headers), rows, kinds)
    _write_atomic(Path(path), ("\ufeff" + text).encode("utf-8"))
    if personal:
        audit.record(actor, "export.list", None, table="export", record_id=Path(path).name,
                     after={"what": what, "rows": len(rows), "file": str(path)})
    return ListExport(Path(path), len(rows))


def export_report(actor: Actor, path: Path, result: ReportResult) -> ListExport:
    rows = result.values() + ([tuple(result.totals)] if result.totals is not None else [])
    return export_rows(actor, path, [c.title for c in result.columns], rows, what=result.title,
                       personal=result.personal, kinds=[c.kind for c in result.columns])


def _table_csv(model) -> tuple[bytes, int, list[str]]:
    table = model._meta.table_name
    fields = [f for f in model._meta.sorted_fields]
    names = [f.column_name for f in fields]
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(names)
    count = 0
    blank = [i for i, n in enumerate(names) if (table, n) in EXCLUDED]
    query = model.select(*fields).order_by(model._meta.primary_key).tuples()
    for row in query.iterator():
        values = ["" if v is None else csv_value(v, "text") for v in row]
        for i in blank:
            values[i] = ""
        writer.writerow(values)
        count += 1
    return out.getvalue().encode("utf-8"), count, names


@contextmanager
def _snapshot():
    """Read every table as of one moment, without stopping other workstations' writes
    (SQLite WAL: a deferred read transaction; PostgreSQL: repeatable read, read only)."""
    db = database.obj
    if db.in_transaction():  # already inside one (a test, or a caller's transaction)
        yield
        return
    with database.manual_commit():
        if isinstance(db, pw.SqliteDatabase):
            db.execute_sql("BEGIN DEFERRED")
        else:
            db.execute_sql("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
        try:
            yield
        finally:
            db.execute_sql("ROLLBACK")


def export_office(actor: Actor, path: Path, *, progress: Callable[[int, int], bool] | None = None
                  ) -> OfficeExport:
    """Every table to CSV in one zip, with manifest.json (tables, columns, row counts, checksums)."""
    actor.require("export_data")
    path = Path(path)
    tables, total = [], 0
    buf = io.BytesIO()
    with _snapshot(), zipfile.ZipFile(buf, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for i, model in enumerate(ALL_MODELS):
            if progress is not None and progress(i, len(ALL_MODELS)) is False:
                raise ExportCancelled()
            data, count, columns = _table_csv(model)
            name = f"tables/{model._meta.table_name}.csv"
            zf.writestr(name, data)
            tables.append({"table": model._meta.table_name, "file": name, "rows": count, "columns": columns,
                           "sha256": hashlib.sha256(data).hexdigest()})
            total += count
        schema = Meta.get_or_none(Meta.key == "schema_version")
        manifest = {
            "application": "AnimalOffice", "program_version": __version__,
            "schema_version": schema.value if schema else "", "exported_at": now().isoformat(),
            "exported_by": actor.username, "tables": tables, "total_rows": total,
            "excluded": {f"{t}.{c}": why for (t, c), why in EXCLUDED.items()},
            "format": "One CSV file per table, UTF-8, a header row of column names; dates ISO 8601; "
                      "money in integer cents as stored; foreign keys as the referenced row's id.",
        }
        zf.writestr("manifest.json", json.dumps(manifest, indent=2, ensure_ascii=False))
    data = buf.getvalue()
    _write_atomic(path, data)
    digest = hashlib.sha256(data).hexdigest()
    audit.record(actor, "export.office", None, table="export", record_id=path.name,
                 after={"file": str(path), "tables": len(tables), "rows": total, "sha256": digest})
    if progress is not None:
        progress(len(ALL_MODELS), len(ALL_MODELS))
    return OfficeExport(path, len(tables), total, digest)


def default_office_export_name(on: date | None = None) -> str:
    return f"animaloffice-archive-{(on or date.today()).isoformat()}.zip"


__all__ = ["export_rows", "export_report", "export_office", "ListExport", "OfficeExport", "ExportCancelled",
           "default_office_export_name"]
