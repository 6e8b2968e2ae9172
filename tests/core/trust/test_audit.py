"""The audit log: who, when, what, before and after; append-only down to the database;
read back by user, record and date; exported to CSV (and the export is logged)."""
import csv
import io
import json
import os
import stat
from datetime import date, timedelta

import peewee as pw
import pytest
from one_day_clock import unmoved_now  # tests/clock, on the path from tests/conftest.py

from animaloffice.domain.errors import PermissionDenied, ValidationError
from animaloffice.persistence.audit_chain import install_guards
from animaloffice.persistence.models.base import database
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.queries import audit as audit_q
from animaloffice.queries.audit import AuditFilter
from animaloffice.services import audit, audit_export, owners


def _owner(office, actor=None, **kw):
    return owners.create_owner(actor or office.clerk, jurisdiction_id=office.tracy, first_name="Ann",
                               last_name=kw.pop("last_name", "Olson"), **kw)


def test_change_records_user_time_action_record_and_values(office):
    o = _owner(office)
    owners.update_owner(office.officer, o.id, expected_version=o.version, last_name="Olsen")
    history = audit_q.history("owner", o.id)
    assert [h.action for h in history] == ["owner.create", "owner.update"]
    created, updated = history
    assert created.username == "clerk" and created.before is None and created.after["last_name"] == "Olson"
    assert updated.username == "officer"
    assert updated.before["last_name"] == "Olson" and updated.after["last_name"] == "Olsen"
    assert ("last_name", "Olson", "Olsen") in updated.changes
    assert abs((unmoved_now() - updated.at).total_seconds()) < 120  # the database's clock stamps it


def test_database_refuses_to_edit_or_delete_the_audit_log(office):
    _owner(office)
    n = AuditEntry.select().count()
    entry = AuditEntry.select().first()
    for attempt in (lambda: AuditEntry.update(username="mallory").execute(),
                    lambda: AuditEntry.delete().execute(),
                    lambda: entry.delete_instance(),
                    lambda: database.execute_sql('UPDATE "audit_entry" SET "after" = NULL'),
                    lambda: database.execute_sql(f'DELETE FROM "audit_entry" WHERE id = {entry.id}')):
        with pytest.raises(pw.DatabaseError) as info:
            with database.atomic():
                attempt()
        assert "audit log cannot be changed" in str(info.value)
    assert AuditEntry.select().count() == n
    assert AuditEntry.get_by_id(entry.id).username == entry.username
    if office.backend == "postgres":
        with pytest.raises(pw.DatabaseError):
            with database.atomic():
                database.execute_sql('TRUNCATE "audit_entry" CASCADE')
        assert AuditEntry.select().count() == n


def test_guards_come_back_when_dropped(office):
    if office.backend == "sqlite":
        database.execute_sql('DROP TRIGGER "audit_entry_no_delete"')
    else:
        database.execute_sql('DROP TRIGGER "audit_entry_readonly" ON "audit_entry"')
    install_guards(database.obj)
    install_guards(database.obj)  # idempotent
    _owner(office)
    with pytest.raises(pw.DatabaseError):
        with database.atomic():
            AuditEntry.delete().execute()


def test_no_service_offers_to_change_the_audit_log():
    import importlib
    import pkgutil

    import animaloffice.services as services

    for m in pkgutil.iter_modules(services.__path__):
        module = importlib.import_module(f"animaloffice.services.{m.name}")
        for name in dir(module):
            if name.startswith(("delete", "update_audit", "edit_audit", "purge", "truncate")):
                pytest.fail(f"services.{m.name}.{name} looks like it removes records")


def test_filters_by_user_record_and_date(office):
    a = _owner(office, office.clerk)
    b = _owner(office, office.officer, last_name="Berg")
    owners.change_phone(office.officer, a.id, "507-555-0199")
    by_officer = audit_q.entries(AuditFilter(username="officer"))
    assert by_officer and all(e.username == "officer" for e in by_officer)
    assert {e.record_id for e in by_officer if e.table == "owner"} == {str(b.id)}
    one = audit_q.entries(AuditFilter(table="owner", record_id=str(a.id)))
    assert [e.action for e in one] == ["owner.create"]
    today = date.today()
    assert audit_q.count(AuditFilter(since=today, until=today)) == AuditEntry.select().count()
    assert audit_q.count(AuditFilter(until=today - timedelta(days=1))) == 0
    assert audit_q.count(AuditFilter(since=today + timedelta(days=1))) == 0
    assert audit_q.count(AuditFilter(action="phone.")) == 1
    rows = audit_q.fetch(AuditFilter(table="owner"), 0, 10, "at", True)
    assert [r[0] for r in rows] == sorted((r[0] for r in rows), reverse=True)
    assert "officer" in audit_q.usernames() and "owner" in audit_q.tables()
    with pytest.raises(ValidationError) as info:
        audit_q.count(AuditFilter(since=today, until=today - timedelta(days=3)))
    assert info.value.field == "until"
    assert audit_q.count(AuditFilter(username="x' OR '1'='1")) == 0


def test_export_to_csv_is_itself_audited(office, tmp_path):
    o = _owner(office, last_name="=HYPERLINK(\"http://evil\")")
    path = tmp_path / "audit.csv"
    text, n = audit_export.export_csv(office.admin, AuditFilter(table="owner", record_id=str(o.id)), path)
    assert n == 1
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[0][:4] == ["id", "at", "user", "action"] and rows[1][3] == "owner.create"
    assert json.loads(rows[1][7])["last_name"].startswith("=HYPERLINK")
    # a cell that starts like a formula is defused for spreadsheets
    assert audit.csv_cell("=1+1") == "'=1+1" and audit.csv_cell("Olson") == "Olson"
    assert path.read_bytes().decode("utf-8-sig") == text
    if os.name == "posix":
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
    logged = AuditEntry.get(AuditEntry.action == "export.audit_log")
    assert logged.username == "admin"
    details = json.loads(logged.after)
    assert details["rows"] == 1 and details["destination"] == str(path)
    assert f"record owner {o.id}" in details["filters"]


def test_clerk_cannot_read_out_the_audit_log(office):
    n = AuditEntry.select().count()
    with pytest.raises(PermissionDenied):
        audit_export.export_csv(office.clerk)
    assert AuditEntry.select().count() == n


def test_owner_data_export_is_logged(office):
    audit.record_export(office.officer, "owners", 12, filters="Tracy", destination="/tmp/x.csv")
    e = audit_q.entries(AuditFilter(action="export."))[0]
    assert e.username == "officer" and e.after["rows"] == 12


def test_every_export_function_logs_itself():
    """Privacy: every service that exports office data for someone (named export..., taking
    the actor) writes the export to the audit log, itself or through another such export."""
    import importlib
    import inspect
    import pkgutil

    import animaloffice.services as services

    exports = {}
    for m in pkgutil.iter_modules(services.__path__):
        module = importlib.import_module(f"animaloffice.services.{m.name}")
        for name, fn in inspect.getmembers(module, inspect.isfunction):
            if (fn.__module__ == module.__name__ and name.startswith("export")
                    and "actor" in inspect.signature(fn).parameters):
                exports[f"{m.name}.{name}"] = inspect.getsource(fn)
    assert "audit_export.export_csv" in exports
    logs = ("audit.record(", "record_export(", "audit_chain.append(")
    silent = [name for name, source in exports.items()
              if not any(x in source for x in logs)
              and not any(f"{other.split('.')[1]}(" in source for other in exports if other != name)]
    assert not silent, f"exports that are not logged: {silent}"
