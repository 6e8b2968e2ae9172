"""This PC: the backup folder and where the office database is (a file or a PostgreSQL server)."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from animaloffice import config, workstation
from animaloffice.domain.errors import ValidationError

from .. import theme, translation
from .common import PageMixin, buddy_label


class WorkstationPage(PageMixin, QWidget):
    title = "This workstation"

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.backup_dir = QLineEdit(objectName="backup_dir")
        self.backup_dir.setAccessibleName(self.tr("Backup folder"))
        self.backup_browse = QPushButton(self.tr("&Browse…"), objectName="backup_browse")
        self.backup_browse.setAccessibleName(self.tr("Choose the backup folder"))
        self.backup_browse.clicked.connect(self.browse_backup)
        backup_row = QHBoxLayout()
        backup_row.addWidget(self.backup_dir, 1)
        backup_row.addWidget(self.backup_browse)
        backups = QGroupBox(self.tr("Backups"))
        bform = QFormLayout(backups)
        bform.addRow(buddy_label(self.tr("Backup folde&r"), self.backup_dir), backup_row)
        hint = QLabel(self.tr("A verified backup is made every time AnimalOffice closes. A folder on another "
                              "drive or a network share survives a broken disk."))
        hint.setWordWrap(True)
        bform.addRow(hint)

        self.use_file = QRadioButton(self.tr("A &file on this computer (one workstation)"), objectName="use_sqlite")
        self.use_server = QRadioButton(self.tr("A Postgre&SQL server (workstations share one database)"),
                                       objectName="use_postgres")
        group = QButtonGroup(self)
        group.addButton(self.use_file)
        group.addButton(self.use_server)
        self.db_path = QLineEdit(objectName="database_path")
        self.db_path.setAccessibleName(self.tr("Database file"))
        self.db_browse = QPushButton(self.tr("Br&owse…"), objectName="database_browse")
        self.db_browse.setAccessibleName(self.tr("Choose the database file"))
        self.db_browse.clicked.connect(self.browse_database)
        path_row = QHBoxLayout()
        path_row.addWidget(self.db_path, 1)
        path_row.addWidget(self.db_browse)
        self.db_url = QLineEdit(objectName="database_url")
        self.db_url.setAccessibleName(self.tr("PostgreSQL address"))
        self.db_url.setPlaceholderText("postgresql://animaloffice_desk@server/animaloffice")
        self.db_password = QLineEdit(objectName="database_password")
        self.db_password.setEchoMode(QLineEdit.EchoMode.Password)
        self.db_password.setAccessibleName(self.tr("PostgreSQL password"))
        self.password_kept = QLabel(objectName="database_password_kept")
        self.password_kept.setWordWrap(True)
        database = QGroupBox(self.tr("Office database"))
        dform = QFormLayout(database)
        dform.addRow(self.use_file)
        dform.addRow(buddy_label(self.tr("Database fi&le"), self.db_path), path_row)
        dform.addRow(self.use_server)
        dform.addRow(self.tr("Server &address"), self.db_url)
        dform.addRow(buddy_label(self.tr("Pass&word"), self.db_password), self.db_password)
        dform.addRow("", self.password_kept)
        self.try_button = QPushButton(self.tr("&Test the connection"), objectName="database_try")
        self.try_button.setToolTip(self.tr("Open the database named above and say what it holds, without switching to it"))
        self.try_button.clicked.connect(self.try_database)
        self.tried = QLabel(objectName="database_tried")
        self.tried.setWordWrap(True)
        self.tried.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        try_row = QHBoxLayout()
        try_row.addWidget(self.try_button)
        try_row.addWidget(self.tried, 1)
        dform.addRow(try_row)
        self.in_use = QLabel(objectName="database_in_use")
        self.in_use.setWordWrap(True)
        dform.addRow(self.in_use)
        self.use_file.toggled.connect(self._kind_changed)
        self.window_language = QComboBox(objectName="window_language")
        for code, name in translation.window_languages().items():
            self.window_language.addItem(name, code)
        window = QGroupBox(self.tr("Window"))
        wform = QFormLayout(window)
        wform.addRow(buddy_label(self.tr("Window lan&guage"), self.window_language), self.window_language)
        language_hint = QLabel(self.tr("The language of this workstation's menus, forms and buttons, from the "
                                       "next start. Letters and notices are printed in each owner's own "
                                       "language, whatever the window's."))
        language_hint.setWordWrap(True)
        wform.addRow(language_hint)
        layout = QVBoxLayout(self)
        layout.addWidget(backups)
        layout.addWidget(database)
        layout.addWidget(window)
        layout.addStretch(1)
        self.fields = {"backup_dir": self.backup_dir, "database_path": self.db_path,
                       "database_url": self.db_url, "database_kind": self.use_file,
                       "database_password": self.db_password, "window_language": self.window_language}
        self.load()

    def load(self) -> None:
        s = workstation.current()
        self.backup_dir.setText(s.backup_dir)
        self.backup_dir.setPlaceholderText(str(config.data_dir() / "backups"))
        self.db_path.setPlaceholderText(str(config.default_sqlite_path()))
        server = s.database_url.startswith(("postgresql://", "postgres://"))
        self.use_server.setChecked(server)
        self.use_file.setChecked(not server)
        self.db_url.setText(s.database_url if server else "")  # never with a password in it
        self.db_password.clear()
        self.db_password.setPlaceholderText(self.tr("(kept; type a new one to change it)") if s.password_kept
                                            else self.tr("the password of the database login"))
        self.password_kept.setText(self.tr("The password is kept {0}, never in the settings file.")
                                   .format(s.password_kept) if s.password_kept else
                                   self.tr("A password typed here is kept in this computer's secret store "
                                           "(or a password file only this user can read), never shown again."))
        self.db_path.setText(s.database_url[len("sqlite:///"):] if s.database_url.startswith("sqlite:///") else "")
        note = self.tr("In use now: {0}. A change takes effect the next time AnimalOffice starts.").format(
            s.database_in_use)
        if s.overridden_by_environment:
            note += " " + self.tr("(ANIMALOFFICE_DB is set on this computer and wins over this setting.)")
        self.in_use.setText(note)
        self.window_language.setCurrentIndex(max(self.window_language.findData(translation.chosen()), 0))
        self._kind_changed()

    def _kind_changed(self) -> None:
        file = self.use_file.isChecked()
        self.db_path.setEnabled(file)
        self.db_browse.setEnabled(file)
        self.db_url.setEnabled(not file)
        self.db_password.setEnabled(not file)

    def try_database(self) -> None:
        """Say whether the database named here opens, and what it holds (a server may take a
        few seconds to answer: the cursor shows the wait)."""
        kind, location = self._wanted()
        self.tried.setText(self.tr("Trying…"))
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            self.tried.setText("✓ " + workstation.try_database(kind, location, password=self.db_password.text()))
            self.tried.setStyleSheet(f"color: {theme.ok_colour()}")
        except ValidationError as exc:
            self.tried.setText(f"✗ {exc}")
            self.tried.setStyleSheet(f"color: {theme.error_colour()}")
        finally:
            QApplication.restoreOverrideCursor()

    def browse_backup(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Backup folder"),
                                                  self.backup_dir.text() or str(config.data_dir()))
        if folder:
            self.backup_dir.setText(folder)

    def browse_database(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Database file"), self.db_path.text() or str(config.default_sqlite_path()),
            self.tr("AnimalOffice database (*.sqlite3)"), options=QFileDialog.Option.DontConfirmOverwrite)
        if path:
            self.db_path.setText(str(Path(path)))

    def _wanted(self) -> tuple[str, str]:
        kind = "sqlite" if self.use_file.isChecked() else "postgresql"
        return kind, (self.db_path.text() if kind == "sqlite" else self.db_url.text())

    def changed(self) -> bool:
        s = workstation.current()
        kind, location = self._wanted()
        try:
            url = workstation.clean_database_url(kind, location)
        except Exception:
            return True
        return (self.backup_dir.text().strip() != s.backup_dir or url != s.database_url
                or bool(self.db_password.text()) or self.window_language.currentData() != translation.chosen())

    def save(self) -> bool:
        if not self.changed():
            return False
        if self.window_language.currentData() != translation.chosen():
            translation.choose(self.window_language.currentData())
            self.ctx.status(self.tr("The window's new language takes effect the next time AnimalOffice starts."))
        kind, location = self._wanted()
        before = workstation.current().database_url
        saved = workstation.save(backup_dir=self.backup_dir.text(), database_kind=kind,
                                 database_location=location, database_password=self.db_password.text())
        if saved.database_url != before:
            self.ctx.status(self.tr("The new database location takes effect the next time AnimalOffice starts."))
        self.load()
        return True
