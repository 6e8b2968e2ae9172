"""Fees and periods per jurisdiction by effective date (administrator only).

A new value takes effect from a date; what was charged before keeps its fee,
and a deadline counted before keeps its period. The table shows the value in
force today and those already set for later, and where each fee comes from: its
source, or "unconfirmed" for a starting value until an administrator confirms it
with the ordinance section or resolution that sets it.
"""
from __future__ import annotations

from datetime import date

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from animaloffice.domain.explain import fmt_short
from animaloffice.domain.profiles import setting_maximum
from animaloffice.persistence.profiles import profile_for
from animaloffice.queries.office import DatedSetting, dated_settings, describe_upcoming, format_value
from animaloffice.services.fee_confirmation import confirm_fee_source, fee_setup_warnings
from animaloffice.services.jurisdictions import set_dated_value

from ..theme import colour
from ..widgets.forms import date_edit, from_qdate
from .common import PageMixin, buddy_label, pretty_key

COLUMNS = ("Fee or period", "In force today", "Since", "Set for later", "Source")
UNCONFIRMED = "unconfirmed"


def fee_warning_text(items=None) -> str:
    """The short set-up warning heading Settings while any fee has no source ("" when none)."""
    items = fee_setup_warnings() if items is None else items
    if not items:
        return ""
    count = sum(len(fees) for _, _, fees in items)
    cities = ", ".join(name for _, name, _ in items)
    return (f"Fees to confirm: {count} fee{'s' if count != 1 else ''} of {cities} "
            f"{'are' if count != 1 else 'is'} a starting value with no source. Until an administrator confirms "
            "each with its ordinance section or resolution on the Fees page, nothing printed says where it comes from.")


