"""A read-only table over a paged query, fetched in batches as the view scrolls.

The core supplies ``fetch(offset, limit, sort_key, descending) -> list[tuple]``
(each row's first value is the record id, not shown) and, optionally,
``count() -> int``. Sorting re-runs the query in SQL with a new order, so a
sort covers every row, not only the rows already fetched.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt

from animaloffice.domain.cells import display

BATCH_SIZE = 100  # rows per fetch: a screenful or three, read in well under a frame
IdRole = Qt.ItemDataRole.UserRole + 1
SortRole = Qt.ItemDataRole.UserRole + 2
RowRole = Qt.ItemDataRole.UserRole + 3


@dataclass(frozen=True)
class Column:
    key: str  # the sort key the core understands
    title: str
    kind: str = "text"  # text | date | cents | number | countdown (days left: 0 is the last day)
    sortable: bool = True
    width: int = 0


class QueryTableModel(QAbstractTableModel):
    def __init__(self, columns: list[Column], parent=None):
        super().__init__(parent)
        self.columns = columns
        self._fetch: Callable | None = None
        self._rows: list[tuple] = []
        self._exhausted = True
        self._sort_key = columns[0].key if columns else ""
        self._descending = False
        self.decorate: Callable[[tuple, int, int], object] | None = None  # (row, column, role) -> value

    # --- source -------------------------------------------------------------------
    def set_source(self, fetch: Callable | None) -> None:
        self.beginResetModel()
        self._fetch = fetch
        self._rows = []
        self._exhausted = fetch is None
        self.endResetModel()
        if fetch is not None:
            self.fetchMore()

    def refresh(self) -> None:
        self.set_source(self._fetch)

    # --- Qt model API -----------------------------------------------------------
    def rowCount(self, parent=QModelIndex()):  # noqa: N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent=QModelIndex()):  # noqa: N802
        return 0 if parent.isValid() else len(self.columns)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        row = self._rows[index.row()]
        col = self.columns[index.column()]
        value = row[index.column() + 1]
        if role == Qt.ItemDataRole.DisplayRole:
            return display(value, col.kind)
        if role == IdRole:
            return row[0]
        if role == SortRole:
            return value
        if role == RowRole:
            return row
        if role == Qt.ItemDataRole.TextAlignmentRole and col.kind in ("cents", "number", "countdown"):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if self.decorate is not None:
            return self.decorate(row, index.column(), role)
        return None

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.columns[section].title
        return None

    def canFetchMore(self, parent=QModelIndex()):  # noqa: N802
        return not parent.isValid() and not self._exhausted

    def fetchMore(self, parent=QModelIndex()):  # noqa: N802
        if parent.isValid() or self._exhausted or self._fetch is None:
            return
        start = len(self._rows)
        batch = list(self._fetch(start, BATCH_SIZE, self._sort_key, self._descending))
        self._exhausted = len(batch) < BATCH_SIZE
        if batch:
            self.beginInsertRows(QModelIndex(), start, start + len(batch) - 1)
            self._rows.extend(batch)
            self.endInsertRows()

    def sort(self, column, order=Qt.SortOrder.AscendingOrder):
        if not (0 <= column < len(self.columns)) or not self.columns[column].sortable:
            return
        key, descending = self.columns[column].key, order == Qt.SortOrder.DescendingOrder
        if (key, descending) == (self._sort_key, self._descending) and self._rows:
            return  # already in that order (a restored header asks again)
        self._sort_key, self._descending = key, descending
        self.refresh()

    # --- helpers --------------------------------------------------------------------
    def record_id(self, row: int) -> int | None:
        return self._rows[row][0] if 0 <= row < len(self._rows) else None

    def row_values(self, row: int) -> tuple | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def row_of(self, record_id: int) -> int:
        for i, r in enumerate(self._rows):
            if r[0] == record_id:
                return i
        return -1
