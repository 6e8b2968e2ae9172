"""Schema 34, T-3A: "Licenses due and overdue" reads its first part on PostgreSQL in the expiry
index's order, with no sort of the city's licenses first. At a metro office the planner had
taken the test that the animal is still with the license's owner (two columns of two tables
that go together) for one license in 200,000, found the list nearly empty, and hashed and
sorted every license (2.5 s) before the first 200 rows; and a year's licenses all end on
December 31, which the index of schema 30 held in no order of id."""
from __future__ import annotations

import json
import logging
from datetime import date

import pytest

from animaloffice.persistence.models.base import database
from animaloffice.reports import licensing as report
from animaloffice.services import animals, owners

LICENSES = 4_000  # each its own owner and animal, all ended on one December 31, never renewed
EXPIRY = "license_jurisdiction_id_expires_on_id"


def _copies(table: str, row_id: int, changed: dict[str, str]) -> None:
    """LICENSES copies of one row, `changed` columns made from g (1..LICENSES) in SQL."""
    cols = [c.name for c in database.obj.get_columns(table) if c.name != "id"]
    values = ", ".join(changed.get(c, f'"{c}"') for c in cols)
    database.obj.execute_sql(f'INSERT INTO "{table}" ({", ".join(f"{chr(34)}{c}{chr(34)}" for c in cols)}) '
                             f'SELECT {values} FROM "{table}", generate_series(1, {LICENSES}) AS g WHERE id = %s',
                             (row_id,))


def _city(office) -> None:
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name="Berg").id
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o, species="dog", name="Rex",
                              sex="M", birth_date=date(2020, 5, 1)).id
    _copies("owner", o, {"display_name": "'Owner ' || g"})
    _copies("animal", a, {"owner_id": f"(SELECT max(id) FROM owner) - {LICENSES} + g"})
    database.obj.execute_sql(
        "INSERT INTO license (jurisdiction_id, number, animal_id, owner_id, year, tag_number, term, grandfathered, "
        "issued_on, expires_on, status, fee_cents, end_reason, converted_from_number, created_at, version) "
        "SELECT %s, 'GEN-' || n.id, n.id, n.owner_id, 2025, n.id, 'annual', false, '2025-01-02', '2025-12-31', "
        "'expired', 1500, '', '', now(), 1 FROM animal n WHERE n.id > %s", (office.tracy, a))
    database.obj.execute_sql("ANALYZE owner, animal, license")


def _first_statement(office) -> tuple[str, tuple]:
    sent = []
    handler = logging.Handler()
    handler.emit = lambda record: sent.append(record.msg) if isinstance(record.msg, tuple) else None
    logger = logging.getLogger("peewee")
    level = logger.level
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    try:
        parts = report.licenses_due_parts(jurisdiction_id=office.tracy, on=date(2026, 12, 1), days=30)
        first = next(parts)
        parts.close()
    finally:
        logger.removeHandler(handler)
        logger.setLevel(level)
    assert len(first.rows) == report.FIRST_PART and all(r[1] == "overdue" for r in first.rows)
    return next(m for m in sent if 'FROM "license"' in m[0] and "ORDER BY" in m[0])


def _nodes(plan: dict):
    yield plan
    for child in plan.get("Plans", []):
        yield from _nodes(child)


def test_t_3a_the_first_part_is_read_in_the_expiry_index_order_on_postgresql(office):
    if office.backend == "sqlite":
        pytest.skip("SQLite's plan: test_schema_indexes.test_licenses_due_are_read_in_the_order_they_expire")
    _city(office)
    sql, params = _first_statement(office)
    with database.obj.atomic():
        database.obj.execute_sql("SET LOCAL jit = off")
        database.obj.execute_sql("SET LOCAL max_parallel_workers_per_gather = 0")
        (doc,) = database.obj.execute_sql("EXPLAIN (FORMAT JSON) " + sql, params).fetchone()
    plan = (json.loads(doc) if isinstance(doc, str) else doc)[0]["Plan"]
    kinds = [n["Node Type"] for n in _nodes(plan)]
    assert "Sort" not in kinds and "Incremental Sort" not in kinds, kinds
    assert any(n.get("Index Name") == EXPIRY for n in _nodes(plan)), kinds
