"""File > Backup now and File > Restore…: the office's own copies of its records.

A restore shows what the chosen backup holds (when it was made, cities, counts, schema)
before anything is touched; the current database file is kept aside, never overwritten.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
)

from animaloffice import config, office_database
from animaloffice.domain.errors import OfficeError
from animaloffice.persistence.file_check import DatabaseProblem
from animaloffice.services import backups
from animaloffice.services import restore as services_restore
from animaloffice.services.backups import BackupFailed

from ..modal import run_modal

POSTGRES_TEXT = ("This office keeps its records on a PostgreSQL server. Its backups are made and "
                 "restored on the server (pg_dump, pg_restore) by whoever looks after it.")


def backup_now(ctx, parent=None) -> backups.BackupSummary | None:
    """Make a verified backup at once and say where it is (or why it failed)."""
    if office_database.database_target().kind != "sqlite":
        QMessageBox.information(parent, QCoreApplication.translate("ui.admin.backup_dialogs", "Backup"), POSTGRES_TEXT)
        return None
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        summary = backups.make_backup(reason="manual")
    except BackupFailed as exc:
        QApplication.restoreOverrideCursor()
        QMessageBox.critical(parent, QCoreApplication.translate("ui.admin.backup_dialogs", "Backup failed"), QCoreApplication.translate("ui.admin.backup_dialogs", "{0}\n\nNothing was kept. Try again; if it fails again, check the disk and run File > "
                                                                                                            "Check… or 'animaloffice check'.").format(exc.message))
        return None
    QApplication.restoreOverrideCursor()
    ctx.status(QCoreApplication.translate("ui.admin.backup_dialogs", "Backup made and verified: {0}").format(summary.path))
    QMessageBox.information(parent, QCoreApplication.translate("ui.admin.backup_dialogs", "Backup made"),
                            QCoreApplication.translate("ui.admin.backup_dialogs", "The backup was made and checked:\n{0}\n\n{1}").format(summary.path, summary.describe()))
    return summary


class RestoreDialog(QDialog):
    """Choose a backup, see what it holds, restore it (administrators only)."""

    def __init__(self, ctx, parent=None, folder: Path | None = None):
        super().__init__(parent)
        self.ctx = ctx
        self.folder = folder
        self.restored: services_restore.RestoreResult | None = None
        self.setWindowTitle(self.tr("Restore from a backup"))
        self.setObjectName("restore_dialog")
        self.resize(760, 460)
        self.list = QListWidget(objectName="backup_list")
        self.list.setAccessibleName(self.tr("Backups, newest first"))
        self.preview = QPlainTextEdit(objectName="backup_preview")
        self.preview.setReadOnly(True)
        self.preview.setAccessibleName(self.tr("What the backup holds"))
        self.choose_button = QPushButton(self.tr("&Other file…"), objectName="choose_backup")
        self.choose_button.clicked.connect(self.choose_file)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.restore_button = self.buttons.addButton("&Restore this backup", QDialogButtonBox.ButtonRole.AcceptRole)
        self.restore_button.setObjectName("restore_button")
        self.restore_button.setEnabled(False)
        self.buttons.accepted.connect(self.restore)
        self.buttons.rejected.connect(self.reject)
        lists = QHBoxLayout()
        lists.addWidget(self.list, 2)
        lists.addWidget(self.preview, 3)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Restoring puts the chosen backup in place of the office database. The "
                                        "current database file is kept aside, not deleted. Anything recorded "
                                        "after the backup was made will have to be entered again.")))
        layout.addLayout(lists, 1)
        layout.addWidget(self.choose_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.buttons)
        self.list.currentItemChanged.connect(lambda *_: self.show_preview())
        self.summary: backups.BackupSummary | None = None
        if not ctx.actor.may("restore_backup"):
            self.preview.setPlainText("Only an administrator may restore a backup.")
            self.choose_button.setEnabled(False)
            return
        self.fill()

    def fill(self) -> None:
        self.list.clear()
        for path in backups.list_backups(self.folder):
            self.add_path(path)
        if self.list.count():
            self.list.setCurrentRow(0)
        else:
            self.preview.setPlainText("No backups were found in the backup folder. Use 'Other file…' "
                                      "to choose a backup file.")

    def add_path(self, path: Path) -> QListWidgetItem:
        item = QListWidgetItem(path.name)
        item.setData(Qt.ItemDataRole.UserRole, str(path))
        self.list.addItem(item)
        return item

    def show_preview(self) -> None:
        item = self.list.currentItem()
        self.summary = None
        if item is None:
            self.preview.clear()
            self.restore_button.setEnabled(False)
            return
        path = Path(item.data(Qt.ItemDataRole.UserRole))
        try:
            self.summary = backups.inspect_backup(path)
        except BackupFailed as exc:
            self.preview.setPlainText(f"{path}\n\nThis file cannot be restored:\n{exc.message}")
            self.restore_button.setEnabled(False)
            return
        self.preview.setPlainText(f"{path}\n\n{self.summary.describe()}")
        self.restore_button.setEnabled(True)

    def choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose a backup file"), str(self.folder or config.backup_dir()),
                                              self.tr("AnimalOffice backups (*.sqlite3);;All files (*)"))
        if path:
            self.list.setCurrentItem(self.add_path(Path(path)))

    def restore(self) -> None:
        if self.summary is None:
            return
        answer = QMessageBox.question(
            self, self.tr("Restore this backup?"),
            self.tr("Replace the office database with the backup made {0}?\n\nEveryone else must close "
                    "AnimalOffice first (a restore is refused, saying where, while another program has the "
                    "office open). The current file is kept aside.").format(self.summary.created_at.replace('T', ' ')))
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            self.restored = services_restore.restore(self.ctx.actor, self.summary.path)
        except (OfficeError, DatabaseProblem) as exc:
            QMessageBox.critical(self, self.tr("Not restored"), str(exc))
            return
        kept = f"\n\nThe previous database was kept as:\n{self.restored.kept_aside}" if self.restored.kept_aside else ""
        QMessageBox.information(self, self.tr("Backup restored"), self.tr("The office was restored from {0}.{1}").format(self.summary.path.name, kept))
        self.accept()


def restore_from_backup(ctx, window=None) -> services_restore.RestoreResult | None:
    """File > Restore…: the dialog, then every tab is refreshed from the restored records.
    If the signed-in user is not an active administrator in the restored records, the
    window closes (sign in again)."""
    if office_database.database_target().kind != "sqlite":
        QMessageBox.information(window, QCoreApplication.translate("ui.admin.backup_dialogs", "Restore"), POSTGRES_TEXT)
        return None
    dialog = RestoreDialog(ctx, window)
    if run_modal(dialog) != QDialog.DialogCode.Accepted or dialog.restored is None:
        return None
    from animaloffice.queries.records import account_unchanged

    if not account_unchanged(ctx.actor.user_id, ctx.actor.username, ctx.actor.role):
        QMessageBox.information(window, QCoreApplication.translate("ui.admin.backup_dialogs", "Sign in again"), QCoreApplication.translate("ui.admin.backup_dialogs", "Your user account is different in the restored "
                                                                                      "records. AnimalOffice will close; start it again and sign in."))
        if window is not None:
            window.close()
        return dialog.restored
    ctx.refresh_jurisdictions()
    ctx.changed("")
    ctx.status(QCoreApplication.translate("ui.admin.backup_dialogs", "Restored from {0}").format(dialog.restored.restored_from.name))
    return dialog.restored
