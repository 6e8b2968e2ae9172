"""Preview, print and save any document the core renders (PDF bytes). Every document goes
through ``preview(parent, pdf_bytes, title, doc_type, suggested_name)``.

The preview is QtPdf's QPdfView. Its zoom stays in Custom mode (FitToWidth
misbehaves offscreen), so "fit width" is computed here. Printing goes through
the system print dialog to whatever printer sits by the desk, as vector graphics
(``print_job``). The printer, paper size and layout chosen are remembered per
document type ("tags", "certificate", "receipt"...).
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeySequence, QPageLayout, QPageSize
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrinterInfo
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from . import settings
from .icons import icon
from .modal import run_modal, show_window
from .print_job import PrintCancelled, load_pdf, print_pdf

DEFAULT_PAGE_SIZE = "Letter"


# --- what is remembered per document type -------------------------------------------

def _key(doc_type: str, name: str) -> str:
    return f"print/{doc_type}/{name}"


def remembered(doc_type: str, name: str, default=None):
    """A choice remembered for this kind of document (printer, page_size, layout, folder...)."""
    value = settings.load(_key(doc_type, name), default)
    return default if value in (None, "") else value


def remember(doc_type: str, name: str, value) -> None:
    settings.save(_key(doc_type, name), value)


def page_size_id(name: str) -> QPageSize.PageSizeId:
    """'Letter', 'Legal', 'A4'... (older settings said 'letter'/'a4')."""
    wanted = (name or DEFAULT_PAGE_SIZE).replace(" ", "").lower()
    for member in QPageSize.PageSizeId:
        if member.name.lower() == wanted:
            return member
    return QPageSize.PageSizeId.Letter


def configured_printer(doc_type: str) -> QPrinter:
    """A printer set up as last time for this kind of document (Letter paper by default)."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    name = remembered_printer_name(doc_type)
    if name:
        printer.setPrinterName(name)
    printer.setPageSize(QPageSize(page_size_id(remembered(doc_type, "page_size", DEFAULT_PAGE_SIZE))))
    orientation = remembered(doc_type, "orientation", "portrait")
    printer.setPageOrientation(QPageLayout.Orientation.Landscape if orientation == "landscape"
                               else QPageLayout.Orientation.Portrait)
    return printer


def remembered_printer_name(doc_type: str) -> str:
    """The printer last used for this kind of document, if it is still installed."""
    name = str(remembered(doc_type, "printer", ""))
    return name if name and name in QPrinterInfo.availablePrinterNames() else ""


def remember_printer(doc_type: str, printer: QPrinter) -> None:
    if printer.outputFormat() == QPrinter.OutputFormat.NativeFormat and printer.printerName():
        remember(doc_type, "printer", printer.printerName())
    layout = printer.pageLayout()
    remember(doc_type, "page_size", layout.pageSize().id().name)
    remember(doc_type, "orientation", "landscape"
             if layout.orientation() == QPageLayout.Orientation.Landscape else "portrait")


# --- the preview window ----------------------------------------------------------------

