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
"""
from __future__ import annotations

import threading

from .models import database


class ReadStopped(Exception):
    """The read was stopped before it finished; its result was no longer wanted."""


class _Guarded:
    """The worker's connection, opening no cursor once the read is stopped."""

    def __init__(self, connection, read: "StoppableRead"):
        self._connection, self._read = connection, read

    def cursor(self, *args, **kwargs):
        if self._read.stopped:
            raise ReadStopped()
        return self._connection.cursor(*args, **kwargs)

    def __getattr__(self, name):
        return getattr(self._connection, name)


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

    def stop(self) -> None:
        with self._lock:  # held, so the connection cannot be closed under the interrupt
            self._stopped = True
            connection = self._connection
            if connection is not None:
                stop = getattr(connection, "interrupt", None) or getattr(connection, "cancel", None)
                if stop is not None:
                    stop()
