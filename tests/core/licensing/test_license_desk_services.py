"""Front-desk transactions: all or nothing (T-3A, T-3B, T-3C, T-7C) and the fixes to the core rules."""
import json
from datetime import date, timedelta

import pytest

from animaloffice.domain.errors import RuleViolation, ValidationError
from animaloffice.persistence.models.animals import Animal, Vaccination
from animaloffice.persistence.models.licensing import License, TagMark
from animaloffice.persistence.models.money import Charge, Payment
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.models.people import Owner
from animaloffice.queries import certificate_status
from animaloffice.services import licensing, licensing_desk, tag_numbers
from animaloffice.services.payments import PaymentInput

TODAY = date.today()
OWNER = {"first_name": "Ida", "last_name": "Halvorson", "phone": "507-555-0199",
         "address": {"line1": "336 Morgan St", "city": "Tracy", "postal_code": "56175"}}
DOG = {"name": "Pepper", "species": "dog", "breed": "Beagle", "sex": "F", "altered": True,
       "birth_date": TODAY - timedelta(days=900)}
CERT = {"vaccinated_on": TODAY - timedelta(days=20), "duration_years": 3, "veterinarian": "Dr. Lindahl",
        "product": "Imrab 3", "manufacturer": "Boehringer Ingelheim", "lot": "123456A",
        "clinic": "Tracy Veterinary Clinic", "rabies_tag": "R1234"}


def counts():
    return tuple(m.select().count() for m in (Owner, Animal, Vaccination, License, Charge, Payment, AuditEntry))


def test_t_3a_walk_in_new_owner_animal_certificate_and_payment(office):
    result = licensing_desk.license_walk_in(
        office.clerk, jurisdiction_id=office.tracy, new_owner=OWNER, new_animal=DOG, new_certificate=CERT,
        payment=PaymentInput("cash", 1500))
    lic = License.get_by_id(result.issued.license_id)
    assert lic.owner_id == result.owner_id and lic.animal_id == result.animal_id
    assert lic.vaccination_id == result.vaccination_id
    assert Vaccination.get_by_id(result.vaccination_id).received_on == TODAY
    assert result.issued.receipt.amount_cents == 1500 and result.issued.fee_cents == 1500


@pytest.mark.parametrize("change, field", [
    ({"new_certificate": None}, "vaccination"),
    ({"new_certificate": {**CERT, "vaccinated_on": TODAY - timedelta(days=400), "duration_years": 1}},
     "vaccination"),
    ({"new_animal": {**DOG, "birth_date": TODAY + timedelta(days=3)}}, "birth_date"),
    ({"new_owner": {**OWNER, "last_name": ""}}, "last_name"),
    ({"payment": PaymentInput("cash", -100)}, "payment.amount_cents"),
    ({"payment": PaymentInput("check", 1500)}, "payment.reference"),
    ({"new_certificate": {**CERT, "veterinarian": ""}}, "veterinarian"),
])
def test_t_3a_refused_walk_in_saves_nothing(office, change, field):
    """Missing/expired certificate, future birth date, bad payment: nothing of the visit is saved."""
    before = counts()
    kwargs = dict(jurisdiction_id=office.tracy, new_owner=OWNER, new_animal=DOG, new_certificate=CERT,
                  payment=PaymentInput("cash", 1500))
    kwargs.update(change)
    with pytest.raises((RuleViolation, ValidationError)) as info:
        licensing_desk.license_walk_in(office.clerk, **kwargs)
    assert info.value.field == field
    assert counts() == before


def test_t_3a_tag_in_use_refused_and_nothing_saved(office, desk):
    first = desk.dog(shot=TODAY - timedelta(days=10))
    licensing.issue_license(office.clerk, animal_id=first, tag_number=40, payment=PaymentInput("cash"))
    before = counts()
    with pytest.raises(ValidationError) as info:
        licensing_desk.license_walk_in(office.clerk, jurisdiction_id=office.tracy, new_owner=OWNER,
                                       new_animal=DOG, new_certificate=CERT, tag_number=40, payment=PaymentInput("cash"))
    assert info.value.field == "tag_number" and counts() == before


def test_t_3b_certificate_older_than_three_years_refused_even_if_four_year_vaccine(office, desk):
    aid = desk.dog(shot=TODAY - timedelta(days=3 * 366 + 5), years=4)
    with pytest.raises(RuleViolation) as info:
        licensing.issue_license(office.clerk, animal_id=aid, payment=PaymentInput("cash"))
    assert info.value.rule_ids == ["T-3B"] and info.value.field == "vaccination"


