"""Import owners, animals and licenses from CSV or an Excel workbook: choose the file (and the
workbook's sheet), dry run, answer the "did you mean" of a misspelt column, then import.

The dry run and the import are ``animaloffice.services.importer``; this dialog
shows what would be imported and every refused row (row, column, reason).
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
)

from animaloffice.domain.errors import OfficeError
from animaloffice.queries.import_runs import undoable_runs
from animaloffice.services.asm3_export import export_asm3
from animaloffice.services.import_undo import undo_import
from animaloffice.services.importer import ImportCancelled, ImportReport, import_file
from animaloffice.services.xlsx_reading import sheet_names

from .. import settings
from ..widgets.forms import ErrorBanner
from .export_list import export_model
from .import_mapping_box import MappingBox
from .table import RowsTable

FORMATS = (("Recognise from the header", None), ("AnimalOffice columns", "native"), ("ASM3 export", "asm3"))


class ImportDialog(QDialog):
    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.report: ImportReport | None = None
        self.setWindowTitle(self.tr("Import owners, animals and licenses from CSV or Excel"))
        self.setObjectName("import_dialog")
        self.suggestions: dict[str, str] = {}  # this file's "did you mean": header -> column
        self.choices: dict[str, str] = {}  # the clerk's answers: header -> column ("" = leave out)
        self.path = QLineEdit(objectName="import_file")
        self.path.setAccessibleName(self.tr("File"))
        self.path.editingFinished.connect(self._file_changed)
        self.sheet = QComboBox(objectName="import_sheet", enabled=False)
        self.sheet.setAccessibleName(self.tr("Sheet"))
        self.sheet.setToolTip(self.tr("The sheet of the Excel workbook to read"))
        self.sheet.currentIndexChanged.connect(lambda _: self._forget_choices())
        self.columns_box = QGroupBox(self.tr("Columns to check"), objectName="import_columns")
        self.columns_form = QFormLayout(self.columns_box)
        self.columns_box.hide()
        self.column_choices: dict[str, QComboBox] = {}
        self.mappings = MappingBox(ctx, lambda: self.run(dry_run=True), self.banner_error)
        browse = QPushButton(self.tr("&Browse…"))
        browse.clicked.connect(self.browse)
        self.format = QComboBox(objectName="import_format")
        self.format.setAccessibleName(self.tr("Layout"))
        for label, code in FORMATS:
            self.format.addItem(label, code)
        self.tags = QComboBox(objectName="import_tags")
        self.tags.setAccessibleName(self.tr("ASM3 tags"))
        for label, code in (("Ask (ASM3 keeps no tag number)", ""), ("The license number is the tag", "number"),
                            ("Give new tag numbers", "assign")):
            self.tags.addItem(label, code)
        self.fee_unit = QComboBox(objectName="import_fee_unit")
        self.fee_unit.setAccessibleName(self.tr("Fees are written in"))
        for label, code in (("As the file says (ask when it does not)", ""), ("Dollars", "dollars"),
                            ("Cents", "cents")):
            self.fee_unit.addItem(label, code)
        self.jurisdiction = QComboBox(objectName="import_jurisdiction")
        self.jurisdiction.setAccessibleName(self.tr("Jurisdiction"))
        for j in ctx.jurisdictions:
            self.jurisdiction.addItem(j.name, j.id)
        self.jurisdiction.setCurrentIndex(max(self.jurisdiction.findData(ctx.jurisdiction_id), 0))
        self.dry_button = QPushButton(self.tr("&Dry run"), objectName="import_dry_run")
        self.dry_button.clicked.connect(lambda: self.run(dry_run=True))
        self.import_button = QPushButton(self.tr("&Import"), objectName="import_run")
        self.import_button.clicked.connect(lambda: self.run(dry_run=False))
        self.save_refused = QPushButton(self.tr("&Save refused rows…"), enabled=False)
        self.save_refused.clicked.connect(lambda: export_model(self, ctx, self.refused, what="refused import rows",
                                                               suggested_name="refused-rows.csv",
                                                               personal=True))
        self.undo_button = QPushButton(self.tr("&Undo this import…"), objectName="import_undo", enabled=False)
        self.undo_button.setToolTip(self.tr("Void every record this import made, with a reason (only before the office "
                                            "has started work on them)"))
        self.undo_button.clicked.connect(self.undo)
        self.undo_earlier = QPushButton(self.tr("Undo an ea&rlier import…"), objectName="import_undo_earlier")
        self.undo_earlier.setToolTip(self.tr("Choose an import of this jurisdiction made before, and void every record it "
                                             "made, with a reason (only before the office has started work on them)"))
        self.undo_earlier.clicked.connect(self.undo_a_run)
        self.export_button = QPushButton(self.tr("E&xport for ASM3…"), objectName="import_export_asm3")
        self.export_button.setToolTip(self.tr("Write the jurisdiction's owners, animals, rabies certificates and licenses "
                                              "in ASM3's import columns, to go back to ASM3 or share with a shelter"))
        self.export_button.clicked.connect(self.export_asm3)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.accept)
        self.banner = ErrorBanner()
        self.summary = QLabel(wordWrap=True, objectName="import_summary")
        self.summary.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.accepted = RowsTable("import_accepted")
        self.refused = RowsTable("import_refused")
        self.results = QTabWidget()
        self.results.addTab(self.refused, self.tr("Refused rows"))
        self.results.addTab(self.accepted, self.tr("Rows to import"))

        file_row = QHBoxLayout()
        file_row.addWidget(self.path, 1)
        file_row.addWidget(browse)
        form = QFormLayout()
        file_label = QLabel(self.tr("&File:"))
        file_label.setBuddy(self.path)  # Alt+F: the row's field is a layout, so name the line edit
        form.addRow(file_label, file_row)
        form.addRow(self.tr("S&heet:"), self.sheet)
        form.addRow(self.tr("&Layout:"), self.format)
        form.addRow(self.tr("&Jurisdiction:"), self.jurisdiction)
        form.addRow(self.tr("ASM3 &tags:"), self.tags)
        form.addRow(self.tr("Fees are &written in:"), self.fee_unit)
        buttons = QHBoxLayout()
        for b in (self.dry_button, self.import_button, self.save_refused, self.undo_button, self.undo_earlier):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.export_button)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(QLabel(self.tr("The import is all or nothing: if any row is refused, nothing is imported. "
                                        "Run a dry run first, fix the refused rows in the file, then import. "
                                        "The layouts are described in docs/import-format.md."), wordWrap=True))
        layout.addLayout(buttons)
        layout.addWidget(self.banner)
        layout.addWidget(self.columns_box)
        layout.addWidget(self.mappings)
        layout.addWidget(self.summary)
        layout.addWidget(self.results, 1)
        self.resize(980, 640)

    def banner_error(self, exc: OfficeError) -> None:
        self.banner.show_error(exc)

    def browse(self) -> None:
        start = settings.load("import/folder", str(Path.home()))
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose the file"), start,
                                              self.tr("CSV files and Excel workbooks (*.csv *.txt *.xlsx);;"
                                                      "Excel workbooks (*.xlsx);;CSV files (*.csv *.txt)"))
        if path:
            self.path.setText(path)
            settings.save("import/folder", str(Path(path).parent))
            self._file_changed()

    def _file_changed(self) -> None:
        """A new file: its sheets listed (a workbook), the answers about another file's columns
        forgotten."""
        self._forget_choices()
        self.sheet.blockSignals(True)
        self.sheet.clear()
        path = Path(self.path.text().strip())
        names: list[str] = []
        if path.suffix.lower() == ".xlsx" and path.is_file():
            try:
                names = sheet_names(path.read_bytes())
            except (OfficeError, OSError):
                names = []  # the dry run says what is wrong with the file
        for name in names:
            self.sheet.addItem(name, name)
        self.sheet.setEnabled(len(names) > 1)
        self.sheet.blockSignals(False)

    def _forget_choices(self) -> None:
        self.suggestions, self.choices = {}, {}
        self._show_suggestions()

    def _show_suggestions(self) -> None:
        """One line per misspelt-looking column: read it as the suggested column, or leave it out
        (the answer stays shown, and can be changed, after the dry run it led to)."""
        while self.columns_form.rowCount():
            self.columns_form.removeRow(0)
        self.column_choices = {}
        for header, column in self.suggestions.items():
            choice = QComboBox(objectName=f"column_choice:{header}")
            choice.setAccessibleName(self.tr("Column {0}").format(header))
            choice.addItem(self.tr("Choose…"), None)
            choice.addItem(self.tr("Read it as {0}").format(column), column)
            choice.addItem(self.tr("Leave it out"), "")
            if header in self.choices:
                choice.setCurrentIndex(choice.findData(self.choices[header]))
            choice.currentIndexChanged.connect(lambda _, h=header, box=choice: self._choose(h, box))
            self.column_choices[header] = choice
            label = QLabel(self.tr("“{0}” is not a column: did you mean {1}?").format(header, column))
            label.setBuddy(choice)
            self.columns_form.addRow(label, choice)
        self.columns_box.setVisible(bool(self.suggestions))

    def _choose(self, header: str, box: QComboBox) -> None:
        if box.currentData() is None:
            self.choices.pop(header, None)
            return
        self.choices[header] = box.currentData()
        self.run(dry_run=True)  # the report as it is with the answer

    def run(self, dry_run: bool) -> ImportReport | None:
        self.banner.clear_error()
        path = Path(self.path.text().strip())
        if not path.is_file():
            self.banner.setText(self.tr("Choose the CSV file or Excel workbook to import."))
            self.banner.show()
            return None
        if not dry_run and not self._confirm(path):
            return None
        progress = QProgressDialog("Reading the file…", "Cancel", 0, 100, self)
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(500)

        def step(i, n):
            progress.setMaximum(max(n, 1))
            progress.setValue(i)
            QApplication.processEvents()
            return not progress.wasCanceled()

        try:
            report = import_file(self.ctx.actor, path.read_bytes(), jurisdiction_id=self.jurisdiction.currentData(),
                                 fmt=self.format.currentData(), dry_run=dry_run, file_name=path.name,
                                 sheet=self.sheet.currentData(), columns=dict(self.choices) or None,
                                 tags=self.tags.currentData(), fee_unit=self.fee_unit.currentData(),
                                 progress=step)
        except ImportCancelled:
            self.summary.setText(self.tr("Cancelled: nothing was imported."))
            return None
        except OfficeError as exc:
            self.banner.show_error(exc)
            return None
        except OSError as exc:
            self.banner.setText(self.tr("The file cannot be read: {0}").format(exc))
            self.banner.show()
            return None
        finally:
            progress.close()
        self.show_report(report)
        if report.committed:
            self.ctx.changed("")
        return report

    def _ask_reason(self) -> str | None:
        text, ok = QInputDialog.getText(self, self.tr("Undo the import"), self.tr("Why is the import undone?"))
        return text if ok else None

    def _ask_run(self, lines: list) -> int | None:
        texts = [line.text() for line in lines]
        chosen, ok = QInputDialog.getItem(self, self.tr("Undo an earlier import"), self.tr("Which import is undone?"), texts, 0, False)
        return lines[texts.index(chosen)].run_id if ok and chosen in texts else None

    def undo(self) -> None:
        """Void the import just made, as a whole, with a reason."""
        if self.report is None or self.report.run_id is None:
            return
        if self._undo_run(self.report.run_id, self.report.file_name):
            self.undo_button.setEnabled(False)

    def undo_a_run(self) -> None:
        """Void an import made before (yesterday's, another desk's), chosen from the jurisdiction's."""
        lines = undoable_runs(self.jurisdiction.currentData())
        if not lines:
            self.summary.setText(self.tr("There is no import of this jurisdiction to undo."))
            return
        run_id = self._ask_run(lines)
        if run_id is not None:
            chosen = next(line for line in lines if line.run_id == run_id)
            self._undo_run(run_id, chosen.file_name)

    def _undo_run(self, run_id: int, file_name: str) -> bool:
        reason = self._ask_reason()
        if reason is None:
            return False
        self.banner.clear_error()
        try:
            n = undo_import(self.ctx.actor, run_id, reason)
        except OfficeError as exc:
            self.banner.show_error(exc)
            return False
        if self.report is not None and self.report.run_id == run_id:
            self.undo_button.setEnabled(False)
        self.summary.setText(self.tr("The import of {0} is undone: {1} records voided ({2}).").format(file_name, n, reason))
        self.ctx.changed("")
        return True

    def _ask_save_path(self) -> str:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export for ASM3"), str(Path.home() / "asm3-import.csv"),
                                              self.tr("CSV files (*.csv)"))
        return path

    def export_asm3(self) -> str | None:
        """The jurisdiction's records in ASM3's import columns (``asm3_export``), written to a file."""
        path = self._ask_save_path()
        if not path:
            return None
        self.banner.clear_error()
        try:
            data = export_asm3(self.ctx.actor, self.jurisdiction.currentData())
            Path(path).write_bytes(data)
        except OfficeError as exc:
            self.banner.show_error(exc)
            return None
        except OSError as exc:
            self.banner.setText(self.tr("The file cannot be written: {0}").format(exc))
            self.banner.show()
            return None
        self.summary.setText(self.tr("Written for ASM3 (File > Import a CSV file): {0}.").format(path))
        return path

    def _confirm(self, path: Path) -> bool:
        answer = QMessageBox.question(self, self.tr("Import"), self.tr("Import {0} into {1}?").format(path.name, self.jurisdiction.currentText()))
        return answer == QMessageBox.StandardButton.Yes

    def show_report(self, report: ImportReport) -> None:
        self.report = report
        new = {h: c for h, c in report.suggested_columns.items() if h not in self.suggestions}
        if new:
            self.suggestions.update(new)
            self._show_suggestions()
        self.mappings.show_values(report.unmatched, self.jurisdiction.currentData())
        self.summary.setText(report.summary())
        # a wrapped label's height is not asked of it by the dialog's layout: give it its lines
        width = max(self.summary.width(), self.width() - 40, 400)
        self.summary.setMinimumHeight(self.summary.heightForWidth(width))
        self.refused.set_rows([("Row", "number"), ("Column", "text"), ("Reason", "text"), ("Value", "text")],
                              [(i, r.row, r.column, r.reason, r.value) for i, r in enumerate(report.refused)])
        self.accepted.set_rows([("Row", "number"), ("Owner", "text"), ("Animal", "text"),
                                ("Rabies certificate", "text"), ("License", "text"), ("Left out", "text")],
                               [(i, p.row, p.owner, p.animal, p.certificate, p.license, p.notes)
                                for i, p in enumerate(report.planned)])
        self.save_refused.setEnabled(bool(report.refused))
        self.undo_button.setEnabled(report.committed and report.run_id is not None)
        self.results.setCurrentWidget(self.refused if report.refused else self.accepted)
