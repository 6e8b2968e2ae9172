"""Least privilege on PostgreSQL: the desks' login owns nothing, so each statement that would
rewrite the record is refused by the server itself (disabling the audit log's triggers, dropping
a table, changing or deleting audit rows, making someone an administrator); the program's own
work runs as that login; and a desk whose login has more rights than designed, or whose audit
triggers are off, is not let in to write."""
import pytest

from animaloffice.config import parse_database_url
from animaloffice.domain.errors import PermissionDenied
from animaloffice.persistence.db import close_database, open_database
from animaloffice.persistence.file_check import DatabaseProblem
from animaloffice.persistence.models.office import AuditEntry, User
from animaloffice.persistence.models.people import Owner
from animaloffice.services import owners, users
from animaloffice.services.opening import open_office
from tests.conftest import DESK_ROLE, PASSWORD, PG_URL, desk_url

FORBIDDEN = {
    "disable the audit triggers": 'ALTER TABLE "audit_entry" DISABLE TRIGGER USER',
    "drop a trigger": 'DROP TRIGGER "audit_entry_readonly" ON "audit_entry"',
    "drop a table": 'DROP TABLE "owner" CASCADE',
    "change an audit row": "UPDATE \"audit_entry\" SET note = 'rewritten'",
    "delete audit rows": 'DELETE FROM "audit_entry"',
    "empty the audit log": 'TRUNCATE "audit_entry"',
    "make a clerk an administrator": "UPDATE \"user\" SET role = 'administrator' WHERE username = 'clerk'",
    "reactivate or rename an account": "UPDATE \"user\" SET username = 'boss' WHERE username = 'clerk'",
    "add an account": "INSERT INTO \"user\" (username, role, full_name, password_hash, active, failed_attempts, "
                      "authority, created_at, version) VALUES ('mallory', 'administrator', '', 'x', true, 0, '', "
                      "now(), 1)",
    "set another's password": "UPDATE \"user\" SET password_hash = 'scrypt$1$1$1$x$y' WHERE username = 'admin'",
    "change the schema version": "UPDATE meta SET value = '1' WHERE key = 'schema_version'",
    "create a table": "CREATE TABLE notes (id integer)",
}


@pytest.fixture
def desk(office):
    """The office, opened as the desks open it: with the desk role."""
    if office.backend != "postgres":
        pytest.skip("PostgreSQL's roles")
    url = desk_url()
    close_database()
    open_office(parse_database_url(url))
    yield url
    close_database()


def _raw(url):
    from playhouse.db_url import connect

    return connect(url)


@pytest.mark.parametrize("what", list(FORBIDDEN))
def test_the_desk_login_is_refused_each_statement_that_rewrites_the_record(office, desk, what):
    raw = _raw(desk)
    try:
        with pytest.raises(Exception) as refused:
            with raw.atomic():
                raw.execute_sql(FORBIDDEN[what])
        assert "permission denied" in str(refused.value) or "must be owner" in str(refused.value) \
            or "administrator's sign-in" in str(refused.value), str(refused.value)
    finally:
        raw.close()
    assert User.get(User.username == "clerk").role == "clerk"
    assert AuditEntry.select().where(AuditEntry.note == "rewritten").count() == 0


def test_a_forged_proof_makes_nobody_an_administrator(office, desk):
    raw = _raw(desk)
    try:
        with pytest.raises(Exception) as refused:
            with raw.atomic():
                raw.execute_sql("SELECT set_config('animaloffice.actor', %s, true), "
                                "set_config('animaloffice.proof', %s, true)", (str(office.admin.user_id), "ab" * 32))
                raw.execute_sql("UPDATE \"user\" SET role = 'administrator' WHERE username = 'clerk'")
        assert "administrator's sign-in" in str(refused.value)
    finally:
        raw.close()


def test_the_desks_work_runs_as_the_desk_role_and_an_administrator_still_manages_users(office, desk):
    clerk = users.authenticate("clerk", PASSWORD, sleep=lambda s: None).actor()
    owners.create_owner(clerk, jurisdiction_id=office.tracy, last_name="Olson")
    assert Owner.select().count() == 1
    users.change_own_password(clerk, PASSWORD, "a-clerks-new-pw")  # proved by the current password
    admin = users.authenticate("admin", PASSWORD, sleep=lambda s: None).actor()
    made = users.create_user(admin, "dana", "kennel-keeper-1", "officer")
    users.update_user(admin, made.id, role="clerk")
    users.set_password(admin, made.id, "another-pw-1")
    assert User.get_by_id(made.id).role == "clerk"
    with pytest.raises(PermissionDenied):
        users.update_user(clerk, made.id, role="administrator")
    current = open_database.__module__  # the connection is the desk's own
    from animaloffice.persistence.models.base import database

    assert database.execute_sql("SELECT current_user").fetchone()[0] == DESK_ROLE and current


def test_a_login_with_more_rights_than_a_desks_is_not_let_in(office):
    if office.backend != "postgres":
        pytest.skip("PostgreSQL's roles")
    close_database()
    with pytest.raises(DatabaseProblem) as owner:
        open_office(parse_database_url(PG_URL))  # the owner's (here a superuser's) login at a desk
    assert "superuser" in owner.value.problem and "desk role" in owner.value.problem
    url = desk_url()
    raw = _raw(PG_URL)
    try:
        raw.execute_sql('ALTER TABLE "audit_entry" DISABLE TRIGGER "audit_entry_readonly"')
        with pytest.raises(DatabaseProblem) as disabled:
            open_office(parse_database_url(url))
        assert "audit_entry_readonly is disabled" in disabled.value.problem
        raw.execute_sql('ALTER TABLE "audit_entry" ENABLE TRIGGER "audit_entry_readonly"')
        raw.execute_sql(f'GRANT UPDATE, DELETE ON "audit_entry" TO {DESK_ROLE}')
        with pytest.raises(DatabaseProblem) as granted:
            open_office(parse_database_url(url))
        assert "UPDATE, DELETE the audit log" in granted.value.problem
    finally:
        raw.execute_sql(f'REVOKE UPDATE, DELETE ON "audit_entry" FROM {DESK_ROLE}')
        raw.execute_sql('ALTER TABLE "audit_entry" ENABLE TRIGGER "audit_entry_readonly"')
        raw.close()
    open_office(parse_database_url(url))  # as designed again: in


def test_a_desk_is_told_to_have_an_old_schema_upgraded_by_its_owner(office):
    if office.backend != "postgres":
        pytest.skip("PostgreSQL's roles")
    from animaloffice.persistence import migrations
    from animaloffice.persistence.models.office import Meta

    url = desk_url()
    Meta.update(value=str(migrations.CURRENT - 1)).where(Meta.key == "schema_version").execute()
    close_database()
    try:
        with pytest.raises(DatabaseProblem) as old:
            open_office(parse_database_url(url))
        assert "its owner upgrades it" in old.value.problem
    finally:
        open_database(parse_database_url(PG_URL))  # the owner's open upgrades it


def test_an_administrator_without_a_proof_of_this_sign_in_is_refused_in_words(office, desk):
    from animaloffice.persistence import account_proof

    admin = users.authenticate("admin", PASSWORD, sleep=lambda s: None).actor()
    account_proof.forget(admin.user_id)  # as after another administrator set this one a new password
    with pytest.raises(account_proof.ProofRefused) as refused:
        users.update_user(admin, office.clerk.user_id, role="officer")
    assert "sign in again" in refused.value.message
    assert User.get_by_id(office.clerk.user_id).role == "clerk"
