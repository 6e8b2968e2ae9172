"""Declaring a dog, its notice, registration, the certificate and renewal (MN-347.50)."""
import json
from datetime import date

import pytest

from animaloffice.domain.errors import PermissionDenied, RuleViolation, ValidationError
from animaloffice.persistence.models.animals import Animal
from animaloffice.persistence.models.dangerous_dogs import DangerousDogCase
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.money import Charge
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.queries import dangerous_dogs as q
from animaloffice.queries import hearings as hq
from animaloffice.services import animals, dangerous_dog_registration
from animaloffice.services import dangerous_dog_outcomes as outcomes
from animaloffice.services import dangerous_dogs as svc
from animaloffice.services.payments import PaymentInput

from .conftest import declare, make_dog

CASH = PaymentInput("cash", 300_00)


def _actions(case_id):
    return {e.action for e in AuditEntry.select().where((AuditEntry.table_name == "dangerous_dog")
                                                         & (AuditEntry.record_id == str(case_id)))}


def _complete(office, case_id, on=date(2026, 6, 12)):
    svc.record_registration(office.officer, case_id, insurance_kind="insurance", insurer="North Star Mutual",
                            policy_number="HO-4471", insurance_cents=300_000_00, insurance_expires_on=date(2027, 6, 30),
                            enclosure_inspected_on=on, enclosure_inspector="Officer Dana Lind",
                            sign_issued_on=on, sign_number="S-12", microchip="985 112 003 456 789",
                            microchip_maker="HomeAgain")
    dangerous_dog_registration.pay_registration_fee(office.clerk, case_id, CASH, on=on)


def test_mn_347_50_declare_records_the_case(office, dog):
    """MN-347.50: a declaration records the dog, owner, kind, ground, facts, time, place, official."""
    c = declare(office, dog)
    row = DangerousDogCase.get_by_id(c.id)
    assert c.number == "DD-2026-0001" and row.status == "declared" and row.kind == "dangerous"
    assert row.owner_id == dog.owner_id and row.incident_place.startswith("400 block")
    assert row.kept_at == "88 Craig Ave, Tracy, MN 56175"
    assert row.contact_name == "Abdi Hassan" and row.contact_phone == "507-555-0142"
    assert "dangerous_dog.declare" in _actions(c.id)


def test_mn_347_50_only_officers_and_administrators_declare(office, dog):
    kw = dict(animal_id=dog.animal_id, kind="dangerous", ground="dd_bodily_harm", facts="Bit a child.",
              incident_on=date(2026, 5, 1), incident_place="City park", declared_by="Chief Ann Roe")
    with pytest.raises(PermissionDenied):
        svc.declare(office.clerk, **kw)
    assert DangerousDogCase.select().count() == 0
    c = svc.declare(office.admin, **kw)
    with pytest.raises(PermissionDenied):
        svc.send_declaration_notice(office.clerk, c.id)
    assert Notice.select().count() == 0


@pytest.mark.parametrize("kw,field", [
    ({"kind": "vicious"}, "kind"),
    ({"facts": ""}, "facts"),
    ({"declared_by": ""}, "declared_by"),
    ({"incident_place": ""}, "incident_place"),
    ({"incident_on": date(2026, 6, 2)}, "incident_on"),  # after the declaration
    ({"contact_phone": "12"}, "contact_phone"),
])
def test_mn_347_50_bad_input_names_the_field_and_saves_nothing(office, dog, kw, field):
    with pytest.raises(ValidationError) as err:
        declare(office, dog, **kw)
    assert err.value.field == field
    assert DangerousDogCase.select().count() == 0


def test_mn_347_50_ground_must_fit_the_kind_and_the_animal_be_a_dog(office, dog):
    with pytest.raises(RuleViolation) as err:
        declare(office, dog, kind="dangerous", ground="pdd_chase")
    assert err.value.rule_ids == ["MN-347.50"] and err.value.field == "ground"
    cat = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=dog.owner_id, name="Tig",
                                species="cat")
    with pytest.raises(ValidationError) as err:
        declare(office, make_dog(office, name="Rex"), animal_id=cat.id)
    assert err.value.field == "animal_id" and "not a dog" in err.value.reason
    stray = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, name="Stray", species="dog")
    with pytest.raises(ValidationError) as err:
        declare(office, dog, animal_id=stray.id)
    assert err.value.field == "owner_id"


