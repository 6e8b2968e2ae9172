"""A bulk load's audit entries checked once at its end (``audit_bulk.sealed_in_bulk``): chained
as the guard would have them, the head moved to the last, the guard back; an entry out of order
refuses the whole load."""
from __future__ import annotations

from datetime import datetime, timedelta

import peewee as pw
import pytest

from animaloffice.persistence import audit_chain
from animaloffice.persistence.audit_bulk import ChainRefused, sealed_in_bulk
from animaloffice.persistence.audit_chain import seal, verify
from animaloffice.persistence.models.base import database
from animaloffice.persistence.models.office import AuditChainHead, AuditEntry
from animaloffice.services import owners


def _rows(n: int, start: int = 0):
    return (("system", "import.bulk", "owner", str(i), None, None, f"row {i}") for i in range(start, start + n))


def _guard_on() -> bool:
    if isinstance(database.obj, pw.SqliteDatabase):
        return database.execute_sql("SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name = ?",
                                    (audit_chain.GUARD,)).fetchone()[0] == 1
    return database.execute_sql("SELECT tgenabled FROM pg_trigger WHERE tgrelid = 'audit_entry'::regclass "
                                "AND tgname = %s", (audit_chain.GUARD,)).fetchone()[0] == "O"


def test_entries_appended_in_bulk_are_chained_and_the_head_is_their_last(office):
    owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name="Olson")
    with database.atomic():
        with sealed_in_bulk(database.obj):
            audit_chain.append_many(_rows(450))
            audit_chain.append_many(_rows(30, 450))  # each call chained onto the one before it
            audit_chain.append("system", "import.bulk", "owner", "x", None, None, "the last")
    report = verify(batch=100)
    assert report.ok and report.checked == AuditEntry.select().count()
    last = AuditEntry.select().order_by(AuditEntry.id.desc()).first()
    assert last.note == "the last" and AuditChainHead.get_by_id(1).last_hash == last.hash
    assert _guard_on()
    owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Bo", last_name="Berg")
    assert verify().ok  # the next entry, through the guard, is sealed onto the load's last


def test_an_entry_out_of_order_refuses_the_whole_load(office):
    owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name="Olson")
    before = AuditEntry.select().count()
    older = AuditEntry.select().order_by(AuditEntry.id).first()
    with pytest.raises((ChainRefused, pw.DatabaseError)):  # SQLite's guard refuses it at once
        with database.atomic():
            with sealed_in_bulk(database.obj):
                audit_chain.append_many(_rows(20))
                at = datetime.now().replace(microsecond=0) + timedelta(seconds=5)
                values = (at, "admin", "license.issue", "license", "999", None, '{"id": 999}', "")
                m = "?" if isinstance(database.obj, pw.SqliteDatabase) else "%s"
                stored = at.isoformat(sep=" ") if m == "?" else at
                database.execute_sql(
                    'INSERT INTO "audit_entry" ("at", "username", "action", "table_name", "record_id", "before", '
                    f'"after", "note", "prev_hash", "hash") VALUES ({", ".join([m] * 10)})',
                    (stored, *values[1:], older.hash, seal(older.hash, *values)))  # onto an old entry
                audit_chain.append_many(_rows(5, 20))
    assert AuditEntry.select().count() == before and verify().ok and _guard_on()
