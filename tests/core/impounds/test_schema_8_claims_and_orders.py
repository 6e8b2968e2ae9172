"""Schema 8: an office file of schema 7 gains the seized animals' claims (MN-343.235) and the
quarantine order on the impound (MN-1721.0570); its impounds are kept and have no order."""
from animaloffice.persistence import migrations
from animaloffice.persistence.db import schema_version
from animaloffice.persistence.models.impounds import Impound, SeizureClaim
from tests.core.schema_files import older_file, opened

ORDER = ("quarantine_order_on", "quarantine_order_by", "quarantine_order_authority", "quarantine_order_note")


def test_schema_8_adds_claims_and_quarantine_orders_to_a_schema_7_file(tmp_path):
    path = tmp_path / "office.sqlite3"
    older_file(path, 7, 'DROP TABLE "seizure_claim"',
               *(f'ALTER TABLE "impound" DROP COLUMN "{column}"' for column in ORDER))
    with opened(path):
        assert schema_version() == migrations.CURRENT >= 8
        db = Impound._meta.database
        assert set(ORDER) <= {c.name for c in db.get_columns("impound")}
        assert db.table_exists(SeizureClaim._meta.table_name) and SeizureClaim.select().count() == 0
    assert (tmp_path / "office.before-upgrade-v7.sqlite3").exists()
    with opened(path):  # run again on an upgraded file: nothing to do, nothing lost
        assert schema_version() == migrations.CURRENT
