"""Permit services: each action one transaction, refusals with every reason, fees charged."""
import json
from datetime import date, timedelta

import pytest

from animaloffice.domain.errors import PermissionDenied, RuleViolation, ValidationError
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.money import Charge
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.models.permits import Inspection, InspectionItem, Permit, PermitApplication
from animaloffice.queries import permit_checks, review
from animaloffice.queries import permits as q
from animaloffice.services import owners, permit_inspections, permit_life, permit_notices
from animaloffice.services import permits as svc
from animaloffice.services.payments import PaymentInput

TODAY = date.today()


def test_t_4a_application_records_factors_fee_and_payment(office, make):
    o = make.owner()
    a = make.animal(o, "rabbit", name="Bun")
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="animal", animal_ids=[a],
                                 species=["bird", "bird", "bird"], acquired_on=TODAY,
                                 factors={"confinement": "Indoor aviary, locked", "trustworthiness": "No record"},
                                 payment=PaymentInput("cash", 2500))
    app = PermitApplication.get_by_id(rec.application_id)
    assert app.animal_count == 4 and app.fee_cents == 2500 and rec.receipt.amount_cents == 2500
    assert json.loads(app.factors)["confinement"] == "Indoor aviary, locked"
    assert app.premises.startswith("12 Elm St")
    assert rec.apply_by is not None and not rec.late and "T-7A" in rec.apply_by_explanation
    charge = Charge.get(Charge.subject_table == "permit_application")
    assert charge.rule_id == "T-4A" and charge.payment_id is not None
    with pytest.raises(ValidationError) as info:
        svc.record_application(office.clerk, owner_id=o, permit_type="animal", species=["bird"], payment=PaymentInput("cash"))
    assert info.value.field == "permit_type"  # one pending application at a time


def test_t_7a_late_application_is_flagged(office, make):
    o = make.owner()
    acquired = TODAY - timedelta(days=20)
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="animal", species=["goat"],
                                 acquired_on=acquired, payment=PaymentInput("cash"))
    assert rec.late and rec.apply_by < TODAY


def test_unknown_species_and_type_name_the_field(office, make):
    o = make.owner()
    for kw, field in (({"permit_type": "zoo"}, "permit_type"),
                      ({"permit_type": "animal", "species": ["dragon"]}, "species"),
                      ({"permit_type": "shelter"}, "permit_type")):  # Tracy issues no shelter permits
        with pytest.raises(ValidationError) as info:
            svc.record_application(office.clerk, owner_id=o, **kw)
        assert info.value.field == field


@pytest.mark.parametrize("species,weight,rule", [
    ("goat", None, "T-4B4"), ("wolf", None, "T-4B3"), ("venomous_snake", None, "T-4B2"),
    ("primate", 42, "T-4B3"),
])
def test_t_4b_approval_refused_saying_why(office, make, species, weight, rule):
    o = make.owner()
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="animal", species=[species],
                                 heaviest_primate_lb=weight, payment=PaymentInput("cash"))
    audit_before = AuditEntry.select().count()
    with pytest.raises(RuleViolation) as info:
        svc.approve_application(office.officer, rec.application_id, conditions="c",
                                expires_on=TODAY + timedelta(days=30))
    state = ["MN-346.155"] if species in ("venomous_snake", "primate") else []  # state law, every city
    assert info.value.rule_ids == state + [rule] and info.value.field == "decision"
    assert Permit.select().count() == 0 and AuditEntry.select().count() == audit_before
    assert PermitApplication.get_by_id(rec.application_id).status == "pending"


def test_t_4b1_missing_other_authority_permit(office, make):
    o = make.owner()
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="animal", species=["snake"],
                                 other_permit_needed="DNR possession permit", other_permit_held=False, payment=PaymentInput("cash"))
    assert [r.rule_id for r in permit_checks.approval_refusals(rec.application_id)] == ["T-4B1"]


