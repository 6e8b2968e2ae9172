"""Enter in a search or picker field searches or picks, and goes no further.

A QLineEdit passes Enter on to its dialog, which presses the default button: typing an owner's
name in New license and pressing Enter issued (and charged) the license. ``enter_searches(edit,
pick)`` makes Enter run ``pick`` only; Ctrl+Enter still confirms the form.
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QWidget

ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class _EnterPicks(QObject):
    def __init__(self, edit: QWidget, pick: Callable[[], object]):
        super().__init__(edit)  # lives as long as the field
        self.pick = pick

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.KeyPress and event.key() in ENTER_KEYS \
                and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.pick()
            return True  # the dialog never sees it
        return False


def enter_searches(edit: QWidget, pick: Callable[[], object] | None = None) -> QWidget:
    """Enter in ``edit`` (a search field, or the list of hits below it) runs ``pick`` (search,
    choose the first hit, go on to the next field) and never confirms the form."""
    edit.installEventFilter(_EnterPicks(edit, pick or (lambda: None)))
    edit.setProperty("enter_searches", True)
    return edit
