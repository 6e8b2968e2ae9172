"""An office database made before dangerous-dog cases upgrades itself (schema 2, additive)."""
from animaloffice.persistence import migrations
from animaloffice.persistence.db import schema_version
from animaloffice.persistence.models.dangerous_dogs import DangerousDogCase
from tests.core.schema_files import older_file, opened


def test_schema_1_database_gains_the_dangerous_dog_table(tmp_path):
    path = tmp_path / "old.sqlite3"
    older_file(path, 1, 'DROP TABLE "dangerous_dog"')
    with opened(path):
        assert schema_version() == migrations.CURRENT >= 2
        assert DangerousDogCase.select().count() == 0
        assert (tmp_path / "old.before-upgrade-v1.sqlite3").exists()




def _without_facility(path) -> list[str]:
    """Statements that remake the case table without its facility column (SQLite cannot drop a column
    a foreign key names), as a schema 7 file has it."""
    import sqlite3

    with sqlite3.connect(path) as conn:
        sql = conn.execute("SELECT sql FROM sqlite_master WHERE name = 'dangerous_dog'").fetchone()[0]
        columns = [r[1] for r in conn.execute('PRAGMA table_info("dangerous_dog")') if r[1] != "facility_id"]
    conn.close()
    sql = sql.replace(' "facility_id" INTEGER,', "").replace(
        ' FOREIGN KEY ("facility_id") REFERENCES "facility" ("id") ON DELETE RESTRICT,', "")
    names = ", ".join(f'"{c}"' for c in columns)
    return ['ALTER TABLE "dangerous_dog" RENAME TO "dd_old"', sql,
            f'INSERT INTO "dangerous_dog" ({names}) SELECT {names} FROM "dd_old"', 'DROP TABLE "dd_old"']


def test_schema_8_adds_the_facility_sterilization_and_tag_to_a_schema_7_file(tmp_path):
    """Schema 8 (MN-347.541, MN-347.50): a file from before gains the facility a seized dog is held at,
    the sterilization and the tag, none of them recorded, and the facility's index."""
    import sqlite3

    from tests.core.schema_files import new_file, set_back

    path = tmp_path / "old.sqlite3"
    new_file(path)
    set_back(path, 8, *_without_facility(path),
             *(f'ALTER TABLE "dangerous_dog" DROP COLUMN "{c}"' for c in
               ("sterilized_on", "sterilized_by", "tag_number", "tag_issued_on")))
    with sqlite3.connect(path) as conn:  # the file is as schema 7 left it
        before = {r[1] for r in conn.execute('PRAGMA table_info("dangerous_dog")')}
    conn.close()
    assert not before & {"facility_id", "sterilized_on", "sterilized_by", "tag_number", "tag_issued_on"}
    with opened(path):
        assert schema_version() == migrations.CURRENT >= 9
        db = DangerousDogCase._meta.database
        columns = {c.name for c in db.get_columns("dangerous_dog")}
        assert {"facility_id", "sterilized_on", "sterilized_by", "tag_number", "tag_issued_on"} <= columns
        assert "dangerous_dog_facility_id" in {i.name for i in db.get_indexes("dangerous_dog")}
        assert DangerousDogCase.select().count() == 0
