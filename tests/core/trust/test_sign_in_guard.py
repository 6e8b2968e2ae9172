"""Sign-in: lock-out per user name and per workstation (in the audit log), an unknown user name
costing what a wrong password costs, no password of only spaces, scrypt at this release's cost
(older hashes made again at sign-in), and the command line's changing jobs only for a signed-in
administrator."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from animaloffice.domain import passwords
from animaloffice.domain.errors import PermissionDenied, ValidationError
from animaloffice.persistence.models.office import AuditEntry, User
from animaloffice.persistence.models.people import Owner
from animaloffice.services import owners, sign_in_throttle, users
from tests.conftest import PASSWORD

ROOT = Path(__file__).resolve().parents[3]


def no_wait(_seconds):
    pass


def _fail(name, workstation="desk-1/dana", password="wrong-password"):
    with pytest.raises(users.SignInFailed) as info:
        users.authenticate(name, password, sleep=no_wait, workstation=workstation)
    return info.value


def test_a_user_name_is_locked_out_after_repeated_failures_and_the_lock_out_is_audited(office):
    for _ in range(sign_in_throttle.USER_LOCK_AFTER):
        assert not isinstance(_fail("clerk"), users.SignInLocked)
    refused = _fail("clerk", password=PASSWORD)  # the right password, during the lock-out
    assert isinstance(refused, users.SignInLocked) and "try again after" in refused.message
    entry = AuditEntry.get(AuditEntry.action == "sign_in.locked_out")
    assert entry.record_id == "clerk" and "desk-1/dana" in entry.after
    # an administrator's new password lifts it
    users.set_password(office.admin, office.clerk.user_id, "a-new-password")
    assert users.authenticate("clerk", "a-new-password", sleep=no_wait, workstation="desk-1/dana").username == "clerk"


def test_an_unknown_user_name_is_locked_out_exactly_like_a_real_one(office):
    for name in ("clerk", "nobody"):
        for _ in range(sign_in_throttle.USER_LOCK_AFTER):
            _fail(name, workstation=f"pc-{name}")
        assert isinstance(_fail(name, workstation=f"pc-{name}"), users.SignInLocked)
    assert {e.record_id for e in AuditEntry.select().where(AuditEntry.action == "sign_in.locked_out")} \
        == {"clerk", "nobody"}


def test_one_workstation_trying_many_names_is_locked_out(office):
    for i in range(sign_in_throttle.WORKSTATION_LOCK_AFTER):
        _fail(f"guess{i}", workstation="front-pc/kiosk")
    refused = _fail("officer", workstation="front-pc/kiosk", password=PASSWORD)
    assert isinstance(refused, users.SignInLocked)
    entry = AuditEntry.get(AuditEntry.action == "sign_in.workstation_locked_out")
    assert entry.record_id == "front-pc/kiosk"
    # the officer at another workstation is not held up
    assert users.authenticate("officer", PASSWORD, sleep=no_wait, workstation="back-pc/dana").role == "officer"


def test_an_unknown_user_costs_the_same_check_and_waits_as_a_wrong_password(office, monkeypatch):
    runs = []
    real = passwords._scrypt

    def counted(password, salt, n, r, p, dklen):
        runs.append((n, r, p, dklen))
        return real(password, salt, n, r, p, dklen)

    monkeypatch.setattr(passwords, "_scrypt", counted)
    answers = {}
    for name in ("officer", "no-such-user"):
        runs.clear()
        waits = []
        for _ in range(3):
            with pytest.raises(users.SignInFailed) as info:
                users.authenticate(name, "wrong-password", sleep=waits.append, workstation=f"pc-{name}")
        answers[name] = (list(runs), waits, info.value.message)
    assert answers["officer"] == answers["no-such-user"]
    assert answers["officer"][0] == [(passwords.N, passwords.R, passwords.P, 64)] * 3


@pytest.mark.parametrize("blank", [" " * 8, "\t" * 10, " \u3000 \u00a0    "])
def test_a_password_of_only_spaces_is_refused(office, blank):
    with pytest.raises(ValidationError) as made:
        users.create_user(office.admin, "dana", blank, "clerk")
    assert made.value.field == "password"
    with pytest.raises(ValidationError):
        users.set_password(office.admin, office.clerk.user_id, blank)
    with pytest.raises(ValidationError):
        users.change_own_password(office.clerk, PASSWORD, blank)


def test_new_hashes_cost_what_this_release_sets_and_old_ones_are_made_again(office):
    assert passwords.N >= 2 ** 16
    info = users.create_user(office.admin, "dana", "kennel-keeper-1", "clerk")
    stored = User.get_by_id(info.id).password_hash
    assert stored.split("$")[1:4] == [str(passwords.N), str(passwords.R), str(passwords.P)]
    # a hash as an earlier release made it (2**14, 32 bytes) still signs in, and is made again
    import base64
    import hashlib
    salt = os.urandom(16)
    old = "scrypt$16384$8$1${}${}".format(base64.b64encode(salt).decode(), base64.b64encode(
        hashlib.scrypt(b"kennel-keeper-1", salt=salt, n=2 ** 14, r=8, p=1, dklen=32)).decode())
    User.update(password_hash=old, authority="").where(User.id == info.id).execute()
    users.authenticate("dana", "kennel-keeper-1", sleep=no_wait)
    row = User.get_by_id(info.id)
    assert row.password_hash.split("$")[1] == str(passwords.N) and row.authority
    assert users.authenticate("dana", "kennel-keeper-1", sleep=no_wait).username == "dana"


def _cli(office, *args, **env):
    full = {**os.environ, "ANIMALOFFICE_HOME": str(office.home), **env}
    full.pop("ANIMALOFFICE_USER", None)
    full.pop("ANIMALOFFICE_PASSWORD", None)
    full.update(env)
    return subprocess.run([sys.executable, "-m", "animaloffice", *args], cwd=ROOT, env=full, text=True,
                          capture_output=True, timeout=300, stdin=subprocess.DEVNULL)


def test_command_line_jobs_that_change_the_office_need_an_administrators_sign_in(sqlite_office, tmp_path):
    office = sqlite_office
    owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Keepme")
    csv = tmp_path / "rows.csv"
    csv.write_text("first_name,last_name\nAda,Olson\n")
    from animaloffice.persistence.db import close_database
    from animaloffice.services import backups

    backup = backups.make_backup(tmp_path / "b").path
    close_database()
    jobs = [("expire",), ("import", str(csv), "--jurisdiction", "tracy"), ("restore", str(backup), "--yes"),
            ("demo", "--jurisdiction", "tracy", "--force")]
    for job in jobs:
        nobody = _cli(office, *job)
        assert nobody.returncode == 2 and "sign in as an administrator" in nobody.stderr, (job, nobody.stderr)
        clerk = _cli(office, *job, "--user", "clerk", ANIMALOFFICE_PASSWORD=PASSWORD)
        assert clerk.returncode == 2 and "may not" in clerk.stderr, (job, clerk.stderr)
        wrong = _cli(office, *job, "--user", "admin", ANIMALOFFICE_PASSWORD="not-the-password")
        assert wrong.returncode == 2 and "not right" in wrong.stderr, (job, wrong.stderr)
        assert "Traceback" not in nobody.stderr + clerk.stderr + wrong.stderr
    import sqlite3
    with sqlite3.connect(office.target.path) as conn:  # nothing changed, nothing replaced
        assert conn.execute("SELECT last_name FROM owner").fetchall() == [("Keepme",)]
    done = _cli(office, "expire", "--user", "admin", ANIMALOFFICE_PASSWORD=PASSWORD)
    assert done.returncode == 0, done.stderr
    with sqlite3.connect(office.target.path) as conn:
        failed = conn.execute("SELECT COUNT(*) FROM audit_entry WHERE action = 'user.sign_in_failed'").fetchone()[0]
    assert failed == len(jobs)  # each wrong password is counted (and slowed) as at the window


def test_a_clerk_account_is_refused_the_administrators_command_in_process(office, monkeypatch):
    from animaloffice import cli, cli_sign_in

    monkeypatch.setenv("ANIMALOFFICE_PASSWORD", PASSWORD)
    args = cli.parse_args(["expire", "--user", "officer"])
    with pytest.raises(PermissionDenied):
        cli_sign_in.administrator(args, "issue_license")
    assert Owner.select().count() == 0


def test_an_office_file_of_schema_13_gains_the_sign_in_counts_and_authorities(tmp_path):
    from animaloffice.persistence.models.office import SignInThrottle
    from tests.core.schema_files import older_file, opened

    path = tmp_path / "office.sqlite3"
    older_file(path, 13, 'DROP TABLE "sign_in_throttle"',
               'ALTER TABLE "user" DROP COLUMN "authority"')
    with opened(path):
        assert SignInThrottle.select().count() == 0
        assert User.select(User.authority).count() == 0
    with opened(path):  # a second open finds nothing to do
        assert SignInThrottle.table_exists()
