"""Who may do what (``domain.roles``): each role's rights, the built-in system actor, and an account
judged as it is now: deactivated, it may do nothing; given another role, it acts with that role's rights
at once, the refusal saying who changed what. The window's ``may`` accepts a read of the account up to
two seconds old; ``require``, guarding every action, reads it afresh."""
import gc

import pytest

from animaloffice.domain import roles
from animaloffice.domain.errors import AccountDeactivated, PermissionDenied
from animaloffice.domain.roles import SYSTEM, Actor, forget_seen_roles, use_role_source, watch_account_refusals


class Clock:
    def __init__(self):
        self.now = 1000.0

    def monotonic(self):
        return self.now


class Accounts:
    """The users' rows as the persistence layer would read them: user id -> role now (None: deactivated)."""

    def __init__(self, **rows):
        self.rows = {int(k[1:]): v for k, v in rows.items()}
        self.reads = 0

    def __call__(self, user_id):
        self.reads += 1
        return self.rows.get(user_id)


@pytest.fixture(autouse=True)
def _fresh(monkeypatch):
    clock = Clock()
    monkeypatch.setattr(roles, "time", clock)
    monkeypatch.setattr(roles, "_source", None)
    monkeypatch.setattr(roles, "_seen", {})
    monkeypatch.setattr(roles, "_listeners", [])
    yield clock
    use_role_source(None)


def test_each_role_may_take_its_own_actions_only():
    clerk, officer, admin = Actor("ana", "clerk"), Actor("bo", "officer"), Actor("cy", "administrator")
    assert [clerk.may(a) for a in ("issue_license", "impound", "take_call", "dispose", "work_call")] == [
        True, True, True, False, False]
    assert [officer.may(a) for a in ("dispose", "declare_dangerous_dog", "view_confidential", "manage_users")] == [
        True, True, True, False]
    assert [admin.may(a) for a in ("manage_users", "change_fees", "check_audit", "restore_backup")] == [
        True, True, True, True]
    assert clerk.may("no_such_action") is False and admin.may("no_such_action") is False
    assert Actor("x", "visitor").may("sign_out") is False


def test_the_system_actor_may_take_any_action_and_is_never_read_from_the_accounts():
    use_role_source(Accounts())
    assert SYSTEM == Actor("system", "system", None)
    assert SYSTEM.may("restore_backup") and SYSTEM.may("no_such_action")
    SYSTEM.require("manage_users")
    assert Actor("system", "system", 7).current_role() == "system"


def test_a_refused_role_is_told_what_it_may_not_do():
    with pytest.raises(PermissionDenied) as caught:
        Actor("ana", "clerk").require("manage_users")
    assert (caught.value.action, caught.value.role) == ("manage_users", "clerk")
    assert caught.value.message == "a user with the role 'clerk' may not manage users"
    Actor("ana", "clerk").require("take_payment")


def test_without_an_account_source_an_actor_keeps_the_role_it_signed_in_with():
    assert Actor("bo", "officer", 4).current_role() == "officer"
    assert Actor("bo", "officer", 4).may("dispose") is True


def test_an_actor_without_a_user_id_is_not_read_from_the_accounts():
    accounts = Accounts(u4=None)
    use_role_source(accounts)
    assert Actor("bo", "officer").current_role() == "officer"
    assert accounts.reads == 0


def test_a_deactivated_account_may_do_nothing_and_the_window_is_told():
    use_role_source(Accounts(u4=None))
    told = []

    def window(actor, error):  # held weakly: kept alive here
        told.append((actor, error))

    watch_account_refusals(window)
    bo = Actor("bo", "officer", 4)
    assert bo.current_role() is None
    assert bo.may("take_call") is False
    with pytest.raises(AccountDeactivated) as caught:
        bo.require("take_call")
    assert caught.value.message == "your account was deactivated by an administrator; sign in again"
    assert (caught.value.username, caught.value.action, caught.value.role) == ("bo", "take_call", "deactivated")
    assert told == [(bo, caught.value)]


