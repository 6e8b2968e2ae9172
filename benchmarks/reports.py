"""Every report of the Reports tab on the big database, for the city that licenses, with the
tab's own defaults (today, this month, last month).

No bare column and no target: a report is several queries with the ordinance's rules between
them, so there is no one bare statement to hold it against. The Reports tab makes each on a
worker with a Cancel button; the figures are here so that a report that slows down shows.
"""
from __future__ import annotations

import time
from pathlib import Path

from .common import Figure, Report


def run(path: Path, report: Report, *, quick: bool = False) -> None:
    from animaloffice.config import DatabaseTarget
    from animaloffice.persistence.db import close_database, open_database
    from animaloffice.persistence.models.office import Jurisdiction
    from animaloffice.persistence.profiles import profile_for
    from animaloffice.reports import REPORTS, run_report

    open_database(DatabaseTarget("sqlite", path=path), create=False)
    try:
        jurisdictions = list(Jurisdiction.select().order_by(Jurisdiction.id))
        city = next((j for j in jurisdictions if profile_for(j.id).enforces("licensing")), jurisdictions[0])
        for code, spec in REPORTS.items():
            values = {p.name: city.id if p.kind == "jurisdiction" else p.default_value() for p in spec.params}
            start = time.perf_counter()
            result = run_report(code, **values)
            seconds = time.perf_counter() - start
            report.add(Figure(f"report: {spec.title}", seconds, None,
                              note=f"{len(result.rows):,} rows; {city.name}"))
    finally:
        close_database()
