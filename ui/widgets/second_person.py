"""A second person signs in at the desk to approve a void or a refund (separation of duties).

Shown only when the office asks for it (``approvals.required``) and the signed-in user is not
an administrator; the service refuses the action without it either way.
"""
from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QLineEdit

from animaloffice.services import approvals


class SecondPersonBox(QGroupBox):
    def __init__(self, actor, what: str, parent=None):
        super().__init__(self.tr("Second person's approval"), parent)
        self.setObjectName("second_person")
        self.actor = actor
        self.username = QLineEdit(objectName="approver_username")
        self.username.setAccessibleName(self.tr("Second person's user name"))
        self.password = QLineEdit(objectName="approver_password")
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setAccessibleName(self.tr("Second person's password"))
        form = QFormLayout(self)
        note = QLabel(self.tr("{0} takes an administrator, or a second person who signs in here to approve it.").format(what))
        note.setWordWrap(True)
        form.addRow(note)
        form.addRow(self.tr("Approved &by"), self.username)
        form.addRow(self.tr("Their pass&word"), self.password)
        self.fields = {"approval": self.username, "password": self.password}
        self.wanted = False
        self.ask_if(True)

    def needed(self) -> bool:
        return approvals.required() and self.actor.current_role(fresh=False) != "administrator"

    def ask_if(self, action_needs_it: bool) -> None:
        """Show the box when the action (a refund ticked) and the office both ask for it."""
        self.wanted = bool(action_needs_it) and self.needed()
        self.setVisible(self.wanted)

    def run(self, action, what: str):
        """``action(approval)``: tried alone first (its other refusals, a missing reason, come
        first), then, when the service asks for a second person, with their sign-in."""
        try:
            return action(None)
        except approvals.SecondPersonNeeded:
            if not self.wanted:
                raise
        if not self.username.text().strip():
            raise approvals.SecondPersonNeeded(what)
        try:
            approval = approvals.second_sign_in(self.actor, self.username.text(), self.password.text())
        finally:
            self.password.clear()
        return action(approval)
