"""Schema 37: a typed start of a license number read in the list's own order (a broad range,
as "TRA-201" of a city's ten years) starts where the range's years and licenses do, found by
seeks of the year indexes: listed newest first it read every license of the later years
before its first (0.3-0.4 s at a million licenses). The years and ids are those of the
licenses on file, not of the number's shape: an imported number need not tell its year."""
from __future__ import annotations

from datetime import date, timedelta

import pytest

from animaloffice.persistence.models.base import database
from animaloffice.persistence.models.licensing import License
from animaloffice.queries import license_find
from animaloffice.queries.licenses import LicenseFilter, LicenseQuery
from animaloffice.services import licensing
from animaloffice.services.payments import PaymentInput
from tests.core.licensing.conftest import Desk

TODAY = date.today()
SORTS = [(key, desc) for key in ("tag", "year", "issued", "expires", "status", "owner", "animal", "species", "number")
         for desc in (False, True)]


@pytest.fixture
def years(office):
    """Licenses of three years, one of last year numbered as if of two years before (as an
    import may bring it), and an ended one of this year; (license id, number, year) each."""
    desk = Desk(office)
    year = TODAY.year
    made = []
    for i, (number, lic_year) in enumerate([
            (f"TRA-{year - 2}-000001", year - 2), (f"TRA-{year - 2}-000002", year - 2),
            (f"TRA-{year - 1}-000001", year - 1), (f"TRA-{year - 2}-000900", year - 1),
            (f"TRA-{year}-000001", year), (f"TRA-{year}-000002", year), (f"TRA-{year}-000003", year)]):
        aid = desk.dog(shot=TODAY - timedelta(days=5 + i), name=f"Dog{'GBFADCE'[i]}")
        lid = licensing.issue_license(office.clerk, animal_id=aid, tag_number=60 + (i * 5) % 7,
                                      payment=PaymentInput("cash")).license_id
        License.update(number=number, year=lic_year).where(License.id == lid).execute()
        made.append((lid, number, lic_year))
    License.update(status="ended").where(License.id == made[5][0]).execute()
    return office, made


def test_the_bounds_are_the_years_and_ids_on_file(years):
    office, made = years
    year = TODAY.year
    ids = {y: [lid for lid, _, ly in made if ly == y] for y in (year - 2, year - 1, year)}
    prefix = f"TRA-{year - 2}"
    # the number says two years ago; one of them is last year's license, so both years count
    assert license_find.number_bounds(prefix) == (
        year - 2, year - 1, min(ids[year - 2]), max(ids[year - 1]))
    prefix = f"TRA-{year}-00000"
    assert license_find.number_bounds(prefix) == (year, year, min(ids[year]), max(ids[year]))
    assert license_find.number_bounds("TRA-1999") is None


@pytest.mark.parametrize("typed", ["TRA-{y2}", "TRA-{y0}", "TRA-2", "TRA-{y2}-0009"])
def test_a_broad_range_read_in_order_lists_what_the_whole_list_holds(years, monkeypatch, typed):
    """Every order both ways, the range read in the list's order (forced by the limits), lists
    exactly the licenses of the whole list whose number begins with the typed start."""
    office, made = years
    typed = typed.format(y2=TODAY.year - 2, y0=TODAY.year)
    flt = LicenseFilter(jurisdiction_id=office.tracy)
    wanted = {(key, desc): [r[0] for r in LicenseQuery(flt).fetch(0, 50, key, desc) if r[1].startswith(typed)]
              for key, desc in SORTS}
    assert set(wanted[("number", False)]) == {lid for lid, number, _ in made if number.startswith(typed)}
    for name in ("DENSE_NUMBERS", "SPREAD_NUMBERS"):
        monkeypatch.setattr(license_find, name, 1)
    for key, desc in SORTS:
        query = LicenseQuery(flt.with_(text=typed))
        assert [r[0] for r in query.fetch(0, 50, key, desc)] == wanted[(key, desc)], (key, desc)
        # and page by page, each page after the last row shown
        paged = [r[0] for r in query.fetch(0, 2, key, desc)]
        while len(paged) < len(wanted[(key, desc)]):
            paged += [r[0] for r in query.fetch(len(paged), 2, key, desc)]
        assert paged == wanted[(key, desc)], (key, desc)


def _plan(query: LicenseQuery, key: str, desc: bool) -> str:
    query.fetch(0, 10, key, desc)
    (sql, head), = query._statements.values()
    params = head + [10, 0]
    return " ".join(str(r[-1]) for r in database.obj.execute_sql("EXPLAIN QUERY PLAN " + sql, params).fetchall())


def test_the_list_seeks_the_range_s_years_and_ids(years, monkeypatch):
    office, made = years
    if office.backend != "sqlite":
        pytest.skip("PostgreSQL plans by its statistics; the bounds are SQLite's")
    for name in ("DENSE_NUMBERS", "SPREAD_NUMBERS"):
        monkeypatch.setattr(license_find, name, 1)
    flt = LicenseFilter(jurisdiction_id=office.tracy, text=f"TRA-{TODAY.year - 2}")
    # by tag: the years' range of the (city, year, tag) index
    assert "(jurisdiction_id=? AND year>? AND year<?)" in _plan(LicenseQuery(flt), "tag", True)
    # by status: each status's ids, a range of the status index
    assert "license_status (status=? AND rowid>? AND rowid<?)" in _plan(LicenseQuery(flt), "status", True)
    # by date: the id tested in the date's index (no sort of the range)
    plan = _plan(LicenseQuery(flt), "issued", True)
    assert "license_issued_on" in plan and "TEMP B-TREE" not in plan
    query = LicenseQuery(flt)
    query.fetch(0, 10, "issued", True)
    (sql, _), = query._statements.values()
    assert '+"t1"."id" >= ?' in sql


def test_schema_37_gives_an_office_of_schema_36_the_year_indexes(years):
    office, made = years
    from animaloffice.persistence import migrations
    from animaloffice.persistence.db import close_database, open_database, schema_version
    from animaloffice.persistence.models.office import Meta
    from animaloffice.persistence.search_schema import YEAR_INDEXES

    for name in YEAR_INDEXES:
        database.execute_sql(f'DROP INDEX "{name}"')
    Meta.update(value="36").where(Meta.key == "schema_version").execute()
    close_database()
    open_database(office.target)
    assert schema_version() == migrations.CURRENT >= 37
    if office.backend == "sqlite":
        names = {r[0] for r in database.execute_sql("SELECT name FROM sqlite_master WHERE type = 'index'").fetchall()}
    else:
        names = {r[0] for r in database.execute_sql("SELECT indexname FROM pg_indexes").fetchall()}
    assert set(YEAR_INDEXES) <= names
    typed = f"TRA-{TODAY.year - 2}"
    found = [r[0] for r in LicenseQuery(LicenseFilter(jurisdiction_id=office.tracy, text=typed)).fetch(0, 10, "number", False)]
    assert found == [lid for lid, number, _ in sorted(made, key=lambda m: m[1]) if number.startswith(typed)]
