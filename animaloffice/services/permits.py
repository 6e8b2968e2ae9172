"""Permit actions: applications, inspections, decisions, transfer, expiry, revocation.

One function per office action, each one transaction: the rules are in
``domain.permits``; here the facts are read, the rules asked, rows written,
fees charged and the audit log kept. Notices (denial, revocation) are in
``services.permit_notices``. The three functions at the end are what a
hearing decision calls (a reversed denial or revocation, a new removal date).
"""
from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date

from ..domain import permits as rules
from ..domain import validate
from ..domain.errors import Refusal, RuleViolation, ValidationError
from ..domain.receipts import Receipt
from ..domain.roles import Actor
from ..domain.statuses import ApplicationStatus, PermitStatus
from ..persistence.fetch import fetch
from ..persistence.models.animals import Animal
from ..persistence.models.permits import ApplicationAnimal, Permit, PermitAnimal, PermitApplication
from ..persistence.profiles import profile_for
from ..queries.charges import unpaid_charges
from ..queries.owner_contact import current_address
from ..queries.permit_checks import approval_refusals, fee_owing, last_denial_on
from .common import fetch_owner
from .numbering import next_record_number
from .office_action import OfficeAction
from .payments import PaymentInput, add_charge, settle, waive_charges


@dataclass(frozen=True)
class ApplicationRecorded:
    application_id: int
    number: str
    fee_cents: int
    fee_explanation: str
    reapplication_fee_cents: int
    reapplication_explanation: str
    apply_by: date | None
    apply_by_explanation: str
    late: bool
    receipt: Receipt | None


@dataclass(frozen=True)
class Decision:
    application_id: int
    status: str
    permit_id: int | None = None
    permit_number: str = ""


# --- reading the facts the rules need --------------------------------------------------------


def fee_refusals(application_id: int) -> list[Refusal]:
    """What holds the permit's issue back until the application's fees are paid (W-90.10D)."""
    app = fetch(PermitApplication, application_id, "application_id")
    return rules.fee_refusals(profile_for(app.jurisdiction_id), app.permit_type, fee_owing(app.id))


# --- applications -------------------------------------------------------------------------

def _check_type(profile, permit_type: str) -> str:
    permit_type = validate.choice("permit_type", permit_type, rules.permit_types(profile))
    switch = "commercial_permits" if permit_type in rules.COMMERCIAL_TYPES else "animal_permits"
    if not profile.enforces(switch):
        raise ValidationError("permit_type", f"{profile.name} does not issue this permit under its profile")
    return permit_type


def _clean_factors(factors: Mapping[str, str] | None) -> dict[str, str]:
    known = dict(rules.FACTORS)
    out = {}
    if factors is not None and not isinstance(factors, Mapping):
        raise ValidationError("factors", "give each T-4A factor with its note", factors)
    for key, note in (factors or {}).items():
        if key not in known:
            raise ValidationError(f"factors.{key}", "is not a T-4A factor")
        note = validate.text(f"factors.{key}", note, max_len=2000, multiline=True)
        if note:
            out[key] = note
    return out


