"""Documents: one license certificate, 10,000 renewal letters in one PDF, a sheet of 1,000 tags,
each against bare ReportLab canvas code drawing the same content in the same run."""
from __future__ import annotations

from .common import Figure, Report


def run(db, report: Report, *, quick: bool = False) -> None:
    try:
        from . import documents_impl
    except ImportError as exc:
        report.add(Figure("documents", 0, None, "", None, note=f"not measured: {exc}"))
        return
    documents_impl.run(db, report, quick=quick)
