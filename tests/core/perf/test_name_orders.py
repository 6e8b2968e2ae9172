"""The license list by owner or by animal: case-blind on SQLite, where its name index gives the
order (a million licenses by animal took 1 s a page, sorted); a name typed in the find box is
then tested in that order, and every way of reading lists exactly the rows the whole list
shows with that name, in its order, page after page."""
from __future__ import annotations

from datetime import date

import pytest

from animaloffice.demo import populate
from animaloffice.demo_bulk import Plan
from animaloffice.persistence.models.animals import Animal
from animaloffice.persistence.models.base import database
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.people import Owner
from animaloffice.queries import license_find
from animaloffice.queries.license_find import text_match
from animaloffice.queries.licenses import LicenseFilter, LicenseQuery

NAME_AT = {"owner": 4, "animal": 5}  # where the name is in a row


@pytest.fixture
def listed(office):
    """A city's licenses, with names of every case and two names only one kind has."""
    populate(["tracy", "worthington"], [office.tracy, office.worthington], seed=5, today=date.today(),
             plan=Plan(owners=40, animals=70, licenses=150, years=3), parts=[])
    owners = [o.id for o in Owner.select(Owner.id).order_by(Owner.id)]
    animals = [a.id for a in Animal.select(Animal.id).order_by(Animal.id)]
    for oid, name in zip(owners[::7], ("quenby, Pat", "Quenneville, Lee", "bAKER, Sam", "baker, Al")):
        Owner.update(display_name=name).where(Owner.id == oid).execute()
    for aid, name in zip(animals[::9], ("xena", "Xenon", "bella", "BELLE", "Bo")):
        Animal.update(name=name).where(Animal.id == aid).execute()
    return LicenseFilter(jurisdiction_id=office.tracy, status="all")


def scrolled(flt: LicenseFilter, key: str, descending: bool, page: int = 6) -> list[tuple]:
    """Every row, read as the view scrolls: each page after the last row shown."""
    query, rows = LicenseQuery(flt), []
    while True:
        got = query.fetch(len(rows), page, key, descending)
        rows += got
        if len(got) < page:
            return rows


def ascii_folded(name: str) -> str:
    return name.translate(str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz"))


@pytest.mark.parametrize("key", ["owner", "animal", "species"])
@pytest.mark.parametrize("descending", [False, True])
def test_the_list_by_a_name_pages_through_in_one_order(office, listed, key, descending):
    rows = scrolled(listed, key, descending)
    alone = [r for offset in range(0, len(rows) + 6, 6) for r in LicenseQuery(listed).fetch(offset, 6, key, descending)]
    assert [r[0] for r in rows] == [r[0] for r in alone]
    assert len({r[0] for r in rows}) == len(rows) == LicenseQuery(listed).count()
    if office.backend == "sqlite" and key != "owner":  # the animals read first, in their index's order
        query = LicenseQuery(listed)
        query.fetch(0, 5, key, descending)
        assert all('FROM "animal" AS' in sql and "CROSS JOIN" in sql for sql, _ in query._statements.values())
    if key != "species":  # case-blind on both, as their name indexes (PostgreSQL's lowered, in C order)
        names = [ascii_folded(r[NAME_AT[key]]) for r in rows]
        assert names == sorted(names, reverse=descending)
        shown = [r[NAME_AT[key]] for r in rows]
        assert {"bella", "BELLE", "Bo"} <= set(shown) or key == "owner"


@pytest.mark.parametrize("key", ["owner", "animal"])
@pytest.mark.parametrize("descending", [False, True])
@pytest.mark.parametrize("broad", [False, True])
def test_a_typed_name_lists_what_the_whole_list_shows_with_it(office, listed, key, descending, broad, monkeypatch):
    if broad:  # every name that matches counts as many: read in the list's order, each row tested
        monkeypatch.setattr(license_find, "BROAD_MATCH", 1)
    whole = scrolled(listed, key, descending, page=500)
    for text in ("quen", "QUENB", "xen", "b", "BA", "Be", "zzz"):
        wanted = [r[0] for r in whole
                  if ascii_folded(r[4]).startswith(ascii_folded(text)) or ascii_folded(r[5]).startswith(ascii_folded(text))]
        assert [r[0] for r in scrolled(listed.with_(text=text), key, descending)] == wanted, text
        assert LicenseQuery(listed.with_(text=text)).count() == len(wanted)
    assert {r[4] for r in scrolled(listed.with_(text="quen"), key, descending)} == {"quenby, Pat", "Quenneville, Lee"}
    if office.backend == "sqlite":
        own_only = "quen" if key == "owner" else "xen"  # no name of the other kind begins so
        assert text_match(own_only, key)[1]  # the own index's range, in order
        assert text_match("b", key)[1] == broad  # both kinds: in order only when many match
        query = LicenseQuery(listed.with_(text=own_only))
        query.fetch(0, 5, key, descending)
        (sql, _), = query._statements.values()
        assert sql.startswith("SELECT") and f'FROM "{key}" AS' in sql and "CROSS JOIN" in sql


@pytest.mark.parametrize("key", ["species", "status"])
@pytest.mark.parametrize("descending", [False, True])
@pytest.mark.parametrize("broad", [False, True])
def test_a_typed_name_by_species_or_status_lists_what_the_whole_list_shows(office, listed, key, descending, broad,
                                                                          monkeypatch):
    """By species (SQLite reads the animals' species index) or by status (the licenses' status
    index), a name that matches many is tested row by row in that order: the same rows."""
    if broad:
        monkeypatch.setattr(license_find, "BROAD_MATCH", 1)
    whole = scrolled(listed, key, descending, page=500)
    for text in ("quen", "xen", "b", "BA"):
        wanted = [r[0] for r in whole
                  if ascii_folded(r[4]).startswith(ascii_folded(text)) or ascii_folded(r[5]).startswith(ascii_folded(text))]
        assert [r[0] for r in scrolled(listed.with_(text=text), key, descending)] == wanted, text
    if office.backend == "sqlite":
        assert text_match("b", key)[1] == broad


@pytest.mark.parametrize("key", ["owner", "animal", "species"])
def test_the_next_page_by_a_name_is_a_seek_in_the_name_index(office, listed, key):
    """The next page starts at the last row's name in the case-blind index (a row value alone
    made SQLite read the index from its start: 0.3 s a page deep into a million licenses)."""
    if office.backend != "sqlite":
        pytest.skip("PostgreSQL plans by its statistics")
    query = LicenseQuery(listed)
    query.fetch(0, 5, key, False)
    query.fetch(5, 5, key, False)
    sql, head = query._statements[(key, False, True)]
    values = [*query._after[3]]
    plan = " | ".join(r[3] for r in database.obj.execute_sql(
        "EXPLAIN QUERY PLAN " + sql, [*head, values[0], *values, 5]).fetchall())
    index, bound = {"owner": ("owner_name_nocase", "name>?"), "animal": ("animal_name_nocase", "name>?"),
                    "species": ("animal_species", "species>?")}[key]
    assert "SEARCH t" in plan and index in plan and bound in plan, plan
    assert License.select().count() > 5
