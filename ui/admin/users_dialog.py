"""Tools > Users: administrators add users, set their role, deactivate them, reset passwords.

Every change goes through ``services.users`` (which refuses a non-administrator and keeps
one active administrator); the dialog only shows and asks.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from animaloffice.domain.errors import ValidationError
from animaloffice.domain.roles import ROLE_LABELS, ROLES
from animaloffice.services import users

from ..modal import run_modal
from ..widgets.forms import ErrorBanner, save_edit

COLUMNS = ("User name", "Full name", "Role", "Signs in")


def _password_field(name: str) -> QLineEdit:
    edit = QLineEdit(objectName=name)
    edit.setEchoMode(QLineEdit.EchoMode.Password)
    edit.setAccessibleName(name.replace("_", " "))
    return edit


class UserEditDialog(QDialog):
    """Add a user (with a first password), or change a user's name and role."""

    def __init__(self, ctx, user: users.UserInfo | None = None, parent=None):
        super().__init__(parent)
        self.ctx, self.user = ctx, user
        self.setWindowTitle(self.tr("Add a user") if user is None else self.tr("Change {0}").format(user.username))
        self.setObjectName("user_edit_dialog")
        self.username = QLineEdit(objectName="username")
        self.username.setAccessibleName(self.tr("User name"))
        self.full_name = QLineEdit(objectName="full_name")
        self.full_name.setAccessibleName(self.tr("Full name"))
        self.role = QComboBox(objectName="role")
        self.role.setAccessibleName(self.tr("Role"))
        for code in ROLES:
            self.role.addItem(ROLE_LABELS[code], code)
        self.password = _password_field("password")
        self.password2 = _password_field("password2")
        self.banner = ErrorBanner()
        form = QFormLayout(self)
        form.addRow(self.tr("&User name"), self.username)
        form.addRow(self.tr("&Full name"), self.full_name)
        form.addRow(self.tr("&Role"), self.role)
        if user is None:
            form.addRow(self.tr("&Password"), self.password)
            form.addRow(self.tr("R&epeat password"), self.password2)
        else:
            self.username.setText(user.username)
            self.username.setReadOnly(True)
            self.full_name.setText(user.full_name)
            self.role.setCurrentIndex(max(self.role.findData(user.role), 0))
        form.addRow(self.banner)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.fields = {"username": self.username, "full_name": self.full_name, "role": self.role,
                       "password": self.password}

    def save(self) -> None:
        def action():
            if self.user is None:
                if self.password.text() != self.password2.text():
                    raise ValidationError("password", "the two passwords differ")
                return users.create_user(self.ctx.actor, self.username.text(), self.password.text(),
                                         self.role.currentData(), self.full_name.text())
            return users.update_user(self.ctx.actor, self.user.id, expected_version=self.user.version,
                                     full_name=self.full_name.text(), role=self.role.currentData())

        if save_edit(self, action, banner=self.banner, fields=self.fields, reload=self.reject) is not None:
            self.accept()


class _NewPasswordDialog(QDialog):
    """A new password typed twice; ``_store`` says who may set it and how."""

    def _build(self, title: str, name: str, intro: str = "", *, current: bool = False,
               repeat: str = "R&epeat password") -> None:
        self.setWindowTitle(title)
        self.setObjectName(name)
        self.current = _password_field("current") if current else None
        self.password = _password_field("password")
        self.password2 = _password_field("password2")
        self.banner = ErrorBanner()
        form = QFormLayout(self)
        if intro:
            form.addRow(QLabel(intro))
        if self.current is not None:
            form.addRow(self.tr("&Current password"), self.current)
        form.addRow(self.tr("&New password"), self.password)
        form.addRow(repeat, self.password2)
        form.addRow(self.banner)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _store(self) -> None:
        raise NotImplementedError

    def save(self) -> None:
        def action():
            if self.password.text() != self.password2.text():
                raise ValidationError("password", "the two passwords differ")
            self._store()
            return True

        fields = {"password": self.password}
        if self.current is not None:
            fields = {"current": self.current, **fields}
        if save_edit(self, action, banner=self.banner, fields=fields):
            self.accept()


class PasswordDialog(_NewPasswordDialog):
    """An administrator sets a new password for a user who forgot theirs."""

    def __init__(self, ctx, user: users.UserInfo, parent=None):
        super().__init__(parent)
        self.ctx, self.user = ctx, user
        self._build(f"New password for {user.username}", "password_dialog",
                    "Tell the user their new password in person; they can change it "
                    "under Tools > Change my password.")

    def _store(self) -> None:
        users.set_password(self.ctx.actor, self.user.id, self.password.text())


