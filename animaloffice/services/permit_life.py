"""The life of a permit after it is issued: transfer, expiry, revocation, automatic review,
removal after revocation, and what a hearing decision changes.

Hearings call the last three functions (``issue_permit_after_hearing``,
``reinstate_permit``, ``set_removal_deadline``); their signatures stay as they are.
A denial notice is recorded with subject ("permit_application", application id) and a
revocation letter with ("permit", permit id), so a hearing finds what it decides on.
"""
from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from ..domain import permits as rules
from ..domain import validate
from ..domain.errors import Refusal, RuleViolation, ValidationError
from ..domain.receipts import Receipt
from ..domain.roles import Actor
from ..domain.statuses import ApplicationStatus, PermitStatus
from ..persistence.fetch import fetch
from ..persistence.models.animals import Litter
from ..persistence.models.enforcement import Hearing, Notice
from ..persistence.models.people import Owner
from ..persistence.models.permits import Permit, PermitAnimal, PermitApplication
from ..persistence.profiles import profile_for
from ..queries.permit_checks import approval_refusals
from .common import fetch_owner
from .numbering import next_record_number
from .office_action import OfficeAction
from .payments import PaymentInput, add_charge, settle
from .permit_changes import transfer_refusals_for
from .permits import _check_type, _clean_terms, _create_permit


@dataclass(frozen=True)
class Transferred:
    permit_id: int
    number: str
    fee_cents: int
    fee_explanation: str
    receipt: Receipt | None


@dataclass(frozen=True)
class Revoked:
    permit_id: int
    number: str
    revoked_on: date
    grounds: tuple[dict, ...]


# --- the life of a permit -----------------------------------------------------------------------

def _litter_dates(owner_id: int) -> list[date]:
    return [d for (d,) in Litter.select(Litter.born_on).where((Litter.owner == owner_id)
                                                             & Litter.voided_at.is_null()).tuples()]


def _require_in_force(permit: Permit, on: date) -> None:
    """Only a permit in force on the day is transferred, ended or revoked (T-4A: it expires on its
    expiration date, whether or not it has been marked expired yet)."""
    status = rules.effective_status(permit.status, permit.expires_on, on)
    if status == PermitStatus.EXPIRED and permit.status == PermitStatus.ACTIVE:
        raise ValidationError("permit_id", f"permit {permit.number} expired on {permit.expires_on:%m/%d/%Y}")
    if status != PermitStatus.ACTIVE:
        raise ValidationError("permit_id", f"permit {permit.number} is {permit.status}")