def test_mn_347_50_after_notice_ground_needs_an_earlier_pdd_notice_and_supersedes_it(office, dog):
    """MN-347.50 (347.50 subd. 2(3)): 'after the owner had notice it was potentially dangerous'."""
    with pytest.raises(RuleViolation, match="no potentially-dangerous declaration"):
        declare(office, dog, ground="dd_after_notice")
    pdd = declare(office, dog, kind="potentially_dangerous", ground="pdd_bite", on=date(2026, 3, 2),
                  incident_on=date(2026, 2, 27))
    with pytest.raises(RuleViolation, match="already has an open case"):
        declare(office, dog, kind="potentially_dangerous", ground="pdd_chase")
    svc.send_declaration_notice(office.officer, pdd.id, sent_on=date(2026, 3, 3))
    dd = declare(office, dog, ground="dd_after_notice")
    old = DangerousDogCase.get_by_id(pdd.id)
    assert old.status == "closed" and dd.number in old.end_reason
    assert DangerousDogCase.get_by_id(dd.id).status == "declared"


def test_mn_347_50_notice_carries_the_hearing_right_and_lists_in_hearings(office, dog):
    """MN-347.50: the notice has the hearing right (14 days from its date) and the registration
    day; the Hearings tab lists it with the dog as its matter."""
    c = declare(office, dog)
    n = svc.send_declaration_notice(office.officer, c.id, sent_on=date(2026, 6, 5))
    notice = Notice.get_by_id(n.id)
    assert notice.kind == "dangerous_dog" and notice.hearing_right
    assert notice.subject_table == "dangerous_dog" and notice.subject_id == c.id
    assert notice.hearing_deadline == date(2026, 6, 22)  # Juneteenth Friday, weekend
    assert notice.other_deadline == date(2026, 6, 22)
    assert "Minn. Stat. § 347.541" in notice.sections and "MN-645.15" in notice.explanation
    fields = json.loads(notice.fields)
    assert fields["hearing_deadline"] == "Monday June 22, 2026" and fields["case_number"] == c.number
    row = DangerousDogCase.get_by_id(c.id)
    assert row.notice_id == n.id and row.compliance_deadline == date(2026, 6, 22)
    listed = hq.hearing_rights(office.tracy, date(2026, 6, 10))
    assert len(listed) == 1
    assert listed[0].matter.startswith(f"dangerous-dog case {c.number}") and "Duke" in listed[0].matter
    assert listed[0].deadline == date(2026, 6, 22) and listed[0].days_left == 12
    stands = hq.follow_up(office.tracy, date(2026, 6, 23))
    assert any("declaration in the notice stands" in f.detail for f in stands)
    with pytest.raises(ValidationError, match="already sent"):
        svc.send_declaration_notice(office.officer, c.id, sent_on=date(2026, 6, 5))


