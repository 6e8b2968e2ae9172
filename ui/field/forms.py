"""What the field tab's dialogs share: a form, a red banner for a refusal next to its field, and
one service call on submit. Dialogs are shown window-modal without blocking (``open``)."""
from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QDateTime, Qt, Signal
from PySide6.QtWidgets import QDateTimeEdit, QDialog, QFormLayout, QHBoxLayout, QPushButton, QVBoxLayout

from ..modal import open_window
from ..widgets.forms import ErrorBanner


class FieldDialog(QDialog):
    done_ok = Signal(object)  # the service's result

    def __init__(self, ctx, title: str, parent=None, *, ok_text: str = "&Record"):
        super().__init__(parent)
        self.ctx = ctx
        self.setWindowTitle(title)
        self.banner = ErrorBanner()
        self.form = QFormLayout()
        self.ok_button = QPushButton(ok_text, objectName="ok_button")
        self.ok_button.setDefault(True)
        self.ok_button.clicked.connect(self.submit)
        cancel = QPushButton(self.tr("Cancel"), objectName="cancel_button")
        cancel.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.ok_button)
        buttons.addWidget(cancel)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.banner)
        layout.addLayout(buttons)
        self.fields: dict = {}
        self.result_value = None

    def add(self, label: str, widget, field: str = ""):
        widget.setAccessibleName(label.replace("&", ""))
        self.form.addRow(label, widget)
        if field:
            self.fields[field] = widget
        return widget

    def run(self, fn, *args, **kwargs):
        """Call the service; a refusal goes to the banner (and the field), the dialog stays open."""
        self.banner.clear_error(self.fields)
        try:
            result = fn(*args, **kwargs)
        except Exception as exc:  # every refusal is an OfficeError; anything else is shown too
            self.banner.show_error(exc, self.fields)
            return None
        self.result_value = result
        self.done_ok.emit(result)
        self.accept()
        return result if result is not None else True

    def submit(self):  # pragma: no cover - each dialog has its own
        raise NotImplementedError


def datetime_edit(value: datetime | None = None, name: str = "") -> QDateTimeEdit:
    edit = QDateTimeEdit(objectName=name or None)
    edit.setCalendarPopup(True)
    edit.setDisplayFormat("MM/dd/yyyy hh:mm AP")
    now = datetime.now()  # the program's clock, the one its services read
    edit.setDateTime(to_qdatetime(value or now))
    edit.setMaximumDateTime(to_qdatetime(now).addSecs(60))
    return edit


def to_qdatetime(value: datetime) -> QDateTime:
    return QDateTime(value.year, value.month, value.day, value.hour, value.minute, value.second)


def from_qdatetime(value: QDateTime) -> datetime:
    d, t = value.date(), value.time()
    return datetime(d.year(), d.month(), d.day(), t.hour(), t.minute(), t.second())


def open_dialog(owner, dialog: QDialog) -> QDialog:
    """Show a dialog window-modal without blocking; it is deleted when closed."""
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    owner.dialogs = [d for d in getattr(owner, "dialogs", []) if _alive(d)] + [dialog]
    open_window(dialog)
    return dialog


def _alive(widget) -> bool:
    try:
        widget.objectName()
        return True
    except RuntimeError:
        return False
