"""Many audit entries in one transaction (a bulk load), checked once instead of row by row.

The chain's guard (``audit_chain.install_chain_guard``) moves the head with every entry. On
PostgreSQL each move is a new version of the one head row, and versions made by a transaction
still open cannot be cleared, so each entry's look-up of the head walks every version before
it: a load of n entries costs n² (a city's demo office, ~150,000 entries, had not finished in
eight minutes). ``sealed_in_bulk`` takes the log to the transaction instead (other writers
wait, readers do not), sets the guard aside (each append moves the head once, a few versions
for a whole load), and on leaving checks every entry written meanwhile
as the guard would have (sealed, onto the one before, from the head as it was, never earlier),
moves the head once to the last one and puts the guard back, all in the same transaction: an
entry out of order refuses the whole load. Only the office's owner may; others, and SQLite
(whose head is updated in place), keep the guard row by row.
"""
from __future__ import annotations

from contextlib import contextmanager

import peewee as pw

from .audit_chain import AUDIT, GUARD, HEAD, HEAD_MOVED_HERE, REFUSED
from .pg_roles import can_change_schema


class ChainRefused(Exception):
    """Entries written in bulk that the guard would have refused."""


@contextmanager
def sealed_in_bulk(db: pw.Database):
    """Inside an open transaction: entries appended in the block are checked at its end."""
    if isinstance(db, pw.SqliteDatabase) or not can_change_schema(db):
        yield
        return
    if not db.in_transaction():
        raise RuntimeError("sealed_in_bulk needs the load's transaction")
    db.execute_sql(f'LOCK TABLE "{AUDIT}" IN EXCLUSIVE MODE')
    row = db.execute_sql(f'SELECT last_hash, last_at FROM "{HEAD}" WHERE id = 1 FOR UPDATE').fetchone()
    head_hash, head_at = row if row else ("", None)
    (after_id,) = db.execute_sql(f'SELECT COALESCE(max(id), 0) FROM "{AUDIT}"').fetchone()
    db.execute_sql(f'ALTER TABLE "{AUDIT}" DISABLE TRIGGER "{GUARD}"')
    moving = HEAD_MOVED_HERE.set(True)  # each append moves the head once, as the guard would have
    try:
        yield  # an error here rolls the transaction back, the guard's absence with it
    finally:
        HEAD_MOVED_HERE.reset(moving)
    (bad,) = db.execute_sql(
        "SELECT count(*) FROM (SELECT hash, prev_hash, at, lag(hash) OVER w AS before_hash, "
        f'lag(at) OVER w AS before_at FROM "{AUDIT}" WHERE id > %s WINDOW w AS (ORDER BY id)) e '
        "WHERE hash IS NULL OR length(hash) <> 64 OR prev_hash IS DISTINCT FROM COALESCE(before_hash, %s) "
        "OR at < COALESCE(before_at, %s)", (after_id, head_hash or "", head_at)).fetchone()
    if bad:
        raise ChainRefused(f"{REFUSED} ({bad} entries of the load)")
    last = db.execute_sql(f'SELECT hash, at FROM "{AUDIT}" WHERE id > %s ORDER BY id DESC LIMIT 1',
                          (after_id,)).fetchone()
    if last is not None:
        db.execute_sql(f'INSERT INTO "{HEAD}" (id, last_hash, last_at) VALUES (1, %s, %s) ON CONFLICT (id) '
                       "DO UPDATE SET last_hash = EXCLUDED.last_hash, last_at = EXCLUDED.last_at", last)
    db.execute_sql(f'ALTER TABLE "{AUDIT}" ENABLE TRIGGER "{GUARD}"')
