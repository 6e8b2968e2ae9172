"""Preview, print and save any document the core renders (PDF bytes).

The preview is QtPdf's QPdfView (Custom zoom: FitToWidth misbehaves offscreen).
Printing rasterises each page with QPdfDocument.render at the printer's
resolution and paints it through QPrinter, so whatever printer sits by the
desk works through the system dialog. The printer and page size chosen are
remembered per document type.
"""
from __future__ import annotations

import tempfile
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QSize, Qt
from PySide6.QtGui import QKeySequence, QPageLayout, QPageSize, QPainter
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrinterInfo
from PySide6.QtWidgets import (QDialog, QFileDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout,
                               QWidget)

from . import settings


def load_pdf(data: bytes, parent=None) -> QPdfDocument:
    doc = QPdfDocument(parent)
    buffer = QBuffer(parent=doc)
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    doc.load(buffer)
    doc._buffer = buffer  # keep alive with the document
    return doc


def configured_printer(doc_type: str) -> QPrinter:
    """A printer set up as last time for this kind of document (Letter by default)."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    name = settings.load(f"print/{doc_type}/printer", "")
    if name and name in [p.printerName() for p in QPrinterInfo.availablePrinters()]:
        printer.setPrinterName(name)
    size = settings.load(f"print/{doc_type}/page_size", "letter")
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4 if size == "a4" else QPageSize.PageSizeId.Letter))
    return printer


def remember_printer(doc_type: str, printer: QPrinter) -> None:
    settings.save(f"print/{doc_type}/printer", printer.printerName())
    size_id = printer.pageLayout().pageSize().id()
    settings.save(f"print/{doc_type}/page_size", "a4" if size_id == QPageSize.PageSizeId.A4 else "letter")


def print_pdf(data: bytes, printer: QPrinter) -> int:
    """Paint every page onto the printer; returns the number of pages printed."""
    doc = load_pdf(data)
    painter = QPainter()
    if not painter.begin(printer):
        raise RuntimeError(f"cannot print to {printer.printerName() or printer.outputFileName()}")
    try:
        dpi = printer.resolution()
        for i in range(doc.pageCount()):
            if i:
                printer.newPage()
            size_pt = doc.pagePointSize(i)
            px = QSize(int(size_pt.width() / 72 * dpi), int(size_pt.height() / 72 * dpi))
            image = doc.render(i, px)
            target = printer.pageLayout().paintRectPixels(dpi)
            scaled = image.scaled(target.size(), Qt.AspectRatioMode.KeepAspectRatio,
                                  Qt.TransformationMode.SmoothTransformation)
            painter.drawImage(QPointF(0, 0), scaled)
    finally:
        painter.end()
    return doc.pageCount()


class DocumentPreview(QDialog):
    """A document on screen with Print and Save as PDF."""

    def __init__(self, data: bytes, title: str, doc_type: str, suggested_name: str = "document.pdf",
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setObjectName("document_preview")
        self.data, self.doc_type, self.suggested_name = data, doc_type, suggested_name
        self.document = load_pdf(data, self)
        self.view = QPdfView(self)
        self.view.setObjectName("pdf_view")
        self.view.setPageMode(QPdfView.PageMode.MultiPage)
        self.view.setZoomMode(QPdfView.ZoomMode.Custom)
        self.view.setZoomFactor(1.0)
        self.view.setDocument(self.document)
        self.view.setAccessibleName(f"Preview of {title}")
        self.pages = QLabel(f"{self.document.pageCount()} page(s)")
        self.print_button = QPushButton("&Print…")
        self.print_button.setShortcut(QKeySequence.StandardKey.Print)
        self.save_button = QPushButton("&Save as PDF…")
        self.save_button.setShortcut(QKeySequence.StandardKey.Save)
        self.close_button = QPushButton("Close")
        self.print_button.clicked.connect(self.print_document)
        self.save_button.clicked.connect(self.save_document)
        self.close_button.clicked.connect(self.accept)
        buttons = QHBoxLayout()
        buttons.addWidget(self.pages)
        buttons.addStretch(1)
        for b in (self.print_button, self.save_button, self.close_button):
            buttons.addWidget(b)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        self.resize(820, 900)

    def print_document(self) -> bool:
        printer = configured_printer(self.doc_type)
        dialog = QPrintDialog(printer, self)
        dialog.setWindowTitle(f"Print {self.windowTitle()}")
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        print_pdf(self.data, printer)
        remember_printer(self.doc_type, printer)
        return True

    def save_document(self, path: str | None = None) -> str | None:
        if path is None:
            start = settings.load(f"print/{self.doc_type}/folder", str(Path.home()))
            path, _ = QFileDialog.getSaveFileName(self, "Save as PDF", str(Path(start) / self.suggested_name),
                                                  "PDF files (*.pdf)")
        if not path:
            return None
        Path(path).write_bytes(self.data)
        settings.save(f"print/{self.doc_type}/folder", str(Path(path).parent))
        return path


def preview(parent: QWidget, data: bytes, title: str, doc_type: str, suggested_name: str = "document.pdf"
            ) -> DocumentPreview:
    """Open a non-blocking preview window for a rendered document."""
    dialog = DocumentPreview(data, title, doc_type, suggested_name, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog


def temp_pdf(data: bytes, name: str = "document") -> Path:
    fd, path = tempfile.mkstemp(prefix=f"{name}-", suffix=".pdf")
    Path(path).write_bytes(data)
    return Path(path)
