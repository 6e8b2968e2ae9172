"""Recording violations and issuing citations through the services (T-8A, W-90.10H3); the
W-90.05C citation amount is tested with the ladder in tests/core/rules."""
from datetime import date, timedelta

import pytest

from animaloffice.domain.errors import PermissionDenied, RuleViolation, ValidationError
from animaloffice.persistence.models.enforcement import Notice, Violation
from animaloffice.persistence.models.money import Charge
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.services import violations
from animaloffice.services.payments import PaymentInput
from tests.core.penalty_schedule import RESOLUTION, adopt_penalty_schedule


def days_ago(n):
    return date.today() - timedelta(days=n)


def test_t_8a_record_violation_with_details_and_audit(office, build):
    o = build.owner()
    a = build.animal(o)
    v = violations.record_violation(office.officer, owner_id=o, animal_id=a, kind="nuisance",
                                    nuisance_kind="noise", occurred_on=days_ago(3), place="12 Elm St",
                                    officer="Officer Dahl", evidence="barking 2 hours, neighbour video")
    row = Violation.get_by_id(v.id)
    assert (row.kind, row.nuisance_kind, row.rule_id, row.status) == ("nuisance", "noise", "T-2C", "open")
    assert row.place == "12 Elm St" and row.officer == "Officer Dahl" and "video" in row.evidence
    assert AuditEntry.select().where(AuditEntry.action == "violation.record").count() == 1


def test_violation_kinds_refused_and_clerk_may_not_record(office, build):
    o = build.owner()
    with pytest.raises(RuleViolation) as e:
        violations.record_violation(office.officer, owner_id=o, kind="nuisance", occurred_on=days_ago(1))
    assert e.value.field == "nuisance_kind"
    with pytest.raises(RuleViolation):
        violations.record_violation(office.officer, owner_id=o, kind="jaywalking", occurred_on=days_ago(1))
    with pytest.raises(PermissionDenied):
        violations.record_violation(office.clerk, owner_id=o, kind="no_license", occurred_on=days_ago(1))
    with pytest.raises(ValidationError) as e:
        violations.record_violation(office.officer, owner_id=o, kind="no_license",
                                    occurred_on=date.today() + timedelta(days=1))
    assert e.value.field == "occurred_on"
    assert Violation.select().count() == 0


def test_t_8a_tracy_citation_is_referred_for_prosecution_with_no_fine(office, build):
    """T-8A: Section 8.30 makes the violation a misdemeanor and creates no administrative penalty:
    the citation is numbered and handed to the prosecutor; nothing is charged, no hearing is offered,
    it cannot be paid or contested, and it can be dismissed (the prosecutor declined)."""
    o = build.owner()
    v = violations.record_violation(office.officer, owner_id=o, kind="no_license", occurred_on=days_ago(2))
    assert not violations.carries_penalty(violations.citation_amount_for(v.id))
    issued = violations.issue_citation(office.officer, v.id, on=days_ago(1))
    assert issued.referred and issued.amount_cents == 0 and issued.charge_id is None
    assert issued.citation_number.startswith("TRA-C") and issued.hearing_deadline is None
    assert not Charge.select().where(Charge.subject_table == "violation").exists()
    row = Violation.get_by_id(v.id)
    assert row.status == "referred" and row.amount_cents == 0
    notice = Notice.get_by_id(issued.notice_id)
    assert notice.kind == "citation" and not notice.hearing_right and notice.hearing_deadline is None
    assert notice.sections == "Tracy City Code § 8.30, subd. 8(A)(1)"
    assert AuditEntry.select().where(AuditEntry.action == "violation.refer").count() == 1
    with pytest.raises(ValidationError, match="referred for prosecution"):
        violations.pay_citation(office.clerk, v.id, PaymentInput("cash", 5000))
    with pytest.raises(ValidationError):
        violations.mark_contested(office.officer, v.id)
    with pytest.raises(ValidationError):
        violations.issue_citation(office.officer, v.id)
    violations.dismiss_violation(office.officer, v.id, "the prosecutor declined to charge")
    assert Violation.get_by_id(v.id).status == "dismissed"


