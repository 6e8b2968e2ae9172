"""Running a modal dialog, and freeing it afterwards.

A dialog parented to the window lives as long as the window unless it is deleted: after
``exec()`` returns it is only hidden. A desk that opens New license a hundred times a day
would keep a hundred hidden dialogs (and their models) alive. ``run_modal`` runs the dialog
and schedules its deletion; what the caller reads afterwards (``result_value`` and other
Python attributes set by the dialog) stays readable until control returns to the event loop.
"""
from __future__ import annotations

from PySide6.QtWidgets import QDialog


def run_modal(dialog: QDialog) -> int:
    """``dialog.exec()``, then the dialog is deleted once the event loop runs again."""
    try:
        return dialog.exec()
    finally:
        dialog.deleteLater()