def test_w_90_10h1_breeder_needs_passed_inspection_then_approves(office, make):
    o, rec = make.breeder_application(payment=PaymentInput("check", 5000, "1042"))
    assert [r.rule_id for r in permit_checks.approval_refusals(rec.application_id)] == ["W-90.10H1"]
    failed = dict(make.all_pass, food_bedding=False)
    ins = permit_inspections.record_inspection(office.officer, application_id=rec.application_id, checks=failed,
                                item_notes={"food_bedding": "Feed sacks open on the floor"})
    assert ins.result == "failed" and ins.failed_items == ("W-90.11C",)
    refusal = permit_checks.approval_refusals(rec.application_id)[0]
    assert refusal.rule_id == "W-90.10H1" and "W-90.11C" in refusal.reason
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, checks=make.all_pass)
    office.pay_application(rec.application_id)
    d = svc.approve_application(office.officer, rec.application_id, conditions="At most 4 litters a year.",
                                expires_on=TODAY + timedelta(days=365))
    p = Permit.get_by_id(d.permit_id)
    assert p.status == "active" and p.number.startswith("WOR-P") and p.conditions == "At most 4 litters a year."
    assert InspectionItem.select().where(InspectionItem.passed == False).count() == 1  # noqa: E712
    assert Inspection.select().count() == 2


def test_w_90_10h2_refused_inspection(office, make):
    o, rec = make.breeder_application()
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, refused=True, notes="Gate locked")
    assert [r.rule_id for r in permit_checks.approval_refusals(rec.application_id)] == ["W-90.10H2"]


def test_inspection_needs_a_mark(office, make):
    o, rec = make.breeder_application()
    with pytest.raises(ValidationError) as info:
        permit_inspections.record_inspection(office.officer, application_id=rec.application_id, checks={})
    assert info.value.field == "checks"
    with pytest.raises(PermissionDenied):
        permit_inspections.record_inspection(office.clerk, application_id=rec.application_id, checks=make.all_pass)


def test_w_90_10h6_cruelty_conviction_refuses(office, make):
    o, rec = make.breeder_application()
    owners.record_conviction(office.officer, o, offense="Animal cruelty, Minn. Stat. 343.21",
                             convicted_on=date(2020, 4, 2), animal_cruelty=True, court="Nobles County")
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, checks=make.all_pass)
    assert [r.rule_id for r in permit_checks.approval_refusals(rec.application_id)] == ["W-90.10H6"]


def test_w_90_10h4_falsified_application_refuses(office, make):
    o, rec = make.breeder_application()
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, checks=make.all_pass)
    svc.mark_falsified(office.officer, rec.application_id, note="Litter count understated")
    assert [r.rule_id for r in permit_checks.approval_refusals(rec.application_id)] == ["W-90.10H4"]


def test_w_90_10g_operating_without_permit_bars_until_date(office, make):
    began = TODAY - timedelta(days=40)
    o, rec = make.breeder_application(permit_type="commercial", operation_began_on=began)
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, checks=make.all_pass)
    r = permit_checks.approval_refusals(rec.application_id)
    assert [x.rule_id for x in r] == ["W-90.10G"] and r[0].data["lifts_on"].year == began.year + 1


def test_w_90_10b_government_shelter_free(office, make):
    o = make.owner("worthington", kind="organisation", organisation="Nobles County Humane Shelter",
                   government_operated=True, last="")
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="shelter", description="County shelter")
    assert rec.fee_cents == 0 and "government-operated" in rec.fee_explanation


def test_w_90_10h7_reapplication_bar_then_fee(office, make):
    o, rec = make.breeder_application(on=TODAY - timedelta(days=40))
    svc.deny_application(office.officer, rec.application_id, on=TODAY - timedelta(days=20),
                         reasons=permit_checks.approval_refusals(rec.application_id))
    with pytest.raises(RuleViolation) as info:
        svc.record_application(office.clerk, owner_id=o, permit_type="breeder_hobbyist", description="x")
    assert info.value.rule_ids == ["W-90.10H7"] and info.value.field == "on"
    assert info.value.refusals[0].data["lifts_on"] == TODAY + timedelta(days=10)
    o2, rec2 = make.breeder_application(owner_id=None, on=TODAY - timedelta(days=40))
    svc.deny_application(office.officer, rec2.application_id, on=TODAY - timedelta(days=31),
                         reasons=["Kennel unsafe"])
    again = svc.record_application(office.clerk, owner_id=o2, permit_type="breeder_hobbyist",
                                   description="Same kennel, repaired", payment=PaymentInput("cash", 7500))
    assert again.reapplication_fee_cents == 2500 and again.fee_cents == 5000
    assert PermitApplication.get_by_id(again.application_id).is_reapplication
    assert {c.fee_code for c in Charge.select().where(Charge.subject_id == again.application_id)} == {
        "permit.breeder_hobbyist", "permit.reapplication"}


