"""Schema 19 gives a license the number and date of the pre-amendment license a lifetime license
converts (T-3A), keeping every license on file."""
from animaloffice.persistence import migrations
from animaloffice.persistence.db import schema_version
from animaloffice.persistence.models.licensing import License
from tests.core.schema_files import older_file, opened


def test_schema_19_adds_the_conversion_columns_to_an_older_file(tmp_path):
    path = tmp_path / "office.sqlite3"
    older_file(path, 15, 'ALTER TABLE "license" DROP COLUMN "converted_from_number"',
               'ALTER TABLE "license" DROP COLUMN "converted_from_date"')
    with opened(path):
        db = License._meta.database
        columns = {c.name for c in db.get_columns("license")}
        assert {"converted_from_number", "converted_from_date"} <= columns
        assert schema_version() == migrations.CURRENT >= 19
        migrations._lifetime_conversions(db)  # run again (step numbers reconciled): nothing changes
        assert {"converted_from_number", "converted_from_date"} <= {c.name for c in db.get_columns("license")}
