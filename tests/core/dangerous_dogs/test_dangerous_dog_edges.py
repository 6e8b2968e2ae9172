"""Edge cases of a dangerous-dog case found walking it as an officer would (MN-347.50)."""
import io
from datetime import date, datetime, time

import pypdf
import pytest

from animaloffice.domain.errors import RuleViolation, ValidationError
from animaloffice.persistence.models.dangerous_dogs import DangerousDogCase
from animaloffice.persistence.models.money import Charge
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.printing import dangerous_dog_papers
from animaloffice.queries import charges
from animaloffice.queries import dangerous_dog_dates as dates
from animaloffice.queries import dangerous_dogs as q
from animaloffice.services import animal_life, dangerous_dog_registration, hearings, owners, payments
from animaloffice.services import dangerous_dogs as svc
from animaloffice.services.payments import PaymentInput

from .conftest import declare, make_dog


def _pdd_noticed(office, dog, sent_on=date(2026, 6, 5)):
    c = declare(office, dog, kind="potentially_dangerous", ground="pdd_bite", on=date(2026, 6, 1))
    return c, svc.send_declaration_notice(office.officer, c.id, sent_on=sent_on)


def _decide(office, notice_id, decision, decided_on=date(2026, 6, 25)):
    hearings.record_request(office.clerk, notice_id, received_on=date(2026, 6, 10), how="mail")
    s = hearings.schedule_hearing(office.officer, notice_id, at=datetime.combine(date(2026, 6, 24), time(10, 0)),
                                  body="Hearing Officer", place="Tracy City Hall", sent_on=date(2026, 6, 10))
    hearings.record_hearing(office.officer, s.hearing_id, attendees="Owner; Officer Lind", findings="One bite.")
    return hearings.decide_hearing(office.officer, s.hearing_id, decision=decision, decided_on=decided_on,
                                   conclusions="Decided on the findings.", method="registered")


def test_mn_347_50_after_notice_ground_refused_when_the_pdd_declaration_was_reversed(office, dog):
    """MN-347.50 (347.50 subd. 2(3)): a potentially-dangerous declaration reversed at its hearing
    no longer stands, so it cannot support a dangerous-dog declaration 'after notice'."""
    _, n = _pdd_noticed(office, dog)
    _decide(office, n.id, "reversed")
    with pytest.raises(RuleViolation, match="no potentially-dangerous declaration"):
        declare(office, dog, ground="dd_after_notice", on=date(2026, 8, 3), incident_on=date(2026, 7, 28))


def test_mn_347_50_after_notice_ground_refused_for_an_incident_before_the_pdd_notice(office, dog):
    """MN-347.50 (347.50 subd. 2(3)): the attack must come after the owner had notice; an incident
    before the potentially-dangerous notice was sent does not qualify, one after it does."""
    _pdd_noticed(office, dog, sent_on=date(2026, 6, 5))
    with pytest.raises(RuleViolation, match="before the incident"):
        declare(office, dog, ground="dd_after_notice", on=date(2026, 6, 8), incident_on=date(2026, 6, 4))
    dd = declare(office, dog, ground="dd_after_notice", on=date(2026, 6, 8), incident_on=date(2026, 6, 6))
    assert dd.kind == "dangerous"


def test_mn_347_50_death_of_the_dog_closes_its_case_and_leaves_the_follow_up_list(office, dog):
    """MN-347.50 (347.52: registration until the dog dies): recording the dog's death closes its open
    case, so the follow-up list no longer says an unregistered dog may be seized."""
    c = declare(office, dog, on=date(2026, 6, 1))
    svc.send_declaration_notice(office.officer, c.id, sent_on=date(2026, 6, 5))
    assert dates.follow_ups(office.tracy, date(2026, 8, 1))  # registration overdue while it lives
    animal_life.record_death(office.clerk, dog.animal_id, on=date(2026, 6, 10))
    row = DangerousDogCase.get_by_id(c.id)
    assert (row.status, row.ended_on, row.end_reason) == ("closed", date(2026, 6, 10), "the dog died")
    assert dates.follow_ups(office.tracy, date(2026, 8, 1)) == []
    assert AuditEntry.select().where((AuditEntry.table_name == "dangerous_dog")
                                     & (AuditEntry.action == "dangerous_dog.close")).count() == 1


def test_mn_347_50_potentially_dangerous_dog_follow_up_is_not_a_registration_or_seizure(office, dog):
    """MN-347.50: a potentially dangerous dog whose declaration was upheld needs its microchip
    (347.515), not registration; the follow-up list says what is missing and does not call it an
    unregistered dangerous dog that may be seized (347.54 is of dangerous dogs)."""
    _, n = _pdd_noticed(office, dog)
    _decide(office, n.id, "upheld")
    [f] = dates.follow_ups(office.tracy, date(2026, 8, 3))
    assert "Microchip" in f.detail and f.urgent
    assert "Dangerous dog not registered" != f.what and "potentially dangerous" in f.what.lower()
    assert "347.54" not in f.detail and "seized" not in f.detail


def test_mn_347_50_fee_paid_again_after_a_voided_payment_is_not_charged_twice(office, dog):
    """MN-347.50 (347.51 yearly fee): when the fee's payment is voided (a bounced check) and the owner
    pays again, the same charge is settled; the owner does not keep owing a second fee."""
    c = declare(office, dog, on=date(2026, 6, 1))
    svc.send_declaration_notice(office.officer, c.id, sent_on=date(2026, 6, 5))
    first = dangerous_dog_registration.pay_registration_fee(office.clerk, c.id, PaymentInput("check", 300_00, "1042"), on=date(2026, 6, 8))
    payments.void_payment(office.admin, first.payment_id, "check bounced")
    assert [x.amount_cents for x in charges.unpaid_charges(owner_id=dog.owner_id)] == [300_00]
    dangerous_dog_registration.pay_registration_fee(office.clerk, c.id, PaymentInput("cash", 300_00), on=date(2026, 6, 9))
    assert charges.unpaid_charges(owner_id=dog.owner_id) == []
    assert Charge.select().where(Charge.subject_table == svc.SUBJECT).count() == 1
    assert "fee" not in {i.code for i in q.case_view(c.id, date(2026, 6, 9)).checklist.missing}


