"""A list's columns share the list's width, so none sits beyond its right edge (a 1366 px desk).

Each column is as wide as its title and contents while there is room; when there is not, the
columns wider than their title give up width in proportion, and only if the titles alone are too
wide do all columns narrow (the cell's full text stays in its tooltip or on a wider window). The
widths follow the list when the window is resized and when new rows are read.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView


class ColumnFitter(QObject):
    def __init__(self, view: QAbstractItemView, caps: dict[int, int] | None = None):
        super().__init__(view)
        self.view, self.caps = view, caps or {}
        self.header: QHeaderView = view.horizontalHeader() if isinstance(view, QTableView) else view.header()
        self.header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.header.setStretchLastSection(True)
        self.timer = QTimer(self, singleShot=True, interval=0)
        self.timer.timeout.connect(self.fit)
        view.viewport().installEventFilter(self)
        self.watch(view.model())

    def watch(self, model) -> None:
        """Refit when the list's rows change (a model set later is watched by calling this again)."""
        if model is None:
            return
        for signal in (model.modelReset, model.rowsInserted, model.layoutChanged):
            signal.connect(self.timer.start)
        self.timer.start()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.Resize:
            self.timer.start()
        return False

    def fit(self) -> None:
        header, room = self.header, self.view.viewport().width()
        columns = [c for c in range(header.count()) if not header.isSectionHidden(c)]
        if not columns or room <= 0:
            return
        titles = {c: header.sectionSizeHint(c) for c in columns}
        wanted = {c: max(titles[c], min(self.view.sizeHintForColumn(c), self.caps.get(c, room))) for c in columns}
        for column, width in shared_widths(titles, wanted, room, header.minimumSectionSize()).items():
            header.resizeSection(column, width)


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


def fit_columns(view: QAbstractItemView, caps: dict[int, int] | None = None) -> ColumnFitter:
    """Keep every column of ``view`` inside it (see the module); ``caps``: column -> the most a
    long text column takes (elided, its whole text in the cell's tip)."""
    return ColumnFitter(view, caps)
