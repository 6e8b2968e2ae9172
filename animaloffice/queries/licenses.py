"""The license list: filtered, sorted and paged in SQL, for the Licenses tab.

``LicenseQuery(filter).fetch(offset, limit, sort_key, descending)`` returns plain
tuples, the record id first. A yearly license past its end shows as expired even
before the nightly sweep marks it (``effective_status``).

The "certificate due / overdue" filters (and "Active", "Relicense required") select by
T-3B's whole rule in SQL (``certificate_rule``: the chain of certificates, late ones, the
16-month rule), the same state the row's "Certificate" column shows from
``domain.licensing.certificate_status``. What the find box's text matches, and whether the list
is then read in its own order, is ``license_find``'s.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import date, timedelta

import peewee as pw

from ..domain import licensing as rules
from ..domain.statuses import AnimalStatus, LicenseStatus
from ..persistence.db import is_sqlite
from ..persistence.models.animals import Animal, Vaccination
from ..persistence.models.base import database
from ..persistence.models.licensing import License
from ..persistence.models.office import Jurisdiction
from ..persistence.models.people import Owner
from ..persistence.profiles import profile_for
from .certificate_rule import certificate_state
from .license_find import (
    LICENSE_ORDERS,
    NAME_BLIND_SORTS,
    NAME_SORTS,
    index_hidden,
    name_order,
    order_hidden,
    seek_value,
    text_match,
)
from .plain import rows_in

STATUS_CHOICES = (  # (code, label) for the status filter
    ("open", "All but void"),
    (LicenseStatus.ACTIVE, "Active"),
    ("relicense_required", "Relicense required (T-3B): unlicensed"),
    (LicenseStatus.EXPIRED, "Expired"),
    (LicenseStatus.ENDED, "Ended (transferred or died)"),
    (LicenseStatus.RELICENSE, "Ended: licensed again (T-3B)"),
    (LicenseStatus.VOID, "Void"),
    ("all", "All, with void"),
)
DUE_CHOICES = (
    ("", "Any"),
    ("renewal_due", "Renewal due (expires soon)"),
    ("not_renewed", "Expired, not renewed"),
    ("certificate_due", "Certificate due soon (T-3B)"),
    ("certificate_overdue", "Certificate overdue (T-3B)"),
)
SORT_KEYS = {  # each a list: the columns to order by, most significant first
    "number": [License.number], "tag": [License.year, License.tag_number],
    "year": [License.year, License.tag_number], "owner": [Owner.display_name],
    # then the animal: its index's order (name or species), not a sort of every Bella or every dog
    "animal": [Animal.name, Animal.id], "species": [Animal.species, Animal.id],
    "status": [License.status], "issued": [License.issued_on],
    "expires": [License.expires_on],
}
# where each sort's values are in a fetched row (for reading the next page after the last row)
SORT_COLUMNS = {"number": (1, 0), "tag": (3, 2, 0), "year": (3, 2, 0), "owner": (4, 0), "animal": (5, 10, 0),
                "species": (6, 10, 0), "status": (7, 0), "issued": (8, 0), "expires": (9, 0)}


def _rows(sql: str, params: list) -> list[tuple]:
    """The page's rows, read straight from the cursor (peewee's per-value conversion is a good
    part of a page's time); SQLite gives the dates as text, made dates here."""
    rows = database.obj.execute_sql(sql, params).fetchall()
    if not is_sqlite():
        return rows
    day = date.fromisoformat
    return [(r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], day(r[8]) if r[8] else None,
             day(r[9]) if r[9] else None, r[10], r[11], day(r[12]) if r[12] else None, r[13]) for r in rows]


def _key_value(value):
    return value.isoformat() if isinstance(value, date) and is_sqlite() else value


ANIMAL_ORDERS = {"animal", "species"}  # orders SQLite reads from an index of the animals
# status filters that keep most of a city's licenses: the list by animal is read in that order
DENSE_STATUSES = {"open", "all", LicenseStatus.ACTIVE, LicenseStatus.EXPIRED}

