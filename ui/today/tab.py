"""The Today tab: holds ending, hearing requests due, removals, quarantines and the exams after them,
permits expiring and to apply for, certificates due, exemptions ending, the days notices set,
dangerous-dog registrations and hearings, today and this week. Enter or a double-click opens the
row's record in its own tab."""
from __future__ import annotations

from datetime import date

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from animaloffice.queries.due_item import DueItem, week_end
from animaloffice.queries.today import due_this_week

from ..widgets.fit_columns import fit_columns

HEADERS = ("When", "Due", "Deadline", "Record", "What clears it", "City")
RECORD_ROLE = Qt.ItemDataRole.UserRole


class TodayTab(QWidget):
    title = "Today"
    handles: tuple[str, ...] = ()

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.today = date.today  # replaced in tests to show the list as of a day
        self.items: list[DueItem] = []
        self.setObjectName("today_tab")
        self.all_cities = QCheckBox(self.tr("&All cities"), objectName="today_all_cities")
        self.all_cities.toggled.connect(lambda _: self.refresh())
        self.summary = QLabel(objectName="today_summary")
        refresh = QPushButton(self.tr("Refresh"), objectName="today_refresh")
        refresh.setToolTip("F5")
        refresh.clicked.connect(self.refresh)
        top = QHBoxLayout()
        top.addWidget(self.summary, 1)
        top.addWidget(self.all_cities)
        top.addWidget(refresh)
        self.table = QTableWidget(0, len(HEADERS), objectName="today_table")
        self.table.setHorizontalHeaderLabels(HEADERS)
        self.table.setAccessibleName(self.tr("Deadlines due today and this week"))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        fit_columns(self.table, {4: 320})  # what clears it: whole in the cell's tip
        self.table.setWordWrap(False)
        self.table.activated.connect(lambda index: self.open_row(index.row()))  # Enter and double-click
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table)
        # read when shown: the list is read on the GUI thread, and a metro office's weighing of
        # households for permits takes a second per city
        ctx.jurisdiction_changed.connect(lambda _: self._refresh_if_shown())
        ctx.data_changed.connect(lambda _: self._refresh_if_shown())
        self.refresh()

    def _refresh_if_shown(self) -> None:
        if self.isVisible():
            self.refresh()
        else:
            self._stale = True

    def showEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().showEvent(event)
        if getattr(self, "_stale", False):
            self.refresh()

    def refresh(self) -> None:
        self._stale = False
        today = self.today()
        city = None if self.all_cities.isChecked() else self.ctx.jurisdiction_id
        self.items = due_this_week(city, today)
        names = {j.id: j.name for j in self.ctx.jurisdictions}
        self.table.setRowCount(len(self.items))
        for row, item in enumerate(self.items):
            cells = (item.when(today), f"{item.due:%a %m/%d/%Y}", item.kind, item.who, item.clears,
                     names.get(item.jurisdiction_id, "") if item.jurisdiction_id else "")
            for col, text in enumerate(cells):
                cell = QTableWidgetItem(text)
                cell.setToolTip(text)
                if col == 0:
                    cell.setData(RECORD_ROLE, (item.record_kind, item.record_id))
                self.table.setItem(row, col, cell)
        due_today = sum(1 for i in self.items if i.due <= today)
        where = "all cities" if city is None else names.get(city, "")
        self.summary.setText(self.tr("{0} due today or overdue, {1} through {2:%A %m/%d} · {3}").format(due_today, len(self.items), week_end(today), where) if self.items
                             else self.tr("Nothing due today or this week · {0}").format(where))

    def open_row(self, row: int) -> None:
        if 0 <= row < len(self.items):
            item = self.items[row]
            self.ctx.open_record_in(item.jurisdiction_id, item.record_kind, item.record_id)

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt name)
        if event.key() == Qt.Key.Key_F5:
            self.refresh()
            return
        super().keyPressEvent(event)