class OwnPasswordDialog(_NewPasswordDialog):
    """Tools > Change my password: anyone, giving their current password."""

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self._build("Change my password", "own_password_dialog", current=True, repeat="R&epeat new password")

    def _store(self) -> None:
        users.change_own_password(self.ctx.actor, self.current.text(), self.password.text())


class UsersDialog(QDialog):
    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.setWindowTitle(self.tr("Users"))
        self.setObjectName("users_dialog")
        self.resize(720, 420)
        self.table = QTableWidget(0, len(COLUMNS), objectName="users_table")
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.setAccessibleName(self.tr("Users"))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.doubleClicked.connect(lambda _: self.edit_user())
        self.add_button = QPushButton(self.tr("&Add user…"), objectName="add_user")
        self.edit_button = QPushButton(self.tr("&Change name or role…"), objectName="edit_user")
        self.active_button = QPushButton(self.tr("&Deactivate"), objectName="toggle_active")
        self.password_button = QPushButton(self.tr("&Reset password…"), objectName="reset_password")
        self.add_button.clicked.connect(self.add_user)
        self.edit_button.clicked.connect(self.edit_user)
        self.active_button.clicked.connect(self.toggle_active)
        self.password_button.clicked.connect(self.reset_password)
        self.banner = ErrorBanner()
        buttons = QHBoxLayout()
        for b in (self.add_button, self.edit_button, self.active_button, self.password_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("A clerk works the front desk; an officer also decides permits, records "
                                        "violations and hearings; an administrator also sets fees, users and "
                                        "restores backups. A deactivated user cannot sign in; their past work "
                                        "stays in the records.")))
        layout.addWidget(self.table)
        layout.addLayout(buttons)
        layout.addWidget(self.banner)
        layout.addWidget(close)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.refresh()

    def refresh(self, select_id: int | None = None) -> None:
        current = select_id if select_id is not None else (self.selected().id if self.selected() else None)
        self.users = users.list_users()
        self.table.setRowCount(len(self.users))
        for row, u in enumerate(self.users):
            for col, text in enumerate((u.username, u.full_name, ROLE_LABELS.get(u.role, u.role),
                                        "yes" if u.active else "no (deactivated)")):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, u.id)
                self.table.setItem(row, col, item)
            if u.id == current:
                self.table.selectRow(row)
        self._update_buttons()

    def selected(self) -> users.UserInfo | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        if not rows:
            return None
        return self.users[rows[0].row()]

    def select_user(self, username: str) -> None:
        for row, u in enumerate(self.users):
            if u.username == username:
                self.table.selectRow(row)

    def _update_buttons(self) -> None:
        user = self.selected()
        for b in (self.edit_button, self.active_button, self.password_button):
            b.setEnabled(user is not None)
        self.active_button.setText(self.tr("&Activate") if user is not None and not user.active else self.tr("&Deactivate"))

    def add_user(self) -> None:
        dialog = UserEditDialog(self.ctx, None, self)
        if run_modal(dialog) == QDialog.DialogCode.Accepted:
            self.refresh()
            self.select_user(dialog.username.text().strip().lower())
            self.ctx.status(self.tr("User {0} added").format(dialog.username.text().strip().lower()))

    def edit_user(self) -> None:
        user = self.selected()
        if user is None:
            return
        if run_modal(UserEditDialog(self.ctx, user, self)) == QDialog.DialogCode.Accepted:
            self.refresh(user.id)
        else:
            self.refresh(user.id)  # a conflict may have been reloaded

    def toggle_active(self) -> None:
        user = self.selected()
        if user is None:
            return
        done = save_edit(self, lambda: users.update_user(self.ctx.actor, user.id, expected_version=user.version,
                                                         active=not user.active),
                         banner=self.banner, reload=lambda: self.refresh(user.id))
        if done is not None:
            self.refresh(user.id)
            self.ctx.status(f"{user.username} {'can sign in again' if done.active else 'deactivated'}")

    def reset_password(self) -> None:
        user = self.selected()
        if user is not None and run_modal(PasswordDialog(self.ctx, user, self)) == QDialog.DialogCode.Accepted:
            self.refresh(user.id)  # the record's version moved on
            self.ctx.status(self.tr("New password set for {0}").format(user.username))
