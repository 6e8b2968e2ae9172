"""A modal dialog is deleted once it closes: a desk opening New license all day keeps no hidden
dialogs (and their models) alive. The dialogs here run their real modal loop, closed by a timer."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog


def _cancel_when_shown() -> None:
    def cancel() -> None:
        modal = QApplication.activeModalWidget()
        if modal is None:
            QTimer.singleShot(5, cancel)
        else:
            modal.reject()

    QTimer.singleShot(0, cancel)


def _dialogs_under(widget) -> list[QDialog]:
    return widget.findChildren(QDialog)


@pytest.fixture
def licenses_tab(qtbot, office):
    from ui.context import AppContext
    from ui.licenses.tab import LicensesTab

    tab = LicensesTab(AppContext(office.clerk, office.tracy))
    qtbot.addWidget(tab)
    tab.show()
    qtbot.waitExposed(tab)
    return tab


def test_new_license_opened_and_cancelled_many_times_leaves_no_dialog(qtbot, licenses_tab):
    from ui.licenses.handlers import new_license

    for _ in range(30):
        _cancel_when_shown()
        new_license(licenses_tab)
    qtbot.wait(20)  # the deletions run when the event loop does
    assert _dialogs_under(licenses_tab) == []


def test_the_users_window_opened_and_closed_many_times_leaves_no_dialog(qtbot, office):
    from PySide6.QtWidgets import QWidget

    from ui import admin
    from ui.context import AppContext

    window = QWidget()
    window.ctx = AppContext(office.admin, office.tracy)
    qtbot.addWidget(window)
    for _ in range(20):
        _cancel_when_shown()
        admin._users(window)
    qtbot.wait(20)
    assert _dialogs_under(window) == []


def test_what_a_dialog_returned_is_read_after_it_closed(qtbot):
    """run_modal deletes later, not at once: the caller still reads what the dialog set."""
    from ui.modal import run_modal

    class Asks(QDialog):
        def accept(self) -> None:
            self.result_value = 42
            super().accept()

    parent = QDialog()
    qtbot.addWidget(parent)
    dialog = Asks(parent)
    QTimer.singleShot(0, dialog.accept)
    assert run_modal(dialog) == QDialog.DialogCode.Accepted
    assert dialog.result_value == 42
    qtbot.wait(20)
    assert _dialogs_under(parent) == []
