"""Schema 24: each notice already on file keeps its method and sent date as its first attempt, the
one its deadlines count from; nothing else on file changes, and the step run again adds nothing."""
from datetime import date

from animaloffice.domain.roles import Actor
from animaloffice.persistence import migrations
from animaloffice.persistence.db import schema_version
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.service import ServiceAttempt
from animaloffice.services import jurisdictions
from animaloffice.services.notices import record_notice
from tests.core.schema_files import new_file, opened, set_back

ADMIN = Actor("admin", "administrator", None)


def test_schema_24_gives_every_notice_on_file_its_first_attempt(tmp_path):
    path = tmp_path / "office.sqlite3"
    new_file(path)
    with opened(path):
        j = jurisdictions.add_jurisdiction(ADMIN, code="tracy", profile_path=None)
        jid = j if isinstance(j, int) else j.id
        for method, day in (("certified", date(2025, 3, 3)), ("posted", date(2025, 4, 1)),
                            ("in_person", date(2025, 5, 2)), ("mail", date(2025, 6, 9))):
            record_notice(ADMIN, jurisdiction_id=jid, kind="other", sent_on=day, method=method)
    set_back(path, 22, 'DROP TABLE "service_attempt"')
    with opened(path):
        assert schema_version() == migrations.CURRENT >= 24
        got = [(a.notice.method, a.method, a.served_on == a.notice.sent_on, a.seq, a.counts)
               for a in ServiceAttempt.select().order_by(ServiceAttempt.notice)]
        assert got == [("certified", "certified", True, 1, True), ("posted", "posted_premises", True, 1, True),
                       ("in_person", "hand", True, 1, True), ("mail", "first_class", True, 1, True)]
        assert Notice.select().count() == 4
    set_back(path, 22)  # run again over attempts already there
    with opened(path):
        assert ServiceAttempt.select().count() == 4


def test_the_schema_24_step_runs_on_this_backend_and_twice_adds_nothing(office):
    """The upgrade's SQL on SQLite and PostgreSQL alike: notices whose attempts are not there yet
    (as in a schema 22 file) get their first attempt, those with attempts get none."""
    from tests.core.hearings.conftest import make_denial

    kept = make_denial(office, date(2025, 3, 3))
    bare = make_denial(office, date(2025, 3, 4), number="A-2")
    ServiceAttempt.delete().where(ServiceAttempt.notice == bare.notice_id).execute()
    Notice.update(method="certified").where(Notice.id == bare.notice_id).execute()
    db = Notice._meta.database
    with db.atomic():
        migrations._service_attempts(db)
        migrations._service_attempts(db)
    rows = [(a.notice_id, a.method, a.served_on, a.counts) for a in
            ServiceAttempt.select().where(ServiceAttempt.notice.in_([kept.notice_id, bare.notice_id]))
            .order_by(ServiceAttempt.notice)]
    assert rows == [(kept.notice_id, "first_class", date(2025, 3, 3), True),
                    (bare.notice_id, "certified", date(2025, 3, 4), True)]


def test_schema_29_keeps_every_attempt_with_no_reason_to_count(office):
    """The step adds the officer's reason for a chosen attempt; run again, it changes nothing."""
    from tests.core.hearings.conftest import make_denial

    case = make_denial(office, date(2025, 3, 3))
    db = Notice._meta.database
    with db.atomic():
        migrations._count_reason(db)
        migrations._count_reason(db)
    [row] = ServiceAttempt.select().where(ServiceAttempt.notice == case.notice_id)
    assert (row.counts, row.count_reason) == (True, "")
    assert migrations.CURRENT >= 29 and any(v == 29 for v, _ in migrations.STEPS)
