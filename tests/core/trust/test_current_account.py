"""Every action is decided on the user's account as it is NOW, not as it was at sign-in.

An administrator deactivates a dismissed clerk, or changes a role, possibly at another desk
sharing the database; the office expects it to count at the clerk's very next action, without
waiting for the clerk to restart the program. Rule T-7B: the office's records are kept by the
people the office authorises, and the audit log says who changed what.
"""
from datetime import date, timedelta

import pytest

from animaloffice.domain import roles
from animaloffice.domain.errors import AccountDeactivated, PermissionDenied
from animaloffice.domain.roles import SYSTEM, Actor
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.office import AuditEntry, User
from animaloffice.persistence.models.people import Owner
from animaloffice.services import animals, licensing, owners, users
from animaloffice.services.payments import PaymentInput

TODAY = date.today()


def _dog(office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name="Olson",
                            address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"},
                            phone="507-555-0101")
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                              name="Rex", sex="M", birth_date=TODAY - timedelta(days=2000))
    animals.record_vaccination(office.clerk, a.id, vaccinated_on=TODAY - timedelta(days=30),
                               veterinarian="Dr. Vet")
    return o, a


def _other_desk_sets(user_id: int, **values) -> None:
    """Another workstation's administrator changes the account: straight in the shared database,
    so nothing in this process is told (no cache of this desk is cleared)."""
    User.update(**values).where(User.id == user_id).execute()


def test_t_7b_deactivated_clerk_is_refused_at_once_and_nothing_is_written(office):
    """T-7B: a dismissed clerk's next license is refused, with a message saying why."""
    _o, a = _dog(office)
    clerk = office.clerk
    assert clerk.may("issue_license")  # remembered by `may` for a moment
    users.update_user(office.admin, clerk.user_id, active=False)
    licenses, audits, owner_count = License.select().count(), AuditEntry.select().count(), Owner.select().count()
    with pytest.raises(PermissionDenied) as refused:
        licensing.issue_license(clerk, animal_id=a.id, on=TODAY, payment=PaymentInput("cash"))
    assert isinstance(refused.value, AccountDeactivated)
    assert "deactivated by an administrator" in refused.value.message
    assert "sign in again" in refused.value.message
    with pytest.raises(AccountDeactivated):
        owners.create_owner(clerk, jurisdiction_id=office.tracy, first_name="Bo", last_name="Lund",
                            address={"line1": "1 Oak St", "city": "Tracy", "postal_code": "56175"})
    with pytest.raises(AccountDeactivated):
        users.change_own_password(clerk, "correct-horse", "a-new-password-1")
    assert not clerk.may("issue_license")  # this desk's change counts at once for the window too
    assert (License.select().count(), AuditEntry.select().count(), Owner.select().count()) \
        == (licenses, audits, owner_count)
    users.update_user(office.admin, clerk.user_id, active=True)  # taken back: works again
    assert licensing.issue_license(clerk, animal_id=a.id, on=TODAY, payment=PaymentInput("cash")).tag_number == 1


def test_t_7b_deactivated_at_another_desk_is_refused(office):
    """The change made at another workstation (the shared database) counts at the next action."""
    _o, a = _dog(office)
    assert office.clerk.may("issue_license")
    _other_desk_sets(office.clerk.user_id, active=False)
    with pytest.raises(AccountDeactivated):
        licensing.issue_license(office.clerk, animal_id=a.id, on=TODAY, payment=PaymentInput("cash"))
    assert License.select().count() == 0


def test_t_7b_demoted_administrator_acts_as_a_clerk(office):
    """An administrator lowered to clerk may no longer manage users; a clerk's work still goes."""
    second = users.create_user(office.admin, "boss2", "second-admin-pw", "administrator")
    boss2 = second.actor()
    users.update_user(office.admin, second.id, role="clerk")
    with pytest.raises(PermissionDenied) as refused:
        users.create_user(boss2, "sneaky", "sneaky-password-1", "administrator")
    assert not isinstance(refused.value, AccountDeactivated)
    assert "'clerk'" in refused.value.message and "changed your role" in refused.value.message
    assert not User.select().where(User.username == "sneaky").exists()
    assert not boss2.may("manage_users") and boss2.may("issue_license")
    _o, a = _dog(office)
    assert licensing.issue_license(boss2, animal_id=a.id, on=TODAY, payment=PaymentInput("cash")).tag_number == 1


