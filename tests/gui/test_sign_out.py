"""A shared counter (the desk issue): File > Sign out locks the window at once, the sign-out is
in the audit log, and the next person's sign-in opens the window for them."""
import pytest
from PySide6.QtWidgets import QMessageBox

from animaloffice.persistence.models.office import AuditEntry
from tests.conftest import PASSWORD
from ui.account_guard import LockedPanel
from ui.main_window import open_main_window
from ui.sign_in import SignInDialog


@pytest.fixture(autouse=True)
def no_blocking_boxes(monkeypatch):
    monkeypatch.setattr(QMessageBox, "exec", lambda self, *a, **k: pytest.fail(f"message box: {self.text()}"))


def test_sign_out_locks_the_window_and_the_next_person_signs_in(qtbot, office, monkeypatch):
    asked = []

    def officer_signs_in(self):
        asked.append(True)
        self.username.setText("officer")
        self.password.setText(PASSWORD)
        self.try_sign_in()
        return self.result()

    monkeypatch.setattr(SignInDialog, "exec", officer_signs_in)
    window = open_main_window(office.clerk)
    qtbot.addWidget(window)
    window.show()
    assert window.sign_out_action in window.file_menu.actions()
    window.sign_out_action.trigger()
    assert isinstance(window.centralWidget(), LockedPanel) and window.account_guard.locked
    assert "(signed out)" in window.status_label.text()
    assert not window.menuBar().isEnabled()
    last = AuditEntry.select().where(AuditEntry.action == "user.sign_out").order_by(AuditEntry.id.desc()).first()
    assert last is not None and last.username == office.clerk.username
    qtbot.waitUntil(lambda: window.account_guard.replacement is not None, timeout=5000)
    fresh = window.account_guard.replacement
    qtbot.addWidget(fresh)
    assert asked and fresh.ctx.actor.username == "officer" and "(officer)" in fresh.status_label.text()
    assert not window.isVisible() and fresh.isVisible()
