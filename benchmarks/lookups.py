"""Look-ups (T-7E) on the benchmark office: ours through animaloffice.queries.search, bare as
the very same SQL statements run through the stdlib sqlite3 module on the same file (or plain
psycopg2 on the same PostgreSQL server).

Our statements are captured from peewee's query log while one call runs, then replayed
bare, so both sides do exactly the same database work; the difference is our Python. Each
replay is checked to return the rows our connection returns for the same statement.
"""
from __future__ import annotations

import logging
import random
import statistics
import threading
import time

from .common import Figure, Report
from .databases import BenchDb

SAMPLES = 40
CALLS = 10
ROUNDS = 5
LOOKUP_LIMIT = 0.005  # seconds, each look-up
BARE_TIMES = {"sqlite": 2.0, "postgresql": 1.5}  # at most this many times the bare replay (issue 32)


class Capture(logging.Handler):
    """The statements this thread runs (work a tab hands to a background thread is not the
    measured step's), or every thread's (a step that waits for its page to be read on one)."""

    def __init__(self, every_thread: bool = False):
        super().__init__(logging.DEBUG)
        self.statements: list[tuple[str, tuple]] = []
        self.thread = None if every_thread else threading.get_ident()

    def emit(self, record):
        if self.thread in (None, record.thread) and isinstance(record.msg, tuple) and len(record.msg) == 2:
            self.statements.append((record.msg[0], tuple(record.msg[1] or ())))


def captured(fn, *, every_thread: bool = False) -> list[tuple[str, tuple]]:
    logger = logging.getLogger("peewee")
    handler, level = Capture(every_thread), logger.level
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    try:
        fn()
    finally:
        logger.removeHandler(handler)
        logger.setLevel(level)
    return handler.statements


def per_call(fn, calls: int = CALLS) -> float:
    start = time.perf_counter()
    for _ in range(calls):
        fn()
    return (time.perf_counter() - start) / calls


def same_rows(statements, raw) -> bool:
    """Does the bare replay read what our connection reads for the same statements?"""
    from animaloffice.persistence.models.base import database

    for sql, params in statements:
        ours = [tuple(row) for row in database.execute_sql(sql, params).fetchall()]
        if ours != [tuple(row) for row in raw.execute(sql, params).fetchall()]:
            return False
    return True


def compare(samples, ours_for, raw, *, calls: int = CALLS,
            rounds: int = ROUNDS) -> tuple[float, float, float, bool]:
    """Median per-call time over the samples: ours, bare, our worst sample, and whether every
    bare replay returned our rows."""
    ours_t, bare_t, same = [], [], True
    for value in samples:
        fn = ours_for(value)
        statements = captured(fn)
        same = same and same_rows(statements, raw)
        bare = lambda: [raw.execute(sql, params).fetchall() for sql, params in statements]  # noqa: E731
        fn(), bare()  # warm both
        # alternate, and keep each side's best round: another program busy on the machine
        # slows a round, never speeds one up
        o, b = [], []
        for _ in range(rounds):
            o.append(per_call(fn, calls))
            b.append(per_call(bare, calls))
        ours_t.append(min(o))
        bare_t.append(min(b))
    return statistics.median(ours_t), statistics.median(bare_t), max(ours_t), same


def add_lookup(report: Report, db: BenchDb, name: str, measured, *, note: str = "", worst_counts: bool = False,
               key: str = "") -> None:
    """A look-up's figure: under LOOKUP_LIMIT (its median, or its worst sample) and within the
    database's bare ratio; a replay that read other rows than ours fails it."""
    o, b, worst, same = measured
    times = BARE_TIMES[db.kind]
    ok = (worst if worst_counts else o) < LOOKUP_LIMIT and o <= times * b and same
    target = f"< {LOOKUP_LIMIT * 1e3:.0f} ms{' (worst)' if worst_counts else ''}, <= {times:g}x bare"
    note = "; ".join(x for x in (note, f"worst {worst * 1e3:.2f} ms",
                                 "" if same else "THE BARE REPLAY READ OTHER ROWS") if x)
    report.add(Figure(name, o, b, target, ok, note=note, key=key))