def test_mn_347_50_registration_items_and_certificate(office, dog):
    """MN-347.50: the certificate is refused while anything is missing, with each item named;
    issued once all five are on file; the microchip is the animal's own record."""
    c = declare(office, dog)
    with pytest.raises(ValidationError, match="send the declaration notice first"):
        dangerous_dog_registration.issue_certificate(office.clerk, c.id, on=date(2026, 6, 12))
    svc.send_declaration_notice(office.officer, c.id, sent_on=date(2026, 6, 2))
    with pytest.raises(RuleViolation) as err:
        dangerous_dog_registration.issue_certificate(office.clerk, c.id, on=date(2026, 6, 12))
    assert {r.data["item"] for r in err.value.refusals} == {"enclosure", "sign", "insurance", "microchip", "fee"}
    with pytest.raises(PermissionDenied):  # an enclosure inspection is an officer's
        svc.record_registration(office.clerk, c.id, enclosure_inspected_on=date(2026, 6, 12),
                                enclosure_inspector="Clerk")
    svc.record_registration(office.clerk, c.id, insurance_kind="insurance", insurance_cents=100_000_00)
    view = q.case_view(c.id, date(2026, 6, 12))
    assert "less than the $300,000.00" in view.checklist.missing_text()
    _complete(office, c.id)
    animal = Animal.get_by_id(dog.animal_id)
    assert animal.microchip == "985112003456789" and animal.microchip_maker == "HomeAgain"
    assert Charge.select().where(Charge.subject_table == "dangerous_dog").count() == 1
    view = q.case_view(c.id, date(2026, 6, 12))
    assert view.checklist.complete and "issue_certificate" in view.actions
    cert = dangerous_dog_registration.issue_certificate(office.clerk, c.id, on=date(2026, 6, 12))
    row = DangerousDogCase.get_by_id(c.id)
    assert row.status == "registered" and cert.certificate_number == "DDR-2026-0001"
    assert row.renewal_due == date(2027, 6, 12) and "renewed every year" in cert.explanation
    assert {"dangerous_dog.registration_items", "dangerous_dog.fee", "dangerous_dog.register",
            "dangerous_dog.microchip"} <= _actions(c.id)
    with pytest.raises(ValidationError, match="already paid|already registered"):
        dangerous_dog_registration.pay_registration_fee(office.clerk, c.id, CASH, on=date(2026, 6, 12))


def test_mn_347_50_potentially_dangerous_dog_is_not_registered(office, dog):
    c = declare(office, dog, kind="potentially_dangerous", ground="pdd_chase")
    svc.send_declaration_notice(office.officer, c.id, sent_on=date(2026, 6, 2))
    assert DangerousDogCase.get_by_id(c.id).compliance_deadline is None
    with pytest.raises(ValidationError, match="not registered"):
        dangerous_dog_registration.pay_registration_fee(office.clerk, c.id, CASH, on=date(2026, 6, 3))
    with pytest.raises(ValidationError, match="only a dangerous dog"):
        dangerous_dog_registration.issue_certificate(office.clerk, c.id, on=date(2026, 6, 3))
    svc.record_registration(office.clerk, c.id, microchip="985112003456700")
    view = q.case_view(c.id, date(2026, 6, 3))
    assert view.checklist.complete and view.status_label.endswith("microchip on file")


def test_mn_347_50_renewal_window_and_lapsed_registration(office, dog):
    """MN-347.50 (347.52): renewed yearly; not more than renewal_reminder_days early; the bond or
    insurance must still be in force."""
    c = declare(office, dog, on=date(2025, 6, 1), incident_on=date(2025, 5, 28))
    svc.send_declaration_notice(office.officer, c.id, sent_on=date(2025, 6, 2))
    _complete(office, c.id, on=date(2025, 6, 12))
    dangerous_dog_registration.issue_certificate(office.clerk, c.id, on=date(2025, 6, 12))
    with pytest.raises(RuleViolation, match="can be renewed from 30 days before"):
        dangerous_dog_registration.renew(office.clerk, c.id, CASH, on=date(2026, 5, 1))
    svc.record_registration(office.clerk, c.id, insurance_expires_on=date(2026, 6, 1))
    with pytest.raises(RuleViolation, match="expired"):
        dangerous_dog_registration.renew(office.clerk, c.id, CASH, on=date(2026, 6, 10))
    assert Charge.select().where(Charge.subject_table == "dangerous_dog").count() == 1  # nothing half-saved
    svc.record_registration(office.clerk, c.id, insurance_expires_on=date(2027, 6, 1))
    assert "lapsed" in q.case_view(c.id, date(2026, 6, 20)).status_label
    r = dangerous_dog_registration.renew(office.clerk, c.id, CASH, on=date(2026, 6, 20))
    row = DangerousDogCase.get_by_id(c.id)
    assert r.term_start == date(2026, 6, 20) and row.renewal_due == date(2027, 6, 20)
    assert Charge.select().where(Charge.subject_table == "dangerous_dog").count() == 2
    assert "registered dangerous dog until" in q.case_view(c.id, date(2026, 6, 21)).status_label


