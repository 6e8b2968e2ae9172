"""T-7E look-ups: tag, microchip, owner name and address words, animal names; hostile text stays text."""
from __future__ import annotations

from datetime import date, timedelta

import pytest

from animaloffice.persistence.models.base import database
from animaloffice.persistence.models.people import Owner
from animaloffice.queries import search as S
from animaloffice.services import animals, licensing, owners
from animaloffice.services.payments import PaymentInput


@pytest.fixture
def ida(office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ida", last_name="Halvorson",
                            address={"line1": "123 Morgan St", "city": "Tracy", "postal_code": "56175"})
    pet = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                                name="Pepper", microchip="985112233445566", sex="M",
                                birth_date=date(2021, 5, 1))
    animals.record_vaccination(office.clerk, pet.id, vaccinated_on=date.today() - timedelta(days=10),
                               veterinarian="Dr. V")
    lic = licensing.issue_license(office.clerk, animal_id=pet.id, tag_number=4321, payment=PaymentInput("cash"))
    return office, o, pet, lic


def kinds_ids(hits):
    return {(h.kind, h.id) for h in hits}


def test_t_7e_tag_microchip_and_license_number(ida):
    office, o, pet, lic = ida
    assert ("license", lic.license_id) in kinds_ids(S.search("4321", office.tracy))
    assert ("license", lic.license_id) not in kinds_ids(S.search("4321", office.worthington))
    assert ("animal", pet.id) in kinds_ids(S.search("985 1122 3344 5566"))
    assert ("license", lic.license_id) in kinds_ids(S.search(lic.number[:8].lower()))


def test_t_7e_owner_name_prefix_any_case_in_name_order(ida):
    office, o, _, _ = ida
    owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Al", last_name="Halverson")
    hits = [h for h in S.search("halv", office.tracy) if h.kind == "owner"]
    assert [h.title for h in hits][:2] == ["Halverson, Al", "Halvorson, Ida"]
    assert ("owner", o.id) in kinds_ids(S.search("Halvorson, I", office.tracy))


@pytest.mark.parametrize("text", ["Morgan", "ida halv", "halv ida", "morg 56175", "Tracy Ida"])
def test_t_7e_full_text_words_of_name_and_current_address(ida, text):
    office, o, _, _ = ida
    if office.backend != "sqlite" and text not in ("ida halv", "halv ida"):
        pytest.skip("SQLite's full-text index holds the address too; PostgreSQL searches words of the name")
    assert ("owner", o.id) in kinds_ids(S.search(text, office.tracy))


@pytest.mark.parametrize("text", ["ida halv", "halv ida", "Halvorson, Ida", "IDA"])
def test_t_7e_postgres_finds_owners_by_words_of_the_name_in_any_order(ida, text):
    office, o, _, _ = ida
    if office.backend == "sqlite":
        pytest.skip("PostgreSQL only: SQLite uses its full-text index")
    assert ("owner", o.id) in kinds_ids(S.find_owners_by_words(text, office.tracy))
    assert ("owner", o.id) not in kinds_ids(S.find_owners_by_words("ida zzz", office.tracy))
    assert ("owner", o.id) not in kinds_ids(S.find_owners_by_words("da halv", office.tracy))  # word starts only


def test_full_text_index_follows_address_and_name_changes(ida):
    office, o, _, _ = ida
    if office.backend != "sqlite":
        pytest.skip("SQLite only")
    owners.change_address(office.clerk, o.id, line1="55 Okabena St", city="Worthington", postal_code="56187")
    assert ("owner", o.id) in kinds_ids(S.find_owners_by_words("okabena"))
    assert ("owner", o.id) not in kinds_ids(S.find_owners_by_words("morgan"))  # only the current address
    owners.update_owner(office.clerk, o.id, expected_version=1, last_name="Lindqvist")
    assert ("owner", o.id) in kinds_ids(S.search("lindq"))
    assert ("owner", o.id) in kinds_ids(S.find_owners_by_words("lindqvist okabena"))


