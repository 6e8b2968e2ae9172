"""T-3A, T-4A, T-6B: a license or permit is issued upon its fee, taken in the same step as the sale,
or waived by an administrator with a reason; at a reclaim the fee is paid on the reclaim bill."""
from datetime import date, timedelta

import pytest

from animaloffice.domain.errors import PermissionDenied, RuleViolation, ValidationError
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.money import Charge, Payment
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.models.permits import Permit
from animaloffice.services import impound_release, impounds, licensing, licensing_desk
from animaloffice.services.payments import PaymentInput

TODAY = date.today()


def _counts():
    return License.select().count(), Charge.select().count(), Payment.select().count(), AuditEntry.select().count()


def test_t_3a_license_not_issued_while_its_fee_is_neither_paid_nor_waived(office, desk):
    """T-3A: "shall issue a license upon the owner ... making written application accompanied by a
    fee": without the payment (or a waiver) nothing is issued, no tag taken, nothing saved."""
    aid = desk.dog(shot=TODAY - timedelta(days=10))
    before = _counts()
    with pytest.raises(RuleViolation) as info:
        licensing.issue_license(office.clerk, animal_id=aid)
    assert info.value.field == "payment" and info.value.rule_ids == ["T-3A"] and "$15.00 owing" in str(info.value)
    assert _counts() == before


def test_t_3a_the_sale_is_one_step_charge_payment_license_and_tag(office, desk):
    """T-3A: the payment is taken in the sale itself: one receipt pays the license's one charge."""
    aid = desk.dog(shot=TODAY - timedelta(days=10))
    issued = licensing.issue_license(office.clerk, animal_id=aid, payment=PaymentInput("cash", 1500))
    charge = Charge.get((Charge.subject_table == "license") & (Charge.subject_id == issued.license_id))
    assert issued.receipt is not None and charge.payment_id == issued.receipt.payment_id
    assert issued.receipt.amount_cents == 1500 and issued.tag_number == 1
    with pytest.raises(ValidationError) as info:  # the wrong amount: nothing issued
        licensing.issue_license(office.clerk, animal_id=desk.dog(shot=TODAY - timedelta(days=3), name="Max"),
                                payment=PaymentInput("cash", 1000))
    assert info.value.field == "payment.amount_cents" and License.select().count() == 1


def test_t_3a_fee_waived_only_by_an_administrator_with_a_reason(office, desk):
    """T-3A: an administrator may waive the fee, with a reason recorded on the voided charge and
    audited; a clerk may not; a payment and a waiver together are refused."""
    aid = desk.dog(shot=TODAY - timedelta(days=10))
    before = _counts()
    with pytest.raises(PermissionDenied):
        licensing.issue_license(office.clerk, animal_id=aid, waiver_reason="hardship")
    with pytest.raises(ValidationError) as info:
        licensing.issue_license(office.admin, animal_id=aid, waiver_reason="hardship", payment=PaymentInput("cash"))
    assert info.value.field == "waiver_reason" and _counts() == before
    issued = licensing.issue_license(office.admin, animal_id=aid, waiver_reason="service dog, Council waiver")
    charge = Charge.get((Charge.subject_table == "license") & (Charge.subject_id == issued.license_id))
    assert charge.is_void and charge.payment_id is None and charge.void_reason == "fee waived: service dog, Council waiver"
    assert AuditEntry.select().where((AuditEntry.action == "charge.waive") & (AuditEntry.username == "admin")
                                     & (AuditEntry.record_id == str(charge.id))).exists()


def test_t_3a_renewal_is_issued_upon_its_fee_too(office, desk):
    last = TODAY.year - 1
    aid = desk.dog(shot=date(last, 12, 1))
    first = licensing.issue_license(office.clerk, animal_id=aid, on=date(last, 12, 20), year=last,
                                    payment=PaymentInput("cash"))
    with pytest.raises(RuleViolation) as info:
        licensing_desk.renew_at_desk(office.clerk, first.license_id)
    assert info.value.rule_ids == ["T-3A"]
    renewed = licensing_desk.renew_at_desk(office.clerk, first.license_id, payment=PaymentInput("cash"))
    assert renewed.issued.receipt.amount_cents == renewed.issued.fee_cents > 0