# Sorts the (jurisdiction, year, tag) index serves; for the others the jurisdiction test is
# kept off its index (unary +) so SQLite walks the sort column's own index instead of sorting
# every license of the city, which is what keeps the first page instant on a big office.
JURISDICTION_INDEXED = {"tag", "year"}


@dataclass(frozen=True)
class LicenseFilter:
    jurisdiction_id: int | None = None
    status: str = "open"
    year: int | None = None
    due: str = ""
    owner_id: int | None = None
    animal_id: int | None = None
    text: str = ""
    today: date = field(default_factory=date.today)

    def with_(self, **changes) -> LicenseFilter:
        return replace(self, **changes)


def effective_status(status: str, expires_on: date | None, today: date) -> str:
    if status == LicenseStatus.ACTIVE and expires_on is not None and expires_on < today:
        return LicenseStatus.EXPIRED
    return status


def in_force(model, today: date) -> pw.Expression:
    """SQL: the license is in force on `today`, as ``effective_status`` shows it (a yearly license
    stays "active" in the table after its year until the daily expiry marks it)."""
    return (model.status == LicenseStatus.ACTIVE) & model.voided_at.is_null() & (model.expires_on.is_null()
                                                                       | (model.expires_on >= today))


def licenses_in_force(animal_id: int, on: date) -> pw.ModelSelect:
    """The animal's licenses in force on `on` (issued by then, neither ended nor run out),
    the first issued first."""
    return (License.select().where((License.animal == animal_id) & in_force(License, on) & (License.issued_on <= on))
            .order_by(License.issued_on, License.id))


def not_renewed() -> pw.Expression:
    later = License.alias("later")
    sub = later.select(later.id).where((later.animal == License.animal) & (later.year > License.year)
                                       & later.voided_at.is_null())
    return ~pw.fn.EXISTS(sub)


