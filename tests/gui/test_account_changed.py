"""The window reacts when an administrator deactivated the signed-in user or changed their role.

Rule T-7B: the office's records are kept by the people the office authorises now; a dismissed
employee's window must stop working at their next action, not at their next restart.
"""
import pytest
from PySide6.QtWidgets import QDialog, QMessageBox

from animaloffice.domain.errors import PermissionDenied
from animaloffice.domain.passwords import verify_password
from animaloffice.persistence.models.office import User
from animaloffice.services import users
from tests.conftest import PASSWORD
from ui.account_guard import LockedPanel
from ui.admin.users_dialog import OwnPasswordDialog
from ui.main_window import open_main_window
from ui.sign_in import SignInDialog


@pytest.fixture(autouse=True)
def no_blocking_boxes(monkeypatch):
    def unexpected(self, *a, **k):
        raise AssertionError(f"unexpected message box: {self.text()}")

    monkeypatch.setattr(QMessageBox, "exec", unexpected)


def test_t_7b_deactivated_user_window_locks_and_asks_to_sign_in(qtbot, office, monkeypatch):
    """T-7B: the clerk's next save is refused, the form closes, the window locks and asks for a
    sign-in; cancelled, it stays locked; an active user signing in gets a fresh window."""
    asked = []

    def cancel(self):
        asked.append(self)
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(SignInDialog, "exec", cancel)
    window = open_main_window(office.clerk)
    qtbot.addWidget(window)
    window.show()
    tabs = window.tabs
    assert "(clerk)" in window.status_label.text()
    users.update_user(office.admin, office.clerk.user_id, active=False)  # at the administrator's desk

    form = OwnPasswordDialog(window.ctx, window)
    form.setModal(True)
    form.show()
    form.current.setText(PASSWORD)
    form.password.setText("kept-my-access-1")
    form.password2.setText("kept-my-access-1")
    form.save()
    assert "deactivated by an administrator" in form.banner.text()
    qtbot.waitUntil(lambda: window.account_guard.locked and len(asked) == 1, timeout=5000)
    assert not form.isVisible() and form.result() == QDialog.DialogCode.Rejected
    assert isinstance(window.centralWidget(), LockedPanel) and not tabs.isVisible()
    assert "sign in again" in window.centralWidget().label.text()
    assert not window.menuBar().isEnabled() and not window.find_action.isEnabled()
    assert "(deactivated)" in window.status_label.text()
    assert verify_password(PASSWORD, User.get_by_id(office.clerk.user_id).password_hash)  # nothing saved
    assert window.isVisible()  # cancelled: still locked, nothing to read

    def admin_signs_in(self):
        self.username.setText("admin")
        self.password.setText(PASSWORD)
        self.try_sign_in()
        return self.result()

    monkeypatch.setattr(SignInDialog, "exec", admin_signs_in)
    window.centralWidget().sign_in_button.click()
    fresh = window.account_guard.replacement
    assert fresh is not None
    qtbot.addWidget(fresh)
    assert fresh.ctx.actor.username == "admin" and "(administrator)" in fresh.status_label.text()
    assert not window.isVisible() and fresh.isVisible()


def test_t_7b_lowered_role_shows_in_the_window(qtbot, office, monkeypatch):
    """An administrator lowered to clerk at another desk: the refusal says so, the status bar
    shows the new role and the administration entries go."""
    monkeypatch.setattr(SignInDialog, "exec", lambda self: pytest.fail("no sign-in for a role change"))
    window = open_main_window(office.admin)
    qtbot.addWidget(window)
    window.show()
    assert window.admin_actions["users"].isVisible()
    User.update(role="clerk").where(User.id == office.admin.user_id).execute()  # another desk
    with pytest.raises(PermissionDenied) as refused:
        users.create_user(window.ctx.actor, "sneaky", "sneaky-password-1", "administrator")
    assert "changed your role" in refused.value.message
    qtbot.waitUntil(lambda: "(clerk)" in window.status_label.text(), timeout=5000)
    assert not window.admin_actions["users"].isVisible()
    assert not window.account_guard.locked and window.tabs.isVisible()
    assert "changed your role" in window.statusBar().currentMessage()


def test_another_window_of_the_same_person_is_not_locked_by_a_direct_call(qtbot, office, monkeypatch):
    """Only the window whose own actor was refused reacts (a call made elsewhere in the
    program with another actor object does not lock it)."""
    monkeypatch.setattr(SignInDialog, "exec", lambda self: QDialog.DialogCode.Rejected)
    window = open_main_window(office.clerk)
    qtbot.addWidget(window)
    users.update_user(office.admin, office.clerk.user_id, active=False)
    with pytest.raises(PermissionDenied):
        office.clerk.require("issue_license")
    qtbot.wait(50)
    assert not window.account_guard.locked
    with pytest.raises(PermissionDenied):
        window.ctx.actor.require("issue_license")
    qtbot.waitUntil(lambda: window.account_guard.locked, timeout=5000)


def _come_back_to(window):
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    QApplication.sendEvent(window, QEvent(QEvent.Type.WindowActivate))


def test_promoted_clerk_gets_the_administration_entries_on_coming_back(qtbot, office, monkeypatch):
    """A raised role shows when the clerk comes back to the window (no refusal to reveal it)."""
    monkeypatch.setattr(SignInDialog, "exec", lambda self: pytest.fail("no sign-in for a role change"))
    window = open_main_window(office.clerk)
    qtbot.addWidget(window)
    assert not window.admin_actions["users"].isVisible()
    users.update_user(office.admin, office.clerk.user_id, role="administrator")
    _come_back_to(window)
    assert window.admin_actions["users"].isVisible() and "(administrator)" in window.status_label.text()
    assert "changed your role" in window.statusBar().currentMessage()
    users.create_user(window.ctx.actor, "dana", "kennel-keeper-1", "officer")  # and may use them


def test_t_7b_deactivated_user_coming_back_finds_the_window_locked(qtbot, office, monkeypatch):
    """T-7B: deactivated while away, the clerk comes back to a locked window (no dialog pushed
    in front of it; "Sign in again…" has the focus)."""
    monkeypatch.setattr(SignInDialog, "exec", lambda self: pytest.fail("not asked unprompted"))
    window = open_main_window(office.clerk)
    qtbot.addWidget(window)
    window.show()
    users.update_user(office.admin, office.clerk.user_id, active=False)
    _come_back_to(window)
    assert window.account_guard.locked and isinstance(window.centralWidget(), LockedPanel)
    qtbot.wait(20)  # no sign-in dialog comes up by itself