HOSTILE = ['"', '""', "'", "';--", "'); DROP TABLE owner; --", "Halv*", "*", "NEAR(ida halv)", "ida OR x",
           "NOT ida", "ida AND", "(", ")", "^ida", "ida:halv", "name:ida", "%", "%%", "_", "a%", "h_lv",
           "\\", "\\%", "\x00ida", "ida\u202e", "🐕🐕", "Ω≈ç√", "a" * 100, "halv" + "'" * 40, "-", "--ida",
           "+ida", "{name}: ida", "ida*halv", "NEAR/2"]


@pytest.mark.parametrize("text", HOSTILE)
def test_hostile_input_is_text_never_sql_or_fts_syntax(ida, text):
    office, o, _, _ = ida
    hits = S.search(text, office.tracy)
    assert isinstance(hits, list)
    assert Owner.select().count() >= 1  # nothing was dropped
    for hit in hits:  # a LIKE wildcard never matches everything
        if hit.kind == "owner" and text in ("%%", "_", "a%", "h_lv", "\\%"):
            assert hit.id != o.id or "halv" in text.lower()


def test_like_wildcards_are_literal_in_name_prefix(ida):
    office, o, _, _ = ida
    assert S.find_owners_by_name("H%") == []
    assert S.find_owners_by_name("H_lv") == []
    org = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, kind="organisation",
                              organisation="100% Pets_Co")
    assert [h.id for h in S.find_owners_by_name("100% pets_")] == [org.id]


def test_fts_query_quotes_every_word():
    assert S.fts_query('ida "halv') == '"ida"* """halv"*'
    assert S.fts_query("  ") == ""


def test_search_schema_is_created_for_a_database_made_without_it(ida):
    """A demo database made before the search index existed still opens, and gets it."""
    office, o, _, _ = ida
    if office.backend != "sqlite":
        pytest.skip("SQLite only")
    from animaloffice.persistence.db import close_database, open_database
    from animaloffice.persistence.search_schema import INDEXES, TRIGGERS

    for name in TRIGGERS:
        database.execute_sql(f'DROP TRIGGER "{name}"')
    for name, _, _ in INDEXES:
        database.execute_sql(f'DROP INDEX "{name}"')
    database.execute_sql("DROP TABLE owner_search")
    close_database()
    open_database(office.target)
    assert ("owner", o.id) in kinds_ids(S.find_owners_by_words("morgan"))
    open_database(office.target)  # and again: nothing to do, nothing breaks
    names = {r[0] for r in database.execute_sql("SELECT name FROM sqlite_master").fetchall()}
    assert set(TRIGGERS) | {n for n, _, _ in INDEXES} <= names


def test_postgres_finds_the_words_of_a_name_through_their_index(ida):
    """On PostgreSQL the words of a name are found through an index of each name's words (schema
    35; made at open when missing): a first name, any case, a word of two letters (no trigram
    served those, and each read every owner), two words together, % or _ typed read as nothing
    special; the plan goes through the index, not through every owner's name."""
    office, o, _, _ = ida
    if office.backend == "sqlite":
        pytest.skip("PostgreSQL only: SQLite has its full-text index")
    from animaloffice.persistence.db import close_database, open_database
    from animaloffice.persistence.search_schema import WORDS_INDEX

    org = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, kind="organisation", organisation="Tracy Police Department",
                              address={"line1": "336 Morgan St", "city": "Tracy", "postal_code": "56175"})

    def definition():
        row = database.execute_sql("SELECT indexdef FROM pg_indexes WHERE indexname = %s", (WORDS_INDEX[0],)).fetchone()
        return row[0] if row else None

    assert "to_tsvector" in definition() and "gin" in definition().lower()
    database.execute_sql(f'DROP INDEX "{WORDS_INDEX[0]}"')
    close_database()
    open_database(office.target)
    assert definition() is not None
    assert ("owner", o.id) in kinds_ids(S.find_owners_by_words("ida halv"))
    assert ("owner", o.id) in kinds_ids(S.find_owners_by_words("ID"))
    assert ("owner", o.id) not in kinds_ids(S.find_owners_by_words("ida morgan"))  # a name's words only
    assert kinds_ids(S.find_owners_by_words("po dep")) == {("owner", org.id)}
    assert ("owner", org.id) in kinds_ids(S.search("police"))  # the second word, through the search box
    assert S.find_owners_by_words("ida%") and S.find_owners_by_words("%_") == []
    assert S.find_owners_by_words("olic") == []  # the start of a word, not its middle
    database.execute_sql("SET enable_seqscan = off")  # as on a big office
    try:
        plan = " ".join(r[0] for r in database.execute_sql(
            "EXPLAIN SELECT id FROM owner WHERE to_tsvector('simple', display_name) @@ to_tsquery('simple', 'id:*')"
        ).fetchall())
    finally:
        database.execute_sql("SET enable_seqscan = on")
    assert WORDS_INDEX[0] in plan