def test_chosen_certificate_must_be_current(office, desk):
    aid = desk.dog(shot=TODAY - timedelta(days=500), years=1)
    old = Vaccination.get(Vaccination.animal == aid).id
    from animaloffice.services import animals
    animals.record_vaccination(office.clerk, aid, vaccinated_on=TODAY - timedelta(days=3), veterinarian="Dr. V")
    with pytest.raises(ValidationError) as info:
        licensing.issue_license(office.clerk, animal_id=aid, vaccination_id=old, payment=PaymentInput("cash"))
    assert info.value.field == "vaccination"


def test_received_on_in_future_refused(office, desk):
    from animaloffice.services import animals
    aid = desk.dog()
    with pytest.raises(ValidationError) as info:
        animals.record_vaccination(office.clerk, aid, vaccinated_on=TODAY, veterinarian="Dr. V",
                                   received_on=TODAY + timedelta(days=1))
    assert info.value.field == "received_on"


def test_t_3a_tag_stock_uses_a_later_range_lower_in_numbers(office, desk):
    year = TODAY.year
    tag_numbers.add_tag_stock(office.clerk, office.tracy, year, 500, 500)
    a = desk.dog(shot=TODAY - timedelta(days=5))
    assert licensing.issue_license(office.clerk, animal_id=a, year=year, payment=PaymentInput("cash")).tag_number == 500
    tag_numbers.add_tag_stock(office.clerk, office.tracy, year, 100, 101)  # a second box, lower numbers
    b = desk.dog(shot=TODAY - timedelta(days=5))
    assert tag_numbers.next_tag_number(office.tracy, year) == 100
    assert licensing.issue_license(office.clerk, animal_id=b, year=year, payment=PaymentInput("cash")).tag_number == 100


def test_renew_at_desk_with_new_certificate(office, desk):
    shot_day = TODAY - timedelta(days=370)  # a 1-year vaccine that ran out a few days ago
    aid = desk.dog(shot=shot_day, years=1)
    old = licensing.issue_license(office.clerk, animal_id=aid, year=shot_day.year, on=shot_day, payment=PaymentInput("cash"))
    before = counts()
    with pytest.raises(RuleViolation) as info:  # the clerk is told to bring the new certificate
        licensing_desk.renew_at_desk(office.clerk, old.license_id, payment=PaymentInput("cash", 1500))
    assert info.value.field == "vaccination" and counts() == before
    result = licensing_desk.renew_at_desk(office.clerk, old.license_id, new_certificate=CERT,
                                          payment=PaymentInput("card", 1500, "AUTH77"))
    new = License.get_by_id(result.issued.license_id)
    assert new.renewal_of_id == old.license_id and new.vaccination_id == result.vaccination_id
    assert new.year == max(shot_day.year + 1, licensing.sale_years_for(office.tracy, TODAY)[0]) and result.issued.receipt.method == "card"


def test_t_7c_exempt_at_desk_new_puppy(office):
    pup = {**DOG, "birth_date": TODAY - timedelta(days=50), "name": "Bean"}
    result = licensing_desk.exempt_at_desk(office.clerk, jurisdiction_id=office.tracy, reason="under_4_months",
                                           new_owner=OWNER, new_animal=pup)
    assert result.exemption_id and Animal.get_by_id(result.animal_id).name == "Bean"
    before = counts()
    with pytest.raises(ValidationError) as info:
        licensing_desk.exempt_at_desk(office.clerk, jurisdiction_id=office.tracy, reason="not_a_reason",
                                      new_owner=OWNER, new_animal=pup)
    assert info.value.field == "reason" and counts() == before


def test_t_3c_transfer_at_desk_to_new_owner(office, desk):
    aid = desk.dog(shot=TODAY - timedelta(days=10))
    issued = licensing.issue_license(office.clerk, animal_id=aid, payment=PaymentInput("cash"))
    result = licensing_desk.transfer_at_desk(office.clerk, aid, new_owner=OWNER, reason="sold")
    lic = License.get_by_id(issued.license_id)
    assert result.ended_license_ids == (lic.id,) and lic.status == "ended" and lic.ended_on == TODAY
    assert Animal.get_by_id(aid).owner_id == result.owner_id
    assert Owner.get_by_id(result.owner_id).last_name == "Halvorson"