class LicenseQuery:
    """One filtered view of the license table."""

    def __init__(self, flt: LicenseFilter):
        self.filter = flt
        self._after: tuple | None = None  # (sort, descending, next offset, the last row's sort values)
        self._statements: dict[tuple, tuple[str, list]] = {}  # page shape -> (SQL, the filter's values)
        self._found: dict[str, tuple] = {}  # sort -> what the find box's text matches (text_match)

    def _base(self, *columns, lead: str | None = None) -> pw.ModelSelect:
        """The licenses with their animal and owner. ``lead`` ("license" or "owner"): that table
        is read first, in its sort index, with CROSS JOIN (SQLite's documented way to fix the
        order of the loops; PostgreSQL plans it as the plain join); "animal" likewise."""
        if lead == "license":
            return (License.select(*columns).join(Animal, pw.JOIN.CROSS).switch(License)
                    .join(Owner, pw.JOIN.CROSS).switch(License)
                    .where((License.animal == Animal.id) & (License.owner == Owner.id)))
        if lead == "owner":
            return (Owner.select(*columns).join(License, pw.JOIN.CROSS).join(Animal, pw.JOIN.CROSS)
                    .where((License.animal == Animal.id) & (License.owner == Owner.id)))
        if lead == "animal":
            return (Animal.select(*columns).join(License, pw.JOIN.CROSS).join(Owner, pw.JOIN.CROSS)
                    .where((License.animal == Animal.id) & (License.owner == Owner.id)))
        return (License.select(*columns)
                .join(Animal, on=(License.animal == Animal.id)).switch(License)
                .join(Owner, on=(License.owner == Owner.id)).switch(License))

    def _not_renewed_lead(self, sort_key: str) -> str | None:
        """Which table the "not renewed" list is read from in its own order, each license tested.

        Read through the status index, every lapsed license of a city (900,000 on a big office)
        was tested for a later license before the first page could be sorted: 4-8 s. Read in an
        order with an index (the licenses' own, or the owners' names), the first page is found
        within the first ~100,000 licenses: 0.1-0.25 s. (The animal-name order and a typed
        filter are planned as before.)"""
        if self.filter.due != "not_renewed" or self.filter.text.strip():
            return None
        return "license" if sort_key in NAME_BLIND_SORTS else "owner" if sort_key == "owner" else None

    def _text_match(self, sort_key: str) -> tuple:
        """What the typed text matches in this order, and whether the list is read in its order
        (asked once per order: it counts matches to decide)."""
        if sort_key not in self._found:
            text = self.filter.text.strip()
            self._found[sort_key] = text_match(text, sort_key) if text else (None, False)
        return self._found[sort_key]

    def _lead(self, sort_key: str) -> str | None:
        """The table read first: "not renewed"'s; the owners or the animals when a typed text is
        tested in their order (``license_find``), else the licenses its matches are looked up in
        (SQLite walked the order's index, 0.6 s, when it gives the whole order); the animals, in
        their name or species index, for the whole list (or most of it) by animal or species,
        which SQLite otherwise read by owner and sorted (1.2-1.6 s a page on a big office)."""
        f = self.filter
        if sort_key in ANIMAL_ORDERS | {"owner"} and f.text.strip() and is_sqlite():
            if self._text_match(sort_key)[1]:
                return "owner" if sort_key == "owner" else "animal"
            return "license"  # few matches, looked up by index and sorted: not the whole index read in order
        if (sort_key in ANIMAL_ORDERS and is_sqlite() and not f.text.strip()
                and f.owner_id is None and f.animal_id is None and not f.due and f.status in DENSE_STATUSES):
            return "animal"
        return self._not_renewed_lead(sort_key)

    def _where(self, query: pw.ModelSelect, sort_key: str = "year") -> pw.ModelSelect:
        f, today = self.filter, self.filter.today
        text = f.text.strip()
        match, in_order = self._text_match(sort_key)
        if f.jurisdiction_id is not None:
            column = (License.jurisdiction if sort_key in JURISDICTION_INDEXED and (not text or in_order)
                      else index_hidden(License.jurisdiction))
            query = query.where(column == f.jurisdiction_id)
        if f.year is not None:
            query = query.where(License.year == f.year)
        if f.owner_id is not None:
            query = query.where(License.owner == f.owner_id)
        if f.animal_id is not None:
            query = query.where(License.animal == f.animal_id)
        live = ((index_hidden(License.status) == LicenseStatus.ACTIVE)
                & (License.expires_on.is_null() | (License.expires_on >= today)))
        status_col = index_hidden(License.status) if self._not_renewed_lead(sort_key) else License.status
        lapsed = ((status_col == LicenseStatus.EXPIRED)
                  | ((status_col == LicenseStatus.ACTIVE) & (License.expires_on < today)))
        status = {
            "open": License.status != LicenseStatus.VOID, LicenseStatus.EXPIRED: lapsed,
            # T-3B: a license whose certificate lapsed licenses nothing (the row says so too)
            LicenseStatus.ACTIVE: (live & ~self._certificate_condition("certificate_overdue", today, live)
                                   if f.status == LicenseStatus.ACTIVE else None),
            "relicense_required": (self._certificate_condition("certificate_overdue", today, live)
                                   if f.status == "relicense_required" else None),
            LicenseStatus.ENDED: License.status == LicenseStatus.ENDED,
            LicenseStatus.RELICENSE: License.status == LicenseStatus.RELICENSE,
            LicenseStatus.VOID: License.status == LicenseStatus.VOID, "all": None,
        }.get(f.status, License.status != LicenseStatus.VOID)
        if status is not None:
            query = query.where(status)
        if f.due == "renewal_due":
            days = self._period("renewal_reminder_days")
            query = query.where(live & License.expires_on.between(today, today + timedelta(days=days))
                                & not_renewed())
        elif f.due == "not_renewed":
            query = query.where(lapsed & not_renewed() & (Animal.status == AnimalStatus.ACTIVE)
                                & (Animal.owner == License.owner))
        elif f.due in ("certificate_due", "certificate_overdue"):
            query = query.where(self._certificate_condition(f.due, today, live))
        if match is not None:
            query = query.where(match)
        return query

    def _period(self, name: str) -> int:
        jid = self.filter.jurisdiction_id
        if jid is not None:
            return profile_for(jid).period(name, self.filter.today)
        return max(profile_for(j.id).period(name, self.filter.today) for j in Jurisdiction.select())

    def _certificate_condition(self, due: str, today: date, live: pw.Expression) -> pw.Expression:
        """SQL: the live license's T-3B state is "due_soon" (``certificate_due``) or "overdue"
        (``certificate_overdue``), as ``rules.certificate_status`` gives it (see certificate_rule)."""
        jids = ([self.filter.jurisdiction_id] if self.filter.jurisdiction_id is not None
                else [j.id for j in Jurisdiction.select(Jurisdiction.id)])
        state = "due_soon" if due == "certificate_due" else "overdue"
        combined = None
        for jid in jids:
            cond = certificate_state(profile_for(jid), today) == state
            if self.filter.jurisdiction_id is None:
                cond = (index_hidden(License.jurisdiction) == jid) & cond
            combined = cond if combined is None else (combined | cond)
        return live & combined

    # --- the table's source ------------------------------------------------------------
    def count(self) -> int:
        # the joins only matter when a filter reads the animal; the owner and the animal of a
        # license always exist, so without them the count is the same and ten times faster
        needs_animal = self.filter.due == "not_renewed"
        base = self._base(License.id) if needs_animal else License.select(License.id)
        # counted in no particular order: matches looked up by index, the table read plainly
        return self._where(base, sort_key="count").count()

    def ids(self) -> list[int]:
        """Every license the filter lists, by number: what "select all" means, the rows not yet
        scrolled into view included."""
        needs_animal = self.filter.due == "not_renewed"
        base = self._base(License.id) if needs_animal else License.select(License.id)
        return [r[0] for r in self._where(base, sort_key="count").order_by(License.number).tuples()]

    def fetch(self, offset: int, limit: int, sort_key: str = "issued", descending: bool = True) -> list[tuple]:
        if sort_key not in SORT_KEYS:
            sort_key = "issued"
        columns = [name_order(SORT_KEYS[sort_key][0]), *SORT_KEYS[sort_key][1:]] if sort_key in NAME_SORTS \
            else SORT_KEYS[sort_key]
        after = self._after
        seek = after is not None and after[:3] == (sort_key, descending, offset) and None not in after[3]
        shape = (sort_key, descending, seek)
        if shape not in self._statements:  # built once per page shape; only the page's values change
            self._statements[shape] = self._statement(sort_key, columns, descending, after if seek else None)
        sql, head = self._statements[shape]
        raw = _rows(sql, head + ([after[3][0], *after[3], limit] if seek else [limit, offset]))
        if raw:
            last = raw[-1]
            self._after = (sort_key, descending, offset + len(raw),
                           tuple(_key_value(last[i]) for i in SORT_COLUMNS[sort_key]))
        return self._decorate(raw)

    def _statement(self, sort_key: str, columns: list, descending: bool, after: tuple | None) -> tuple[str, list]:
        """A page's SQL and the filter's values in it (the page's own values are added per page).

        ``after``: the next page of a list read in order starts after the last row shown (an
        index seek) rather than counting past every row before it (OFFSET grows with the
        scroll); the first column is bound alone too, by which SQLite seeks a case-blind name
        index (the row value alone read the index from its start: 0.3 s deep down)."""
        picked = (License.id, License.number, License.tag_number, License.year, Owner.display_name, Animal.name,
                  Animal.species, License.status, License.issued_on, License.expires_on, License.animal,
                  License.jurisdiction, Animal.birth_date, License.term)
        late = self._late_lookup(sort_key)
        query = self._where(License.select(License.id) if late else self._base(*picked, lead=self._lead(sort_key)),
                            sort_key)
        keyed = [*columns, License.id]  # the license last: one order, whatever ties

        def by(keys):
            return [c.desc() if descending else c.asc() for c in keys]

        match, in_order = self._text_match(sort_key)
        few = match is not None and not in_order and sort_key in NAME_SORTS  # sorted on PostgreSQL, not read in a name index
        order = by(keyed)  # (by species, so kept, PostgreSQL drove the join from every animal: 0.3 s to 0.9 s)
        picking = by(map(order_hidden, keyed)) if late or few else order
        if after is not None:
            first = seek_value(sort_key, after[3][0])
            keys, values = pw.Tuple(*keyed), pw.Tuple(first, *after[3][1:])
            query = query.where((columns[0] <= first) & (keys < values) if descending
                                else (columns[0] >= first) & (keys > values))
            query, tail = query.order_by(*picking).limit(1), len(after[3]) + 2
        else:
            query, tail = query.order_by(*picking).offset(0).limit(1), 2
        if late:
            query = self._base(*picked).where(License.id.in_(query)).order_by(*order)
        sql, params = query.sql()
        return sql, list(params[:-tail])

    def _late_lookup(self, sort_key: str) -> bool:
        """Whether the page's licenses are picked first, in the license table alone, and only
        then joined to their animals and owners: when a typed text's matches are read whole and
        sorted in an order of the licenses' own columns, every match was joined before the sort
        ('TRA-2017' by tag: a year's 68,000 licenses, 90 ms a page; picked first, 20 ms)."""
        return (bool(self.filter.text.strip()) and sort_key in LICENSE_ORDERS
                and not self._text_match(sort_key)[1] and self.filter.due != "not_renewed")

    def _decorate(self, raw: list[tuple]) -> list[tuple]:
        today = self.filter.today
        live_animals = {r[10] for r in raw if effective_status(r[7], r[9], today) == LicenseStatus.ACTIVE}
        shots = shots_by_animal(live_animals)
        profiles = {jid: profile_for(jid) for jid in {r[11] for r in raw}}
        out = []
        for (lid, number, tag, year, owner, animal, species, status, issued, expires, animal_id, jid,
             birth, term) in raw:
            shown = effective_status(status, expires, today)
            due_on, cert = None, ""
            if animal_id in live_animals and shown == LicenseStatus.ACTIVE:
                st = rules.certificate_status(profiles[jid], birth_date=birth, licensed_on=issued,
                                              shots=shots.get(animal_id, []), on=today,
                                              lifetime=term == "lifetime", explain=False)
                due_on = st.next_due.value if st.next_due else None
                cert = st.label
                shown = rules.license_standing(shown, st)
            label = profiles[jid].species_info(species).label
            out.append((lid, number, tag, year, owner, animal or "(no name)", label, shown, issued, expires,
                        due_on, cert))
        return out


