"""Office administration in the window: users, the audit log, backups and restores.

``install_menus(window)`` adds File > Backup now, File > Restore…, and under Tools: Users…,
Audit log…, Check the audit log…, Letter templates… (administrators), Change my password…. Each entry shows
only what the signed-in role may do;
the services refuse the rest anyway.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

from ..modal import run_modal


def admin_actions(window) -> dict[str, QAction]:
    ctx = window.ctx
    actions = {
        "backup": QAction(QCoreApplication.translate("ui.admin", "&Backup now"), window, objectName="action_backup_now"),
        "restore": QAction(QCoreApplication.translate("ui.admin", "&Restore from backup…"), window, objectName="action_restore"),
        "users": QAction(QCoreApplication.translate("ui.admin", "&Users…"), window, objectName="action_users"),
        "audit": QAction(QCoreApplication.translate("ui.admin", "&Audit log…"), window, objectName="action_audit_log"),
        "audit_check": QAction(QCoreApplication.translate("ui.admin", "&Check the audit log…"), window, objectName="action_check_audit_log"),
        "letters": QAction(QCoreApplication.translate("ui.admin", "Letter te&mplates…"), window, objectName="action_letters"),
        "password": QAction(QCoreApplication.translate("ui.admin", "Change my pass&word…"), window, objectName="action_own_password"),
    }
    actions["backup"].setShortcut(QKeySequence("Ctrl+Shift+B"))
    actions["backup"].triggered.connect(lambda: _backup(window))
    actions["restore"].triggered.connect(lambda: _restore(window))
    actions["users"].triggered.connect(lambda: _users(window))
    actions["audit"].triggered.connect(lambda: _audit(window))
    actions["audit"].setShortcut(QKeySequence("Ctrl+Shift+A"))  # Ctrl+Shift+L is the reminder letters
    actions["audit_check"].triggered.connect(lambda: _audit_check(window))
    actions["letters"].triggered.connect(lambda: _letters(window))
    actions["password"].triggered.connect(lambda: _password(window))
    show_allowed(actions, ctx.actor)
    return actions


def show_allowed(actions: dict[str, QAction], actor) -> None:
    """Each entry as the actor's role allows (again when an administrator changed the role)."""
    actions["backup"].setEnabled(actor.may("make_backup"))
    actions["restore"].setVisible(actor.may("restore_backup"))
    actions["users"].setVisible(actor.may("manage_users"))
    actions["audit"].setVisible(actor.may("view_audit"))
    actions["audit_check"].setVisible(actor.may("check_audit"))
    actions["letters"].setVisible(actor.may("office_settings"))


def install_menus(window) -> dict[str, QAction]:
    """Put the administration entries in the window's File and Tools menus."""
    actions = admin_actions(window)
    file_menu = window.file_menu
    quit_action = getattr(window, "quit_action", None)
    if quit_action is not None and quit_action in file_menu.actions():
        file_menu.insertActions(quit_action, [actions["backup"], actions["restore"]])
        file_menu.insertSeparator(quit_action)
    else:
        file_menu.addActions([actions["backup"], actions["restore"]])
    window.tools_menu.addSeparator()
    for key in ("users", "audit", "audit_check", "letters", "password"):
        window.tools_menu.addAction(actions[key])
    for action in actions.values():
        window.addAction(action)  # shortcuts work wherever the focus is
    window.admin_actions = actions
    warn_of_a_broken_chain(window)
    return actions


def warn_of_a_broken_chain(window) -> None:
    """An administrator signing in hears at once when the audit log's last entries did not fit
    their chain at open (``audit_chain.check_at_open``)."""
    from animaloffice.persistence.audit_chain import last_open_check

    report = last_open_check()
    if report is None or report.ok or not window.ctx.actor.may("check_audit"):
        return
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    from .audit_check import BROKEN

    QTimer.singleShot(0, window, lambda: QMessageBox.warning(window, QCoreApplication.translate("ui.admin", "The audit log was changed"),
                                                             f"{report.describe()}\n\n{BROKEN}"))


def _backup(window) -> None:
    from .backup_dialogs import backup_now

    backup_now(window.ctx, window)


def _restore(window) -> None:
    from .backup_dialogs import restore_from_backup

    restore_from_backup(window.ctx, window)


def _users(window) -> None:
    from .users_dialog import UsersDialog

    run_modal(UsersDialog(window.ctx, window))


def _audit(window) -> None:
    from .audit_viewer import AuditViewer

    run_modal(AuditViewer(window.ctx, window))


def _audit_check(window) -> None:
    from .audit_check import AuditCheckDialog

    run_modal(AuditCheckDialog(window.ctx, window))


def _letters(window) -> None:
    from .letters_dialog import LettersDialog

    run_modal(LettersDialog(window.ctx, window))


def _password(window) -> None:
    from .users_dialog import OwnPasswordDialog

    run_modal(OwnPasswordDialog(window.ctx, window))
