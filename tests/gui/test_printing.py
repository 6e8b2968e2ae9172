"""Every document's preview: pages on screen, Save as PDF, printing through the print dialog,
and what is remembered per document type (printer, paper size, layout)."""
import io
from datetime import date

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QSize
from PySide6.QtGui import QPageSize
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog, QFileDialog

from animaloffice.documents.base import Letter, Letterhead
from animaloffice.documents.page_writer import render_letters
from ui import print_job, printing


def _pdf(pages: int, word: str = "Body") -> bytes:
    head = Letterhead("Lyon County Animal Control", "City of Tracy")
    return render_letters([Letter(head, f"{word} page {i + 1}", date(2026, 3, 2), paragraphs=[word])
                           for i in range(pages)], title=word)


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("ANIMALOFFICE_HOME", str(tmp_path))  # remembered choices go to a fresh file
    monkeypatch.setattr(print_job, "MAX_RASTER_DPI", 72)  # quicker, for a page printed as an image
    return tmp_path


class PrintDialogChoice:
    """What the person picks in the (monkeypatched) system print dialog: a PDF file, paper, pages."""

    chosen: dict = {}
    seen_page_size = None

    @classmethod
    def exec(cls, dialog):
        printer = dialog.printer()
        cls.seen_page_size = printer.pageLayout().pageSize().id()
        c = cls.chosen
        if not c:
            return QDialog.DialogCode.Rejected
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(c["file"])
        printer.setPageSize(QPageSize(c.get("size", QPageSize.PageSizeId.Letter)))
        if "range" in c:
            printer.setPrintRange(QPrinter.PrintRange.PageRange)
            printer.setFromTo(*c["range"])
        return QDialog.DialogCode.Accepted


def test_preview_shows_every_page(qtbot, home):
    dialog = printing.preview(None, _pdf(3), "Renewal notices", "renewal_notice", "renewals.pdf")
    qtbot.addWidget(dialog)
    assert dialog.isVisible() and dialog.document.pageCount() == 3
    assert dialog.pages.text() == "Page 1 of 3"
    assert "Preview of Renewal notices" == dialog.view.accessibleName()

    def drawn():  # QPdfView renders asynchronously
        image = dialog.view.viewport().grab().toImage()
        colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
        return len(colours) > 3
    qtbot.waitUntil(drawn, timeout=3000)
    dialog.set_zoom(2.0)
    assert dialog.zoom_label.text() == "200 %"
    dialog.fit_width()
    assert 0.25 <= dialog.view.zoomFactor() < 2.0


def test_save_as_pdf_writes_the_bytes_and_remembers_the_folder(qtbot, home, tmp_path, monkeypatch):
    data = _pdf(1)
    dialog = printing.DocumentPreview(data, "Receipt", "receipt", "receipt-1.pdf")
    qtbot.addWidget(dialog)
    folder = tmp_path / "out"
    folder.mkdir()
    asked = []

    def fake_save(parent, caption, start, filters):
        asked.append(start)
        return str(folder / "receipt-1"), filters
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(fake_save))
    saved = dialog.save_document()
    assert saved == str(folder / "receipt-1.pdf")
    assert (folder / "receipt-1.pdf").read_bytes() == data
    dialog.save_document()
    assert asked[-1] == str(folder / "receipt-1.pdf")  # the next save starts in the same folder


