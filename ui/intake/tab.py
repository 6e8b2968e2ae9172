"""The Kennel intake tab: the kennel board, the list of impounds, and the impound on the right."""
from __future__ import annotations

from datetime import date

from PySide6.QtCore import QByteArray, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from animaloffice.domain.statuses import ImpoundStatus
from animaloffice.queries.impounds import impound_list, kennel_board
from animaloffice.services.kennels import list_facilities

from .. import settings
from ..modal import show_window
from ..models.query_table_model import Column, IdRole, QueryTableModel
from ..widgets.attachments import AttachmentStrip
from ..widgets.fit_columns import fit_columns
from .board import KennelBoard
from .detail import ImpoundPanel, _alive

STATUS_FILTERS = (("Held now", ImpoundStatus.HELD), ("All impounds", ""),
                  ("Released to owner", ImpoundStatus.RELEASED), ("Disposed", ImpoundStatus.DISPOSED),
                  ("Returned in the field", ImpoundStatus.RETURNED_IN_FIELD))
COLUMNS = [Column("number", "Impound"), Column("impounded_on", "Taken in", "date"), Column("animal", "Animal"),
           Column("species", "Species"), Column("owner", "Owner"), Column("status", "Status"),
           Column("hold_last_day", "Hold ends", "date"), Column("outcome", "Outcome", sortable=False),
           Column("outcome_on", "Outcome date", "date")]


# what the board and an impound's panel show: the impound, its kennel, animal and owner, what
# reclaim needs (license, certificate, charges paid), its notices and claims
WATCHED = {"", "impound", "kennel", "facility", "license", "owner", "animal", "vaccination", "charge",
           "payment", "notice", "service_attempt", "seizure_claim", "attachment"}


