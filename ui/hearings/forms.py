"""The base of every Hearings dialog: a form, refusals next to their field, OK and Cancel.

A dialog's ``submit()`` calls one service; a refusal stays on screen right
under the field it names (called by the label the person sees, with the rule
id when a rule refused), the field outlined and focused, and the dialog stays
open. A refusal that names no field of the dialog shows in the banner at the
top. On success ``result_value`` holds what the service returned.
"""
from __future__ import annotations

from datetime import date, datetime

from PySide6.QtCore import Qt, QTime
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QTimeEdit,
    QVBoxLayout,
    QWidget,
)

from animaloffice.domain.errors import OfficeError, ValidationError

from ..screen_fit import room
from ..theme import colour
from ..widgets import charges
from ..widgets.forms import ErrorBanner, date_edit, describe_error, from_qdate


class FormDialog(QDialog):
    title = "Hearing"

    def __init__(self, ctx, parent: QWidget | None = None):
        super().__init__(parent)
        self.ctx = ctx
        self.setWindowTitle(self.title)
        self.setObjectName(type(self).__name__)
        self.result_value = None
        self.fields: dict[str, QWidget] = {}
        self.labels: dict[str, str] = {}  # field -> the label the person sees
        self.field_errors: dict[str, QLabel] = {}  # field -> its refusal line, under it
        self.banner = ErrorBanner(self)
        self.form = QFormLayout()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setObjectName("ok_button")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addLayout(self.form)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(520)

    # --- building ---------------------------------------------------------------------
    def add(self, label: str, widget: QWidget, field: str = "", name: str = "") -> QWidget:
        widget.setObjectName(name or field or label.lower().replace(" ", "_"))
        widget.setAccessibleName(label.replace("&", ""))
        caption = QLabel(label)
        caption.setBuddy(widget)
        self.form.addRow(caption, widget)
        if field:
            self.fields[field] = widget
            self.add_field_error(field, label)
        return widget

    def add_field_error(self, field: str, label: str) -> QLabel:
        """The (hidden) line under a field where its refusal shows."""
        line = QLabel()
        line.setObjectName(f"{field}_error")
        line.setWordWrap(True)
        line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        line.setStyleSheet(f"color: {colour('danger')}; font-weight: 600;")
        line.setAccessibleName(self.tr("Problem with {0}").format(label.replace('&', '')))
        self.form.addRow("", line)
        self.form.setRowVisible(line, False)
        self.labels[field] = label.replace("&", "")
        self.field_errors[field] = line
        return line

    def add_date(self, label: str, field: str, value: date | None = None):
        return self.add(label, date_edit(value), field)

    def add_text(self, label: str, field: str, value: str = "", *, multiline: bool = False, height: int = 70):
        if multiline:
            edit = QPlainTextEdit(value)
            edit.setTabChangesFocus(True)
            edit.setFixedHeight(height)
        else:
            edit = QLineEdit(value)
        return self.add(label, edit, field)

    def add_choice(self, label: str, field: str, choices: list[tuple[str, str]], current: str = ""):
        box = QComboBox()
        for code, text in choices:
            box.addItem(text, code)
        if current:
            box.setCurrentIndex(max(box.findData(current), 0))
        return self.add(label, box, field)

    def add_time(self, label: str, field: str, value: QTime):
        edit = QTimeEdit(value)
        edit.setDisplayFormat("h:mm AP")
        return self.add(label, edit, field)

    def note(self, text: str) -> QLabel:
        label = QLabel(text)
        label.setWordWrap(True)
        label.setObjectName("note")
        self.form.addRow(label)
        return label

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self.fit_height()

    def fit_height(self) -> None:
        """As tall as the form at the dialog's width: Qt sizes a dialog of wrapping notes for a narrower
        width (a band of empty space above the buttons) and does not grow it when a refusal or a warning
        appears (the lines overlapped)."""
        layout = self.layout()
        layout.activate()
        width = max(self.width(), self.minimumWidth())
        height = min(layout.totalHeightForWidth(width), room(self).height())  # never below the screen
        if height > 0:
            self.setMinimumHeight(height)
            self.resize(width, height)

    # --- reading ----------------------------------------------------------------------
    @staticmethod
    def text(widget) -> str:
        return widget.toPlainText() if isinstance(widget, QPlainTextEdit) else widget.text()

    @staticmethod
    def day(widget) -> date:
        return from_qdate(widget.date())

    @staticmethod
    def moment(date_widget, time_widget) -> datetime:
        t = time_widget.time()
        return datetime.combine(from_qdate(date_widget.date()), datetime.min.time()).replace(
            hour=t.hour(), minute=t.minute())

    @staticmethod
    def code(box: QComboBox) -> str:
        return box.currentData()

    # --- running ----------------------------------------------------------------------
    def submit(self):  # pragma: no cover - every dialog has its own
        raise NotImplementedError

    def refusal_text(self, exc: OfficeError) -> str:
        """The refusal in words, a field called by its label in this dialog."""
        field = getattr(exc, "field", None)
        if isinstance(exc, ValidationError) and field in self.labels:
            return f"{self.labels[field]}: {exc.reason}"
        return describe_error(exc)

    def clear_refusal(self) -> None:
        self.banner.clear_error(self.fields)
        for line in self.field_errors.values():
            line.clear()
            self.form.setRowVisible(line, False)
        self.fit_height()

    def show_refusal(self, exc: OfficeError) -> None:
        self.banner.show_error(exc, self.fields)  # outlines and focuses the field
        text = self.refusal_text(exc)
        line = self.field_errors.get(getattr(exc, "field", None) or "")
        if line is None:
            self.banner.setText(text)
        else:
            self.banner.hide()
            line.setText(text)
            self.form.setRowVisible(line, True)
        self.fit_height()

    def refusal(self) -> str:
        """What is shown as refused now ('' if nothing)."""
        shown = [l.text() for l in self.field_errors.values() if l.text()]
        return "\n".join(shown) or (self.banner.text() if self.banner.isVisibleTo(self) else "")

    def charge_question(self) -> str:
        """What the officer confirms before money is taken ('' when none is)."""
        return ""

    def accept(self) -> None:
        self.clear_refusal()
        try:
            question = self.charge_question()
            if question and not charges.ask_charge(self, question):
                return
            self.result_value = self.submit()
        except OfficeError as exc:
            self.show_refusal(exc)
            return
        super().accept()