def test_mn_347_50_declaration_refuses_an_owner_recorded_in_another_city(office, dog):
    """MN-347.50: the case, its notice and fees are the dog's city's; an owner recorded in another
    city is refused on the owner field (as impounds and violations refuse one)."""
    other = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Lena",
                                last_name="Ortiz", address={"line1": "1020 Oxford St", "city": "Worthington",
                                                            "postal_code": "56187"})
    with pytest.raises(ValidationError) as err:
        declare(office, dog, owner_id=other.id)
    assert err.value.field == "owner_id"
    assert DangerousDogCase.select().count() == 0


def test_mn_347_50_dog_kept_at_the_home_address_not_the_mailing_address(office, dog):
    """MN-347.50 (347.541 element (1): where the dog is kept): an owner with a PO box for mail has
    the notice sent there, but the notice says the dog is kept at the home address."""
    owners.change_address(office.clerk, dog.owner_id, line1="PO Box 12", city="Tracy", postal_code="56175",
                          kind="mailing", moved_on=date(2026, 1, 5))
    c = declare(office, dog)
    assert DangerousDogCase.get_by_id(c.id).kept_at.startswith("88 Craig Ave")
    n = svc.send_declaration_notice(office.officer, c.id, sent_on=date(2026, 6, 5))
    text = " ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(dangerous_dog_papers.notice_pdf(n.id))).pages)
    text = " ".join(text.split())
    assert "Where the dog is kept: 88 Craig Ave, Tracy" in text
    assert "PO Box 12" in text  # the envelope


def test_mn_347_50_cases_found_by_a_microchip_typed_with_spaces_or_dashes(office):
    """MN-347.50 (347.515: the microchip number given to the office): the case list and the dog
    chooser find the dog by its chip however the number is typed (spaces, dashes)."""
    dog = make_dog(office, chip="985112003456789")
    c = declare(office, dog)
    for typed in ("985112003456789", "985 112 003 456 789", "985-112-003-456-789"):
        assert [r.id for r in q.cases(office.tracy, text=typed)] == [c.id], typed
        assert [d.id for d in q.dogs_matching(office.tracy, typed)] == [dog.animal_id], typed


def test_mn_347_50_certificate_not_dated_before_its_requirements_were_on_file(office, dog):
    """MN-347.50 (347.51: a certificate only on evidence of enclosure, sign, bond or insurance, fee):
    a certificate dated before the enclosure was inspected, the sign issued or the fee paid is refused
    with each item; dated on the day they were all on file, it is issued from that day."""
    c = declare(office, dog, on=date(2026, 6, 1))
    svc.send_declaration_notice(office.officer, c.id, sent_on=date(2026, 6, 5))
    on = date(2026, 6, 20)
    svc.record_registration(office.officer, c.id, insurance_kind="insurance", insurer="North Star Mutual",
                            policy_number="HO-4471", insurance_cents=300_000_00, insurance_expires_on=date(2027, 6, 30),
                            enclosure_inspected_on=on, enclosure_inspector="Officer Dana Lind", sign_issued_on=on,
                            sign_number="S-12", microchip="985112003456789", microchip_maker="HomeAgain")
    dangerous_dog_registration.pay_registration_fee(office.clerk, c.id, PaymentInput("cash", 300_00), on=on)
    with pytest.raises(RuleViolation) as err:
        dangerous_dog_registration.issue_certificate(office.clerk, c.id, on=date(2026, 6, 8))
    assert {r.data["item"] for r in err.value.refusals} == {"enclosure", "sign", "fee"}
    assert DangerousDogCase.get_by_id(c.id).status == "declared"
    cert = dangerous_dog_registration.issue_certificate(office.clerk, c.id, on=on)
    assert (cert.term_start, cert.renewal_due) == (on, date(2027, 6, 20))


def test_mn_347_50_warning_sign_dated_before_the_declaration_is_refused(office, dog):
    """MN-347.50 (347.51: the warning sign posted for this dangerous dog): a sign date before the
    declaration (a mistyped year) is refused on its field, as an enclosure inspection before it is."""
    c = declare(office, dog, on=date(2026, 6, 1))
    with pytest.raises(ValidationError) as err:
        svc.record_registration(office.officer, c.id, sign_issued_on=date(2025, 6, 12), sign_number="S-12")
    assert err.value.field == "sign_issued_on"
    assert DangerousDogCase.get_by_id(c.id).sign_issued_on is None
    svc.record_registration(office.officer, c.id, sign_issued_on=date(2026, 6, 12), sign_number="S-12")
    assert DangerousDogCase.get_by_id(c.id).sign_issued_on == date(2026, 6, 12)


def test_mn_347_50_a_dog_recorded_as_deceased_is_not_declared(office, dog):
    """MN-347.50: a declaration binds the owner of a living dog (registration "until the dog
    dies"); a dog already recorded as deceased is refused, as its death closes any open case."""
    from animaloffice.domain.errors import ValidationError

    animal_life.record_death(office.clerk, dog.animal_id, on=date(2026, 6, 10))
    with pytest.raises(ValidationError) as info:
        declare(office, dog, on=date(2026, 6, 11))
    assert info.value.field == "animal_id" and "deceased" in str(info.value)
    assert DangerousDogCase.select().count() == 0
