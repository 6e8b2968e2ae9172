"""Licensing services: each action one transaction, rules checked, audit written."""
from datetime import date, timedelta

import pytest

from animaloffice.domain.errors import PermissionDenied, RuleViolation, ValidationError
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.money import Charge, Payment
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.models.people import Owner
from animaloffice.queries import certificate_status
from animaloffice.services import animals, licensing, owners, tag_numbers
from animaloffice.services.payments import PaymentInput

TODAY = date.today()


def _dog(office, vaccinated_on=None, **kw):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name="Olson",
                            address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"},
                            phone="507-555-0101")
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                              name="Rex", birth_date=TODAY - timedelta(days=2000), **({"sex": "M"} | kw))
    if vaccinated_on is not None:
        animals.record_vaccination(office.clerk, a.id, vaccinated_on=vaccinated_on, veterinarian="Dr. Vet")
    return o, a


def test_t_3a_issue_license_with_payment_and_audit(office):
    o, a = _dog(office, vaccinated_on=TODAY - timedelta(days=30))
    issued = licensing.issue_license(office.clerk, animal_id=a.id, on=TODAY, year=TODAY.year,
                                     payment=PaymentInput("cash", 1500))
    lic = License.get_by_id(issued.license_id)
    assert lic.tag_number == 1 and lic.year == TODAY.year and lic.fee_cents == 1500
    assert issued.receipt.amount_cents == 1500 and issued.receipt.lines[0].rule_id == "T-3A"
    assert AuditEntry.select().where(AuditEntry.action == "license.issue").count() == 1
    second = _dog(office, vaccinated_on=TODAY - timedelta(days=3))[1]
    assert licensing.issue_license(office.clerk, animal_id=second.id, on=TODAY, year=TODAY.year, payment=PaymentInput("cash")).tag_number == 2


def test_t_3a_refused_without_certificate_saves_nothing(office):
    o, a = _dog(office)
    before = (License.select().count(), Charge.select().count(), AuditEntry.select().count())
    with pytest.raises(RuleViolation) as info:
        licensing.issue_license(office.clerk, animal_id=a.id, payment=PaymentInput("cash", 1500))
    assert info.value.rule_ids == ["T-3A"] and info.value.field == "vaccination"
    assert (License.select().count(), Charge.select().count(), AuditEntry.select().count()) == before


def test_wrong_payment_amount_rolls_back(office):
    o, a = _dog(office, vaccinated_on=TODAY - timedelta(days=30))
    with pytest.raises(ValidationError) as info:
        licensing.issue_license(office.clerk, animal_id=a.id, payment=PaymentInput("cash", 100))
    assert info.value.field == "payment.amount_cents"
    assert License.select().count() == 0 and Payment.select().count() == 0


def test_tag_already_in_use_is_refused(office):
    _, a = _dog(office, vaccinated_on=TODAY - timedelta(days=30))
    licensing.issue_license(office.clerk, animal_id=a.id, tag_number=77, payment=PaymentInput("cash"))
    _, b = _dog(office, vaccinated_on=TODAY - timedelta(days=30))
    with pytest.raises(ValidationError) as info:
        licensing.issue_license(office.clerk, animal_id=b.id, tag_number=77, payment=PaymentInput("cash"))
    assert info.value.field == "tag_number"


def test_tag_stock_ranges(office):
    tag_numbers.add_tag_stock(office.clerk, office.tracy, TODAY.year, 500, 501)
    for expected in (500, 501):
        _, a = _dog(office, vaccinated_on=TODAY - timedelta(days=30))
        assert licensing.issue_license(office.clerk, animal_id=a.id, year=TODAY.year, payment=PaymentInput("cash")).tag_number == expected
    _, c = _dog(office, vaccinated_on=TODAY - timedelta(days=30))
    with pytest.raises(ValidationError, match="used up"):
        licensing.issue_license(office.clerk, animal_id=c.id, year=TODAY.year, payment=PaymentInput("cash"))


