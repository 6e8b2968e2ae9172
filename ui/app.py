"""Starting the window: open the office, first-run set-up, sign in, show the main window."""
from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication, QMessageBox

from animaloffice import bootstrap, config
from animaloffice.domain.errors import ProfileError
from animaloffice.persistence.db import DatabaseProblem


def make_application(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance() or QApplication(argv or sys.argv[:1])
    app.setApplicationName("AnimalOffice")
    app.setOrganizationName("AnimalOffice")
    from .icons import app_icon
    from .theme import apply_look

    if not app.property("animaloffice_look"):
        apply_look(app)  # Fusion in the system's light or dark colours
        app.setWindowIcon(app_icon())
        app.setProperty("animaloffice_look", True)
        from .workers import finish_all

        app.aboutToQuit.connect(lambda: finish_all(5000))  # no task outlives the window
    return app


def run_app(args) -> int:
    app = make_application()
    try:
        bootstrap.open_office()
    except ProfileError as exc:
        QMessageBox.critical(None, "AnimalOffice cannot start",
                             f"An ordinance profile is malformed and must be corrected:\n\n{exc.message}")
        return 2
    except DatabaseProblem as exc:
        from .recovery import offer_recovery

        if not offer_recovery(exc):
            return 2
    from .first_run import FirstRunWizard
    from .sign_in import SignInDialog

    first_user = ""
    if bootstrap.is_new_office():
        wizard = FirstRunWizard()
        if wizard.exec() != FirstRunWizard.DialogCode.Accepted:
            return 0
        first_user = "admin" if wizard.demo.isChecked() else wizard.admin_name.text().strip().lower()
    sign_in = SignInDialog()
    if first_user:  # straight from the set-up: only the password is left to type
        sign_in.username.setText(first_user)
        sign_in.password.setFocus()
    if sign_in.exec() != SignInDialog.DialogCode.Accepted:
        return 0
    _daily_backup()
    window = open_main_window(sign_in.user.actor())
    window.show()
    code = app.exec()
    _on_close()
    return code


def open_main_window(actor, jurisdiction_id: int | None = None):
    from animaloffice.services.jurisdictions import get_office_setting, jurisdiction_by_code

    from .context import AppContext
    from .main_window import MainWindow

    if jurisdiction_id is None:
        default = get_office_setting("default_jurisdiction")
        if default:
            try:
                jurisdiction_id = jurisdiction_by_code(default).id
            except Exception:
                jurisdiction_id = None
    ctx = AppContext(actor, jurisdiction_id)
    return MainWindow(ctx)


def _daily_backup() -> None:
    """The first start of a day makes the day's backup; a failure is reported, not hidden."""
    from animaloffice.services.backups import BackupFailed, ensure_daily_backup

    try:
        ensure_daily_backup()
    except BackupFailed as exc:
        QMessageBox.warning(None, "Daily backup failed", str(exc))


def _on_close() -> None:
    """A backup on every close (SQLite only); a failure is reported, not hidden."""
    if config.database_target().kind != "sqlite":
        return
    from animaloffice.services.backups import BackupFailed, make_backup

    try:
        make_backup(reason="close")
    except BackupFailed as exc:
        QMessageBox.warning(None, "Backup failed", str(exc))