def test_an_adopted_penalty_schedule_charges_its_amount_with_the_hearing_right(office, build):
    """A city that adopted an administrative-penalty schedule (named with its resolution) charges it."""
    adopt_penalty_schedule(office.tracy)
    o = build.owner()
    v = violations.record_violation(office.officer, owner_id=o, kind="no_license", occurred_on=days_ago(2))
    issued = violations.issue_citation(office.officer, v.id, on=days_ago(1))
    assert not issued.referred and issued.amount_cents == 5000 and issued.citation_number.startswith("TRA-C")
    assert RESOLUTION in issued.amount_explanation
    charge = Charge.get_by_id(issued.charge_id)
    assert charge.amount_cents == 5000 and charge.subject_table == "violation" and charge.payment is None
    notice = Notice.get_by_id(issued.notice_id)
    assert notice.kind == "citation" and notice.hearing_right and notice.hearing_deadline == issued.hearing_deadline
    assert issued.hearing_deadline >= days_ago(1) + timedelta(days=7)
    with pytest.raises(ValidationError):
        violations.issue_citation(office.officer, v.id)


def test_pay_citation_and_dismiss_rules(office, build):
    adopt_penalty_schedule(office.tracy)
    o = build.owner()
    v = violations.record_violation(office.officer, owner_id=o, kind="no_tag", occurred_on=days_ago(2))
    with pytest.raises(ValidationError):
        violations.pay_citation(office.clerk, v.id, PaymentInput("cash", 5000))
    violations.issue_citation(office.officer, v.id)
    with pytest.raises(ValidationError):
        violations.pay_citation(office.clerk, v.id, PaymentInput("cash", 4000))
    receipt = violations.pay_citation(office.clerk, v.id, PaymentInput("check", 5000, reference="1042"))
    assert receipt.amount_cents == 5000 and Violation.get_by_id(v.id).status == "paid"
    with pytest.raises(ValidationError):
        violations.dismiss_violation(office.officer, v.id, "changed mind")


def test_dismiss_voids_the_unpaid_charge(office, build):
    adopt_penalty_schedule(office.tracy)
    o = build.owner()
    v = violations.record_violation(office.officer, owner_id=o, kind="no_tag", occurred_on=days_ago(2))
    issued = violations.issue_citation(office.officer, v.id)
    violations.mark_contested(office.officer, v.id)
    assert Violation.get_by_id(v.id).status == "contested"
    violations.dismiss_violation(office.officer, v.id, "hearing reversed the citation")
    assert Violation.get_by_id(v.id).status == "dismissed"
    assert Charge.get_by_id(issued.charge_id).is_void


def test_w_90_10h3_third_violation_in_12_months_flags_review(office, build):
    o = build.owner(jurisdiction="worthington", city="Worthington", postal_code="56187")
    for n in (300, 90):
        v = violations.record_violation(office.officer, owner_id=o, kind="other", occurred_on=days_ago(n))
        assert not v.review.value
    third = violations.record_violation(office.officer, owner_id=o, kind="standards", occurred_on=days_ago(1))
    assert third.review.value and third.review.rule_id == "W-90.10H3"
    assert AuditEntry.select().where(AuditEntry.action == "violation.review_due").count() == 1


def test_void_violation(office, build):
    adopt_penalty_schedule(office.tracy)
    o = build.owner()
    v = violations.record_violation(office.officer, owner_id=o, kind="no_tag", occurred_on=days_ago(2))
    issued = violations.issue_citation(office.officer, v.id)
    violations.void_violation(office.officer, v.id, "wrong owner")
    assert Violation.get_by_id(v.id).is_void and Charge.get_by_id(issued.charge_id).is_void


def test_t_8a_citation_owed_again_when_its_payment_is_voided(office, build):
    """T-8A: a citation paid by a check that bounced is owed again once the receipt is voided: it
    can be paid again, or dismissed after a hearing (a "paid" citation refuses both)."""
    from animaloffice.services import payments

    adopt_penalty_schedule(office.tracy)
    o = build.owner()
    v = violations.record_violation(office.officer, owner_id=o, kind="no_tag", occurred_on=days_ago(2))
    issued = violations.issue_citation(office.officer, v.id)
    first = violations.pay_citation(office.clerk, v.id, PaymentInput("check", 5000, reference="1042"))
    payments.void_payment(office.admin, first.payment_id, "check bounced")
    assert Violation.get_by_id(v.id).status == "open"
    assert Charge.get_by_id(issued.charge_id).payment is None
    unpaid = AuditEntry.get(AuditEntry.action == "violation.unpaid")
    assert unpaid.record_id == str(v.id) and unpaid.note == first.receipt_number
    again = violations.pay_citation(office.clerk, v.id, PaymentInput("cash", 5000))
    assert again.receipt_number != first.receipt_number and Violation.get_by_id(v.id).status == "paid"
    payments.void_payment(office.admin, again.payment_id, "wrong owner at the counter")
    violations.dismiss_violation(office.officer, v.id, "hearing reversed the citation")
    assert Violation.get_by_id(v.id).status == "dismissed" and Charge.get_by_id(issued.charge_id).is_void
