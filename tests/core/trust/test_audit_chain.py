"""The audit log's chain: every entry sealed onto the one before at the database's time; an
edited, removed, out-of-order or back-dated entry is found and named, even when the log's
guards were lifted to do it (dropped and recreated on SQLite, disabled and enabled again by the
owner on PostgreSQL)."""
from contextlib import contextmanager
from datetime import datetime, timedelta

import peewee as pw
import pytest
from one_day_clock import unmoved_now  # tests/clock, on the path from tests/conftest.py

from animaloffice.persistence import audit_chain
from animaloffice.persistence.audit_chain import install_guards, seal, verify
from animaloffice.persistence.models.base import database
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.services import owners


def _owners(office, n=4):
    return [owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann",
                                last_name=f"Olson{i}") for i in range(n)]


@contextmanager
def guards_lifted(office):
    """What someone with the file (SQLite) or the owner's login (PostgreSQL) can do: lift the
    log's guards, change it, and put the guards back as they were."""
    if office.backend == "sqlite":
        for name in ("audit_entry_no_update", "audit_entry_no_delete", "audit_entry_chained"):
            database.execute_sql(f'DROP TRIGGER "{name}"')
        yield
        install_guards(database.obj)
    else:
        database.execute_sql('ALTER TABLE "audit_entry" DISABLE TRIGGER USER')
        yield
        database.execute_sql('ALTER TABLE "audit_entry" ENABLE TRIGGER USER')


def _mark():
    return "?" if isinstance(database.obj, pw.SqliteDatabase) else "%s"


def _entries():
    return list(AuditEntry.select().order_by(AuditEntry.id))


def test_every_entry_is_sealed_onto_the_one_before_at_the_database_time(office):
    _owners(office)
    entries = _entries()
    assert len(entries) > 5
    prev = ""
    for e in entries:
        assert e.prev_hash == prev and len(e.hash) == 64
        assert e.hash == seal(prev, e.at, e.username, e.action, e.table_name, e.record_id, e.before,
                              e.after, e.note)
        prev = e.hash
    assert all(a.at <= b.at for a, b in zip(entries, entries[1:]))
    assert abs((unmoved_now() - entries[-1].at).total_seconds()) < 120  # the database's clock stamps it
    report = verify()
    assert report.ok and report.whole and report.checked == len(entries), report.describe()
    assert "whole audit log fits" in report.describe().lower()
    last = verify(last=3)
    assert last.ok and last.checked == 3 and not last.whole


def test_an_edited_entry_is_named(office):
    _owners(office)
    target = _entries()[-3]
    with guards_lifted(office):
        database.execute_sql(f'UPDATE "audit_entry" SET "username" = {_mark()} WHERE id = {_mark()}',
                             ("admin", target.id))
    assert AuditEntry.get_by_id(target.id).username == "admin"
    report = verify()
    assert not report.ok and report.problem.entry_id == target.id
    assert "changed afterwards" in report.problem.what
    assert f"audit entry {target.id}" in report.describe()
    assert not verify(last=5).ok  # the check at open sees it too


def test_an_edit_with_its_own_seal_recomputed_breaks_the_next_link(office):
    _owners(office)
    target, after = _entries()[-3:-1]
    forged = seal(target.prev_hash, target.at, "admin", target.action, target.table_name,
                  target.record_id, target.before, target.after, target.note)
    with guards_lifted(office):
        database.execute_sql(f'UPDATE "audit_entry" SET "username" = \'admin\', "hash" = {_mark()} '
                             f"WHERE id = {_mark()}", (forged, target.id))
    problem = verify().problem
    assert problem.entry_id == after.id and "not sealed onto the entry before it" in problem.what


