"""Signing in at start (failures slowed), the first-run administrator, and the message an
edit gets when it raced another edit of the same record."""
import functools

from PySide6.QtWidgets import QDialog, QLineEdit, QMessageBox

from animaloffice.config import DatabaseTarget
from animaloffice.persistence.db import close_database, open_database
from animaloffice.persistence.models.office import User
from animaloffice.persistence.models.people import Owner
from animaloffice.services import owners, users
from tests.conftest import PASSWORD
from tests.gui.test_admin_users import no_blocking_boxes  # noqa: F401 (autouse fixture)
from ui import sign_in
from ui.sign_in import SignInDialog
from ui.widgets.forms import ErrorBanner, save_edit


def test_sign_in_refuses_a_wrong_password_slowly_then_accepts(qtbot, office, monkeypatch):
    waits = []
    monkeypatch.setattr(sign_in, "authenticate", functools.partial(users.authenticate, sleep=waits.append))
    dialog = SignInDialog()
    qtbot.addWidget(dialog)
    dialog.username.setText("clerk")
    for attempt in ("guess-one", "guess-two", "guess-three"):
        dialog.password.setText(attempt)
        dialog.try_sign_in()
        assert dialog.result() != QDialog.DialogCode.Accepted and dialog.user is None
        assert "not right" in dialog.errors.text() and dialog.password.text() == ""
    assert waits == [0.5, 1.0]  # each failure makes the next answer slower
    dialog.password.setText(PASSWORD)
    dialog.try_sign_in()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.user.username == "clerk" and dialog.user.actor().role == "clerk"
    assert dialog.password.echoMode() == QLineEdit.EchoMode.Password


def test_first_run_creates_the_administrator(qtbot, tmp_path, monkeypatch):
    from animaloffice.services import opening
    from ui.first_run import FirstRunWizard

    monkeypatch.setenv("ANIMALOFFICE_HOME", str(tmp_path))
    monkeypatch.setenv("ANIMALOFFICE_DB", f"sqlite:///{tmp_path / 'new.sqlite3'}")
    open_database(DatabaseTarget("sqlite", path=tmp_path / "new.sqlite3"))
    try:
        assert opening.is_new_office() and not users.has_users()
        wizard = FirstRunWizard()
        qtbot.addWidget(wizard)
        wizard.admin_name.setText("Boss")
        wizard.admin_password.setText("first-admin-pw")
        wizard.admin_password2.setText("first-admin-pw")
        wizard.finish()
        assert wizard.result() == QDialog.DialogCode.Accepted
        admin = User.get()
        assert admin.username == "boss" and admin.role == "administrator"
        assert admin.password_hash.startswith("scrypt$") and "first-admin-pw" not in admin.password_hash
        assert users.authenticate("boss", "first-admin-pw", sleep=lambda s: None).role == "administrator"
    finally:
        close_database()


def test_racing_edit_is_refused_with_a_message_and_can_reload(qtbot, office, monkeypatch):
    """Two desks opened the same owner; the second save is refused, not lost, and said so."""
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Olson")
    owners.update_owner(office.officer, o.id, expected_version=o.version, last_name="Olsen")  # other desk
    shown, reloaded = [], []

    def click_reload(box):
        shown.append(box.text())
        return QMessageBox.StandardButton.Reset

    monkeypatch.setattr(QMessageBox, "exec", click_reload)
    banner = ErrorBanner()
    qtbot.addWidget(banner)
    result = save_edit(None, lambda: owners.update_owner(office.clerk, o.id, expected_version=o.version,
                                                         notes="my change"),
                       banner=banner, reload=lambda: reloaded.append(True))
    assert result is None and reloaded == [True]
    assert "changed by someone else" in shown[0] and "NOT saved" in shown[0]
    assert banner.isHidden() is False and "someone else" in banner.text().lower()
    row = Owner.get_by_id(o.id)
    assert row.last_name == "Olsen" and row.notes == ""  # the other desk's change stands
    ok = save_edit(None, lambda: owners.update_owner(office.clerk, o.id, expected_version=row.version,
                                                     notes="my change"), banner=banner)
    assert ok is not None and banner.isHidden() and Owner.get_by_id(o.id).notes == "my change"


def test_a_locked_out_user_name_is_told_when_to_try_again(qtbot, office, monkeypatch):
    from animaloffice.persistence.models.office import AuditEntry
    from animaloffice.services import sign_in_throttle

    monkeypatch.setattr(sign_in, "authenticate", functools.partial(users.authenticate, sleep=lambda s: None))
    dialog = SignInDialog()
    qtbot.addWidget(dialog)
    dialog.username.setText("clerk")
    for _ in range(sign_in_throttle.USER_LOCK_AFTER):
        dialog.password.setText("a-wrong-guess")
        dialog.try_sign_in()
    dialog.password.setText(PASSWORD)  # the right one, during the lock-out
    dialog.try_sign_in()
    assert dialog.result() != QDialog.DialogCode.Accepted and dialog.user is None
    assert "try again after" in dialog.errors.text()
    assert AuditEntry.select().where(AuditEntry.action == "sign_in.locked_out").count() == 1
