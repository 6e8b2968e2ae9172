"""Report figures on a known data set: licenses due and overdue (T-3A), certificates due (T-3B),
permits expiring, the W-90.10H3 review list, hearing deadlines this week."""
from datetime import date, timedelta

from animaloffice.domain.deadlines import add_years
from animaloffice.persistence.models.enforcement import HearingRequest
from animaloffice.persistence.models.permits import Permit
from animaloffice.reports import REPORTS, report_pdf, run_report
from animaloffice.reports.base import to_csv
from animaloffice.services import animal_life, animals, licensing, notices, violations
from animaloffice.services.payments import PaymentInput

TODAY = date.today()
Y = TODAY.year


def _licensed(office, build, last, issued_on, shot_on, duration=3, **kw):
    o = build.owner(last=last)
    a = build.animal(o, name=f"{last}'s dog", **kw)
    animals.record_vaccination(office.clerk, a, vaccinated_on=shot_on, duration_years=duration,
                               veterinarian="Dr. V", received_on=max(shot_on, issued_on - timedelta(days=1)))
    lic = licensing.issue_license(office.clerk, animal_id=a, on=issued_on, payment=PaymentInput("cash"))
    return o, a, lic


def test_t_3a_licenses_due_and_overdue(office, build):
    shot = date(Y - 2, 1, 5)
    _, _, due = _licensed(office, build, "Due", date(Y - 1, 2, 1), shot)
    _, _, overdue = _licensed(office, build, "Overdue", date(Y - 2, 2, 1), shot)
    _, _, renewed = _licensed(office, build, "Renewed", date(Y - 2, 2, 1), shot)
    renewal = licensing.renew_license(office.clerk, renewed.license_id, on=date(Y - 1, 1, 10), payment=PaymentInput("cash"))
    _, moved_animal, moved = _licensed(office, build, "Moved", date(Y - 2, 2, 1), shot)
    animals.transfer_animal(office.clerk, moved_animal, build.owner(last="Buyer"), on=date(Y - 2, 6, 1))
    _, dead, _ = _licensed(office, build, "Dead", date(Y - 2, 2, 1), shot)
    animal_life.record_death(office.clerk, dead, on=date(Y - 2, 8, 1))
    o = build.owner(last="Lifetime")
    a = build.animal(o, birth_date=date(2014, 5, 1))
    animals.record_vaccination(office.clerk, a, vaccinated_on=shot, veterinarian="Dr. V")
    licensing.issue_license(office.clerk, animal_id=a, on=date(Y - 2, 3, 1), grandfathered=True,
                            converted_from_number="1042", converted_from_date=date(2016, 3, 1))

    result = run_report("licenses_due", jurisdiction_id=office.tracy, on=date(Y - 1, 12, 20), days=30)
    got = {r[0]: r[1] for r in result.rows}
    assert got == {due.license_id: "due", renewal.license_id: "due", overdue.license_id: "overdue"}
    row = next(r for r in result.rows if r[0] == overdue.license_id)
    assert row[8] == "Overdue, Ada" and row[9].startswith("12 Elm St") and row[10] == "507-555-0100"
    assert result.notes[0].startswith("2 due, 1 overdue")
    # a shorter window leaves the due ones out
    result = run_report("licenses_due", jurisdiction_id=office.tracy, on=date(Y - 1, 11, 1), days=30)
    assert {r[1] for r in result.rows} == {"overdue"}


def test_t_3b_certificates_due(office, build):
    _, _, lapsed = _licensed(office, build, "Lapsed", TODAY - timedelta(days=380), TODAY - timedelta(days=400),
                             duration=1)
    soon_shot = date(TODAY.year - 3, TODAY.month, min(TODAY.day, 28)) + timedelta(days=20)
    _, _, soon = _licensed(office, build, "Soon", TODAY - timedelta(days=10), soon_shot)
    _licensed(office, build, "Fine", TODAY - timedelta(days=10), TODAY - timedelta(days=30))
    result = run_report("certificates_due", jurisdiction_id=office.tracy, on=TODAY, days=30)
    got = {r[0]: r[1] for r in result.rows}
    assert got == {lapsed.license_id: "relicense required", soon.license_id: "certificate due soon"}
    row = next(r for r in result.rows if r[0] == lapsed.license_id)
    assert row[2] == add_years(TODAY - timedelta(days=400), 1)  # a 1-year vaccine runs out (T-2J)
    assert "T-2J" in row[-1]
    assert "2 of 3 active licenses" in result.notes[0]


def test_permits_expiring(office, build):
    o = build.owner()
    soon = Permit.create(jurisdiction=office.tracy, number="P-1", owner=o, permit_type="animal",
                         issued_on=TODAY - timedelta(days=300), expires_on=TODAY + timedelta(days=10))
    late = Permit.create(jurisdiction=office.tracy, number="P-2", owner=o, permit_type="animal",
                         issued_on=TODAY - timedelta(days=400), expires_on=TODAY - timedelta(days=3))
    Permit.create(jurisdiction=office.tracy, number="P-3", owner=o, permit_type="animal",
                  issued_on=TODAY, expires_on=TODAY + timedelta(days=100))
    Permit.create(jurisdiction=office.tracy, number="P-4", owner=o, permit_type="animal", status="revoked",
                  issued_on=TODAY, expires_on=TODAY + timedelta(days=5))
    result = run_report("permits_expiring", jurisdiction_id=office.tracy, on=TODAY, days=60)
    assert [r[0] for r in result.rows] == [late.id, soon.id]
    assert result.rows[0][7] == "expired" and result.rows[1][7] == "10 days"
    assert result.rows[1][2].startswith("Animal permit")


