"""Schema 27: every phone number on file, current or ended, gets the key the find box looks it up
by, on SQLite and PostgreSQL, with nothing else changed; run again, the step changes nothing."""
from animaloffice.domain.persons import phone_key
from animaloffice.persistence import migrations
from animaloffice.persistence.db import schema_version
from animaloffice.persistence.models.base import database
from animaloffice.persistence.models.people import Phone
from animaloffice.persistence.search_schema import ensure_search_schema
from animaloffice.queries import search as S
from animaloffice.services import owners
from tests.core.schema_files import older_file, opened


def _phones_as_schema_26(db) -> None:
    db.execute_sql('DROP INDEX IF EXISTS "phone_number_key"')
    db.execute_sql('ALTER TABLE "phone" DROP COLUMN "number_key"')


def test_schema_27_keys_every_number_on_file(office):
    ann = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name="Olson",
                              phone="(507) 555-0101")
    owners.change_phone(office.clerk, ann.id, "507 555 0202")  # the first number ends, kept
    owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Bo", last_name="Berg",
                        phone="1-507-376-4410")
    before = sorted(Phone.select(Phone.id, Phone.owner, Phone.number, Phone.valid_from, Phone.valid_to).tuples())
    with database.atomic():
        _phones_as_schema_26(database.obj)
    with database.atomic():
        migrations._phone_keys(database.obj)
        migrations._phone_keys(database.obj)  # a step run again finds its column and keys there
    ensure_search_schema(database.obj)
    after = sorted(Phone.select(Phone.id, Phone.owner, Phone.number, Phone.valid_from, Phone.valid_to).tuples())
    assert after == before and len(after) == 3
    assert {p.number: p.number_key for p in Phone.select()} == {n: phone_key(n) for (_, _, n, _, _) in before}
    assert [h.id for h in S.search("5075550202", office.tracy)] == [ann.id]
    assert [h.title for h in S.search("376-4410")] == ["Berg, Bo"]
    assert S.search("507-555-0101", office.tracy) == []  # an ended number finds nobody


def test_a_schema_26_file_is_upgraded_at_open(tmp_path):
    path = tmp_path / "office.sqlite3"
    older_file(path, 26, 'DROP INDEX "phone_number_key"', 'ALTER TABLE "phone" DROP COLUMN "number_key"')
    with opened(path):
        assert schema_version() == migrations.CURRENT >= 27
        assert "number_key" in {c.name for c in database.obj.get_columns("phone")}
        assert "phone_number_key" in {i.name for i in database.obj.get_indexes("phone")}
    assert (tmp_path / "office.before-upgrade-v26.sqlite3").exists()