def test_schema_35_upgrades_a_postgresql_office_to_the_words_index(ida):
    """An office of schema 34 (its trigram index, no index of the words) opened by its owner:
    the words index is made, the trigram index, which nothing reads any more, goes, and the words
    are found; SQLite's file only takes the number (its FTS table has the words)."""
    office, o, _, _ = ida
    from animaloffice.persistence import migrations
    from animaloffice.persistence.db import close_database, open_database, schema_version
    from animaloffice.persistence.models.office import Meta
    from animaloffice.persistence.search_schema import WORDS_INDEX

    if office.backend == "postgres":
        database.execute_sql(f'DROP INDEX "{WORDS_INDEX[0]}"')
        database.execute_sql("CREATE EXTENSION IF NOT EXISTS pg_trgm")
        database.execute_sql('CREATE INDEX "owner_name_trigram" ON "owner" USING gin (lower("display_name") gin_trgm_ops)')
    Meta.update(value="34").where(Meta.key == "schema_version").execute()
    close_database()
    open_database(office.target)
    assert schema_version() == migrations.CURRENT
    if office.backend == "postgres":
        names = {r[0] for r in database.execute_sql("SELECT indexname FROM pg_indexes").fetchall()}
        assert WORDS_INDEX[0] in names and "owner_name_trigram" not in names
    assert ("owner", o.id) in kinds_ids(S.find_owners_by_words("ida"))


def test_postgres_reads_a_name_prefix_in_its_index_order_without_sorting_the_matches(ida):
    """The first owners and animals of a typed prefix come straight from the name index's range,
    in its order (a prefix of 6,000 animals was read whole and sorted for 25 rows: ~20 ms at a
    metro office); the hits are in name order whatever the case."""
    office, o, _, _ = ida
    if office.backend == "sqlite":
        pytest.skip("PostgreSQL's plans (SQLite reads its NOCASE index in order)")
    for name in ("pepita", "PEPE", "Peanut"):
        animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="cat", name=name)
    assert [h.title for h in S.find_animals_by_name("pe")] == ["Peanut", "PEPE", "pepita", "Pepper"]
    database.execute_sql("SET enable_seqscan = off")
    database.execute_sql("SET enable_bitmapscan = off")  # the plan a big office gets for a short prefix
    database.execute_sql("SET enable_sort = off")  # a sort only where no index gives the order
    try:
        for sql, params in ((S._ANIMAL_PREFIX[False], ("pe%", None, None, 25)),
                            (S._OWNER_PREFIX[(False, False)], ("ha%", 25)),
                            (S._OWNER_PREFIX[(False, True)], (office.tracy, "ha%", 25))):
            plan = " ".join(r[0] for r in database.execute_sql("EXPLAIN " + sql, params).fetchall())
            assert "Sort" not in plan and "Index Scan" in plan, plan
    finally:
        database.execute_sql("SET enable_seqscan = on")
        database.execute_sql("SET enable_bitmapscan = on")
        database.execute_sql("SET enable_sort = on")
