"""Schemas 8 and 9 bring an office's file the owner links (one person in several cities) and a
permit's change flag (T-4A), keeping what was on file."""
from animaloffice.persistence import migrations
from animaloffice.persistence.db import schema_version
from animaloffice.persistence.models import Owner, OwnerLink, Permit

from tests.core.schema_files import older_file, opened


def test_schema_8_and_9_add_links_and_the_change_flag_to_a_schema_7_file(tmp_path):
    path = tmp_path / "office.sqlite3"
    older_file(path, 7, 'DROP TABLE "owner_link"', 'ALTER TABLE "permit" DROP COLUMN "changed_on"',
               'ALTER TABLE "permit" DROP COLUMN "change_note"')
    with opened(path):
        db = Owner._meta.database
        assert schema_version() == migrations.CURRENT >= 9
        assert db.table_exists("owner_link") and OwnerLink.select().count() == 0
        columns = {c.name for c in db.get_columns("permit")}
        assert {"changed_on", "change_note"} <= columns
        assert Permit.select().where(Permit.changed_on.is_null(False)).count() == 0
    assert (tmp_path / "office.before-upgrade-v7.sqlite3").exists()


def test_schema_steps_8_and_9_run_twice_change_nothing(tmp_path):
    """Each step is self-contained: run again (as after a reconciliation of step numbers), it
    finds its table and columns there and leaves them."""
    path = tmp_path / "office.sqlite3"
    older_file(path, 7)
    with opened(path):
        db = Owner._meta.database
        migrations._owner_links(db)
        migrations._permit_change_flag(db)
        assert db.table_exists("owner_link")
        assert [c.name for c in db.get_columns("permit")].count("changed_on") == 1