def test_t_7b_officer_lowered_to_clerk_at_another_desk(office):
    """A role lowered at another desk takes the rights away at the next action."""
    _other_desk_sets(office.officer.user_id, role="clerk")
    with pytest.raises(PermissionDenied):
        office.officer.require("record_violation")
    office.officer.require("issue_license")


def test_promoted_clerk_acts_with_the_new_rights(office):
    """A raised role counts too: a clerk made administrator may waive a fee (change_fees)."""
    _o, a = _dog(office)
    clerk = office.clerk
    with pytest.raises(PermissionDenied):
        clerk.require("change_fees")
    users.update_user(office.admin, clerk.user_id, role="administrator")
    issued = licensing.issue_license(clerk, animal_id=a.id, on=TODAY, fee_cents=0, waiver_reason="hardship")
    assert License.get_by_id(issued.license_id).fee_cents == 0
    assert clerk.may("manage_users")


def test_system_actor_and_actors_without_an_account_keep_their_role(office):
    """The built-in system actor (command line, demo) and actors with no user id are not looked up."""
    SYSTEM.require("manage_users")
    Actor("import:someone", "system").require("restore_backup")
    Actor("walk-in", "clerk").require("issue_license")
    with pytest.raises(PermissionDenied):
        Actor("walk-in", "clerk").require("manage_users")


def test_a_user_no_longer_there_is_refused(office):
    """An id with no account behind it (a restored older backup, say) may do nothing."""
    ghost = Actor("ghost", "administrator", 99_999)
    with pytest.raises(AccountDeactivated):
        ghost.require("issue_license")
    assert not ghost.may("issue_license")


def test_require_reads_the_account_each_time_and_may_reuses_a_fresh_read(office, monkeypatch):
    """`require` guards every write, so it reads the account on each call; `may` (asked by the
    window for every button) reuses a read a moment old. (The read's cost is one primary-key
    look-up; speed goals live in the benchmarks.)"""
    from animaloffice.persistence import accounts

    reads = []

    def counted(user_id):
        reads.append(user_id)
        return accounts.current_role(user_id)

    monkeypatch.setattr(roles, "_source", counted)
    clerk = office.clerk
    for _ in range(5):
        clerk.require("issue_license")
    assert reads == [clerk.user_id] * 5
    reads.clear()
    for _ in range(5):
        assert clerk.may("issue_license")
    assert len(reads) <= 1


def test_refusals_of_the_account_are_told_to_the_watchers(office):
    """The window is told (it then locks itself and asks to sign in again)."""
    told = []

    def watcher(actor, error):
        told.append((actor.username, type(error).__name__))

    roles.watch_account_refusals(watcher)
    _other_desk_sets(office.clerk.user_id, active=False)
    with pytest.raises(AccountDeactivated):
        office.clerk.require("issue_license")
    with pytest.raises(PermissionDenied):
        office.officer.require("manage_users")  # never had the right: nothing to tell
    assert told == [("clerk", "AccountDeactivated")]
    del watcher
    with pytest.raises(AccountDeactivated):
        office.clerk.require("issue_license")
    assert told == [("clerk", "AccountDeactivated")]  # held weakly: a gone watcher is dropped


ANOTHER_DESK = """
import sys
from animaloffice.config import parse_database_url
from animaloffice.persistence.db import open_database
from animaloffice.persistence.models import User
from animaloffice.services import users
open_database(parse_database_url(sys.argv[1]), create=False)
admin = User.get(User.username == "admin")
users.update_user(users.get_user(admin.id).actor(), int(sys.argv[2]), active=False)
"""


def test_t_7b_deactivated_by_an_administrator_at_another_workstation(office):
    """T-7B: the administrator's program at another desk (another process sharing the database)
    deactivates the clerk; this desk's clerk is refused at the next action."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    _o, a = _dog(office)
    assert office.clerk.may("issue_license")
    root = Path(__file__).resolve().parents[3]
    subprocess.run([sys.executable, "-c", ANOTHER_DESK, os.environ["ANIMALOFFICE_DB"],
                    str(office.clerk.user_id)], cwd=root, check=True, timeout=120,
                   env={**os.environ, "PYTHONPATH": str(root)})
    with pytest.raises(AccountDeactivated):
        licensing.issue_license(office.clerk, animal_id=a.id, on=TODAY, payment=PaymentInput("cash"))
    assert License.select().count() == 0
    assert AuditEntry.select().where(AuditEntry.action == "user.deactivate").count() == 1
