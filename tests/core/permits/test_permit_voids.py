"""Voiding a permit application or an inspection entered in error (T-7B; W-90.10H1, H7)."""
from datetime import date, timedelta

import pytest

from animaloffice.domain.errors import ConflictError, PermissionDenied, RuleViolation, ValidationError
from animaloffice.domain.roles import Actor
from animaloffice.persistence.models.money import Charge, Payment
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.models.permits import Inspection, PermitApplication
from animaloffice.queries import permit_checks
from animaloffice.queries import permits as q
from animaloffice.queries.owner_timeline import timeline
from animaloffice.queries.permit_views import application_view
from animaloffice.services import permit_inspections, permit_life, permit_notices, permit_voids
from animaloffice.services import permits as svc
from animaloffice.services.payments import PaymentInput, pay_charges

TODAY = date.today()


def _list_ids(jurisdiction_id, status=""):
    return [r[0] for r in q.applications_source(jurisdiction_id, status=status)(0, 100)]


def _actions(table, rid):
    return [e.action for e in AuditEntry.select().where((AuditEntry.table_name == table)
                                                        & (AuditEntry.record_id == str(rid)))]


def test_t_7b_void_pending_application_cancels_unpaid_fee_and_leaves_the_lists(office, make):
    """T-7B: an application for the wrong owner is voided with a reason; it is kept, its unpaid fee
    and its inspections are voided with it, it leaves the lists, and a new one may be recorded."""
    o, rec = make.breeder_application()
    jid = office.jurisdiction("worthington")
    insp = permit_inspections.record_inspection(office.officer, application_id=rec.application_id, checks=make.all_pass)
    assert rec.application_id in _list_ids(jid, "pending")
    version = PermitApplication.get_by_id(rec.application_id).version
    r = permit_voids.void_application(office.clerk, rec.application_id, "recorded for the wrong owner",
                             expected_version=version)
    assert (r.charges_voided, r.inspections_voided, r.paid_cents) == (1, 1, 0)
    app = PermitApplication.get_by_id(rec.application_id)  # kept, never deleted
    assert app.is_void and app.status == "void" and app.void_reason == "recorded for the wrong owner"
    assert app.voided_by == office.clerk.username
    assert Inspection.get_by_id(insp.inspection_id).is_void
    assert all(c.is_void for c in Charge.select().where((Charge.subject_table == "permit_application")
                                                        & (Charge.subject_id == app.id)))
    assert rec.application_id not in _list_ids(jid) and rec.application_id not in _list_ids(jid, "pending")
    assert not any("pending" in p[2] for p in q.permit_check(o).permits)
    entries = _actions("permit_application", app.id)
    assert "permit_application.void" in entries and "permit_application.record" in entries
    assert "inspection.void" in _actions("inspection", insp.inspection_id)
    before = AuditEntry.get((AuditEntry.action == "permit_application.void")
                            & (AuditEntry.record_id == str(app.id))).before
    assert '"pending"' in before  # the log keeps the status it had
    view = application_view(app.id)
    assert view.void_reason == "recorded for the wrong owner" and view.unpaid_cents == 0 and not view.inspections
    assert any("(void)" in e.what for e in timeline(o) if e.record_kind == "application")
    # the "one application pending" check no longer counts it
    again = svc.record_application(office.clerk, owner_id=o, permit_type="breeder_hobbyist", description="Kennel")
    assert again.application_id != app.id


def test_t_7b_void_withdrawn_application_and_refusals_leave_nothing_written(office, make):
    """T-7B: a withdrawn application may be voided; a reason is required, an unknown or stale
    version is refused, and a voided one cannot be voided again."""
    o, rec = make.breeder_application()
    svc.withdraw_application(office.clerk, rec.application_id, note="changed mind")
    with pytest.raises(ValidationError) as info:
        permit_voids.void_application(office.clerk, rec.application_id, "  ")
    assert info.value.field == "reason"
    with pytest.raises(ConflictError):
        permit_voids.void_application(office.clerk, rec.application_id, "mistake", expected_version=1)
    with pytest.raises(PermissionDenied):
        permit_voids.void_application(Actor("guest", "visitor"), rec.application_id, "mistake")
    app = PermitApplication.get_by_id(rec.application_id)
    assert not app.is_void and app.status == "withdrawn"
    assert Charge.get(Charge.subject_id == app.id).voided_at is None  # nothing half-written
    permit_voids.void_application(office.clerk, rec.application_id, "entered twice")
    with pytest.raises(ValidationError):
        permit_voids.void_application(office.clerk, rec.application_id, "again")