def test_print_to_a_pdf_printer_through_the_dialog(qtbot, home, tmp_path, monkeypatch):
    monkeypatch.setattr(QPrintDialog, "exec", lambda self: PrintDialogChoice.exec(self))
    dialog = printing.DocumentPreview(_pdf(3, "Notice"), "Notices", "notice", "notices.pdf")
    qtbot.addWidget(dialog)
    out = tmp_path / "printed.pdf"
    PrintDialogChoice.chosen = {"file": str(out), "size": QPageSize.PageSizeId.A4, "range": (2, 3)}
    assert dialog.print_document() is True
    reader = PdfReader(io.BytesIO(out.read_bytes()))
    assert len(reader.pages) == 2  # pages 2-3 as asked
    box = reader.pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (595, 842)  # A4 paper
    # the paper size is remembered for notices only; receipts still default to Letter
    assert printing.configured_printer("notice").pageLayout().pageSize().id() == QPageSize.PageSizeId.A4
    assert printing.configured_printer("receipt").pageLayout().pageSize().id() == QPageSize.PageSizeId.Letter
    PrintDialogChoice.chosen = {}
    again = printing.DocumentPreview(_pdf(1), "Notice", "notice")
    qtbot.addWidget(again)
    assert again.print_document() is False  # cancelled in the dialog: nothing printed
    assert PrintDialogChoice.seen_page_size == QPageSize.PageSizeId.A4  # the dialog opened on A4


def test_printed_page_keeps_its_true_size(qtbot, tmp_path):
    """A Letter page on Letter paper is painted 1:1 from the corner, so label stock lines up."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "p.pdf"))
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.Letter))
    assert print_job.print_pdf(_pdf(2), printer) == 2
    doc = print_job.load_pdf((tmp_path / "p.pdf").read_bytes())
    assert doc.pageCount() == 2
    size = doc.pagePointSize(0)
    assert (round(size.width()), round(size.height())) == (612, 792)
    assert not doc.render(0, QSize(200, 260)).isNull()


def test_remembered_printer_only_if_still_installed(home, monkeypatch):
    printing.remember("tags", "printer", "Front desk Zebra")
    monkeypatch.setattr(printing.QPrinterInfo, "availablePrinterNames", staticmethod(lambda: ["Office laser"]))
    assert printing.remembered_printer_name("tags") == ""
    monkeypatch.setattr(printing.QPrinterInfo, "availablePrinterNames",
                        staticmethod(lambda: ["Office laser", "Front desk Zebra"]))
    assert printing.remembered_printer_name("tags") == "Front desk Zebra"
    assert printing.remembered_printer_name("certificate") == ""


def test_tag_sheet_layout_is_remembered(qtbot, home):
    layouts = {"2x5": "10 tags a sheet (2 × 5)", "3x10": "30 labels a sheet (3 × 10)"}
    rendered = []

    def render(key):
        rendered.append(key)
        return _pdf(1 if key == "3x10" else 3, key)
    first = printing.DocumentPreview(render(printing.remembered_layout("tags", "2x5")), "Tags", "tags",
                                     layouts=layouts, render_layout=render)
    qtbot.addWidget(first)
    assert first.layout_box.currentData() == "2x5" and first.document.pageCount() == 3
    first.layout_box.setCurrentIndex(first.layout_box.findData("3x10"))
    assert rendered[-1] == "3x10" and first.document.pageCount() == 1
    assert printing.remembered_layout("tags", "2x5") == "3x10"
    second = printing.DocumentPreview(render(printing.remembered_layout("tags", "2x5")), "Tags", "tags",
                                      layouts=layouts, render_layout=render)
    qtbot.addWidget(second)
    assert second.layout_box.currentData() == "3x10" and second.document.pageCount() == 1


def test_print_and_save_have_keyboard_shortcuts(qtbot, home):
    dialog = printing.DocumentPreview(_pdf(1), "Receipt", "receipt")
    qtbot.addWidget(dialog)
    assert dialog.print_button.shortcut().toString() == "Ctrl+P"
    assert dialog.save_button.shortcut().toString() == "Ctrl+S"
    assert "&" in dialog.print_button.text() and "&" in dialog.save_button.text()


def test_batch_printing_without_a_preview(qtbot, home, tmp_path, monkeypatch):
    monkeypatch.setattr(QPrintDialog, "exec", lambda self: PrintDialogChoice.exec(self))
    out = tmp_path / "batch.pdf"
    PrintDialogChoice.chosen = {"file": str(out)}
    assert printing.print_with_dialog(None, _pdf(5), "renewal_notice", "Renewal notices") is True
    assert len(PdfReader(io.BytesIO(out.read_bytes())).pages) == 5
