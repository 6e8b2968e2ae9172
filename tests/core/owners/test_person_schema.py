"""Schemas 12 and 13 bring an office's file the owner links (one person in several cities) and a
permit's change flag (T-4A), keeping what was on file."""
from animaloffice.persistence import migrations
from animaloffice.persistence.db import schema_version
from animaloffice.persistence.models.people import Owner, OwnerLink
from animaloffice.persistence.models.permits import Permit
from tests.core.schema_files import older_file, opened


def test_schema_12_and_13_add_links_and_the_change_flag_to_a_schema_11_file(tmp_path):
    path = tmp_path / "office.sqlite3"
    older_file(path, 11, 'DROP TABLE "owner_link"', 'ALTER TABLE "permit" DROP COLUMN "changed_on"',
               'ALTER TABLE "permit" DROP COLUMN "change_note"')
    with opened(path):
        db = Owner._meta.database
        assert schema_version() == migrations.CURRENT >= 13
        assert db.table_exists("owner_link") and OwnerLink.select().count() == 0
        columns = {c.name for c in db.get_columns("permit")}
        assert {"changed_on", "change_note"} <= columns
        assert Permit.select().where(Permit.changed_on.is_null(False)).count() == 0
    assert (tmp_path / "office.before-upgrade-v11.sqlite3").exists()


def test_schema_steps_12_and_13_run_twice_change_nothing(tmp_path):
    """Each step is self-contained: run again (as after a reconciliation of step numbers), it
    finds its table and columns there and leaves them."""
    path = tmp_path / "office.sqlite3"
    older_file(path, 11)
    with opened(path):
        db = Owner._meta.database
        migrations._owner_links(db)
        migrations._permit_change_flag(db)
        assert db.table_exists("owner_link")
        assert [c.name for c in db.get_columns("permit")].count("changed_on") == 1


def test_an_office_that_served_worthington_before_bars_were_read_gets_the_bar_at_open(tmp_path):
    """A profile stored before bars were read says nothing of them (so a conviction on the person's
    record in another city would not count); opening the office brings the stored text up to the
    shipped one, so W-90.10H6 reaches any jurisdiction in an office that already served Worthington."""
    import sqlite3

    from animaloffice.config import DatabaseTarget
    from animaloffice.persistence import profiles
    from animaloffice.persistence.db import close_database, open_database
    from animaloffice.persistence.models.office import AuditEntry, Jurisdiction
    from animaloffice.services.opening import ensure_jurisdictions, open_office

    path = tmp_path / "office.sqlite3"
    target = DatabaseTarget("sqlite", path=path)
    open_database(target)
    ensure_jurisdictions(["tracy", "worthington"])
    close_database()
    with sqlite3.connect(path) as conn:
        (text,) = conn.execute("SELECT profile_source FROM jurisdiction WHERE code = 'worthington'").fetchone()
        start = text.index("[bars]")
        old = text[:start] + text[text.index("[calendar]"):]  # as the file was before bars
        conn.execute("UPDATE jurisdiction SET profile_source = ? WHERE code = 'worthington'", (old,))
    conn.close()
    profiles.forget()
    open_office(target, create=False)
    try:
        worthington = Jurisdiction.get(Jurisdiction.code == "worthington")
        assert profiles.profile_for(worthington.id).bar_reach("cruelty_conviction") == "any_jurisdiction"
        entry = AuditEntry.get(AuditEntry.action == "jurisdiction.profile_updated")
        assert entry.record_id == str(worthington.id)
        assert AuditEntry.select().where(AuditEntry.action == "jurisdiction.profile_updated").count() == 1
    finally:
        close_database()
        profiles.forget()
