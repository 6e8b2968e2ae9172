"""Demo and benchmark records in bulk: a town, a city or a metro office (how long each takes is in
benchmarks/README.md).

Every row obeys the rules the services enforce (see ``people.py`` and
``licenses.py``): licenses only with a current rabies certificate on the
issue day, tags unique per jurisdiction and year, one charge and one
payment of exactly the profile's fee per license, numbers from the same
counters the services use (bumped past the load, so the office keeps
issuing). Audit entries for what the services would have logged are made
by the database from the loaded rows (``audit.py``); for the metro size
that would double the file, so it gets one entry per loaded table instead.
"""
from __future__ import annotations

import gc
import random
import sys
import time
from dataclasses import dataclass, field
from datetime import date

from ..persistence.audit_bulk import sealed_in_bulk
from ..persistence.models.base import database
from ..persistence.search_schema import drop_search_triggers, ensure_search_schema
from . import audit, pg_indexes
from .impounds import Impounds
from .licenses import Licenses
from .money import Money
from .names import PLACES
from .people import Jur, People
from .permits import Permits
from .writer import BulkWriter, unjournaled


class FastRandom(random.Random):
    """``randint`` and ``choice`` without the stdlib's exact-uniformity machinery
    (several times faster; plenty for demo data; the same seed gives the same data)."""

    def randint(self, a: int, b: int) -> int:
        return a + int(self.random() * (b - a + 1))

    def choice(self, seq):
        return seq[int(self.random() * len(seq))]


@dataclass(frozen=True)
class Plan:
    owners: int
    animals: int
    licenses: int  # license records over `years`, in the jurisdictions that license
    years: int
    impounds: int = 0  # closed impounds over the years (the demo part adds the animals held now)
    permits: int = 0  # permit applications
    hearings: int = 0  # denials taken to a hearing (through the Hearings services, after the load)
    audit_rows: bool = True  # one audit entry per row (else one per loaded table)


SIZES = {
    "tiny": Plan(owners=120, animals=180, licenses=300, years=3, impounds=30, permits=8, hearings=1),
    "town": Plan(owners=1_000, animals=1_500, licenses=2_000, years=3, impounds=150, permits=20, hearings=2),
    "city": Plan(owners=10_000, animals=15_000, licenses=50_000, years=10, impounds=2_500, permits=300,
                 hearings=10),
    "metro": Plan(owners=200_000, animals=300_000, licenses=1_000_000, years=10, impounds=50_000,
                  permits=3_000, hearings=40, audit_rows=False),
}
TABLES = ("owner", "address", "phone", "animal", "ownership", "vaccination", "license", "charge",
          "payment", "impound", "permit_application", "inspection", "inspection_item", "permit", "notice",
          "audit_entry")


@dataclass
class BulkResult:
    owners: int
    animals: int
    vaccinations: int
    licenses: int
    seconds: float
    impounds: int = 0
    permits: int = 0
    denials: list = field(default_factory=list)  # (notice id, jurisdiction id, hearing deadline)


class Pad6(dict):
    """Zero-padded numbers ("000123"), each formatted once."""

    def __missing__(self, n: int) -> str:
        text = self[n] = f"{n:06d}"
        return text


class Gen:
    """What every generator shares: the random source, the calendar as day numbers, the writer."""

    def __init__(self, writer: BulkWriter, rng: random.Random, today: date, years: int, progress):
        self.writer, self.rng, self.progress = writer, rng, progress
        self.t_ord = today.toordinal()
        self.this_year = today.year
        self.first_year = today.year - years + 1
        self.base = date(today.year - 45, 1, 1).toordinal()
        days = [date.fromordinal(o) for o in range(self.base, self.t_ord + 400)]
        self._iso = [d.isoformat() for d in days]
        self._year = [d.year for d in days]
        self.fee_start = self.base
        self.chip_offset = rng.randrange(10**12)
        self._last_tick = time.monotonic()
        self.thread_started = time.thread_time()

        self.pad6 = Pad6()
        self.times = [f" {h:02d}:{m:02d}:{s:02d}" for h in range(8, 17) for m in range(60) for s in range(0, 60, 7)]
        self._stamps = [f"{iso} 10:00:00" for iso in self._iso]

    def iso(self, ordinal: int) -> str:
        return self._iso[ordinal - self.base]

    def stamp(self, ordinal: int) -> str:
        return self._stamps[ordinal - self.base]

    def year_of(self, ordinal: int) -> int:
        return self._year[ordinal - self.base]

    def jan1(self, year: int) -> int:
        return date(year, 1, 1).toordinal()

    def step(self, message: str) -> None:
        if self.progress:
            self._last_tick = time.monotonic()
            self.progress(message)

    def tick(self, message: str) -> None:
        now = time.monotonic()
        if self.progress and now - self._last_tick > 2:
            self._last_tick = now
            self.progress(message)


def license_fee_start(profile) -> int:
    """The first day a dog and a cat license fee are both in force (no fee, no license)."""
    starts = [profile.fees[code][0].start for code in ("license.dog", "license.cat")]
    return max(starts).toordinal()


