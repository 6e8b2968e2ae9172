"""The two long reports made in parts (so the window shows their first rows at once): the parts
hold every row of the finished report and no other, the finished report holds exactly the
licenses the pure rules select (T-3A's renewal list has its own differential test,
tests/core/licensing/test_renewal_rule_sql.py; T-3B's is here), on both databases."""
from datetime import date, timedelta

import pytest

from animaloffice.demo import populate
from animaloffice.demo_bulk import Plan
from animaloffice.domain import licensing as lrules
from animaloffice.domain.report_tables import ReportResult
from animaloffice.domain.statuses import LicenseStatus
from animaloffice.persistence.models.animals import Animal
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.profiles import profile_for
from animaloffice.queries.certificate_status import shots_for
from animaloffice.reports import licensing as report
from animaloffice.reports import report_parts, run_report
from animaloffice.reports.base import ReportPart

TODAY = date.today()
SMALL = Plan(owners=60, animals=90, licenses=150, years=3, impounds=10, permits=6)
# today, the year's turn and days either side of it, from the office the demo makes as of today
DAYS = (TODAY, TODAY + timedelta(days=45), TODAY - timedelta(days=200), date(TODAY.year, 12, 31),
        date(TODAY.year + 1, 1, 1))


@pytest.fixture
def demo(office, monkeypatch):
    populate(["tracy", "worthington"], [office.tracy, office.worthington], seed=9, today=TODAY, plan=SMALL,
             parts=[])
    monkeypatch.setattr(report, "PART", 7)  # many parts from a small office, the first of 3
    monkeypatch.setattr(report, "FIRST_PART", 3)
    return office


def _pieces(code: str, **params) -> tuple[list[ReportPart], ReportResult]:
    pieces = list(report_parts(code, **params))
    *parts, result = pieces
    assert isinstance(result, ReportResult) and all(isinstance(p, ReportPart) for p in parts)
    assert all(p.head.title == result.title and p.head.columns == result.columns and not p.head.rows for p in parts)
    return parts, result


def test_t_3a_licenses_due_come_in_parts_in_the_report_order(demo):
    for jid in (demo.tracy, demo.worthington):
        for on in DAYS:
            parts, result = _pieces("licenses_due", jurisdiction_id=jid, on=on, days=61)
            assert [r for p in parts for r in p.rows] == result.rows  # by expiry, as found
            assert all(0 < len(p.rows) <= 7 for p in parts) and [p.done for p in parts] == \
                [min(3 + 7 * i, len(result.rows)) for i in range(len(parts))]
            assert result.rows == run_report("licenses_due", jurisdiction_id=jid, on=on, days=61).rows
            assert [r[5] for r in result.rows] == sorted(r[5] for r in result.rows)
    assert any(len(_pieces("licenses_due", jurisdiction_id=j, on=d, days=61)[0]) > 1
               for j in (demo.tracy, demo.worthington) for d in DAYS), "no report came in more than one part"


def _pure_certificates(jid: int, on: date, days: int) -> dict[int, tuple]:
    """T-3B straight from the rule, license by license, as the license's own page shows it."""
    profile, out = profile_for(jid), {}
    for lic in License.select().where((License.jurisdiction == jid) & (License.status == LicenseStatus.ACTIVE)
                                      & License.voided_at.is_null()):
        animal = Animal.get_by_id(lic.animal_id)
        status = lrules.certificate_status(profile, birth_date=animal.birth_date, licensed_on=lic.issued_on,
                                           shots=shots_for(animal.id), on=on, lifetime=lic.term == "lifetime",
                                           warn_days=days)
        if status.state != "ok":
            out[lic.id] = (status.label, status.next_due.value if status.next_due else None)
    return out


def test_t_3b_certificates_due_are_the_licenses_the_rule_selects_and_come_in_parts(demo):
    seen_states = set()
    for jid in (demo.tracy, demo.worthington):
        active = License.select().where((License.jurisdiction == jid) & (License.status == LicenseStatus.ACTIVE)
                                        & License.voided_at.is_null()).count()
        for on in DAYS:
            parts, result = _pieces("certificates_due", jurisdiction_id=jid, on=on, days=30)
            pure = _pure_certificates(jid, on, 30)
            assert {r[0]: (r[1], r[2]) for r in result.rows} == pure
            assert len(result.rows) == len(pure)
            assert sorted((r for p in parts for r in p.rows), key=lambda r: r[0]) == \
                sorted(result.rows, key=lambda r: r[0])
            assert result.rows == sorted(result.rows, key=lambda r: (r[2] or date.min, r[3]))
            assert all(p.rows == sorted(p.rows, key=lambda r: (r[2] or date.min, r[3])) for p in parts)
            assert [p.done for p in parts] == [min(3 + 7 * i, active) for i in range(len(parts))]
            assert all(p.total == active for p in parts)
            assert result.notes[0].startswith(f"{len(pure)} of {active} active licenses need a certificate")
            seen_states |= {label for label, _ in pure.values()}
    assert seen_states, "no license needed a certificate on any day tried: the comparison proved nothing"


def test_a_short_report_is_its_report_alone(demo):
    pieces = list(report_parts("permits_expiring", jurisdiction_id=demo.tracy, on=TODAY))
    assert len(pieces) == 1 and isinstance(pieces[0], ReportResult)
