"""Schema 31: the time of a hand delivery on its attempt and the owner's dated agreement to e-mailed
notices are added empty, nothing else on file changed; run again, the step changes nothing; a
schema 30 file is upgraded when it is opened."""
from datetime import date, timedelta

from animaloffice.persistence import migrations
from animaloffice.persistence.db import schema_version
from animaloffice.persistence.models.base import database
from animaloffice.persistence.models.people import Owner
from animaloffice.persistence.models.service import ServiceAttempt
from tests.core.hearings.conftest import make_denial
from tests.core.schema_files import older_file, opened

SENT = date.today() - timedelta(days=3)
DROPS = ('ALTER TABLE "service_attempt" DROP COLUMN "served_at"', 'ALTER TABLE "owner" DROP COLUMN "email_consent_on"',
         'ALTER TABLE "owner" DROP COLUMN "email_consent_withdrawn_on"')


def _columns(table: str) -> set[str]:
    return {c.name for c in database.obj.get_columns(table)}


def test_schema_31_adds_the_columns_empty_and_keeps_what_is_on_file(office):
    case = make_denial(office, SENT)
    attempts = sorted(ServiceAttempt.select(ServiceAttempt.id, ServiceAttempt.method, ServiceAttempt.served_on)
                      .tuples())
    names = sorted(Owner.select(Owner.id, Owner.display_name, Owner.email).tuples())
    with database.atomic():
        for sql in DROPS:
            database.obj.execute_sql(sql)
    assert "served_at" not in _columns("service_attempt") and "email_consent_on" not in _columns("owner")
    with database.atomic():
        migrations._service_details(database.obj)
        migrations._service_details(database.obj)  # run again: its columns are there, nothing changes
    assert {"served_at"} <= _columns("service_attempt")
    assert {"email_consent_on", "email_consent_withdrawn_on"} <= _columns("owner")
    assert sorted(ServiceAttempt.select(ServiceAttempt.id, ServiceAttempt.method, ServiceAttempt.served_on)
                  .tuples()) == attempts
    assert sorted(Owner.select(Owner.id, Owner.display_name, Owner.email).tuples()) == names
    row, owner = ServiceAttempt.get(ServiceAttempt.notice == case.notice_id), Owner.get_by_id(case.owner_id)
    assert row.served_at is None and (owner.email_consent_on, owner.email_consent_withdrawn_on) == (None, None)


def test_a_schema_30_file_is_upgraded_at_open(tmp_path):
    path = tmp_path / "office.sqlite3"
    older_file(path, 30, *DROPS)
    with opened(path):
        assert schema_version() == migrations.CURRENT >= 31
        assert "served_at" in _columns("service_attempt")
        assert {"email_consent_on", "email_consent_withdrawn_on"} <= _columns("owner")
    assert (tmp_path / "office.before-upgrade-v30.sqlite3").exists()
