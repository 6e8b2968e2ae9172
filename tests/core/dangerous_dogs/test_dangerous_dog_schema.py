"""An office database made before dangerous-dog cases upgrades itself (schema 2, additive)."""
from animaloffice.persistence import migrations
from animaloffice.persistence.db import schema_version
from animaloffice.persistence.models import DangerousDogCase
from tests.core.schema_files import older_file, opened


def test_schema_1_database_gains_the_dangerous_dog_table(tmp_path):
    path = tmp_path / "old.sqlite3"
    older_file(path, 1, 'DROP TABLE "dangerous_dog"')
    with opened(path):
        assert schema_version() == migrations.CURRENT >= 2
        assert DangerousDogCase.select().count() == 0
        assert (tmp_path / "old.before-upgrade-v1.sqlite3").exists()
