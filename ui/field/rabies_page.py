"""The Rabies reports page: the veterinarians' reports filed and their lines; the dogs and cats
vaccinated in the city with no license (T-3A), and the letters telling their owners to license."""
from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from animaloffice.domain.errors import OfficeError
from animaloffice.queries.rabies_reports import report_lines, report_list, unlicensed_vaccinated
from animaloffice.services import rabies_letters, rabies_reports
from animaloffice.services.xlsx_reading import is_workbook, sheet_names

from ..widgets.forms import date_edit, describe_error, from_qdate
from .forms import FieldDialog, open_dialog


def _fill(table: QTableWidget, headers: list[str], rows: list[tuple], *, checkable: bool = False) -> None:
    table.clear()
    table.setColumnCount(len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, value in enumerate(row[1:]):
            text = f"{value:%m/%d/%Y}" if isinstance(value, date) else ("" if value is None else str(value))
            item = QTableWidgetItem(text)
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
            if c == 0:
                item.setData(Qt.ItemDataRole.UserRole, row[0])
                if checkable:
                    item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                    item.setCheckState(Qt.CheckState.Unchecked)
            table.setItem(r, c, item)
    table.resizeColumnsToContents()


class FileReportDialog(FieldDialog):
    """A clinic's list: a dry run first, then filed; a column close to one of the report's is asked about."""

    def __init__(self, ctx, parent=None, today: date | None = None):
        super().__init__(ctx, self.tr("File a veterinarian's rabies report"), parent, ok_text="&File it")
        self.setObjectName("file_report_dialog")
        self.data: bytes | None = None
        self.path = QLineEdit(objectName="report_path")
        browse = QPushButton(self.tr("Browse…"), objectName="report_browse")
        browse.clicked.connect(lambda: self.choose())
        row = QHBoxLayout()
        row.addWidget(self.path, 1)
        row.addWidget(browse)
        label = QLabel(self.tr("Report fi&le"))
        label.setBuddy(self.path)  # the row is a layout: Alt goes to its path field
        self.form.addRow(label, row)
        self.sheet = self.add(self.tr("Sheet"), QComboBox(objectName="report_sheet"), "sheet")
        self.clinic = self.add(self.tr("&Clinic"), QLineEdit(objectName="report_clinic"), "clinic")
        self.received = self.add(self.tr("Received on"), date_edit(today, name="report_received"), "received_on")
        self.vet = self.add(self.tr("Veterinarian (if the list has none)"), QLineEdit(objectName="report_vet"), "veterinarian")
        self.suggestions = QListWidget(objectName="report_suggestions")
        self.suggestions.setAccessibleName(self.tr("Columns to check"))
        self.suggestions.setFixedHeight(70)
        self.form.addRow(self.tr("Columns to check"), self.suggestions)
        self.dry_button = QPushButton(self.tr("&Dry run"), objectName="report_dry_run")
        self.dry_button.clicked.connect(lambda: self.dry_run())
        self.form.addRow(self.dry_button)
        self.summary = QPlainTextEdit(objectName="report_summary", readOnly=True)
        self.summary.setAccessibleName(self.tr("What the filing would do"))
        self.summary.setFixedHeight(160)
        self.form.addRow(self.summary)
        self.report = None

    def choose(self, path: str | None = None) -> None:
        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("The clinic's list"), "",
                                                  self.tr("Lists (*.csv *.xlsx *.txt);;All files (*)"))
            if not path:
                return
        self.path.setText(path)
        try:
            self.data = Path(path).read_bytes()
        except OSError as exc:
            self.summary.setPlainText(f"The file could not be read: {exc.strerror or exc}")
            self.data = None
            return
        self.sheet.clear()
        if is_workbook(self.data):
            for name in sheet_names(self.data):
                self.sheet.addItem(name, name)
        if not self.clinic.text():
            self.clinic.setText(Path(path).stem.replace("_", " ")[:160])

    def _columns(self) -> dict[str, str]:
        out = {}
        for i in range(self.suggestions.count()):
            item = self.suggestions.item(i)
            header, column = item.data(Qt.ItemDataRole.UserRole)
            out[header] = column if item.checkState() == Qt.CheckState.Checked else ""
        return out

    def _call(self, dry_run: bool):
        if self.data is None:
            self.summary.setPlainText("Choose the clinic's file first.")
            return None
        self.banner.clear_error(self.fields)
        try:
            return rabies_reports.import_rabies_report(
                self.ctx.actor, self.data, jurisdiction_id=self.ctx.jurisdiction_id, clinic=self.clinic.text(),
                received_on=from_qdate(self.received.date()), veterinarian=self.vet.text(), dry_run=dry_run,
                file_name=Path(self.path.text()).name, sheet=self.sheet.currentData(), columns=self._columns() or None)
        except OfficeError as exc:
            self.banner.show_error(exc, self.fields)
            return None

    def _show(self, report) -> None:
        self.report = report
        lines = [report.summary()] + [r.text() for r in report.refused]
        lines += [f"row {l.row}: {l.animal}, {l.owner}: {l.status.replace('_', ' ')}"
                  + (f" ({l.matched_by.replace('_', ' ')})" if l.matched_by else "") + (f"; {l.note}" if l.note else "")
                  for l in report.lines]
        self.summary.setPlainText("\n".join(lines))
        known = {self.suggestions.item(i).data(Qt.ItemDataRole.UserRole)[0] for i in range(self.suggestions.count())}
        for header, column in report.suggested_columns.items():
            if header not in known:
                item = QListWidgetItem(f"Read {header!r} as {column}")
                item.setData(Qt.ItemDataRole.UserRole, (header, column))
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Checked)
                self.suggestions.addItem(item)

    def dry_run(self):
        report = self._call(True)
        if report is not None:
            self._show(report)
        return report

    def submit(self):
        report = self._call(False)
        if report is None:
            return None
        self._show(report)
        if not report.committed:
            return None
        self.result_value = report
        self.done_ok.emit(report)
        self.accept()
        return report


