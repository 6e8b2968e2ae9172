"""A read-only table over a list of rows (a report, a timeline, an owner's animals).

Rows are tuples whose first value is the record id (not shown); columns are
(title, kind) pairs with kind text | date | cents | number. Sorting works on the
values, not on the text shown. The model keeps the rows as they are and words a cell
only when it is drawn, so a report of 200,000 rows costs its tuples and no more, and
rows can be added while a report is still being made.
"""
from __future__ import annotations

from datetime import date

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

from animaloffice.domain.cells import display

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def _sort_key(value, kind: str):
    if kind in ("cents", "number"):
        try:
            return float(value) if value is not None else float("-inf")
        except (TypeError, ValueError):
            return float("-inf")
    if isinstance(value, date):
        return value.isoformat()
    return "" if value is None else str(value).lower()


class RowsModel(QAbstractTableModel):
    """The rows, then the totals row (bold, never sorted away from the end)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.columns: list[tuple[str, str]] = []
        self.rows: list[tuple] = []
        self.totals: tuple | None = None
        self._bold = QFont()
        self._bold.setBold(True)

    def reset(self, columns, rows, totals=None) -> None:
        self.beginResetModel()
        self.columns, self.rows, self.totals = list(columns), list(rows), totals
        self.endResetModel()

    def append(self, rows) -> None:
        """More rows of a report still being made, after those shown (and before any totals)."""
        rows = list(rows)
        if not rows:
            return
        first = len(self.rows)
        self.beginInsertRows(QModelIndex(), first, first + len(rows) - 1)
        self.rows.extend(rows)
        self.endInsertRows()

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else len(self.rows) + (self.totals is not None)

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.columns)

    def value(self, row: int, column: int):
        if row == len(self.rows):
            return self.totals[column]
        return self.rows[row][column + 1]

    def text(self, row: int, column: int) -> str:
        return display(self.value(row, column), self.columns[column][1])

    def record_id(self, row: int):
        return self.rows[row][0] if 0 <= row < len(self.rows) else None

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(index.row(), index.column())
        if role == Qt.ItemDataRole.TextAlignmentRole and self.columns[index.column()][1] in ("cents", "number"):
            return RIGHT
        if role == Qt.ItemDataRole.FontRole and index.row() == len(self.rows):
            return self._bold
        return None

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.columns[section][0]
        return None

    def sort(self, column: int, order=Qt.SortOrder.AscendingOrder) -> None:
        if self.totals is not None or not 0 <= column < len(self.columns):
            return
        kind = self.columns[column][1]
        self.layoutAboutToBeChanged.emit()
        self.rows.sort(key=lambda r: _sort_key(r[column + 1], kind), reverse=order == Qt.SortOrder.DescendingOrder)
        self.layoutChanged.emit()


class RowsTable(QTableView):
    def __init__(self, name: str, parent=None):
        super().__init__(parent)
        self.setObjectName(name)
        self.setAccessibleName(name.replace("_", " "))
        self.model_ = RowsModel(self)
        self.setModel(self.model_)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.verticalHeader().setVisible(False)
        self.horizontalHeader().setStretchLastSection(True)

    @property
    def columns(self) -> list[tuple[str, str]]:
        return self.model_.columns

    @property
    def rows(self) -> list[tuple]:
        return self.model_.rows

    def set_rows(self, columns: list[tuple[str, str]], rows: list[tuple], totals: tuple | None = None) -> None:
        self.setSortingEnabled(False)  # as made, until the person sorts (no sorted column shown)
        self.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.model_.reset(columns, rows, totals)
        self.setSortingEnabled(totals is None)
        self.fit_columns()

    def add_rows(self, rows: list[tuple]) -> None:
        """Rows of a report still being made: shown after the others, as they come."""
        self.model_.append(rows)

    def fit_columns(self) -> None:
        """Columns as wide as what the rows on screen hold, none wider than 320 px (sizing reads
        only the rows in view, so a long report costs no more than a short one)."""
        header = self.horizontalHeader()
        header.setResizeContentsPrecision(50)
        header.resizeSections(QHeaderView.ResizeMode.ResizeToContents)
        for i in range(len(self.columns)):
            if self.columnWidth(i) > 320:
                self.setColumnWidth(i, 320)

    def current_id(self):
        index = self.currentIndex()
        return None if not index.isValid() else self.model_.record_id(index.row())

    def row_values(self, record_id) -> tuple | None:
        return next((r for r in self.rows if r[0] == record_id), None)

    def select_id(self, record_id) -> bool:
        for r, row in enumerate(self.rows):
            if row[0] == record_id:
                self.selectRow(r)
                return True
        return False
