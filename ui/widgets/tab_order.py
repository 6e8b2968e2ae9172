"""Tab leaves a list: in every list and table of a tab, the arrow keys move between rows and Tab
goes on to the next control. Qt's tables take Tab for their next cell, so nothing after a list (the
record shown beside it, its action buttons) could be reached from the keyboard."""
from __future__ import annotations

from PySide6.QtWidgets import QAbstractItemView, QWidget


def tab_leaves_lists(root: QWidget) -> None:
    """Every list and table under ``root`` (those made later in a record's pane are its own)."""
    for view in root.findChildren(QAbstractItemView):
        view.setTabKeyNavigation(False)
