"""The office's reports: each gives rows for a table, a PDF and a CSV file.

``REPORTS`` lists them in the order the Reports tab shows them;
``run_report(code, **params)`` runs one.
"""
from __future__ import annotations

from ..domain.report_tables import ReportResult
from . import enforcement, licensing, permits_needed, sac, shelter, takings
from .base import ReportSpec

REPORTS: dict[str, ReportSpec] = {spec.code: spec for spec in (
    licensing.SPECS + enforcement.SPECS[:1] + shelter.SPECS + takings.SPECS + sac.SPECS
    + enforcement.SPECS[1:] + permits_needed.SPECS)}


def run_report(code: str, **params) -> ReportResult:
    spec = REPORTS[code]
    values = {p.name: params.get(p.name, p.default_value()) for p in spec.params}
    return spec.run(**values)


def report_pdf(result: ReportResult) -> bytes:
    from ..documents.report_table import render_report

    return render_report(result)


__all__ = ["REPORTS", "run_report", "report_pdf"]
