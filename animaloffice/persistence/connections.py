"""The office's database connections: a desk waits for a busy file, and heals a lost server.

SQLite: a write transaction takes the file's write lock when it begins. While another program
holds it (a colleague's save, a long import) each attempt waits ``BUSY_STEP_MS``; between
attempts the ``waiting`` listeners are told how long it has been (the window says so in its
status bar), and after ``BUSY_GIVE_UP_S`` the action is refused with ``OfficeBusy``, a plain
sentence, nothing of it saved.

PostgreSQL: a connection lost to a server restart or a dropped network is noticed on the next
statement. Nothing that was in flight is half-saved (the server rolls back a transaction whose
connection went); that action is refused with ``ConnectionLost`` and may simply be tried again:
the next statement connects afresh. A read outside a transaction, or the BEGIN of one, is
retried at once on a new connection, so a desk whose server restarted over lunch notices
nothing. Every connection names the program (``application_name``) and holds the office's
shared advisory lock (``presence``), so an upgrade knows who is connected.
"""
from __future__ import annotations

import time

import peewee as pw

from ..domain.errors import OfficeError
from . import changes, file_check, presence

BUSY_STEP_MS = 2000
BUSY_GIVE_UP_S = 120.0

_listeners: list = []


class OfficeBusy(OfficeError):
    def __init__(self, waited: float):
        super().__init__(waited)
        self.field = None
        self.waited = waited
        self.message = (f"the office file stayed busy for {waited:.0f} seconds (another workstation is "
                        "saving, perhaps a long import); nothing was saved: try again in a moment")


class ConnectionLost(OfficeError):
    def __init__(self, *, while_saving: bool = False):
        super().__init__(while_saving)
        self.field = None
        self.message = ("the connection to the database server was lost while saving: the server kept "
                        "either all of this action or none of it; look before you try again"
                        if while_saving else
                        "the connection to the database server was lost; nothing of this action was saved. "
                        "Try again: AnimalOffice connects afresh")


def on_wait(callback) -> None:
    """``callback(seconds_waited)`` is told while a save waits for a busy office file."""
    _listeners.append(callback)


def no_wait_listener(callback) -> None:
    if callback in _listeners:
        _listeners.remove(callback)


def _tell(waited: float) -> None:
    for callback in list(_listeners):
        try:
            callback(waited)
        except Exception:  # a listener's failure never fails the save
            pass


def _is_busy(exc: Exception) -> bool:
    text = str(exc).lower()
    return "database is locked" in text or "database is busy" in text


class OfficeSqlite(pw.SqliteDatabase):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        from ..domain.persons import fold

        self.register_function(fold, "office_fold", 1)  # names found whatever their accents

    def begin(self, lock_type=None):
        file_check.hold_writes(_tell)  # a big file's full check, while it runs (``file_check``)
        start = time.monotonic()
        while True:
            try:
                return super().begin(lock_type)
            except pw.OperationalError as exc:
                if not _is_busy(exc):
                    raise
                waited = time.monotonic() - start
                if waited >= BUSY_GIVE_UP_S:
                    raise OfficeBusy(waited) from None
                _tell(waited)

    def commit(self):
        super().commit()
        changes.committed()

    def rollback(self):
        changes.rolled_back()
        return super().rollback()


_LOST = (pw.OperationalError, pw.InterfaceError)


CHAIN_KEY = 0x41756443  # "AudC": the audit log's chain, one writing transaction at a time
_WRITES = ("INSERT", "UPDATE", "DELETE")


def _takes_row_locks(sql: str) -> bool:
    head = sql.lstrip()[:6].upper()
    return head in _WRITES or (head == "SELECT" and "FOR UPDATE" in sql.upper())


class OfficePostgres(pw.PostgresqlDatabase):
    """PostgreSQL with the office's presence lock, named sessions, and reconnection.

    A writing transaction takes the audit chain's lock (a transaction-level advisory lock)
    before its first row lock: every change is audited and the audit log is one chain, so
    writing transactions take turns on it anyway; taking it first, always, means two desks
    never hold each other's rows (a number counter, the chain's head) and deadlock."""

    hold_presence = True

    def _initialize_connection(self, conn):
        with conn.cursor() as cur:
            cur.execute("SET application_name = %s", (presence.pg_application_name(),))
        if self.hold_presence and not presence.pg_join(conn):
            conn.close()
            raise presence.OfficeInUse("the office's database is being upgraded; try again in a few "
                                       "minutes, when the upgrade is done")

    def connect(self, reuse_if_open=False):
        try:
            return super().connect(reuse_if_open)
        except presence.OfficeInUse:
            self._state.reset()
            raise

    def _lost(self) -> bool:
        conn = self._state.conn
        return not self._state.closed and (conn is None or getattr(conn, "closed", 0) != 0)

    def _forget_connection(self) -> None:
        """The connection is gone: the next statement makes a new one (outside a transaction;
        inside one, once the transaction has unwound)."""
        if not self.in_transaction():
            self._state.reset()

    def execute_sql(self, sql, params=None):
        if self.in_transaction() and not getattr(self._state, "chain_locked", False) and _takes_row_locks(sql):
            self._state.chain_locked = True
            self.execute_sql("SELECT pg_advisory_xact_lock(%s)", (CHAIN_KEY,))
        try:
            return super().execute_sql(sql, params)
        except _LOST:
            if not self._lost():
                raise
            inside = self.in_transaction()
            self._forget_connection()
            if not inside and sql.lstrip()[:6].upper() in ("SELECT", "SHOW", "WITH"):
                return super().execute_sql(sql, params)  # a read: again, on a new connection
            raise ConnectionLost() from None

    def copy_in(self, sql: str, text) -> None:
        """``COPY ... FROM STDIN`` from the file-like `text` (``pg_copy``): a write, so inside a
        transaction it takes the chain's lock first, as an INSERT does."""
        if self.in_transaction() and not getattr(self._state, "chain_locked", False):
            self._state.chain_locked = True
            self.execute_sql("SELECT pg_advisory_xact_lock(%s)", (CHAIN_KEY,))
        with self.cursor() as cur:
            cur.copy_expert(sql, text, size=1 << 16)

    def begin(self, *args, **kwargs):
        self._state.chain_locked = False  # the lock is the transaction's: taken again in the next
        try:
            return super().begin(*args, **kwargs)
        except _LOST:
            if not self._lost():
                raise
            self._state.reset()  # nothing begun yet: a new connection, and begin there
            return super().begin(*args, **kwargs)

    def commit(self):
        try:
            super().commit()
        except _LOST:
            if not self._lost():
                raise
            changes.committed()  # all of it or none was kept: the views are read again either way
            raise ConnectionLost(while_saving=True) from None
        changes.committed()

    def rollback(self):
        changes.rolled_back()
        if self._lost():  # the server rolled it back when the connection went
            if not self.in_transaction():
                self._state.reset()
            return None
        return super().rollback()
