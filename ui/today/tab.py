"""The Today tab: holds ending, hearing requests due, removals, quarantines and the exams after them,
permits expiring and to apply for, certificates due, exemptions ending, the days notices set,
dangerous-dog registrations and hearings, today and this week, and what is overdue. Enter or a
double-click opens the row's record in its own tab (a notice of hearing nothing proves served: its
case and its service window).

The list is read on a worker (``workers.run_read``): at a metro office T-7A's weighing of
households alone takes over a second a city. Meanwhile the rows shown stay and the summary says
"Reading…"; a newer read (a city switched, a refresh after an action) replaces an older one,
whose late result is dropped."""
from __future__ import annotations

import logging
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

from animaloffice.persistence.reads import ReadStopped
from animaloffice.queries.due_item import DueItem, week_end
from animaloffice.queries.hearings import NO_PROOF
from animaloffice.queries.today import due_this_week

from ..widgets.fit_columns import fit_columns
from ..workers import run_read

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
        self.loading = False  # a read is on its way
        self._generation = 0  # bumped by each read asked for: an older one's result is dropped
        self._task = None
        self.setObjectName("today_tab")
        self.all_cities = QCheckBox(self.tr("&All cities"), objectName="today_all_cities")
        self.all_cities.toggled.connect(lambda _: self.refresh())
        self.summary = QLabel(objectName="today_summary")
        self.problem = QLabel(objectName="today_read_problem")
        self.problem.setWordWrap(True)
        self.problem.hide()
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
        fit_columns(self.table, {4: 320}, whole=(0, 1, 5))  # what clears it: whole in the cell's tip
        self.table.setWordWrap(False)
        self.table.activated.connect(lambda index: self.open_row(index.row()))  # Enter and double-click
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.problem)
        layout.addWidget(self.table)
        # read when shown: each read weighs every city's households for permits (T-7A)
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
        """Read the list again, on a worker; the rows shown stay until the new ones are in."""
        self._stale = False
        self._generation += 1
        generation, today = self._generation, self.today()
        city = None if self.all_cities.isChecked() else self.ctx.jurisdiction_id
        if self._task is not None:
            self._task.cancel()  # its result, should it come, is no longer wanted
        self.loading = True
        self.summary.setText(self.tr("Reading…"))
        self._task = run_read(lambda: (generation, today, city, due_this_week(city, today)), self._read_done,
                              self._read_failed, tag=generation)

    def _read_done(self, result: tuple) -> None:
        generation, today, city, items = result
        if generation != self._generation:  # a newer read was asked for meanwhile
            return
        self._task, self.loading = None, False
        self.problem.hide()
        self._show(today, city, items)

    def _read_failed(self, exc: BaseException) -> None:
        if isinstance(exc, ReadStopped) or getattr(exc, "read_tag", None) != self._generation:
            return  # a read replaced by a newer one
        logging.getLogger(__name__).error("The Today list could not be read\n%s",
                                          getattr(exc, "__traceback_text__", "") or exc)
        self._task, self.loading = None, False
        self.items = []
        self.table.setRowCount(0)
        self.summary.setText(self.tr("The list was not read"))
        self.problem.setText(self.tr("The list could not be read: {0}. Refresh (F5) to try again.").format(
            str(exc) or type(exc).__name__))
        self.problem.show()

    def _show(self, today: date, city: int | None, items: list[DueItem]) -> None:
        self.items = items
        names = {j.id: j.name for j in self.ctx.jurisdictions}
        self.table.setRowCount(len(self.items))
        for row, item in enumerate(self.items):
            cells = (item.when_text(today), f"{item.due:%a %m/%d/%Y}", item.kind, item.who, item.clears,
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
            if item.record_kind in ("hearing", "notice") and item.kind == NO_PROOF and item.notice_id is not None:
                # the very letter of the case to serve (a notice of hearing, a decision...), not its case alone
                self.ctx.open_record_in(item.jurisdiction_id, "notice_service", item.notice_id)
                return
            self.ctx.open_record_in(item.jurisdiction_id, item.record_kind, item.record_id)

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt name)
        if event.key() == Qt.Key.Key_F5:
            self.refresh()
            return
        super().keyPressEvent(event)