class IntakeTab(QWidget):
    title = "Kennel intake"
    handles = ("impound",)

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.today = date.today  # replaced in tests to show the board as of a day
        self.setObjectName("intake_tab")
        self.facility_box = QComboBox(objectName="facility_box")
        self.facility_box.setAccessibleName(self.tr('Facility'))
        self.facility_box.currentIndexChanged.connect(lambda _: self.refresh_board())
        self.new_button = QPushButton(self.tr('&New intake…'), objectName="new_intake")
        self.new_button.setToolTip(self.tr('Take an animal in (Ctrl+I)'))
        self.new_button.clicked.connect(lambda: self.open_intake_dialog())
        refresh = QPushButton(self.tr('Refresh'), objectName="refresh_board")
        refresh.setToolTip(self.tr('F5'))
        refresh.clicked.connect(self.refresh)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr('Facility:')))
        top.addWidget(self.facility_box)
        top.addStretch(1)
        top.addWidget(self.new_button)
        top.addWidget(refresh)

        self.board = KennelBoard()
        self.board.impound_clicked.connect(self.show_impound)
        self.board.empty_clicked.connect(lambda kennel_id: self.open_intake_dialog(kennel_id))
        self.status_box = QComboBox(objectName="status_filter")
        self.status_box.setAccessibleName(self.tr('Show'))
        for text, code in STATUS_FILTERS:
            self.status_box.addItem(text, code)
        self.status_box.currentIndexChanged.connect(lambda _: self.refresh_list(typed=True))
        self.filter_edit = QLineEdit(objectName="impound_filter")
        self.filter_edit.setPlaceholderText(self.tr('Impound number, animal or owner name'))
        self.filter_edit.setAccessibleName(self.tr('Filter impounds'))
        self.filter_timer = QTimer(self, singleShot=True, interval=250)  # read once typing pauses
        self.filter_timer.timeout.connect(lambda: self.refresh_list(typed=True))
        self.filter_edit.textChanged.connect(lambda _: self.filter_timer.start())
        self.model = QueryTableModel(COLUMNS, self, background=True)
        self.table = QTableView(objectName="impound_table")
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(1, Qt.SortOrder.DescendingOrder)  # newest intake first
        fit_columns(self.table, {2: 120, 4: 140}, key="intake/widths")  # animal and owner names: full name in the cell tip
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setAccessibleName(self.tr('Impounds'))
        self.table.activated.connect(lambda index: self.show_impound(self.model.data(index, IdRole)))
        self.table.clicked.connect(lambda index: self.show_impound(self.model.data(index, IdRole)))
        # a row chosen with the arrow keys (or by the program) is shown as a clicked one is
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._row_chosen())
        filters = QHBoxLayout()
        filters.addWidget(self.status_box)
        filters.addWidget(self.filter_edit, 1)
        lower = QWidget()
        lower_layout = QVBoxLayout(lower)
        lower_layout.setContentsMargins(0, 0, 0, 0)
        lower_layout.addLayout(filters)
        lower_layout.addWidget(self.table)
        self.table.setMinimumHeight(42)  # two rows, scrolling, on a small screen
        self.left = QSplitter(Qt.Orientation.Vertical, objectName="intake_left_splitter")
        self.left.addWidget(self.board)
        self.left.addWidget(lower)
        self.left.setStretchFactor(0, 3)
        self.left.setStretchFactor(1, 2)
        self.left.setSizes([480, 260])
        self.panel = ImpoundPanel(ctx)
        self.panel.today = lambda: self.today()
        self.panel.changed.connect(lambda _: self.refresh())
        self.photos = AttachmentStrip(ctx)  # the impound's photos and papers, under its panel
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.panel, 1)
        right_layout.addWidget(self.photos)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, objectName="intake_splitter")
        self.splitter.addWidget(self.left)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setSizes([760, 500])  # room for the panel's buttons; a saved layout replaces this
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.splitter, 1)

        self.intake_action = QAction(self.tr('New &intake…'), self, shortcut=QKeySequence("Ctrl+I"),
                                     triggered=lambda: self.open_intake_dialog())
        self.intake_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.addAction(self.intake_action)
        refresh_action = QAction(self.tr('Refresh'), self, shortcut=QKeySequence("F5"), triggered=self.refresh)
        refresh_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.addAction(refresh_action)
        self.setup_action = QAction(self.tr('Set up &kennels…'), self, triggered=self.open_setup)
        self.intake_dialog = None
        self.setup_dialog = None
        ctx.jurisdiction_changed.connect(self._jurisdiction_changed)
        ctx.data_changed.connect(self._data_changed)
        self._restore_layout()
        self.load_facilities()
        self.refresh()

    # --- tab protocol -----------------------------------------------------------------------
    def show_record(self, kind: str, record_id: int) -> None:
        if kind == "impound":
            self.show_impound(record_id)

    def menu_actions(self) -> list[QAction]:
        return [self.intake_action, self.setup_action]

    def save_layout(self) -> None:
        settings.save("intake/splitter", self.splitter.saveState())
        settings.save("intake/left_splitter", self.left.saveState())

    def _restore_layout(self) -> None:
        for key, splitter in (("intake/splitter", self.splitter), ("intake/left_splitter", self.left)):
            state = settings.load(key)
            if isinstance(state, QByteArray):
                splitter.restoreState(state)

    # --- refreshing -------------------------------------------------------------------------
    def _jurisdiction_changed(self, _jid) -> None:
        """The panel's actions work in the chosen jurisdiction (its owners, its notices): an impound
        of another jurisdiction is put away rather than left open under the new one."""
        d = self.panel.detail
        if d is not None and d.jurisdiction_id != self.ctx.jurisdiction_id:
            self.show_impound(None)
        self.refresh()

    def _data_changed(self, table: str) -> None:
        if table in WATCHED:
            self.refresh()

    def load_facilities(self) -> None:
        current = self.facility_box.currentData()
        self.facility_box.blockSignals(True)
        self.facility_box.clear()
        self.facility_box.addItem(self.tr('All facilities'), None)
        for f in list_facilities():
            self.facility_box.addItem(f.name, f.id)
        self.facility_box.setCurrentIndex(max(0, self.facility_box.findData(current)))
        self.facility_box.blockSignals(False)

    def refresh(self) -> None:
        self.refresh_board()
        self.refresh_list()
        if self.panel.detail is not None:
            self.panel.show_impound(self.panel.detail.id)

    def refresh_board(self) -> None:
        self.board.set_cells(kennel_board(self.today(), self.facility_box.currentData()))

    def refresh_list(self, *, typed: bool = False) -> None:
        """``typed`` (a filter typed or chosen): read on a worker, so typing goes on while every
        impound of a big office is searched; otherwise at once (after a change, for the rows)."""
        self.model.set_source(impound_list(self.ctx.jurisdiction_id, status=self.status_box.currentData(),
                                           text=self.filter_edit.text()), now=not typed)

    # --- actions ----------------------------------------------------------------------------
    def show_impound(self, impound_id: int | None) -> None:
        self.panel.show_impound(impound_id)
        self.photos.set_subject("impound", impound_id)

    def _row_chosen(self) -> None:
        """The chosen row's impound, unless the panel shows it already. A selection emptied (the
        list read again) leaves the panel as it is: it may show an impound chosen on the board."""
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return
        current = self.table.currentIndex()
        row = current.row() if any(r.row() == current.row() for r in rows) else rows[0].row()
        impound_id = self.model.record_id(row)
        shown = self.panel.detail
        if impound_id is not None and (shown is None or shown.id != impound_id):
            self.show_impound(impound_id)

    def open_intake_dialog(self, kennel_id: int | None = None):
        from .intake_dialog import IntakeDialog

        if self.intake_dialog is not None and _alive(self.intake_dialog):
            self.intake_dialog.raise_()
            return self.intake_dialog
        dialog = IntakeDialog(self.ctx, self, kennel_id=kennel_id, today=self.today())
        dialog.taken_in.connect(self._taken_in)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.intake_dialog = dialog
        show_window(dialog)
        return dialog

    def _taken_in(self, impound_id: int) -> None:
        self.refresh()
        self.show_impound(impound_id)
        if not self.panel.detail.field_return and self.panel.detail.status == ImpoundStatus.HELD:
            self.panel.print_card()  # the kennel card goes on the kennel at once

    def open_setup(self):
        from .setup_dialog import KennelSetupDialog

        dialog = KennelSetupDialog(self.ctx, self)
        dialog.changed.connect(lambda: (self.load_facilities(), self.refresh_board()))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setup_dialog = dialog
        show_window(dialog)
        return dialog