def test_denial_notice_records_hearing_deadline(office, make):
    o = make.owner()
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="animal", species=["goat", "goat"],
                                 on=TODAY - timedelta(days=5), payment=PaymentInput("cash"))
    svc.deny_application(office.officer, rec.application_id, reasons=permit_checks.approval_refusals(rec.application_id),
                         on=TODAY - timedelta(days=3))
    sent_on = TODAY - timedelta(days=2)
    info = permit_notices.send_denial_notice(office.officer, rec.application_id, sent_on=sent_on)
    n = Notice.get_by_id(info.id)
    assert n.kind == "denial" and n.hearing_right and n.hearing_deadline >= sent_on + timedelta(days=7)
    assert n.subject_table == "permit_application" and n.subject_id == rec.application_id
    # the sections acted under, with the pinpoint; how days count belongs to the counting sentence
    assert "T-4B4" in n.reasons and "subd. 4(B)(4)" in n.sections and "645.15" not in n.sections
    assert "Minn. Stat. § 645.15" in json.loads(n.fields)["hearing_explanation"]
    assert "Olson" in n.recipient_name and "Elm St" in n.recipient_address
    with pytest.raises(ValidationError):
        permit_notices.send_denial_notice(office.officer, rec.application_id, sent_on=sent_on)


def test_revocation_letter_sets_removal_deadline_and_follow_up(office, make):
    o, rec, d = make.approved_breeder(on=TODAY - timedelta(days=60))
    with pytest.raises(ValidationError) as info:
        permit_life.revoke_permit(office.officer, d.permit_id, grounds=["nuisance"])  # a Tracy ground
    assert info.value.field == "grounds"
    permit_life.revoke_permit(office.officer, d.permit_id, grounds=["refused_inspection"], on=TODAY - timedelta(days=30),
                      details="Refused entry on two visits")
    info = permit_notices.send_revocation_letter(office.officer, d.permit_id, sent_on=TODAY - timedelta(days=30))
    n = Notice.get_by_id(info.id)
    p = Permit.get_by_id(d.permit_id)
    assert n.hearing_right and n.removal_deadline == p.removal_deadline and "W-90.10H2" in n.reasons
    assert "90.10(H)(5)" in n.sections
    overdue = q.removals_overdue(office.worthington, TODAY)
    assert [r.permit_id for r in overdue] == [d.permit_id] and overdue[0].days_past > 0
    permit_life.record_removal(office.officer, d.permit_id, outcome="released")
    assert q.removals_overdue(office.worthington, TODAY) == []


def test_w_90_10f_transfer_to_new_owner_charges_fee(office, make):
    o, rec, d = make.approved_breeder()
    buyer = make.owner("worthington", last="Lund", line1="40 Lake Ave")
    permit_inspections.record_inspection(office.officer, permit_id=d.permit_id, checks=make.all_pass)  # W-90.10H1
    t = permit_life.transfer_permit(office.officer, d.permit_id, new_owner_id=buyer,
                            payment=PaymentInput("cash", 1000))
    old, new = Permit.get_by_id(d.permit_id), Permit.get_by_id(t.permit_id)
    assert old.status == "transferred" and new.owner_id == buyer and new.transferred_from_id == old.id
    assert t.fee_cents == 1000 and t.receipt.lines[0].rule_id == "W-90.10F"
    reclass = permit_life.transfer_permit(office.officer, t.permit_id, new_type="breeder_professional")
    assert Permit.get_by_id(reclass.permit_id).permit_type == "breeder_professional"


def test_t_4a_animal_permit_is_not_transferred(office, make):
    o = make.owner()
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="animal", species=["bird"] * 4, payment=PaymentInput("cash"))
    d = svc.approve_application(office.officer, rec.application_id, conditions="Indoors",
                                expires_on=TODAY + timedelta(days=10))
    with pytest.raises(RuleViolation) as info:
        permit_life.transfer_permit(office.officer, d.permit_id, new_owner_id=make.owner(last="Berg"))
    assert info.value.rule_ids == ["T-4A"]
    assert permit_life.expire_permits(office.officer, on=TODAY + timedelta(days=11)) == 1
    assert Permit.get_by_id(d.permit_id).status == "expired"


