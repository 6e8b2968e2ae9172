"""A tab whose work has not landed yet says so plainly."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget


class PendingTab(QWidget):
    handles: tuple[str, ...] = ()

    def __init__(self, title: str, text: str, parent=None):
        super().__init__(parent)
        self.title = title
        label = QLabel(text)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