def transfer_permit(actor: Actor, permit_id: int, *, new_owner_id: int | None = None,
                    new_type: str | None = None, on: date | None = None,
                    payment: PaymentInput | None = None) -> Transferred:
    """W-90.10F: on a change of ownership or classification the permit moves for the transfer fee.

    A Tracy permit is not transferred: it expires when its conditions materially change (T-4A).
    """
    act = OfficeAction(actor, "decide_permit")
    on = validate.day("on", on or date.today(), not_after=date.today())
    with act:
        old = fetch(Permit, permit_id, "permit_id")
        profile = profile_for(old.jurisdiction_id)
        if not rules.is_commercial(profile, old.permit_type):
            raise RuleViolation(Refusal("T-4A", "an animal permit is not transferred: it expires when the "
                                        "conditions under which it was issued materially change; the new "
                                        "keeper applies for a permit"), field="permit_id")
        _require_in_force(old, on)
        if on < old.issued_on:
            raise ValidationError("on", "is before the permit was issued", on)
        owner = fetch_owner(new_owner_id, "new_owner_id") if new_owner_id is not None else Owner.get_by_id(
            old.owner_id)
        if owner.jurisdiction_id != old.jurisdiction_id:
            raise ValidationError("new_owner_id", "the new owner is recorded in another jurisdiction")
        permit_type = _check_type(profile, new_type) if new_type else old.permit_type
        if owner.id == old.owner_id and permit_type == old.permit_type:
            raise ValidationError("new_owner_id", "choose a new owner or a new classification")
        refusals = transfer_refusals_for(profile, old, owner.id, on)  # W-90.10F: checked as an applicant
        if permit_type == rules.BREEDER_HOBBYIST:  # W-90.01: the class is the one the facts give
            app = PermitApplication.get_or_none(id=old.application_id) if old.application_id else None
            cls = rules.breeder_class(profile, _litter_dates(owner.id), on,
                                      for_profit=bool(app and app.for_profit and owner.id == old.owner_id))
            if cls.value != rules.BREEDER_HOBBYIST:
                refusals.append(Refusal("W-90.01", "the holder would be a professional breeder, not a "
                                        "hobbyist: " + cls.text(), {"litters": cls.inputs["litters"]}))
        if refusals:
            only_class = all(r.rule_id == "W-90.01" for r in refusals)
            raise RuleViolation(refusals, field="new_type" if only_class else "new_owner_id")
        fee = rules.transfer_fee(profile, on)
        # W-90.10H3: the review is of the holder's permits; it follows the holder's permit on a change
        # of classification and ends with the old holder's permit on a change of ownership
        review = old.under_review and owner.id == old.owner_id
        act.hold(old)
        old.status, old.under_review = PermitStatus.TRANSFERRED, False
        act.save(old, "permit.transfer_out")
        number = next_record_number("permit", old.jurisdiction_id, on.year)
        new = Permit.create(jurisdiction=old.jurisdiction_id, number=number, owner=owner, permit_type=permit_type,
                            application=old.application_id, premises=old.premises, description=old.description,
                            status=PermitStatus.ACTIVE, issued_on=on, expires_on=old.expires_on,
                            conditions=old.conditions, fee_cents=fee.value, transferred_from=old, under_review=review)
        for link in PermitAnimal.select().where(PermitAnimal.permit == old):
            act.create(PermitAnimal, "permit.animal", permit=new, animal=link.animal_id)
        act.created(new, "permit.transfer_in", note=fee.text())
        charge = add_charge(actor, jurisdiction_id=old.jurisdiction_id, owner_id=owner.id, fee_code="permit.transfer",
                            description=f"transfer of permit {old.number} as {number}", amount=fee, on=on,
                            subject_table="permit", subject_id=new.id)
        receipt = settle(actor, jurisdiction_id=old.jurisdiction_id, owner_id=owner.id, charges=[charge],
                         payment=payment, on=on) if payment is not None else None
    return Transferred(new.id, number, fee.value, fee.text(), receipt)


def expire_permits(actor: Actor, on: date | None = None) -> int:
    """Mark permits past their expiration date as expired (run daily; idempotent). T-4A."""
    act = OfficeAction(actor, "decide_permit")
    on = validate.day("on", on or date.today())
    count = 0
    with act:
        for permit in Permit.select().where((Permit.status == PermitStatus.ACTIVE) & Permit.expires_on.is_null(False)
                                            & (Permit.expires_on < on) & Permit.voided_at.is_null()):
            act.hold(permit)
            permit.status = PermitStatus.EXPIRED
            act.save(permit, "permit.expire", note="T-4A: expiration date passed")
            count += 1
    return count


def end_on_material_change(actor: Actor, permit_id: int, *, reason: str, on: date | None = None) -> None:
    """T-4A: a permit expires when the conditions under which it was issued materially change."""
    act = OfficeAction(actor, "decide_permit")
    on = validate.day("on", on or date.today(), not_after=date.today())
    reason = validate.text("reason", reason, max_len=500, required=True)
    with act:
        permit = fetch(Permit, permit_id, "permit_id")
        _require_in_force(permit, on)
        if on < permit.issued_on:
            raise ValidationError("on", "is before the permit was issued", on)
        act.hold(permit)
        permit.status, permit.expires_on = PermitStatus.EXPIRED, on
        permit.changed_on, permit.change_note = None, ""  # a flagged change is decided by this
        act.save(permit, "permit.expire", note=f"T-4A material change: {reason}")


# --- revocation ----------------------------------------------------------------------------------

