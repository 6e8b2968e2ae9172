"""PostgreSQL: the tables a load starts (nearly) empty are loaded without their secondary indexes and
their references (foreign keys), made again after the load in the same transaction.

Each row loaded into an indexed, referencing table costs an entry in every index and a look-up
of every row it points at (a city's load: ~600,000 such look-ups); an index built over the
loaded rows, and a reference checked over them in one join, cost a fraction of that. What is
made again is what was there, read from the catalogue (``pg_get_indexdef``,
``pg_get_constraintdef``), under the same names; a unique index or a reference the loaded rows
do not satisfy refuses the whole load, as the row itself would have been refused. Primary keys
stay (the references point at them), and so does an index a reference of another table uses.
Only the office's owner may (as ``persistence.audit_bulk``); a table that already holds more
than ``FEW`` rows keeps everything (the audit log holds the entries of the demo's users and
settings before the load).
"""
from __future__ import annotations

from ..persistence.pg_roles import can_change_schema

FEW = 1_000  # rows: a table that holds more keeps its indexes and references for the load

_REFERENCES = (
    "SELECT t.relname, c.conname, pg_get_constraintdef(c.oid) FROM pg_constraint c "
    "JOIN pg_class t ON t.oid = c.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace "
    "WHERE n.nspname = current_schema() AND c.contype = 'f' AND t.relname = ANY(%s) "
    "ORDER BY t.relname, c.conname")
_INDEXES = (
    "SELECT t.relname, i.relname, pg_get_indexdef(i.oid) FROM pg_index x "
    "JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid "
    "JOIN pg_namespace n ON n.oid = t.relnamespace "
    "WHERE n.nspname = current_schema() AND t.relname = ANY(%s) AND NOT x.indisprimary "
    "AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid) "
    "ORDER BY t.relname, i.relname")


def set_aside(db, tables: list[str]) -> list[tuple[str, str]]:
    """Drop the secondary indexes and references of those of `tables` that hold ``FEW`` rows or
    fewer; returns (table, statement that makes it again), the indexes first."""
    if not can_change_schema(db):
        return []
    empty = [t for t in tables
             if db.execute_sql(f'SELECT count(*) FROM (SELECT 1 FROM "{t}" LIMIT {FEW + 1}) r').fetchone()[0] <= FEW]
    if not empty:
        return []
    indexes = db.execute_sql(_INDEXES, (empty,)).fetchall()
    references = db.execute_sql(_REFERENCES, (empty,)).fetchall()
    saved = []
    for table, name, definition in references:
        db.execute_sql(f'ALTER TABLE "{table}" DROP CONSTRAINT "{name}"')
        saved.append((table, f'ALTER TABLE "{table}" ADD CONSTRAINT "{name}" {definition}'))
    for table, name, definition in indexes:
        db.execute_sql(f'DROP INDEX "{name}"')
        saved.append((table, definition))
    return saved[len(references):] + saved[:len(references)]  # indexes made first, then references


def analyze(db, tables) -> None:
    """The planner's statistics of the loaded tables, in the load's transaction. Without them
    the first statements after a load (the demo parts' services) were planned for empty tables,
    or for a mix of tables autovacuum had reached and not yet: a join of the metro office's
    animals, owners and licenses ran for minutes where it takes milliseconds."""
    for table in tables:
        db.execute_sql(f'ANALYZE "{table}"')
