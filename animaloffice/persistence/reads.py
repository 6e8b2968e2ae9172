"""A read on a worker thread that the thread which asked for it can stop.

A list being typed into asks for a new page at each pause; the page asked for a moment ago
is then of no use, and on a big office it may take a second. ``StoppableRead`` runs the read
on the worker's own connection (closed when done, so no connection outlives its thread) and
``stop()`` interrupts it from any thread: SQLite's ``interrupt()`` and the PostgreSQL
driver's ``cancel()`` are both made to be called from another thread, and end the statement
running. A read of many statements (a report: a query, then addresses 500 owners at a time)
is refused its next statement too: the connection is lent to the read behind a guard that
opens no cursor once stopped. The stopped read raises ``ReadStopped``, whatever the driver
raised.

Opening that connection is a good part of a short read (SQLite reads the schema at the first
statement; PostgreSQL more), so once a read's result is handed
over, the worker opens one for the next read (``open_spare``). Nothing runs on a spare before
it is lent, so it holds no snapshot: the read sees what is committed when it runs.
"""
from __future__ import annotations

import threading
import time

import peewee as pw

from .models.base import database


class ReadStopped(Exception):
    """The read was stopped before it finished; its result was no longer wanted."""


class _Guarded:
    """The worker's connection, opening no cursor once the read is stopped."""

    def __init__(self, connection, read: StoppableRead):
        self._connection, self._read = connection, read

    def cursor(self, *args, **kwargs):
        if self._read.stopped:
            raise ReadStopped()
        return self._connection.cursor(*args, **kwargs)

    def __getattr__(self, name):
        return getattr(self._connection, name)


class _Spares:
    """Connections opened ahead for the next reads, for one database object, newest last."""

    KEEP = 2  # a list's page and its count are read side by side
    FRESH_FOR = 60.0  # seconds: an older spare is closed, not lent (a network may have dropped it)

    def __init__(self):
        self._lock = threading.Lock()
        self._db = None
        self._spares: list[tuple[object, float]] = []  # (connection, when opened)
        self._retired = None  # the database closed or replaced: no spare is opened for it again

    def lend(self, db) -> None:
        """Make the newest fresh spare opened for ``db`` this thread's connection (when it has
        none); spares gone stale are closed."""
        if not db.is_closed():
            return
        stale, connection = [], None
        with self._lock:
            while self._db is db and self._spares and connection is None:
                candidate, opened = self._spares.pop()
                if time.monotonic() - opened <= self.FRESH_FOR:
                    connection = candidate
                else:
                    stale.append(candidate)
        _close(stale)
        if connection is not None:
            db._state.set_connection(connection)  # what peewee's connect() sets up, opened earlier

    def open(self, db) -> None:
        """Open a spare for ``db`` on this thread (which must not be using a connection); when
        there are enough, the oldest makes way once it is half way to stale."""
        if db is self._retired or not db.is_closed():
            return
        with self._lock:
            if (self._db is db and len(self._spares) >= self.KEEP
                    and time.monotonic() - self._spares[0][1] < self.FRESH_FOR / 2):
                return
        db.connect()  # with the database's pragmas, as any connection of this thread
        connection = db._state.conn
        db._state.reset()  # taken off this thread: the next read on any worker is lent it
        stale = []
        with self._lock:
            if db is self._retired:  # closed meanwhile
                stale.append(connection)
            else:
                if self._db is not db:
                    stale, self._spares, self._db = [c for c, _ in self._spares], [], db
                self._spares.append((connection, time.monotonic()))
                while len(self._spares) > self.KEEP:
                    stale.append(self._spares.pop(0)[0])
        _close(stale)

    def discard(self) -> None:
        """Close the spares: the open database is being closed or replaced (a backup restored
        over its file), and none is opened for it again."""
        with self._lock:
            stale, self._spares, self._db = [c for c, _ in self._spares], [], None
            self._retired = database.obj
        _close(stale)


def _close(connections) -> None:
    for connection in connections:
        connection.close()


_spares = _Spares()
discard_spares = _spares.discard


class StoppableRead:
    def __init__(self, fn):
        self.fn = fn
        self._lock = threading.Lock()
        self._connection = None
        self._stopped = False

    @property
    def stopped(self) -> bool:
        return self._stopped

    def __call__(self, *args):
        state = None
        try:
            with self._lock:
                if self._stopped:
                    raise ReadStopped()
                _spares.lend(database.obj)
                self._connection = database.connection()  # this thread's own
            state = database.obj._state  # peewee's per-thread connection, lent behind the guard
            state.conn = _Guarded(self._connection, self)
            try:
                return self.fn(*args)
            except Exception as exc:
                if self._stopped:
                    raise ReadStopped() from exc
                raise
        finally:
            with self._lock:
                if state is not None:
                    state.conn = self._connection
                self._connection = None
            database.close()

    @staticmethod
    def open_spare() -> None:
        """Open a connection for the next read, on this (worker) thread: call it after this
        read's result is handed over, so opening it delays no one."""
        if database.obj is not None:
            _spares.open(database.obj)

    def stop(self) -> None:
        with self._lock:  # held, so the connection cannot be closed under the interrupt
            self._stopped = True
            connection = self._connection
            if connection is not None:
                stop = getattr(connection, "interrupt", None) or getattr(connection, "cancel", None)
                if stop is not None:
                    stop()


def close_thread_connection() -> None:
    """Close this (worker) thread's own connection once its work is done (peewee keeps one per
    thread; the window's stays open)."""
    database.close()


def open_database_line() -> str:
    """The office database this program works on, never with a password."""
    db = database.obj
    if db is None:
        return "no office open"
    if isinstance(db, pw.SqliteDatabase):
        return f"SQLite file {db.database}"
    params = getattr(db, "connect_params", {}) or {}
    host = params.get("host") or "local socket"
    port = f":{params['port']}" if params.get("port") else ""
    return f"PostgreSQL database {db.database} on {host}{port}"
