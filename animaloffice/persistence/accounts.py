"""The signed-in user's account as it is now, for ``domain.roles.Actor`` to judge by.

Registered when the database opens (``db.open_database``), dropped when it closes. One read
of the user's row by primary key: whether it is active, and its role. The statement is written
once per database and run as it is: building it through the query builder each time costs
more than the read itself (on SQLite; on PostgreSQL, one round trip).
"""
from __future__ import annotations

from ..domain import roles
from .models.base import database
from .models.office import User

_statement: dict[int, str] = {}  # id(database object) -> the SQL, in its parameter style


def _sql() -> str:
    db = database.obj
    sql = _statement.get(id(db))
    if sql is None:  # the builder writes it (quoting, parameter style); the id is its one parameter
        sql, _params = User.select(User.role, User.active).where(User.id == 0).sql()
        _statement.clear()
        _statement[id(db)] = sql
    return sql


def current_role(user_id: int) -> str | None:
    """The account's role now, or None when it is deactivated or no longer there."""
    row = database.execute_sql(_sql(), (user_id,)).fetchone()
    if row is None or not row[1]:
        return None
    return row[0]


def register() -> None:
    _statement.clear()
    roles.use_role_source(current_role)


def unregister() -> None:
    _statement.clear()
    roles.use_role_source(None)