class RabiesPage(QWidget):
    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.dialogs = []
        self.today = date.today
        self.last_preview = None
        self.setObjectName("rabies_page")
        self.file_button = QPushButton(self.tr("File a c&linic's report…"), objectName="file_report")
        self.file_button.setEnabled(ctx.actor.may("file_rabies_reports"))
        self.file_button.clicked.connect(lambda: self.file_report())
        self.reports = QTableWidget(objectName="report_table")
        self.reports.setAccessibleName(self.tr("Reports filed"))
        self.reports.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.reports.itemSelectionChanged.connect(self._report_chosen)
        self.lines = QTableWidget(objectName="report_lines")
        self.lines.setAccessibleName(self.tr("The report's certificates"))
        self.unsent_only = QCheckBox(self.tr("Only those not yet written to"), objectName="unsent_only")
        self.unsent_only.toggled.connect(lambda _: self.refresh_unlicensed())
        self.unlicensed = QTableWidget(objectName="unlicensed_table")
        self.unlicensed.setAccessibleName(self.tr("Dogs and cats vaccinated with no license"))
        self.unlicensed.itemDoubleClicked.connect(self._open_animal)
        self.letters_button = QPushButton(self.tr("Print l&etters for the ticked…"), objectName="print_letters")
        self.letters_button.setEnabled(ctx.actor.may("send_notice"))
        self.letters_button.clicked.connect(lambda: self.send_letters())
        self.note = QLabel(objectName="unlicensed_note", wordWrap=True)
        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 0, 0)
        head = QHBoxLayout()
        head.addWidget(QLabel(self.tr("Reports filed")))
        head.addStretch(1)
        head.addWidget(self.file_button)
        ll.addLayout(head)
        ll.addWidget(self.reports, 1)
        ll.addWidget(QLabel(self.tr("Its certificates")))
        ll.addWidget(self.lines, 2)
        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.addWidget(QLabel(self.tr("Dogs and cats vaccinated in the city with no license")))
        rl.addWidget(self.note)
        rl.addWidget(self.unsent_only)
        rl.addWidget(self.unlicensed, 1)
        rl.addWidget(self.letters_button)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, objectName="rabies_splitter")
        self.splitter.addWidget(left)
        self.splitter.addWidget(right)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)
        self.refresh()

    def refresh(self) -> None:
        _fill(self.reports, ["Report", "Received", "Clinic", "Certificates", "Filed", "File"],
              report_list(self.ctx.jurisdiction_id))
        if self.reports.rowCount():
            self.reports.selectRow(0)
        else:
            _fill(self.lines, [], [])
        self.refresh_unlicensed()

    def refresh_unlicensed(self) -> None:
        profile = self.ctx.profile()
        if not profile.enforces("licensing"):
            self.note.setText(self.tr("{0} licenses no dogs or cats under its profile: its reports are filed, and no letter is "
                                      "sent.").format(profile.name))
        else:
            self.note.setText("Tick the animals to write to; the letter tells the owner a license is needed"
                              + (", and is the notice to obtain it within 2 business days."
                                 if profile.enforces("license_order_after_rabies_report") else "."))
        rows = [u.as_row() for u in unlicensed_vaccinated(self.ctx.jurisdiction_id, self.today(),
                                                         unsent_only=self.unsent_only.isChecked())]
        _fill(self.unlicensed, ["Animal", "Owner", "Vaccinated", "Clinic", "Report", "Letter sent", "Letter"], rows,
              checkable=True)
        self.letters_button.setEnabled(bool(rows) and self.ctx.actor.may("send_notice"))

    def _report_chosen(self) -> None:
        rows = self.reports.selectionModel().selectedRows()
        if rows:
            report_id = self.reports.item(rows[0].row(), 0).data(Qt.ItemDataRole.UserRole)
            _fill(self.lines, ["Row", "Owner", "Animal", "Vaccinated", "What was done", "Matched", "Note"],
                  report_lines(report_id))

    def ticked(self) -> list[int]:
        return [self.unlicensed.item(r, 0).data(Qt.ItemDataRole.UserRole) for r in range(self.unlicensed.rowCount())
                if self.unlicensed.item(r, 0).checkState() == Qt.CheckState.Checked]

    def tick(self, animal_ids) -> None:
        for r in range(self.unlicensed.rowCount()):
            item = self.unlicensed.item(r, 0)
            if item.data(Qt.ItemDataRole.UserRole) in animal_ids:
                item.setCheckState(Qt.CheckState.Checked)

    def _open_animal(self, item) -> None:
        animal_id = self.unlicensed.item(item.row(), 0).data(Qt.ItemDataRole.UserRole)
        self.ctx.open_record.emit("animal", animal_id)

    def file_report(self):
        dialog = FileReportDialog(self.ctx, self, today=self.today())
        dialog.done_ok.connect(lambda report: (self.ctx.changed("vaccination"), self.refresh(),
                                               self.ctx.status(report.summary())))
        return open_dialog(self, dialog)

    def send_letters(self):
        from ..printing import preview

        ids = self.ticked()
        if not ids:
            self.ctx.status(self.tr("Tick the animals to write to first"))
            return None
        try:
            sent = rabies_letters.send_license_letters(self.ctx.actor, ids, jurisdiction_id=self.ctx.jurisdiction_id)
            pdf = rabies_letters.letters_pdf([s.id for s in sent])
        except OfficeError as exc:
            self.ctx.status(describe_error(exc))
            return None
        self.ctx.changed("notice")
        self.refresh_unlicensed()
        self.last_preview = preview(self, pdf, f"Letters to license ({len(sent)})", "license_letter",
                                    "letters-to-license.pdf")
        return self.last_preview
