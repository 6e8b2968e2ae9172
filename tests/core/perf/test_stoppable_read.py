"""A list's page read on a worker is stopped mid-query when a newer one replaces it (T-7E: the
search box answers at once; a page nobody waits for must not hold the worker or the database)."""
from __future__ import annotations

import threading
import time

import pytest

from animaloffice.persistence.models.base import database
from animaloffice.persistence.reads import ReadStopped, StoppableRead


def _endless_query(kind: str):
    if kind == "postgres":
        return "SELECT pg_sleep(60)"
    return ("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 100000000000) "
            "SELECT max(x) FROM c")


def _run_in_thread(read):
    outcome = {}

    def work():
        try:
            outcome["value"] = read()
        except BaseException as exc:  # noqa: BLE001 (the test looks at what it was)
            outcome["error"] = exc

    thread = threading.Thread(target=work)
    thread.start()
    return thread, outcome


def test_a_running_read_is_stopped_at_once_and_its_connection_closed(office):
    started = threading.Event()
    closed = []

    def slow():
        started.set()
        closed.append(database.is_closed())
        return database.execute_sql(_endless_query(office.backend)).fetchone()

    read = StoppableRead(slow)
    thread, outcome = _run_in_thread(read)
    assert started.wait(5)
    time.sleep(0.2)  # the query is running
    begun = time.monotonic()
    read.stop()
    thread.join(10)
    assert not thread.is_alive() and time.monotonic() - begun < 5
    assert isinstance(outcome.get("error"), ReadStopped), outcome
    assert closed == [False] and read.stopped
    assert database.execute_sql("SELECT 1").fetchone()[0] == 1  # this thread's connection is untouched


def test_a_read_stopped_before_it_starts_never_runs_and_a_finished_one_gives_its_rows(office):
    ran = []
    early = StoppableRead(lambda: ran.append(1))
    early.stop()
    with pytest.raises(ReadStopped):
        early()
    assert ran == []
    read = StoppableRead(lambda: database.execute_sql("SELECT 41 + 1").fetchone()[0])
    thread, outcome = _run_in_thread(read)
    thread.join(10)
    assert outcome == {"value": 42}
    read.stop()  # after the end: nothing to interrupt, nothing raised


def test_a_failing_read_reports_its_own_error(office):
    read = StoppableRead(lambda: database.execute_sql("SELECT * FROM no_such_table").fetchone())
    thread, outcome = _run_in_thread(read)
    thread.join(10)
    assert not isinstance(outcome["error"], ReadStopped) and "no_such_table" in str(outcome["error"])


def test_a_read_of_many_statements_is_refused_its_next_one_once_stopped(office):
    """A report runs query after query with Python between them: stopped there, where no
    statement runs to interrupt, its next statement is refused."""
    between, carry_on, ran = threading.Event(), threading.Event(), []

    def many():
        ran.append(database.execute_sql("SELECT 1").fetchone()[0])
        between.set()
        assert carry_on.wait(10)
        ran.append(database.execute_sql("SELECT 2").fetchone()[0])

    read = StoppableRead(many)
    thread, outcome = _run_in_thread(read)
    assert between.wait(10)
    read.stop()
    carry_on.set()
    thread.join(10)
    assert isinstance(outcome.get("error"), ReadStopped) and ran == [1]
    assert database.execute_sql("SELECT 3").fetchone()[0] == 3  # other threads' reads go on


def _count_connections(monkeypatch) -> list:
    """The connections the database opens from now on."""
    opened, db = [], database.obj
    real = db._connect

    def counting():
        opened.append(real())
        return opened[-1]

    monkeypatch.setattr(db, "_connect", counting)
    return opened


def _worker(*steps):
    """Run the steps one after the other on one new thread, as a worker does; their results."""
    out = []
    thread = threading.Thread(target=lambda: out.extend(step() for step in steps))
    thread.start()
    thread.join(10)
    return out


def _closed(connection) -> bool:
    if hasattr(connection, "closed"):  # psycopg2
        return bool(connection.closed)
    try:
        connection.execute("SELECT 1")
    except Exception:  # noqa: BLE001 (sqlite3: "Cannot operate on a closed database")
        return True
    return False


def test_the_next_read_uses_a_connection_opened_after_the_last_and_sees_what_was_committed_since(
        office, monkeypatch):
    from animaloffice.services import owners

    opened = _count_connections(monkeypatch)
    count = "SELECT count(*) FROM owner WHERE last_name = 'Spareson'"
    first = StoppableRead(lambda: database.execute_sql(count).fetchone()[0])
    assert _worker(first, StoppableRead.open_spare) == [0, None]
    assert len(opened) == 2  # the read's own, then the one opened ahead
    owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ada", last_name="Spareson")
    second = StoppableRead(lambda: database.execute_sql(count).fetchone()[0])
    assert _worker(second) == [1]  # on the spare, opened before the owner was saved
    assert len(opened) == 2
    third = StoppableRead(lambda: database.execute_sql(count).fetchone()[0])
    assert _worker(third) == [1] and len(opened) == 3  # no spare left: its own, as before


def test_closing_the_database_closes_its_spares_and_opens_none_after(office, monkeypatch):
    from animaloffice.persistence.db import close_database

    opened = _count_connections(monkeypatch)
    _worker(StoppableRead.open_spare, StoppableRead.open_spare, StoppableRead.open_spare)
    assert len(opened) == 2  # two kept: a list's page and its count
    assert not any(_closed(c) for c in opened)
    close_database()
    assert all(_closed(c) for c in opened)  # a backup may now be restored over the file
    _worker(StoppableRead.open_spare)
    assert len(opened) == 2


def test_a_spare_left_unused_too_long_is_closed_not_lent(office, monkeypatch):
    """An idle connection may have been dropped by the network (PostgreSQL on another machine):
    a spare older than a minute is closed and the read opens its own."""
    from animaloffice.persistence import reads

    opened = _count_connections(monkeypatch)
    _worker(StoppableRead.open_spare)
    assert len(opened) == 1
    monkeypatch.setattr(reads._Spares, "FRESH_FOR", 0.0)
    time.sleep(0.01)
    read = StoppableRead(lambda: database.execute_sql("SELECT 1").fetchone()[0])
    assert _worker(read) == [1]
    assert len(opened) == 2 and _closed(opened[0])
