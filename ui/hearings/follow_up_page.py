"""The Hearings tab's follow-up page: every step a case waits for (a request to decide, a hearing
to schedule, hold or decide, an appeal's result), the decisions that stand since a chosen day, and
every notice the law needs proven served that nothing proves yet, a hearing right or not
(``queries.hearings.follow_up``). A row opens where it is acted on: its case, or the impound a
notice was served for; a notice of hearing nothing proves served opens its case and its own service
window (not the contested notice's)."""
from __future__ import annotations

from datetime import date, timedelta

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from animaloffice.persistence.reads import ReadStopped
from animaloffice.queries import hearings as q

from ..widgets.forms import date_edit, from_qdate
from ..workers import run_read
from .case_panel import WrappingDelegate

RECORD = Qt.ItemDataRole.UserRole + 1  # (record kind, record id) a row opens
SERVES = Qt.ItemDataRole.UserRole + 2  # the notice a row of "no proof of service" is about, else None


class FollowUpPage(QWidget):
    open_case = Signal(int)  # the notice of a case
    open_record = Signal(str, int)  # another record: the impound or hearing a notice was served for
    serve_notice = Signal(int)  # a notice of hearing to serve: its case and its service window
    counted = Signal(int)  # the rows listed
    read_failed = Signal(str)

    def __init__(self, ctx, today, parent=None):
        super().__init__(parent)
        self.ctx, self.today = ctx, today
        self._generation = 0  # bumped by each filling: a late read is dropped
        self.tree = QTreeWidget(objectName="follow_up")
        self.tree.setAccessibleName(self.tr("Follow-up list"))
        self.tree.setHeaderLabels([self.tr("Date"), self.tr("What"), self.tr("Case")])
        self.tree.setRootIsDecorated(False)
        self.tree.setColumnWidth(0, 90)
        self.tree.setColumnWidth(1, 300)
        self.tree.setWordWrap(True)
        self.tree.setUniformRowHeights(False)
        self.tree.setItemDelegate(WrappingDelegate(self.tree))
        self.tree.header().sectionResized.connect(lambda *_: self.tree.doItemsLayout())
        self.tree.itemActivated.connect(lambda item, _: self._activated(item))
        self.since = date_edit(date.today() - timedelta(days=30), name="stands_since")
        self.since.setAccessibleName(self.tr("Show decisions that stand since"))
        self.since.dateChanged.connect(lambda _: self.fill())
        since_label = QLabel(self.tr("Show notices passed unrequested (the decision stands) &since:"))
        since_label.setBuddy(self.since)
        layout = QVBoxLayout(self)
        since_row = QHBoxLayout()
        since_row.addWidget(since_label)
        since_row.addWidget(self.since)
        since_row.addStretch(1)
        layout.addLayout(since_row)
        layout.addWidget(self.tree, 1)

    def fill(self, *, background: bool = False) -> None:
        """The list read again: at once, or (``background``) on a worker."""
        self._generation += 1
        generation, jid, today = self._generation, self.ctx.jurisdiction_id, self.today()
        since = from_qdate(self.since.date())
        if background:
            run_read(lambda: (generation, q.follow_up(jid, today, since=since)), self._read, self._failed)
        else:
            self.show_items(q.follow_up(jid, today, since=since))

    def _read(self, result: tuple) -> None:
        generation, items = result
        if generation == self._generation:  # else a newer filling has begun
            self.show_items(items)

    def _failed(self, exc: BaseException) -> None:
        if not isinstance(exc, ReadStopped):
            self.read_failed.emit(f"the follow-up list: {str(exc) or type(exc).__name__}")

    def show_items(self, items) -> None:
        self.tree.clear()
        for f in items:
            item = QTreeWidgetItem([f"{f.due:%m/%d/%Y}", f.what, f.detail])
            item.setData(0, Qt.ItemDataRole.UserRole, f.notice_id)
            item.setData(0, RECORD, (f.record_kind, f.record_id if f.record_id is not None else f.notice_id))
            item.setData(0, SERVES, f.notice_id if f.what == q.NO_PROOF else None)
            item.setToolTip(2, f.detail)
            for column in range(3):
                item.setTextAlignment(column, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            if f.urgent:
                font = QFont()
                font.setBold(True)
                item.setFont(1, font)
            self.tree.addTopLevelItem(item)
        self.counted.emit(len(items))

    def _activated(self, item: QTreeWidgetItem) -> None:
        """A case's step opens the case; a notice served for an impound opens the impound; a letter of
        a case nothing proves served (the contested notice, a notice of hearing, a decision, an
        appeal's letter), its case and that letter's own service window."""
        kind, record_id = item.data(0, RECORD)
        if kind in ("hearing", "notice") and item.data(0, SERVES) is not None:
            self.serve_notice.emit(item.data(0, SERVES))
        elif kind == "notice":
            self.open_case.emit(record_id)
        else:
            self.open_record.emit(kind, record_id)
