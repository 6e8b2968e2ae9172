"""An office database made before dangerous-dog cases upgrades itself (schema 2, additive)."""
import sqlite3

from animaloffice.config import DatabaseTarget
from animaloffice.persistence import migrations
from animaloffice.persistence.db import close_database, open_database, schema_version
from animaloffice.persistence.models import DangerousDogCase


def test_schema_1_database_gains_the_dangerous_dog_table(tmp_path):
    path = tmp_path / "old.sqlite3"
    open_database(DatabaseTarget("sqlite", path=path))
    close_database()
    with sqlite3.connect(path) as conn:  # make it look like a schema-1 database
        conn.execute('DROP TABLE "dangerous_dog"')
        conn.execute("UPDATE meta SET value = '1' WHERE key = 'schema_version'")
    conn.close()
    open_database(DatabaseTarget("sqlite", path=path))
    try:
        assert schema_version() == migrations.CURRENT >= 2
        assert DangerousDogCase.select().count() == 0
        assert (tmp_path / "old.before-upgrade-v1.sqlite3").exists()
    finally:
        close_database()