def revoke_permit(actor: Actor, permit_id: int, *, grounds: Sequence[str], details: str = "",
                  on: date | None = None, expected_version: int | None = None) -> Revoked:
    """Revoke for the ordinance's reasons (T-4C; W-90.10H1, H2, H4). The letter is sent separately
    and starts the hearing-request and removal deadlines."""
    act = OfficeAction(actor, "revoke_permit")
    on = validate.day("on", on or date.today(), not_after=date.today())
    details = validate.text("details", details, max_len=4000, multiline=True)
    with act:
        permit = fetch(Permit, permit_id, "permit_id")
        profile = profile_for(permit.jurisdiction_id)
        known = {code: (rule_id, text) for code, rule_id, text in rules.revocation_grounds(profile, permit.permit_type)}
        if (isinstance(grounds, (str, bytes)) or not isinstance(grounds, (list, tuple, set, frozenset))
                or not all(isinstance(g, str) for g in grounds)):
            raise ValidationError("grounds", "choose the grounds for revocation", grounds)
        chosen = list(dict.fromkeys(grounds))
        if not chosen:
            raise ValidationError("grounds", "choose at least one ground for revocation")
        for code in chosen:
            if code not in known:
                raise ValidationError("grounds", f"{code!r} is not a ground for revoking this permit", code)
        _require_in_force(permit, on)
        if on < permit.issued_on:
            raise ValidationError("on", "is before the permit was issued", on)
        earlier = _last_revocation_letter(permit.id)
        if earlier is not None and on <= earlier.sent_on:  # that revocation was reversed since
            raise ValidationError("on", f"must be after revocation letter {earlier.number} of "
                                  f"{earlier.sent_on:%m/%d/%Y}, whose revocation was reversed", on)
        reasons = tuple({"code": c, "rule_id": known[c][0], "reason": known[c][1]} for c in chosen)
        if details:
            reasons += ({"code": "details", "rule_id": known[chosen[0]][0], "reason": details},)
        act.hold(permit)
        permit.status, permit.revoked_on = PermitStatus.REVOKED, on
        permit.revocation_reasons = json.dumps(list(reasons), ensure_ascii=False)
        permit.under_review = False
        act.save(permit, "permit.revoke", expected_version=expected_version)
    return Revoked(permit.id, permit.number, on, reasons)


def _last_revocation_letter(permit_id: int) -> Notice | None:
    return (Notice.select().where((Notice.kind == "revocation") & (Notice.subject_table == "permit")
                                  & (Notice.subject_id == permit_id) & Notice.voided_at.is_null())
            .order_by(Notice.sent_on.desc(), Notice.id.desc()).first())


def record_removal(actor: Actor, permit_id: int, *, outcome: str, on: date | None = None, note: str = "") -> None:
    """After a revocation: the animals were removed from the city, or released to it (W-90.10H5)."""
    act = OfficeAction(actor, "revoke_permit")
    on = validate.day("on", on or date.today(), not_after=date.today())
    outcome = validate.choice("outcome", outcome, ("removed", "released"))
    note = validate.text("note", note, max_len=1000)
    with act:
        permit = fetch(Permit, permit_id, "permit_id")
        if permit.status != PermitStatus.REVOKED:
            raise ValidationError("permit_id", f"permit {permit.number} is not revoked")
        act.hold(permit)
        permit.removal_done_on = on
        act.save(permit, f"permit.animals_{outcome}", note=note)


# --- automatic review (W-90.10H3) ------------------------------------------------------------------

def flag_reviews(actor: Actor, jurisdiction_id: int, on: date | None = None) -> int:
    """Put the permits in force of owners with 3 or more violations in 12 months under review; an
    owner whose permits were reviewed since the last of those violations was recorded is not put
    under review again (``review.reviews_owed``)."""
    from ..queries.permits import in_force
    from ..queries.review import reviews_owed

    act = OfficeAction(actor, "decide_permit")
    on = validate.day("on", on or date.today(), not_after=date.today())  # never past the calendar's end
    count = 0
    with act:
        owner_ids = [o.owner_id for o in reviews_owed(jurisdiction_id, on)]
        for permit in Permit.select().where(Permit.owner.in_(owner_ids) & in_force(on)
                                            & ~Permit.under_review & Permit.voided_at.is_null()):
            act.hold(permit)
            permit.under_review = True
            act.save(permit, "permit.review", note="W-90.10H3")
            count += 1
    return count