def test_a_removed_entry_is_found_in_the_middle_and_at_the_end(office):
    _owners(office)
    entries = _entries()
    with guards_lifted(office):
        database.execute_sql(f'DELETE FROM "audit_entry" WHERE id = {entries[-4].id}')
    problem = verify().problem
    assert problem.entry_id == entries[-3].id and "removed" in problem.what
    with guards_lifted(office):
        database.execute_sql(f'DELETE FROM "audit_entry" WHERE id >= {entries[-4].id}')
    problem = verify().problem  # the rest fits, but the chain's head remembers the last one
    assert problem.entry_id == entries[-5].id and "entries after it were removed" in problem.what


def _forge(prev: str, at, action="license.issue"):
    values = (at, "admin", action, "license", "999", None, '{"id": 999}', "")
    return values, seal(prev, *values)


def _insert(values, prev, h, entry_id=None):
    m = _mark()
    at = values[0].isoformat(sep=" ") if m == "?" else values[0]
    columns = '"at", "username", "action", "table_name", "record_id", "before", "after", "note", "prev_hash", "hash"'
    if entry_id is not None:
        columns = '"id", ' + columns
    params = ((entry_id,) if entry_id is not None else ()) + (at, *values[1:], prev, h)
    database.execute_sql(f'INSERT INTO "audit_entry" ({columns}) VALUES ({", ".join([m] * len(params))})',
                         params)


def test_a_back_dated_entry_is_refused_and_found_when_the_guards_were_lifted(office):
    _owners(office)
    last = _entries()[-1]
    values, h = _forge(last.hash, last.at - timedelta(days=200))
    with pytest.raises(pw.DatabaseError) as refused:
        with database.atomic():
            _insert(values, last.hash, h)
    assert "only in order" in str(refused.value)
    with guards_lifted(office):
        _insert(values, last.hash, h)
    problem = verify().problem
    assert problem.entry_id == last.id + 1 if office.backend == "sqlite" else problem.entry_id > last.id
    assert "back-dated" in problem.what and problem.at == values[0]


def test_an_entry_put_in_out_of_order_is_refused_and_found(office):
    _owners(office)
    entries = _entries()
    older = entries[2]  # sealed onto an old entry, as if it had come right after it
    values, h = _forge(older.hash, datetime.now().replace(microsecond=0) + timedelta(seconds=5))
    with pytest.raises(pw.DatabaseError):
        with database.atomic():
            _insert(values, older.hash, h)
    gap_id = entries[-1].id + 10
    with guards_lifted(office):
        _insert(values, older.hash, h, entry_id=gap_id)
    problem = verify().problem
    assert problem.entry_id == gap_id and "out of order" in problem.what


def test_an_entry_added_without_a_seal_is_found(office):
    _owners(office, 2)
    with guards_lifted(office):
        m = _mark()
        now = datetime.now().replace(microsecond=0) + timedelta(seconds=2)
        database.execute_sql(f'INSERT INTO "audit_entry" ("at", "username", "action", "table_name", "record_id", '
                             f'"note", "prev_hash", "hash") VALUES ({m}, {m}, {m}, {m}, {m}, {m}, {m}, {m})',
                             (now.isoformat(sep=" ") if m == "?" else now, "admin", "user.update", "user", "1", "",
                              "", ""))
    assert "no seal" in verify().problem.what


def test_a_desk_whose_clock_is_behind_never_writes_before_the_last_entry(office):
    _owners(office, 1)
    last = _entries()[-1]
    ahead = last.at + timedelta(hours=3)  # another desk wrote with a clock three hours ahead
    values, h = _forge(last.hash, ahead, "owner.update")
    _insert(values, last.hash, h)
    _owners(office, 1)
    newest = _entries()[-1]
    assert newest.at == ahead and verify().ok


def test_many_entries_at_once_are_chained_in_order(office):
    _owners(office, 1)
    with database.atomic():
        n = audit_chain.append_many(("system", "import.bulk", "owner", str(i), None, None, f"row {i}")
                                    for i in range(450))
    assert n == 450
    report = verify(batch=100)
    assert report.ok and report.checked == AuditEntry.select().count()
    assert [e.note for e in _entries()[-450:]] == [f"row {i}" for i in range(450)]


