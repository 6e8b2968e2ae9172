"""T-3B's certificate status in SQL, beside ``domain.licensing.certificate_status``, for the list
filters that must select by it ("certificate due soon", "certificate overdue", "Active" and
"Relicense required"), and for the "Certificates due" report, which selects the licenses it
lists by it (``needing_certificates``: the same steps for a part's licenses in one statement).

The pure function is the rule; this is the same computation written for the database so a
filter pages and counts in SQL. Step for step: the certificates one per shot day (the one handed
in first, ``licensing.one_per_day``); the chain from the certificate in force at licensing (or
the first on file); each later certificate handed in by today must show a shot given and be
handed in by the due date of the one before; the last one's due date, or the juvenile rule's
16-month day when that is earlier, must not be past. Both are checked against each other over
generated records and the demo office (tests/core/licensing/test_certificate_rule_sql.py, and
for the report's selection test_certificates_due_sql.py).
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
    """SQL for ``deadlines.add_months``: the same day `months` (zero or more) later, or that
    month's last day."""
    if _sqlite():  # SQLite's own '+N months' runs Jan 31 into March: then that month's day 0
        step = f"'+{int(months)} months'" if months.isdigit() else f"'+' || ({months}) || ' months'"
        later = f"date({day}, {step})"
        return (f"CASE WHEN substr({later}, 9, 2) = substr({day}, 9, 2) THEN {later} "
                f"ELSE date({later}, 'start of month', '-1 day') END")
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
tally AS MATERIALIZED (SELECT MAX(CASE WHEN prev IS NOT NULL AND (vd > prev OR rd > prev) THEN 1 ELSE 0 END) AS gap,
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


def _needing_sql(profile: Profile, on: date, warn_days: int, marks: str) -> str:
    """The licenses with ids in ({marks}) whose state is not "ok", with that state: the steps of
    ``_status_sql`` for many licenses in one statement. Each license's latest and first shot are
    found through the certificates' index, its anchor and 16-month day worked out from them,
    and its chain is its certificates from the anchor on, one per shot day, joined to it, with
    the previous one's due date by a window.

    Shaped for SQLite, which computes an expression again wherever a later step names it: each
    step is made once (MATERIALIZED), the look-ups through the index and the date arithmetic in
    steps of their own (a date function beside a correlated subquery cost it five times both
    apart), and no step's rows joined to another's (it compared every pair)."""
    interval = int(profile.period("certificate_interval_years", on))
    min_age = int(profile.period("minimum_license_age_months", on))
    max_age = int(profile.period("juvenile_license_max_age_months", on))
    window = int(profile.period("juvenile_certificate_window_days", on))
    today, soon = _day(on), _day(on + timedelta(days=warn_days))
    vac = f'"{Vaccination._meta.table_name}"'
    of_animal = "animal_id = l.animal_id AND voided_at IS NULL"
    due = _add_months("vd", f"12 * (CASE WHEN yrs < {interval} THEN yrs ELSE {interval} END)")
    opens = (f"date(adult, '-{window} days')" if _sqlite()
             else f"CAST(adult - INTERVAL '{window} days' AS date)")
    return f"""WITH lic AS MATERIALIZED (
  SELECT lid, aid, issued, birth, latest, first,
         (SELECT duration_years FROM {vac} WHERE animal_id = aid AND voided_at IS NULL AND vaccinated_on = latest
          ORDER BY received_on, duration_years DESC LIMIT 1) AS latest_years
  FROM (SELECT l.id AS lid, l.animal_id AS aid, l.issued_on AS issued, a.birth_date AS birth,
               (SELECT MAX(vaccinated_on) FROM {vac} WHERE {of_animal} AND vaccinated_on <= l.issued_on) AS latest,
               (SELECT MIN(vaccinated_on) FROM {vac} WHERE {of_animal}) AS first
        FROM "{License._meta.table_name}" AS l JOIN "{Animal._meta.table_name}" AS a ON a.id = l.animal_id
        WHERE l.id IN ({marks})) AS each_license),
ages AS MATERIALIZED (
  SELECT lid, aid, issued, latest, first, {_add_months("latest", "12 * latest_years")} AS ends,
         {_add_months("birth", str(min_age))} AS grown, {_add_months("birth", str(max_age))} AS adult
  FROM lic WHERE first IS NOT NULL),
young AS MATERIALIZED (
  SELECT lid, aid, CASE WHEN ends >= issued THEN latest ELSE first END AS ad,
         CASE WHEN grown <= issued AND adult > issued THEN adult END AS turns,
         {opens} AS opens
  FROM ages),
anchored AS MATERIALIZED (
  SELECT lid, aid, ad,
         CASE WHEN turns IS NOT NULL AND NOT EXISTS (
                   SELECT 1 FROM {vac} WHERE animal_id = aid AND voided_at IS NULL AND vaccinated_on >= opens
                   AND vaccinated_on <= turns AND received_on <= turns) THEN turns END AS jd
  FROM young),
reps AS (
  SELECT lid, vd, rd, yrs, jd FROM (
    SELECT a.lid, a.jd, v.vaccinated_on AS vd, v.received_on AS rd, v.duration_years AS yrs,
           ROW_NUMBER() OVER (PARTITION BY a.lid, v.vaccinated_on
                              ORDER BY v.received_on, v.duration_years DESC) AS rn
    FROM anchored AS a JOIN {vac} AS v ON v.animal_id = a.aid
    WHERE v.voided_at IS NULL AND (v.vaccinated_on = a.ad
                                   OR (v.vaccinated_on > a.ad AND v.received_on <= {today}))) AS each_shot
  WHERE rn = 1),
steps AS (
  SELECT lid, vd, rd, due, jd, LAG(due) OVER (PARTITION BY lid ORDER BY vd) AS prev,
         LEAD(vd) OVER (PARTITION BY lid ORDER BY vd) AS nxt
  FROM (SELECT lid, vd, rd, yrs, jd, {due} AS due FROM reps) AS chain),
tally AS MATERIALIZED (
  SELECT lid, MAX(CASE WHEN prev IS NOT NULL AND (vd > prev OR rd > prev) THEN 1 ELSE 0 END) AS gap,
         MAX(CASE WHEN nxt IS NULL THEN due END) AS last_due, MAX(jd) AS jd
  FROM steps GROUP BY lid)
SELECT lid, CASE WHEN gap = 1 OR last_due < {today} OR jd < {today} THEN 'overdue' ELSE 'due_soon' END
FROM tally WHERE gap = 1 OR last_due <= {soon} OR jd <= {soon}
UNION ALL
SELECT lid, 'none' FROM lic WHERE first IS NULL"""


def needing_certificates(profile: Profile, on: date, license_ids: list[int], warn_days: int = 30) -> dict[int, str]:
    """Of these licenses, those ``certificate_status(..., warn_days=warn_days).state`` gives a
    state other than "ok" on `on` ("due_soon", "overdue", "none"), each with it: the licenses
    the "Certificates due" report lists. The same steps as ``certificate_state``, for a set of
    licenses in one statement, so that a report of 100,000 licenses does not run the rule for
    each in Python (tests/core/licensing/test_certificates_due_sql.py)."""
    if not license_ids:
        return {}
    db = database.obj
    sql = _needing_sql(profile, on, warn_days, ", ".join([db.param] * len(license_ids)))
    return dict(db.execute_sql(sql, list(license_ids)).fetchall())
