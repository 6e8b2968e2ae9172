"""Running a modal dialog, and freeing it afterwards; showing any window sized to its screen.

A dialog parented to the window lives as long as the window unless it is deleted: after
``exec()`` returns it is only hidden. A desk that opens New license a hundred times a day
would keep a hundred hidden dialogs (and their models) alive. ``run_modal`` runs the dialog
and schedules its deletion; what the caller reads afterwards (``result_value`` and other
Python attributes set by the dialog) stays readable until control returns to the event loop.

Every dialog and window is shown through this module (``run_modal``, ``open_window``,
``show_window``), which first fits it to the screen it opens on (``screen_fit``).
"""
from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QDialog, QWidget

from .screen_fit import fit_to_screen


def run_modal(dialog: QDialog, preferred: QSize | None = None) -> int:
    """``dialog.exec()``, fitted to the screen, then the dialog is deleted once the event loop
    runs again."""
    try:
        fit_to_screen(dialog, preferred)
        return dialog.exec()
    finally:
        dialog.deleteLater()


def open_window(dialog: QDialog, preferred: QSize | None = None) -> QDialog:
    """``dialog.open()`` (window-modal, returns at once), fitted to the screen."""
    fit_to_screen(dialog, preferred)
    dialog.open()
    return dialog


def show_window(window: QWidget, preferred: QSize | None = None) -> QWidget:
    """``window.show()`` (modeless), fitted to the screen."""
    fit_to_screen(window, preferred)
    window.show()
    return window
