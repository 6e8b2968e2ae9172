"""Licenses in issue order, written by the database from numbered plans.

What ``services.licensing.issue_license``/``renew_license`` would have written
for the same day: the next license number of the year, the next tag of the
year (unique per jurisdiction and year), the profile's fee for the day (T-3A)
and the certificate in force. A renewal points at last year's license.
Licenses of past years are marked expired as the daily job does (version 2).
``money.py`` adds a charge per license and a receipt per visit (one owner on
one day: the charges of all the animals licensed together).

This module numbers the plans ``people.py`` makes (a few integers each); the
database turns them into license and charge rows with INSERT ... SELECT,
building their text (numbers, dates, times, descriptions) itself. On a fresh
SQLite file that runs on the writing thread without holding Python's lock,
where binding fifteen values a row from Python held it.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from ..domain import licensing as rules
from ..persistence.models.base import database
from ..persistence.models.licensing import License, TagMark
from ..persistence.models.office import Counter
from ..services.common import bump_counter_to

LIC_COLUMNS = ("lid", "aid", "oid", "year", "vacc", "prev", "visit", "fee", "day", "tn", "k")
LICENSES_A_CHUNK = 100_000  # written while the next are numbered (the metro load: ~10 chunks)


@dataclass
class Batch:
    """One jurisdiction's licenses (ids first..last) and their visits [day, time, owner, total]."""
    jid: int
    prefix: str
    first: int
    last: int
    visits: list
    pid0: int = 0  # receipt id of the first visit, charge id of the first license (``money.py``)
    c0: int = 0