def test_w_90_10h3_review_list(office, build):
    w = dict(jurisdiction="worthington", city="Worthington", postal_code="56187")
    three = build.owner(last="Three", **w)
    two = build.owner(last="Two", **w)
    dismissed = build.owner(last="Dismissed", **w)
    for owner, n in ((three, 3), (two, 2), (dismissed, 3)):
        for i in range(n):
            v = violations.record_violation(office.officer, owner_id=owner, kind="other",
                                            occurred_on=TODAY - timedelta(days=30 + 100 * i))
        if owner == dismissed:
            violations.dismiss_violation(office.officer, v.id, "not proven")
    old = build.owner(last="Old", **w)
    for days in (400, 500, 600):
        violations.record_violation(office.officer, owner_id=old, kind="other", occurred_on=TODAY - timedelta(days=days))
    Permit.create(jurisdiction=office.worthington, number="W-P-1", owner=three, permit_type="commercial",
                  issued_on=TODAY - timedelta(days=500))
    result = run_report("review_list", jurisdiction_id=office.worthington, on=TODAY)
    assert [r[0] for r in result.rows] == [three]
    assert result.rows[0][3] == 3 and result.rows[0][4] == TODAY - timedelta(days=30)
    assert result.rows[0][6] == "W-P-1"
    tracy = run_report("review_list", jurisdiction_id=office.tracy, on=TODAY)
    assert tracy.rows == [] and "no automatic review" in tracy.notes[0]


def test_hearing_deadlines_this_week(office, build):
    o = build.owner()
    monday = TODAY - timedelta(days=TODAY.weekday())
    this_week = notices.record_notice(office.officer, jurisdiction_id=office.tracy, kind="denial", sent_on=TODAY,
                                      owner_id=o, hearing_right=True, hearing_deadline=monday + timedelta(days=4))
    requested = notices.record_notice(office.officer, jurisdiction_id=office.tracy, kind="revocation",
                                      sent_on=TODAY, owner_id=o, hearing_right=True,
                                      hearing_deadline=monday + timedelta(days=6))
    HearingRequest.create(notice=requested.id, received_on=TODAY)
    notices.record_notice(office.officer, jurisdiction_id=office.tracy, kind="denial", sent_on=TODAY, owner_id=o,
                          hearing_right=True, hearing_deadline=monday + timedelta(days=7))
    notices.record_notice(office.officer, jurisdiction_id=office.tracy, kind="renewal", sent_on=TODAY, owner_id=o)
    result = run_report("hearing_deadlines", jurisdiction_id=office.tracy, on=TODAY)
    assert [r[0] for r in result.rows] == [this_week.id, requested.id]
    assert result.rows[0][7] == "Friday" and result.rows[1][9].startswith("received")


def test_every_report_renders_pdf_and_csv_empty(office):
    for code in REPORTS:
        result = run_report(code, jurisdiction_id=office.tracy)
        assert report_pdf(result).startswith(b"%PDF")
        assert to_csv(result).splitlines()[0].startswith(result.columns[0].title)


def test_t_3b_a_renewal_on_a_current_certificate_cures_an_earlier_lapse(office, build):
    """T-3B: an animal licensed at 12 months that missed its 16-month certificate had to be
    relicensed; once a license is issued again on a current certificate, the report agrees with
    the license's own T-3B status and does not list it as 'relicense required'."""
    from animaloffice.domain.deadlines import add_months
    from animaloffice.queries.certificate_status import certificate_status_for

    birth = add_months(TODAY, -30)
    first_on = add_months(birth, 12)
    o = build.owner(last="Cured")
    a = build.animal(o, name="Pup", birth_date=birth)
    animals.record_vaccination(office.clerk, a, vaccinated_on=first_on - timedelta(days=20), duration_years=3,
                               veterinarian="Dr. V", received_on=first_on - timedelta(days=19))
    first = licensing.issue_license(office.clerk, animal_id=a, on=first_on, payment=PaymentInput("cash"))
    assert certificate_status_for(first.license_id, on=add_months(birth, 17)).relicense_required
    renewal = licensing.renew_license(office.clerk, first.license_id, on=TODAY - timedelta(days=20), payment=PaymentInput("cash"))
    result = run_report("certificates_due", jurisdiction_id=office.tracy, on=TODAY, days=30)
    own = certificate_status_for(renewal.license_id, on=TODAY)
    listed = {r[0]: r[1] for r in result.rows}
    assert not own.relicense_required
    assert listed.get(renewal.license_id) in (None, own.label)


def test_reports_name_the_species_as_the_profile_does(office, build):
    """The lists print 'Dog', as every other screen does, not the profile's code 'dog'."""
    _licensed(office, build, "Label", date(Y - 2, 2, 1), date(Y - 2, 1, 5))
    result = run_report("licenses_due", jurisdiction_id=office.tracy, on=date(Y - 1, 12, 20), days=30)
    assert [r[7] for r in result.rows] == ["Dog"]
