"""A read-only table over a small list of rows (a report, a timeline, an owner's animals).

Rows are tuples whose first value is the record id (not shown); columns are
(title, kind) pairs with kind text | date | cents | number. Sorting works on the
values, not on the text shown.
"""
from __future__ import annotations

from datetime import date

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

from animaloffice.domain.cells import display

IdRole = Qt.ItemDataRole.UserRole + 1
SortRole = Qt.ItemDataRole.UserRole + 2


def _sort_key(value, kind: str):
    if kind in ("cents", "number"):
        try:
            return float(value) if value is not None else float("-inf")
        except (TypeError, ValueError):
            return float("-inf")
    if isinstance(value, date):
        return value.isoformat()
    return "" if value is None else str(value).lower()


class RowsTable(QTableView):
    def __init__(self, name: str, parent=None):
        super().__init__(parent)
        self.setObjectName(name)
        self.setAccessibleName(name.replace("_", " "))
        self.model_ = QStandardItemModel(self)
        self.model_.setSortRole(SortRole)
        self.setModel(self.model_)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setAlternatingRowColors(True)
        self.setSortingEnabled(True)
        self.setWordWrap(False)
        self.verticalHeader().setVisible(False)
        self.horizontalHeader().setStretchLastSection(True)
        self.columns: list[tuple[str, str]] = []
        self.rows: list[tuple] = []

    def set_rows(self, columns: list[tuple[str, str]], rows: list[tuple], totals: tuple | None = None) -> None:
        self.setSortingEnabled(False)
        self.columns, self.rows = list(columns), list(rows)
        self.model_.clear()
        self.model_.setHorizontalHeaderLabels([c[0] for c in columns])
        for row in rows:
            self.model_.appendRow(self._items(row[0], row[1:]))
        if totals is not None:
            items = self._items(None, totals)
            for item in items:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.model_.appendRow(items)
        self.setSortingEnabled(totals is None)
        self.horizontalHeader().resizeSections(QHeaderView.ResizeMode.ResizeToContents)
        for i in range(len(columns)):
            if self.columnWidth(i) > 320:
                self.setColumnWidth(i, 320)

    def _items(self, record_id, values) -> list[QStandardItem]:
        items = []
        for value, (_, kind) in zip(values, self.columns):
            item = QStandardItem(display(value, kind))
            item.setData(record_id, IdRole)
            item.setData(_sort_key(value, kind), SortRole)
            if kind in ("cents", "number"):
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            items.append(item)
        return items

    def current_id(self):
        index = self.currentIndex()
        return None if not index.isValid() else self.model_.item(index.row(), 0).data(IdRole)

    def row_values(self, record_id) -> tuple | None:
        return next((r for r in self.rows if r[0] == record_id), None)

    def select_id(self, record_id) -> bool:
        for r in range(self.model_.rowCount()):
            if self.model_.item(r, 0).data(IdRole) == record_id:
                self.selectRow(r)
                return True
        return False
