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
from collections.abc import Callable, Iterable
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date
from pathlib import Path

import peewee as pw

from .. import __version__
from ..domain import validate
from ..domain.errors import ValidationError
from ..domain.formula_cells import defuse
from ..domain.report_tables import ReportResult
from ..domain.roles import Actor
from ..persistence.models import ALL_MODELS
from ..persistence.models.base import database, now
from ..persistence.models.office import Meta
from ..reports.base import csv_value, write_csv
from . import audit

# Columns never written to an export file.
EXCLUDED = {("user", "password_hash"): "password hashes are never exported",
            ("user", "authority"): "an account's authority (a password digest) is never exported"}


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


def _clean_path(path, suffix: str) -> Path:
    """The file chosen to write: a full path ending in `suffix` (what the save dialog gives)."""
    if isinstance(path, str):
        path = validate.text("path", path, max_len=1000, required=True)
    elif not isinstance(path, Path):
        raise ValidationError("path", "choose a file to write", path)
    path = Path(path)
    if not path.is_absolute():
        raise ValidationError("path", "give the full path of the file", str(path))
    if path.suffix.lower() != suffix or path.is_dir():
        raise ValidationError("path", f"choose a file whose name ends in {suffix}", str(path))
    return path


def _write_atomic(path: Path, data: bytes) -> None:
    """Write the whole file or nothing; a file that cannot be written names the path."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}-", dir=path.parent)
    except OSError as exc:
        raise ValidationError("path", f"cannot write there: {exc.strerror or exc}", str(path)) from None
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.replace(tmp, path)
    except OSError as exc:
        raise ValidationError("path", f"cannot write the file: {exc.strerror or exc}", str(path)) from None
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


def _clean_table(headers, rows, kinds) -> tuple[list[str], list[tuple], list[str] | None]:
    if not isinstance(headers, (list, tuple)) or not all(isinstance(h, str) for h in headers):
        raise ValidationError("headers", "must be a list of column titles", headers)
    if isinstance(rows, (str, bytes)) or not hasattr(rows, "__iter__"):
        raise ValidationError("rows", "must be a list of rows", rows)
    rows = list(rows)
    if not all(isinstance(r, (list, tuple)) for r in rows):
        raise ValidationError("rows", "each row must be a list of values")
    if kinds is not None and (not isinstance(kinds, (list, tuple)) or len(kinds) != len(headers)):
        raise ValidationError("kinds", "must give one kind per column", kinds)
    return list(headers), rows, list(kinds) if kinds is not None else None


def export_rows(actor: Actor, path: Path, headers: list[str], rows: Iterable[tuple], *, what: str,
                personal: bool, kinds: list[str] | None = None) -> ListExport:
    """Write a list to CSV (UTF-8 with a byte-order mark, so spreadsheets read accents).

    `rows` are the values under `headers` (no record id). A list with personal data
    (the default whenever it is not said otherwise) is logged and needs export_data."""
    actor.require("edit_records" if personal is False else "export_data")
    what = validate.text("what", what, max_len=200, required=True)
    personal = validate.boolean("personal", personal)
    path = _clean_path(path, ".csv")
    headers, rows, kinds = _clean_table(headers, rows, kinds)
    text = write_csv(headers, rows, kinds)
    _write_atomic(path, ("\ufeff" + text).encode("utf-8"))
    if personal:
        audit.record_export(actor, "list", len(rows), filters=what, destination=str(path))
    return ListExport(path, len(rows))


def export_report(actor: Actor, path: Path, result: ReportResult) -> ListExport:
    actor.require("edit_records" if getattr(result, "personal", True) is False else "export_data")
    if not isinstance(result, ReportResult):
        raise ValidationError("result", "run the report first", result)
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
        values = ["" if v is None else defuse(csv_value(v, "text")) for v in row]
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
    path = _clean_path(path, ".zip")
    if progress is not None and not callable(progress):
        raise ValidationError("progress", "must be a function", progress)
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
                      "money in integer cents as stored; foreign keys as the referenced row's id. A text "
                      "cell a spreadsheet would run as a formula (starting with = + - @, a tab or a "
                      "carriage return, and not a plain number) is kept with a leading apostrophe.",
        }
        zf.writestr("manifest.json", json.dumps(manifest, indent=2, ensure_ascii=False))
    data = buf.getvalue()
    _write_atomic(path, data)
    digest = hashlib.sha256(data).hexdigest()
    audit.record_export(actor, "office", total, filters=f"every table ({len(tables)}), sha256 {digest}",
                        destination=str(path))
    if progress is not None:
        progress(len(ALL_MODELS), len(ALL_MODELS))
    return OfficeExport(path, len(tables), total, digest)


def default_office_export_name(on: date | None = None) -> str:
    return f"animaloffice-archive-{(on or date.today()).isoformat()}.zip"


__all__ = ["export_rows", "export_report", "export_office", "ListExport", "OfficeExport", "ExportCancelled",
           "default_office_export_name"]
