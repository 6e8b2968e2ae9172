"""Every report of the Reports tab on the benchmark office, for the city that licenses, with the
tab's own defaults (today, this month, last month).

No bare column: a report is several queries with the ordinance's rules between them, so there
is no one bare statement to hold it against. The Reports tab makes each on a worker with a
Cancel button. Issue 32 sets three targets: the two long lists' first page on screen in under
300 ms (they are not streamed yet, so their first page waits for the whole report: the figure
is the whole report) and Animal permits needed in under 100 ms; the others are here so that a
report that slows down shows.
"""
from __future__ import annotations

import time

from .common import Figure, Report
from .databases import BenchDb

TARGETS = {"licenses_due": (0.3, "< 300 ms to the first page"),
           "certificates_due": (0.3, "< 300 ms to the first page"),
           "permits_needed": (0.1, "< 100 ms")}
NOT_STREAMED = {"licenses_due", "certificates_due"}


def run(db: BenchDb, report: Report, *, quick: bool = False) -> None:
    from animaloffice.persistence.db import close_database, open_database
    from animaloffice.persistence.models.office import Jurisdiction
    from animaloffice.persistence.profiles import profile_for
    from animaloffice.reports import REPORTS, run_report

    open_database(db.target(), create=False)
    try:
        jurisdictions = list(Jurisdiction.select().order_by(Jurisdiction.id))
        city = next((j for j in jurisdictions if profile_for(j.id).enforces("licensing")), jurisdictions[0])
        for code, spec in REPORTS.items():
            values = {p.name: city.id if p.kind == "jurisdiction" else p.default_value() for p in spec.params}
            start = time.perf_counter()
            result = run_report(code, **values)
            seconds = time.perf_counter() - start
            limit, target = TARGETS.get(code, (None, ""))
            note = f"{len(result.rows):,} rows; {city.name}"
            if code in NOT_STREAMED:
                note += "; not streamed: the first page waits for the whole report"
            report.add(Figure(f"report: {spec.title}", seconds, None, target,
                              seconds < limit if limit else None, note=note))
    finally:
        close_database()
