"""Help > About (what this program is, on what, with which data) and Help > Open the log folder."""
from __future__ import annotations

import sys

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QUrl, qVersion
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QMessageBox, QWidget

from animaloffice import __version__


def database_line() -> str:
    """The office database this window works on, never with a password."""
    from animaloffice.persistence.reads import open_database_line

    return open_database_line()


def about_lines() -> list[tuple[str, str]]:
    from animaloffice.config import data_dir, log_dir

    return [("Version", __version__),
            ("Python", sys.version.split()[0]),
            ("Qt", f"{qVersion()} (PySide6 {pyside_version})"),
            ("Database", database_line()),
            ("Data folder", str(data_dir())),
            ("Log folder", str(log_dir()))]


def show_about(parent: QWidget) -> QMessageBox:
    rows = "".join(f"<tr><td><b>{k}</b>&nbsp;&nbsp;</td><td>{_esc(v)}</td></tr>" for k, v in about_lines())
    box = QMessageBox(QMessageBox.Icon.Information, "About AnimalOffice",
                      f"<p><b>AnimalOffice {__version__}</b><br>Licenses, permits, impounds and hearings "
                      f"for a city animal control office.</p><table>{rows}</table>", parent=parent)
    box.setObjectName("about")
    from .modal import run_modal

    run_modal(box)
    return box


def open_log_folder() -> bool:
    from animaloffice.config import log_dir

    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(log_dir())))


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
