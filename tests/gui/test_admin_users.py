"""Tools > Users: an administrator adds a user, changes a role, deactivates, resets a password."""
import pytest
from PySide6.QtWidgets import QDialog, QMessageBox

from animaloffice.persistence.models.office import AuditEntry, User
from animaloffice.services import users
from tests.conftest import PASSWORD
from ui.admin.users_dialog import OwnPasswordDialog, PasswordDialog, UserEditDialog, UsersDialog
from ui.context import AppContext
from ui.main_window import open_main_window


def _no_wait(seconds):
    pass


@pytest.fixture(autouse=True)
def no_blocking_boxes(monkeypatch):
    """A message box nobody expected fails the test instead of waiting for a click."""
    def unexpected(self, *a, **k):
        raise AssertionError(f"unexpected message box: {self.text()}")

    monkeypatch.setattr(QMessageBox, "exec", unexpected)
    for name in ("information", "warning", "critical", "question"):
        monkeypatch.setattr(QMessageBox, name, staticmethod(
            lambda *a, _n=name, **k: (_ for _ in ()).throw(AssertionError(f"unexpected {_n}: {a[2:3]}"))))


def test_users_menu_only_for_administrators(qtbot, office):
    admin = open_main_window(office.admin)
    qtbot.addWidget(admin)
    assert admin.admin_actions["users"].isVisible() and admin.admin_actions["restore"].isVisible()
    assert admin.admin_actions["users"] in admin.tools_menu.actions()
    assert admin.admin_actions["backup"] in admin.file_menu.actions()
    clerk = open_main_window(office.clerk)
    qtbot.addWidget(clerk)
    assert not clerk.admin_actions["users"].isVisible()
    assert not clerk.admin_actions["audit"].isVisible() and not clerk.admin_actions["restore"].isVisible()
    assert clerk.admin_actions["backup"].isEnabled() and clerk.admin_actions["password"].isVisible()


def test_add_user_change_role_deactivate_and_reset(qtbot, office, monkeypatch):
    ctx = AppContext(office.admin)
    dialog = UsersDialog(ctx)
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 3

    def fill_new_user(self):
        self.username.setText("Dana.K")
        self.full_name.setText("Dana Kowalski")
        self.role.setCurrentIndex(self.role.findData("officer"))
        self.password.setText("kennel-keeper-1")
        self.password2.setText("kennel-keeper-2")  # a typo first
        self.save()
        assert self.result() != QDialog.DialogCode.Accepted and "differ" in self.banner.text()
        self.password2.setText("kennel-keeper-1")
        self.save()
        return self.result()

    monkeypatch.setattr(UserEditDialog, "exec", fill_new_user)
    qtbot.mouseClick(dialog.add_button, __import__("PySide6.QtCore", fromlist=["Qt"]).Qt.MouseButton.LeftButton)
    assert dialog.table.rowCount() == 4 and dialog.selected().username == "dana.k"
    assert users.authenticate("dana.k", "kennel-keeper-1", sleep=_no_wait).role == "officer"

    def make_clerk(self):
        self.role.setCurrentIndex(self.role.findData("clerk"))
        self.save()
        return self.result()

    monkeypatch.setattr(UserEditDialog, "exec", make_clerk)
    dialog.edit_user()
    assert User.get(User.username == "dana.k").role == "clerk"

    dialog.toggle_active()
    assert not User.get(User.username == "dana.k").active
    assert dialog.active_button.text() == "&Activate"
    assert dialog.table.item(dialog.table.currentRow(), 3).text().startswith("no")

    def new_password(self):
        self.password.setText("fresh-password-9")
        self.password2.setText("fresh-password-9")
        self.save()
        return self.result()

    monkeypatch.setattr(PasswordDialog, "exec", new_password)
    dialog.reset_password()
    dialog.toggle_active()
    assert users.authenticate("dana.k", "fresh-password-9", sleep=_no_wait).active
    actions = [e.action for e in AuditEntry.select().where(AuditEntry.table_name == "user")]
    for action in ("user.create", "user.update", "user.deactivate", "user.password_reset", "user.activate"):
        assert action in actions


def test_last_administrator_cannot_be_deactivated_from_the_dialog(qtbot, office):
    ctx = AppContext(office.admin)
    dialog = UsersDialog(ctx)
    qtbot.addWidget(dialog)
    dialog.select_user("admin")
    dialog.toggle_active()
    assert User.get(User.username == "admin").active
    assert dialog.banner.isHidden() is False and "yourself" in dialog.banner.text()


def test_role_edit_racing_another_administrator_is_refused_with_a_message(qtbot, office, monkeypatch):
    ctx = AppContext(office.admin)
    dialog = UsersDialog(ctx)
    qtbot.addWidget(dialog)
    dialog.select_user("clerk")
    stale = dialog.selected()
    users.update_user(office.admin, stale.id, full_name="Changed Elsewhere")  # the other desk saves first
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: shown.append(self.text()) or QMessageBox.StandardButton.Cancel)
    edit = UserEditDialog(ctx, stale)
    qtbot.addWidget(edit)
    edit.role.setCurrentIndex(edit.role.findData("officer"))
    edit.save()
    assert shown and "changed by someone else" in shown[0] and "NOT saved" in shown[0]
    assert edit.banner.isHidden() is False and "someone else" in edit.banner.text().lower()
    row = User.get_by_id(stale.id)
    assert row.full_name == "Changed Elsewhere" and row.role == "clerk"


def test_own_password_change(qtbot, office):
    ctx = AppContext(office.clerk)
    dialog = OwnPasswordDialog(ctx)
    qtbot.addWidget(dialog)
    dialog.current.setText("wrong")
    dialog.password.setText("new-clerk-pass")
    dialog.password2.setText("new-clerk-pass")
    dialog.save()
    assert dialog.banner.isHidden() is False and "current" in dialog.banner.text().lower()
    dialog.current.setText(PASSWORD)
    dialog.save()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert users.authenticate("clerk", "new-clerk-pass", sleep=_no_wait).username == "clerk"
