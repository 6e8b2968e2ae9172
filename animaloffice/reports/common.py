"""Small look-ups the reports share: current addresses and phones in bulk, date ranges."""
from __future__ import annotations

import calendar
from datetime import date, timedelta
from typing import Iterable

from ..domain.deadlines import months_old
from ..persistence.models import Address, Jurisdiction, Phone
from ..persistence.models.people import one_line


def chunks(ids: list[int], size: int = 500):
    for start in range(0, len(ids), size):
        yield ids[start:start + size]


def current_addresses(owner_ids: Iterable[int], on: date | None = None) -> dict[int, str]:
    """Each owner's home address (else any address) in use on `on` (today when None)."""
    ids = sorted({i for i in owner_ids if i})
    out: dict[int, tuple] = {}
    for part in chunks(ids):  # plain tuples: a metro office's report asks for 100,000 addresses
        q = Address.select(Address.owner, Address.kind, Address.valid_from, Address.id, Address.line1,
                           Address.line2, Address.city, Address.state, Address.postal_code
                           ).where(Address.owner.in_(part))
        if on is None:
            q = q.where(Address.valid_to.is_null())
        else:
            q = q.where((Address.valid_from <= on) & (Address.valid_to.is_null() | (Address.valid_to > on)))
        for owner_id, kind, valid_from, aid, line1, line2, city, state, postal in q.tuples():
            rank = (kind == "home", valid_from, aid)
            if owner_id not in out or rank > out[owner_id][0]:
                out[owner_id] = (rank, one_line(line1, line2, city, state, postal))
    return {k: v[1] for k, v in out.items()}


def current_phones(owner_ids: Iterable[int]) -> dict[int, str]:
    ids = sorted({i for i in owner_ids if i})
    out: dict[int, tuple] = {}
    for part in chunks(ids):
        for owner_id, valid_from, pid, number in (Phone.select(Phone.owner, Phone.valid_from, Phone.id, Phone.number)
                                                  .where(Phone.owner.in_(part) & Phone.valid_to.is_null()).tuples()):
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


def age_months(birth_date: date | None, age_at_intake: int | None, intake_day: date, on: date) -> int | None:
    """An animal's age in months on `on`: from its birth date, else from its age at intake."""
    if birth_date is not None:
        return months_old(birth_date, on)
    if age_at_intake is not None:
        return age_at_intake + max(months_old(intake_day, on), 0)
    return None


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
