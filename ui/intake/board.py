"""The kennel board: one tile per kennel, coloured by the state of the animal in it."""
from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from animaloffice.domain.impound import KENNEL_STATES
from animaloffice.queries.impounds import KennelCell

COLOURS = {  # state -> (background, text)
    "empty": ("#f1f1f1", "#666666"),
    "in_hold": ("#fde2e1", "#5c1010"),
    "notified": ("#dbe9fb", "#0d2f5c"),
    "hold_ends_today": ("#ffd8a8", "#5c3000"),
    "not_notified": ("#f7b9b9", "#4d0808"),
    "stayed": ("#fff1b8", "#4d3d00"),
    "available": ("#d3f2d3", "#124d12"),
    "quarantine": ("#e7d7f7", "#3d1466"),
    "exam_due": ("#f5c6ec", "#4d0f43"),
    "in_care": ("#e3f0ec", "#123d33"),
}
KIND_LABELS = {"run": "Run", "cage": "Cage", "isolation": "Isolation", "quarantine": "Quarantine"}
SHORT_STATES = {  # the tile's state line; the legend and the tooltip have the full words
    "in_hold": "Owner not notified", "notified": "Owner notified", "hold_ends_today": "Hold ends today",
    "not_notified": "Blocked: not notified", "stayed": "Disposition stayed", "exam_due": "Vet exam due",
    "available": "", "quarantine": "", "in_care": "In care, no hold",
}
ACTION_TEXT = {  # the action that clears a blocker (queries' KennelCell.action), short enough for a tile
    "impound_notice": "Send owner notice", "posting": "Post the notice",
    "seizure_notice": "Give seizure notice", "set_owner": "Record the owner",
    "quarantine_notice": "Quarantine notice", "vet_certificate": "Record vet's exam",
    "end_claim": "End claim if decided",
}
COLUMNS = 5  # until the board knows its width
TILE_MIN_WIDTH = 150
SPACING = 6


def tile_text(cell: KennelCell) -> str:
    head = f"{cell.code} · {KIND_LABELS.get(cell.kind, cell.kind)}"
    if cell.impound_id is None:
        return f"{head}\n(empty)"
    short = cell.animal.split(",")[0]  # "Pepper (dog)": the rest is in the tooltip
    days = f"{cell.days_held} day{'s' if cell.days_held != 1 else ''}"
    lines = [f"{head} · {days}", short, cell.impound_number]
    if cell.intake_kind:  # a surrender or a transfer in: no hold to show
        lines.append(cell.intake_kind)
    if cell.state == "quarantine" and cell.quarantine_until:
        lines.append(f"Quarantine to {cell.quarantine_until:%m/%d}")
    lines.extend(hold_lines(cell))
    state = SHORT_STATES.get(cell.state, KENNEL_STATES[cell.state])
    if state:
        lines.append(state)
    if cell.action in ACTION_TEXT:
        lines.append(f"→ {ACTION_TEXT[cell.action]}")
    return "\n".join(lines)


def hold_lines(cell: KennelCell) -> list[str]:
    """T-6C: the board shows both dates, the hold's last day and the first day of disposition
    (a line each, so they fit the narrowest tile)."""
    if not cell.disposition_from:
        return []
    available = cell.state == "available"
    over = available or cell.state == "not_notified"  # the hold is over, the notice missing
    out = []
    if cell.hold_last_day:
        out.append(f"Hold {'ended' if over else 'ends'} {cell.hold_last_day:%m/%d}")
    out.append(f"Available since {cell.disposition_from:%m/%d}" if available
               else f"Dispose from {cell.disposition_from:%m/%d}")
    return out


class KennelTile(QPushButton):
    def __init__(self, cell: KennelCell, parent=None):
        super().__init__(tile_text(cell), parent)
        self.cell = cell
        back, fore = COLOURS.get(cell.state, COLOURS["empty"])
        self.setObjectName(f"kennel_{cell.code}")
        self.setProperty("state", cell.state)
        self.setStyleSheet(f"QPushButton {{ background: {back}; color: {fore}; border: 1px solid #999;"
                           f" border-radius: 4px; padding: 6px; text-align: left; }}"
                           f"QPushButton:focus {{ border: 2px solid #1a5fb4; }}")
        self.setMinimumSize(TILE_MIN_WIDTH, 112)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        who = cell.animal or "empty"
        self.setAccessibleName(self.tr('Kennel {0}, {1}, {2}').format(cell.code, who, KENNEL_STATES[cell.state]))
        if cell.impound_id is not None:
            blocker = f"Blocked: {cell.blocker}" if cell.blocker else ""
            self.setToolTip("\n".join(x for x in (cell.animal, cell.dangerous_dog,
                                                   f"Owner: {cell.owner}" if cell.owner else "",
                                                   cell.jurisdiction, KENNEL_STATES[cell.state], blocker) if x))


