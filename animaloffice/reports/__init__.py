"""The office's reports: each gives rows for a table, a PDF and a CSV file.

``REPORTS`` lists them in the order the Reports tab shows them;
``run_report(code, **params)`` runs one; ``report_parts`` gives a long one's rows as they are
found (``ReportPart``), then the report, so a window can show them before it is finished.
"""
from __future__ import annotations

from collections.abc import Iterator

from ..domain.report_tables import ReportResult
from . import enforcement, licensing, permits_needed, sac, shelter, takings
from .base import ReportPart, ReportSpec

REPORTS: dict[str, ReportSpec] = {spec.code: spec for spec in (
    licensing.SPECS + enforcement.SPECS[:1] + shelter.SPECS + takings.SPECS + sac.SPECS
    + enforcement.SPECS[1:] + permits_needed.SPECS)}


def _values(spec: ReportSpec, params: dict) -> dict:
    return {p.name: params.get(p.name, p.default_value()) for p in spec.params}


def run_report(code: str, **params) -> ReportResult:
    spec = REPORTS[code]
    return spec.run(**_values(spec, params))


def report_parts(code: str, **params) -> Iterator[ReportPart | ReportResult]:
    """The report's rows in parts as they are found, then the report itself (a short report:
    the report alone)."""
    spec = REPORTS[code]
    if spec.parts is None:
        yield spec.run(**_values(spec, params))
    else:
        yield from spec.parts(**_values(spec, params))


def report_pdf(result: ReportResult) -> bytes:
    from ..documents.report_table import render_report

    return render_report(result)


__all__ = ["REPORTS", "run_report", "report_parts", "report_pdf"]