def run(db: BenchDb, report: Report, *, quick: bool = False) -> None:
    from animaloffice.persistence.db import close_database, open_database
    from animaloffice.persistence.models.animals import Animal
    from animaloffice.persistence.models.licensing import License
    from animaloffice.persistence.models.people import Owner, Phone
    from animaloffice.queries import search as S

    open_database(db.target(), create=False)
    raw = db.bare()
    try:
        rng = random.Random(11)
        n = 8 if quick else SAMPLES
        licenses = License.select().count()
        top = License.select(License.id).order_by(License.id.desc()).scalar() or 1
        tags = []
        while len(tags) < n:
            row = License.get_or_none(License.id == rng.randint(1, top))
            if row is not None and row.tag_number >= 10:
                tags.append((row.tag_number, row.jurisdiction_id))
        chips = [c for (c,) in Animal.select(Animal.microchip).where(Animal.microchip.is_null(False))
                 .order_by(Animal.id).limit(5000).tuples()]
        chips = rng.sample(chips, min(n, len(chips)))
        names = [o for (o,) in Owner.select(Owner.last_name).where(Owner.last_name != "")
                 .order_by(Owner.id).limit(5000).tuples()]
        prefixes = [name[:rng.randint(3, 5)] for name in rng.sample(names, min(n, len(names)))]
        words = [f"{o.first_name[:3]} {o.last_name[:4]}" for o in
                 Owner.select().where(Owner.first_name != "").order_by(Owner.id).limit(n)]
        numbers = [p for (p,) in Phone.select(Phone.number).where(Phone.valid_to.is_null())
                   .order_by(Phone.id).limit(5000).tuples()]
        # typed as a clerk types them: "(507) 555 0134", "5075550134", "555-0134"
        phones = [(f"({p[:3]}) {p[4:7]} {p[8:]}", p.replace("-", ""), p[4:])[i % 3]
                  for i, p in enumerate(rng.sample(numbers, min(n, len(numbers))))]
        scale = f"{licenses:,} licenses"

        add_lookup(report, db, "lookup: tag number", compare(tags, lambda t: lambda: S.find_by_tag(t[0], t[1]), raw),
                   note=scale)
        add_lookup(report, db, "lookup: microchip", compare(chips, lambda c: lambda: S.find_by_microchip(c), raw))
        add_lookup(report, db, "lookup: owner name prefix",
                   compare(prefixes, lambda p: lambda: S.find_owners_by_name(p), raw))
        add_lookup(report, db, "search: first + last name words" + (" (FTS5)" if not db.postgres else ""),
                   compare(words, lambda w: lambda: S.find_owners_by_words(w), raw),
                   key="search: first + last name words (FTS5)")
        add_lookup(report, db, "search box: a phone number typed any way",
                   compare(phones, lambda p: lambda: S.search(p), raw))
        # search as you type: every prefix of a name, as each key is pressed
        typed = [w[:i] for w in prefixes[:max(2, n // 4)] for i in range(2, len(w) + 1)]
        add_lookup(report, db, "search box, each keystroke", compare(typed, lambda t: lambda: S.search(t), raw),
                   worst_counts=True)
        # the Licenses tab's find box: the first page of the list (newest first), as each key is
        # pressed, from one letter on ("S" matches a tenth of a big office)
        from animaloffice.queries.licenses import LicenseFilter, LicenseQuery

        jid = tags[0][1]
        typed = [w[:i] for w in prefixes[:3] for i in range(1, len(w) + 1)]
        o, b, worst, same = compare(typed, lambda t: lambda: LicenseQuery(LicenseFilter(jurisdiction_id=jid, text=t))
                                    .fetch(0, 100), raw, calls=2, rounds=3)
        report.add(Figure("licenses list: find box, each keystroke", o, b, "< 100 ms (worst)", worst < 0.1 and same,
                          note=f"first 100 rows, newest first; worst {worst * 1e3:.0f} ms"
                          + ("" if same else "; THE BARE REPLAY READ OTHER ROWS")))
        from . import find_sweep

        find_sweep.run(report, raw, jid, quick=quick)
    finally:
        raw.close()
        close_database()
