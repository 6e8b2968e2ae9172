"""A list's columns share the list's width, so none sits beyond its right edge (a 1366 px desk).

Each column is as wide as its title and contents while there is room; when there is not, the
columns wider than their title give up width in proportion, and only if the titles alone are too
wide do all columns narrow (the cell's full text stays in its tooltip or on a wider window). The
widths follow the list when the window is resized and when new rows are read.

A column the clerk widens or narrows by hand keeps that width (and, for a list with a settings
key, keeps it the next time the window opens); the other columns share what is left, their titles
shortened if need be. Only when they would be narrower than the narrowest a column may be does a
hand-set column give way, so the list still ends inside the window. The columns a list names ``whole`` are held at their contents' width the same way. The title row's menu (right-click) fits every column again.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

from .. import settings


class ColumnFitter(QObject):
    def __init__(self, view: QAbstractItemView, caps: dict[int, int] | None = None, key: str | None = None,
                 whole: tuple[int, ...] = ()):
        super().__init__(view)
        self.view, self.caps, self.key, self.whole = view, caps or {}, key, whole
        self.header: QHeaderView = view.horizontalHeader() if isinstance(view, QTableView) else view.header()
        self.header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.header.setStretchLastSection(True)
        self.by_hand: dict[int, int] = read_widths(settings.load(key)) if key else {}
        self.dragging = self.fitting = False
        self.timer = QTimer(self, singleShot=True, interval=0)
        self.timer.timeout.connect(self.fit)
        self.header_port = self.header.viewport()
        view.viewport().installEventFilter(self)
        self.header_port.installEventFilter(self)
        self.header.sectionResized.connect(self._resized)
        self.header.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.refit = QAction(self.tr("Fit the columns to the list again"),
                             self.header, objectName="fit_columns_again")
        self.refit.triggered.connect(self.forget_hand_widths)
        self.header.addAction(self.refit)
        self.watch(view.model())

    def watch(self, model) -> None:
        """Refit when the list's rows change (a model set later is watched by calling this again)."""
        if model is None:
            return
        # a list replaced (a new order's first page) is fitted before the view paints it: waiting
        # for the next turn of the event loop painted it twice, at the old widths and then at the
        # new. Rows inserted are fitted at the next turn, once their cells are filled (a
        # QTableWidget fills them after), and not at all below the list's edge (the next page,
        # read as the clerk scrolls, changes nothing on screen).
        for signal in (model.modelReset, model.layoutChanged):
            signal.connect(self._rows_changed)
        model.rowsInserted.connect(self._rows_added)
        self.timer.start()

    def _rows_added(self, _parent, first: int, _last: int) -> None:
        try:
            last_shown = (self.view.rowAt(self.view.viewport().height() - 1) if isinstance(self.view, QTableView)
                          else -1)
        except RuntimeError:  # the list is being destroyed (a QTableWidget's rows go as it goes)
            return
        if last_shown < 0 or first <= last_shown:  # the list not yet full, or the rows in view
            self.timer.start()

    def _rows_changed(self, *_args) -> None:
        try:
            shown = self.view.isVisible()
        except RuntimeError:  # as above
            return
        if shown:
            self.fit()
        else:
            self.timer.start()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt name)
        kind = event.type()
        if obj is self.header_port:
            if kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick):
                self.dragging = event.button() == Qt.MouseButton.LeftButton  # a drag or a double-click on an edge
            elif kind == QEvent.Type.MouseButtonRelease and self.dragging:
                self.dragging = False
                self._save()
                self.timer.start()
        elif kind == QEvent.Type.Resize:
            self.timer.start()
        return False

    def _resized(self, column: int, _old: int, new: int) -> None:
        """A section resized while the clerk's mouse is on the header is theirs to keep (the
        last column stretches to the list's edge, so it is never held)."""
        if self.dragging and not self.fitting and column != self._last():
            self.by_hand[column] = new

    def _last(self) -> int:
        shown = [c for c in range(self.header.count()) if not self.header.isSectionHidden(c)]
        return max(shown, key=self.header.visualIndex) if shown else -1

    def _save(self) -> None:
        if self.key:
            settings.save(self.key, write_widths(self.by_hand))

    def forget_hand_widths(self) -> None:
        self.by_hand.clear()
        self._save()
        self.timer.start()

    def fit(self) -> None:
        header, room = self.header, self.view.viewport().width()
        columns = [c for c in range(header.count()) if not header.isSectionHidden(c)]
        if not columns or room <= 0:
            return
        # contents measured in the rows on screen, not the first 1,000 (Qt's default): a batch of
        # rows scrolled in refits the columns, and measuring 1,000 rows each time took ~50 ms a
        # batch. Set at each fit: a header's saved state, restored, brings its own back.
        header.setResizeContentsPrecision(0 if self.view.isVisible() else 100)  # hidden: 0 would read every row
        titles = {c: header.sectionSizeHint(c) for c in columns}
        wanted = {c: max(titles[c], min(self.view.sizeHintForColumn(c), self.caps.get(c, room))) for c in columns}
        fixed = {c: wanted[c] for c in self.whole if c in titles}  # read whole: a date, a number, a name
        fixed.update({c: w for c, w in self.by_hand.items() if c in titles})
        widths = widths_beside_hand_set(titles, wanted, fixed, room, header.minimumSectionSize())
        self.fitting = True
        try:
            for column, width in widths.items():
                header.resizeSection(column, width)
        finally:
            self.fitting = False