def test_t_3a_lifetime_conversion_has_no_fee_and_needs_neither(office, desk):
    """A $0 fee (the conversion of a pre-2017 permanent license) needs no payment and no waiver."""
    aid = desk.dog(shot=TODAY - timedelta(days=10), born=date(2014, 3, 1))
    done = licensing.issue_license(office.clerk, animal_id=aid, grandfathered=True, converted_from_number="1234",
                                   converted_from_date=date(2016, 4, 2))
    assert done.fee_cents == 0 and done.receipt is None


def test_t_6b_license_at_reclaim_is_paid_on_the_reclaim_bill(office, desk):
    """T-6B: a license issued at the release desk goes on the reclaim bill; the animal is not
    released until that bill, license fee included, is paid. Only a held animal's impound serves."""
    aid = desk.dog(shot=TODAY - timedelta(days=10))
    other = desk.dog(shot=TODAY - timedelta(days=10), name="Max")
    held = impounds.intake(office.admin, jurisdiction_id=office.tracy, ground="at_large", animal_id=aid,
                           on=TODAY - timedelta(days=1)).impound_id
    with pytest.raises(ValidationError) as info:
        licensing.issue_license(office.clerk, animal_id=other, reclaim_of=held)
    assert info.value.field == "reclaim_of"
    issued = licensing.issue_license(office.clerk, animal_id=aid, reclaim_of=held)
    bill = impound_release.bill(held, TODAY)
    assert any(line.fee_code == "license.dog" and not line.paid for line in bill.lines)
    with pytest.raises(RuleViolation) as refused:
        impound_release.reclaim(office.clerk, held, on=TODAY)
    assert "payment" in [r.data.get("needs") for r in refused.value.refusals]
    done = impound_release.reclaim(office.clerk, held, on=TODAY, payment=PaymentInput("cash", bill.due_cents))
    charge = Charge.get((Charge.subject_table == "license") & (Charge.subject_id == issued.license_id))
    assert charge.payment_id == done.receipt.payment_id


def _paid_or_waived(charges) -> bool:
    for c in charges:
        if c.voided_at is not None:
            if not c.void_reason.startswith("fee waived:"):
                return False
        elif c.amount_cents and (c.payment_id is None or Payment.get_by_id(c.payment_id).voided_at is not None):
            return False
    return True


def test_t_3a_t_4a_every_license_and_permit_of_the_demo_office_was_paid_or_waived(office):
    """T-3A, T-4A, W-90.10D swept over the demo office: every license and permit a resident holds
    has each of its fees paid (on a receipt not voided) or waived with a reason."""
    from animaloffice.demo import populate
    from animaloffice.demo_bulk import Plan

    summary = populate(["tracy", "worthington"], [office.tracy, office.worthington], seed=7, today=TODAY,
                       plan=Plan(owners=40, animals=60, licenses=80, years=2, impounds=20, permits=10))
    assert summary.failed_parts == ()
    held = License.select().where(License.voided_at.is_null() & (License.fee_cents > 0))  # held, or held once
    assert held.count() > 50
    unpaid = [lic.number for lic in held
              if not _paid_or_waived(Charge.select().where((Charge.subject_table == "license")
                                                           & (Charge.subject_id == lic.id)
                                                           & (Charge.fee_code != "license.replacement_tag")))
              or not Charge.select().where((Charge.subject_table == "license") & (Charge.subject_id == lic.id)).exists()]
    assert unpaid == []
    permits = Permit.select().where(Permit.voided_at.is_null() & (Permit.status == "active"))
    assert permits.count() >= 3
    owing = [p.number for p in permits if not _paid_or_waived(Charge.select().where(
        (Charge.subject_table == "permit_application") & (Charge.subject_id == p.application_id)))]
    assert owing == []
