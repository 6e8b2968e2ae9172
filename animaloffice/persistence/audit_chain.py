"""The audit log's chain: each entry is sealed with a SHA-256 over its content and the seal of
the entry before it, and its time comes from the database.

An entry changed afterwards no longer matches its seal; one removed, or put in out of order,
leaves the next entry pointing at a seal that is not the one before it; a back-dated entry is
earlier than the one before it. ``verify`` walks the chain and names the first entry that does
not fit. The database keeps the chain's head (``audit_chain``, one row) and refuses an entry
that is not chained onto it or is earlier than it (``install_chain_guard``); a desk locks the
head to add an entry, so two desks writing at once chain their entries one after the other.

The seal has no secret: it shows a change made around the program (the guards lifted, a row
edited); someone who rewrites an entry and then recomputes every seal after it is caught only
by a copy of the chain kept elsewhere (a backup records the seal of its last entry).
"""
from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from contextvars import ContextVar
from dataclasses import dataclass
from datetime import UTC, datetime

import peewee as pw

from . import changes
from .models.base import database
from .models.office import AuditChainHead, AuditEntry, Meta
from .pg_copy import copy_in, copy_text

GENESIS = ""  # what the first entry is chained onto
AUDIT = AuditEntry._meta.table_name
HEAD = AuditChainHead._meta.table_name
GUARD = f"{AUDIT}_chained"
REFUSED = "the audit log takes entries only in order, each sealed onto the one before and not earlier"
CHAINED_FROM = "audit_chain_from"  # meta: the last entry the upgrade chained (0: chained from the start)
CONTENT = ("at", "username", "action", "table_name", "record_id", "before", "after", "note")


def at_text(value) -> str:
    """An entry's time as it is sealed (the same from either database)."""
    if isinstance(value, datetime):
        return value.isoformat(sep=" ")
    return str(value)


