"""The Owners tab: find a person or organisation, then everything about them on one screen.

Other tabs reach it with ``ctx.open_record.emit("owner_history", owner_id)`` (the
Licenses tab opens plain "owner" records first), or "violation" for a violation.
When an owner, license, animal, impound or permit is opened in another tab, this tab
follows: switching to it (Ctrl+5) shows that person's whole history.
"""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from animaloffice.queries import owners as q
from animaloffice.queries.records import owner_of_violation

from ..modal import run_modal
from ..models.query_table_model import Column, IdRole, QueryTableModel
from ..reports.export_list import export_model
from ..widgets.fit_columns import fit_columns
from .dialogs import OwnerDialog
from .record import OwnerRecord

COLUMNS = [Column("name", "Name"), Column("address", "Address"), Column("phone", "Phone"),
           Column("animals", "Animals", "number"), Column("licenses", "Licenses", "number"),
           Column("violations", "Violations", "number"), Column("status", "", sortable=False)]
MAX_PAGES_TO_FIND = 50  # pages of the list read to find an owner opened from elsewhere


class OwnersTab(QWidget):
    title = "Owners"
    handles = ("owner", "owner_history", "violation")

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.setObjectName("owners_tab")
        self.filter = QLineEdit(objectName="owner_filter")
        self.filter.setPlaceholderText(self.tr("Filter by name, e-mail or phone"))
        self.filter.setAccessibleName(self.tr("Filter owners"))
        self.filter.setClearButtonEnabled(True)
        self.show_merged = QCheckBox(self.tr("Sh&ow merged and void"), objectName="show_merged")
        self.new_button = QPushButton(self.tr("&New owner…"), objectName="new_owner")
        self.new_button.setShortcut(QKeySequence("Ctrl+N"))
        self.new_button.clicked.connect(self.new_owner)
        self.model = QueryTableModel(COLUMNS, self, background=True)
        self.model.first_page_loaded.connect(self._select_current_if_listed)
        self.table = QTableView(objectName="owner_list")
        self.table.setAccessibleName(self.tr("Owners"))
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)  # A to Z (Qt's header starts at Z to A)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        fit_columns(self.table, key="owners/widths", whole=(0,))  # the name; the rest in the record beside
        self.table.selectionModel().currentRowChanged.connect(self._row_changed)
        self.record = OwnerRecord(ctx)
        self.record.owner_opened.connect(self.open_owner)
        self.timer = QTimer(self, singleShot=True, interval=200)
        self.timer.timeout.connect(lambda: self.refresh(typed=True))
        self.filter.textChanged.connect(lambda _: self.timer.start())
        self.show_merged.toggled.connect(lambda _: self.refresh())

        left = QWidget()
        llay = QVBoxLayout(left)
        row = QHBoxLayout()
        row.addWidget(self.filter, 1)
        row.addWidget(self.new_button)
        llay.addLayout(row)
        llay.addWidget(self.show_merged)
        llay.addWidget(self.table, 1)
        self.splitter = QSplitter(objectName="owners_splitter")
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.record)
        self.splitter.setSizes([500, 780])  # room for every column of the list at 1366 px
        layout = QVBoxLayout(self)
        layout.addWidget(self.splitter)
        ctx.jurisdiction_changed.connect(lambda _: (self.record.clear(), self.refresh()))
        ctx.data_changed.connect(self._data_changed)
        ctx.open_record.connect(self._follow)
        self.pending: tuple[str, int] | None = None
        self._stale = False  # the office changed records while the tab was hidden
        self.refresh()

    # --- following the person opened elsewhere ------------------------------------------
    def _follow(self, kind: str, record_id: int) -> None:
        """Remember the owner of a record opened in another tab (search hit, license, animal,
        impound); the Owners tab shows that person's whole history when it is next shown."""
        if kind in ("owner", "license", "animal", "impound", "permit"):
            self.pending = (kind, record_id)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().showEvent(event)
        stale, self._stale = self._stale, False
        if self.pending is not None:
            kind, record_id = self.pending
            self.pending = None
            owner_id = q.owner_of(kind, record_id)
            if owner_id is not None and owner_id != self.record.owner_id:
                self.open_owner(owner_id)
                return
        if stale and self.record.owner_id is not None:
            self.record.reload()  # as the office left it (an edit would otherwise meet an old version)

    def refresh(self, *, typed: bool = False) -> None:
        """``typed``: the first page is read in the background, so typing a name never waits for
        the list; otherwise at once, and the owner on screen is looked for further down it."""
        self.model.set_source(q.owner_fetcher(self.ctx.jurisdiction_id, self.filter.text(),
                                              self.show_merged.isChecked()), now=not typed)
        if self.record.owner_id is not None and not typed:
            row = self._row_for(self.record.owner_id)
            if row >= 0:
                self.table.selectRow(row)
                self.table.scrollTo(self.model.index(row, 0))

    def _select_current_if_listed(self) -> None:
        """A new first page: the owner on screen stays selected when it is on it."""
        row = self.model.row_of(self.record.owner_id) if self.record.owner_id is not None else -1
        if row >= 0:
            self.table.selectRow(row)

    def _data_changed(self, table: str) -> None:
        self.refresh()
        if self.record.owner_id is not None and self.isVisible():
            self.record.reload()
        else:
            self._stale = True  # read when the tab is shown again

    def _row_changed(self, current, _previous) -> None:
        if current.isValid():
            owner_id = self.model.data(current, IdRole)
            if owner_id != self.record.owner_id:
                self.record.load(owner_id)

    def _row_for(self, owner_id: int) -> int:
        """The list row of an owner, reading further pages of the list until it is found."""
        row = self.model.row_of(owner_id)
        pages = 0
        while row < 0 and self.model.canFetchMore() and pages < MAX_PAGES_TO_FIND:
            self.model.fetch_more_now()
            pages += 1
            row = self.model.row_of(owner_id)
        return row

    def open_owner(self, owner_id: int) -> None:
        """Show the owner's record and select them in the list. The list's filter is cleared
        only when it hides them, and merged and void records are shown only for such a record."""
        row = self._row_for(owner_id)
        if row < 0 and self.filter.text():
            self.filter.blockSignals(True)
            self.filter.clear()
            self.filter.blockSignals(False)
            self.refresh()
            row = self._row_for(owner_id)
        if row < 0 and not self.show_merged.isChecked() and q.owner_status(owner_id):
            self.show_merged.setChecked(True)
            row = self._row_for(owner_id)
        if row >= 0:
            self.table.selectRow(row)
            self.table.scrollTo(self.model.index(row, 0))
        self.record.load(owner_id)

    def show_record(self, kind: str, record_id: int) -> None:
        self.pending = None
        if kind in ("owner", "owner_history"):
            self.open_owner(record_id)
        elif kind == "violation":
            owner_id = owner_of_violation(record_id)
            if owner_id is not None:
                self.open_owner(owner_id)
                self.record.show_violation(record_id)

    def new_owner(self) -> bool:
        dialog = OwnerDialog(self.ctx, None, self)
        if run_modal(dialog) and dialog.result_value is not None:
            self.ctx.changed("owner")
            self.open_owner(dialog.result_value.id)
            return True
        return False

    def export_list(self, path: str | None = None):
        return export_model(self, self.ctx, self.model, what="owner list", suggested_name="owners.csv", path=path)

    def menu_actions(self) -> list[QAction]:
        new = QAction(self.tr("&New owner…"), self)
        new.triggered.connect(self.new_owner)
        export = QAction(self.tr("&Export the owner list to CSV…"), self)
        export.triggered.connect(lambda: self.export_list())
        return [new, export]