class Legend(QWidget):
    """The kennel states' colours. Its chips wrap on a narrow board; the height each then needs
    is its minimum, so the splitter above the list never cuts the words off."""

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        for chip in self.findChildren(QLabel):
            need = chip.heightForWidth(chip.width())
            if need != chip.minimumHeight():
                chip.setMinimumHeight(need)


class KennelBoard(QWidget):
    """Tiles in a grid that reflows to the width it is given (no tile is cut off), under a
    heading per facility when more than one is shown; clicking a full kennel opens its
    impound, an empty one starts an intake."""

    impound_clicked = Signal(int)
    empty_clicked = Signal(int)  # kennel id

    def __init__(self, parent=None):
        super().__init__(parent)
        self.tiles: list[KennelTile] = []
        self.headings: list[QLabel] = []
        self.cells: list[KennelCell] = []
        self.columns = COLUMNS
        self.grid_host = QWidget()
        self.grid = QGridLayout(self.grid_host)
        self.grid.setSpacing(SPACING)
        self.grid.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setWidget(self.grid_host)
        self.scroll.setMinimumHeight(42)  # a row of tiles, scrolling, on a small screen
        self.scroll.viewport().installEventFilter(self)
        self.empty_label = QLabel(self.tr('No kennels are set up yet. Use Tools › Kennel intake › Set up kennels.'))
        self.empty_label.setWordWrap(True)
        legend_box = Legend()
        legend = QGridLayout(legend_box)
        legend.setContentsMargins(0, 0, 0, 0)
        for i, (state, text) in enumerate(KENNEL_STATES.items()):
            back, fore = COLOURS[state]
            chip = QLabel(text)
            chip.setWordWrap(True)  # the longer states wrap: the board keeps fitting a narrow window
            chip.setStyleSheet(f"background: {back}; color: {fore}; border: 1px solid #999; padding: 2px 6px;")
            legend.addWidget(chip, i // 3, i % 3)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(legend_box)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.scroll, 1)

    def columns_for(self, width: int) -> int:
        margins = self.grid.contentsMargins()
        room = width - margins.left() - margins.right() + SPACING
        return max(1, room // (TILE_MIN_WIDTH + SPACING))

    def eventFilter(self, watched, event):  # noqa: N802 (Qt name)
        if watched is self.scroll.viewport() and event.type() == QEvent.Type.Resize:
            columns = self.columns_for(event.size().width())
            if columns != self.columns:
                self.columns = columns
                self._place()
        return super().eventFilter(watched, event)

    def set_cells(self, cells: list[KennelCell]) -> None:
        for w in self.tiles + self.headings:
            self.grid.removeWidget(w)
            w.hide()
            w.deleteLater()
        self.tiles, self.headings, self.cells = [], [], list(cells)
        self.empty_label.setVisible(not cells)
        self.columns = self.columns_for(self.scroll.viewport().width()) if self.isVisible() else self.columns
        for cell in cells:
            tile = KennelTile(cell, self.grid_host)
            tile.clicked.connect(lambda _=False, c=cell: self._clicked(c))
            self.tiles.append(tile)
        if len({c.facility_id for c in cells}) > 1:
            for name in dict.fromkeys(c.facility for c in cells):
                heading = QLabel(f"<b>{escape(name)}</b>", self.grid_host)
                heading.setObjectName("facility_heading")
                self.headings.append(heading)
        self._place()

    def _place(self) -> None:
        """Put the headings and tiles in rows of `self.columns`."""
        for w in self.tiles + self.headings:
            self.grid.removeWidget(w)
        row, col, facility = 0, 0, None
        headings = iter(self.headings)
        for tile in self.tiles:
            if self.headings and tile.cell.facility_id != facility:
                if col:
                    row, col = row + 1, 0
                self.grid.addWidget(next(headings), row, 0, 1, self.columns)
                row, facility = row + 1, tile.cell.facility_id
            self.grid.addWidget(tile, row, col)
            col += 1
            if col == self.columns:
                row, col = row + 1, 0

    def tile(self, code: str, facility: str | None = None) -> KennelTile | None:
        return next((t for t in self.tiles if t.cell.code == code
                     and (facility is None or t.cell.facility == facility)), None)

    def _clicked(self, cell: KennelCell) -> None:
        if cell.impound_id is not None:
            self.impound_clicked.emit(cell.impound_id)
        else:
            self.empty_clicked.emit(cell.kennel_id)