def test_void_with_refund_removes_payment_from_takings(office, desk):
    from animaloffice.queries.takings import daily_takings
    aid = desk.dog(shot=TODAY - timedelta(days=10))
    issued = licensing.issue_license(office.clerk, animal_id=aid, payment=PaymentInput("cash", 1500))
    assert daily_takings(TODAY).total_cents == 1500
    licensing.void_license(office.admin, issued.license_id, "wrong animal", refund=True)
    takings = daily_takings(TODAY)
    assert takings.total_cents == 0 and len(takings.voided) == 1
    assert Charge.get(Charge.subject_id == issued.license_id).is_void
    assert TagMark.select().count() == 0 and tag_numbers.used_tag(office.tracy, issued.year, issued.tag_number)


def test_t_7b_void_with_refund_of_a_receipt_that_paid_two_fees_of_the_license(office, desk):
    """T-7B: the license fee (taken with the sale, T-3A) and a replacement tag's, on their receipts:
    voiding the license with a refund voids both receipts and both fees (they paid nothing else)."""
    aid = desk.dog(shot=TODAY - timedelta(days=10))
    issued = licensing.issue_license(office.clerk, animal_id=aid, payment=PaymentInput("cash"))
    tag = licensing.replace_tag(office.clerk, issued.license_id, reason="lost", payment=PaymentInput("cash", 500))
    fees = list(Charge.select().where(Charge.subject_id == issued.license_id))
    licensing.void_license(office.admin, issued.license_id, "wrong animal", refund=True)
    assert Payment.get_by_id(issued.receipt.payment_id).is_void and Payment.get_by_id(tag.receipt.payment_id).is_void
    assert all(Charge.get_by_id(c.id).is_void for c in fees) and len(fees) == 2


def test_t_7b_refund_refused_when_the_receipt_paid_another_record_too(office, desk):
    from animaloffice.services.payments import pay_charges
    first = licensing.issue_license(office.clerk, animal_id=desk.dog(shot=TODAY - timedelta(days=10)), payment=PaymentInput("cash"))
    second = licensing.issue_license(office.clerk, animal_id=desk.dog(shot=TODAY - timedelta(days=12), name="Max"), payment=PaymentInput("cash"))
    for lic in (first, second):  # two replacement tags paid together on one receipt
        licensing.replace_tag(office.clerk, lic.license_id, reason="lost")
    fees = list(Charge.select().where(Charge.subject_id.in_([first.license_id, second.license_id])
                                      & Charge.payment.is_null()))
    pay_charges(office.clerk, [c.id for c in fees], PaymentInput("cash", sum(c.amount_cents for c in fees)))
    before = counts()
    with pytest.raises(ValidationError) as err:
        licensing.void_license(office.admin, first.license_id, "wrong animal", refund=True)
    assert err.value.field == "refund" and "also paid other fees" in str(err.value)
    assert counts() == before and License.get_by_id(first.license_id).status == "active"


def test_t_3b_relicensing_after_a_lapse_ends_the_lapsed_license(office, desk):
    shot = TODAY - timedelta(days=370)  # a 1-year vaccine: ran out 5 days ago
    aid = desk.dog(shot=shot, years=1)
    first = licensing.issue_license(office.clerk, animal_id=aid, on=shot, year=shot.year, payment=PaymentInput("cash"))
    if first.year < TODAY.year:  # early in the year: put the lapsed license in this year
        lic = License.get_by_id(first.license_id)
        lic.year, lic.expires_on = TODAY.year, date(TODAY.year, 12, 31)
        lic.save()
    assert certificate_status.certificate_status_for(first.license_id).relicense_required
    result = licensing_desk.license_walk_in(office.clerk, jurisdiction_id=office.tracy,
                                            owner_id=Animal.get_by_id(aid).owner_id, animal_id=aid,
                                            new_certificate=CERT, payment=PaymentInput("cash", 1500))
    old = License.get_by_id(first.license_id)
    assert old.status == "relicense" and old.ended_on == TODAY and "T-3B" in old.end_reason
    assert License.get_by_id(result.issued.license_id).status == "active"
    assert not certificate_status.certificate_status_for(result.issued.license_id).relicense_required


