"""A charge is confirmed before it is taken: the amount, what it is for and how it is paid, in
one question the clerk answers (Enter charges, Esc goes back to the form)."""
from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from ..modal import run_modal


def ask_charge(parent: QWidget | None, question: str, title: str = "") -> bool:
    """True when the clerk confirms the charge ``question`` describes."""
    from PySide6.QtCore import QCoreApplication

    title = title or QCoreApplication.translate("Charges", "Confirm the charge")
    box = QMessageBox(QMessageBox.Icon.Question, title, question, parent=parent)
    box.setObjectName("charge_confirmation")
    charge = box.addButton(QCoreApplication.translate("Charges", "&Charge"), QMessageBox.ButtonRole.AcceptRole)
    back = box.addButton(QCoreApplication.translate("Charges", "&Back to the form"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(charge)
    box.setEscapeButton(back)
    run_modal(box)
    return box.clickedButton() is charge


def charge_text(what: str, due_cents: int, taken_cents: int = 0, how: str = "") -> str:
    """The question for ``ask_charge``: '<what>: charge $X?' and, when money is taken now,
    'Taken now: $Y by cash.' ('' when nothing is charged or taken)."""
    from PySide6.QtCore import QCoreApplication

    from animaloffice.domain.money import fmt_cents

    if due_cents <= 0 and taken_cents <= 0:
        return ""
    text = QCoreApplication.translate("Charges", "{0}: charge {1}?").format(what, fmt_cents(due_cents))
    if taken_cents > 0:
        text += "\n" + QCoreApplication.translate("Charges", "Taken now: {0} by {1}.").format(
            fmt_cents(taken_cents), how.lower())
    else:
        text += "\n" + QCoreApplication.translate("Charges", "Nothing is taken now: it stays owed.")
    return text
