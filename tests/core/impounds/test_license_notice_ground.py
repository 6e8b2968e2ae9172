"""T-6D3: an animal may be seized for want of a license or permit only when the owner, given
notice to obtain it, did not within the notice's 2 business days; one obtained in time (and
still current) means the ground does not apply."""
from datetime import date

import pytest

from animaloffice.domain.errors import RuleViolation
from animaloffice.domain.impound import license_notice_refusals
from animaloffice.persistence.models.impounds import Impound
from animaloffice.persistence.models.permits import Permit
from animaloffice.services import impound_notices, impounds, licensing
from animaloffice.services.payments import PaymentInput

from .conftest import make_dog, make_owner

DEADLINE = date(2026, 3, 9)


def test_t_6d3_ground_refused_when_the_license_was_obtained_by_the_deadline():
    kw = dict(notice_number="N1", deadline=DEADLINE)
    assert [r.rule_id for r in license_notice_refusals(date(2026, 3, 10), notice_number=None,
                                                       deadline=None)] == ["T-6D3"]
    assert "gives the owner until" in license_notice_refusals(DEADLINE, **kw)[0].reason
    assert license_notice_refusals(date(2026, 3, 10), **kw) == []
    in_time = license_notice_refusals(date(2026, 3, 10), obtained="license L1", obtained_on=DEADLINE, **kw)
    assert [r.rule_id for r in in_time] == ["T-6D3"] and "license L1" in in_time[0].reason
    late = license_notice_refusals(date(2026, 3, 12), obtained="license L1", obtained_on=date(2026, 3, 10), **kw)
    assert late == []  # obtained after the deadline: the owner failed to within the 2 days


def test_t_6d3_licensed_in_time_dog_is_not_seized_on_that_ground(office, desk):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, shot_on=date(2026, 1, 5))
    notice = impound_notices.send_license_order(office.officer, dog, on=date(2026, 3, 5))
    assert notice.other_deadline == DEADLINE
    lic = licensing.issue_license(office.clerk, animal_id=dog, on=date(2026, 3, 6), payment=PaymentInput("cash"))
    take = dict(jurisdiction_id=office.tracy, ground="no_license_after_notice", animal_id=dog,
                kennel_id=desk.kennel_ids[0], on=date(2026, 3, 10))
    with pytest.raises(RuleViolation) as exc:
        impounds.intake(office.officer, **take)
    assert exc.value.field == "ground" and exc.value.rule_ids == ["T-6D3"]
    assert lic.number in exc.value.message and not Impound.select().exists()


def test_t_6d3_permit_obtained_in_time_refuses_the_ground(office, desk):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner)
    impound_notices.send_license_order(office.officer, dog, on=date(2026, 3, 5), needs="permit")
    take = dict(jurisdiction_id=office.tracy, ground="no_license_after_notice", animal_id=dog,
                kennel_id=desk.kennel_ids[0], on=date(2026, 3, 10))
    Permit.create(jurisdiction=office.tracy, number="TRA-P-2026-0001", owner=owner, permit_type="animal",
                  issued_on=date(2026, 3, 9), expires_on=date(2027, 3, 8))
    with pytest.raises(RuleViolation) as exc:
        impounds.intake(office.officer, **take)
    assert "animal permit TRA-P-2026-0001" in exc.value.message
    Permit.update(issued_on=date(2026, 3, 10)).execute()  # obtained only after the deadline
    assert impounds.intake(office.officer, **take).hold_last_day is not None