def widths_beside_hand_set(titles: dict[int, int], wanted: dict[int, int], by_hand: dict[int, int],
                           room: int, least: int) -> dict[int, int]:
    """The hand-set columns at their width and the others sharing the rest (``shared_widths``:
    their titles narrowed if need be); when the others would be narrower than ``least`` beside
    them, every column shares the room, the hand-set ones counted at their width."""
    free = {c: titles[c] for c in titles if c not in by_hand}
    rest = room - sum(by_hand.values())
    if rest >= least * len(free):
        widths = shared_widths(free, {c: wanted[c] for c in free}, rest, least) if free else {}
        return {**widths, **by_hand}
    return shared_widths({c: min(titles[c], by_hand.get(c, titles[c])) for c in titles},
                         {**wanted, **by_hand}, room, least)


def shared_widths(titles: dict[int, int], wanted: dict[int, int], room: int, least: int) -> dict[int, int]:
    """Widths adding up to no more than ``room``: ``wanted`` when they fit, else each column's
    title plus its share of what is left, else the titles narrowed in proportion down to
    ``least`` (the header's narrowest column)."""
    if sum(wanted.values()) <= room:
        return dict(wanted)
    spare = room - sum(titles.values())
    if spare < 0:
        above = {c: max(0, titles[c] - least) for c in titles}
        share = max(0, room - least * len(titles))
        return {c: least + above[c] * share // (sum(above.values()) or 1) for c in titles}
    extra = {c: wanted[c] - titles[c] for c in titles}
    total = sum(extra.values()) or 1
    return {c: titles[c] + extra[c] * spare // total for c in titles}


def read_widths(text) -> dict[int, int]:
    """``"0:120,3:200"`` (as saved) -> {0: 120, 3: 200}; anything unreadable is no hand-set width."""
    widths: dict[int, int] = {}
    for part in str(text or "").split(","):
        column, _, width = part.partition(":")
        if column.strip().isdigit() and width.strip().isdigit():
            widths[int(column)] = int(width)
    return widths


def write_widths(widths: dict[int, int]) -> str:
    return ",".join(f"{c}:{w}" for c, w in sorted(widths.items()))


def fit_columns(view: QAbstractItemView, caps: dict[int, int] | None = None, key: str | None = None,
                whole: tuple[int, ...] = ()) -> ColumnFitter:
    """Keep every column of ``view`` inside it (see the module); ``caps``: column -> the most a
    long text column takes (elided, its whole text in the cell's tip); ``key``: where the widths
    the clerk sets by hand are kept between starts; ``whole``: the columns read at a glance (a
    due date, a license number, a phone) kept as wide as their contents while the others' titles
    still fit beside them, the long text columns giving up the width."""
    return ColumnFitter(view, caps, key, whole)
