"""Edges of a permit's life: what may be done to an application or a permit, and when."""
from datetime import date, timedelta

import pytest

from animaloffice.domain.errors import ValidationError
from animaloffice.persistence.models.permits import Inspection
from animaloffice.queries import permit_checks
from animaloffice.services import permit_inspections, permit_life
from animaloffice.services import permits as svc
from animaloffice.services.payments import PaymentInput

TODAY = date.today()


def test_w_90_10h1_inspection_comes_after_the_application_is_filed(office, make):
    """W-90.10H1: "after a permit application is filed" the facility is inspected; a visit dated
    before the application was received cannot be the inspection that lets the permit issue."""
    _, rec = make.breeder_application(on=TODAY - timedelta(days=10))
    with pytest.raises(ValidationError) as info:
        permit_inspections.record_inspection(office.officer, application_id=rec.application_id, on=TODAY - timedelta(days=11),
                              checks=make.all_pass)
    assert info.value.field == "on"
    assert Inspection.select().count() == 0
    assert [r.rule_id for r in permit_checks.approval_refusals(rec.application_id)] == ["W-90.10H1"]
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, on=TODAY - timedelta(days=10),
                          checks=make.all_pass)
    assert permit_checks.approval_refusals(rec.application_id) == []


def test_w_90_10h2_only_an_open_application_or_a_permit_in_force_is_inspected(office, make):
    """W-90.10H1-2: a decided application is not inspected any more, and a permit is inspected
    from its issue while it is in force (a refusal then leads to revocation)."""
    _, rec, d = make.approved_breeder(on=TODAY - timedelta(days=5))
    with pytest.raises(ValidationError) as info:
        permit_inspections.record_inspection(office.officer, application_id=rec.application_id, refused=True)
    assert info.value.field == "application_id"
    with pytest.raises(ValidationError) as info:
        permit_inspections.record_inspection(office.officer, permit_id=d.permit_id, on=TODAY - timedelta(days=6), refused=True)
    assert info.value.field == "on"
    permit_life.revoke_permit(office.officer, d.permit_id, grounds=["noncompliance"], on=TODAY)
    with pytest.raises(ValidationError) as info:
        permit_inspections.record_inspection(office.officer, permit_id=d.permit_id, refused=True)
    assert info.value.field == "permit_id"
    assert Inspection.select().count() == 1  # the one before the permit was issued


def test_t_4a_material_change_ends_the_permit_no_earlier_than_its_issue(office, make):
    """T-4A: a permit expires when its conditions materially change; the change cannot be dated
    before the permit was issued (the permit would expire before it began)."""
    from animaloffice.persistence.models.permits import Permit

    o = make.owner("tracy")
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="animal", species=["rabbit"] * 4,
                                 on=TODAY - timedelta(days=3), payment=PaymentInput("cash"))
    d = svc.approve_application(office.officer, rec.application_id, conditions="Rabbits kept in a hutch",
                                expires_on=TODAY + timedelta(days=30), on=TODAY - timedelta(days=2))
    with pytest.raises(ValidationError) as info:
        permit_life.end_on_material_change(office.officer, d.permit_id, reason="Moved away", on=TODAY - timedelta(days=20))
    assert info.value.field == "on"
    assert Permit.get_by_id(d.permit_id).status == "active"
    permit_life.end_on_material_change(office.officer, d.permit_id, reason="Moved away", on=TODAY - timedelta(days=2))
    p = Permit.get_by_id(d.permit_id)
    assert p.status == "expired" and p.expires_on == TODAY - timedelta(days=2)


