"""PostgreSQL's find box and list orders (schema 37): a few matches are looked up as the ids of
each kind's licenses, one after another (an OR of look-ups was a filter on every license of
the order: 3 s by animal at a million licenses); the orders by animal, species, status and
issue date have indexes ending in the id, as the list's order does (each page sorted every
animal or license before), a name's the lowered name in the characters' order, of which a
typed start is a range; a count of a typed name's first matches reads that range."""
from __future__ import annotations

from datetime import date, timedelta

import pytest

from animaloffice.persistence.models.base import database
from animaloffice.persistence.search_schema import ORDER_INDEXES
from animaloffice.queries import license_find
from animaloffice.queries.licenses import LicenseFilter, LicenseQuery
from animaloffice.services import licensing
from animaloffice.services.payments import PaymentInput
from benchmarks.lookups import captured
from tests.core.licensing.conftest import Desk

TODAY = date.today()


@pytest.fixture
def pg_office(office):
    if office.backend != "postgres":
        pytest.skip("PostgreSQL's plans (SQLite's: test_name_orders.py, test_number_bounds.py)")
    desk = Desk(office)
    for i, name in enumerate(("Cleo", "Clover", "Max", "Bella")):
        aid = desk.dog(shot=TODAY - timedelta(days=5 + i), name=name)
        licensing.issue_license(office.clerk, animal_id=aid, tag_number=30 + i, payment=PaymentInput("cash"))
    return office


def plan(sql: str, params) -> str:
    """The plan on a big office: sorts and full reads priced out, as a million rows would."""
    switches = ("enable_seqscan", "enable_sort", "enable_bitmapscan")
    for switch in switches:
        database.execute_sql(f"SET {switch} = off")
    try:
        return " ".join(r[0] for r in database.execute_sql("EXPLAIN " + sql, params).fetchall())
    finally:
        for switch in switches:
            database.execute_sql(f"SET {switch} = on")


def page_sql(query: LicenseQuery, key: str, desc: bool) -> tuple[str, list]:
    query.fetch(0, 10, key, desc)
    (sql, head), = query._statements.values()
    return sql, head + [10, 0]


def test_a_few_matches_are_the_ids_of_each_kind_s_licenses(pg_office):
    flt = LicenseFilter(jurisdiction_id=pg_office.tracy, text="cl")
    for key in ("animal", "owner", "species", "issued"):
        rows = LicenseQuery(flt).fetch(0, 10, key, False)
        assert sorted(r[5] for r in rows) == ["Cleo", "Clover"]
        sql, _ = page_sql(LicenseQuery(flt), key, False)
        if key == "animal":  # no owner's name begins so: the animals' own range, in their order
            assert 'lower("t3"."name") COLLATE "C" LIKE' in sql and "UNION" not in sql
            continue
        assert '"t1"."id" IN ((SELECT' in sql and "UNION ALL" in sql, key
        assert ' OR ' not in sql, key  # no OR of look-ups left for the planner to test on every license


@pytest.mark.parametrize("key, index", [("animal", "animal_name_c_order"), ("owner", "owner_name_c_order"), ("species", "animal_species_order"),
                                        ("status", "license_status_order"), ("issued", "license_issued_order")])
def test_each_order_is_read_in_an_index_ending_in_the_id(pg_office, key, index):
    assert index in {name for name, _ in ORDER_INDEXES}
    for desc in (False, True):
        assert index in plan(*page_sql(LicenseQuery(LicenseFilter(jurisdiction_id=pg_office.tracy)), key, desc))


def test_a_count_of_a_typed_name_reads_its_index_range(pg_office, monkeypatch):
    monkeypatch.setattr(license_find, "BROAD_MATCH", 2)
    statements = captured(lambda: license_find.text_match("cl", "issued"))
    counts = [(sql, params) for sql, params in statements if sql.startswith("SELECT count(*)")]
    # each in the order of the index its matches are a range of: the lowered name, as C orders it
    assert counts and all('COLLATE "C" LIKE' in sql and 'ORDER BY lower(' in sql for sql, _ in counts)
    assert any("_name_c_order" in plan(sql, params) for sql, params in counts)
    assert license_find.text_match("cl", "issued")[1]  # two animals named Cl...: as many as BROAD_MATCH


def test_a_broad_number_range_seeks_its_years_and_ids(pg_office, monkeypatch):
    for name in ("DENSE_NUMBERS", "SPREAD_NUMBERS"):
        monkeypatch.setattr(license_find, name, 1)
    from animaloffice.persistence.models.licensing import License

    year = License.select(License.year).first().year  # December's licenses are next year's
    flt = LicenseFilter(jurisdiction_id=pg_office.tracy, text=f"TRA-{year}")
    sql, params = page_sql(LicenseQuery(flt), "status", True)
    assert '"t1"."id" BETWEEN' in sql and '"t1"."status" IN (' in sql
    assert "using license_status" in plan(sql, params)  # (a tiny office may take its older index)
    sql, params = page_sql(LicenseQuery(flt), "tag", True)
    assert '"t1"."year" BETWEEN' in sql
    assert len(LicenseQuery(flt).fetch(0, 10, "status", True)) == 4
