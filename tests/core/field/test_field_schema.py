"""Schema 14 brings an office's file the field work's tables (calls, visits, links, bite reports,
attachments and their bytes, veterinarians' rabies reports), keeping what was on file."""
from animaloffice.persistence import migrations
from animaloffice.persistence.db import schema_version
from animaloffice.persistence.models.attachments import Attachment
from animaloffice.persistence.models.field import Call
from animaloffice.persistence.models.people import Owner
from animaloffice.services import owners
from tests.core.schema_files import older_file, opened

TABLES = ("call", "call_visit", "call_link", "bite_report", "attachment", "attachment_data", "rabies_report",
          "rabies_report_line")


def test_schema_15_adds_the_field_work_tables_to_a_schema_14_file(tmp_path):
    path = tmp_path / "office.sqlite3"
    older_file(path, 14, *[f'DROP TABLE "{t}"' for t in reversed(TABLES)])
    with opened(path):
        db = Owner._meta.database
        assert not set(TABLES) - set(db.get_tables())
        assert schema_version() == migrations.CURRENT >= 15
        assert Call.select().count() == 0 and Attachment.select().count() == 0
        blob = {c.name: c.data_type.lower() for c in db.get_columns("attachment_data")}["data"]
        assert blob == "blob"
    assert (tmp_path / "office.before-upgrade-v14.sqlite3").exists()


def test_schema_step_14_run_twice_changes_nothing(tmp_path):
    """Self-contained: run again (as after a reconciliation of step numbers) it finds its tables."""
    path = tmp_path / "office.sqlite3"
    older_file(path, 14, *[f'DROP TABLE "{t}"' for t in reversed(TABLES)])
    with opened(path):
        from animaloffice.domain.roles import SYSTEM
        from animaloffice.persistence.models.office import Jurisdiction

        db = Owner._meta.database
        jid = Jurisdiction.create(code="tracy", name="City of Tracy", profile_source="").id
        kept = owners.create_owner(SYSTEM, jurisdiction_id=jid, last_name="Olson").id
        migrations._field_work(db)
        assert Owner.get_by_id(kept).display_name == "Olson"
        assert set(TABLES) <= set(db.get_tables())
