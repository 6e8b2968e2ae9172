"""Import owners, animals and licenses from CSV: choose the file, dry run, then import.

The dry run and the import are ``animaloffice.services.importer``; this dialog
shows what would be imported and every refused row (row, column, reason).
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QApplication, QComboBox, QDialog, QFileDialog, QFormLayout, QHBoxLayout,
                               QLabel, QLineEdit, QMessageBox, QProgressDialog, QPushButton, QTabWidget,
                               QVBoxLayout)

from animaloffice.domain.errors import OfficeError
from animaloffice.services.importer import ImportCancelled, ImportReport, import_csv
from .. import settings
from ..widgets.forms import ErrorBanner

from .export_list import export_model
from .table import RowsTable

FORMATS = (("Recognise from the header", None), ("AnimalOffice columns", "native"), ("ASM3 export", "asm3"))


class ImportDialog(QDialog):
    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.report: ImportReport | None = None
        self.setWindowTitle("Import owners, animals and licenses from CSV")
        self.setObjectName("import_dialog")
        self.path = QLineEdit(objectName="import_file")
        self.path.setAccessibleName("File")
        browse = QPushButton("&Browse…")
        browse.clicked.connect(self.browse)
        self.format = QComboBox(objectName="import_format")
        self.format.setAccessibleName("Layout")
        for label, code in FORMATS:
            self.format.addItem(label, code)
        self.jurisdiction = QComboBox(objectName="import_jurisdiction")
        self.jurisdiction.setAccessibleName("Jurisdiction")
        for j in ctx.jurisdictions:
            self.jurisdiction.addItem(j.name, j.id)
        self.jurisdiction.setCurrentIndex(max(self.jurisdiction.findData(ctx.jurisdiction_id), 0))
        self.dry_button = QPushButton("&Dry run", objectName="import_dry_run")
        self.dry_button.clicked.connect(lambda: self.run(dry_run=True))
        self.import_button = QPushButton("&Import", objectName="import_run")
        self.import_button.clicked.connect(lambda: self.run(dry_run=False))
        self.save_refused = QPushButton("&Save refused rows…", enabled=False)
        self.save_refused.clicked.connect(lambda: export_model(self, ctx, self.refused, what="refused import rows",
                                                               suggested_name="refused-rows.csv",
                                                               personal=True))
        close = QPushButton("Close")
        close.clicked.connect(self.accept)
        self.banner = ErrorBanner()
        self.summary = QLabel(wordWrap=True, objectName="import_summary")
        self.accepted = RowsTable("import_accepted")
        self.refused = RowsTable("import_refused")
        self.results = QTabWidget()
        self.results.addTab(self.refused, "Refused rows")
        self.results.addTab(self.accepted, "Rows to import")

        file_row = QHBoxLayout()
        file_row.addWidget(self.path, 1)
        file_row.addWidget(browse)
        form = QFormLayout()
        form.addRow("&File:", file_row)
        form.addRow("&Layout:", self.format)
        form.addRow("&Jurisdiction:", self.jurisdiction)
        buttons = QHBoxLayout()
        for b in (self.dry_button, self.import_button, self.save_refused):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(QLabel("The import is all or nothing: if any row is refused, nothing is imported. "
                                "Run a dry run first, fix the refused rows in the file, then import. "
                                "The layouts are described in docs/import-format.md.", wordWrap=True))
        layout.addLayout(buttons)
        layout.addWidget(self.banner)
        layout.addWidget(self.summary)
        layout.addWidget(self.results, 1)
        self.resize(980, 640)

    def browse(self) -> None:
        start = settings.load("import/folder", str(Path.home()))
        path, _ = QFileDialog.getOpenFileName(self, "Choose the CSV file", start, "CSV files (*.csv *.txt)")
        if path:
            self.path.setText(path)
            settings.save("import/folder", str(Path(path).parent))

    def run(self, dry_run: bool) -> ImportReport | None:
        self.banner.clear_error()
        path = Path(self.path.text().strip())
        if not path.is_file():
            self.banner.setText("Choose the CSV file to import.")
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
            report = import_csv(self.ctx.actor, path.read_bytes(), jurisdiction_id=self.jurisdiction.currentData(),
                                fmt=self.format.currentData(), dry_run=dry_run, file_name=path.name,
                                progress=step)
        except ImportCancelled:
            self.summary.setText("Cancelled: nothing was imported.")
            return None
        except OfficeError as exc:
            self.banner.show_error(exc)
            return None
        except OSError as exc:
            self.banner.setText(f"The file cannot be read: {exc}")
            self.banner.show()
            return None
        finally:
            progress.close()
        self.show_report(report)
        if report.committed:
            self.ctx.changed("")
        return report

    def _confirm(self, path: Path) -> bool:
        answer = QMessageBox.question(self, "Import", f"Import {path.name} into "
                                      f"{self.jurisdiction.currentText()}?")
        return answer == QMessageBox.StandardButton.Yes

    def show_report(self, report: ImportReport) -> None:
        self.report = report
        self.summary.setText(report.summary())
        self.refused.set_rows([("Row", "number"), ("Column", "text"), ("Reason", "text"), ("Value", "text")],
                              [(i, r.row, r.column, r.reason, r.value) for i, r in enumerate(report.refused)])
        self.accepted.set_rows([("Row", "number"), ("Owner", "text"), ("Animal", "text"),
                                ("Rabies certificate", "text"), ("License", "text"), ("Left out", "text")],
                               [(i, p.row, p.owner, p.animal, p.certificate, p.license, p.notes)
                                for i, p in enumerate(report.planned)])
        self.save_refused.setEnabled(bool(report.refused))
        self.results.setCurrentWidget(self.refused if report.refused else self.accepted)
