"""The kennel board: one tile per kennel, coloured by the state of the animal in it."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QGridLayout, QLabel, QPushButton, QScrollArea, QSizePolicy,
                               QVBoxLayout, QWidget)

from animaloffice.domain.impound import KENNEL_STATES
from animaloffice.queries.impounds import KennelCell

COLOURS = {  # state -> (background, text)
    "empty": ("#f1f1f1", "#666666"),
    "in_hold": ("#fde2e1", "#5c1010"),
    "notified": ("#dbe9fb", "#0d2f5c"),
    "hold_ends_today": ("#ffd8a8", "#5c3000"),
    "available": ("#d3f2d3", "#124d12"),
    "quarantine": ("#e7d7f7", "#3d1466"),
}
KIND_LABELS = {"run": "Run", "cage": "Cage", "isolation": "Isolation", "quarantine": "Quarantine"}
COLUMNS = 5


def tile_text(cell: KennelCell) -> str:
    head = f"{cell.code} · {KIND_LABELS.get(cell.kind, cell.kind)}"
    if cell.impound_id is None:
        return f"{head}\n(empty)"
    short = cell.animal.split(",")[0]  # "Pepper (dog)": the rest is in the tooltip
    lines = [head, short, f"{cell.impound_number} · {cell.days_held} day{'s' if cell.days_held != 1 else ''}"]
    if cell.state == "quarantine" and cell.quarantine_until:
        lines.append(f"Quarantine to {cell.quarantine_until:%m/%d}")
    elif cell.disposition_from:
        lines.append(f"Hold ends {cell.hold_last_day:%m/%d}" if cell.state != "available"
                     else f"Available since {cell.disposition_from:%m/%d}")
    lines.append(KENNEL_STATES[cell.state])
    return "\n".join(lines)


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
        self.setMinimumSize(180, 112)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        who = cell.animal or "empty"
        self.setAccessibleName(f"Kennel {cell.code}, {who}, {KENNEL_STATES[cell.state]}")
        if cell.impound_id is not None:
            self.setToolTip("\n".join(x for x in (cell.animal, f"Owner: {cell.owner}" if cell.owner else "",
                                                   cell.jurisdiction) if x))


class KennelBoard(QWidget):
    """Tiles in a grid; clicking a full kennel opens its impound, an empty one starts an intake."""

    impound_clicked = Signal(int)
    empty_clicked = Signal(int)  # kennel id

    def __init__(self, parent=None):
        super().__init__(parent)
        self.tiles: list[KennelTile] = []
        self.grid_host = QWidget()
        self.grid = QGridLayout(self.grid_host)
        self.grid.setSpacing(6)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.grid_host)
        self.empty_label = QLabel("No kennels are set up yet. Use Tools › Kennel intake › Set up kennels.")
        self.empty_label.setWordWrap(True)
        legend = QGridLayout()
        for i, (state, text) in enumerate(KENNEL_STATES.items()):
            back, fore = COLOURS[state]
            chip = QLabel(text)
            chip.setStyleSheet(f"background: {back}; color: {fore}; border: 1px solid #999; padding: 2px 6px;")
            legend.addWidget(chip, i // 3, i % 3)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(legend)
        layout.addWidget(self.empty_label)
        layout.addWidget(scroll, 1)

    def set_cells(self, cells: list[KennelCell]) -> None:
        for tile in self.tiles:
            self.grid.removeWidget(tile)
            tile.hide()
            tile.deleteLater()
        self.tiles = []
        self.empty_label.setVisible(not cells)
        for i, cell in enumerate(cells):
            tile = KennelTile(cell, self.grid_host)
            tile.clicked.connect(lambda _=False, c=cell: self._clicked(c))
            self.grid.addWidget(tile, i // COLUMNS, i % COLUMNS)
            self.tiles.append(tile)

    def tile(self, code: str) -> KennelTile | None:
        return next((t for t in self.tiles if t.cell.code == code), None)

    def _clicked(self, cell: KennelCell) -> None:
        if cell.impound_id is not None:
            self.impound_clicked.emit(cell.impound_id)
        else:
            self.empty_clicked.emit(cell.kennel_id)

