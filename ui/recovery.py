"""A damaged or foreign database at start: say so, offer the newest good backup."""
from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from animaloffice import bootstrap, config
from animaloffice.persistence.db import DatabaseProblem
from animaloffice.services.backups import inspect_backup, list_backups, restore_backup


def newest_good_backup():
    for path in list_backups():
        try:
            return inspect_backup(path)
        except Exception:
            continue
    return None


def offer_recovery(problem: DatabaseProblem) -> bool:
    """Explain the problem; restore the newest good backup if the person agrees.
    The damaged file is kept aside, never overwritten. Returns True if the office opened."""
    text = f"The office database cannot be opened:\n\n{problem.problem}\n\n{problem.location}"
    backup = newest_good_backup() if problem.recoverable else None
    if backup is None:
        QMessageBox.critical(None, "AnimalOffice cannot open the database",
                             text + "\n\nNo good backup was found. The file has not been changed.")
        return False
    counts = ", ".join(f"{v} {k.replace('_', ' ')}" for k, v in backup.counts.items())
    answer = QMessageBox.question(
        None, "Restore from backup?",
        f"{text}\n\nThe newest good backup is {backup.path.name} ({backup.created_at}): {counts}.\n\n"
        "Restore it? The damaged file is kept aside, not deleted.")
    if answer != QMessageBox.StandardButton.Yes:
        return False
    restore_backup(backup.path, config.database_target())
    bootstrap.open_office()
    return True