def test_t_3b_on_time_certificate_needs_no_new_license(office, desk):
    aid = desk.dog(shot=TODAY - timedelta(days=300), years=1)
    issued = licensing.issue_license(office.clerk, animal_id=aid, payment=PaymentInput("cash"))
    from animaloffice.services import animals
    animals.record_vaccination(office.clerk, aid, vaccinated_on=TODAY - timedelta(days=2), veterinarian="Dr. V")
    status = certificate_status.certificate_status_for(issued.license_id)
    from animaloffice.domain.deadlines import add_years
    assert not status.relicense_required and status.next_due.value == add_years(TODAY - timedelta(days=2), 3)
    with pytest.raises(ValidationError) as info:  # still licensed: no second license this year
        licensing.issue_license(office.clerk, animal_id=aid, payment=PaymentInput("cash"))
    assert info.value.field == "animal_id" and "already has license" in info.value.reason


def test_t_3a_negative_fee_refused_even_for_an_administrator(office):
    before = counts()
    with pytest.raises(ValidationError) as info:
        licensing_desk.license_walk_in(office.admin, jurisdiction_id=office.tracy, new_owner=OWNER, new_animal=DOG,
                                       new_certificate=CERT, fee_cents=-500, payment=PaymentInput("cash"))
    assert info.value.field == "fee_cents" and counts() == before
    waived = licensing_desk.license_walk_in(office.admin, jurisdiction_id=office.tracy, new_owner=OWNER,
                                            new_animal=DOG, new_certificate=CERT, fee_cents=0,
                                            waiver_reason="hardship, approved by the administrator")
    assert waived.issued.fee_cents == 0 and "instead of the profile's" in waived.issued.fee_explanation
    assert "hardship" in waived.issued.fee_explanation


def test_t_7b_void_unpaid_license_cancels_its_fee(office, desk):
    """T-7B: a license voided before it was paid (issued at a reclaim, its fee on the reclaim bill,
    T-6B) leaves nothing owing; the fee is voided (audited)."""
    from animaloffice.queries.owners import owner_header
    from animaloffice.services import impounds
    aid = desk.dog(shot=TODAY - timedelta(days=10))
    owner_id = Animal.get_by_id(aid).owner_id
    held = impounds.intake(office.admin, jurisdiction_id=office.tracy, ground="at_large", animal_id=aid,
                           on=TODAY - timedelta(days=1)).impound_id
    issued = licensing.issue_license(office.clerk, animal_id=aid, reclaim_of=held)
    assert owner_header(owner_id).balance_cents == 1500
    licensing.void_license(office.admin, issued.license_id, "issued to the wrong animal")
    charge = Charge.get(Charge.subject_id == issued.license_id)
    assert charge.is_void and owner_header(owner_id).balance_cents == 0
    assert AuditEntry.select().where((AuditEntry.action == "charge.void") & (AuditEntry.username == "admin")
                                     & (AuditEntry.record_id == str(charge.id))).exists()
    entry = AuditEntry.get((AuditEntry.action == "license.void") & (AuditEntry.record_id == str(issued.license_id)))
    assert json.loads(entry.before)["status"] == "active" and json.loads(entry.after)["status"] == "void"


def test_t_7b_void_paid_license_without_refund_keeps_the_payment(office, desk):
    """T-7B: without a refund the fee taken stays paid (the drawer still holds it)."""
    from animaloffice.queries.takings import daily_takings
    aid = desk.dog(shot=TODAY - timedelta(days=10))
    issued = licensing.issue_license(office.clerk, animal_id=aid, payment=PaymentInput("cash", 1500))
    licensing.void_license(office.admin, issued.license_id, "wrong animal")
    assert not Charge.get(Charge.subject_id == issued.license_id).is_void
    assert daily_takings(TODAY).total_cents == 1500


def test_t_3b_renewal_on_the_certificate_due_day_is_not_refused(office, desk):
    """T-3B/T-2J: on the 3rd anniversary of the shot the certificate is due that day, not yet
    run out: the status says so and the renewal goes through on it."""
    if (TODAY.month, TODAY.day) == (2, 29):
        pytest.skip("no anniversary three years back")
    aid = desk.dog(shot=TODAY.replace(year=TODAY.year - 3))
    old = licensing.issue_license(office.clerk, animal_id=aid, on=TODAY - timedelta(days=200), payment=PaymentInput("cash"))
    st = certificate_status.certificate_status_for(old.license_id)
    assert st.next_due.value == TODAY and st.state == "due_soon" and not st.relicense_required
    new = licensing.renew_license(office.clerk, old.license_id, payment=PaymentInput("cash"))
    assert License.get_by_id(new.license_id).status == "active"
