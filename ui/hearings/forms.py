"""The base of every Hearings dialog: a form, a red refusal banner, OK and Cancel.

A dialog's ``submit()`` calls one service; a refusal stays on screen next to
the field it names, and the dialog stays open. On success ``result_value``
holds what the service returned.
"""
from __future__ import annotations

from datetime import date, datetime

from PySide6.QtCore import QTime
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit,
                               QPlainTextEdit, QTimeEdit, QVBoxLayout, QWidget)

from animaloffice.domain.errors import OfficeError
from ui.widgets.forms import ErrorBanner, date_edit, from_qdate


class FormDialog(QDialog):
    title = "Hearing"

    def __init__(self, ctx, parent: QWidget | None = None):
        super().__init__(parent)
        self.ctx = ctx
        self.setWindowTitle(self.title)
        self.setObjectName(type(self).__name__)
        self.result_value = None
        self.fields: dict[str, QWidget] = {}
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
        return widget

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

    def accept(self) -> None:
        self.banner.clear_error(self.fields)
        try:
            self.result_value = self.submit()
        except OfficeError as exc:
            self.banner.show_error(exc, self.fields)
            return
        super().accept()
