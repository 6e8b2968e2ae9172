"""Signing in at start."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit

from animaloffice.domain.errors import OfficeError
from animaloffice.services.users import authenticate

from .widgets.forms import ErrorBanner


class SignInDialog(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Sign in to AnimalOffice"))
        self.user = None
        self.username = QLineEdit(objectName="username")
        self.username.setAccessibleName(self.tr("User name"))
        self.password = QLineEdit(objectName="password")
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setAccessibleName(self.tr("Password"))
        self.errors = ErrorBanner()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Sign in"))
        self.buttons.accepted.connect(self.try_sign_in)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(QLabel(self.tr("Sign in with your AnimalOffice user name.")))
        form.addRow(self.tr("&User name"), self.username)
        form.addRow(self.tr("&Password"), self.password)
        form.addRow(self.errors)
        form.addRow(self.buttons)

    def try_sign_in(self) -> None:
        """After failed attempts the answer comes slowly (on purpose): show that we are busy."""
        self.buttons.setEnabled(False)
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            self.user = authenticate(self.username.text(), self.password.text())
        except OfficeError as exc:
            self.errors.show_error(exc, {"password": self.password})
            self.password.clear()
            return
        finally:
            QApplication.restoreOverrideCursor()
            self.buttons.setEnabled(True)
        self.accept()