def test_schema_20_seals_the_entries_on_file_in_their_order(tmp_path):
    import sqlite3

    from animaloffice.persistence import migrations
    from animaloffice.persistence.db import schema_version
    from tests.core.schema_files import older_file, opened

    path = tmp_path / "office.sqlite3"
    older_file(path, 19, 'DROP TRIGGER "audit_entry_chained"', 'DROP TABLE "audit_chain"',
               'ALTER TABLE "audit_entry" DROP COLUMN "prev_hash"', 'ALTER TABLE "audit_entry" DROP COLUMN "hash"')
    with sqlite3.connect(path) as conn:  # as an earlier release wrote them, dated out of order
        for at in ("2024-03-01 10:00:00", "2023-01-05 09:00:00", "2024-03-02 11:30:00"):
            conn.execute('INSERT INTO audit_entry (at, username, action, table_name, record_id, before, after, note) '
                         "VALUES (?, 'clerk', 'owner.create', 'owner', '1', NULL, '{}', '')", (at,))
    conn.close()
    with opened(path):
        assert schema_version() == migrations.CURRENT >= 20
        entries = _entries()
        assert len(entries) == 3 and all(len(e.hash) == 64 for e in entries)
        assert verify().ok, verify().describe()  # their order then is what the chain keeps
        from animaloffice.domain.roles import SYSTEM
        from animaloffice.services import audit

        audit.record(SYSTEM, "office.note", None, table="", record_id="", after=None, note="after the upgrade")
        assert verify().ok
        database.execute_sql('DROP TRIGGER "audit_entry_no_update"')
        database.execute_sql("UPDATE audit_entry SET note = 'quietly' WHERE id = 2")
        install_guards(database.obj)
        problem = verify().problem
        assert problem.entry_id == 2 and "changed afterwards" in problem.what
    assert (tmp_path / "office.before-upgrade-v19.sqlite3").exists()


def test_opening_the_office_checks_the_last_entries(office, monkeypatch):
    from animaloffice.persistence.db import close_database
    from animaloffice.services.opening import open_office

    monkeypatch.setattr(audit_chain, "_at_open", {})
    _owners(office, 2)
    target = _entries()[-2]
    with guards_lifted(office):
        database.execute_sql(f"UPDATE \"audit_entry\" SET \"note\" = 'x' WHERE id = {target.id}")
    close_database()
    open_office(office.target, create=False, desk=False)
    report = audit_chain.last_open_check()
    assert report is not None and not report.ok and report.problem.entry_id == target.id
    assert report.checked < audit_chain.OPEN_CHECK


def test_schema_16_step_on_postgresql_seals_what_is_on_file(office):
    if office.backend != "postgres":
        pytest.skip("the SQLite file's upgrade is tested above")
    from animaloffice.persistence import migrations
    from animaloffice.persistence.models.office import Meta

    _owners(office, 3)
    n = AuditEntry.select().count()
    with database.atomic():  # the log as schema 19 had it
        database.execute_sql('DROP TRIGGER "audit_entry_chained" ON "audit_entry"')
        database.execute_sql('DROP TABLE "audit_chain"')
        database.execute_sql('ALTER TABLE "audit_entry" DROP COLUMN "prev_hash", DROP COLUMN "hash"')
    try:
        with database.atomic():
            migrations._audit_chain(database.obj)
        assert AuditEntry.select().count() == n and verify().ok
        _owners(office, 1)
        assert verify().ok and AuditEntry.select().count() > n
        with pytest.raises(pw.DatabaseError):  # the guards are back
            with database.atomic():
                database.execute_sql('UPDATE "audit_entry" SET "note" = \'x\'')
    finally:
        Meta.delete().where(Meta.key == audit_chain.CHAINED_FROM).execute()
