"""The window's own backups, kept off the clerk's path (SQLite only; PostgreSQL uses pg_dump).

The day's backup starts in the background once the window is up; the window is usable at once.
A quit while it runs stops it between two steps of the copy (``workers.finish_all``): nothing
half-made is kept and the previous backups stay as they were. The close backup runs once the
window is gone, and only when something changed since the newest backup."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from . import workers


def _on_this_thread(make):
    """Run ``make()`` on the worker's own connection, closed afterwards."""
    def work(progress):
        from animaloffice.persistence.reads import close_thread_connection

        try:
            return make(progress)
        finally:
            close_thread_connection()
    return work


def start_daily_backup(window: QWidget | None = None) -> workers.Task | None:
    """The day's backup on a worker; a failure is reported over the window, not hidden."""
    from animaloffice import office_database
    from animaloffice.services.backups import BackupCancelled, ensure_daily_backup

    if office_database.database_target().kind != "sqlite":
        return None

    def failed(exc) -> None:
        if not isinstance(exc, BackupCancelled):
            QMessageBox.warning(window, QCoreApplication.translate("ui.backup_tasks", "Daily backup failed"), str(getattr(exc, "message", exc)))

    def done(summary) -> None:
        if summary is not None and window is not None and hasattr(window, "statusBar"):
            window.statusBar().showMessage(QCoreApplication.translate("ui.backup_tasks", "Today's backup is made and verified: {0}").format(summary.path.name), 8000)

    return workers.run_task(_on_this_thread(lambda progress: ensure_daily_backup(progress=progress)),
                            done, failed)


def backup_after_close() -> None:
    """The close backup, once the window is gone; a failure is reported, not hidden."""
    from animaloffice import office_database
    from animaloffice.services.backups import BackupFailed, close_backup

    if office_database.database_target().kind != "sqlite":
        return
    try:
        close_backup()
    except BackupFailed as exc:
        QMessageBox.warning(None, QCoreApplication.translate("ui.backup_tasks", "Backup failed"), str(exc))
