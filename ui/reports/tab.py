"""The Reports tab: pick a report, set its parameters, see it, print it, export it.

The figures come from ``animaloffice.reports``; this widget only lays them out.
A report is made on a worker thread (a year's licenses due at a metro office take
seconds): the window stays usable, Cancel stops it, and running it again replaces it. A long
report's rows are shown as they are found, with a progress bar; Print and Save wait for the
finished report.
Its Tools menu also holds the CSV import and the whole-office export.
"""
from __future__ import annotations

from datetime import date, datetime

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from animaloffice.domain.errors import OfficeError
from animaloffice.domain.report_tables import ReportResult
from animaloffice.reports import REPORTS, report_parts, report_pdf
from animaloffice.reports.base import ReportPart
from animaloffice.services.export import export_report

from .. import printing
from ..modal import open_window
from ..widgets.forms import DateEdit, ErrorBanner, date_edit, from_qdate, to_qdate
from ..workers import run_read
from .export_list import ask_path
from .table import RowsTable

ALL = -1  # the "all jurisdictions" choice where a report allows it


class ReportsTab(QWidget):
    title = "Reports"

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.setObjectName("reports_tab")
        self.result: ReportResult | None = None
        self.result_code = self._asked_code = ""  # the report shown, the one asked for
        self.task = None  # the report being made
        self._run_id = 0
        self.inputs: dict[str, QWidget] = {}
        self.picker = QListWidget(objectName="report_picker")
        self.picker.setAccessibleName(self.tr("Reports"))
        for code, spec in REPORTS.items():
            item = QListWidgetItem(spec.title)
            item.setData(Qt.ItemDataRole.UserRole, code)
            item.setToolTip(spec.description)
            self.picker.addItem(item)
        self.picker.currentItemChanged.connect(lambda *_: (self._clear_result(), self._build_form()))
        self.picker.itemActivated.connect(lambda *_: self.run())
        self.description = QLabel(wordWrap=True, objectName="report_description")
        self.form = QFormLayout()
        self.run_button = QPushButton(self.tr("&Run"), objectName="run_report")
        self.run_button.setShortcut(QKeySequence("Ctrl+R"))
        self.run_button.clicked.connect(self.run)
        self.cancel_button = QPushButton(self.tr("Cance&l"), objectName="cancel_report", visible=False)
        self.cancel_button.clicked.connect(self.cancel)
        self.print_button = QPushButton(self.tr("&Preview and print…"), objectName="print_report", enabled=False)
        self.print_button.clicked.connect(self.preview)
        self.csv_button = QPushButton(self.tr("Export &CSV…"), objectName="export_report", enabled=False)
        self.csv_button.clicked.connect(self.export_csv)
        self.banner = ErrorBanner()
        self.progress = QProgressBar(objectName="report_progress", visible=False)
        self.progress.setAccessibleName(self.tr("Report progress"))
        self._parts_shown = 0  # parts of the report being made that are on screen
        self.heading = QLabel(objectName="report_heading")
        self.heading.setStyleSheet("font-weight: 600;")
        self.table = RowsTable("report_table")
        self.table.doubleClicked.connect(self._open_row)
        self.notes = QLabel(wordWrap=True, objectName="report_notes")
        self.stale = QLabel(wordWrap=True, objectName="report_stale", visible=False)
        self.stale.setStyleSheet("font-weight: 600;")
        self.notes.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        right = QWidget()
        lay = QVBoxLayout(right)
        lay.addWidget(self.description)
        lay.addLayout(self.form)
        buttons = QHBoxLayout()
        for b in (self.run_button, self.cancel_button, self.print_button, self.csv_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        lay.addLayout(buttons)
        lay.addWidget(self.banner)
        lay.addWidget(self.heading)
        lay.addWidget(self.progress)
        lay.addWidget(self.stale)
        lay.addWidget(self.table, 1)
        lay.addWidget(self.notes)
        split = QSplitter(objectName="reports_splitter")
        split.addWidget(self.picker)
        split.addWidget(right)
        split.setStretchFactor(1, 1)
        split.setSizes([260, 900])
        outer = QVBoxLayout(self)
        outer.addWidget(split)
        ctx.jurisdiction_changed.connect(lambda _: self._set_jurisdiction())
        ctx.data_changed.connect(self._records_changed)
        self._made_at = ""
        self.picker.setCurrentRow(0)

    # --- parameters ---------------------------------------------------------------
    @property
    def code(self) -> str:
        item = self.picker.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item else ""

    def _records_changed(self, _table: str) -> None:
        """A report is what the records were when it was made: after a change it says so, rather
        than being made again unasked (a metro report takes seconds) or passing for current."""
        if self.result is not None:
            self.stale.setText(self.tr("Records have changed since this report was made at {0}: Run again (Ctrl+R) to include "
                                       "the changes.").format(self._made_at))
            self.stale.show()

    def _clear_result(self) -> None:
        """Another report chosen: the one on screen goes, with its Print and Save (nothing on
        screen may stand under another report's name)."""
        self.cancel()
        self.result = None
        self.stale.hide()
        self.table.set_rows([], [])
        self.notes.clear()
        spec = REPORTS.get(self.code)
        self.heading.setText(self.tr("{0}: set what it covers, then Run.").format(spec.title) if spec else "")
        self._finished()

    def _build_form(self) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)
        self.inputs = {}
        spec = REPORTS.get(self.code)
        if spec is None:
            return
        self.description.setText(spec.description + (f"  ({', '.join(spec.rule_ids)})" if spec.rule_ids else ""))
        for param in spec.params:
            widget = self._input(param)
            widget.setObjectName(f"param_{param.name}")
            widget.setAccessibleName(param.label)
            self.inputs[param.name] = widget
            self.form.addRow(param.label + ":", widget)

    def _input(self, param) -> QWidget:
        value = param.default_value()
        if param.kind == "jurisdiction":
            box = QComboBox()
            for j in self.ctx.jurisdictions:
                box.addItem(j.name, j.id)
            if self.code.startswith("takings"):
                box.addItem(self.tr("All jurisdictions"), ALL)
            box.setCurrentIndex(max(box.findData(self.ctx.jurisdiction_id), 0))
            return box
        if param.kind == "date":
            return date_edit(value or date.today())
        if param.kind == "month":
            edit = DateEdit(to_qdate(value or date.today()))
            edit.setDisplayFormat("MMMM yyyy")
            edit.setCalendarPopup(True)
            return edit
        spin = QSpinBox()
        spin.setRange(-1 if value is None else 0, 3650)
        if value is None:
            spin.setSpecialValueText(self.tr("profile's period"))
            spin.setValue(-1)
        else:
            spin.setValue(int(value))
        return spin

    def _set_jurisdiction(self) -> None:
        """The window switched city: the form asks for that city, and a report made (or being
        made) for another city goes, with its Print and Save, as when another report is chosen."""
        box = self.inputs.get("jurisdiction_id")
        if isinstance(box, QComboBox):
            before = box.currentData()
            box.setCurrentIndex(max(box.findData(self.ctx.jurisdiction_id), 0))
            if box.currentData() != before and (self.result is not None or self.running):
                self._clear_result()

    def params(self) -> dict:
        out = {}
        for param in REPORTS[self.code].params:
            w = self.inputs[param.name]
            if isinstance(w, QComboBox):
                out[param.name] = None if w.currentData() == ALL else w.currentData()
            elif isinstance(w, QDateEdit):
                day = from_qdate(w.date())
                out[param.name] = day.replace(day=1) if param.kind == "month" else day
            elif isinstance(w, QSpinBox):
                out[param.name] = None if w.value() < 0 else w.value()
        return out

    # --- running ------------------------------------------------------------------
    def run(self) -> None:
        """Make the chosen report on a worker; it is shown when made (``running`` meanwhile)."""
        if not self.code:
            return
        self.cancel()
        self.banner.clear_error()
        code, params = self.code, self.params()
        self._asked_code = code
        self._run_id += 1
        run_id = self._run_id
        self._parts_shown = 0
        self.task = run_read(lambda: ((run_id, piece) for piece in report_parts(code, **params)), self._made,
                             self._failed, tag=run_id, on_part=self._part)
        self.heading.setText(self.tr("Making the report: {0}…").format(REPORTS[code].title))
        self.progress.setRange(0, 0)  # busy until the first part says how far it has come
        self.progress.show()
        self.cancel_button.show()
        for button in (self.print_button, self.csv_button):  # the report on screen is not the one asked for
            button.setEnabled(False)

    @property
    def running(self) -> bool:
        return self.task is not None

    def cancel(self) -> None:
        if self.task is not None:
            self.task.cancel()
            self._drop_parts()
            self._finished()
            self.heading.setText(self.tr("Cancelled."))

    def _drop_parts(self) -> None:
        """Rows found so far are not the report: none stays on screen once it stops unfinished."""
        if self._parts_shown:
            self.table.set_rows([], [])
            self._parts_shown = 0

    def _finished(self) -> None:
        self.task = None
        self._run_id += 1  # whatever the stopped report still sends is for no one
        self.progress.hide()
        self.cancel_button.hide()
        self.print_button.setEnabled(self.result is not None)
        self.csv_button.setEnabled(self.result is not None and self._may_export(self.result))

    def _may_export(self, result: ReportResult) -> bool:
        """As ``export_report`` allows: a report with people's details needs the export right."""
        return self.ctx.actor.may("edit_records" if result.personal is False else "export_data")

    def _part(self, made: tuple[int, ReportPart]) -> None:
        """Rows of the report being made, shown as they come: the first part replaces what was
        on screen, the others are added after it."""
        run_id, part = made
        if run_id != self._run_id or not isinstance(part, ReportPart):
            return  # a stopped report's, or the finished report (shown by _made)
        if self._parts_shown == 0:
            self.result = None
            self.stale.hide()
            self.notes.clear()
            self.table.set_rows([(c.title, c.kind) for c in part.head.columns], part.rows)
            self.table.setSortingEnabled(False)  # rows still coming: the finished report may be sorted
        else:
            self.table.add_rows(part.rows)
        self._parts_shown += 1
        shown = len(self.table.rows)
        if part.total:
            self.progress.setRange(0, part.total)
            self.progress.setValue(part.done)
            self.heading.setText(self.tr("Making the report: {0} — {1:,} rows so far, {2:,} of {3:,} records "
                                         "gone through…").format(part.head.title, shown, part.done, part.total))
        else:
            self.heading.setText(self.tr("Making the report: {0} — {1:,} rows so far…").format(part.head.title, shown))

    def _made(self, made: tuple[int, ReportResult]) -> None:
        run_id, r = made
        if run_id != self._run_id:
            return
        self.result, self.result_code = r, self._asked_code  # the names it is printed and saved under
        self._made_at = datetime.now().strftime("%H:%M")
        self.stale.hide()
        self._finished()
        self.heading.setText(f"{r.title} — {r.subtitle}")
        chosen = self.table.current_id()  # a row picked while the report was being made stays picked
        self.table.set_rows([(c.title, c.kind) for c in r.columns], r.rows, r.totals)
        if chosen is not None:
            self.table.select_id(chosen)
        self.notes.setText("\n".join(r.notes))
        self.ctx.status(self.tr("{0}: {1} rows").format(r.title, len(r.rows)))

    def _failed(self, exc: BaseException) -> None:
        if getattr(exc, "read_tag", None) != self._run_id:
            return  # cancelled, or replaced by a newer run
        self._drop_parts()
        self._finished()
        self.heading.clear()
        if isinstance(exc, OfficeError):
            self.banner.show_error(exc)
        else:
            self.banner.setText(self.tr("The report could not be made: {0}").format(exc))
            self.banner.show()

    def preview(self):
        if self.result is None:
            return None
        return printing.preview(self, report_pdf(self.result), self.result.title, f"report/{self.result_code}",
                                f"{self.result_code}-{date.today().isoformat()}.pdf")

    def export_csv(self, path: str | None = None) -> str | None:
        if self.result is None:
            return None
        path = path or ask_path(self, f"{self.result_code}-{date.today().isoformat()}.csv")
        if not path:
            return None
        try:
            written = export_report(self.ctx.actor, path, self.result)
        except (OfficeError, OSError) as exc:
            if isinstance(exc, OfficeError):
                self.banner.show_error(exc)
            else:
                QMessageBox.warning(self, self.tr("Export"), str(exc))
            return None
        self.ctx.status(self.tr("{0} rows written to {1}").format(written.rows, path))
        return path

    def _open_row(self, index) -> None:
        record_id = self.table.current_id()
        if self.result is not None and self.result.record_kind and record_id is not None:
            self.ctx.open_record.emit(self.result.record_kind, record_id)

    # --- the window's hooks ---------------------------------------------------------
    def menu_actions(self) -> list[QAction]:
        from .archive import export_office_action
        from .import_dialog import ImportDialog

        run_import = QAction(self.tr("&Import owners, animals and licenses from CSV or Excel…"), self)
        run_import.setObjectName("import_action")
        run_import.triggered.connect(lambda: open_window(ImportDialog(self.ctx, self)))
        archive = export_office_action(self, self.ctx)
        return [run_import, archive]
