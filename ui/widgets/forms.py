"""Showing refusals where the person is looking: next to the field, in words."""
from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QDateEdit, QGroupBox, QLabel, QWidget

from animaloffice.domain.errors import OfficeError, RuleViolation, ValidationError

FIELD_LABELS = {
    "tag_number": "Tag number", "vaccination": "Rabies certificate", "vaccinated_on": "Date vaccinated",
    "birth_date": "Birth date", "fee_cents": "Fee", "payment.amount_cents": "Amount paid",
    "payment.reference": "Reference", "payment.method": "Payment method", "last_name": "Last name",
    "organisation": "Organisation", "species": "Species", "microchip": "Microchip",
    "address.line1": "Street address", "address.city": "City", "address.postal_code": "ZIP code",
    "veterinarian": "Veterinarian", "reason": "Reason", "owner_id": "Owner", "animal_id": "Animal",
}


def describe_error(exc: Exception, label: str = "") -> str:
    """One or more plain sentences for the person at the desk. `label` is the field's name as
    the form shows it (a service's field "on" is the "Decision date" on one form, the "Intake
    date" on another)."""
    if isinstance(exc, RuleViolation):
        lines = [f"• {r.reason[:1].upper()}{r.reason[1:]} ({r.rule_id})" for r in exc.refusals]
        return "This cannot be done:\n" + "\n".join(lines)
    if isinstance(exc, ValidationError):
        label = label or FIELD_LABELS.get(exc.field, exc.field.replace("_", " ").replace(".", " ").capitalize())
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
        field = getattr(exc, "field", None)
        widget = None
        if fields and field:
            widget = fields.get(field) or fields.get(field.split(".")[0])
        self.setText(describe_error(exc, field_label(widget)))
        self.show()
        if widget is not None:
            widget.setFocus()
            if not widget.property("invalid"):
                widget.setProperty("tooltip_before", widget.toolTip())
            widget.setProperty("invalid", True)
            widget.setToolTip(self.text())
            # only the field itself is outlined: a bare "border" rule would outline every
            # label and button inside a group box or a composite field too
            if not widget.objectName():
                widget.setObjectName(f"field_{id(widget)}")
            from ..theme import error_colour  # a red that reads in light and dark mode

            widget.setStyleSheet(f"#{widget.objectName()} {{ border: 2px solid {error_colour()}; }}")

    def clear_error(self, fields: dict[str, QWidget] | None = None) -> None:
        self.clear()
        self.hide()
        for w in (fields or {}).values():
            if w.property("invalid"):
                w.setProperty("invalid", False)
                w.setStyleSheet("")
                w.setToolTip(w.property("tooltip_before") or "")


def field_label(widget: QWidget | None) -> str:
    """The name the form shows for a field: its accessible name, or a group box's title."""
    if widget is None:
        return ""
    name = widget.accessibleName() or (widget.title() if isinstance(widget, QGroupBox) else "")
    name = name.replace("&", "").strip().rstrip(":")
    return name[:1].upper() + name[1:]


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


def person_name(actor) -> str:
    """The signed-in person's full name for a form's "inspector" or "officer" field (it is printed
    on reports and cards), or their user name when no full name is recorded."""
    from animaloffice.services.users import list_users

    return next((u.full_name for u in list_users() if u.username == actor.username and u.full_name),
                actor.username)
