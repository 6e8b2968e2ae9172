"""Voiding a permit application or an inspection entered in error (T-7B: kept, never deleted).

A record voided here stays on file with who voided it, when and why (the audit log keeps what it
was); it leaves the lists, the counts and the rules' facts. A decided application is not voided:
its decision is corrected through the hearing process. An inspection a permit was issued on
(W-90.10H1) is not voided either.
"""
from __future__ import annotations

import json
from dataclasses import dataclass

from ..domain import validate
from ..domain.errors import Refusal, RuleViolation
from ..domain.roles import Actor
from ..domain.statuses import ApplicationStatus, PermitStatus
from ..persistence.fetch import fetch
from ..persistence.models.enforcement import Notice
from ..persistence.models.permits import Inspection, Permit, PermitApplication
from .office_action import OfficeAction
from .payments import void_fees_of
from .permit_notices import DENIAL_SUBJECT


@dataclass(frozen=True)
class ApplicationVoided:
    application_id: int
    number: str
    charges_voided: int  # unpaid fees cancelled with it
    inspections_voided: int
    refunded_cents: int  # paid fees whose payment was voided (refund)
    paid_cents: int  # paid fees left paid: refund them by voiding the payment separately
    receipts: tuple[str, ...]  # the receipts those paid fees are on


def application_refusals(app: PermitApplication) -> list[Refusal]:
    """Why this application may not be voided (empty: it may be). T-7B; W-90.10H."""
    out = []
    if app.status in (ApplicationStatus.APPROVED, ApplicationStatus.DENIED):
        out.append(Refusal("T-7B", f"application {app.number} was {app.status}"
                                   + (f" on {app.decided_on:%m/%d/%Y}" if app.decided_on else "")
                                   + "; a decided application is not voided, its decision is corrected "
                                     "through the hearing process"))
    elif app.status not in (ApplicationStatus.PENDING, ApplicationStatus.WITHDRAWN):
        out.append(Refusal("T-7B", f"application {app.number} is {app.status}"))
    permit = Permit.select().where((Permit.application == app) & Permit.voided_at.is_null()).first()
    if permit is not None:
        out.append(Refusal("T-7B", f"permit {permit.number} was issued on it ({permit.issued_on:%m/%d/%Y})"))
    notice = Notice.select().where((Notice.kind == "denial") & (Notice.subject_table == DENIAL_SUBJECT)
                                   & (Notice.subject_id == app.id) & Notice.voided_at.is_null()).first()
    if notice is not None:
        out.append(Refusal("T-7B", f"denial notice {notice.number} was sent on {notice.sent_on:%m/%d/%Y}"))
    return out


def inspection_refusals(insp: Inspection) -> list[Refusal]:
    """Why this inspection may not be voided (empty: it may be). W-90.10H1-2."""
    out = []
    if insp.application_id is not None:
        app = PermitApplication.get_by_id(insp.application_id)
        permit = Permit.select().where((Permit.application == app) & Permit.voided_at.is_null()).first()
        if app.status == ApplicationStatus.APPROVED or permit is not None:
            issued = f": permit {permit.number} was issued on {permit.issued_on:%m/%d/%Y}" if permit else ""
            out.append(Refusal("W-90.10H1", f"application {app.number} was approved on its inspections{issued}; "
                                            "an inspection a permit was issued on is not voided"))
    if insp.permit_id is not None and insp.result == "refused":
        permit = Permit.get_by_id(insp.permit_id)
        grounds = [g.get("code") for g in _loads(permit.revocation_reasons) if isinstance(g, dict)]
        if permit.status == PermitStatus.REVOKED and permit.revoked_on and permit.revoked_on >= insp.inspected_on \
                and "refused_inspection" in grounds:
            out.append(Refusal("W-90.10H2", f"permit {permit.number} was revoked on {permit.revoked_on:%m/%d/%Y} "
                                            "for refusing inspection; the revocation is corrected through "
                                            "the hearing process"))
    return out


def refusals_for(*, application_id: int | None = None, inspection_id: int | None = None) -> list[Refusal]:
    """What the Void dialog says before anything is typed: why voiding would be refused."""
    if application_id is not None:
        return application_refusals(fetch(PermitApplication, application_id, "application_id"))
    return inspection_refusals(fetch(Inspection, inspection_id, "inspection_id"))


def _loads(text: str) -> list:
    try:
        value = json.loads(text) if text else []
    except ValueError:
        return []
    return value if isinstance(value, list) else []


def void_application(actor: Actor, application_id: int, reason: str, expected_version: int | None = None,
                     *, refund: bool = False, approval=None) -> ApplicationVoided:
    """Void an application recorded in error (wrong owner, by mistake), with the reason (T-7B).

    Only a pending or withdrawn one no permit was issued on and no denial notice was sent for.
    Its unpaid fees and its inspections are voided with it; a paid fee stays paid unless
    ``refund`` (then its payment is voided too).
    """
    act = OfficeAction(actor, "void_record")
    reason = validate.text("reason", reason, max_len=500, required=True, multiline=True)
    refund = validate.boolean("refund", refund)
    with act:
        app = fetch(PermitApplication, application_id, "application_id")
        refusals = application_refusals(app)
        if refusals:
            raise RuleViolation(refusals, field="application_id")
        act.hold(app)  # the log keeps the status it had
        app.status = ApplicationStatus.VOID
        act.void(app, reason, expected_version=expected_version, action="permit_application.void")
        inspections = 0
        for insp in Inspection.select().where((Inspection.application == app) & Inspection.voided_at.is_null()
                                              ).order_by(Inspection.id):
            act.void(insp, f"application {app.number} voided: {reason}", action="inspection.void")
            inspections += 1
        fees = void_fees_of(actor, "permit_application", app.id, f"application {app.number}", reason,
                            refund=refund, approval=approval)
    return ApplicationVoided(app.id, app.number, fees.cancelled, inspections, fees.refunded, fees.paid, fees.receipts)


def void_inspection(actor: Actor, inspection_id: int, reason: str, expected_version: int | None = None) -> None:
    """Void an inspection recorded in error (wrong application, wrong date), with the reason (T-7B).

    It then no longer counts as the passed inspection a permit needs (W-90.10H1); one a permit
    was already issued on is refused.
    """
    act = OfficeAction(actor, "void_record")
    reason = validate.text("reason", reason, max_len=500, required=True, multiline=True)
    with act:
        insp = fetch(Inspection, inspection_id, "inspection_id")
        refusals = inspection_refusals(insp)
        if refusals:
            raise RuleViolation(refusals, field="inspection_id")
        act.void(insp, reason, expected_version=expected_version, action="inspection.void")
