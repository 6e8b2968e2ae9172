"""The window layer's part of ``animaloffice --self-test``.

After the core steps (database, license, documents) these prove what a frozen
bundle most often lacks: the Qt platform plugin, QtPdf reading the documents,
printing through QPrinter, the SVG icons, and every tab of the main window
(tab packages are imported by name, which a bundler cannot see by itself).
Nothing is shown on screen: Qt runs offscreen unless QT_QPA_PLATFORM says otherwise.
"""
from __future__ import annotations

import os


def _app():
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from .app import make_application

    return QApplication.instance() or make_application(["animaloffice"])


def qt_pdf_text(pdf: bytes) -> str:
    """The text of every page, read by QtPdf (the reader the preview uses)."""
    _app()
    from .print_job import load_pdf

    doc = load_pdf(pdf)
    if doc.pageCount() < 1:
        raise RuntimeError(f"QtPdf cannot read the document ({doc.error().name})")
    return "\n".join(doc.getAllText(i).text() for i in range(doc.pageCount()))


def check_qt(state) -> str:
    app = _app()
    from PySide6 import __version__ as pyside

    return f"PySide6 {pyside}, platform {app.platformName()}, style {app.style().name()}"


def check_pdf_pages(state) -> str:
    _app()
    from PySide6.QtCore import QSize

    from .print_job import load_pdf

    pages = 0
    for document in state.documents:
        doc = load_pdf(document.pdf)
        for i in range(doc.pageCount()):
            image = doc.render(i, QSize(425, 550))
            if image.isNull() or _blank(image):
                raise RuntimeError(f"{document.name}: page {i + 1} renders blank")
            pages += 1
    return f"{pages} page(s) rendered"


def check_printing(state) -> str:
    """Every document (the tag sheet among them) printed through QPrinter to a PDF file, every
    page as vector graphics (text and paths, not a page image)."""
    _app()
    from PySide6.QtPrintSupport import QPrinter

    from .print_job import PrintJob, load_pdf, print_pdf

    pages = 0
    for n, document in enumerate(state.documents):
        out = state.folder / f"printed-{n}.pdf"
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(out))
        job = PrintJob()
        sent = print_pdf(document.pdf, printer, job=job)
        if not out.exists() or load_pdf(out.read_bytes()).pageCount() != sent:
            raise RuntimeError(f"{document.name}: printing to a PDF printer wrote nothing")
        if job.raster:
            page, why = next(iter(job.raster.items()))
            raise RuntimeError(f"{document.name}: page {page + 1} was printed as an image ({why})")
        pages += sent
    return f"{pages} page(s) printed to a PDF printer, as vector graphics"


def check_icons(state) -> str:
    _app()
    from PySide6.QtCore import QSize

    from .icons import NAMES, render

    for name in NAMES:
        if _blank(render(name, QSize(32, 32))):
            raise RuntimeError(f"the icon {name} draws nothing")
    return f"{len(NAMES)} icons"


def check_window(state) -> str:
    _app()
    from .main_window import TABS, open_main_window

    window = open_main_window(state.actor, state.jurisdiction_id)
    try:
        if window.tabs.count() != len(TABS):
            raise RuntimeError(f"the main window has {window.tabs.count()} tabs, not {len(TABS)}")
        window.resize(1100, 720)
        if window.grab().isNull():
            raise RuntimeError("the main window cannot be drawn")
        titles = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    finally:
        window.close()
        window.deleteLater()
    return ", ".join(titles)


QT_CHECKS = (("qt", check_qt), ("pdf pages", check_pdf_pages), ("printing", check_printing),
             ("icons", check_icons), ("main window", check_window))


def run_self_test() -> int:
    from animaloffice.selftest import self_test

    return self_test(extra_checks=QT_CHECKS, pdf_text=qt_pdf_text)


def _blank(image) -> bool:
    """True if every sampled pixel is the same (nothing drawn)."""
    first = image.pixel(0, 0)
    step_x, step_y = max(1, image.width() // 40), max(1, image.height() // 40)
    return all(image.pixel(x, y) == first for x in range(0, image.width(), step_x)
               for y in range(0, image.height(), step_y))
