"""Showing refusals where the person is looking: next to the field, in words."""
from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QDateEdit, QLabel, QWidget

from animaloffice.domain.errors import OfficeError, RuleViolation, ValidationError

FIELD_LABELS = {
    "tag_number": "Tag number", "vaccination": "Rabies certificate", "vaccinated_on": "Date vaccinated",
    "birth_date": "Birth date", "fee_cents": "Fee", "payment.amount_cents": "Amount paid",
    "payment.reference": "Reference", "payment.method": "Payment method", "last_name": "Last name",
    "organisation": "Organisation", "species": "Species", "microchip": "Microchip",
    "address.line1": "Street address", "address.city": "City", "address.postal_code": "ZIP code",
    "veterinarian": "Veterinarian", "reason": "Reason", "owner_id": "Owner", "animal_id": "Animal",
}


def describe_error(exc: Exception) -> str:
    """One or more plain sentences for the person at the desk."""
    if isinstance(exc, RuleViolation):
        lines = [f"• {r.reason[:1].upper()}{r.reason[1:]} ({r.rule_id})" for r in exc.refusals]
        return "This cannot be done:\n" + "\n".join(lines)
    if isinstance(exc, ValidationError):
        label = FIELD_LABELS.get(exc.field, exc.field.replace("_", " ").replace(".", " ").capitalize())
        return f"{label}: {exc.reason}"
    if isinstance(exc, OfficeError):
        return exc.message[:1].upper() + exc.message[1:]
    return f"Unexpected problem: {exc}"


class ErrorBanner(QLabel):
    """A red message area that stays empty until something is refused."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("error_banner")
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setStyleSheet("QLabel#error_banner { color: #b00020; font-weight: 600; }")
        self.setAccessibleName("Error message")
        self.hide()

    def show_error(self, exc: Exception, fields: dict[str, QWidget] | None = None) -> None:
        self.setText(describe_error(exc))
        self.show()
        field = getattr(exc, "field", None)
        if fields and field:
            widget = fields.get(field) or fields.get(field.split(".")[0])
            if widget is not None:
                widget.setFocus()
                widget.setProperty("invalid", True)
                widget.setStyleSheet("border: 2px solid #b00020;")

    def clear_error(self, fields: dict[str, QWidget] | None = None) -> None:
        self.clear()
        self.hide()
        for w in (fields or {}).values():
            if w.property("invalid"):
                w.setProperty("invalid", False)
                w.setStyleSheet("")


class OptionalDateEdit(QDateEdit):
    """A date that may be left empty (shown blank; its value is then ``minimumDate()``).

    A plain QDateEdit showing its blank "special value" ignores typed digits and keeps
    Tab inside itself. Here typing a digit into the empty field starts a date at the
    month (type 03152022 for 03/15/2022), Tab leaves an empty field, Delete or Backspace
    with the whole date selected empties it again, and the calendar opens on this month.
    """

    EMPTY = QDate(1900, 1, 1)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setMinimumDate(self.EMPTY)
        self.setSpecialValueText(" ")
        self.setDate(self.EMPTY)
        self.setToolTip("Type the date as MM/DD/YYYY, or leave it empty; Delete empties it")

    def is_empty(self) -> bool:
        return self.date() == self.minimumDate()

    def clear_date(self) -> None:
        self.setDate(self.minimumDate())

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt name)
        key = event.key()
        if self.is_empty() and event.text().isdigit() and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.setDate(QDate.currentDate())
            self.setCurrentSection(QDateEdit.Section.MonthSection)
            self.lineEdit().setSelection(0, 2)
        elif (key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and not self.is_empty()
              and self.lineEdit().selectedText() == self.text()):
            self.clear_date()
            return
        super().keyPressEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802,A002 (Qt names)
        if self.is_empty():  # no sections to step through: move on to the next field
            return QWidget.focusNextPrevChild(self, next)
        return super().focusNextPrevChild(next)

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().mousePressEvent(event)
        if self.is_empty() and self.calendarPopup():
            today = QDate.currentDate()
            self.calendarWidget().setCurrentPage(today.year(), today.month())


def date_edit(value: date | None = None, *, allow_empty: bool = False, name: str = "") -> QDateEdit:
    """A date field with a calendar pop-up, US format: today by default, or empty when
    ``allow_empty`` and no value is given (see OptionalDateEdit)."""
    edit = OptionalDateEdit() if allow_empty else QDateEdit()
    edit.setCalendarPopup(True)
    edit.setDisplayFormat("MM/dd/yyyy")
    if name:
        edit.setObjectName(name)
        edit.setAccessibleName(name.replace("_", " "))
    if value is not None or not allow_empty:
        edit.setDate(to_qdate(value or date.today()))
    return edit


def optional_date(edit: QDateEdit) -> date | None:
    """The date in an optional date field, or None when it is left empty."""
    return None if edit.date() == edit.minimumDate() and edit.specialValueText() else from_qdate(edit.date())


def to_qdate(value: date) -> QDate:
    return QDate(value.year, value.month, value.day)


def from_qdate(value: QDate) -> date:
    return date(value.year(), value.month(), value.day())