def test_a_lowered_role_is_refused_saying_an_administrator_changed_it():
    use_role_source(Accounts(u4="clerk"))
    told = []

    def window(actor, error):
        told.append((actor, error.message))

    watch_account_refusals(window)
    bo = Actor("bo", "officer", 4)
    bo.require("take_call")  # a clerk may still take a call
    with pytest.raises(PermissionDenied) as caught:
        bo.require("dispose")
    assert caught.value.message == ("a user with the role 'clerk' may not record the disposition of an animal "
                                    "(an administrator changed your role from 'officer' to 'clerk')")
    assert caught.value.role == "clerk"
    assert told == [(bo, caught.value.message)]


def test_a_raised_role_acts_with_its_new_rights():
    use_role_source(Accounts(u4="administrator"))
    bo = Actor("bo", "officer", 4)
    assert bo.may("manage_users") is True
    bo.require("manage_users")


def test_a_refusal_of_the_role_signed_in_with_is_not_told_to_the_window():
    use_role_source(Accounts(u4="clerk"))
    told = []

    def window(actor, error):
        told.append(error)

    watch_account_refusals(window)
    with pytest.raises(PermissionDenied) as caught:
        Actor("ana", "clerk", 4).require("dispose")
    assert caught.value.message == "a user with the role 'clerk' may not record the disposition of an animal"
    assert told == []


def test_may_accepts_a_read_under_two_seconds_old_require_reads_afresh(_fresh):
    clock = _fresh
    accounts = Accounts(u4="officer")
    use_role_source(accounts)
    bo = Actor("bo", "officer", 4)
    assert bo.may("dispose") is True and accounts.reads == 1
    accounts.rows[4] = "clerk"
    clock.now += 1.9
    assert bo.may("dispose") is True and accounts.reads == 1  # the read 1.9 s old still counts
    with pytest.raises(PermissionDenied):
        bo.require("dispose")  # read afresh
    assert accounts.reads == 2
    assert bo.may("dispose") is False and accounts.reads == 2  # require's read is remembered
    accounts.rows[4] = "administrator"
    clock.now += 2.0
    assert bo.may("manage_users") is True and accounts.reads == 3  # two seconds old: read again


def test_may_reads_again_once_the_roles_seen_are_forgotten_or_the_source_changes():
    accounts = Accounts(u4="officer", u5="clerk")
    use_role_source(accounts)
    bo, ana = Actor("bo", "officer", 4), Actor("ana", "clerk", 5)
    assert bo.may("dispose") and not ana.may("dispose")
    accounts.rows[4] = None
    forget_seen_roles()
    assert bo.may("dispose") is False
    use_role_source(Accounts(u4="officer", u5="officer"))
    assert ana.may("dispose") is True and bo.may("dispose") is True
    use_role_source(None)
    assert ana.may("dispose") is False  # back to the role signed in with


class Window:
    def __init__(self, told):
        self.told = told

    def on_refusal(self, actor, error):
        self.told.append(("window", error.message))


def test_a_closed_window_drops_out_and_the_others_are_still_told():
    use_role_source(Accounts(u4=None))
    told = []
    closed = Window(told)
    watch_account_refusals(closed.on_refusal)  # held weakly
    del closed
    gc.collect()
    open_window = Window(told)
    watch_account_refusals(open_window.on_refusal)

    def desk(actor, error):
        told.append(("desk", actor.username))

    watch_account_refusals(desk)
    with pytest.raises(AccountDeactivated):
        Actor("bo", "officer", 4).require("take_call")
    message = "your account was deactivated by an administrator; sign in again"
    assert told == [("window", message), ("desk", "bo")]
    assert len(roles._listeners) == 2


def test_a_deleted_qt_window_that_raises_is_dropped_and_the_rest_are_told():
    use_role_source(Accounts(u4=None))
    calls = []

    def deleted(actor, error):
        calls.append("deleted")
        raise RuntimeError("wrapped C/C++ object has been deleted")

    def desk(actor, error):
        calls.append("desk")

    watch_account_refusals(deleted)
    watch_account_refusals(desk)
    bo = Actor("bo", "officer", 4)
    for _ in range(2):
        with pytest.raises(AccountDeactivated):
            bo.require("take_call")
    assert calls == ["deleted", "desk", "desk"]
