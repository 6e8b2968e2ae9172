"""T-3B "failure to timely provide any such certificates shall require the animal to be
relicensed": until it is, the animal is unlicensed wherever a license is required (the field
return T-6A, the reclaim T-6B and its receipt, the notices), and the license list, its filter and
the certificate all say one status."""
from datetime import date, timedelta

import pytest

from animaloffice.domain.errors import RuleViolation
from animaloffice.queries import certificate_status
from animaloffice.queries.license_standing import current_license
from animaloffice.queries.licenses import LicenseFilter, LicenseQuery
from animaloffice.services import impound_release, impounds, licensing
from animaloffice.services.payments import PaymentInput

TODAY = date.today()


def _lapsed(office, desk):
    """A lifetime license (never runs out by itself) whose 3-year certificate was due ~100 days ago."""
    issued_on = TODAY - timedelta(days=1200)
    dog = desk.dog(born=date(2012, 5, 1), shot=issued_on - timedelta(days=10), name="Old")
    lic = licensing.issue_license(office.clerk, animal_id=dog, on=issued_on, grandfathered=True,
                                  converted_from_number="T-88", converted_from_date=date(2015, 4, 1))
    assert certificate_status.certificate_status_for(lic.license_id, TODAY).relicense_required
    return dog, lic.license_id


def test_t_3b_a_lapsed_license_licenses_nothing(office, desk):
    dog, lid = _lapsed(office, desk)
    assert current_license(dog, TODAY) is None
    fresh = desk.dog(shot=TODAY - timedelta(days=20), name="New")
    licensing.issue_license(office.clerk, animal_id=fresh, payment=PaymentInput("cash"))
    assert current_license(fresh, TODAY) is not None


def test_t_6a_no_field_return_of_an_animal_that_must_be_relicensed(office, desk):
    dog, _ = _lapsed(office, desk)
    with pytest.raises(RuleViolation) as info:
        impounds.field_return(office.officer, animal_id=dog, on=TODAY)
    assert info.value.rule_ids == ["T-6A"]


def test_t_6b_reclaim_asks_for_a_license_and_the_receipt_names_none(office, desk):
    dog, _ = _lapsed(office, desk)
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog, on=TODAY)
    bill = impound_release.bill(r.impound_id, TODAY)
    assert any(b.data.get("needs") == "license" for b in bill.blockers) and bill.license_number == ""


def test_t_3b_row_filter_and_status_agree(office, desk):
    _, lid = _lapsed(office, desk)
    base = LicenseFilter(jurisdiction_id=office.tracy, today=TODAY)
    [row] = [r for r in LicenseQuery(base).fetch(0, 50) if r[0] == lid]
    assert row[7] == "relicense required" and row[11] == "relicense required"
    assert lid not in [r[0] for r in LicenseQuery(base.with_(status="active")).fetch(0, 50)]
    assert [r[0] for r in LicenseQuery(base.with_(status="relicense_required")).fetch(0, 50)] == [lid]
    assert LicenseQuery(base.with_(status="relicense_required")).count() == 1
