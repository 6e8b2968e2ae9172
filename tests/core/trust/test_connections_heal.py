"""Connections heal: after a PostgreSQL restart or a dropped connection the next action connects
afresh (the action caught in the middle is refused with a plain message, nothing of it saved, and
can be tried again); a busy SQLite file makes the desk wait, saying so, and then refuses plainly."""
import os
import shlex
import sqlite3
import subprocess
import threading
import time

import pytest

from animaloffice.persistence import connections
from animaloffice.persistence.db import close_database, open_database
from animaloffice.persistence.models.base import database
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.models.people import Owner
from animaloffice.services import audit, owners

PG_URL = os.environ.get("ANIMALOFFICE_TEST_PG_URL", "")
RESTART = os.environ.get("ANIMALOFFICE_TEST_PG_RESTART", "")


def _postgres(office):
    if office.backend != "postgres":
        pytest.skip("a PostgreSQL connection")


def _cut_off(pid: int) -> None:
    """Drop a connection from the server's side (what a restart or a dropped network does to it)."""
    from playhouse.db_url import connect

    other = connect(PG_URL)
    other.execute_sql("SELECT pg_terminate_backend(%s)", (pid,))
    other.close()
    time.sleep(0.2)


def _pid() -> int:
    return database.execute_sql("SELECT pg_backend_pid()").fetchone()[0]


def _add(office, name):
    return owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name=name)


def test_the_next_action_after_a_dropped_connection_reconnects(office):
    _postgres(office)
    _add(office, "Before")
    old = _pid()
    _cut_off(old)
    assert Owner.select().count() == 1  # a read: again, on a new connection
    _add(office, "After")  # a save: its BEGIN finds the connection gone and makes a new one
    assert Owner.select().count() == 2 and _pid() != old
    held = database.execute_sql("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND pid = "
                                "pg_backend_pid()").fetchone()[0]
    assert held == 1  # the new connection holds the office's presence lock again


def test_an_action_cut_off_midway_is_refused_plainly_saves_nothing_and_can_be_retried(office, monkeypatch):
    _postgres(office)
    owners_before, entries_before = Owner.select().count(), AuditEntry.select().count()
    real = audit.record
    cut = []

    def record_then_lose_the_server(*args, **kwargs):
        if not cut:
            cut.append(True)
            _cut_off(_pid())
        return real(*args, **kwargs)

    monkeypatch.setattr(audit, "record", record_then_lose_the_server)
    with pytest.raises(connections.ConnectionLost) as lost:
        _add(office, "Midway")
    assert "nothing of this action was saved" in lost.value.message and "Try again" in lost.value.message
    assert (Owner.select().count(), AuditEntry.select().count()) == (owners_before, entries_before)
    _add(office, "Midway")  # the same action again: saved, once
    assert Owner.select().where(Owner.last_name == "Midway").count() == 1


@pytest.mark.slow
@pytest.mark.skipif(not RESTART, reason="needs ANIMALOFFICE_TEST_PG_RESTART (scripts/test.sh sets it for "
                                        "the server it starts)")
def test_a_server_stopped_and_started_during_a_session(office):
    _postgres(office)
    _add(office, "Morning")
    done = subprocess.run(shlex.split(RESTART), capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    _add(office, "Afternoon")
    assert [o.last_name for o in Owner.select().order_by(Owner.id)] == ["Morning", "Afternoon"]


def _hold_write_lock(path, seconds: float) -> threading.Thread:
    started = threading.Event()

    def hold():
        conn = sqlite3.connect(path, isolation_level=None)
        conn.execute("BEGIN IMMEDIATE")
        started.set()
        time.sleep(seconds)
        conn.execute("ROLLBACK")
        conn.close()

    thread = threading.Thread(target=hold)
    thread.start()
    started.wait(5)
    return thread


def test_a_busy_office_file_makes_the_desk_wait_saying_so(sqlite_office, monkeypatch):
    monkeypatch.setattr(connections, "BUSY_GIVE_UP_S", 60.0)
    database.execute_sql("PRAGMA busy_timeout = 300")  # short steps, so the test need not wait long
    told = []
    connections.on_wait(told.append)
    try:
        thread = _hold_write_lock(sqlite_office.target.path, 1.5)
        _add(sqlite_office, "Patient")
        thread.join()
    finally:
        connections.no_wait_listener(told.append)
    assert Owner.select().where(Owner.last_name == "Patient").count() == 1
    assert told and told[-1] > 0


def test_a_file_busy_past_the_limit_is_refused_plainly_with_nothing_saved(sqlite_office, monkeypatch):
    monkeypatch.setattr(connections, "BUSY_GIVE_UP_S", 0.5)
    database.execute_sql("PRAGMA busy_timeout = 200")
    before = Owner.select().count()
    thread = _hold_write_lock(sqlite_office.target.path, 2.0)
    with pytest.raises(connections.OfficeBusy) as busy:
        _add(sqlite_office, "Impatient")
    thread.join()
    assert "nothing was saved" in busy.value.message and "database is locked" not in busy.value.message
    assert Owner.select().count() == before


def test_a_window_started_during_a_long_import_waits_and_opens(sqlite_office, monkeypatch):
    office = sqlite_office
    close_database()
    monkeypatch.setattr(connections, "BUSY_STEP_MS", 300)
    thread = _hold_write_lock(office.target.path, 1.5)
    open_database(office.target)  # waits for the write lock at open, instead of failing raw
    thread.join()
    assert Owner.select().count() == 0
