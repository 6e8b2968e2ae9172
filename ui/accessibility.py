"""Checks that every input can be found by a screen reader: an accessible name, a buddy label,
or its own text (check boxes, radio buttons). Used by the tests over every window and dialog."""
from __future__ import annotations

import re

from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QRadioButton,
    QScrollBar,
    QTextEdit,
    QWidget,
)

INPUTS = (QLineEdit, QPlainTextEdit, QTextEdit, QComboBox, QAbstractSpinBox, QAbstractItemView,
          QAbstractSlider, QCheckBox, QRadioButton)
_FIXED = r"(?:#[0-9a-fA-F]{3,8}\b|rgba?\(|\b(?:white|black|red|green|blue|grey|gray|yellow|orange)\b)"
_FOREGROUND = re.compile(r"(?<![-\w])color\s*:\s*" + _FIXED)
_BACKGROUND = re.compile(r"(?<![-\w])background(?:-color)?\s*:\s*" + _FIXED)


def _internal(widget: QWidget) -> bool:
    """Parts Qt builds inside another control (a spin box's editor, a combo's popup, scroll bars)."""
    if widget.objectName().startswith("qt_") or isinstance(widget, QScrollBar):
        return True
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, (QComboBox, QAbstractSpinBox, QAbstractItemView)) \
                or parent.objectName().startswith("qt_"):
            return True
        parent = parent.parentWidget()
    return False


def unnamed_inputs(root: QWidget) -> list[str]:
    """Describe every input under `root` that a screen reader could not name."""
    buddies = {id(label.buddy()) for label in root.findChildren(QLabel) if label.buddy() is not None}
    missing = []
    for widget in root.findChildren(QWidget):
        if not isinstance(widget, INPUTS) or _internal(widget):
            continue
        if widget.accessibleName().strip() or id(widget) in buddies:
            continue
        if isinstance(widget, QAbstractButton) and widget.text().replace("&", "").strip():
            continue
        missing.append(f"{type(widget).__name__} {widget.objectName() or '(no name)'} "
                       f"in {type(widget.parentWidget()).__name__}")
    return missing


def hard_coded_colours(root: QWidget, allowed: tuple[str, ...] = ("error_banner",)) -> list[str]:
    """Widgets whose style sheet fixes the text colour but not the background, or the other way
    round: one of the two then comes from the palette and may not contrast in light or dark mode.
    A chip that fixes both (a status colour with its own text colour) reads in either."""
    found = []
    for widget in [root, *root.findChildren(QWidget)]:
        sheet = widget.styleSheet()
        if not sheet or widget.objectName() in allowed or widget.property("invalid"):
            continue
        if _only_theme_colours(sheet):
            continue
        if bool(_FOREGROUND.search(sheet)) != bool(_BACKGROUND.search(sheet)):
            found.append(f"{type(widget).__name__} {widget.objectName() or '(no name)'}: {sheet[:80]}")
    return found


def _only_theme_colours(sheet: str) -> bool:
    """True if every colour in the sheet is one ui.theme chose for the current palette."""
    from .theme import colour, error_colour

    current = {colour(k).lower() for k in ("danger", "warning", "ok", "muted")} | {error_colour().lower()}
    found = {m.lower() for m in re.findall(r"#[0-9a-fA-F]{3,8}\b", sheet)}
    return bool(found) and found <= current and not re.search(r"rgba?\(", sheet)