class DocumentPreview(QDialog):
    """A document on screen with Print and Save as PDF.

    ``layouts`` ({key: label}) with ``render_layout(key) -> bytes`` offer a choice
    of layout (e.g. tags per sheet); the choice is remembered per document type.
    ``delivered`` says the document left the office's hands: "printed" once the pages were
    sent, "saved" once the PDF was written (not when either was cancelled or failed).
    """

    delivered = Signal(str)

    def __init__(self, data: bytes, title: str, doc_type: str, suggested_name: str = "document.pdf",
                 parent: QWidget | None = None, *, layouts: dict[str, str] | None = None,
                 render_layout: Callable[[str], bytes] | None = None):
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setObjectName("document_preview")
        self.data, self.doc_type, self.suggested_name = data, doc_type, suggested_name
        self.render_layout = render_layout
        self.document = load_pdf(data, self)
        self.view = QPdfView(self)
        self.view.setObjectName("pdf_view")
        self.view.setPageMode(QPdfView.PageMode.MultiPage)
        self.view.setZoomMode(QPdfView.ZoomMode.Custom)
        self.view.setZoomFactor(1.0)
        self.view.setDocument(self.document)
        self.view.setAccessibleName(self.tr("Preview of {0}").format(title))
        self.view.pageNavigator().currentPageChanged.connect(lambda _: self._update_labels())

        self.print_button = QPushButton(icon("print"), "&Print…")
        self.print_button.setShortcut(QKeySequence.StandardKey.Print)
        self.print_button.setToolTip(self.tr("Print on a printer you choose (Ctrl+P)"))
        self.save_button = QPushButton(icon("save-pdf"), "&Save as PDF…")
        self.save_button.setShortcut(QKeySequence.StandardKey.Save)
        self.save_button.setToolTip(self.tr("Save the document as a PDF file (Ctrl+S)"))
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.setToolTip(self.tr("Close the preview (Esc)"))
        self.zoom_out_button = self._tool("−", "Zoom out (Ctrl+-)", QKeySequence.StandardKey.ZoomOut,
                                          lambda: self.set_zoom(self.view.zoomFactor() / 1.25))
        self.zoom_in_button = self._tool("+", "Zoom in (Ctrl++)", QKeySequence.StandardKey.ZoomIn,
                                         lambda: self.set_zoom(self.view.zoomFactor() * 1.25))
        self.fit_button = self._tool("Fit &width", "Fit the page to the window's width (Ctrl+0)",
                                     QKeySequence("Ctrl+0"), self.fit_width)
        self.zoom_label = QLabel(objectName="zoom_label")
        self.pages = QLabel(objectName="page_label")
        self.layout_box = None
        if layouts:
            self.layout_box = QComboBox(objectName="layout_box")
            self.layout_box.setAccessibleName(self.tr("Layout"))
            self.layout_box.setToolTip(self.tr("How the document is laid out on the paper; remembered"))
            for key, label in layouts.items():
                self.layout_box.addItem(label, key)
            current = remembered(doc_type, "layout", next(iter(layouts)))
            self.layout_box.setCurrentIndex(max(0, self.layout_box.findData(current)))
            self.layout_box.currentIndexChanged.connect(self._layout_changed)

        self.print_button.clicked.connect(self.print_document)
        self.save_button.clicked.connect(lambda: self.save_document())
        self.close_button.clicked.connect(self.accept)
        bar = QHBoxLayout()
        bar.addWidget(self.pages)
        bar.addSpacing(12)
        for w in (self.zoom_out_button, self.zoom_label, self.zoom_in_button, self.fit_button):
            bar.addWidget(w)
        if self.layout_box is not None:
            label = QLabel(self.tr("&Layout:"))
            label.setBuddy(self.layout_box)
            bar.addSpacing(12)
            bar.addWidget(label)
            bar.addWidget(self.layout_box)
        bar.addStretch(1)
        for b in (self.print_button, self.save_button, self.close_button):
            bar.addWidget(b)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addLayout(bar)
        self.resize(860, 940)
        self.print_button.setDefault(True)
        self.print_button.setFocus()
        for a, b in ((self.print_button, self.save_button), (self.save_button, self.close_button),
                     (self.close_button, self.view)):
            QWidget.setTabOrder(a, b)
        self._update_labels()

    def _tool(self, text: str, tip: str, shortcut, slot) -> QToolButton:
        button = QToolButton(text=text)
        button.setToolTip(tip)
        button.setAccessibleName(tip.split(" (")[0])
        button.setShortcut(QKeySequence(shortcut))
        button.clicked.connect(slot)
        return button

    # --- view ---------------------------------------------------------------------------
    def set_zoom(self, factor: float) -> None:
        self.view.setZoomMode(QPdfView.ZoomMode.Custom)
        self.view.setZoomFactor(max(0.25, min(4.0, factor)))
        self._update_labels()

    def fit_width(self) -> None:
        if self.document.pageCount() < 1:
            return
        page_px = self.document.pagePointSize(0).width() / 72 * self.view.logicalDpiX()
        margins = self.view.documentMargins()
        room = self.view.viewport().width() - margins.left() - margins.right() - 4
        if page_px > 0 and room > 50:
            self.set_zoom(room / page_px)

    def _update_labels(self) -> None:
        count = self.document.pageCount()
        current = self.view.pageNavigator().currentPage() + 1 if count else 0
        self.pages.setText(self.tr("Page {0} of {1}").format(current, count))
        self.zoom_label.setText(f"{round(self.view.zoomFactor() * 100)} %")

    def _layout_changed(self) -> None:
        key = self.layout_box.currentData()
        remember(self.doc_type, "layout", key)
        if self.render_layout is not None:
            self.set_data(self.render_layout(key))

    def set_data(self, data: bytes) -> None:
        """Show a re-rendered document (another layout, say)."""
        self.data = data
        old = self.document
        self.document = load_pdf(data, self)
        self.view.setDocument(self.document)
        old.deleteLater()
        self._update_labels()

    # --- output -------------------------------------------------------------------------
    def print_document(self) -> bool:
        sent = print_with_dialog(self, self.data, self.doc_type, self.windowTitle(),
                                 page_count=self.document.pageCount())
        if sent:
            self.delivered.emit("printed")
        return sent

    def save_document(self, path: str | None = None) -> str | None:
        if path is None:
            start = remembered(self.doc_type, "folder", str(Path.home()))
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Save as PDF"), str(Path(start) / self.suggested_name),
                                                  self.tr("PDF files (*.pdf)"))
        if not path:
            return None
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        try:
            Path(path).write_bytes(self.data)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Not saved"), self.tr("The PDF could not be saved to {0}:\n{1}").format(path, exc.strerror or exc))
            return None
        remember(self.doc_type, "folder", str(Path(path).parent))
        _status(self, f"Saved {path}")
        self.delivered.emit("saved")
        return path


