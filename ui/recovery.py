"""A damaged or foreign database at start: say so, offer the newest good backup.

The file that could not be opened is never overwritten: a restore moves it
aside (with its WAL) and puts the backup in its place.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QMessageBox

from animaloffice import office_database
from animaloffice.domain.roles import SYSTEM
from animaloffice.persistence import file_check
from animaloffice.persistence.file_check import DatabaseProblem
from animaloffice.services.backups import BackupFailed, newest_good_backup
from animaloffice.services.restore import restore


def offer_recovery(problem: DatabaseProblem, parent=None) -> bool:
    """Explain the problem; restore the newest good backup if the person agrees.
    Returns True if the office opened."""
    text = (f"The office database cannot be opened:\n\n{problem.problem}\n\n{problem.location}")
    target = office_database.database_target()
    backup = newest_good_backup() if problem.recoverable and target.kind == "sqlite" else None
    if backup is None:
        QMessageBox.critical(parent, QCoreApplication.translate("ui.recovery", "AnimalOffice cannot open the database"),
                             text + "\n\nNo good backup was found. The file has not been changed.")
        return False
    answer = QMessageBox.question(
        parent, QCoreApplication.translate("ui.recovery", "Restore from backup?"),
        QCoreApplication.translate("ui.recovery", "{0}\n\nThe newest good backup is {1}:\n{2}\n\nRestore it? The file that could not be opened "
                                                  "is kept aside, not deleted. Anything recorded after the backup was made will have to be "
                                                  "entered again.").format(text, backup.path.name, backup.describe()))
    if answer != QMessageBox.StandardButton.Yes:
        QMessageBox.information(parent, QCoreApplication.translate("ui.recovery", "Nothing was changed"),
                                QCoreApplication.translate("ui.recovery", "The database file has not been changed. AnimalOffice will close."))
        return False
    try:
        result = restore(SYSTEM, backup.path, target)
    except (BackupFailed, DatabaseProblem) as exc:
        QMessageBox.critical(parent, QCoreApplication.translate("ui.recovery", "The backup could not be restored"), str(exc))
        return False
    QMessageBox.information(parent, QCoreApplication.translate("ui.recovery", "Backup restored"),
                            QCoreApplication.translate("ui.recovery", "The office was restored from {0}.\n\nThe file that could not be opened was kept as:\n{1}").format(backup.path.name, result.kept_aside))
    return True


class _FullCheckRelay(QObject):
    """Brings the background check's verdict (told on its own thread) to the window's thread."""

    failed = Signal(str)


_relay: _FullCheckRelay | None = None


def watch_full_check(parent=None) -> None:
    """When a big office file's full check (run in the background, saves held) fails, say so at
    once: nothing more is saved, and the way back is the latest backup."""
    global _relay
    if _relay is None:
        _relay = _FullCheckRelay()
        _relay.failed.connect(lambda message: QMessageBox.critical(
            parent, QCoreApplication.translate("ui.recovery", "The office file is damaged"),
            QCoreApplication.translate("ui.recovery", "{0}{1}.\n\nYou can still look records up; nothing more is saved.").format(message[:1].upper(), message[1:])))
        file_check.on_failure(lambda exc: _relay.failed.emit(exc.message))