def test_mn_347_50_review_from_six_months_and_rescind(office, dog):
    """MN-347.50 (347.51 subd. 3a): a review before 6 months is refused with the date; later it may
    rescind the designation."""
    c = declare(office, dog, on=date(2025, 11, 3), incident_on=date(2025, 11, 1))
    with pytest.raises(RuleViolation) as err:
        outcomes.record_review(office.officer, c.id, requested_on=date(2026, 4, 1), outcome="kept", reason="x")
    assert err.value.refusals[0].data["review_from"] == date(2026, 5, 3)
    kept = outcomes.record_review(office.officer, c.id, requested_on=date(2026, 5, 4), outcome="kept",
                                  reason="No training completed yet.")
    assert kept.next_review_from == date(2027, 5, 4)
    with pytest.raises(RuleViolation):
        outcomes.record_review(office.officer, c.id, requested_on=date(2026, 11, 1), outcome="rescinded", reason="x")
    assert DangerousDogCase.get_by_id(c.id).last_review_on == date(2026, 5, 4)


def test_mn_347_50_close_when_the_dog_dies(office, dog):
    c = declare(office, dog)
    outcomes.close_case(office.clerk, c.id, on=date(2026, 9, 1), why="died")
    row = DangerousDogCase.get_by_id(c.id)
    assert row.status == "closed" and row.end_reason == "the dog died"
    with pytest.raises(ValidationError):
        svc.record_registration(office.clerk, c.id, sign_issued_on=date(2026, 9, 2))
    assert q.cases(office.tracy, open_only=True) == []
    assert [r.number for r in q.cases(office.tracy, text="Duke")] == [c.number]


def test_mn_347_50_follow_up_lists_unregistered_and_renewals(office, dog):
    """MN-347.50: a dangerous dog not registered by its day shows on the Hearings follow-up list
    (it may be seized, 347.54), except while a requested hearing is undecided; so does a renewal
    coming due."""
    from animaloffice.services import hearings

    c = declare(office, dog)
    n = svc.send_declaration_notice(office.officer, c.id, sent_on=date(2026, 6, 2))  # register by June 16
    assert not [f for f in hq.follow_up(office.tracy, date(2026, 6, 16)) if "registered" in f.what]
    late = [f for f in hq.follow_up(office.tracy, date(2026, 6, 17)) if f.what == "Dangerous dog not registered"]
    assert len(late) == 1 and late[0].notice_id == n.id and late[0].urgent
    assert "Proper enclosure: not yet inspected" in late[0].detail and "Minn. Stat. § 347.54" in late[0].detail
    hearings.record_request(office.clerk, n.id, received_on=date(2026, 6, 10))
    assert not [f for f in hq.follow_up(office.tracy, date(2026, 6, 17)) if f.what.startswith("Dangerous")]
    view = q.case_view(c.id, date(2026, 6, 17))
    assert "hearing pending" in view.status_label
    assert any(d.why.startswith("On hold") for d in view.dates if d.label == "Register / comply by")
    other = make_dog(office, name="Rex")
    r = declare(office, other, on=date(2025, 6, 1), incident_on=date(2025, 5, 30))
    svc.send_declaration_notice(office.officer, r.id, sent_on=date(2025, 6, 2))
    _complete(office, r.id, on=date(2025, 6, 12))
    dangerous_dog_registration.issue_certificate(office.clerk, r.id, on=date(2025, 6, 12))  # renewal due June 12, 2026
    def renewals(day):
        return [f.what for f in hq.follow_up(office.tracy, day) if "registration" in f.what or "renewal" in f.what]
    assert renewals(date(2026, 5, 12)) == []
    assert renewals(date(2026, 5, 13)) == ["Dangerous-dog renewal due"]
    assert renewals(date(2026, 6, 13)) == ["Dangerous-dog registration lapsed"]