def test_t_3c_transfer_ends_license(office):
    o, a = _dog(office, vaccinated_on=TODAY - timedelta(days=30))
    issued = licensing.issue_license(office.clerk, animal_id=a.id, payment=PaymentInput("cash"))
    buyer = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Bo", last_name="Lee",
                                address={"line1": "3 Oak Ave", "city": "Tracy", "postal_code": "56175"})
    ended = animals.transfer_animal(office.clerk, a.id, buyer.id, on=TODAY)
    lic = License.get_by_id(issued.license_id)
    assert ended == [lic.id] and lic.status == "ended" and lic.ended_on == TODAY and "T-3C" in lic.end_reason
    new = licensing.issue_license(office.clerk, animal_id=a.id, payment=PaymentInput("cash"))
    assert License.get_by_id(new.license_id).owner_id == buyer.id


def test_renewal_and_replacement_tag(office):
    o, a = _dog(office, vaccinated_on=TODAY - timedelta(days=30))
    first = licensing.issue_license(office.clerk, animal_id=a.id, on=TODAY - timedelta(days=5),
                                    year=(TODAY - timedelta(days=5)).year, payment=PaymentInput("cash"))
    renewed = licensing.renew_license(office.clerk, first.license_id, payment=PaymentInput("check", 1500, "1042"))
    assert renewed.year == licensing.renewal_year_for(office.tracy, first.year, TODAY) and License.get_by_id(renewed.license_id).renewal_of_id == first.license_id
    replaced = licensing.replace_tag(office.clerk, renewed.license_id, payment=PaymentInput("cash", 500))
    assert replaced.tag_number != renewed.tag_number
    with pytest.raises(ValidationError):  # the old number is retired
        tag_numbers.mark_tag(office.clerk, office.tracy, renewed.year, renewed.tag_number, "spoiled")


def test_t_7c_exemption_under_four_months(office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Young")
    pup = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                                birth_date=TODAY - timedelta(days=40))
    assert licensing.record_exemption(office.clerk, animal_id=pup.id, reason="under_4_months")
    old = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                                birth_date=TODAY - timedelta(days=400))
    with pytest.raises(RuleViolation) as info:
        licensing.record_exemption(office.clerk, animal_id=old.id, reason="under_4_months")
    assert info.value.rule_ids == ["T-7C"]


def test_void_license_keeps_the_record(office):
    _, a = _dog(office, vaccinated_on=TODAY - timedelta(days=30))
    issued = licensing.issue_license(office.clerk, animal_id=a.id, payment=PaymentInput("cash"))
    with pytest.raises(ValidationError) as info:
        licensing.void_license(office.clerk, issued.license_id, "  ")
    assert info.value.field == "reason"
    licensing.void_license(office.clerk, issued.license_id, "issued to the wrong animal")
    lic = License.get_by_id(issued.license_id)
    assert lic.status == "void" and lic.void_reason == "issued to the wrong animal"


def test_fee_override_needs_an_administrator(office):
    _, a = _dog(office, vaccinated_on=TODAY - timedelta(days=30))
    with pytest.raises(PermissionDenied):
        licensing.issue_license(office.clerk, animal_id=a.id, fee_cents=0, waiver_reason="hardship")
    assert licensing.issue_license(office.admin, animal_id=a.id, fee_cents=0, waiver_reason="hardship").fee_cents == 0


def test_bad_owner_input_names_the_field(office):
    for kwargs, field in [({"last_name": ""}, "last_name"),
                          ({"last_name": "X", "email": "not-mail"}, "email"),
                          ({"last_name": "X\x00"}, "last_name"),
                          ({"last_name": "X", "address": {"line1": "1 A St", "city": "T", "postal_code": "ABCDE"}},
                           "address.postal_code")]:
        with pytest.raises(ValidationError) as info:
            owners.create_owner(office.clerk, jurisdiction_id=office.tracy, **kwargs)
        assert info.value.field == field
    assert Owner.select().count() == 0


def test_birth_date_in_future_refused(office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Future")
    with pytest.raises(ValidationError) as info:
        animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                              birth_date=TODAY + timedelta(days=1))
    assert info.value.field == "birth_date"


def test_t_3b_status_for_a_license(office):
    shot_day = TODAY - timedelta(days=3 * 365 - 10)
    _, a = _dog(office, vaccinated_on=shot_day)
    issued = licensing.issue_license(office.clerk, animal_id=a.id, payment=PaymentInput("cash"))
    now = certificate_status.certificate_status_for(issued.license_id, TODAY)
    assert now.state == "due_soon" and not now.relicense_required
    later = certificate_status.certificate_status_for(issued.license_id, now.next_due.value + timedelta(days=1))
    assert later.relicense_required and later.label == "relicense required"