def seal(prev: str, at, username: str, action: str, table_name: str, record_id: str,
         before: str | None, after: str | None, note: str) -> str:
    payload = json.dumps([prev, at_text(at), username, action, table_name, record_id, before, after, note],
                         ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


def _sqlite(db=None) -> bool:
    return isinstance(db or database.obj, pw.SqliteDatabase)


def _as_datetime(value) -> datetime | None:
    if value is None or isinstance(value, datetime):
        return value
    return datetime.fromisoformat(str(value))


def _local(utc) -> datetime:
    """The database's clock (UTC) on this desk's wall clock, to the second."""
    utc = _as_datetime(utc).replace(tzinfo=UTC, microsecond=0)
    return utc.astimezone().replace(tzinfo=None)


# the head (locked on PostgreSQL: the next desk waits for this transaction) and the database's clock
_HEAD_SQLITE = (f"SELECT h.last_hash, h.last_at, strftime('%Y-%m-%d %H:%M:%S', 'now') "
                f'FROM (SELECT 1) LEFT JOIN "{HEAD}" h ON h.id = 1')
_HEAD_PG = (f"SELECT last_hash, last_at, clock_timestamp() AT TIME ZONE 'UTC' FROM \"{HEAD}\" "
            "WHERE id = 1 FOR UPDATE")
_COLUMNS = ", ".join(f'"{c}"' for c in (*CONTENT, "prev_hash", "hash"))


def _head() -> tuple[str, datetime | None, datetime]:
    """The seal and time of the last entry (locked until the transaction ends) and the time now."""
    db = database.obj
    if _sqlite(db):
        prev, last_at, clock = db.execute_sql(_HEAD_SQLITE).fetchone()
    else:
        row = db.execute_sql(_HEAD_PG).fetchone()
        if row is None:  # a new log: the head is made once, then locked like any other time
            db.execute_sql(f'INSERT INTO "{HEAD}" (id, last_hash) VALUES (1, %s) ON CONFLICT (id) DO NOTHING',
                           (GENESIS,))
            row = db.execute_sql(_HEAD_PG).fetchone()
        prev, last_at, clock = row
    last_at = _as_datetime(last_at)
    now = _local(clock)
    return prev or GENESIS, last_at, (last_at if last_at is not None and now < last_at else now)


def _stored(at: datetime):
    """The time as the database is given it (SQLite keeps the text peewee would write)."""
    return at_text(at) if _sqlite() else at


def _insert_sql(rows: int) -> str:
    mark = "?" if _sqlite() else "%s"
    one = "(" + ", ".join([mark] * (len(CONTENT) + 2)) + ")"
    return f'INSERT INTO "{AUDIT}" ({_COLUMNS}) VALUES ' + ", ".join([one] * rows)


_STATEMENTS: dict[tuple, str] = {}


def _statement(rows: int) -> str:
    key = (type(database.obj), rows)
    if key not in _STATEMENTS:
        _STATEMENTS[key] = _insert_sql(rows)
    return _STATEMENTS[key]


# set by ``audit_bulk.sealed_in_bulk`` while the guard is set aside: each call moves the head itself
HEAD_MOVED_HERE: ContextVar[bool] = ContextVar("audit_head_moved_here", default=False)


def _moved(last_hash: str, at) -> None:
    if HEAD_MOVED_HERE.get():
        database.obj.execute_sql(f'UPDATE "{HEAD}" SET last_hash = %s, last_at = %s WHERE id = 1', (last_hash, at))


def append(username: str, action: str, table_name: str, record_id: str, before: str | None,
           after: str | None, note: str) -> None:
    """Add one entry at the database's time, sealed onto the last one."""
    if not database.in_transaction():
        with database.atomic():
            return append(username, action, table_name, record_id, before, after, note)
    changes.note(table_name)
    prev, _, at = _head()
    values = (_stored(at), username, action, table_name, record_id, before, after, note)
    h = seal(prev, *values)
    database.obj.execute_sql(_statement(1), (*values, prev, h))
    _moved(h, values[0])


def append_many(entries: Iterable[tuple], *, chunk: int = 200) -> int:
    """Add many entries (username, action, table_name, record_id, before, after, note) in this
    order, all at the database's time now: the seals made here, the rows written a few hundred
    to a statement (PostgreSQL: through COPY). Returns how many."""
    if not database.in_transaction():
        with database.atomic():
            return append_many(entries, chunk=chunk)
    prev, _, at = _head()
    at = _stored(at)
    db = database.obj
    if not _sqlite(db):
        return _copy_many(db, entries, prev, at)
    batch: list = []
    count = 0
    for entry in entries:
        changes.note(entry[2])
        values = (at, *entry)
        h = seal(prev, *values)
        batch.extend((*values, prev, h))
        prev = h
        count += 1
        if count % chunk == 0:
            db.execute_sql(_statement(chunk), batch)
            batch = []
    if batch:
        db.execute_sql(_statement(len(batch) // (len(CONTENT) + 2)), batch)
    if count:
        _moved(prev, at)
    return count


def _copy_many(db, entries: Iterable[tuple], prev: str, at, chunk: int = 10_000) -> int:
    """PostgreSQL: the entries sealed here and sent through COPY (``pg_copy``; the guard checks
    each row as it does an INSERT's), `chunk` at a time."""
    stamp, lines, count = copy_text(at), [], 0
    for entry in entries:
        changes.note(entry[2])
        h = seal(prev, at, *entry)
        lines.append("\t".join([stamp, *map(copy_text, entry), prev, h]) + "\n")
        prev, count = h, count + 1
        if len(lines) == chunk:
            copy_in(db, f'"{AUDIT}"', _COLUMNS, "".join(lines))
            lines = []
    copy_in(db, f'"{AUDIT}"', _COLUMNS, "".join(lines))
    if count:
        _moved(prev, at)
    return count


# --- the database's side: the head moved on with every entry, an entry out of order refused ---

def install_chain_guard(db: pw.Database) -> None:
    """The trigger that refuses an entry not sealed onto the head (or earlier than it) and moves
    the head on. Idempotent; run at every open with the other guards."""
    if isinstance(db, pw.SqliteDatabase):
        db.execute_sql(
            f'CREATE TRIGGER IF NOT EXISTS "{GUARD}" BEFORE INSERT ON "{AUDIT}" BEGIN '
            f"SELECT RAISE(ABORT, '{REFUSED}') WHERE NEW.hash IS NULL OR length(NEW.hash) != 64 "
            f'OR NEW.prev_hash IS NOT COALESCE((SELECT last_hash FROM "{HEAD}" WHERE id = 1), \'\') '
            f'OR NEW.at < (SELECT last_at FROM "{HEAD}" WHERE id = 1); '
            f'INSERT INTO "{HEAD}" (id, last_hash, last_at) SELECT 1, \'\', NULL '
            f'WHERE NOT EXISTS (SELECT 1 FROM "{HEAD}" WHERE id = 1); '
            f'UPDATE "{HEAD}" SET last_hash = NEW.hash, last_at = NEW.at WHERE id = 1; END;')
        return
    present = db.execute_sql("SELECT 1 FROM pg_trigger WHERE tgrelid = %s::regclass AND tgname = %s",
                             (f'"{AUDIT}"', GUARD)).fetchone()
    if present:
        return
    db.execute_sql(
        "CREATE OR REPLACE FUNCTION animaloffice_audit_chained() RETURNS trigger AS $$ "
        "DECLARE h_hash text; h_at timestamp; "
        f'BEGIN SELECT last_hash, last_at INTO h_hash, h_at FROM "{HEAD}" WHERE id = 1; '
        "IF NEW.hash IS NULL OR length(NEW.hash) <> 64 OR NEW.prev_hash IS DISTINCT FROM COALESCE(h_hash, '') "
        f"OR NEW.at < h_at THEN RAISE EXCEPTION '{REFUSED}'; END IF; "
        f'INSERT INTO "{HEAD}" (id, last_hash, last_at) VALUES (1, NEW.hash, NEW.at) '
        "ON CONFLICT (id) DO UPDATE SET last_hash = EXCLUDED.last_hash, last_at = EXCLUDED.last_at; "
        "RETURN NEW; END; $$ LANGUAGE plpgsql;")
    db.execute_sql(f'CREATE TRIGGER "{GUARD}" BEFORE INSERT ON "{AUDIT}" '
                   "FOR EACH ROW EXECUTE FUNCTION animaloffice_audit_chained()")


def chain_existing(db: pw.Database) -> int:
    """Seal the entries already on file, in the order of their ids (the upgrade to the chain,
    run by the office's owner with the log's guards lifted for it). Returns how many; the last
    one's id is kept in ``meta`` (what the chain proves about them: their order at this time)."""
    sqlite = isinstance(db, pw.SqliteDatabase)
    mark = "?" if sqlite else "%s"
    prev, last_at, last_id, done = GENESIS, None, 0, 0
    while True:
        rows = db.execute_sql(f'SELECT id, {", ".join(f"{chr(34)}{c}{chr(34)}" for c in CONTENT)} '
                              f'FROM "{AUDIT}" WHERE id > {mark} ORDER BY id LIMIT 5000', (last_id,)).fetchall()
        if not rows:
            break
        sealed = []
        for entry_id, at, *rest in rows:
            at = AuditEntry.at.python_value(at)
            h = seal(prev, at, *rest)
            sealed.append((prev, h, entry_id))
            prev, last_at, last_id = h, at, entry_id
        if sqlite:
            db.cursor().executemany(f'UPDATE "{AUDIT}" SET prev_hash = ?, hash = ? WHERE id = ?', sealed)
        else:
            values = ", ".join(["(%s, %s, %s)"] * len(sealed))
            db.execute_sql(f'UPDATE "{AUDIT}" AS e SET prev_hash = v.p, hash = v.h FROM (VALUES {values}) '
                           "AS v(p, h, i) WHERE e.id = v.i", [x for row in sealed for x in row])
        done += len(rows)
    db.execute_sql(f'DELETE FROM "{HEAD}"')
    db.execute_sql(f'INSERT INTO "{HEAD}" (id, last_hash, last_at) VALUES (1, {mark}, {mark})',
                   (prev, at_text(last_at) if sqlite and last_at is not None else last_at))
    db.execute_sql(f'INSERT INTO "{Meta._meta.table_name}" (key, value) VALUES ({mark}, {mark}) '
                   "ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value", (CHAINED_FROM, str(last_id)))
    return done


# --- checking the chain --------------------------------------------------------------------

@dataclass(frozen=True)
class ChainProblem:
    entry_id: int | None
    at: datetime | None
    what: str

    def describe(self) -> str:
        where = f"audit entry {self.entry_id}" if self.entry_id is not None else "the audit log"
        when = f" ({at_text(self.at)})" if self.at is not None else ""
        return f"{where}{when}: {self.what}"


@dataclass(frozen=True)
class ChainReport:
    checked: int  # entries checked
    total: int  # entries in the log
    problem: ChainProblem | None
    whole: bool  # the whole chain was checked (not only its last entries)

    @property
    def ok(self) -> bool:
        return self.problem is None

    def describe(self) -> str:
        if self.problem is not None:
            return f"The audit log does not fit its chain: {self.problem.describe()}."
        what = "the whole audit log" if self.whole else f"the last {self.checked} entries of the audit log"
        return f"{what.capitalize()} fits its chain ({self.checked} of {self.total} entries checked)."


OPEN_CHECK = 200  # entries checked each time the office is opened (a few milliseconds)
_at_open: dict = {}


def check_at_open() -> ChainReport | None:
    """The last entries checked when the office is opened; a break is logged, and kept for the
    window to show an administrator (``last_open_check``). A log that cannot be read is left to
    the database's own checks."""
    import logging

    try:
        report = verify(last=OPEN_CHECK)
    except pw.DatabaseError:
        return None
    _at_open["report"] = report
    if not report.ok:
        logging.getLogger("animaloffice").warning("%s", report.describe())
    return report


def last_open_check() -> ChainReport | None:
    return _at_open.get("report")


def chained_from() -> int:
    row = Meta.get_or_none(Meta.key == CHAINED_FROM)
    try:
        return int(row.value) if row else 0
    except ValueError:
        return 0


def verify(*, last: int | None = None, progress=None, batch: int = 5000) -> ChainReport:
    """Walk the chain (the whole of it, or its ``last`` entries) and name the first entry that
    does not fit. ``progress(done, total)`` is called after each batch."""
    db = database.obj
    mark = "?" if _sqlite(db) else "%s"
    total = db.execute_sql(f'SELECT count(*) FROM "{AUDIT}"').fetchone()[0]
    upgraded_through = chained_from()
    prev_id, prev_hash, prev_at = 0, GENESIS, None
    whole = last is None or last >= total
    if not whole:
        before = db.execute_sql(f'SELECT id, hash, at FROM "{AUDIT}" ORDER BY id DESC LIMIT 1 OFFSET {mark}',
                                (last,)).fetchone()
        prev_id, prev_hash, prev_at = before[0], before[1], AuditEntry.at.python_value(before[2])
    checked = 0
    columns = ", ".join(f'"{c}"' for c in CONTENT)
    while True:
        rows = db.execute_sql(f'SELECT id, {columns}, prev_hash, hash FROM "{AUDIT}" WHERE id > {mark} '
                              f"ORDER BY id LIMIT {int(batch)}", (prev_id,)).fetchall()
        for entry_id, at, *content, entry_prev, entry_hash in rows:
            at = AuditEntry.at.python_value(at)
            problem = _misfit(entry_id, at, content, entry_prev, entry_hash, prev_id, prev_hash, prev_at,
                              upgraded_through)
            if problem is not None:
                return ChainReport(checked, total, problem, whole)
            checked += 1
            prev_id, prev_hash, prev_at = entry_id, entry_hash, at
        if progress is not None:
            progress(checked, total)
        if len(rows) < batch:
            break
    head = db.execute_sql(f'SELECT last_hash FROM "{HEAD}" WHERE id = 1').fetchone()
    head_hash = head[0] if head else None
    if (head_hash or GENESIS) != prev_hash:
        what = ("the chain's head is missing" if head is None else
                "the log ends here but the chain's head holds another seal: entries after it were removed")
        return ChainReport(checked, total, ChainProblem(prev_id or None, prev_at, what), whole)
    return ChainReport(checked, total, None, whole)


def _misfit(entry_id, at, content, entry_prev, entry_hash, prev_id, prev_hash, prev_at,
            upgraded_through) -> ChainProblem | None:
    if not entry_hash:
        return ChainProblem(entry_id, at, "it has no seal: it was added around the program")
    if entry_prev != prev_hash:
        after = f"entry {prev_id}" if prev_id else "the start of the log"
        return ChainProblem(entry_id, at, f"it is not sealed onto the entry before it ({after}): an entry "
                            "between them was removed, or one of them was put in out of order")
    if seal(entry_prev, at, *content) != entry_hash:
        return ChainProblem(entry_id, at, "its content is not what was sealed when it was written: it was "
                            "changed afterwards")
    if entry_id > upgraded_through and prev_at is not None and at < prev_at:
        return ChainProblem(entry_id, at, f"it is dated before the entry before it ({at_text(prev_at)}): "
                            "it was back-dated")
    return None


def install_guards(db: pw.Database) -> None:
    """The audit log is append-only: the database refuses UPDATE, DELETE (and on PostgreSQL
    TRUNCATE) on it, and an entry not chained onto the last (``audit_chain``). Idempotent; run
    at every open so a guard dropped by hand comes back."""
    table = AuditEntry._meta.table_name
    if db.table_exists(AuditChainHead._meta.table_name):  # from schema 16 on
        install_chain_guard(db)
    if isinstance(db, pw.SqliteDatabase):
        for op in ("UPDATE", "DELETE"):
            db.execute_sql(
                f'CREATE TRIGGER IF NOT EXISTS "{table}_no_{op.lower()}" BEFORE {op} ON "{table}" '
                f"BEGIN SELECT RAISE(ABORT, 'the audit log cannot be changed'); END;")
        return
    present = {r[0] for r in db.execute_sql(
        "SELECT tgname FROM pg_trigger WHERE tgrelid = %s::regclass AND NOT tgisinternal",
        (f'"{table}"',)).fetchall()}
    if {f"{table}_readonly", f"{table}_no_truncate"} <= present:
        return
    db.execute_sql(
        "CREATE OR REPLACE FUNCTION animaloffice_audit_readonly() RETURNS trigger AS $$ "
        "BEGIN RAISE EXCEPTION 'the audit log cannot be changed'; END; $$ LANGUAGE plpgsql;")
    if f"{table}_readonly" not in present:
        db.execute_sql(
            f'CREATE TRIGGER "{table}_readonly" BEFORE UPDATE OR DELETE ON "{table}" '
            "FOR EACH ROW EXECUTE FUNCTION animaloffice_audit_readonly()")
    if f"{table}_no_truncate" not in present:
        db.execute_sql(
            f'CREATE TRIGGER "{table}_no_truncate" BEFORE TRUNCATE ON "{table}" '
            "FOR EACH STATEMENT EXECUTE FUNCTION animaloffice_audit_readonly()")