def finish_review(actor: Actor, permit_id: int, *, note: str, expected_version: int | None = None) -> None:
    """The review is done and the permit stands (revocation is its own action)."""
    act = OfficeAction(actor, "decide_permit")
    note = validate.text("note", note, max_len=2000, required=True, multiline=True)
    with act:
        permit = fetch(Permit, permit_id, "permit_id")
        act.hold(permit)
        permit.under_review = False
        act.save(permit, "permit.review_done", expected_version=expected_version, note=note)


# --- what a hearing decision changes ---------------------------------------------------------------

def _hearing_note(hearing_id: int | None) -> str:
    if hearing_id is None:
        return "after a hearing"
    fetch(Hearing, hearing_id, "hearing_id", allow_void=True)
    return f"after hearing {hearing_id}"


def issue_permit_after_hearing(actor: Actor, application_id: int, *, on: date, conditions: str,
                               expires_on: date | None, hearing_id: int | None) -> tuple[int, str]:
    """A hearing reversed a denial: issue the permit. The absolute prohibitions (T-4B, and
    W-90.10H6 cruelty) still refuse; so does an application that was not denied.

    The decision may set no conditions or no expiration date (T-4A: "such expiration date
    as may be set"); the permit then carries none.
    """
    act = OfficeAction(actor, "hearings")
    on = validate.day("on", on, not_after=date.today())
    conditions = validate.text("conditions", conditions, max_len=8000, multiline=True)
    if expires_on is not None:
        _, expires_on = _clean_terms(on, conditions or "-", expires_on)
    with act:
        note = _hearing_note(hearing_id)
        app = fetch(PermitApplication, application_id, "application_id")
        if app.status != ApplicationStatus.DENIED:
            raise ValidationError("application_id", f"application {app.number} is {app.status}, not denied")
        absolute = rules.absolute_refusals(approval_refusals(app.id, on))
        if absolute:
            raise RuleViolation(absolute, field="decision")
        act.hold(app)
        app.status, app.decided_on, app.decided_by = ApplicationStatus.APPROVED, on, actor.username
        app.conditions, app.expires_on = conditions, expires_on
        act.save(app, "permit_application.approve_after_hearing", note=note)
        permit = _create_permit(act, app, on, conditions, expires_on, note=f"denial reversed {note}")
    return permit.id, permit.number


def reinstate_permit(actor: Actor, permit_id: int, *, on: date, conditions: str = "",
                     hearing_id: int | None) -> None:
    """A hearing reversed a revocation: the permit is in force again (with new conditions if given)."""
    act = OfficeAction(actor, "hearings")
    on = validate.day("on", on, not_after=date.today())
    conditions = validate.text("conditions", conditions, max_len=8000, multiline=True)
    with act:
        note = _hearing_note(hearing_id)
        permit = fetch(Permit, permit_id, "permit_id")
        if permit.status != PermitStatus.REVOKED:
            raise ValidationError("permit_id", f"permit {permit.number} is {permit.status}, not revoked")
        act.hold(permit)
        permit.status, permit.revoked_on, permit.removal_deadline = PermitStatus.ACTIVE, None, None
        permit.removal_done_on = None  # a later revocation has its own removal to record
        if conditions:
            permit.conditions = conditions
        act.save(permit, "permit.reinstate", note=f"revocation reversed {note}")


def set_removal_deadline(actor: Actor, permit_id: int, deadline: date, reason: str) -> None:
    """A decision set a new day by which the animals must be removed (W-90.10H5)."""
    act = OfficeAction(actor, "hearings")
    deadline = validate.day("deadline", deadline)
    reason = validate.text("reason", reason, max_len=1000, required=True, multiline=True)
    with act:
        permit = fetch(Permit, permit_id, "permit_id")
        if permit.status != PermitStatus.REVOKED:
            raise ValidationError("permit_id", f"permit {permit.number} is {permit.status}, not revoked")
        if permit.revoked_on and deadline < permit.revoked_on:
            raise ValidationError("deadline", "is before the revocation", deadline)
        act.hold(permit)
        permit.removal_deadline = deadline
        act.save(permit, "permit.removal_deadline", note=reason)
