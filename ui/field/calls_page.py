"""The Calls page: the officer's list of open calls by priority and age (or the calls not yet
assigned, closed, all), the repeat complaints, and the call chosen on the right."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
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

from animaloffice.queries.calls import VIEWS, call_list, repeat_groups

from ..models.query_table_model import Column, IdRole, QueryTableModel
from ..widgets.fit_columns import fit_columns
from .call_panel import CallPanel
from .forms import open_dialog

COLUMNS = [Column("number", "Call"), Column("priority", "Priority"), Column("received_at", "Waiting"),
           Column("kind", "About"), Column("address", "Where"), Column("owner", "Owner"),
           Column("officer", "Officer"), Column("status", "Status"), Column("visits", "Visits", "number", False),
           Column("repeats", "Repeats", sortable=False)]


class CallsPage(QWidget):
    open_bite = Signal(int)

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.dialogs = []
        self.setObjectName("calls_page")
        self.view_box = QComboBox(objectName="call_view")
        self.view_box.setAccessibleName(self.tr("Show"))
        for code, words in VIEWS.items():
            self.view_box.addItem(words, code)
        self.view_box.currentIndexChanged.connect(lambda _: self.refresh())
        self.filter_edit = QLineEdit(objectName="call_filter")
        self.filter_edit.setPlaceholderText(self.tr("Call number, address or owner"))
        self.filter_edit.setAccessibleName(self.tr("Filter calls"))
        self.timer = QTimer(self, singleShot=True, interval=250)
        self.timer.timeout.connect(self.refresh)
        self.filter_edit.textChanged.connect(lambda _: self.timer.start())
        self.new_button = QPushButton(self.tr("&New call…"), objectName="new_call")
        self.new_button.setEnabled(ctx.actor.may("take_call"))
        self.new_button.clicked.connect(lambda: self.new_call())
        top = QHBoxLayout()
        top.addWidget(self.view_box)
        top.addWidget(self.filter_edit, 1)
        top.addWidget(self.new_button)
        self.model = QueryTableModel(COLUMNS, self)
        self.table = QTableView(objectName="call_table")
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(1, Qt.SortOrder.AscendingOrder)  # the officer's order: most urgent, oldest
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setAccessibleName(self.tr("Calls for service"))
        fit_columns(self.table, {4: 220}, key="calls/widths")
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._row_chosen())
        self.repeats = QLabel(objectName="repeat_groups", wordWrap=True)
        self.repeats.setAccessibleName(self.tr("Repeat complaints"))
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(top)
        left_layout.addWidget(self.table, 1)
        left_layout.addWidget(self.repeats)
        self.panel = CallPanel(ctx)
        self.panel.changed.connect(lambda _: self.refresh(keep=True))
        self.panel.open_bite.connect(self.open_bite.emit)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, objectName="calls_splitter")
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.panel)
        self.splitter.setSizes([760, 520])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)
        self.refresh()

    def refresh(self, *, keep: bool = False) -> None:
        shown = self.panel.detail.id if self.panel.detail else None
        self.model.set_source(call_list(self.ctx.jurisdiction_id, view=self.view_box.currentData(),
                                        officer=self.ctx.actor.username, text=self.filter_edit.text()), now=True)
        groups = repeat_groups(self.ctx.jurisdiction_id)
        self.repeats.setText("Repeat complaints: " + "; ".join(
            f"{g.where}: {g.count} calls from {g.first_on:%m/%d} to {g.last_on:%m/%d}" for g in groups)
            if groups else "")
        if keep and shown is not None:
            self.panel.show_call(shown)

    def _row_chosen(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if rows:
            call_id = self.model.record_id(rows[0].row())
            if call_id is not None and (self.panel.detail is None or self.panel.detail.id != call_id):
                self.panel.show_call(call_id)

    def show_call(self, call_id: int) -> None:
        row = self.model.row_of(call_id)
        if row < 0 and self.view_box.currentData() != "all":
            self.view_box.setCurrentIndex(self.view_box.findData("all"))
            row = self.model.row_of(call_id)
        if row >= 0:
            self.table.selectRow(row)
        self.panel.show_call(call_id)

    def new_call(self):
        from .call_dialogs import NewCallDialog

        dialog = NewCallDialog(self.ctx, self)
        dialog.done_ok.connect(lambda info: (self.ctx.changed("call"), self.refresh(), self.show_call(info.id),
                                             self.ctx.status(self.tr("Call {0} recorded").format(info.number))))
        return open_dialog(self, dialog)

    def first_id(self) -> int | None:
        index = self.model.index(0, 0)
        return self.model.data(index, IdRole) if index.isValid() else None