def test_t_4a_permit_past_its_expiration_date_is_not_shown_or_treated_as_in_force(office, make):
    """T-4A: a permit expires "upon such expiration date as may be set in the permit". Before the
    daily marking has run, the lists, the permit's panel and the actions already treat it as expired."""
    from animaloffice.queries import permits as q
    from animaloffice.queries.permit_views import permit_view
    from animaloffice.queries.review import owners_due_review

    owner, _, d = make.approved_breeder(on=TODAY - timedelta(days=30))
    from animaloffice.persistence.models.permits import Permit

    Permit.update(expires_on=TODAY - timedelta(days=1)).where(Permit.id == d.permit_id).execute()
    rows = q.permits_source(office.worthington)(0, 50)
    assert [r[6] for r in rows] == ["Expired"]
    assert q.permits_source(office.worthington, status="active")(0, 50) == []
    assert [r[0] for r in q.permits_source(office.worthington, status="expired")(0, 50)] == [d.permit_id]
    assert permit_view(d.permit_id).status == "expired"
    assert q.permit_check(owner).permits == ()
    for k in range(3):
        make.violation(owner, TODAY - timedelta(days=k))
    assert [r.permits for r in owners_due_review(office.worthington)] == [""]
    for action in (lambda: permit_life.revoke_permit(office.officer, d.permit_id, grounds=["noncompliance"]),
                   lambda: permit_life.transfer_permit(office.officer, d.permit_id, new_type="breeder_professional"),
                   lambda: permit_inspections.record_inspection(office.officer, permit_id=d.permit_id, refused=True)):
        with pytest.raises(ValidationError) as info:
            action()
        assert info.value.field == "permit_id" and "expired on" in info.value.message
    # revoked for what happened while it was in force: the day of the revocation decides
    permit_life.revoke_permit(office.officer, d.permit_id, grounds=["noncompliance"], on=TODAY - timedelta(days=2))
    assert Permit.get_by_id(d.permit_id).status == "revoked"


def test_w_90_10f_transfer_is_dated_no_earlier_than_the_permit_it_transfers(office, make):
    """W-90.10F: the permit is transferred on a change of ownership or classification; the new
    permit cannot begin before the one it replaces was issued."""
    from animaloffice.persistence.models.money import Charge
    from animaloffice.persistence.models.permits import Permit

    _, _, d = make.approved_breeder(on=TODAY - timedelta(days=3))
    with pytest.raises(ValidationError) as info:
        permit_life.transfer_permit(office.officer, d.permit_id, new_type="breeder_professional",
                            on=TODAY - timedelta(days=10))
    assert info.value.field == "on"
    assert Permit.get_by_id(d.permit_id).status == "active" and Permit.select().count() == 1
    assert Charge.select().where(Charge.fee_code == "permit.transfer").count() == 0


def test_w_90_10h3_review_follows_the_holders_permit_through_a_transfer(office, make):
    """W-90.10H3: the permits of an owner with 3 violations in 12 months are under review. When
    the holder's permit changes classification (W-90.10F) the review goes on on the new permit;
    the transferred permit, no longer in force, is not left listed as under review."""
    from animaloffice.queries import permits as q

    owner, _, d = make.approved_breeder(on=TODAY - timedelta(days=3))
    for k in range(3):
        make.violation(owner, TODAY - timedelta(days=k))
    assert permit_life.flag_reviews(office.officer, office.worthington) == 1
    t = permit_life.transfer_permit(office.officer, d.permit_id, new_type="breeder_professional")
    flags = {r[0]: r[7] for r in q.permits_source(office.worthington)(0, 50)}
    assert "under review" in flags[t.permit_id]
    assert "under review" not in flags[d.permit_id]
    # to a new owner (once the facility is inspected, W-90.10H1): the old holder's review ends
    # with the old holder's permit
    other = make.owner("worthington", last="Berg", first="Lars", line1="4 Oak Ave")
    permit_inspections.record_inspection(office.officer, permit_id=t.permit_id, checks=make.all_pass)
    t2 = permit_life.transfer_permit(office.officer, t.permit_id, new_owner_id=other)
    flags = {r[0]: r[7] for r in q.permits_source(office.worthington)(0, 50)}
    assert not any("under review" in f for f in flags.values()), flags
    assert t2.permit_id in flags