def test_t_7b_decided_application_is_not_voided(office, make):
    """T-7B: an approved or denied application (a permit issued, a denial notice sent) is refused,
    saying why: its decision is corrected through the hearing process."""
    _, app, d = make.approved_breeder()
    with pytest.raises(RuleViolation) as info:
        permit_voids.void_application(office.clerk, app.application_id, "mistake")
    assert info.value.field == "application_id"
    text = info.value.message
    assert "approved" in text and "hearing process" in text and d.permit_number in text
    o2, rec2 = make.breeder_application(owner_id=make.owner("worthington", last="Berg"))
    svc.deny_application(office.officer, rec2.application_id, reasons=["Kennel unsafe"])
    permit_notices.send_denial_notice(office.officer, rec2.application_id)
    with pytest.raises(RuleViolation) as info:
        permit_voids.void_application(office.clerk, rec2.application_id, "mistake")
    assert "denied" in info.value.message and "denial notice" in info.value.message
    for aid in (app.application_id, rec2.application_id):
        row = PermitApplication.get_by_id(aid)
        assert not row.is_void and row.status in ("approved", "denied")
        assert "permit_application.void" not in _actions("permit_application", aid)


def test_t_7b_paid_fee_stays_paid_unless_refunded(office, make):
    """T-7B: a paid fee stays paid (the user is told the receipt); with refund its payment is voided."""
    o, rec = make.breeder_application(payment=PaymentInput("check", 5000, "1042"))
    r = permit_voids.void_application(office.clerk, rec.application_id, "wrong owner")
    assert r.paid_cents == 5000 and r.receipts == (rec.receipt.receipt_number,) and r.refunded_cents == 0
    charge = Charge.get((Charge.subject_table == "permit_application") & (Charge.subject_id == rec.application_id))
    assert not charge.is_void and charge.payment_id is not None
    assert not Payment.get_by_id(charge.payment_id).is_void

    o2 = make.owner("worthington", last="Lund")
    _, rec2 = make.breeder_application(owner_id=o2, payment=PaymentInput("cash", 5000))
    r2 = permit_voids.void_application(office.admin, rec2.application_id, "entered twice", refund=True)
    assert r2.refunded_cents == 5000 and r2.paid_cents == 0
    charge2 = Charge.get((Charge.subject_table == "permit_application") & (Charge.subject_id == rec2.application_id))
    assert charge2.is_void and Payment.get_by_id(charge2.payment_id).is_void


def test_w_90_10h7_voided_reapplication_keeps_the_denial_counted(office, make):
    """W-90.10H7: a reapplication voided as entered in error does not count as a decision; the
    next application is still a reapplication and pays the reapplication fee."""
    o, rec = make.breeder_application(on=TODAY - timedelta(days=40))
    svc.deny_application(office.officer, rec.application_id, on=TODAY - timedelta(days=31), reasons=["Unsafe"])
    again = svc.record_application(office.clerk, owner_id=o, permit_type="breeder_hobbyist", description="x")
    assert again.reapplication_fee_cents > 0
    permit_voids.void_application(office.clerk, again.application_id, "typed against the wrong kennel")
    assert permit_checks.last_denial_on(o, office.jurisdiction("worthington")) == TODAY - timedelta(days=31)
    third = svc.record_application(office.clerk, owner_id=o, permit_type="breeder_hobbyist", description="Kennel")
    assert third.reapplication_fee_cents == again.reapplication_fee_cents