def test_w_90_10h3_review_list_from_violations(office, make):
    o, rec, d = make.approved_breeder()
    for days in (300, 100, 5):
        make.violation(o, TODAY - timedelta(days=days))
    other = make.owner("worthington", last="Nord")
    make.violation(other, TODAY - timedelta(days=3))
    make.violation(other, TODAY - timedelta(days=2))
    make.violation(other, TODAY - timedelta(days=1), status="dismissed")
    due = review.owners_due_review(office.worthington, TODAY)
    assert [(r.owner_id, r.violations) for r in due] == [(o, 3)] and "W-90.10H3" in due[0].explanation
    assert permit_life.flag_reviews(office.officer, office.worthington, TODAY) == 1
    assert Permit.get_by_id(d.permit_id).under_review
    permit_life.finish_review(office.officer, d.permit_id, note="Spoke with owner; conditions met")
    assert not Permit.get_by_id(d.permit_id).under_review


def test_w_90_01_hobby_permit_flagged_at_third_litter(office, make):
    o, rec, d = make.approved_breeder()
    make.litter(o, TODAY - timedelta(days=200))
    make.litter(o, TODAY - timedelta(days=100))
    assert q.reclassifications_due(office.worthington, TODAY) == []
    make.litter(o, TODAY - timedelta(days=1))
    due = q.reclassifications_due(office.worthington, TODAY)
    assert [r.permit_id for r in due] == [d.permit_id] and due[0].third_litter_on == TODAY - timedelta(days=1)
    rows = q.permits_source(office.worthington)(0, 50, "issued", True)
    assert rows[0][0] == d.permit_id and "reclassify (W-90.01)" in rows[0][-1]


def test_permit_check_counts_animals_at_the_address(office, make):
    a = make.owner(last="Olson", line1="5 Oak St")
    b = make.owner(last="Olson", first="Bo", line1="5 Oak St ")
    make.animal(a, "dog", name="Rex")
    make.animal(a, "cat", name="Tom")
    make.animal(b, "dog", name="Fido")
    check = q.permit_check(a)
    assert not check.required and len(check.animals) == 3
    check = q.permit_check(a, planned_species=["cat"], acquired_on=TODAY)
    assert [r.rule_id for r in check.requirements] == ["T-4A2"] and check.apply_by.rule_id == "T-7A"
    goat = q.permit_check(b, planned_species=["goat"])
    assert {r.rule_id for r in goat.requirements} == {"T-4A1", "T-4A2"}
    assert [r.rule_id for r in goat.refusals] == ["T-4B4"]


def test_w_90_01_hobbyist_permit_refused_to_a_professional(office, make):
    o, rec = make.breeder_application()
    for days in (200, 100, 10):
        make.litter(o, TODAY - timedelta(days=days))
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, checks=make.all_pass)
    r = permit_checks.approval_refusals(rec.application_id)
    assert [x.rule_id for x in r] == ["W-90.01"] and "3 litters" in r[0].reason


def test_application_must_say_what_it_is_for(office, make):
    with pytest.raises(ValidationError) as info:
        svc.record_application(office.clerk, owner_id=make.owner(), permit_type="animal", payment=PaymentInput("cash"))
    assert info.value.field == "species"
    with pytest.raises(ValidationError) as info:
        svc.record_application(office.clerk, owner_id=make.owner("worthington"), permit_type="commercial")
    assert info.value.field == "description"


def test_permit_lists_show_status_in_words(office, make):
    """The lists say "Pending" and "In force", as the record panel does, not the stored codes."""
    o, rec, d = make.approved_breeder()
    _, pending = make.breeder_application(permit_type="commercial")
    apps = {r[0]: r[5] for r in q.applications_source(office.worthington)(0, 50)}
    assert apps[rec.application_id] == "Approved" and apps[pending.application_id] == "Pending"
    assert q.permits_source(office.worthington)(0, 50)[0][6] == "In force"


