"""Handing documents over: the receipt, tag and certificate after an action, and the tag sheet set-up."""
from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
)

from animaloffice.documents.tags import CODES, TagSheetLayout
from animaloffice.domain.errors import OfficeError
from animaloffice.domain.statuses import LicenseStatus
from animaloffice.printing import license_documents as docs
from animaloffice.queries.license_standing import not_in_force
from animaloffice.services.jurisdictions import set_office_settings

from .. import printing
from ..modal import run_modal
from ..theme import colour
from ..widgets.forms import ErrorBanner, keep_place
from .form_parts import hint


def show_document(parent, build, title: str, doc_type: str, name: str):
    """Render (core) and preview (window); a failure is shown, never swallowed."""
    try:
        data = build()
    except OfficeError as exc:
        from PySide6.QtWidgets import QMessageBox

        from ..widgets.forms import describe_error

        QMessageBox.warning(parent, title, describe_error(exc))
        return None
    return printing.preview(parent, data, title, doc_type, name)


class DocumentsOffer(QDialog):
    """After a license, renewal or replacement: what to hand over, one key each."""

    def __init__(self, parent, message: str, *, license_id: int | None = None, payment_id: int | None = None,
                 tag: bool = True, certificate: bool = True, ctx=None):
        super().__init__(parent)
        self.ctx = ctx
        self.setObjectName("documents_offer")
        self.setWindowTitle(self.tr("Done: print for the owner"))
        self.license_id, self.payment_id = license_id, payment_id
        self.previews = []
        text = QLabel(message)
        text.setObjectName("offer_message")
        text.setWordWrap(True)
        text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.all_button = QPushButton(self.tr("Print &all"))
        self.all_button.setToolTip(self.tr("The tag, the license certificate and the receipt in one preview, one Print"))
        self.receipt_button = QPushButton(self.tr("&Receipt"))
        self.tag_button = QPushButton(self.tr("&Tag"))
        self.certificate_button = QPushButton(self.tr("License &certificate"))
        self.close_button = QPushButton(self.tr("Close"))
        self.tag_wanted = tag
        # Print all puts the tag on the office's usual sheet: a part-used sheet goes back in at its first
        # label left (the Tag button's own dialog asks the same)
        self.tag_start = QSpinBox(objectName="offer_tag_start")
        self.tag_start.setRange(1, docs.tag_layout().per_page)
        self.tag_start.setAccessibleName(self.tr("Tag on label number"))
        self.tag_start.setToolTip(self.tr("To reuse a part-used sheet: labels are counted across, then down, from 1"))
        start_label = QLabel(self.tr("Print all: tag on &label"))
        start_label.setBuddy(self.tag_start)
        for b, name in ((self.all_button, "offer_all"), (self.receipt_button, "offer_receipt"), (self.tag_button, "offer_tag"),
                        (self.certificate_button, "offer_certificate")):
            b.setObjectName(name)
        self.all_button.setVisible(license_id is not None and certificate)
        self.receipt_button.setVisible(payment_id is not None)
        self.tag_button.setVisible(tag and license_id is not None)
        self.certificate_button.setVisible(certificate and license_id is not None)
        self.all_button.clicked.connect(self.print_all)
        self.receipt_button.clicked.connect(self.receipt)
        self.tag_button.clicked.connect(self.tag)
        self.certificate_button.clicked.connect(self.certificate)
        self.close_button.clicked.connect(self.accept)
        shows_start = license_id is not None and certificate and tag
        self.tag_start.setVisible(shows_start)
        start_label.setVisible(shows_start)
        keep_place(self.all_button, self.receipt_button, self.tag_button, self.certificate_button, self.tag_start,
                   start_label)
        start_row = QHBoxLayout()
        start_row.addWidget(start_label)
        start_row.addWidget(self.tag_start)
        start_row.addStretch(1)
        row = QHBoxLayout()
        for b in (self.all_button, self.receipt_button, self.tag_button, self.certificate_button):
            row.addWidget(b)
        row.addStretch(1)
        row.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addLayout(start_row)
        layout.addLayout(row)
        (self.all_button if self.all_button.isVisibleTo(self) else self.receipt_button if payment_id is not None
         else self.close_button).setDefault(True)

    def _keep(self, preview):
        if preview is not None:
            self.previews.append(preview)
        return preview

    def print_all(self):
        """One preview holding what the sale hands over: tag, certificate and receipt."""
        return self._keep(show_document(
            self, lambda: docs.sale_pdf(self.license_id, self.payment_id, tag=self.tag_wanted,
                                        start_position=self.tag_start.value() - 1),
            "Tag, certificate and receipt", "sale_documents", "license-documents.pdf"))

    def receipt(self):
        return self._keep(show_document(self, lambda: docs.receipt_pdf(self.payment_id), "Receipt", "receipt",
                                        "receipt.pdf"))

    def tag(self):
        """Choose the sheet and where on it (a part-used sheet goes back in), then preview."""
        dialog = TagPrintDialog(self, [self.license_id], self.ctx)
        if run_modal(dialog) != QDialog.DialogCode.Accepted:
            return None
        return self._keep(dialog.last_preview)

    def certificate(self):
        return self._keep(show_document(self, lambda: docs.certificate_pdf(self.license_id),
                                        "License certificate", "license_certificate", "license-certificate.pdf"))


