"""Reads by a list of ids, as plain rows (no peewee conversion of each value).

A report or a list page asks for the rows of many records at once (100,000 owners'
addresses, a page's animals' certificates): the ids go 500 to a statement, the ``IN``
list written out, since building each statement's 500 parameters through peewee took
longer than the database took to answer it.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator

from ..persistence.models.base import database

PER_STATEMENT = 500


def rows_in(head: str, ids: Iterable, tail: str = "", params: tuple = ()) -> Iterator[tuple]:
    """The rows of ``{head} (…ids…) {tail}``, ``head`` ending in "<column> IN"; ``params``
    are those of ``tail``, after the ids."""
    db = database.obj
    ids = list(ids)
    for start in range(0, len(ids), PER_STATEMENT):
        part = ids[start:start + PER_STATEMENT]
        marks = ", ".join([db.param] * len(part))
        yield from db.execute_sql(f"{head} ({marks}) {tail}", (*part, *params)).fetchall()
