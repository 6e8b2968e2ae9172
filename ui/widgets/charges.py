"""A charge is confirmed before it is taken: the amount, what it is for and how it is paid, in
one question the clerk answers (Enter charges, Esc goes back to the form)."""
from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from ..modal import run_modal


def ask_charge(parent: QWidget | None, question: str, title: str = "Confirm the charge") -> bool:
    """True when the clerk confirms the charge ``question`` describes."""
    box = QMessageBox(QMessageBox.Icon.Question, title, question, parent=parent)
    box.setObjectName("charge_confirmation")
    charge = box.addButton("&Charge", QMessageBox.ButtonRole.AcceptRole)
    back = box.addButton("&Back to the form", QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(charge)
    box.setEscapeButton(back)
    run_modal(box)
    return box.clickedButton() is charge
