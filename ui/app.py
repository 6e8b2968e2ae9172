"""Starting the window: the main window's frame first, then open the office, first-run set-up,
sign in, and the window filled for the signed-in user.

Nothing of the office (peewee, the models, the ordinance profiles) is imported before the
frame is on screen: on an old office PC that is most of a second the clerk would otherwise
look at nothing.
"""
from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from .pyside_imports import quicken

quicken()  # before the window's modules and the office's are imported (pyside_imports.py)

from .icons import set_app_icon  # noqa: E402
from .main_window import open_main_window  # noqa: E402
from .modal import run_modal  # noqa: E402


def make_application(argv: list[str] | None = None) -> QApplication:
    """The application, in our style and colours."""
    app = QApplication.instance()
    if app is None:
        argv = list(argv or sys.argv[:1])
        fusion = "-style" not in argv
        if fusion:  # Fusion from the start: Qt builds no other style first
            argv += ["-style", "fusion"]
        app = QApplication(argv)
        app.setProperty("animaloffice_fusion", fusion)
    app.setApplicationName("AnimalOffice")
    app.setOrganizationName("AnimalOffice")
    if not app.property("animaloffice_language"):
        from .translation import install

        app.setProperty("animaloffice_language", install(app))  # before any widget is made
    from .theme import apply_look

    if not app.property("animaloffice_look"):
        apply_look(app)  # Fusion in the system's light or dark colours
        app.setProperty("animaloffice_look", True)
        from .workers import finish_all

        app.aboutToQuit.connect(lambda: finish_all(5000))  # no task outlives the window
    return app


def run_app(args) -> int:
    app = make_application()
    from .main_window import MainWindow

    frame = MainWindow()  # title, tabs, menus: no office code needed yet
    from animaloffice import logs

    if logs.log_file() is not None:  # the program's own start logs (a test calling this may not)
        from .crash import install

        install(frame)
    frame.show()
    app.processEvents()  # drawn now, before the office opens
    from .preload import load_office_code

    load_office_code(app, frame.start_tab())
    if not frame.isVisible():  # closed while the office's code loaded
        return 0
    set_app_icon()
    _say_when_waiting(frame)
    actor, refused = _open_and_sign_in(frame)
    if actor is None:
        frame.close()
        return refused
    window = open_main_window(actor, window=frame)
    window.show()
    from .backup_tasks import backup_after_close, start_daily_backup

    start_daily_backup(window)
    code = app.exec()  # returns once the window is closed; a running daily backup is stopped
    backup_after_close()
    return code


def _say_when_waiting(frame) -> None:
    """While a save waits for a busy office file (a long import at another desk), the status bar
    says so, and stays drawn."""
    from PySide6.QtCore import QEventLoop

    from animaloffice.persistence import connections

    def waiting(seconds: float) -> None:
        frame.statusBar().showMessage(QCoreApplication.translate("ui.app", "Waiting for the office file ({0:.0f} s): another workstation is saving. Your work is "
                                                                           "not lost.").format(seconds), 5000)
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)

    connections.on_wait(waiting)


def _open_and_sign_in(frame):
    """Open the office (offering recovery), run the first-run set-up, sign in.

    Returns (the signed-in actor, 0), or (None, the exit code): 2 when the office could not be
    opened, 0 when the person cancelled."""
    from animaloffice.domain.errors import ProfileError
    from animaloffice.persistence.file_check import DatabaseProblem
    from animaloffice.persistence.presence import OfficeInUse
    from animaloffice.services import opening

    from .recovery import watch_full_check

    watch_full_check(frame)
    try:
        opening.open_office(window=True)
    except ProfileError as exc:
        QMessageBox.critical(frame, QCoreApplication.translate("ui.app", "AnimalOffice cannot start"),
                             QCoreApplication.translate("ui.app", "An ordinance profile is malformed and must be corrected:\n\n{0}").format(exc.message))
        return None, 2
    except OfficeInUse as exc:  # a second window on this computer, or a restore or upgrade under way
        QMessageBox.information(frame, QCoreApplication.translate("ui.app", "AnimalOffice is already open"), f"{exc.message[:1].upper()}{exc.message[1:]}")
        return None, 2
    except DatabaseProblem as exc:
        from .recovery import offer_recovery

        if not offer_recovery(exc, frame):
            return None, 2
    from .first_run import FirstRunWizard
    from .sign_in import SignInDialog

    first_user = ""
    if opening.is_new_office():
        wizard = FirstRunWizard(frame)
        if run_modal(wizard) != FirstRunWizard.DialogCode.Accepted:
            return None, 0
        first_user = "admin" if wizard.demo.isChecked() else wizard.admin_name.text().strip().lower()
    frame.statusBar().showMessage(QCoreApplication.translate("ui.app", "Sign in to open the office"))
    sign_in = SignInDialog(frame)
    if first_user:  # straight from the set-up: only the password is left to type
        sign_in.username.setText(first_user)
        sign_in.password.setFocus()
    if run_modal(sign_in) != SignInDialog.DialogCode.Accepted:
        return None, 0
    return sign_in.user.actor(), 0
