"""Licenses with their fee charges and payments, numbered in issue order.

What ``services.licensing.issue_license``/``renew_license`` would have written
for the same day: the next license number of the year, the next tag of the
year (unique per jurisdiction and year), the profile's fee for the day with
its explanation (T-3A), a charge of exactly that fee, and a receipt for what
the owner paid on that visit (the charges of all the animals licensed
together). A renewal points at last year's license. Licenses of past years
are marked expired as the daily job does (version 2).
"""
from __future__ import annotations

from datetime import date

from ..domain import licensing as rules
from ..persistence.models import Counter, License, TagMark, database
from ..services.common import bump_counter_to


class Licenses:
    def __init__(self, gen):
        self.gen = gen
        w = gen.writer
        self.license = w.sink(License, "created_at", "version", "jurisdiction", "number", "animal", "owner",
                              "year", "tag_number", "issued_on", "expires_on", "status", "vaccination",
                              "renewal_of", "fee_cents")
        self._fees: dict[tuple, tuple[int, str, str]] = {}
        self._start: dict[tuple[int, int], tuple[int, int]] = {}  # (jid, year) -> (number, tag) in use
        self._used: dict[tuple[int, int], int] = {}  # (jid, year) -> last license number

    def prepare(self, jurs, years: range) -> None:
        """Read where numbering stands before the load (the writing thread owns the connection
        during it)."""
        for jur in jurs:
            for year in years:
                self._start[(jur.id, year)] = self._numbers_in_use(jur.id, year)

    def bump_counters(self) -> None:
        """After the load: the services carry on numbering from where the load stopped."""
        for (jid, year), n in self._used.items():
            bump_counter_to(f"license:{jid}:{year}", n)

    def fee(self, profile, species: str, altered: bool, day: int) -> tuple[int, str, str]:
        key = (species, altered, day)
        found = self._fees.get(key)
        if found is None:
            fee = rules.license_fee(profile, species=species, altered=altered, on=date.fromordinal(day))
            found = self._fees[key] = (fee.value, fee.text(), fee.rule_id)
        return found

    def populate(self, jur, names: dict[int, str]) -> list:
        """The licenses of one jurisdiction, in issue order; returns what ``pay`` needs.

        Licenses first, charges and receipts in a second pass: the writing thread builds the
        license indexes while this one makes the money rows."""
        gen = self.gen
        r = gen.rng.random
        plans = jur.plans
        plans.sort()
        self._fees = {}
        profile, jid = jur.profile, jur.id
        lic_add, lic_id = self.license.add, self.license.new_id
        fees, fee = self._fees, self.fee
        seq: dict[int, int] = {}  # license numbers of the year
        tags: dict[int, int] = {}  # tag numbers of the year
        last: dict[int, tuple[int, int]] = {}  # animal -> (license id, year)
        this_year = gen.this_year
        pad, times = gen.pad6, gen.times
        number_prefix = {}
        made = []
        at = iso = None
        visit_key = None
        for i, (day, aid, oid, year, species, altered, vacc_id) in enumerate(plans):
            if visit_key != (day, oid):  # one visit: the same time on every row of it
                visit_key = (day, oid)
                iso = gen.iso(day)
                at = iso + times[int(r() * len(times))]
            if year not in seq:
                seq[year], tags[year] = self._start.get((jid, year), (0, 0))
                number_prefix[year] = f"{jur.prefix}-{year}-"
            n = seq[year] = seq[year] + 1
            tag = tags[year] = tags[year] + 1
            number = number_prefix[year] + pad[n]
            lid = lic_id()
            money = fees.get((species, altered, day)) or fee(profile, species, altered, day)
            prev = last.get(aid)
            last[aid] = (lid, year)
            if year >= this_year:
                lic_add((lid, at, 1, jid, number, aid, oid, year, tag, iso, gen.year_end[year], "active",
                         vacc_id, prev[0] if prev is not None and prev[1] == year - 1 else None, money[0]))
            else:
                lic_add((lid, at, 2, jid, number, aid, oid, year, tag, iso, gen.year_end[year], "expired",
                         vacc_id, prev[0] if prev is not None and prev[1] == year - 1 else None, money[0]))
            made.append((day, oid, lid, at, iso, year, species, number, tag, money))
            if i % 50000 == 49999:
                self.license.flush()
                gen.tick(f"{profile.name}: {i + 1:,} licenses")
        self.license.flush()
        for year in seq:
            self._used[(jid, year)] = seq[year]
        plans.clear()
        return made

    def pay(self, jur, made: list, names: dict[int, str]) -> None:
        """A charge per license and a receipt per visit (what ``settle`` records)."""
        gen, money = self.gen, self.gen.money
        jid, prefix = jur.id, jur.prefix
        labels = {s: jur.profile.species_info(s).label.lower() for s in ("dog", "cat")}
        codes = {s: f"license.{s}" for s in ("dog", "cat")}
        charge_add, charge_id = money.add_charge, money.new_charge_id
        n_made = len(made)
        i = 0
        while i < n_made:
            day, oid = made[i][0], made[i][1]
            j = i + 1
            while j < n_made and made[j][0] == day and made[j][1] == oid:
                j += 1
            pid = money.new_payment_id()
            total = 0
            for _, _, lid, at, iso, year, species, number, tag, fee in made[i:j]:
                charge_add((charge_id(), at, jid, oid, codes[species],
                            f"{year} {labels[species]} license {number}, tag {tag}", 1, fee[0], fee[0],
                            fee[2], fee[1], iso, "license", lid, pid))
                total += fee[0]
            money.receipt(jid, prefix, oid, names[oid], iso, at, total, pid=pid)
            i = j
            money.maybe_flush_charges()
        made.clear()

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
