"""The desk's keys from the window's search box (a mixin of ``LicensesTab``): while the tab is
showing, its actions also answer there, so a clerk scans a tag and presses the action's key
without moving the focus."""
from __future__ import annotations

from PySide6.QtWidgets import QLineEdit, QWidget


class SearchBoxKeys:
    def showEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().showEvent(event)
        self._keys_in_search_box(True)

    def hideEvent(self, event) -> None:  # noqa: N802 (Qt name)
        self._keys_in_search_box(False)
        super().hideEvent(event)

    def _keys_in_search_box(self, attach: bool) -> None:
        """While this tab is showing, its keys also work in the window's search box, which keeps
        the focus for the next scan: scan a tag, then Ctrl+R renews it or Ctrl+P prints its tag."""
        box = self.window().findChild(QLineEdit, "search_edit") if self.window() is not self else None
        if box is None:
            return
        for action in self.actions.values():
            (QWidget.addAction if attach else QWidget.removeAction)(box, action)
