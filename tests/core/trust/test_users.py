"""Users and roles: sign-in, slowing of failed sign-ins, administrators managing users."""
import json

import pytest

from animaloffice.domain.errors import PermissionDenied, ValidationError
from animaloffice.domain.passwords import verify_password
from animaloffice.domain.roles import SYSTEM
from animaloffice.persistence.models.office import AuditEntry, User
from animaloffice.services import sign_in_throttle, users
from tests.conftest import PASSWORD


class Sleeps(list):
    def __call__(self, seconds):
        self.append(seconds)


def test_sign_in_with_the_right_password(office):
    info = users.authenticate("Clerk", PASSWORD, sleep=Sleeps())
    assert (info.username, info.role) == ("clerk", "clerk")
    assert info.actor().user_id == info.id
    assert AuditEntry.select().where(AuditEntry.action == "user.sign_in").count() == 1


def test_failed_sign_ins_are_slowed_more_each_time(office):
    sleeps = Sleeps()
    for _ in range(4):
        with pytest.raises(users.SignInFailed) as info:
            users.authenticate("clerk", "wrong-password", sleep=sleeps)
        assert info.value.field == "password"
    # no wait before the first answer, then 0.5 s, 1 s, 2 s: each failure doubles the next wait
    assert sleeps == [0.5, 1.0, 2.0]
    assert User.get(User.username == "clerk").failed_attempts == 4
    users.authenticate("clerk", PASSWORD, sleep=sleeps)  # the right password still works, slowly
    assert sleeps[-1] == 4.0
    assert User.get(User.username == "clerk").failed_attempts == 0
    later = Sleeps()
    users.authenticate("clerk", PASSWORD, sleep=later)
    assert later == []
    assert sign_in_throttle.failure_delay(50) == sign_in_throttle.MAX_DELAY_SECONDS
    assert AuditEntry.select().where(AuditEntry.action == "user.sign_in_failed").count() == 4


def test_unknown_user_and_bad_names_wait_and_fail_alike(office):
    sleeps = Sleeps()
    for name in ("nobody", "", "x' OR '1'='1", None, "a" * 500):
        with pytest.raises(users.SignInFailed) as info:
            users.authenticate(name, PASSWORD, sleep=sleeps)
        assert info.value.message == "the user name or password is not right"
    # "nobody" answers as a real name's first failure does; the four names no user can have
    # are counted as one name, each failure doubling the next wait as for a real name
    assert sleeps == [0.5, 1.0, 2.0]


def test_deactivated_user_cannot_sign_in(office):
    clerk = User.get(User.username == "clerk")
    users.update_user(office.admin, clerk.id, active=False)
    with pytest.raises(users.SignInFailed):
        users.authenticate("clerk", PASSWORD, sleep=Sleeps())
    users.update_user(office.admin, clerk.id, active=True)
    assert users.authenticate("clerk", PASSWORD, sleep=Sleeps()).active


def test_administrator_adds_user_with_role_and_password_hashed(office):
    info = users.create_user(office.admin, "Dana.K", "kennel-keeper-1", "officer", "Dana Kowalski")
    row = User.get_by_id(info.id)
    assert row.username == "dana.k" and row.role == "officer"
    assert "kennel-keeper-1" not in row.password_hash and row.password_hash.startswith("scrypt$")
    assert verify_password("kennel-keeper-1", row.password_hash)
    entry = AuditEntry.get((AuditEntry.action == "user.create") & (AuditEntry.record_id == str(info.id)))
    assert entry.username == "admin" and "password_hash" not in json.loads(entry.after)
    assert "scrypt" not in entry.after
    with pytest.raises(ValidationError) as taken:
        users.create_user(office.admin, "dana.k", "another-password", "clerk")
    assert taken.value.field == "username"
    with pytest.raises(ValidationError) as short:
        users.create_user(office.admin, "eve", "short", "clerk")
    assert short.value.field == "password"
    with pytest.raises(ValidationError) as role:
        users.create_user(office.admin, "eve", "long-enough-pw", "superuser")
    assert role.value.field == "role"


@pytest.mark.parametrize("who", ["clerk", "officer"])
def test_only_administrators_manage_users(office, who):
    actor = getattr(office, who)
    count = User.select().count()
    clerk_id = User.get(User.username == "clerk").id
    with pytest.raises(PermissionDenied):
        users.create_user(actor, "mallory", "mallory-password", "administrator")
    with pytest.raises(PermissionDenied):
        users.update_user(actor, actor.user_id, role="administrator")
    with pytest.raises(PermissionDenied):
        users.set_password(actor, clerk_id, "new-password-1")
    assert User.select().count() == count
    assert User.get_by_id(actor.user_id).role == who


def test_change_role_and_reset_password_are_audited(office):
    clerk = User.get(User.username == "clerk")
    info = users.update_user(office.admin, clerk.id, role="officer", expected_version=clerk.version)
    assert info.role == "officer" and info.version == clerk.version + 1
    entry = AuditEntry.get(AuditEntry.action == "user.update")
    assert json.loads(entry.before)["role"] == "clerk" and json.loads(entry.after)["role"] == "officer"
    users.set_password(office.admin, clerk.id, "brand-new-pass")
    assert users.authenticate("clerk", "brand-new-pass", sleep=Sleeps()).role == "officer"
    assert AuditEntry.select().where(AuditEntry.action == "user.password_reset").count() == 1
    assert "brand-new-pass" not in "".join(e.after or "" for e in AuditEntry.select())


def test_stale_user_edit_is_a_conflict(office):
    from animaloffice.domain.errors import ConflictError

    clerk = User.get(User.username == "clerk")
    users.update_user(office.admin, clerk.id, full_name="Clara Clerk", expected_version=clerk.version)
    with pytest.raises(ConflictError):
        users.update_user(office.admin, clerk.id, full_name="Other", expected_version=clerk.version)
    assert User.get_by_id(clerk.id).full_name == "Clara Clerk"


def test_the_office_keeps_an_active_administrator(office):
    admin_id = office.admin.user_id
    with pytest.raises(ValidationError) as own:
        users.update_user(office.admin, admin_id, active=False)
    assert own.value.field == "active"
    second = users.create_user(office.admin, "boss2", "second-admin-pw", "administrator")
    # the second administrator may not demote the first while it would leave none...
    users.update_user(second.actor(), admin_id, role="clerk")
    # ...the demoted first is a clerk now, and a clerk manages no users (rule T-7B: the records
    # are kept by those the office authorises now, not by who was authorised at sign-in)
    with pytest.raises(PermissionDenied):
        users.update_user(office.admin, second.id, active=False)
    assert User.get_by_id(second.id).active
    # and even the built-in system actor (the command line) may not leave no active administrator
    with pytest.raises(ValidationError) as last:
        users.update_user(SYSTEM, second.id, active=False)
    assert last.value.field == "active"
    assert User.get_by_id(second.id).active


def test_own_password_change_needs_the_current_one(office):
    with pytest.raises(ValidationError) as info:
        users.change_own_password(office.clerk, "not-it", "another-pass-1")
    assert info.value.field == "current"
    users.change_own_password(office.clerk, PASSWORD, "another-pass-1")
    assert users.authenticate("clerk", "another-pass-1", sleep=Sleeps()).username == "clerk"


def test_first_admin_only_once(office):
    with pytest.raises(ValidationError):
        users.create_first_admin("root", "root-password")