def test_w_90_10h1_voided_inspection_no_longer_lets_the_permit_issue(office, make):
    """W-90.10H1: an inspection voided as entered in error no longer counts as the passed inspection."""
    _, rec = make.breeder_application()
    insp = permit_inspections.record_inspection(office.officer, application_id=rec.application_id, checks=make.all_pass)
    assert not any(r.rule_id == "W-90.10H1" for r in permit_checks.approval_refusals(rec.application_id))
    version = Inspection.get_by_id(insp.inspection_id).version
    permit_voids.void_inspection(office.officer, insp.inspection_id, "wrong date", expected_version=version)
    assert Inspection.get_by_id(insp.inspection_id).void_reason == "wrong date"
    assert any(r.rule_id == "W-90.10H1" for r in permit_checks.approval_refusals(rec.application_id))
    assert application_view(rec.application_id).inspections == ()
    with pytest.raises(RuleViolation) as info:
        svc.approve_application(office.officer, rec.application_id, conditions="x",
                                expires_on=TODAY + timedelta(days=365))
    assert "W-90.10H1" in info.value.rule_ids
    assert "inspection.void" in _actions("inspection", insp.inspection_id)


def test_w_90_10h1_inspection_a_permit_was_issued_on_is_not_voided(office, make):
    """W-90.10H1: once the permit is issued on the inspection, voiding it is refused, saying so."""
    _, app, d = make.approved_breeder()
    insp = Inspection.get(Inspection.application == app.application_id)
    with pytest.raises(RuleViolation) as info:
        permit_voids.void_inspection(office.officer, insp.id, "wrong date")
    assert info.value.rule_ids == ["W-90.10H1"] and info.value.field == "inspection_id"
    assert d.permit_number in info.value.message
    row = Inspection.get_by_id(insp.id)
    assert not row.is_void and row.version == insp.version
    with pytest.raises(ValidationError) as info:
        permit_voids.void_inspection(office.officer, insp.id, "")
    assert info.value.field == "reason"


def test_w_90_10h2_refused_inspection_a_revocation_rests_on_is_not_voided(office, make):
    """W-90.10H2: a permit revoked for a refused inspection keeps that inspection; a holder's
    other inspection may be voided."""
    _, _, d = make.approved_breeder()
    ok = permit_inspections.record_inspection(office.officer, permit_id=d.permit_id, checks=make.all_pass)
    permit_voids.void_inspection(office.officer, ok.inspection_id, "recorded against the wrong permit")
    refused = permit_inspections.record_inspection(office.officer, permit_id=d.permit_id, refused=True)
    permit_life.revoke_permit(office.officer, d.permit_id, grounds=["refused_inspection"])
    with pytest.raises(RuleViolation) as info:
        permit_voids.void_inspection(office.officer, refused.inspection_id, "mistake")
    assert info.value.rule_ids == ["W-90.10H2"] and "hearing process" in info.value.message


def test_t_7b_refund_refused_when_the_receipt_paid_other_fees_nothing_half_written(office, make):
    """T-7B: a refund whose payment also paid another application's fee is refused (void that
    payment on its own); the application, its inspection and its fee are left as they were."""
    o, rec = make.breeder_application()
    other = svc.record_application(office.clerk, owner_id=o, permit_type="commercial", description="Pet shop")
    ids = [c.id for c in Charge.select().where((Charge.subject_table == "permit_application")
                                               & Charge.subject_id.in_([rec.application_id, other.application_id]))]
    pay_charges(office.clerk, ids, PaymentInput("cash", rec.fee_cents + other.fee_cents))
    insp = permit_inspections.record_inspection(office.officer, application_id=rec.application_id, checks=make.all_pass)
    with pytest.raises(ValidationError) as info:
        permit_voids.void_application(office.clerk, rec.application_id, "wrong owner", refund=True)
    assert info.value.field == "refund" and "other fees" in info.value.message
    app = PermitApplication.get_by_id(rec.application_id)
    assert not app.is_void and app.status == "pending"
    assert not Inspection.get_by_id(insp.inspection_id).is_void
    assert not any(Charge.get_by_id(i).is_void for i in ids)
    assert not Payment.select().where(Payment.voided_at.is_null(False)).exists()
    assert "permit_application.void" not in _actions("permit_application", app.id)
    permit_voids.void_application(office.clerk, rec.application_id, "wrong owner")  # without the refund it goes
    assert PermitApplication.get_by_id(rec.application_id).is_void