class TagPrintDialog(QDialog):
    """Which sheet the tags go on: rows, columns, label size, margins, the code, where to start."""

    def __init__(self, parent, license_ids: list[int], ctx=None):
        super().__init__(parent)
        self.setObjectName("tag_print_dialog")
        self.setWindowTitle(self.tr("Print {0} tag(s)").format(len(license_ids)))
        self.license_ids = license_ids
        self.ctx = ctx
        self.last_preview = None
        layout = docs.tag_layout()
        first = QFormLayout()  # what changes from one print to the next comes first
        self.start = self._spin(first, "Start at label &number:", 1, 1, 1600, "start_position")
        self.start.setToolTip(self.tr("To reuse a part-used sheet: labels are counted across, then down, from 1"))
        first.addRow("", hint(self.tr("Labels are counted across, then down, from 1: on a part-used sheet, start at "
                                      "the first label left.")))
        sheet = QGroupBox(self.tr("Label sheet (the office's usual sheet is filled in)"))
        form = QFormLayout(sheet)
        self.rows = self._spin(form, "&Rows per sheet:", layout.rows, 1, 40, "rows")
        self.columns = self._spin(form, "&Columns:", layout.columns, 1, 40, "columns")
        self.width = self._dspin(form, "Label &width (in):", layout.label_width_in, 0.5, 8.5, "label_width_in")
        self.height = self._dspin(form, "Label &height (in):", layout.label_height_in, 0.5, 8.5, "label_height_in")
        self.top = self._dspin(form, "Top margin (in):", layout.top_margin_in, 0, 5, "top_margin_in")
        self.left = self._dspin(form, "Left margin (in):", layout.left_margin_in, 0, 5, "left_margin_in")
        self.col_gap = self._dspin(form, "Gap between columns (in):", layout.column_gap_in, 0, 5, "column_gap_in")
        self.row_gap = self._dspin(form, "Gap between rows (in):", layout.row_gap_in, 0, 5, "row_gap_in")
        self.code = QComboBox(objectName="code")
        self.code.setAccessibleName(self.tr("Code printed"))
        for value, text in zip(CODES, ("Barcode (Code128)", "QR code", "Both")):
            self.code.addItem(text, value)
        self.code.setCurrentIndex(max(self.code.findData(layout.code), 0))
        form.addRow(self.tr("Code that &scans to the number:"), self.code)
        self.page = QComboBox(objectName="page_size")
        self.page.setAccessibleName(self.tr("Page size"))
        self.page.addItem(self.tr("Letter"), "letter")
        self.page.addItem("A4", "a4")
        self.page.setCurrentIndex(max(self.page.findData(layout.page_size), 0))
        form.addRow(self.tr("Page:"), self.page)
        self.outline = QCheckBox(self.tr("Draw label outlines (for a test print on plain paper)"))
        self.outline.setChecked(layout.outline)
        form.addRow("", self.outline)
        self.save_default = QCheckBox(self.tr("Save this sheet as the office default"))
        self.save_default.setEnabled(ctx is not None and ctx.actor.may("office_settings"))
        form.addRow("", self.save_default)
        self.banner = ErrorBanner()
        # a tag of a license no longer in force would be worn as if it were: say so before printing
        ended = not_in_force(license_ids)
        self.not_in_force = QLabel(objectName="tags_not_in_force", wordWrap=True)
        if ended:
            kinds = ", ".join(f"{n} {LicenseStatus.words_of(s)}" for s, n in sorted(ended.items()))
            self.not_in_force.setText(self.tr("{0} of these licenses are not in force ({1}): their tags print "
                                              "all the same. Leave them out unless a tag is wanted for the "
                                              "records.").format(sum(ended.values()), kinds))
            self.not_in_force.setStyleSheet(f"color: {colour('warning')};")
        self.not_in_force.setVisible(bool(ended))
        buttons = QDialogButtonBox()
        self.preview_button = buttons.addButton("&Preview and print…", QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.preview_button.clicked.connect(self.preview)
        buttons.rejected.connect(self.reject)
        outer = QVBoxLayout(self)
        outer.addWidget(self.not_in_force)
        outer.addLayout(first)
        outer.addWidget(sheet)
        outer.addWidget(self.banner)
        outer.addWidget(buttons)

    def _spin(self, form, label, value, low, high, name):
        box = QSpinBox(objectName=name)
        box.setRange(low, high)
        box.setValue(value)
        box.setAccessibleName(label.replace("&", "").rstrip(":"))
        form.addRow(label, box)
        return box

    def _dspin(self, form, label, value, low, high, name):
        box = QDoubleSpinBox(objectName=name)
        box.setRange(low, high)
        box.setDecimals(3)
        box.setSingleStep(0.125)
        box.setValue(value)
        box.setAccessibleName(label.replace("&", "").rstrip(":"))
        form.addRow(label, box)
        return box

    def layout_chosen(self) -> TagSheetLayout:
        return replace(TagSheetLayout(), rows=self.rows.value(), columns=self.columns.value(),
                       label_width_in=self.width.value(), label_height_in=self.height.value(),
                       top_margin_in=self.top.value(), left_margin_in=self.left.value(),
                       column_gap_in=self.col_gap.value(), row_gap_in=self.row_gap.value(),
                       code=self.code.currentData(), page_size=self.page.currentData(),
                       outline=self.outline.isChecked())

    def preview(self):
        self.banner.clear_error()
        try:
            layout = self.layout_chosen().checked()
            data = docs.tags_pdf(self.license_ids, layout, start_position=self.start.value() - 1)
            if self.save_default.isChecked() and self.ctx is not None:
                set_office_settings(self.ctx.actor, {"tag_sheet_layout": layout.to_json()})
        except OfficeError as exc:
            self.banner.show_error(exc, {"rows": self.rows, "columns": self.columns, "code": self.code,
                                         "start_position": self.start})
            return None
        self.last_preview = printing.preview(self.parent() or self, data, "License tags", "tags", "tags.pdf")
        self.accept()
        return self.last_preview