def record_application(actor: Actor, *, owner_id: int, permit_type: str, on: date | None = None,
                       premises: str = "", description: str = "", species: Sequence[str] = (),
                       animal_ids: Sequence[int] = (), animal_count: int | None = None,
                       heaviest_primate_lb: int | None = None, for_profit: bool = False,
                       government_operated: bool | None = None, other_permit_needed: str = "",
                       other_permit_held: bool = True, operation_began_on: date | None = None,
                       acquired_on: date | None = None, factors: Mapping[str, str] | None = None,
                       payment: PaymentInput | None = None) -> ApplicationRecorded:
    """Record a written application (T-4A; W-90.10C-E), charging its fee and, after a denial,
    the reapplication fee (W-90.10H7). A reapplication inside the bar is refused, saying when."""
    act = OfficeAction(actor, "record_application")
    on = validate.day("on", on or date.today(), not_after=date.today())
    premises = validate.text("premises", premises, max_len=300)
    description = validate.text("description", description, max_len=4000, multiline=True)
    heaviest_primate_lb = validate.integer("heaviest_primate_lb", heaviest_primate_lb, minimum=0,
                                           maximum=1000, required=False)
    for_profit = validate.boolean("for_profit", for_profit)
    other_permit_needed = validate.text("other_permit_needed", other_permit_needed, max_len=200)
    other_permit_held = validate.boolean("other_permit_held", other_permit_held)
    operation_began_on = validate.day("operation_began_on", operation_began_on, required=False, not_after=on)
    acquired_on = validate.day("acquired_on", acquired_on, required=False, not_after=on)
    factors = _clean_factors(factors)
    if owner_id is None:
        raise ValidationError("owner_id", "choose the applicant: type part of the name, then pick the owner")
    with act:
        owner = fetch_owner(owner_id, "owner_id")
        profile = profile_for(owner.jurisdiction_id)
        permit_type = _check_type(profile, permit_type)
        codes = validate.text_list("species", species, max_len=40)
        for code in codes:
            if code not in profile.species:
                raise ValidationError("species", f"{code!r} is not a species in the {profile.name} profile", code)
        animals = [fetch(Animal, aid, "animal_ids") for aid in validate.id_list("animal_ids", animal_ids)]
        for a in animals:
            if a.owner_id != owner.id:
                raise ValidationError("animal_ids", f"animal {a.id} ({a.name or a.species}) is not this owner's")
        if permit_type == rules.ANIMAL and not (animals or codes):
            raise ValidationError("species", "name the animals the permit is for (a recorded animal or a species)")
        if permit_type != rules.ANIMAL and not description:
            raise ValidationError("description", "describe the establishment or the breeding operation")
        count = validate.integer("animal_count", animal_count if animal_count is not None
                                 else len(animals) + len(codes), minimum=0, maximum=100_000)
        gov = owner.government_operated if government_operated is None else validate.boolean(
            "government_operated", government_operated)
        pending = PermitApplication.select().where(
            (PermitApplication.owner == owner) & (PermitApplication.permit_type == permit_type)
            & (PermitApplication.status == ApplicationStatus.PENDING) & PermitApplication.voided_at.is_null()).first()
        if pending:
            raise ValidationError("permit_type", f"application {pending.number} for this permit is still "
                                  "pending; decide it first")
        denied_on = last_denial_on(owner.id, owner.jurisdiction_id) if rules.is_commercial(
            profile, permit_type) else None
        bar = rules.reapplication_refusals(profile, denied_on, on)
        if bar:
            raise RuleViolation(bar, field="on")
        if not premises:
            addr = current_address(owner.id, "premises") or current_address(owner.id)
            premises = addr.one_line() if addr else ""
        fee = rules.permit_fee(profile, permit_type, government_operated=gov, on=on)
        reapply = rules.reapplication_fee(profile, on) if denied_on is not None else None
        deadline = (rules.application_deadline(profile, acquired_on)
                    if acquired_on and permit_type == rules.ANIMAL else None)  # T-7A
        year = on.year
        number = next_record_number("permit_application", owner.jurisdiction_id, year)
        app = PermitApplication.create(
            jurisdiction=owner.jurisdiction_id, number=number, owner=owner, permit_type=permit_type,
            received_on=on, premises=premises, description=description, species=json.dumps(codes),
            animal_count=count, heaviest_primate_lb=heaviest_primate_lb, for_profit=for_profit,
            government_operated=gov, other_permit_needed=other_permit_needed,
            other_permit_held=other_permit_held, operation_began_on=operation_began_on,
            acquired_on=acquired_on, factors=json.dumps(factors, ensure_ascii=False),
            fee_cents=fee.value + (reapply.value if reapply else 0), is_reapplication=reapply is not None)
        for a in animals:
            act.create(ApplicationAnimal, "permit_application.animal", application=app, animal=a)
        act.created(app, "permit_application.record", note=fee.text())
        label = profile.item("permit_types", permit_type).text
        charges = [add_charge(actor, jurisdiction_id=owner.jurisdiction_id, owner_id=owner.id,
                              fee_code=f"permit.{permit_type}", description=f"{label}: application {number}",
                              amount=fee, on=on, subject_table="permit_application", subject_id=app.id)]
        if reapply is not None:
            charges.append(add_charge(actor, jurisdiction_id=owner.jurisdiction_id, owner_id=owner.id,
                                      fee_code="permit.reapplication",
                                      description=f"reapplication fee, application {number}", amount=reapply,
                                      on=on, subject_table="permit_application", subject_id=app.id))
        receipt = None
        if payment is not None:
            receipt = settle(actor, jurisdiction_id=owner.jurisdiction_id, owner_id=owner.id, charges=charges,
                             payment=payment, on=on)
    return ApplicationRecorded(
        app.id, number, fee.value, fee.text(), reapply.value if reapply else 0, reapply.text() if reapply else "",
        deadline.value if deadline else None, deadline.text() if deadline else "",
        bool(deadline and on > deadline.value), receipt)


def mark_falsified(actor: Actor, application_id: int, *, note: str, expected_version: int | None = None) -> None:
    """Record that the applicant withheld or falsified information (W-90.10H4; T-4C)."""
    act = OfficeAction(actor, "decide_permit")
    note = validate.text("note", note, max_len=2000, required=True, multiline=True)
    with act:
        app = fetch(PermitApplication, application_id, "application_id")
        act.hold(app)
        app.falsified = True
        act.save(app, "permit_application.falsified", expected_version=expected_version, note=note)


# --- decisions ------------------------------------------------------------------------------

def _create_permit(act: OfficeAction, app: PermitApplication, on: date, conditions: str, expires_on: date,
                   note: str = "") -> Permit:
    year = on.year
    number = next_record_number("permit", app.jurisdiction_id, year)
    permit = Permit.create(jurisdiction=app.jurisdiction_id, number=number, owner=app.owner_id,
                           permit_type=app.permit_type, application=app, premises=app.premises,
                           description=app.description, status=PermitStatus.ACTIVE, issued_on=on, expires_on=expires_on,
                           conditions=conditions, fee_cents=app.fee_cents)
    for link in ApplicationAnimal.select().where(ApplicationAnimal.application == app):
        act.create(PermitAnimal, "permit.animal", permit=permit, animal=link.animal_id)
    return act.created(permit, "permit.issue", note=note)


