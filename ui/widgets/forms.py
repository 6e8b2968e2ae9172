"""Showing refusals where the person is looking: next to the field, in words."""
from __future__ import annotations

from datetime import date

from PySide6.QtCore import QCoreApplication, QDate, Qt, QTimer
from PySide6.QtWidgets import QDateEdit, QGroupBox, QLabel, QWidget

from animaloffice.domain.errors import ConflictError, OfficeError, RuleViolation, ValidationError

from ..modal import run_modal

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
    if isinstance(exc, ConflictError):
        what = str(exc.entity).replace("_", " ")
        return (f"This {what} (record {exc.record_id}) was changed by someone else after you opened it, "
                "so your change was NOT saved. Reload it to see their change, then make yours again.")
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
        self.setAccessibleName(self.tr("Error message"))
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


class DateEdit(QDateEdit):
    """A date field Tab leaves at once, as every other field: a plain QDateEdit takes three Tabs
    (month, day, year) to get out of. Typing the digits, "/" or the arrow keys move between its
    parts; Shift+Tab goes back to the field before."""

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802,A002 (Qt names)
        return QWidget.focusNextPrevChild(self, next)

    def focusInEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """Clicked into, the date is ready to be typed over from its month (03152022), as Tab
        leaves it: a plain QDateEdit puts the cursor where the click landed, and the digits
        typed there are refused, so a filled date took a double-click."""
        super().focusInEvent(event)
        if event.reason() == Qt.FocusReason.MouseFocusReason:
            QTimer.singleShot(0, self, self._from_the_month)

    def _from_the_month(self) -> None:
        if self.hasFocus() and self.date() != self.minimumDate():
            self.setSelectedSection(QDateEdit.Section.MonthSection)


class OptionalDateEdit(DateEdit):
    """A date that may be left empty (shown blank; its value is then ``minimumDate()``).

    A plain QDateEdit showing its blank "special value" ignores typed digits and keeps
    Tab inside itself. Here typing a digit into the empty field starts a date at the
    month (type 03152022 for 03/15/2022), Tab leaves the field (DateEdit), Delete or Backspace
    with the whole date selected empties it again, and the calendar opens on this month.
    """

    EMPTY = QDate(1900, 1, 1)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setMinimumDate(self.EMPTY)
        self.setSpecialValueText(" ")
        self.setDate(self.EMPTY)
        self.setToolTip(self.tr("Type the date as MM/DD/YYYY, or leave it empty; Delete empties it"))

    def is_empty(self) -> bool:
        return self.date() == self.minimumDate()

    def clear_date(self) -> None:
        self.setDate(self.minimumDate())

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt name)
        key = event.key()
        if self.is_empty() and event.text().isdigit() and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.setDate(to_qdate(date.today()))  # the program's clock, the one its services read
            self.setCurrentSection(QDateEdit.Section.MonthSection)
            self.lineEdit().setSelection(0, 2)
        elif (key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and not self.is_empty()
              and self.lineEdit().selectedText() == self.text()):
            self.clear_date()
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().mousePressEvent(event)
        if self.is_empty() and self.calendarPopup():
            today = date.today()
            self.calendarWidget().setCurrentPage(today.year, today.month)


def date_edit(value: date | None = None, *, allow_empty: bool = False, name: str = "") -> QDateEdit:
    """A date field with a calendar pop-up, US format: today by default, or empty when
    ``allow_empty`` and no value is given (see OptionalDateEdit)."""
    edit = OptionalDateEdit() if allow_empty else DateEdit()
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


def save_edit(parent: QWidget | None, action, *, banner: ErrorBanner | None = None,
              fields: dict[str, QWidget] | None = None, reload=None):
    """Run a service call that saves an edit; return its result, or None if refused.

    Every edit dialog uses this so a lost race is never silent: a refusal goes to the
    banner next to the field, and an edit that raced someone else's edit of the same record
    (``ConflictError``, optimistic locking) is also told in a message box that offers to
    reload the record (``reload()``), showing the other person's change.
    """
    from PySide6.QtWidgets import QMessageBox

    if banner is not None:
        banner.clear_error(fields)
    try:
        return action()
    except ConflictError as exc:
        text = describe_error(exc)
        if banner is not None:
            banner.show_error(exc, fields)
        buttons = QMessageBox.StandardButton.Ok
        if reload is not None:
            buttons = QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel
        box = QMessageBox(QMessageBox.Icon.Warning, "Changed by someone else", text, buttons, parent)
        box.setObjectName("conflict_box")
        if reload is not None:
            box.button(QMessageBox.StandardButton.Reset).setText(QCoreApplication.translate("ui.widgets.forms", "&Reload the record"))
            box.button(QMessageBox.StandardButton.Cancel).setText(QCoreApplication.translate("ui.widgets.forms", "&Keep my text to copy"))
        if run_modal(box) == QMessageBox.StandardButton.Reset and reload is not None:
            reload()
        return None
    except OfficeError as exc:
        if banner is not None:
            banner.show_error(exc, fields)
        else:
            QMessageBox.warning(parent, QCoreApplication.translate("ui.widgets.forms", "Not saved"), describe_error(exc))
        return None


def person_name(actor) -> str:
    """The signed-in person's full name for a form's "inspector" or "officer" field (it is printed
    on reports and cards), or their user name when no full name is recorded."""
    from animaloffice.services.users import list_users

    return next((u.full_name for u in list_users() if u.username == actor.username and u.full_name),
                actor.username)


def keep_place(*widgets: QWidget) -> None:
    """A button shown only when it applies keeps its room while hidden, so the buttons beside
    it stay where the clerk's hand learned to find them."""
    for widget in widgets:
        policy = widget.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        widget.setSizePolicy(policy)