def shots_by_animal(animal_ids) -> dict[int, list[rules.Shot]]:
    """Every animal's certificates on file, in one query per 500 animals (plain SQL: this runs
    for every page of the list as it scrolls). ``animal_ids`` may also be a query selecting
    the ids: one statement then (a report's 100,000 animals in about half the time)."""
    head = (f'SELECT animal_id, vaccinated_on, duration_years, received_on FROM "{Vaccination._meta.table_name}" '
            "WHERE animal_id IN")
    if isinstance(animal_ids, pw.SelectQuery):
        sub, params = animal_ids.sql()
        rows = database.obj.execute_sql(f"{head} ({sub}) AND voided_at IS NULL", params).fetchall()
    else:
        rows = rows_in(head, animal_ids, "AND voided_at IS NULL")
    out: dict[int, list[rules.Shot]] = {}
    for aid, given, years, received in rows:
        out.setdefault(aid, []).append(rules.Shot(row_date(given), years, row_date(received)))
    return out


_DATES: dict[str, date] = {}  # text -> date, for row_date: a report reads the same days again and again


def row_date(value) -> date | None:
    """A date from a plain row (``execute_sql``, skipping peewee's conversion of each value for
    speed): SQLite gives the text, PostgreSQL the date."""
    if value is None or isinstance(value, date):
        return value
    found = _DATES.get(value)
    if found is None:
        if len(_DATES) > 100_000:  # a few decades of days; anything more is not days
            _DATES.clear()
        found = _DATES[value] = date.fromisoformat(str(value)[:10])
    return found


def license_years(jurisdiction_id: int | None) -> list[int]:
    """The license years on file, newest first (for the year filter)."""
    query = License.select(License.year).distinct()
    if jurisdiction_id is not None:
        query = query.where(License.jurisdiction == jurisdiction_id)
    return sorted({y for (y,) in query.tuples()}, reverse=True)
