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
        self._restyle()
        self.setAccessibleName("Error message")
        self.hide()

    def _restyle(self) -> None:
        from ..theme import error_colour  # a red that reads in light and dark mode

        self.setStyleSheet(f"QLabel#error_banner {{ color: {error_colour()}; font-weight: 600; }}")

    def show_error(self, exc: Exception, fields: dict[str, QWidget] | None = None) -> None:
        self._restyle()
        self.setText(describe_error(exc))
        self.show()
        field = getattr(exc, "field", None)
        if fields and field:
            widget = fields.get(field) or fields.get(field.split(".")[0])
            if widget is not None:
                widget.setFocus()
                widget.setProperty("invalid", True)
                from ..theme import error_colour

                widget.setStyleSheet(f"border: 2px solid {error_colour()};")

    def clear_error(self, fields: dict[str, QWidget] | None = None) -> None:
        self.clear()
        self.hide()
        for w in (fields or {}).values():
            if w.property("invalid"):
                w.setProperty("invalid", False)
                w.setStyleSheet("")


def date_edit(value: date | None = None, *, allow_empty: bool = False, name: str = "") -> QDateEdit:
    """A date field with a calendar pop-up, US format, today by default."""
    edit = QDateEdit()
    edit.setCalendarPopup(True)
    edit.setDisplayFormat("MM/dd/yyyy")
    if name:
        edit.setObjectName(name)
        edit.setAccessibleName(name.replace("_", " "))
    if allow_empty:
        edit.setMinimumDate(QDate(1900, 1, 1))
        edit.setSpecialValueText(" ")
    edit.setDate(to_qdate(value or date.today()))
    return edit


def to_qdate(value: date) -> QDate:
    return QDate(value.year, value.month, value.day)


def from_qdate(value: QDate) -> date:
    return date(value.year(), value.month(), value.day())
