"""The pieces every desk form is built of: a titled section with its own error line, a drop-down, a hint under a field."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from ..widgets.forms import ErrorBanner


def combo(items: list[tuple[str, object]], name: str) -> QComboBox:
    box = QComboBox()
    box.setObjectName(name)
    box.setAccessibleName(name.replace("_", " "))
    for text, data in items:
        box.addItem(text, data)
    return box


def hint(text: str = "", name: str = "") -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setStyleSheet("color: palette(placeholder-text);")
    if name:
        label.setObjectName(name)
        label.setAccessibleName(name.replace("_", " "))
    return label


class Section(QGroupBox):
    """A titled part of a form with its own error line (refusals for its fields show here)."""

    def __init__(self, title: str, parent=None):
        super().__init__(title, parent)
        self.outer = QVBoxLayout(self)
        self.banner = ErrorBanner()
        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.outer.addWidget(self.banner)
        self.outer.addLayout(self.form)
        self.fields: dict[str, QWidget] = {}

    def row(self, label: str, widget: QWidget, field: str | None = None) -> QWidget:
        caption = QLabel(label)
        caption.setBuddy(widget)
        text = label.replace("&", "").rstrip(":")
        # the visible label names the field (for screen readers and in refusals), not its code name
        if text and widget.accessibleName() in ("", widget.objectName().replace("_", " ")):
            widget.setAccessibleName(text)
        self.form.addRow(caption, widget)
        if field:
            self.fields[field] = widget
        return widget