def test_w_90_10h3_review_puts_only_permits_in_force_under_review(office, make):
    """W-90.10H3 reviews the licenses and permits an owner holds: a permit past its expiration
    date (T-4A) is not put under review, even before it has been marked expired."""
    from animaloffice.persistence.models.permits import Permit

    owner, _, d = make.approved_breeder(on=TODAY - timedelta(days=30))
    Permit.update(expires_on=TODAY - timedelta(days=1)).where(Permit.id == d.permit_id).execute()
    for k in range(3):
        make.violation(owner, TODAY - timedelta(days=k))
    assert permit_life.flag_reviews(office.officer, office.worthington) == 0
    assert not Permit.get_by_id(d.permit_id).under_review


def test_w_90_01_transfer_to_a_hobbyist_classification_needs_a_hobbyist(office, make):
    """W-90.01 with W-90.10F: a permit transferred on a change of ownership or classification takes
    the class the facts give. A holder with 3 litters in 12 months cannot be reclassified as a
    hobbyist, and a hobbyist permit does not pass to a new owner who is a professional breeder."""
    from animaloffice.domain.errors import RuleViolation

    owner, rec = make.breeder_application(permit_type="breeder_professional", on=TODAY - timedelta(days=5))
    for days in (200, 100, 10):
        make.litter(owner, TODAY - timedelta(days=days))
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, on=TODAY - timedelta(days=5),
                          checks=make.all_pass)
    office.pay_application(rec.application_id)
    d = svc.approve_application(office.officer, rec.application_id, conditions="Eight dams",
                                expires_on=TODAY + timedelta(days=300), on=TODAY - timedelta(days=4))
    with pytest.raises(RuleViolation) as info:
        permit_life.transfer_permit(office.officer, d.permit_id, new_type="breeder_hobbyist")
    assert [r.rule_id for r in info.value.refusals] == ["W-90.01"] and info.value.field == "new_type"

    hobby_owner, _, hobby = make.approved_breeder(on=TODAY - timedelta(days=3))
    permit_inspections.record_inspection(office.officer, permit_id=hobby.permit_id, checks=make.all_pass)  # W-90.10H1
    with pytest.raises(RuleViolation) as info:
        permit_life.transfer_permit(office.officer, hobby.permit_id, new_owner_id=owner)
    assert [r.rule_id for r in info.value.refusals] == ["W-90.01"]
    other = make.owner("worthington", last="Berg", first="Lars", line1="4 Oak Ave")
    assert permit_life.transfer_permit(office.officer, hobby.permit_id, new_owner_id=other).permit_id


def test_w_90_01_reclassification_list_holds_only_permits_in_force(office, make):
    """W-90.01: a hobbyist permit holder whose 3rd litter in 12 months is recorded is flagged for
    reclassification; a hobbyist permit past its expiration date (T-4A) has nothing to reclassify."""
    from animaloffice.persistence.models.permits import Permit
    from animaloffice.queries import permits as q

    owner, _, d = make.approved_breeder(on=TODAY - timedelta(days=30))
    for days in (200, 100, 10):
        make.litter(owner, TODAY - timedelta(days=days))
    assert [r.permit_id for r in q.reclassifications_due(office.worthington)] == [d.permit_id]
    Permit.update(expires_on=TODAY - timedelta(days=1)).where(Permit.id == d.permit_id).execute()
    assert q.reclassifications_due(office.worthington) == []


def test_w_90_10h1_a_denied_application_can_still_be_inspected_for_its_hearing(office, make):
    """W-90.10H1: a facility denied for failing the standards may be inspected again once the
    applicant has corrected them; the visit is on record for the hearing on the denial."""
    _, rec = make.breeder_application(on=TODAY - timedelta(days=4))
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, on=TODAY - timedelta(days=3),
                          checks=dict(make.all_pass, sanitary=False))
    svc.deny_application(office.officer, rec.application_id, reasons=permit_checks.approval_refusals(rec.application_id),
                         on=TODAY - timedelta(days=2))
    again = permit_inspections.record_inspection(office.officer, application_id=rec.application_id, checks=make.all_pass)
    assert again.result == "passed" and Inspection.select().count() == 2
