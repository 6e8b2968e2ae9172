"""Small helpers every service uses: fetching by id, numbering, versioned updates, voiding."""
from __future__ import annotations

from datetime import date

import peewee as pw

from ..domain.errors import ConflictError, ValidationError
from ..domain.roles import Actor
from ..persistence.fetch import MAX_ID, _statement, fetch
from ..persistence.models.base import BaseModel, Voidable, database, now
from ..persistence.models.office import Counter
from ..persistence.models.people import Owner
from . import audit


def fetch_owner(owner_id, field: str = "owner_id") -> Owner:
    """An owner records can be added to: not void, and not a duplicate merged into another
    owner (T-7B: what is written on a merged record is hidden from every search)."""
    row = fetch(Owner, owner_id, field)
    if row.merged_into_id is not None:
        raise ValidationError(field, f"{row.display_name} was merged into owner {row.merged_into_id}; "
                              "record it there", owner_id)
    return row


def next_number(counter: str) -> int:
    """The next value of a named counter; call inside the writing transaction.

    The UPDATE takes a row lock (PostgreSQL) or the write lock (SQLite), so two
    workstations issuing at once get different numbers.
    """
    updated = (Counter.update(value=Counter.value + 1).where(Counter.name == counter).execute())
    if not updated:
        try:
            with database.atomic():
                Counter.create(name=counter, value=1)
            return 1
        except pw.IntegrityError:
            Counter.update(value=Counter.value + 1).where(Counter.name == counter).execute()
    return Counter.get_by_id(counter).value


def lock_counter(name: str) -> None:
    """Hold a named lock until the transaction ends, so two workstations doing the same
    read-then-write (finding the next free tag) take turns: a row lock on PostgreSQL;
    on SQLite the IMMEDIATE transaction already holds the write lock."""
    next_number(f"lock:{name}")


def bump_counter_to(counter: str, at_least: int) -> None:
    """Make sure the counter is not below `at_least` (after bulk loads or imports)."""
    if Counter.get_or_none(Counter.name == counter) is None:
        Counter.create(name=counter, value=at_least)
    else:
        Counter.update(value=at_least).where((Counter.name == counter)
                                             & (Counter.value < at_least)).execute()


def save_versioned(row: BaseModel, expected_version: int | None = None) -> None:
    """Write a changed row only if nobody else changed it since it was read.

    ``expected_version`` is the version the user's screen showed; without it the
    version read in this transaction is used.
    """
    from ..domain import validate

    model = type(row)
    if expected_version is not None:
        validate.integer("expected_version", expected_version, minimum=1, maximum=MAX_ID)
    version = row.version if expected_version is None else expected_version
    fields = [f for f in model._meta.sorted_fields if f.name not in ("id", "version", "created_at")]
    mark = "?" if isinstance(database.obj, pw.SqliteDatabase) else "%s"
    pk = model._meta.primary_key
    sql = _statement(("update", model, mark), lambda: (
        f'UPDATE "{model._meta.table_name}" SET '
        + ", ".join(f'"{f.column_name}" = {mark}' for f in fields)
        + f', "{model.version.column_name}" = {mark} WHERE "{pk.column_name}" = {mark} '
        f'AND "{model.version.column_name}" = {mark}'))
    # a foreign key's id as stored (reading the attribute would load the row it points at)
    values = [f.db_value(row.__data__.get(f.name) if isinstance(f, pw.ForeignKeyField) else getattr(row, f.name))
              for f in fields]
    count = database.obj.execute_sql(sql, values + [version + 1, row.get_id(), version]).rowcount
    if count != 1:
        raise ConflictError(model._meta.table_name, row.get_id())
    row.version = version + 1


def void(actor: Actor, row: Voidable, reason: str, *, expected_version: int | None = None,
         action: str | None = None, before: dict | None = None) -> None:
    """Void a record with a reason (records are never deleted, T-7B). ``before``: the record as
    it was, when the caller changed it already (a license's status set to void with it)."""
    from ..domain import validate

    reason = validate.text("reason", reason, max_len=500, required=True, multiline=True)
    if row.is_void:
        raise ValidationError("reason", f"{row._meta.table_name} {row.get_id()} is already void")
    before = before if before is not None else audit.snapshot(row)
    row.voided_at = now()
    row.voided_by = actor.username
    row.void_reason = reason
    save_versioned(row, expected_version)
    audit.record(actor, action or f"{row._meta.table_name}.void", row, before=before, note=reason)


def today() -> date:
    return date.today()
