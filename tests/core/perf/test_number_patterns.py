"""Schema 36: on PostgreSQL the start of a license number or of a microchip is asked with LIKE
(not peewee's ILIKE, which no index serves) of an index in the characters' order, which serves
it whatever the server's collation; an office of schema 35 gains the indexes when opened."""
from __future__ import annotations

from datetime import date, timedelta

import pytest

from animaloffice.persistence.models.animals import Animal
from animaloffice.persistence.models.base import database
from animaloffice.queries.licenses import LicenseFilter, LicenseQuery
from animaloffice.queries.search import find_by_license_number
from animaloffice.services import licensing
from animaloffice.services.payments import PaymentInput
from tests.core.licensing.conftest import Desk

TODAY = date.today()


@pytest.fixture
def licensed(office):
    desk = Desk(office)
    aid = desk.dog(shot=TODAY - timedelta(days=5), name="Pattern")
    Animal.update(microchip="985141000054321").where(Animal.id == aid).execute()
    lid = licensing.issue_license(office.clerk, animal_id=aid, tag_number=77, payment=PaymentInput("cash")).license_id
    return office, lid


def plan_of(sql: str, params) -> str:
    database.obj.execute_sql("SET enable_seqscan = off")  # the planner's choice on a big office
    try:
        return " ".join(r[0] for r in database.obj.execute_sql("EXPLAIN " + sql, params).fetchall())
    finally:
        database.obj.execute_sql("SET enable_seqscan = on")


def test_a_typed_number_or_chip_is_asked_of_its_pattern_index(licensed):
    office, lid = licensed
    from animaloffice.persistence.models.licensing import License

    number = License.get_by_id(lid).number
    for typed, index, column in ((number[:8], "license_number_pattern", '"license" WHERE "number"'),
                                 ("98514100005", "animal_microchip_pattern", '"animal" WHERE "microchip"')):
        query = LicenseQuery(LicenseFilter(jurisdiction_id=office.tracy, text=typed.lower()))
        assert [r[0] for r in query.fetch(0, 10, "tag", False)] == [lid]
        (sql, head), = query._statements.values()
        assert '"number" ILIKE' not in sql and '"microchip" ILIKE' not in sql  # (an import's old numbers: a small table)
        if office.backend == "postgres":  # the LIKE the list asks, served by the pattern index
            assert f'{column.split(" WHERE ")[1]} LIKE' in sql
            assert index in plan_of(f"SELECT 1 FROM {column} LIKE %s", [typed.upper() + "%"])
    assert [h.id for h in find_by_license_number(number[:8])] == [lid]


def test_schema_36_gives_an_office_of_schema_35_the_pattern_indexes(licensed):
    office, lid = licensed
    from animaloffice.persistence import migrations
    from animaloffice.persistence.db import close_database, open_database, schema_version
    from animaloffice.persistence.models.office import Meta
    from animaloffice.persistence.search_schema import PATTERN_INDEXES

    if office.backend == "postgres":
        for name, _ in PATTERN_INDEXES:
            database.execute_sql(f'DROP INDEX "{name}"')
    Meta.update(value="35").where(Meta.key == "schema_version").execute()
    close_database()
    open_database(office.target)
    assert schema_version() == migrations.CURRENT
    if office.backend == "postgres":
        names = {r[0] for r in database.execute_sql("SELECT indexname FROM pg_indexes").fetchall()}
        assert {name for name, _ in PATTERN_INDEXES} <= names
    assert [r[0] for r in LicenseQuery(LicenseFilter(jurisdiction_id=office.tracy, text="985141")).fetch(0, 5)] == [lid]
