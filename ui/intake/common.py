"""Small things the intake tab's widgets share: showing a document, reporting an error."""
from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from ..widgets.forms import describe_error


def show_pdf(parent: QWidget, data: bytes, title: str, doc_type: str, suggested_name: str):
    """Every document from the intake desk goes through the shared preview (Print, Save as PDF)."""
    from ..printing import preview

    return preview(parent, data, title, doc_type, suggested_name)


def report_error(parent: QWidget, exc: Exception, title: str = "Kennel intake") -> None:
    """A refusal that has no field on screen: a message box, worded for the desk."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, describe_error(exc), parent=parent)
    box.setObjectName("intake_error")
    box.open()
