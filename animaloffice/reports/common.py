"""Small look-ups the reports share: current addresses and phones in bulk, date ranges."""
from __future__ import annotations

import calendar
from collections.abc import Iterable, Iterator
from datetime import date, timedelta

from ..persistence.models.base import database
from ..persistence.models.office import Jurisdiction
from ..persistence.models.people import Address, Phone, one_line
from ..queries.plain import rows_in


def plain_parts(query, size: int, first: int | None = None) -> Iterator[list[tuple]]:
    """The query's rows as the driver gives them, in lists of `size`, each read when it is asked
    for: on SQLite a query the indexes give in order hands over its first rows before it has
    read the last. Peewee's conversion of each value is skipped (a metro office's report reads
    100,000 rows; the conversion took longer than the query): dates stay text on SQLite, and
    ``queries.licenses.row_date`` reads them on both backends. The first list holds `first` rows
    when given (a smaller first part is on screen sooner)."""
    cursor = database.obj.execute_sql(*query.sql())
    try:
        wanted = first or size
        while batch := cursor.fetchmany(wanted):
            yield batch
            wanted = size
    finally:
        cursor.close()


def current_addresses(owner_ids: Iterable[int], on: date | None = None) -> dict[int, str]:
    """Each owner's home address (else any address) in use on `on` (today when None)."""
    ids = sorted({i for i in owner_ids if i})
    out: dict[int, tuple] = {}
    head = ('SELECT "owner_id", "kind", "valid_from", "id", "line1", "line2", "city", "state", "postal_code" '
            f'FROM "{Address._meta.table_name}" WHERE "owner_id" IN')
    if on is None:
        rows = rows_in(head, ids, 'AND "valid_to" IS NULL')
    else:
        day = Address.valid_from.db_value(on)
        p = database.obj.param
        rows = rows_in(head, ids, f'AND "valid_from" <= {p} AND ("valid_to" IS NULL OR "valid_to" > {p})', (day, day))
    # valid_from compared as the driver gives it: ISO text on SQLite, a date on PostgreSQL
    for owner_id, kind, valid_from, aid, line1, line2, city, state, postal in rows:
        rank = (kind == "home", valid_from, aid)
        if owner_id not in out or rank > out[owner_id][0]:
            out[owner_id] = (rank, one_line(line1, line2, city, state, postal))
    return {k: v[1] for k, v in out.items()}


def current_phones(owner_ids: Iterable[int]) -> dict[int, str]:
    ids = sorted({i for i in owner_ids if i})
    out: dict[int, tuple] = {}
    rows = rows_in(f'SELECT "owner_id", "valid_from", "id", "number" FROM "{Phone._meta.table_name}" '
                   'WHERE "owner_id" IN', ids, 'AND "valid_to" IS NULL')
    for owner_id, valid_from, pid, number in rows:
        rank = (valid_from, pid)
        if owner_id not in out or rank > out[owner_id][0]:
            out[owner_id] = (rank, number)
    return {k: v[1] for k, v in out.items()}


def jurisdiction_name(jurisdiction_id: int | None) -> str:
    if not jurisdiction_id:
        return "All jurisdictions"
    row = Jurisdiction.get_or_none(Jurisdiction.id == jurisdiction_id)
    return row.name if row else f"jurisdiction {jurisdiction_id}"


def month_bounds(month: date) -> tuple[date, date]:
    first = month.replace(day=1)
    last = first.replace(day=calendar.monthrange(first.year, first.month)[1])
    return first, last


def week_bounds(day: date) -> tuple[date, date]:
    """Monday to Sunday of the week containing `day`."""
    monday = day - timedelta(days=day.weekday())
    return monday, monday + timedelta(days=6)


def fmt_age(months: int | None) -> str:
    if months is None:
        return "unknown"
    if months < 12:
        return f"{months} mo"
    years, rest = divmod(months, 12)
    return f"{years} yr" + (f" {rest} mo" if rest and years < 3 else "")


def days_left(days: int) -> str:
    if days < 0:
        return "passed"
    if days == 0:
        return "today"
    return f"{days} day{'s' if days != 1 else ''}"
