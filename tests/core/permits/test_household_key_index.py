"""Schema 33, T-7A with T-4A2: the current addresses are found by their household key through its
index, and on PostgreSQL the planner knows how few addresses share a key. PostgreSQL keeps the
statistics of a partial index's expressions but does not use them: with the key index of
schema 32 (current addresses only) it guessed 0.5% of the table for each key, and at a metro
office joined every animal of the city to check a handful of households ("Animal permits
needed" 120-170 ms; 7 ms with the index over every address)."""
from __future__ import annotations

import json

from animaloffice.persistence import migrations
from animaloffice.persistence.db import close_database, open_database, schema_version
from animaloffice.persistence.household_tally import KEY_INDEX
from animaloffice.persistence.models.base import database
from animaloffice.persistence.models.people import Address
from animaloffice.services import owners

ADDRESSES = 5_000  # a partial index's guess: 25 addresses a key; the statistics: 1
BY_KEY = ("SELECT owner_id FROM address WHERE valid_to IS NULL AND lower(trim(line1)) IN ('17 elm st', '9 oak st')")


def _addresses(office) -> None:
    """One owner with ADDRESSES current addresses, each on a street line of its own."""
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name="Berg",
                            address={"line1": "17 Elm St", "city": "Tracy"}).id
    names = [f.column_name for f in Address._meta.sorted_fields if f.name != "id"]
    cols, p = ", ".join(f'"{n}"' for n in names), database.obj.param
    row = database.obj.execute_sql(f"SELECT {cols} FROM address WHERE owner_id = {p}", (o,)).fetchone()
    at = names.index("line1")
    database.obj.cursor().executemany(f"INSERT INTO address ({cols}) VALUES ({', '.join([p] * len(row))})",
                                      [(*row[:at], f"{n} Birch Ave", *row[at + 1:]) for n in range(ADDRESSES)])


def _partial(office) -> bool:
    if office.backend == "sqlite":
        (sql,), = database.obj.execute_sql("SELECT sql FROM sqlite_master WHERE name = ?", (KEY_INDEX,)).fetchall()
        return "WHERE" in sql.upper()
    (partial,), = database.obj.execute_sql("SELECT indpred IS NOT NULL FROM pg_index WHERE indexrelid = %s::regclass",
                                           (KEY_INDEX,)).fetchall()
    return partial


def test_t_7a_addresses_are_found_by_household_key_through_its_index(office):
    _addresses(office)
    database.obj.execute_sql("ANALYZE address")
    if office.backend == "sqlite":
        plan = " ".join(str(r[-1]) for r in database.obj.execute_sql("EXPLAIN QUERY PLAN " + BY_KEY).fetchall())
        assert KEY_INDEX in plan
        assert _partial(office)  # SQLite plans with the statistics of a partial index
        return
    (doc,) = database.obj.execute_sql("EXPLAIN (FORMAT JSON) " + BY_KEY).fetchone()
    plan = (json.loads(doc) if isinstance(doc, str) else doc)[0]["Plan"]
    assert KEY_INDEX in json.dumps(plan)
    assert plan["Plan Rows"] < 5, plan  # two keys, a handful of addresses: the planner knows it
    assert not _partial(office)


def test_t_7a_an_office_of_schema_32_gets_the_key_index_it_plans_with(office):
    """PostgreSQL: the partial index of schema 32 is made again over every address on the upgrade;
    a SQLite file keeps its own, which SQLite plans with."""
    if office.backend == "postgres":
        database.obj.execute_sql(f'DROP INDEX "{KEY_INDEX}"')
        database.obj.execute_sql(f'CREATE INDEX "{KEY_INDEX}" ON address (lower(trim(line1)), lower(trim(city))) '
                                 "WHERE valid_to IS NULL")
    database.obj.execute_sql("UPDATE meta SET value = '32' WHERE key = 'schema_version'")
    assert _partial(office)
    close_database()
    open_database(office.target)
    assert schema_version() == migrations.CURRENT >= 33
    assert _partial(office) == (office.backend == "sqlite")
