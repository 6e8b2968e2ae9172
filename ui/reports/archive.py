"""Tools > Export the whole office for archiving: every table to CSV in one zip."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMessageBox, QProgressDialog

from animaloffice.domain.errors import OfficeError
from animaloffice.services.export import ExportCancelled, default_office_export_name, export_office

from ..widgets.forms import describe_error
from .export_list import ask_path


def run_office_export(parent, ctx, path: str | None = None):
    """Ask where, write the archive with a cancellable progress window; returns the result or None."""
    if not ctx.actor.may("export_data"):
        QMessageBox.information(parent, QCoreApplication.translate("ui.reports.archive", "Export"), QCoreApplication.translate("ui.reports.archive", "Exporting the office's records needs an officer or "
                                                                                 "administrator."))
        return None
    path = path or ask_path(parent, default_office_export_name(), "Export the whole office",
                            "Zip archives (*.zip)")
    if not path:
        return None
    progress = QProgressDialog("Writing every table…", "Cancel", 0, 100, parent)
    progress.setWindowTitle(QCoreApplication.translate("ui.reports.archive", "Export the whole office"))
    progress.setWindowModality(Qt.WindowModality.WindowModal)
    progress.setMinimumDuration(300)

    def step(i: int, n: int) -> bool:
        progress.setMaximum(n)
        progress.setValue(i)
        QApplication.processEvents()
        return not progress.wasCanceled()

    try:
        result = export_office(ctx.actor, Path(path), progress=step)
    except ExportCancelled:
        ctx.status(QCoreApplication.translate("ui.reports.archive", "Export cancelled; no file written"))
        return None
    except (OfficeError, OSError) as exc:
        QMessageBox.warning(parent, QCoreApplication.translate("ui.reports.archive", "Export"), describe_error(exc) if isinstance(exc, OfficeError) else str(exc))
        return None
    finally:
        progress.close()
    ctx.status(QCoreApplication.translate("ui.reports.archive", "Archive written: {0} tables, {1} rows, {2}").format(result.tables, result.rows, path))
    return result


def export_office_action(parent, ctx) -> QAction:
    action = QAction(QCoreApplication.translate("ui.reports.archive", "Export the whole office for &archiving…"), parent)
    action.setObjectName("export_office_action")
    action.triggered.connect(lambda: run_office_export(parent, ctx))
    return action
