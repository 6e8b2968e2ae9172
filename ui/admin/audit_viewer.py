"""Tools > Audit log: who changed what and when, with the values before and after.

Filters by user, record (table and id), action and date range; a record's full history
one click away; export of what is shown to CSV (the export is itself logged).
"""
from __future__ import annotations

from datetime import date, timedelta

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from animaloffice.domain.errors import OfficeError
from animaloffice.queries import audit as q
from animaloffice.queries.audit import AuditFilter
from animaloffice.services import audit_export

from ..modal import show_window
from ..models.query_table_model import Column, QueryTableModel
from ..widgets.forms import ErrorBanner, date_edit, describe_error, from_qdate
from ..widgets.search_field import enter_searches

COLUMNS = [Column("at", "When", width=150), Column("username", "User", width=90),
           Column("action", "Action", width=160), Column("table", "Record", width=110),
           Column("record_id", "Id", width=60), Column("changes", "What changed", sortable=False, width=380),
           Column("note", "Note", sortable=False)]


def entry_text(e: q.AuditRow) -> str:
    """An entry in full, for the detail pane."""
    lines = [f"{e.at:%m/%d/%Y %H:%M:%S}  {e.username}  {e.action}",
             f"Record: {e.table or '-'} {e.record_id}".rstrip()]
    if e.note:
        lines.append(f"Note: {e.note}")
    if e.before is None and e.after:
        lines.append("Created with:")
        lines += [f"  {k}: {v!r}" for k, v in sorted(e.after.items())]
    elif e.changes:
        lines.append("Changed:")
        lines += [f"  {k}: {b!r}  →  {a!r}" for k, b, a in e.changes]
    return "\n".join(lines)


