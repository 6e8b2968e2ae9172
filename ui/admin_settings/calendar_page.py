"""Closures and holiday options per city (administrator only; MN-645.44, MN-346.47).

A closure (weather, an emergency) is a day the office and its facility are closed: holds and
business-day notices skip it. A holiday option changes from a date. Each change recomputes the
open holds and deadlines in the services, and this page lists what moved.
"""
from __future__ import annotations

from datetime import date

from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from animaloffice.domain import calendar
from animaloffice.domain.explain import fmt_short
from animaloffice.queries.calendar import calendar_entries, option_states
from animaloffice.services import calendar_changes

from ..widgets.forms import date_edit, from_qdate
from .common import PageMixin, buddy_label

COLUMNS = ("Day", "What", "Why", "Recorded by", "Status")


class CalendarPage(PageMixin, QWidget):
    title = "Closures and holidays"

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.entries = []
        self.jurisdiction = QComboBox(objectName="calendar_jurisdiction")
        self.jurisdiction.setAccessibleName(self.tr("Jurisdiction"))
        for j in ctx.jurisdictions:
            self.jurisdiction.addItem(j.name, j.id)
        self.jurisdiction.setCurrentIndex(max(0, self.jurisdiction.findData(ctx.jurisdiction_id)))
        self.jurisdiction.currentIndexChanged.connect(lambda _: self.load())
        top = QFormLayout()
        top.addRow(self.tr("&Jurisdiction"), self.jurisdiction)
        self.options_now = QLabel(objectName="options_now")
        self.options_now.setWordWrap(True)

        self.table = QTableWidget(0, len(COLUMNS), objectName="calendar_table")
        self.table.setAccessibleName(self.tr("Closures and holiday options"))
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.setTabKeyNavigation(False)
        self.table.itemSelectionChanged.connect(self._selected)

        closure = QGroupBox(self.tr("A closure (weather, an emergency)"))
        form = QFormLayout(closure)
        self.day = date_edit(date.today(), name="closure_day")
        self.day.setAccessibleName(self.tr("Closed on"))
        self.through_set = QCheckBox(self.tr("through"), objectName="closure_through_set")
        self.through = date_edit(date.today(), name="closure_through")
        self.through.setAccessibleName(self.tr("Closed through"))
        self.through.setEnabled(False)
        self.through_set.toggled.connect(self.through.setEnabled)
        days = QHBoxLayout()
        days.addWidget(self.day)
        days.addWidget(self.through_set)
        days.addWidget(self.through)
        days.addStretch(1)
        self.closure_reason = QLineEdit(objectName="closure_reason", placeholderText="e.g. Blizzard: roads closed")
        self.closure_reason.setAccessibleName(self.tr("Why the office is closed"))
        self.add_closure = QPushButton(self.tr("Record &closure"), objectName="record_closure")
        self.add_closure.clicked.connect(lambda: self.run(self.record_closure, self.closure_fields))
        form.addRow(buddy_label(self.tr("Closed &on"), self.day), days)
        form.addRow(self.tr("&Why"), self.closure_reason)
        form.addRow("", self.add_closure)

        void_row = QHBoxLayout()
        self.void_reason = QLineEdit(objectName="reopen_reason",
                                     placeholderText="Why: e.g. recorded in error, the office opened after all")
        self.void_reason.setAccessibleName(self.tr("Why the selected closure is voided"))
        self.void_button = QPushButton(self.tr("&Void the selected closure"), objectName="reopen_closure")
        self.void_button.setEnabled(False)
        self.void_button.clicked.connect(lambda: self.run(self.reopen, {"reason": self.void_reason,
                                                                        "change_id": self.table}))
        void_row.addWidget(self.void_reason, 1)
        void_row.addWidget(self.void_button)

        option = QGroupBox(self.tr("A holiday option, from a date (Minn. Stat. § 645.44)"))
        oform = QFormLayout(option)
        self.option = QComboBox(objectName="holiday_option")
        self.option.setAccessibleName(self.tr("Holiday"))
        for code, words in calendar.OPTION_WORDS.items():
            self.option.addItem(words[:1].upper() + words[1:], code)
        self.observed = QComboBox(objectName="holiday_observed")
        self.observed.setAccessibleName(self.tr("Observed or not"))
        self.observed.addItem(self.tr("Observed: a holiday"), True)
        self.observed.addItem(self.tr("Not observed: a business day"), False)
        self.effective = date_edit(date.today(), name="option_effective_from")
        self.effective.setAccessibleName(self.tr("From"))
        self.option_reason = QLineEdit(objectName="option_reason", placeholderText="e.g. Council resolution 2026-31")
        self.option_reason.setAccessibleName(self.tr("Why (the Council's resolution)"))
        self.set_option = QPushButton(self.tr("Change the o&ption"), objectName="set_option")
        self.set_option.clicked.connect(lambda: self.run(self.change_option, self.option_fields))
        oform.addRow(self.tr("&Holiday"), self.option)
        oform.addRow(self.tr("&The city"), self.observed)
        oform.addRow(self.tr("&From"), self.effective)
        oform.addRow(self.tr("Wh&y"), self.option_reason)
        oform.addRow("", self.set_option)

        self.result = QLabel(objectName="recomputed")
        self.result.setWordWrap(True)
        self.result.setAccessibleName(self.tr("What the last change recomputed"))
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.options_now)
        layout.addWidget(self.table, 1)
        layout.addLayout(void_row)
        layout.addWidget(closure)
        layout.addWidget(option)
        layout.addWidget(self.result)
        self.closure_fields = {"day": self.day, "through": self.through, "reason": self.closure_reason,
                               "jurisdiction_id": self.jurisdiction}
        self.option_fields = {"option": self.option, "observed": self.observed, "effective_from": self.effective,
                              "reason": self.option_reason, "jurisdiction_id": self.jurisdiction}
        self.fields = {**self.closure_fields, **self.option_fields}
        self.load()

    # --- reading -------------------------------------------------------------------------
    def load(self) -> None:
        jid = self.jurisdiction.currentData()
        self.entries = calendar_entries(jid) if jid is not None else []
        self.table.setRowCount(len(self.entries))
        for row, e in enumerate(self.entries):
            status = f"void: {e.void_reason}" if e.voided else "in force"
            for col, text in enumerate((fmt_short(e.day), e.what, e.reason, f"{e.recorded_by}, {e.recorded_at}",
                                        status)):
                self.table.setItem(row, col, QTableWidgetItem(text))
        states = option_states(jid, date.today().year) if jid is not None else []
        self.options_now.setText("This year: " + "; ".join(f"{s.words[:1].upper() + s.words[1:]}, {s.text}"
                                                            for s in states) + "." if states else "")
        self._selected()

    def _selected(self) -> None:
        entry = self.selected_entry()
        self.void_button.setEnabled(self._editable and entry is not None and entry.kind == "closure"
                                    and not entry.voided)

    def selected_entry(self):
        rows = self.table.selectionModel().selectedRows()
        return self.entries[rows[0].row()] if rows else None

    # --- writing ---------------------------------------------------------------------------
    _editable = True

    def set_editable(self, editable: bool) -> None:
        self._editable = editable
        for w in (self.day, self.through_set, self.closure_reason, self.add_closure, self.option, self.observed,
                  self.effective, self.option_reason, self.set_option, self.void_reason):
            w.setEnabled(editable)
        self.through.setEnabled(editable and self.through_set.isChecked())
        self._selected()

    def run(self, action, fields: dict) -> None:
        self.fields = fields  # a refusal shows next to the field of the form that was used
        self.report(action)
        self.fields = {**self.closure_fields, **self.option_fields}

    def _done(self, result) -> None:
        lines = [r.text() for r in result.recomputed]
        self.result.setText(f"Saved: {result.text}. " + (f"Recomputed ({len(lines)}): " + "; ".join(lines) + "."
                                                          if lines else "No open hold or deadline changed."))
        self.ctx.changed("")  # holds and deadlines of any tab may have moved
        self.ctx.status(self.tr("Saved: {0}").format(result.text))
        self.load()

    def record_closure(self) -> None:
        result = calendar_changes.record_closure(
            self.ctx.actor, self.jurisdiction.currentData(), day=from_qdate(self.day.date()),
            through=from_qdate(self.through.date()) if self.through_set.isChecked() else None,
            reason=self.closure_reason.text())
        self.closure_reason.clear()
        self._done(result)

    def reopen(self) -> None:
        entry = self.selected_entry()
        if entry is None:
            return
        result = calendar_changes.reopen(self.ctx.actor, entry.id, reason=self.void_reason.text())
        self.void_reason.clear()
        self._done(result)

    def change_option(self) -> None:
        result = calendar_changes.set_holiday_option(
            self.ctx.actor, self.jurisdiction.currentData(), option=self.option.currentData(),
            observed=self.observed.currentData(), effective_from=from_qdate(self.effective.date()),
            reason=self.option_reason.text())
        self.option_reason.clear()
        self._done(result)