class FeesPage(PageMixin, QWidget):
    title = "Fees and periods"

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.settings: list[DatedSetting] = []
        self.jurisdiction = QComboBox(objectName="fees_jurisdiction")
        self.jurisdiction.setAccessibleName(self.tr("Jurisdiction"))
        for j in ctx.jurisdictions:
            self.jurisdiction.addItem(j.name, j.id)
        self.jurisdiction.setCurrentIndex(max(0, self.jurisdiction.findData(ctx.jurisdiction_id)))
        self.jurisdiction.currentIndexChanged.connect(lambda _: self.load())
        ctx.data_changed.connect(self._data_changed)
        top = QFormLayout()
        top.addRow(self.tr("&Jurisdiction"), self.jurisdiction)

        self.table = QTableWidget(0, len(COLUMNS), objectName="fees_table")
        self.table.setAccessibleName(self.tr("Fees and periods"))
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        for col in range(len(COLUMNS) - 1):
            self.table.horizontalHeader().setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setWordWrap(False)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setTabKeyNavigation(False)
        self.table.itemSelectionChanged.connect(self._row_selected)
        self.unconfirmed = QLabel(objectName="unconfirmed_fees")
        self.unconfirmed.setWordWrap(True)
        self.unconfirmed.setStyleSheet(f"color: {colour('warning')};")
        self.history = QListWidget(objectName="fee_history")
        self.history.setAccessibleName(self.tr("Every dated value of the selected fee or period"))
        history_box = QGroupBox(self.tr("All values of the selected one"))
        QVBoxLayout(history_box).addWidget(self.history)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.table)
        split.addWidget(history_box)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)

        self.key_box = QComboBox(objectName="new_value_key")
        self.key_box.setAccessibleName(self.tr("Fee or period to change"))
        self.key_box.currentIndexChanged.connect(lambda _: self._key_chosen())
        self.value_edit = QDoubleSpinBox(objectName="new_value")
        self.value_edit.setAccessibleName(self.tr("New value"))
        self.value_edit.setMaximum(100000)
        self.from_edit = date_edit(date.today(), name="effective_from")
        self.from_edit.setAccessibleName(self.tr("Takes effect on"))
        self.note_edit = QLineEdit(objectName="new_value_note")
        self.note_edit.setAccessibleName(self.tr("Note"))
        self.note_edit.setPlaceholderText(self.tr("e.g. Council resolution 2026-14"))
        self.add_button = QPushButton(self.tr("Add &value"), objectName="add_dated_value")
        self.add_button.clicked.connect(lambda: self.report(self.add_value))
        new_box = QGroupBox(self.tr("A new value from a date"))
        form = QFormLayout(new_box)
        form.addRow(self.tr("&Fee or period"), self.key_box)
        value_row = QHBoxLayout()
        value_row.addWidget(self.value_edit)
        self.unit_label = QLabel()
        value_row.addWidget(self.unit_label)
        value_row.addStretch(1)
        form.addRow(buddy_label(self.tr("&New value"), self.value_edit), value_row)
        form.addRow(self.tr("Takes effect &on"), self.from_edit)
        form.addRow(self.tr("No&te"), self.note_edit)
        form.addRow("", self.add_button)

        confirm_box = QGroupBox(self.tr("Confirm the selected fee with its source"))
        self.source_edit = QLineEdit(objectName="fee_source")
        self.source_edit.setAccessibleName(self.tr("Source"))
        self.source_edit.setPlaceholderText(self.tr("e.g. Resolution 2026-14, or Tracy City Code § 8.30, subd. 7(D)"))
        self.adopted_set = QCheckBox(self.tr("a resolution, adopted on"), objectName="fee_adopted_set")
        self.adopted_edit = date_edit(date.today(), name="fee_adopted_on")
        self.adopted_edit.setAccessibleName(self.tr("Adopted on"))
        self.adopted_edit.setEnabled(False)
        self.adopted_set.toggled.connect(self.adopted_edit.setEnabled)
        self.confirm_button = QPushButton(self.tr("Confirm with its &source"), objectName="confirm_fee_source")
        self.confirm_button.clicked.connect(lambda: self.report(self.confirm_source))
        confirm_form = QFormLayout(confirm_box)
        confirm_form.addRow(buddy_label(self.tr("So&urce"), self.source_edit), self.source_edit)
        adopted_row = QHBoxLayout()
        adopted_row.addWidget(self.adopted_set)
        adopted_row.addWidget(self.adopted_edit, 1)
        confirm_form.addRow("", adopted_row)
        confirm_form.addRow("", self.confirm_button)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.unconfirmed)
        layout.addWidget(split, 1)
        layout.addWidget(new_box)
        layout.addWidget(confirm_box)
        self.fields = {"key": self.key_box, "kind": self.key_box, "value": self.value_edit,
                       "effective_from": self.from_edit, "note": self.note_edit, "source": self.source_edit,
                       "adopted_on": self.adopted_edit, "code": self.key_box}
        self.load()

    # --- reading -------------------------------------------------------------------------
    def load(self) -> None:
        jid = self.jurisdiction.currentData()
        self.settings = dated_settings(jid) if jid is not None else []
        sources = self._sources(jid)
        self.table.setRowCount(len(self.settings))
        for row, s in enumerate(self.settings):
            cells = (pretty_key(s.key) + (" (fee)" if s.kind == "fee" else ""),
                     s.show(s.current.value) if s.current else "not yet in force",
                     fmt_short(s.current.start) if s.current else "",
                     describe_upcoming(s),
                     sources.get(s.key, UNCONFIRMED) if s.kind == "fee" else (s.current.note if s.current else ""))
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col == 0:
                    item.setToolTip(s.key)
                self.table.setItem(row, col, item)
        chosen = self.key_box.currentData()
        self.key_box.blockSignals(True)
        self.key_box.clear()
        for s in self.settings:
            self.key_box.addItem(pretty_key(s.key), f"{s.kind}:{s.key}")
        self.key_box.blockSignals(False)
        index = self.key_box.findData(chosen) if chosen else 0
        self.key_box.setCurrentIndex(max(0, index))
        self._key_chosen()
        items = fee_setup_warnings(jid) if jid is not None else []
        self.unconfirmed.setText("Unconfirmed fees (starting values with no source): " + "; ".join(items[0][2]) + "."
                                 if items else self.tr("Every fee is confirmed with its source."))

    @staticmethod
    def _sources(jid) -> dict[str, str]:
        """Each fee's source as of today ("unconfirmed" where none; a value set for later with none shows
        it too)."""
        if jid is None:
            return {}
        profile, today = profile_for(jid), date.today()
        out = {}
        for code, entries in profile.fees.items():
            current = next((e for e in reversed(entries) if e.start <= today), entries[0] if entries else None)
            later = [e for e in entries if e.start > today]
            unconfirmed = (current is not None and not current.source) or any(not e.source for e in later)
            out[code] = UNCONFIRMED if unconfirmed or current is None else current.source
        return out

    def _data_changed(self, table: str) -> None:
        if table == "jurisdiction":  # a city was added on the Jurisdictions page
            current = self.jurisdiction.currentData()
            self.jurisdiction.blockSignals(True)
            self.jurisdiction.clear()
            for j in self.ctx.jurisdictions:
                self.jurisdiction.addItem(j.name, j.id)
            self.jurisdiction.setCurrentIndex(max(0, self.jurisdiction.findData(current)))
            self.jurisdiction.blockSignals(False)

    def setting(self, kind: str, key: str) -> DatedSetting | None:
        return next((s for s in self.settings if (s.kind, s.key) == (kind, key)), None)

    def _row_selected(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if rows:
            self.key_box.setCurrentIndex(rows[0].row())

    def _key_chosen(self) -> None:
        data = self.key_box.currentData()
        s = self.setting(*data.split(":", 1)) if data else None
        self.history.clear()
        if s is None:
            return
        money = s.unit == "cents"
        self.value_edit.setDecimals(2 if money else 0)
        self.value_edit.setPrefix("$" if money else "")
        self.value_edit.setMaximum(setting_maximum(s.kind, s.key) / 100 if money else 10000)
        self.unit_label.setText("" if money or s.unit == "count" else s.unit)
        if s.current:
            self.value_edit.setValue(s.current.value / 100 if money else s.current.value)
        today = date.today()
        for e in s.history:
            when = "from" if e.start > today else "since"
            self.history.addItem(f"{format_value(s.unit, e.value)} {when} {fmt_short(e.start)}"
                                 + (f"  ({e.note})" if e.note else ""))

    # --- writing ---------------------------------------------------------------------------
    def set_editable(self, editable: bool) -> None:
        for w in (self.key_box, self.value_edit, self.from_edit, self.note_edit, self.add_button,
                  self.source_edit, self.adopted_set, self.confirm_button):
            w.setEnabled(editable)

    def confirm(self, question: str) -> bool:
        answer = QMessageBox.question(self, self.tr("Change a past value?"), question)
        return answer == QMessageBox.StandardButton.Yes

    def add_value(self) -> bool:
        kind, key = self.key_box.currentData().split(":", 1)
        s = self.setting(kind, key)
        cents_or_units = round(self.value_edit.value() * 100) if s.unit == "cents" else round(self.value_edit.value())
        on = from_qdate(self.from_edit.date())
        if on < date.today() and not self.confirm(
                f"{pretty_key(key)} would change from {fmt_short(on)}, a day already past. Records made "
                "since then keep what they were charged, but anything computed from now on for those "
                "days uses the new value. Go ahead?"):
            return False
        set_dated_value(self.ctx.actor, self.jurisdiction.currentData(), kind, key, on, cents_or_units,
                        self.note_edit.text())
        self.note_edit.clear()
        self.ctx.changed("profile_setting")
        self.ctx.status(self.tr("{0}: {1} from {2}").format(pretty_key(key), format_value(s.unit, cents_or_units), fmt_short(on)))
        self.load()
        return True

    def confirm_source(self) -> bool:
        """Confirm the selected fee with the source typed (the service refuses a period, or one confirmed)."""
        kind, key = self.key_box.currentData().split(":", 1)
        if kind != "fee":
            self.ctx.status(self.tr("{0} is a period: only a fee is confirmed with its source").format(pretty_key(key)))
            return False
        adopted = from_qdate(self.adopted_edit.date()) if self.adopted_set.isChecked() else None
        text = confirm_fee_source(self.ctx.actor, self.jurisdiction.currentData(), key,
                                  source=self.source_edit.text(), adopted_on=adopted)
        self.source_edit.clear()
        self.adopted_set.setChecked(False)
        self.ctx.changed("profile_setting")
        self.ctx.status(self.tr("{0}: confirmed under {1}").format(pretty_key(key), text))
        self.load()
        return True