def print_with_dialog(parent: QWidget | None, data: bytes, doc_type: str, title: str,
                      page_count: int | None = None) -> bool:
    """The system print dialog (set up as last time for this kind of document), then print.

    For batch printing without a preview; returns True once the pages were sent.
    """
    if page_count is None:
        page_count = load_pdf(data).pageCount()
    printer = configured_printer(doc_type)
    printer.setDocName(title)
    dialog = QPrintDialog(printer, parent)
    dialog.setWindowTitle(QCoreApplication.translate("ui.printing", "Print {0}").format(title))
    dialog.setOption(QPrintDialog.PrintDialogOption.PrintToFile, True)
    dialog.setMinMax(1, max(1, page_count))
    if run_modal(dialog) != QDialog.DialogCode.Accepted:
        return False
    progress = None
    if page_count > 3:
        progress = QProgressDialog("Printing…", "Cancel", 0, page_count, parent)
        progress.setWindowTitle(QCoreApplication.translate("ui.printing", "Printing"))
        progress.setWindowModality(Qt.WindowModality.WindowModal)

    def report(done: int, total: int) -> bool:
        if progress is None:
            return True
        progress.setMaximum(total)
        progress.setValue(done)
        QApplication.processEvents()
        return not progress.wasCanceled()

    try:
        sent = print_pdf(data, printer, report)
    except PrintCancelled:
        return False
    except RuntimeError as exc:
        QMessageBox.warning(parent, QCoreApplication.translate("ui.printing", "Printing failed"), str(exc))
        return False
    finally:
        if progress is not None:
            progress.close()
    remember_printer(doc_type, printer)
    where = printer.printerName() or printer.outputFileName()
    if parent is not None:
        parent.setProperty("last_printed", where)
        _status(parent, f"{title}: {sent} page(s) sent to {where}")
    return True


def _status(widget: QWidget, message: str) -> None:
    window = widget.window()
    if window is widget and widget.parentWidget() is not None:
        window = widget.parentWidget().window()
    bar = getattr(window, "statusBar", None)
    if callable(bar):
        bar().showMessage(message, 8000)


def preview(parent: QWidget, data: bytes, title: str, doc_type: str, suggested_name: str = "document.pdf",
            *, layouts: dict[str, str] | None = None,
            render_layout: Callable[[str], bytes] | None = None) -> DocumentPreview:
    """Open a non-blocking preview window for a rendered document."""
    dialog = DocumentPreview(data, title, doc_type, suggested_name, parent, layouts=layouts,
                             render_layout=render_layout)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    show_window(dialog)
    return dialog


def remembered_layout(doc_type: str, default: str) -> str:
    """The layout last chosen for this kind of document (render with it before previewing)."""
    return str(remembered(doc_type, "layout", default))
