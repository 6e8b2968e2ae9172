"""A row by its id, refused by field when the id is not one (or names a voided record)."""
from __future__ import annotations

from typing import TypeVar

from ..domain.errors import NotFound, ValidationError
from .models.base import BaseModel, Voidable, database

_STATEMENTS: dict[tuple, str] = {}  # the look-up statement per table and backend, built once
M = TypeVar("M", bound=BaseModel)
MAX_ID = 2 ** 31 - 1  # PostgreSQL's serial ids are 32-bit


def _statement(key: tuple, build) -> str:
    """A statement built by peewee once per model and database kind, then reused: building a
    query costs more than running it, and every office action reads and writes a few rows."""
    found = _STATEMENTS.get(key)
    if found is None:
        found = _STATEMENTS[key] = build()
    return found


def by_id(model: type[M], record_id) -> M | None:
    """``model.get_or_none(id == record_id)``, from a statement built once."""
    sql = _statement(("by_id", model, type(database.obj)), lambda: model.select().where(
        model._meta.primary_key == record_id).limit(1).sql()[0])
    for row in model.raw(sql, record_id, 1):
        return row
    return None


def fetch(model: type[M], record_id, field: str | None = None, *, allow_void: bool = False) -> M:
    """The row with this id, or NotFound naming the field; voided rows are refused by default."""
    if isinstance(record_id, bool) or not isinstance(record_id, int):
        raise ValidationError(field or f"{model._meta.table_name}_id", "must be a record id", record_id)
    if not 1 <= record_id <= MAX_ID:  # beyond any id the database can hold
        raise NotFound(model._meta.table_name, record_id, field)
    row = by_id(model, record_id)
    if row is None:
        raise NotFound(model._meta.table_name, record_id, field)
    if not allow_void and isinstance(row, Voidable) and row.is_void:
        raise ValidationError(field or f"{model._meta.table_name}_id",
                              f"{model._meta.table_name} {record_id} is void", record_id)
    return row
