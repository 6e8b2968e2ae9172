"""What a hearing decision changes: the three functions the Hearings tab calls."""
from datetime import date, timedelta

import pytest

from animaloffice.domain.errors import RuleViolation, ValidationError
from animaloffice.persistence.models.permits import Permit, PermitApplication
from animaloffice.queries import permit_checks
from animaloffice.services import permit_life
from animaloffice.services import permits as svc
from animaloffice.services.payments import PaymentInput

TODAY = date.today()


def test_t_4a_reversed_denial_issues_the_permit(office, make):
    owner = make.owner()
    make.animal(owner, "rabbit", name="Bun")
    app = svc.record_application(office.clerk, owner_id=owner, permit_type="animal", species=["bird", "bird"], payment=PaymentInput("cash"))
    svc.deny_application(office.officer, app.application_id, reasons=["the enclosure is too small"])
    pid, number = permit_life.issue_permit_after_hearing(office.officer, app.application_id, on=TODAY,
                                                 conditions="Birds kept indoors.",
                                                 expires_on=TODAY + timedelta(days=365), hearing_id=None)
    p = Permit.get_by_id(pid)
    assert p.number == number and p.status == "active" and p.conditions == "Birds kept indoors."
    assert PermitApplication.get_by_id(app.application_id).status == "approved"


def test_t_4b4_livestock_still_refused_after_hearing(office, make):
    owner = make.owner()
    app = svc.record_application(office.clerk, owner_id=owner, permit_type="animal", species=["goat"], payment=PaymentInput("cash"))
    svc.deny_application(office.officer, app.application_id, reasons=permit_checks.approval_refusals(app.application_id))
    with pytest.raises(RuleViolation) as info:
        permit_life.issue_permit_after_hearing(office.officer, app.application_id, on=TODAY, conditions="x",
                                       expires_on=TODAY + timedelta(days=30), hearing_id=None)
    assert info.value.rule_ids == ["T-4B4"]
    assert Permit.select().count() == 0


def test_reinstate_and_new_removal_deadline(office, make):
    owner, app, d = make.approved_breeder()
    permit_life.revoke_permit(office.officer, d.permit_id, grounds=["noncompliance"])
    permit_life.set_removal_deadline(office.officer, d.permit_id, TODAY + timedelta(days=40), "hearing gave more time")
    assert Permit.get_by_id(d.permit_id).removal_deadline == TODAY + timedelta(days=40)
    permit_life.reinstate_permit(office.officer, d.permit_id, on=TODAY, conditions="Monthly inspection.", hearing_id=None)
    p = Permit.get_by_id(d.permit_id)
    assert p.status == "active" and p.removal_deadline is None and p.conditions == "Monthly inspection."
    with pytest.raises(ValidationError):
        permit_life.reinstate_permit(office.officer, d.permit_id, on=TODAY, hearing_id=None)


def test_hearing_may_issue_without_expiry_or_conditions(office, make):
    owner, app = make.breeder_application()
    svc.deny_application(office.officer, app.application_id, reasons=["no inspection yet"])
    pid, _ = permit_life.issue_permit_after_hearing(office.officer, app.application_id, on=TODAY, conditions="",
                                            expires_on=None, hearing_id=None)
    assert Permit.get_by_id(pid).expires_on is None
