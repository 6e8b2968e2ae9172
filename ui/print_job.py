"""Sending a document's pages to a printer (a QPrinter: the system's, or a PDF file).

Each page is drawn onto the printer as vector graphics (``pdf_painting``: text as text,
bars and lines as paths), so the job is about the size of the PDF, not a megabyte of image
a page. A page with something that painter does not draw is printed as an image instead
(QPdfDocument.render, at most 300 dpi; 8 bits a pixel when the page has no colour), and the job says
which and why. Pages are painted at their true size from the paper's corner, so a tag sheet
lands on the label stock where the PDF puts it; a page larger than the paper is shrunk to
fit, never enlarged. The figures are in benchmarks/README.md ("Printing").
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, QSize
from PySide6.QtGui import QImage, QPageLayout, QPainter
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPrintSupport import QPrinter

from . import pdf_painting
from .pdf_fonts import Unsupported

MAX_RASTER_DPI = 300


def load_pdf(data: bytes, parent=None) -> QPdfDocument:
    doc = QPdfDocument(parent)
    buffer = QBuffer(parent=doc)
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    doc.load(buffer)
    doc._buffer = buffer  # keep alive with the document
    return doc


# --- printing ----------------------------------------------------------------------------

class PrintCancelled(Exception):
    pass


def pages_to_print(printer: QPrinter, page_count: int) -> list[int]:
    """Zero-based page numbers the print dialog's range asks for (all by default)."""
    first, last = printer.fromPage(), printer.toPage()
    if printer.printRange() == QPrinter.PrintRange.PageRange and first > 0:
        return [i for i in range(first - 1, min(last or page_count, page_count))]
    return list(range(page_count))


@dataclass
class PrintJob:
    """What was sent: pages in all, and those that went as images (with why)."""

    pages: int = 0
    raster: dict[int, str] = field(default_factory=dict)  # page index -> why it is an image


def print_pdf(data: bytes, printer: QPrinter, progress: Callable[[int, int], bool | None] | None = None,
              *, job: PrintJob | None = None) -> int:
    """Paint the pages onto the printer; returns the number of pages sent.

    ``progress(done, total)`` may return False to cancel (the job is aborted).
    """
    doc = load_pdf(data)
    if doc.pageCount() < 1:
        raise RuntimeError("the document has no pages")
    vector = _vector_pages(data)
    job = job if job is not None else PrintJob()
    pages = pages_to_print(printer, doc.pageCount())
    copies = 1 if printer.supportsMultipleCopies() else max(1, printer.copyCount())
    jobs = [i for _ in range(copies) for i in pages]
    printer.setFullPage(True)  # paint from the paper's corner: the PDF carries its own margins
    _orient_for(printer, doc, jobs[0])
    painter = QPainter()
    if not painter.begin(printer):
        raise RuntimeError(f"cannot print to {printer.printerName() or printer.outputFileName() or 'the printer'}")
    try:
        for n, i in enumerate(jobs):
            if n:
                _orient_for(printer, doc, i)
                printer.newPage()
            why = _why_raster(vector, i)
            if why:
                job.raster[i] = why
            _paint_page(painter, printer, doc, i, None if why else vector)
            if vector is not None:
                vector.forget(i)
            job.pages = n + 1
            if progress is not None and progress(n + 1, len(jobs)) is False:
                printer.abort()
                raise PrintCancelled()
    finally:
        if painter.isActive():
            painter.end()
    return len(jobs)


def _vector_pages(data: bytes):
    """The document read for vector drawing; None when it cannot be (pypdf cannot read it)."""
    try:
        return pdf_painting.PdfPages(data)
    except Exception:  # noqa: BLE001 - any unreadable file is printed as images, as before
        return None


def _why_raster(vector, index: int) -> str:
    """Empty when the page can be drawn as vector graphics, else why not."""
    if vector is None:
        return "the file cannot be read for vector printing"
    try:
        pdf_painting.check_page(vector, index)
    except Unsupported as exc:
        return str(exc)
    except Exception as exc:  # noqa: BLE001 - a page this reader cannot parse still prints, as an image
        return f"the page cannot be read ({exc})"
    return ""


def _orient_for(printer: QPrinter, doc: QPdfDocument, index: int) -> None:
    size = doc.pagePointSize(index)
    landscape = size.width() > size.height()
    printer.setPageOrientation(QPageLayout.Orientation.Landscape if landscape
                               else QPageLayout.Orientation.Portrait)


def _paint_page(painter: QPainter, printer: QPrinter, doc: QPdfDocument, index: int, vector=None) -> None:
    dpi = printer.resolution()
    size_pt = doc.pagePointSize(index)
    paper = printer.pageLayout().fullRectPixels(dpi)
    width, height = size_pt.width() / 72 * dpi, size_pt.height() / 72 * dpi
    scale = min(1.0, paper.width() / width, paper.height() / height)  # shrink to fit, never enlarge
    target = QRectF(0, 0, width * scale, height * scale)
    if scale < 1.0:
        target.moveTo((paper.width() - target.width()) / 2, (paper.height() - target.height()) / 2)
    if vector is not None:
        pdf_painting.paint_page(painter, vector, index, target)
        return
    raster = min(dpi, MAX_RASTER_DPI)
    image = doc.render(index, QSize(round(size_pt.width() / 72 * raster), round(size_pt.height() / 72 * raster)))
    if image.allGray():  # black and grey only: a quarter of the pixels' bytes for the spooler
        image = image.convertToFormat(QImage.Format.Format_Grayscale8)
    painter.drawImage(target, image)