class Licenses:
    def __init__(self, gen):
        self.gen = gen
        w = gen.writer
        self.license = w.sink(License, "created_at", "version", "jurisdiction", "number", "animal", "owner",
                              "year", "tag_number", "issued_on", "expires_on", "status", "vaccination",
                              "renewal_of", "fee_cents")
        self._start: dict[tuple[int, int], tuple[int, int]] = {}  # (jid, year) -> (number, tag) in use
        self._used: dict[tuple[int, int], int] = {}  # (jid, year) -> last license number
        self._fee_ids = 0

    def prepare(self, jurs, years: range) -> None:
        """Read where numbering stands before the load (the writing thread owns the connection
        during it) and set out the working tables."""
        for jur in jurs:
            for year in years:
                self._start[(jur.id, year)] = self._numbers_in_use(jur.id, year)
        gen, w = self.gen, self.gen.writer
        w.temp_table("bulk_day", "ord INTEGER PRIMARY KEY, iso TEXT")
        w.insert_rows("bulk_day", ("ord", "iso"), list(enumerate(gen._iso, gen.base)))
        w.temp_table("bulk_time", "n INTEGER PRIMARY KEY, hms TEXT")
        w.insert_rows("bulk_time", ("n", "hms"), list(enumerate(gen.times)))
        w.temp_table("bulk_fee", "id INTEGER PRIMARY KEY, species TEXT, cents INTEGER, text TEXT, rule TEXT, "
                                 "label TEXT")
        w.temp_table("bulk_start", "k INTEGER PRIMARY KEY, tag0 INTEGER")  # jid * 10000 + year
        w.temp_table("bulk_lic", "lid INTEGER PRIMARY KEY, aid INTEGER, oid INTEGER, year INTEGER, "
                                 "vacc INTEGER, prev INTEGER, visit INTEGER, fee INTEGER, day INTEGER, "
                                 "tn INTEGER, k INTEGER")

    def bump_counters(self) -> None:
        """After the load: the services carry on numbering from where the load stopped."""
        for (jid, year), n in self._used.items():
            bump_counter_to(f"license:{jid}:{year}", n)

    def populate(self, jur) -> None:
        """Number one jurisdiction's plans in issue order (by day, then animal) and write them,
        a chunk at a time, so the database writes a chunk while the next is numbered."""
        gen = self.gen
        plans, jid = jur.plans, jur.id
        if not plans:
            return
        plans.sort()
        r, n_times = gen.rng.random, len(gen.times)
        first = self.license.last_id + 1
        visits: list = []
        batch = Batch(jid, jur.prefix, first, first - 1, visits)
        gen.money.licensing(batch)
        rows, fees, tags = [], [], []
        add, new_visit = rows.append, visits.append
        last: dict[int, tuple[int, int]] = {}  # animal -> (license id, year)
        lid, k, day_now, year_now = first - 1, 0, None, None
        for day, aid, oid, year, species, altered, vacc in plans:
            lid += 1
            if day != day_now:
                day_now, on_day, fee_of_day = day, {}, {}
                if year != year_now:
                    if year_now is not None:
                        self._used[(jid, year_now)] = k
                    year_now = year
                    k, tag0 = self._start.get((jid, year), (0, 0))
                    tags.append((jid * 10_000 + year, tag0 - k))
            k += 1
            v = on_day.get(oid)
            if v is None:
                v = on_day[oid] = len(visits)
                new_visit([day, int(r() * n_times), oid, 0])
            fee = fee_of_day.get((species, altered))
            if fee is None:
                fee = fee_of_day[(species, altered)] = self._fee(jur, fees, species, altered, day)
            visits[v][3] += fee[1]
            prev = last.get(aid)
            last[aid] = (lid, year)
            add((lid, aid, oid, year, vacc, prev[0] if prev is not None and prev[1] == year - 1 else None, v,
                 fee[0], day, visits[v][1], k))
            if len(rows) == LICENSES_A_CHUNK:
                self._write(jur, batch, rows, fees, tags)
                rows, fees, tags = [], [], []
                add = rows.append
        self._used[(jid, year_now)] = k
        self._write(jur, batch, rows, fees, tags)
        gen.money.visited(batch)
        gen.step(f"{jur.profile.name}: {batch.last - first + 1:,} licenses")

    def _write(self, jur, batch: Batch, rows: list, fees: list, tags: list) -> None:
        """The numbered licenses `rows` (the next of the batch) with the fees and tag starts they
        are the first to use: into the working tables, then the licenses and their charges."""
        if not rows:
            return
        w, jid = self.gen.writer, jur.id
        lo, hi = rows[0][0], rows[-1][0]
        w.insert_rows("bulk_fee", ("id", "species", "cents", "text", "rule", "label"), fees)
        w.insert_rows("bulk_start", ("k", "tag0"), tags)
        w.insert_rows("bulk_lic", LIC_COLUMNS, rows)
        this_year = self.gen.this_year
        w.execute(self.license.select_into(
            ["b.lid", w.as_stamp("d.iso || t.hms"), f"CASE WHEN b.year >= {this_year} THEN 1 ELSE 2 END", str(jid),
             f"'{jur.prefix}-' || CAST(b.year AS TEXT) || '-' || {w.padded('b.k')}", "b.aid", "b.oid", "b.year",
             "s.tag0 + b.k", w.as_date("d.iso"), w.as_date("CAST(b.year AS TEXT) || '-12-31'"),
             f"CASE WHEN b.year >= {this_year} THEN 'active' ELSE 'expired' END", "b.vacc", "b.prev", "f.cents"],
            self.source(jid, lo, hi)))
        self.license.last_id, self.license.count = hi, self.license.count + len(rows)
        batch.last = hi
        self.gen.money.licensed(batch, lo, hi)

    @staticmethod
    def source(jid: int, first: int, last: int) -> str:
        """The numbered licenses first..last with their day (d), visit time (t), fee (f) and
        tag start (s)."""
        return ("FROM bulk_lic b JOIN bulk_day d ON d.ord = b.day JOIN bulk_time t ON t.n = b.tn "
                f"JOIN bulk_fee f ON f.id = b.fee JOIN bulk_start s ON s.k = {jid * 10_000} + b.year "
                f"WHERE b.lid BETWEEN {first} AND {last} ORDER BY b.lid")

    def _fee(self, jur, fees: list, species: str, altered: bool, day: int) -> tuple[int, int]:
        """The profile's fee for a license of the day, with its explanation: (fee id, cents)."""
        profile = jur.profile
        fee = rules.license_fee(profile, species=species, altered=altered, on=date.fromordinal(day))
        self._fee_ids += 1
        fees.append((self._fee_ids, species, fee.value, fee.text(), fee.rule_id,
                     profile.species_info(species).label.lower()))
        return self._fee_ids, fee.value

    @staticmethod
    def _numbers_in_use(jid: int, year: int) -> tuple[int, int]:
        """Where numbering carries on in a database that already has licenses for the year."""
        row = Counter.get_or_none(Counter.name == f"license:{jid}:{year}")
        top_tag = max(
            database.obj.execute_sql(f'SELECT max(tag_number) FROM "{License._meta.table_name}" '
                                     f"WHERE jurisdiction_id = {int(jid)} AND year = {int(year)}").fetchone()[0] or 0,
            database.obj.execute_sql(f'SELECT max(number) FROM "{TagMark._meta.table_name}" '
                                     f"WHERE jurisdiction_id = {int(jid)} AND year = {int(year)}").fetchone()[0] or 0)
        return (row.value if row else 0), top_tag
