"""What the window adds to the log (``animaloffice.logs``): Qt's own messages, and a dialog for an
unexpected error, with "Copy details" and where the log is, so the office can send it on."""
from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, Qt, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton, QWidget

from animaloffice import logs

_QT_LEVELS = {QtMsgType.QtDebugMsg: logging.DEBUG, QtMsgType.QtInfoMsg: logging.INFO,
              QtMsgType.QtWarningMsg: logging.WARNING, QtMsgType.QtCriticalMsg: logging.ERROR,
              QtMsgType.QtFatalMsg: logging.CRITICAL}
_qt_log = logging.getLogger("qt")


def _qt_message(kind, context, message: str) -> None:
    where = f" ({context.file}:{context.line})" if context is not None and context.file else ""
    _qt_log.log(_QT_LEVELS.get(kind, logging.WARNING), "%s%s", message, where)


def install(parent: QWidget | None = None) -> None:
    """Qt's messages go to the log; an uncaught exception shows the error dialog over `parent`."""
    qInstallMessageHandler(_qt_message)
    logs.on_uncaught(lambda details: show_error(details, parent))


def show_error(details: str, parent: QWidget | None = None) -> QMessageBox:
    """The dialog for an unexpected error: what to do, where the log is, the details to copy."""
    where = logs.log_file()
    box = QMessageBox(QMessageBox.Icon.Critical, "AnimalOffice: unexpected error",
                      "Something went wrong that AnimalOffice did not expect. What was saved before "
                      "stays saved; the action that failed may not have been.", parent=parent)
    box.setObjectName("unexpected_error")
    box.setInformativeText("The details are in the log" + (f":\n{where}" if where else "") +
                           "\nCopy them to send to whoever supports your office.")
    box.setDetailedText(details)
    copy = QPushButton(QCoreApplication.translate("ui.crash", "&Copy details"), box)  # parented: addButton alone does not keep it alive
    box.addButton(copy, QMessageBox.ButtonRole.ActionRole)
    copy.clicked.disconnect()  # an action button closes the box by default: this one only copies
    copy.clicked.connect(lambda: QApplication.clipboard().setText(details))
    box.addButton(QMessageBox.StandardButton.Close)
    box.setModal(True)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.show()
    return box
