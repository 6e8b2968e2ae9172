"""The keyboard's way through a window.

Tab leaves a list: in every list and table of a tab, the arrow keys move between rows and Tab goes
on to the next control. Qt's tables take Tab for their next cell, so nothing after a list (the
record shown beside it, its action buttons) could be reached from the keyboard.

A scrolling form follows the focus: Alt+letter (a label's shortcut) puts the cursor in a field
below the fold without scrolling to it; Tab alone did.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Slot
from PySide6.QtWidgets import QAbstractItemView, QApplication, QScrollArea, QWidget


def tab_leaves_lists(root: QWidget) -> None:
    """Every list and table under ``root`` (those made later in a record's pane are its own)."""
    for view in root.findChildren(QAbstractItemView):
        view.setTabKeyNavigation(False)


class _FollowFocus(QObject):
    """Listens to the application's focus changes only while its area is shown: a dialog closed
    and deleted leaves no listener behind."""

    def __init__(self, area: QScrollArea):
        super().__init__(area)
        self.area = area
        self.listening = False
        area.installEventFilter(self)  # the area's own show and hide, not its fields' events

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt name)
        kind = event.type()
        if kind == QEvent.Type.Show and not self.listening:
            QApplication.instance().focusChanged.connect(self.focus_changed)
            self.listening = True
        elif kind == QEvent.Type.Hide and self.listening:
            QApplication.instance().focusChanged.disconnect(self.focus_changed)
            self.listening = False
        return False

    @Slot(QWidget, QWidget)
    def focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        inner = self.area.widget()
        if new is not None and inner is not None and inner.isAncestorOf(new):
            self.area.ensureWidgetVisible(new, 10, 40)


def scroll_follows_focus(area: QScrollArea) -> QScrollArea:
    """Scroll ``area`` to whichever of its fields gets the focus, however it got it."""
    _FollowFocus(area)
    return area
