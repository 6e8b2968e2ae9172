"""What each committed transaction wrote, told to whoever listens: the window refreshes its views.

Every change is audited, so the audit entry's table is the record of what a transaction wrote:
the audit chain notes it here (``note``), and the connection tells the listeners once the
transaction commits (``committed``), nothing if it rolls back. A change made by any desk action,
an import, a background task or a service called from anywhere is told the same way, so no view
depends on the action remembering to say what it changed.

A savepoint rolled back inside a transaction that then commits leaves its tables noted: a view
may be read again for nothing, never left stale.

Listeners are called on the thread that committed, right after COMMIT, while the connection is
still closing the transaction: they must not read the database (the window posts a signal).
"""
from __future__ import annotations

import threading
from collections.abc import Callable

Listener = Callable[[frozenset[str]], None]

_local = threading.local()
_listeners: list[Listener] = []


def listen(callback: Listener) -> None:
    """``callback(tables)`` is told the tables each committed transaction wrote."""
    if callback not in _listeners:
        _listeners.append(callback)


def unlisten(callback: Listener) -> None:
    if callback in _listeners:
        _listeners.remove(callback)


def note(table: str) -> None:
    """The transaction running on this thread wrote `table` (an audit entry with no table, such
    as a sign-in or an export, changes nothing a view shows)."""
    if not table:
        return
    pending = getattr(_local, "tables", None)
    if pending is None:
        _local.tables = pending = set()
    pending.add(table)


def committed() -> None:
    tables = getattr(_local, "tables", None)
    _local.tables = None
    if not tables:
        return
    told = frozenset(tables)
    for callback in list(_listeners):
        try:
            callback(told)
        except Exception:  # a listener's failure never fails the save, which is already made
            pass


def rolled_back() -> None:
    _local.tables = None