def _clean_terms(on: date, conditions: str, expires_on: date) -> tuple[str, date]:
    conditions = validate.text("conditions", conditions, max_len=8000, required=True, multiline=True)
    expires_on = validate.day("expires_on", expires_on, not_before=on)
    if expires_on <= on:
        raise ValidationError("expires_on", "must be after the day the permit is issued", expires_on)
    return conditions, expires_on


def approve_application(actor: Actor, application_id: int, *, conditions: str, expires_on: date,
                        on: date | None = None, expected_version: int | None = None,
                        waiver_reason: str = "") -> Decision:
    """Approve and issue the permit in writing with its conditions and expiry (T-4A; W-90.10D).

    Refused, with every reason, when the ordinance forbids it (T-4B, W-90.10G, H1, H2, H4, H6),
    or while the fee is owing (T-4A, W-90.10D) unless an administrator waives what is owing
    with a ``waiver_reason``.
    """
    act = OfficeAction(actor, "decide_permit")
    on = validate.day("on", on or date.today(), not_after=date.today())
    conditions, expires_on = _clean_terms(on, conditions, expires_on)
    waiver_reason = validate.text("waiver_reason", waiver_reason, max_len=300, multiline=True)
    with act:
        app = fetch(PermitApplication, application_id, "application_id")
        if app.status != ApplicationStatus.PENDING:
            raise ValidationError("application_id", f"application {app.number} is already {app.status}")
        if on < app.received_on:
            raise ValidationError("on", "is before the application was received", on)
        refusals = approval_refusals(app.id, on)
        if waiver_reason and not refusals:
            from ..persistence.models.money import Charge

            owing = unpaid_charges(subject_table="permit_application", subject_id=app.id)
            waive_charges(actor, [Charge.get_by_id(c.id) for c in owing], waiver_reason)
        refusals += fee_refusals(app.id)
        if refusals:
            raise RuleViolation(refusals, field="decision")
        act.hold(app)
        app.status, app.decided_on, app.decided_by = ApplicationStatus.APPROVED, on, actor.username
        app.conditions, app.expires_on = conditions, expires_on
        act.save(app, "permit_application.approve", expected_version=expected_version)
        permit = _create_permit(act, app, on, conditions, expires_on)
    return Decision(app.id, ApplicationStatus.APPROVED, permit.id, permit.number)


def _clean_reasons(reasons: Iterable, default_rule: str) -> list[dict]:
    if isinstance(reasons, (str, bytes)) or not isinstance(reasons, Iterable):
        raise ValidationError("reasons", "give the reasons as a list", reasons)
    out = []
    for r in reasons:
        if isinstance(r, Refusal):
            rule_id, text = r.rule_id, r.reason
        elif isinstance(r, Mapping):
            rule_id, text = r.get("rule_id") or default_rule, r.get("reason", "")
        else:
            rule_id, text = default_rule, r
        text = validate.text("reasons", text, max_len=1000, multiline=True)
        rule_id = validate.text("reasons", rule_id, max_len=20, required=True)
        if text:
            out.append({"rule_id": rule_id, "reason": text})
    if not out:
        raise ValidationError("reasons", "state at least one reason for the denial")
    return out


def deny_application(actor: Actor, application_id: int, *, reasons: Sequence, on: date | None = None,
                     expected_version: int | None = None) -> Decision:
    """Deny with written reasons (T-4A; W-90.10H); the denial notice is sent separately."""
    act = OfficeAction(actor, "decide_permit")
    on = validate.day("on", on or date.today(), not_after=date.today())
    with act:
        app = fetch(PermitApplication, application_id, "application_id")
        profile = profile_for(app.jurisdiction_id)
        clean = _clean_reasons(reasons, rules.hearing_rule(profile, app.permit_type, revocation=False))
        if app.status != ApplicationStatus.PENDING:
            raise ValidationError("application_id", f"application {app.number} is already {app.status}")
        if on < app.received_on:
            raise ValidationError("on", "is before the application was received", on)
        act.hold(app)
        app.status, app.decided_on, app.decided_by = ApplicationStatus.DENIED, on, actor.username
        app.decision_reasons = json.dumps(clean, ensure_ascii=False)
        act.save(app, "permit_application.deny", expected_version=expected_version)
    return Decision(app.id, ApplicationStatus.DENIED)


def withdraw_application(actor: Actor, application_id: int, *, note: str = "", on: date | None = None) -> None:
    act = OfficeAction(actor, "record_application")
    on = validate.day("on", on or date.today(), not_after=date.today())
    with act:
        app = fetch(PermitApplication, application_id, "application_id")
        if app.status != ApplicationStatus.PENDING:
            raise ValidationError("application_id", f"application {app.number} is already {app.status}")
        act.hold(app)
        app.status, app.decided_by = ApplicationStatus.WITHDRAWN, actor.username
        act.save(app, "permit_application.withdraw", note=validate.text("note", note, max_len=500, multiline=True))