def test_t_4a2_household_found_whatever_the_case_spaces_or_quotes_of_the_address(office, make):
    """T-4A2 counts the animals of everyone living at the address: written in other case, with
    outer spaces or a quotation mark, it is the same address; a longer street line, another
    city's street of the same name, and an address moved away from are not."""
    a = make.owner(last="Olson", line1='5 "B" Oak St')
    b = make.owner(last="Olson", first="Bo", line1=' 5 "b" OAK st ')
    c = make.owner(last="Berg", line1='5 "B" Oak St Apt 2')
    w = make.owner("worthington", last="Dahl", line1='5 "B" Oak St')
    moved = make.owner(last="Moe", line1="9 Pine St")
    owners.change_address(office.clerk, moved, line1='5 "B" Oak St', city="Tracy", postal_code="56175")
    for o in (a, b, c, moved):
        make.animal(o, "dog", name=f"Dog {o}")
    make.animal(w, "dog", where="worthington", name="Far")
    assert len(q.permit_check(a).animals) == 3  # a, b and the one who moved in
    assert len(q.permit_check(c).animals) == 1
    owners.change_address(office.clerk, moved, line1="9 Pine St", city="Tracy", postal_code="56175")
    assert len(q.permit_check(a).animals) == 2


def test_w_90_10d_commercial_permit_issued_only_upon_payment_of_the_fee(office, make):
    """W-90.10D: a W-90.10 permit is issued "upon payment of the applicable fee". While the fee is
    owing, approval is refused saying how much, and nothing is saved; the fee is no ground to deny,
    so it is not among the reasons a denial notice would list. Once paid, the permit is issued."""
    o, rec = make.breeder_application()
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, checks=make.all_pass)
    audit_before = AuditEntry.select().count()
    with pytest.raises(RuleViolation) as info:
        svc.approve_application(office.officer, rec.application_id, conditions="Two dams",
                                expires_on=TODAY + timedelta(days=365))
    assert info.value.rule_ids == ["W-90.10D"] and info.value.field == "decision"
    assert "$50.00 owing" in str(info.value)
    assert Permit.select().count() == 0 and AuditEntry.select().count() == audit_before
    assert permit_checks.approval_refusals(rec.application_id) == []
    office.pay_application(rec.application_id)
    assert svc.fee_refusals(rec.application_id) == []
    d = svc.approve_application(office.officer, rec.application_id, conditions="Two dams",
                                expires_on=TODAY + timedelta(days=365))
    assert Permit.get_by_id(d.permit_id).status == "active"


def test_t_4a_animal_permit_is_issued_only_upon_its_fee(office, make):
    """T-4A: "Applications, accompanied by a fee ... for an animal permit": Tracy's animal permit is
    not approved while its fee is owing (saying how much, nothing saved); once the fee is paid, it is."""
    o = make.owner()
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="animal", species=["rabbit"])
    assert [r.rule_id for r in svc.fee_refusals(rec.application_id)] == ["T-4A"]
    audit_before = AuditEntry.select().count()
    with pytest.raises(RuleViolation) as info:
        svc.approve_application(office.officer, rec.application_id, conditions="Hutch indoors",
                                expires_on=TODAY + timedelta(days=365))
    assert info.value.rule_ids == ["T-4A"] and info.value.field == "decision" and "$25.00 owing" in str(info.value)
    assert Permit.select().count() == 0 and AuditEntry.select().count() == audit_before
    office.pay_application(rec.application_id)
    d = svc.approve_application(office.officer, rec.application_id, conditions="Hutch indoors",
                                expires_on=TODAY + timedelta(days=365))
    assert Permit.get_by_id(d.permit_id).status == "active"


def test_t_4a_animal_permit_fee_waived_by_an_administrator_with_a_reason(office, make):
    """T-4A: the fee owing may be waived, by an administrator only, with a reason: the charge is
    voided "fee waived", audited, and the permit is issued; a clerk's or officer's waiver is refused."""
    o = make.owner()
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="animal", species=["rabbit"])
    with pytest.raises(PermissionDenied):
        svc.approve_application(office.officer, rec.application_id, conditions="Hutch indoors",
                                expires_on=TODAY + timedelta(days=365), waiver_reason="hardship")
    assert Permit.select().count() == 0
    d = svc.approve_application(office.admin, rec.application_id, conditions="Hutch indoors",
                                expires_on=TODAY + timedelta(days=365), waiver_reason="4-H project, Council waiver")
    assert Permit.get_by_id(d.permit_id).status == "active"
    charge = Charge.get((Charge.subject_table == "permit_application") & (Charge.subject_id == rec.application_id))
    assert charge.is_void and charge.payment_id is None and charge.void_reason == "fee waived: 4-H project, Council waiver"
    assert AuditEntry.select().where((AuditEntry.action == "charge.waive") & (AuditEntry.username == "admin")
                                     & (AuditEntry.record_id == str(charge.id))).exists()
