"""The window notices when an administrator deactivated the signed-in account or changed its role.

The services judge every action by the account as it is now (``domain.roles``) and tell the
watchers when they refuse one because of such a change. The window then:

* for a deactivated account, locks itself: open forms close (nothing of them could be saved),
  the tabs are taken off the screen (a dismissed employee reads no more records), the menus and
  toolbar stop answering, and the sign-in dialog comes up. Signing in (as someone still active)
  opens a fresh window for that person and closes this one; cancelling leaves the locked window
  with "Sign in again…" and "Quit".
* for a changed role, says so in the status bar, shows the new role next to the user name and
  shows or hides the administration entries to match.

A change that no refusal reveals (a clerk made administrator; a deactivated user who has not
acted yet) is noticed when the person comes back to the window (it is activated): one read of
the account, or none when ``may`` read it in the last moment. A deactivation found that way
locks the window without putting a dialog in front of it; "Sign in again…" has the focus.

The refusal may come from a background task: it is passed to the window's thread (a queued
signal) and handled after the form that hit it has shown its message.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QPushButton, QVBoxLayout, QWidget

from animaloffice.domain.errors import AccountDeactivated
from animaloffice.domain.roles import watch_account_refusals

from .modal import run_modal


class LockedPanel(QWidget):
    """What a locked window shows instead of its tabs."""

    def __init__(self, message: str, parent=None):
        super().__init__(parent)
        self.setObjectName("locked_panel")
        self.label = QLabel(message, objectName="locked_message")
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.sign_in_button = QPushButton(self.tr("&Sign in again…"), objectName="locked_sign_in")
        self.sign_in_button.setAccessibleName(self.tr("Sign in again"))
        self.quit_button = QPushButton(self.tr("&Quit"), objectName="locked_quit")
        self.quit_button.setAccessibleName(self.tr("Quit AnimalOffice"))
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.label)
        layout.addWidget(self.sign_in_button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.quit_button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)


class AccountGuard(QObject):
    refused = Signal(object)  # the refusal, carried to the window's thread

    def __init__(self, window, reopen):
        super().__init__(window)
        self.window, self.reopen = window, reopen
        self.locked = False
        self.panel: LockedPanel | None = None
        self.replacement = None  # the window opened for whoever signed in again
        self.shown_role = window.ctx.actor.current_role(fresh=False)
        self.refused.connect(self._handle, Qt.ConnectionType.QueuedConnection)
        watch_account_refusals(self._told)  # held weakly: goes with the window
        window.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt name): the person is back
        if obj is self.window and event.type() == QEvent.Type.WindowActivate and not self.locked:
            self.check_account()
        return False

    def check_account(self) -> None:
        """Compare the account as it is now with what the window shows."""
        ctx = self.window.ctx
        if ctx is None:
            return
        role = ctx.actor.current_role(fresh=False)
        if role is None:
            self.lock(AccountDeactivated("", ctx.actor.username).message, ask=False)
        elif role != self.shown_role:
            self.rights_changed(f"an administrator changed your role to {role!r}")

    def _told(self, actor, error) -> None:
        """Called by the service that refused, on whatever thread it ran. Only refusals of this
        window's own actor count (each window's context holds an actor object of its own)."""
        ctx = self.window.ctx
        if ctx is not None and actor is ctx.actor:
            self.refused.emit(error)

    def _handle(self, error) -> None:
        if self.locked:
            return
        if isinstance(error, AccountDeactivated):
            self.lock(error.message)
        else:
            self.rights_changed(f"Refused: {error.message}")

    # --- a changed role ---------------------------------------------------------------------
    def rights_changed(self, message: str = "") -> None:
        window = self.window
        actor = window.ctx.actor
        self.shown_role = actor.current_role(fresh=False)
        actions = getattr(window, "admin_actions", None)
        if actions:
            from .admin import show_allowed

            show_allowed(actions, actor)
        window._update_status()
        if message:
            window.statusBar().showMessage(message, 15000)

    # --- a deactivated account --------------------------------------------------------------
    def lock(self, message: str, *, ask: bool = True, label: str = "deactivated") -> None:
        """Lock the window and (``ask``) bring up the sign-in dialog; ``label``: what the status
        bar says of the account."""
        self.locked = True
        window = self.window
        for _ in range(20):  # open forms first: a form over a locked window makes no sense
            modal = QApplication.activeModalWidget()
            if modal is None or modal is window:
                break
            if isinstance(modal, QDialog):
                modal.reject()
            else:
                modal.close()
        self._tabs = window.takeCentralWidget()  # kept, not deleted: its timers may still run
        if self._tabs is not None:
            self._tabs.hide()
        self.panel = LockedPanel(f"{message[:1].upper()}{message[1:]}.\n\n"
                                 "This window is locked.", window)
        self.panel.sign_in_button.clicked.connect(self.sign_in_again)
        self.panel.quit_button.clicked.connect(window.close)
        window.setCentralWidget(self.panel)
        window.menuBar().setEnabled(False)
        for action in window.findChildren(QAction):
            action.setEnabled(False)  # shortcuts too
        for bar in window.findChildren(QWidget, "main_toolbar"):
            bar.setEnabled(False)
        if hasattr(window, "search"):
            window.search.hide_results()
        window.status_label.setText(f"{window.ctx.actor.username} ({label})")
        window.statusBar().showMessage(self.tr("Signed out: {0}").format(message))
        self.panel.sign_in_button.setFocus()
        if ask:
            QTimer.singleShot(0, self, self.sign_in_again)

    def sign_in_again(self):
        """The sign-in dialog; a good sign-in opens a fresh window and closes this one."""
        from .sign_in import SignInDialog

        if self.replacement is not None:
            return None
        dialog = SignInDialog(self.window)
        if run_modal(dialog) != QDialog.DialogCode.Accepted or dialog.user is None:
            return None
        ctx = self.window.ctx
        window = self.reopen(dialog.user.actor(), ctx.jurisdiction_id)
        window.show()
        self.replacement = window
        self.window.close()
        return window


def install(window, reopen) -> AccountGuard:
    """Watch the window's account; ``reopen(actor, jurisdiction_id)`` opens the window again for
    whoever signs in over a locked one."""
    window.account_guard = AccountGuard(window, reopen)
    return window.account_guard
