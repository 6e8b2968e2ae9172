"""A panel's lines of facts in a scroll area of their own, so on a small screen (1366x768 at
150 %) the facts scroll while the panel's actions below them stay in view."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

LEAST_HEIGHT = 42  # three lines of text


def scrolling_labels(name: str, *labels: QLabel) -> QScrollArea:
    body = QWidget()
    column = QVBoxLayout(body)
    column.setContentsMargins(0, 0, 0, 0)
    for label in labels:
        column.addWidget(label)
    column.addStretch(1)
    area = QScrollArea(objectName=name)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no blank stop between the fields and the actions
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # the text wraps instead
    area.setMinimumHeight(LEAST_HEIGHT)
    area.setWidget(body)
    return area