def load(codes: list[str], jurisdiction_ids: list[int], *, size: str = "town", seed: int = 2026,
         today: date | None = None, progress=None, fresh: bool = False, plan: Plan | None = None
         ) -> BulkResult:
    """Bulk-load owners, animals, certificates and licenses into the open database.

    ``fresh``: the database file was just created (SQLite), so it may be loaded without a
    journal and with its indexes built after the load."""
    from ..persistence.profiles import profile_for
    from ..services import numbering

    started = time.perf_counter()
    plan = plan or SIZES[size]
    today = today or date.today()
    rng = FastRandom(seed)
    db = database.obj
    writer = BulkWriter(db)
    jurs = []
    for code, jid in zip(codes, jurisdiction_ids):
        profile = profile_for(jid)
        city, zipcode = PLACES.get(code, (profile.name.replace("City of ", ""), "56000"))
        jurs.append(Jur(jid, code, numbering.prefix(jid), profile, city, zipcode, profile.enforces("licensing")))
    _share(plan, jurs)
    gen = Gen(writer, rng, today, plan.years, progress)
    gc_was_on = gc.isenabled()
    gc.disable()  # millions of tuples and no cycles: the collector would rescan them again and again
    interval = sys.getswitchinterval()
    # the writing thread takes Python's lock back after each statement; with this thread busy
    # making rows it waits up to the switch interval for it; a shorter interval makes it wait
    # less per statement (the metro load measured shortest at a fraction of the default)
    sys.setswitchinterval(SWITCH_INTERVAL)
    try:
        return _load(db, writer, gen, jurs, plan, today, fresh, started)
    finally:
        sys.setswitchinterval(interval)
        if gc_was_on:
            gc.enable()


SWITCH_INTERVAL = 0.0005  # seconds (see ``load``)
PEOPLE_TABLES = ("owner", "address", "phone", "animal", "ownership", "vaccination", "impound")
# the people's tables keep their indexes (and the owners' search entries are made as they are
# written): while their rows are made the writing thread is mostly idle, so keeping them costs
# the build no time; built after those rows, they and the search index held up the writing
# thread ahead of the licenses
LOADED_WITH_INDEXES = ("owner", "address", "phone", "animal", "ownership", "vaccination")


def _load(db, writer, gen, jurs, plan, today, fresh, started) -> BulkResult:
    years = range(gen.first_year, gen.this_year + 1)
    with unjournaled(db, fresh):
        with db.atomic():
            drop_search_triggers(db)
            writer.drop_indexes([t for t in TABLES if t not in LOADED_WITH_INDEXES or not writer.sqlite], fresh)
            people, licenses = People(gen), Licenses(gen)
            gen.money = Money(gen, hold_charges=not fresh)
            impounds, permits = Impounds(gen, people), Permits(gen, people)
            for part in (licenses, gen.money, impounds, permits):
                part.prepare(jurs if part is not gen.money else [j.id for j in jurs], years)
            with writer.background(fresh):
                for jur in jurs:
                    if jur.licensing:
                        gen.fee_start = license_fee_start(jur.profile)
                    people.populate(jur)
                people.flush(everything=True)
                # the writing thread writes each chunk of licenses and charges while this one
                # numbers the next, then indexes them while this one makes the impounds,
                # permits and receipts
                writer.restore_indexes(PEOPLE_TABLES)
                for jur in jurs:
                    if jur.licensing:
                        licenses.populate(jur)
                writer.restore_indexes(("license",) if gen.money.hold_charges else ("license", "charge"))
                for jur in jurs:
                    impounds.populate(jur)
                for jur in jurs:
                    permits.populate(jur)
                gen.money.write(people.display_names)
                writer.finish()
                gen.step("indexes")
                writer.restore_indexes(tuple(t for t in TABLES if t != "audit_entry"))
                writer.drop_temp_tables()
                writer.wait()
            gen.step(f"(the writing thread used {writer.thread_cpu:.1f} s of CPU, this one "
                     f"{time.thread_time() - gen.thread_started:.1f} s)")
            for part in (licenses, gen.money, impounds, permits):
                part.bump_counters()
            gen.step("audit log")
            with sealed_in_bulk(db):  # PostgreSQL: the chain checked once, not row by row (n²)
                audit.write(writer, people, licenses, gen.money, impounds, permits, rows=plan.audit_rows)
            writer.restore_indexes()
            ensure_search_schema(db)
            if not writer.sqlite:
                gen.step("statistics for the query planner")
                pg_indexes.analyze(db, TABLES)
            gen.step("commit")
        if fresh and writer.sqlite:
            gen.step("statistics for the query planner")
            db.execute_sql("PRAGMA analysis_limit = 1000")  # sampled statistics: enough to plan
            db.execute_sql("ANALYZE")
    return BulkResult(people.owner.count, people.animal.count, people.vaccination.count,
                      licenses.license.count, time.perf_counter() - started, impounds.impound.count,
                      permits.app.count, permits.denials)


def _share(plan: Plan, jurs: list[Jur]) -> None:
    """Split the plan among the jurisdictions; those that license get most of the animals."""
    licensing = [j for j in jurs if j.licensing]
    others = [j for j in jurs if not j.licensing]
    lic_share = 0.8 if licensing and others else (1.0 if licensing else 0.0)
    for group, share in ((licensing, lic_share), (others, 1.0 - lic_share)):
        for j in group:
            j.owners = int(plan.owners * share / len(group))
            j.animals = int(plan.animals * share / len(group))
            j.licenses = plan.licenses // len(group) if j.licensing else 0
    served = [j for j in jurs if j.profile.enforces("impound")]
    for j in served:
        j.impounds = plan.impounds // len(served)
    permitting = [j for j in jurs if j.profile.enforces("animal_permits") or j.profile.enforces("commercial_permits")]
    for j in permitting:
        j.permits = plan.permits // len(permitting)
