"""The bulk load on PostgreSQL sends its rows through COPY: the same office as multi-row INSERTs.

The PostgreSQL tests run when ANIMALOFFICE_TEST_PG_URL names a server (``tests/conftest.py``);
without one (ANIMALOFFICE_TEST_PG=off) they are skipped.
"""
from __future__ import annotations

import json
from datetime import date, datetime

import pytest

from animaloffice.demo import populate
from animaloffice.demo_bulk import TABLES
from animaloffice.demo_bulk.writer import BulkWriter
from animaloffice.persistence.audit_chain import verify
from animaloffice.persistence.models import ALL_MODELS
from animaloffice.persistence.models.base import database
from animaloffice.persistence.pg_copy import copy_lines, copy_text

TODAY = date(2026, 11, 20)
AWKWARD = ["O'Brien", 'say "hi"', "tab\there", "back\\slash", "new\nline", "cr\rreturn", "Zoë Müñoz-Ångström",
           "", None, "\\N", "\\.", "\\", "end\\", " lead and trail ", "日本語", "a,b;c|d"]


def test_copy_text_escapes_what_the_text_format_reads():
    assert copy_text(None) == "\\N" and copy_text("") == ""  # NULL and the empty string stay apart
    assert copy_text("\\N") == "\\\\N"  # the text "\N" is not NULL
    assert copy_text("a\tb\nc\rd\\e") == "a\\tb\\nc\\rd\\\\e"
    assert (copy_text(True), copy_text(False), copy_text(0), copy_text(-12)) == ("t", "f", "0", "-12")
    assert copy_text(date(2026, 1, 2)) == "2026-01-02"
    assert copy_text(datetime(2026, 1, 2, 3, 4, 5)) == "2026-01-02 03:04:05"
    assert copy_lines([(1, None, "x"), (2, "", "y\tz")], "\tK") == "1\t\\N\tx\tK\n2\t\ty\\tz\tK\n"


def _pg(office):
    if office.backend != "postgres":
        pytest.skip("PostgreSQL only (ANIMALOFFICE_TEST_PG_URL)")


def test_copy_writes_the_rows_an_insert_writes(office):
    _pg(office)
    columns = ("id", "t", "n", "b", "d", "ts", "j")
    rows = [(i, text, i * 7 - 3, [True, False, None][i % 3], date(2020, 2, 28 + i % 2) if i % 4 else None,
             datetime(2026, 3, 1, 8, i % 60, 7) if i % 5 else None,
             json.dumps({"name": text, "n": i, "ok": i % 2 == 0, "none": None}, ensure_ascii=False))
            for i, text in enumerate(AWKWARD + [t * 3 for t in AWKWARD if t] + [None, ""])]
    got = {}
    with database.atomic():
        for use_copy in (False, True):
            table = f"bulk_check_{int(use_copy)}"
            writer = BulkWriter(database.obj)
            writer.use_copy = use_copy
            writer.temp_table(table, "id INTEGER PRIMARY KEY, t TEXT, n INTEGER, b BOOLEAN, d DATE, "
                                     "ts TIMESTAMP, j TEXT")
            writer.insert_rows(table, columns, rows)
            got[use_copy] = database.execute_sql(f"SELECT * FROM {table} ORDER BY id").fetchall()
            writer.drop_temp_tables()
    assert got[True] == got[False] == rows  # as sent: NULL apart from "", every awkward character kept
    assert [json.loads(r[6])["name"] for r in got[True]] == [r[1] for r in rows]


def _frozen_clock(monkeypatch):
    """The columns a load fills with the time of the load (``created_at``), at one fixed time."""
    at = datetime(2026, 11, 20, 9, 30, 0)
    for model in ALL_MODELS:
        field = model._meta.fields.get("created_at")
        if field is not None:
            monkeypatch.setattr(field, "default", lambda: at)


def _office_rows() -> dict:
    """Every loaded table's rows in id order; of the audit log the load's entries (those of the
    loaded tables: the users and settings made before it carry the time they were made), without
    their times and seals (the database's clock at the load), which ``verify`` checks instead."""
    out = {}
    for table in TABLES:
        audit = table == "audit_entry"
        skip = {"at", "prev_hash", "hash"} if audit else set()
        names = [r[0] for r in database.execute_sql(
            "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() "
            "AND table_name = %s ORDER BY ordinal_position", (table,)).fetchall() if r[0] not in skip]
        cols = ", ".join(f'"{n}"' for n in names)
        where = "WHERE table_name = ANY(%s)" if audit else ""
        out[table] = database.execute_sql(f'SELECT {cols} FROM "{table}" {where} ORDER BY id',
                                          (list(TABLES),) if audit else ()).fetchall()
    return out


def _schema() -> tuple:
    """The indexes and references of the office's tables, as the catalogue gives them."""
    indexes = database.execute_sql("SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() "
                                   "ORDER BY indexname").fetchall()
    references = database.execute_sql(
        "SELECT conrelid::regclass::text, conname, pg_get_constraintdef(oid) FROM pg_constraint "
        "WHERE connamespace = current_schema()::regnamespace ORDER BY 1, 2").fetchall()
    return indexes, references


def _reset_office(request, password_hash) -> None:
    """The office emptied and seeded again by the suite's conftest as pytest loaded it (the one
    that knows the seeded password; importing ``tests.conftest`` would make a second copy)."""
    for plugin in request.config.pluginmanager.get_plugins():
        if hasattr(plugin, "_reset_pg") and password_hash in getattr(plugin, "_DERIVED", {}):
            plugin._reset_pg(password_hash)
            return
    raise AssertionError("the suite's conftest (tests/conftest.py) is not loaded")


def test_town_office_built_through_copy_is_the_office_the_inserts_build(office, monkeypatch, password_hash,
                                                                         request):
    """Built twice from the same seed, once through multi-row INSERTs, once through COPY (the
    empty tables without their indexes and references until after the load): the same rows in
    every table, the same audit entries in the same order, each chain verified, the same
    indexes and references afterwards."""
    _pg(office)
    _frozen_clock(monkeypatch)
    before = _schema()
    built = {}
    for use_copy in (False, True):
        if use_copy:
            _reset_office(request, password_hash)
        monkeypatch.setattr(BulkWriter, "use_copy", use_copy)
        populate(["tracy", "worthington"], [office.tracy, office.worthington], size="town", seed=11,
                 today=TODAY, parts=[])
        report = verify()
        assert report.problem is None and report.checked == report.total > 2_000
        built[use_copy] = _office_rows()
        assert _schema() == before  # every index and reference made again, as it was
    assert len(built[True]["license"]) == 2_000 and len(built[True]["audit_entry"]) > 10_000
    for table in TABLES:
        assert built[True][table] == built[False][table], table
