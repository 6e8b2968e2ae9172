"""A read-only table over a paged query, fetched in batches as the view scrolls.

The core supplies ``fetch(offset, limit, sort_key, descending) -> list[tuple]``
(each row's first value is the record id, not shown) and, optionally,
``count() -> int``. Sorting re-runs the query in SQL with a new order, so a
sort covers every row, not only the rows already fetched.

With ``background`` set, pages are read on a worker thread and added when they
arrive, so a list whose filter or order makes a page slow on a big office
(a name typed into the Licenses list, sorted by owner: about a second at a
million licenses) never holds up typing, scrolling or the rest of the window.
A newer source or order stops the read still running for the old one.
``set_source(fetch, now=True)`` and ``fetch_more_now()`` read at once, for a
caller that looks for a row straight after (a record opened from elsewhere);
``set_source(fetch, keep_rows=True)`` leaves the rows shown until the new first
page replaces them (the same list read again after a change: no blank flash).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt, Signal

from animaloffice.domain.cells import display

from ..workers import run_read

BATCH_SIZE = 100  # rows per fetch: a screenful or three, read in well under a frame
IdRole = Qt.ItemDataRole.UserRole + 1
SortRole = Qt.ItemDataRole.UserRole + 2
RowRole = Qt.ItemDataRole.UserRole + 3
DISPLAY, ALIGNMENT = int(Qt.ItemDataRole.DisplayRole), int(Qt.ItemDataRole.TextAlignmentRole)
# roles no list answers (``decorate`` is not asked them): an icon, a check box, a size of its own
NEVER_ASKED = frozenset(int(r) for r in (Qt.ItemDataRole.DecorationRole, Qt.ItemDataRole.CheckStateRole,
                                         Qt.ItemDataRole.SizeHintRole))
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
RIGHT_ALIGNED = frozenset(("cents", "number", "countdown"))


@dataclass(frozen=True)
class Column:
    key: str  # the sort key the core understands
    title: str
    kind: str = "text"  # text | date | cents | number | countdown (days left: 0 is the last day)
    sortable: bool = True
    width: int = 0


class QueryTableModel(QAbstractTableModel):
    loading_changed = Signal(bool)  # a page is being read in the background (True), or no longer
    first_page_loaded = Signal()  # a new source's (or order's) first page is in the list
    read_failed = Signal(str)  # a background read failed; the list stops where it is

    def __init__(self, columns: list[Column], parent=None, *, background: bool = False):
        super().__init__(parent)
        self.columns = columns
        self.background = background
        self._fetch: Callable | None = None
        self._rows: list[tuple] = []
        self._exhausted = True
        self._sort_key = columns[0].key if columns else ""
        self._descending = False
        self._task = None  # the background read in progress
        self._replacing = False  # the rows shown are the old source's, until its first page is in
        self._generation = 0  # bumped by every new source or stopped read: late pages are dropped
        # (row, column, role) -> value, for the roles the model does not answer itself but those
        # of NEVER_ASKED: a colour, a font, a background, a tooltip
        self.decorate: Callable[[tuple, int, int], object] | None = None

    # --- source -------------------------------------------------------------------
    def set_source(self, fetch: Callable | None, *, now: bool = False, keep_rows: bool = False) -> None:
        """List ``fetch``'s rows from the first; ``now``: read the first page before returning;
        ``keep_rows`` (a background read): show the rows there are until that page is in."""
        self._stop_reading()
        if keep_rows and self.background and not now and fetch is not None and self._rows:
            self._fetch, self._replacing, self._exhausted = fetch, True, False
            self._fetch_next(True)
            return
        self._replacing = False
        self.beginResetModel()
        self._fetch = fetch
        self._rows = []
        self._exhausted = fetch is None
        self.endResetModel()
        if fetch is not None:
            self._fetch_next(self.background and not now)

    def refresh(self, *, now: bool = False) -> None:
        self.set_source(self._fetch, now=now)

    @property
    def loading(self) -> bool:
        return self._task is not None

    def fetch_more_now(self) -> None:
        """The next page, read before returning (a page being read in the background is
        stopped and read here instead)."""
        self._stop_reading()
        self._fetch_next(False)

    def _fetch_next(self, in_background: bool) -> None:
        if self._exhausted or self._fetch is None or self._task is not None:
            return
        start, fetch = 0 if self._replacing else len(self._rows), self._fetch
        args = (start, BATCH_SIZE, self._sort_key, self._descending)
        if not in_background:
            self._add(start, list(fetch(*args)))
            return
        generation = self._generation
        self._task = run_read(lambda: (generation, start, list(fetch(*args))), self._read_done, self._read_failed,
                              tag=generation)
        self.loading_changed.emit(True)

    def _read_done(self, result: tuple) -> None:
        generation, start, batch = result
        if generation != self._generation:
            return  # for a source or order since replaced
        self._task = None
        self._add(start, batch)
        self.loading_changed.emit(False)

    def _read_failed(self, exc: BaseException) -> None:
        if getattr(exc, "read_tag", None) != self._generation:
            return  # stopped, or for a source or order since replaced
        self._task = None
        self._exhausted = True
        if self._replacing:  # the old rows are not what was asked for
            self._replacing = False
            self.beginResetModel()
            self._rows = []
            self.endResetModel()
        self.loading_changed.emit(False)
        self.read_failed.emit(str(exc) or type(exc).__name__)

    def _stop_reading(self) -> None:
        self._generation += 1
        if self._task is not None:
            task, self._task = self._task, None
            task.cancel()
            self.loading_changed.emit(False)

    def _add(self, start: int, batch: list) -> None:
        self._exhausted = len(batch) < BATCH_SIZE
        if self._replacing:
            self._replacing = False
            self.beginResetModel()
            self._rows = list(batch)
            self.endResetModel()
        elif batch:
            self.beginInsertRows(QModelIndex(), start, start + len(batch) - 1)
            self._rows.extend(batch)
            self.endInsertRows()
        if start == 0:
            self.first_page_loaded.emit()

    # --- Qt model API -----------------------------------------------------------
    def rowCount(self, parent=QModelIndex()):  # noqa: N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent=QModelIndex()):  # noqa: N802
        return 0 if parent.isValid() else len(self.columns)

    def data(self, index, role=DISPLAY):
        # asked of every cell each time the view measures or paints it (~8 roles a cell, a refit of
        # the columns measures every cell on screen): the common answers come first, from ints
        if role in NEVER_ASKED:
            return None
        rows, r = self._rows, index.row()
        if r >= len(rows) or not index.isValid():
            return None
        row, c = rows[r], index.column()
        if role == DISPLAY:
            return display(row[c + 1], self.columns[c].kind)
        if role == IdRole:
            return row[0]
        if role == SortRole:
            return row[c + 1]
        if role == RowRole:
            return row
        if role == ALIGNMENT and self.columns[c].kind in RIGHT_ALIGNED:
            return RIGHT
        if self.decorate is not None:
            return self.decorate(row, c, role)
        return None

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.columns[section].title
        return None

    def canFetchMore(self, parent=QModelIndex()):  # noqa: N802
        return not parent.isValid() and not self._exhausted and not self._replacing

    def fetchMore(self, parent=QModelIndex()):  # noqa: N802
        if not parent.isValid():
            self._fetch_next(self.background)

    def sort(self, column, order=Qt.SortOrder.AscendingOrder):
        if not (0 <= column < len(self.columns)) or not self.columns[column].sortable:
            return
        key, descending = self.columns[column].key, order == Qt.SortOrder.DescendingOrder
        if (key, descending) == (self._sort_key, self._descending) and self._rows:
            return  # already in that order (a restored header asks again)
        self._sort_key, self._descending = key, descending
        # the rows stay until the new order's first page replaces them: one reset, no blank list
        self.set_source(self._fetch, keep_rows=True)

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
