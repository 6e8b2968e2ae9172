"""T-3B's certificate status in SQL, beside ``domain.licensing.certificate_status``, for the list
filters that must select by it ("certificate due soon", "certificate overdue", "Active" and
"Relicense required").

The pure function is the rule; this is the same computation written for the database so a
filter pages and counts in SQL. Step for step: the certificates one per shot day (the one handed
in first, ``licensing.one_per_day``); the chain from the certificate in force at licensing (or
the first on file); each later certificate handed in by today must show a shot given and be
handed in by the due date of the one before; the last one's due date, or the juvenile rule's
16-month day when that is earlier, must not be past. Both are checked against each other over
generated records and the demo office (tests/core/licensing/test_certificate_rule_sql.py).
"""
from __future__ import annotations

import re
from datetime import date, timedelta

import peewee as pw

from ..domain.profiles import Profile
from ..persistence.models.animals import Animal, Vaccination
from ..persistence.models.base import database
from ..persistence.models.licensing import License

# the state codes of ``domain.licensing.CertificateStatus.state``
STATES = ("ok", "due_soon", "overdue", "none")


def _sqlite() -> bool:
    return isinstance(database.obj, pw.SqliteDatabase)


def _add_months(day: str, months: str) -> str:
    """SQL for ``deadlines.add_months``: the same day `months` later, or that month's last day."""
    if _sqlite():  # SQLite's own '+N months' runs Jan 31 into March; clamp to the month's end
        return (f"MIN(date({day}, 'start of month', '+' || ({months}) || ' months', "
                f"'+' || (CAST(strftime('%d', {day}) AS INTEGER) - 1) || ' days'), "
                f"date({day}, 'start of month', '+' || (({months}) + 1) || ' months', '-1 day'))")
    return f"CAST({day} + ({months}) * INTERVAL '1 month' AS date)"


def _day(value: date) -> str:
    return f"'{value.isoformat()}'" if _sqlite() else f"DATE '{value.isoformat()}'"


def _status_sql(profile: Profile, on: date, warn_days: int) -> str:
    """The state for the license whose animal id, issue day and birth day are {animal},
    {issued}, {birth}; a scalar subquery."""
    interval = int(profile.period("certificate_interval_years", on))
    min_age = int(profile.period("minimum_license_age_months", on))
    max_age = int(profile.period("juvenile_license_max_age_months", on))
    window = int(profile.period("juvenile_certificate_window_days", on))
    today, soon = _day(on), _day(on + timedelta(days=warn_days))
    vac = Vaccination._meta.table_name
    due = _add_months("vd", f"12 * (CASE WHEN yrs < {interval} THEN yrs ELSE {interval} END)")
    runs_out = _add_months("vd", "12 * yrs")
    turns = _add_months("{birth}", str(max_age))
    opens = (f"date({turns}, '-{window} days')" if _sqlite()
             else f"CAST({turns} - INTERVAL '{window} days' AS date)")
    return f"""(WITH reps AS (
  SELECT vd, rd, yrs FROM (
    SELECT vaccinated_on AS vd, received_on AS rd, duration_years AS yrs,
           ROW_NUMBER() OVER (PARTITION BY vaccinated_on ORDER BY received_on, duration_years DESC) AS rn
    FROM "{vac}" WHERE animal_id = {{animal}} AND voided_at IS NULL) AS each_shot WHERE rn = 1),
latest AS (SELECT vd, {runs_out} AS ends FROM reps WHERE vd <= {{issued}} ORDER BY vd DESC LIMIT 1),
anchor AS (SELECT CASE WHEN (SELECT ends FROM latest) >= {{issued}} THEN (SELECT vd FROM latest)
                       ELSE (SELECT MIN(vd) FROM reps) END AS ad),
chain AS (SELECT vd, rd, {due} AS due FROM reps, anchor WHERE vd = ad OR (vd > ad AND rd <= {today})),
links AS (SELECT vd, rd, due, LAG(due) OVER (ORDER BY vd) AS prev, LEAD(vd) OVER (ORDER BY vd) AS nxt
          FROM chain),
tally AS (SELECT MAX(CASE WHEN prev IS NOT NULL AND (vd > prev OR rd > prev) THEN 1 ELSE 0 END) AS gap,
                 MAX(CASE WHEN nxt IS NULL THEN due END) AS last_due FROM links),
young AS (SELECT CASE WHEN {{birth}} IS NOT NULL AND {_add_months("{birth}", str(min_age))} <= {{issued}}
                        AND {turns} > {{issued}}
                        AND NOT EXISTS (SELECT 1 FROM "{vac}" WHERE animal_id = {{animal}} AND voided_at IS NULL
                                        AND vaccinated_on >= {opens} AND vaccinated_on <= {turns}
                                        AND received_on <= {turns})
                   THEN {turns} END AS jd)
SELECT CASE WHEN last_due IS NULL THEN 'none'
            WHEN gap = 1 OR last_due < {today} OR jd < {today} THEN 'overdue'
            WHEN last_due <= {soon} OR jd <= {soon} THEN 'due_soon'
            ELSE 'ok' END FROM tally, young)"""


def _fill(template: str, **nodes: pw.Node) -> pw.NodeList:
    """The SQL text with each {name} replaced by that peewee node (rendered with its alias)."""
    parts: list[pw.Node] = []
    for piece in re.split(r"(\{\w+\})", template):
        if piece.startswith("{") and piece.endswith("}") and piece[1:-1] in nodes:
            parts.append(nodes[piece[1:-1]])
        elif piece:
            parts.append(pw.SQL(piece))
    return pw.NodeList(parts, glue="")


def certificate_state(profile: Profile, on: date, warn_days: int = 30) -> pw.Node:
    """SQL: the license row's T-3B state on `on` ("ok", "due_soon", "overdue", "none"), as
    ``certificate_status(...).state`` gives it for its animal's certificates."""
    birth = Animal.alias("born")
    birth_sql = birth.select(birth.birth_date).where(birth.id == License.animal)
    return _fill(_status_sql(profile, on, warn_days), animal=License.animal, issued=License.issued_on,
                 birth=pw.NodeList((pw.SQL("("), birth_sql, pw.SQL(")")), glue=""))
