"""Separation of duties (T-7B records kept honest): voiding a payment or refunding a fee is an
administrator's action, or takes a second person's sign-in at the desk; an office setting, on
by default. Refused, nothing of the action is saved."""
from datetime import date, timedelta

import pytest

from animaloffice.domain.errors import ValidationError
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.money import Payment
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.services import animals, approvals, licensing, owners, payments
from animaloffice.services.jurisdictions import set_office_settings
from animaloffice.services.payments import PaymentInput
from tests.conftest import PASSWORD

TODAY = date.today()


def no_wait(_seconds):
    pass


def _paid_license(office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Olson", address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                              name="Rex", sex="M", altered=True, birth_date=TODAY - timedelta(days=1500))
    animals.record_vaccination(office.clerk, a.id, vaccinated_on=TODAY - timedelta(days=5), veterinarian="Dr. V")
    fee = licensing.license_fee_for(office.tracy, "dog", True).value
    return licensing.issue_license(office.clerk, animal_id=a.id, payment=PaymentInput("cash", fee))


def test_t_7b_a_clerk_alone_cannot_void_the_cash_payment_they_took(office):
    issued = _paid_license(office)
    with pytest.raises(approvals.SecondPersonNeeded) as refused:
        payments.void_payment(office.clerk, issued.receipt.payment_id, "my mistake")
    assert refused.value.field == "approval" and "second person" in refused.value.message
    assert not Payment.get_by_id(issued.receipt.payment_id).is_void
    assert not AuditEntry.select().where(AuditEntry.action == "payment.void").exists()


def test_t_7b_a_second_persons_sign_in_approves_one_void_and_is_audited(office):
    issued = _paid_license(office)
    approval = approvals.second_sign_in(office.clerk, "officer", PASSWORD, sleep=no_wait)
    payments.void_payment(office.clerk, issued.receipt.payment_id, "check bounced", approval=approval)
    assert Payment.get_by_id(issued.receipt.payment_id).is_void
    entry = AuditEntry.get(AuditEntry.action == "approval.second_person")
    assert entry.username == "clerk" and '"approved_by": "officer"' in entry.after
    again = _paid_license(office)
    with pytest.raises(approvals.SecondPersonNeeded):  # one approval, one action
        payments.void_payment(office.clerk, again.receipt.payment_id, "again", approval=approval)
    with pytest.raises(approvals.SecondPersonNeeded):  # given to the clerk, not to the officer
        payments.void_payment(office.officer, again.receipt.payment_id, "again",
                              approval=approvals.second_sign_in(office.clerk, "admin", PASSWORD, sleep=no_wait))


def test_t_7b_nobody_approves_their_own_action_and_a_wrong_password_approves_nothing(office):
    from animaloffice.services.users import SignInFailed

    with pytest.raises(ValidationError) as own:
        approvals.second_sign_in(office.clerk, "clerk", PASSWORD, sleep=no_wait)
    assert own.value.field == "approval"
    with pytest.raises(SignInFailed):
        approvals.second_sign_in(office.clerk, "officer", "not-the-password", sleep=no_wait)
    forged = approvals.Approval(office.officer.user_id, "officer", "clerk", "0" * 32)
    issued = _paid_license(office)
    with pytest.raises(approvals.SecondPersonNeeded):
        payments.void_payment(office.clerk, issued.receipt.payment_id, "forged", approval=forged)
    assert not Payment.get_by_id(issued.receipt.payment_id).is_void


def test_t_7b_an_administrator_voids_and_refunds_alone(office):
    issued = _paid_license(office)
    licensing.void_license(office.admin, issued.license_id, "wrong dog", refund=True)
    assert Payment.get_by_id(issued.receipt.payment_id).is_void


def test_t_7b_a_refund_with_a_voided_license_needs_the_second_person_and_nothing_is_half_saved(office):
    issued = _paid_license(office)
    with pytest.raises(approvals.SecondPersonNeeded) as refused:
        licensing.void_license(office.clerk, issued.license_id, "wrong dog", refund=True)
    assert "refunding a fee" in refused.value.message
    assert License.get_by_id(issued.license_id).status == "active"
    assert not Payment.get_by_id(issued.receipt.payment_id).is_void
    approval = approvals.second_sign_in(office.clerk, "admin", PASSWORD, sleep=no_wait)
    licensing.void_license(office.clerk, issued.license_id, "wrong dog", refund=True, approval=approval)
    assert License.get_by_id(issued.license_id).status == "void"
    assert Payment.get_by_id(issued.receipt.payment_id).is_void
    # voiding without a refund takes no second person: nothing leaves the takings
    other = _paid_license(office)
    licensing.void_license(office.clerk, other.license_id, "entered twice")
    assert not Payment.get_by_id(other.receipt.payment_id).is_void


def test_t_7b_the_office_may_turn_the_rule_off(office):
    assert approvals.required()  # on by default
    set_office_settings(office.admin, {"separation_of_duties": "off"})
    issued = _paid_license(office)
    payments.void_payment(office.clerk, issued.receipt.payment_id, "counted twice")
    assert Payment.get_by_id(issued.receipt.payment_id).is_void
    with pytest.raises(ValidationError) as bad:
        set_office_settings(office.admin, {"separation_of_duties": "maybe"})
    assert bad.value.field == "separation_of_duties"
