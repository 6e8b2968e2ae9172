"""Export any list on screen to CSV: the helper every tab can call with its table model.

    from ..reports.export_list import export_model
    export_model(self, ctx, self.table_model, what="Licenses", suggested_name="licenses.csv")

Works with ``QueryTableModel`` (all rows are fetched first, not only those on
screen) and with ``RowsTable``. Lists with people's names or addresses are
logged (``personal=True``, the default).
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from animaloffice.domain.errors import OfficeError
from animaloffice.services.export import export_rows

from .. import settings
from ..widgets.forms import describe_error


def model_rows(model) -> tuple[list[str], list[str], list[tuple]]:
    """Headers, kinds and every row's values (without the record id) of a table model."""
    # a QueryTableModel fetches its rows a page at a time; a RowsTable (a view holding its rows,
    # which has columns and row_values too) has them all
    if hasattr(model, "fetch_more_now") and hasattr(model, "row_values"):  # QueryTableModel
        while model.canFetchMore():
            model.fetch_more_now()
        headers = [c.title for c in model.columns]
        kinds = [c.kind for c in model.columns]
        rows = [model.row_values(i)[1:1 + len(headers)] for i in range(model.rowCount())]
        return headers, kinds, rows
    table = model  # RowsTable
    headers = [c[0] for c in table.columns]
    kinds = [c[1] for c in table.columns]
    return headers, kinds, [r[1:] for r in table.rows]


def ask_path(parent: QWidget, suggested_name: str, caption: str = "Export to CSV",
             filter_: str = "CSV files (*.csv)") -> str | None:
    start = settings.load("export/folder", str(Path.home()))
    path, _ = QFileDialog.getSaveFileName(parent, caption, str(Path(start) / suggested_name), filter_)
    if not path:
        return None
    suffix = Path(suggested_name).suffix
    if suffix and Path(path).suffix.lower() != suffix:
        path += suffix
    settings.save("export/folder", str(Path(path).parent))
    return path


def export_model(parent: QWidget, ctx, model, *, what: str, suggested_name: str = "list.csv",
                 personal: bool = True, path: str | None = None) -> str | None:
    """Ask where, write the CSV, say how many rows; returns the path written (None if not)."""
    headers, kinds, rows = model_rows(model)
    path = path or ask_path(parent, suggested_name)
    if not path:
        return None
    try:
        result = export_rows(ctx.actor, Path(path), headers, rows, what=what, personal=personal, kinds=kinds)
    except (OfficeError, OSError) as exc:
        QMessageBox.warning(parent, QCoreApplication.translate("ui.reports.export_list", "Export"), describe_error(exc) if isinstance(exc, OfficeError) else str(exc))
        return None
    ctx.status(QCoreApplication.translate("ui.reports.export_list", "{0} rows written to {1}").format(result.rows, path))
    return path