class AuditViewer(QDialog):
    def __init__(self, ctx, parent=None, *, table: str = "", record_id=""):
        super().__init__(parent)
        self.ctx = ctx
        self.setWindowTitle(self.tr("Audit log"))
        self.setObjectName("audit_viewer")
        self.resize(1100, 640)
        self.user_box = QComboBox(objectName="audit_user")
        self.user_box.setAccessibleName(self.tr("User"))
        self.table_box = QComboBox(objectName="audit_table")
        self.table_box.setAccessibleName(self.tr("Record kind"))
        self.table_box.setEditable(True)
        self.record_edit = QLineEdit(objectName="audit_record_id")
        self.record_edit.setAccessibleName(self.tr("Record id"))
        self.record_edit.setPlaceholderText(self.tr("any"))
        self.action_edit = QLineEdit(objectName="audit_action")
        self.action_edit.setAccessibleName(self.tr("Action starts with"))
        self.action_edit.setPlaceholderText(self.tr("e.g. license. or user.sign_in"))
        self.use_dates = QCheckBox(self.tr("&Between"), objectName="audit_use_dates")
        self.since = date_edit(date.today() - timedelta(days=30), name="audit_since")
        self.until = date_edit(date.today(), name="audit_until")
        self.since.setAccessibleName(self.tr("From date"))
        self.until.setAccessibleName(self.tr("Until date"))
        self.apply_button = QPushButton(self.tr("&Show"), objectName="audit_apply")
        self.clear_button = QPushButton(self.tr("&Clear filters"), objectName="audit_clear")
        self.history_button = QPushButton(self.tr("Record &history"), objectName="audit_history")
        self.history_button.setToolTip(self.tr("Everything that happened to the selected entry's record"))
        self.export_button = QPushButton(self.tr("&Export CSV…"), objectName="audit_export")
        self.export_button.setEnabled(ctx.actor.may("export_data"))
        self.count_label = QLabel(objectName="audit_count")
        self.banner = ErrorBanner()
        filters = QGridLayout()
        filters.addWidget(QLabel(self.tr("&User")), 0, 0)
        filters.addWidget(self.user_box, 0, 1)
        filters.addWidget(QLabel(self.tr("&Record")), 0, 2)
        filters.addWidget(self.table_box, 0, 3)
        filters.addWidget(QLabel(self.tr("&Id")), 0, 4)
        filters.addWidget(self.record_edit, 0, 5)
        filters.addWidget(QLabel(self.tr("Ac&tion")), 1, 0)
        filters.addWidget(self.action_edit, 1, 1)
        filters.addWidget(self.use_dates, 1, 2)
        filters.addWidget(self.since, 1, 3)
        filters.addWidget(QLabel(self.tr("and")), 1, 4)
        filters.addWidget(self.until, 1, 5)
        for col in (0, 2, 4):
            for row in (0, 1):
                item = filters.itemAtPosition(row, col)
                if item and isinstance(item.widget(), QLabel):
                    buddy = filters.itemAtPosition(row, col + 1)
                    if buddy:
                        item.widget().setBuddy(buddy.widget())
        buttons = QHBoxLayout()
        for b in (self.apply_button, self.clear_button, self.history_button, self.export_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.count_label)
        self.model = QueryTableModel(COLUMNS, self)
        self.view = QTableView(objectName="audit_table_view")
        self.view.setAccessibleName(self.tr("Audit entries"))
        self.view.setModel(self.model)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.view.horizontalHeader().setStretchLastSection(True)
        for i, c in enumerate(COLUMNS):
            if c.width:
                self.view.setColumnWidth(i, c.width)
        self.detail = QPlainTextEdit(objectName="audit_detail")
        self.detail.setReadOnly(True)
        self.detail.setAccessibleName(self.tr("Entry details"))
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.view)
        split.addWidget(self.detail)
        split.setSizes([440, 160])
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addLayout(buttons)
        layout.addWidget(self.banner)
        layout.addWidget(split, 1)
        layout.addWidget(close)
        self.apply_button.clicked.connect(self.apply)
        self.apply_button.setDefault(True)
        self.clear_button.clicked.connect(self.clear_filters)
        self.history_button.clicked.connect(self.show_selected_history)
        self.export_button.clicked.connect(self.export)
        enter_searches(self.record_edit, self.apply)
        enter_searches(self.action_edit, self.apply)
        self.view.selectionModel().currentRowChanged.connect(lambda *_: self._show_detail())
        self._fill_choices()
        if table:
            self.set_record(table, record_id)
        self.apply()

    def _fill_choices(self) -> None:
        self.user_box.clear()
        self.user_box.addItem(self.tr("anyone"), "")
        for name in q.usernames():
            self.user_box.addItem(name, name)
        self.table_box.clear()
        self.table_box.addItem(self.tr("any"), "")
        for t in q.tables():
            self.table_box.addItem(t, t)

    def current_filter(self) -> AuditFilter:
        table = self.table_box.currentText().strip()  # typed or chosen; "any" is no filter
        return AuditFilter(
            username=self.user_box.currentData() or "", table="" if table == "any" else table,
            record_id=self.record_edit.text().strip(), action=self.action_edit.text().strip(),
            since=from_qdate(self.since.date()) if self.use_dates.isChecked() else None,
            until=from_qdate(self.until.date()) if self.use_dates.isChecked() else None)

    def set_record(self, table: str, record_id) -> None:
        index = self.table_box.findData(table)
        if index < 0:
            self.table_box.addItem(table, table)
            index = self.table_box.count() - 1
        self.table_box.setCurrentIndex(index)
        self.record_edit.setText(str(record_id))

    def apply(self) -> None:
        self.banner.clear_error()
        try:
            f = q.clean_filter(self.current_filter())
            total = q.count(f)
        except OfficeError as exc:
            self.banner.show_error(exc, {"until": self.until, "since": self.since,
                                         "record_id": self.record_edit, "username": self.user_box})
            return
        self.filter = f
        self.model.set_source(lambda offset, limit, key, desc: q.fetch(f, offset, limit, key, desc))
        self.count_label.setText(self.tr("{0:,} entries").format(total))
        self.detail.clear()
        if self.model.rowCount():
            self.view.selectRow(0)

    def clear_filters(self) -> None:
        self.user_box.setCurrentIndex(0)
        self.table_box.setCurrentIndex(0)
        self.record_edit.clear()
        self.action_edit.clear()
        self.use_dates.setChecked(False)
        self.apply()

    def selected_entry(self) -> q.AuditRow | None:
        index = self.view.currentIndex()
        entry_id = self.model.record_id(index.row()) if index.isValid() else None
        return q.entry(entry_id) if entry_id is not None else None

    def _show_detail(self) -> None:
        e = self.selected_entry()
        self.detail.setPlainText(entry_text(e) if e else "")

    def show_selected_history(self) -> None:
        e = self.selected_entry()
        if e is None or not e.table:
            return
        self.user_box.setCurrentIndex(0)
        self.action_edit.clear()
        self.use_dates.setChecked(False)
        self.set_record(e.table, e.record_id)
        self.apply()
        self.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)  # a history reads oldest first

    def export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the audit log"), "audit-log.csv", self.tr("CSV files (*.csv)"))
        if not path:
            return
        try:
            _, n = audit_export.export_csv(self.ctx.actor, self.filter, path)
        except OfficeError as exc:
            QMessageBox.warning(self, self.tr("Not exported"), describe_error(exc))
            return
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Not exported"), self.tr("The file could not be written: {0}").format(exc))
            return
        self.ctx.status(self.tr("{0:,} audit entries exported to {1}").format(n, path))
        self._fill_choices_keep()
        self.apply()

    def _fill_choices_keep(self) -> None:
        f = self.current_filter()
        self._fill_choices()
        self.user_box.setCurrentIndex(max(self.user_box.findData(f.username), 0))
        if f.table:
            self.set_record(f.table, f.record_id)


def show_history(ctx, table: str, record_id, parent: QWidget | None = None) -> AuditViewer:
    """Open the audit log on one record's full history (for any tab: "History…")."""
    viewer = AuditViewer(ctx, parent, table=table, record_id=record_id)
    viewer.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # a window per record looked at: freed on close
    show_window(viewer)
    return viewer


