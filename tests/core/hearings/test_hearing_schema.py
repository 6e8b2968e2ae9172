"""Schema 11 adds what the hearing rules now keep to an office's file from schema 10: the postmark of
a request (T-4A, T-4C), who signed a decision and when it was received (W-90.10H5), whether an appeal
was late, and the office's hearing set-up table; records on file keep what they said."""
from animaloffice.persistence import migrations
from animaloffice.persistence.db import schema_version
from animaloffice.persistence.models.enforcement import Appeal, HearingRequest, HearingSetup
from tests.core.schema_files import older_file, opened

DROPPED = {"hearing_request": ("mailed_on",), "hearing": ("signed_by", "signed_title", "decision_received_on"),
           "appeal": ("late", "deadline")}


def test_schema_11_adds_the_hearing_columns_and_set_up_to_a_schema_10_file(tmp_path):
    path = tmp_path / "office.sqlite3"
    drops = [f'ALTER TABLE "{table}" DROP COLUMN "{column}"' for table, columns in DROPPED.items()
             for column in columns]
    older_file(path, 10, *drops, 'DROP TABLE "hearing_setup"')
    with opened(path):
        db = HearingRequest._meta.database
        assert schema_version() == migrations.CURRENT >= 11
        for table, columns in DROPPED.items():
            assert set(columns) <= {c.name for c in db.get_columns(table)}, table
        assert HearingSetup.select().count() == 0 and Appeal.select().count() == 0
        assert "hearing_setup" in db.get_tables()
    assert (tmp_path / "office.before-upgrade-v10.sqlite3").exists()


def test_schema_8_run_twice_changes_nothing(tmp_path):
    path = tmp_path / "office.sqlite3"
    older_file(path, 10)  # the columns are there already (a step run again after an interruption)
    with opened(path):
        assert schema_version() == migrations.CURRENT
