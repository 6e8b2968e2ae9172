"""What an appeal's outcome changes on a permit that a hearing decision issued or reinstated
(T-4A, T-4C: "the City Administrator or the applicant may appeal, de novo"; either side).

- The city's appeal restores a denial: the permit the hearing issued ends on the outcome's day
  and the application is denied again.
- It restores a revocation: the permit is revoked again, as of the original revocation, with a
  removal deadline counted from the owner's receipt of the outcome letter (W-90.10H5, MN-645.15).
- An appeal that modifies the decision: the permit's conditions (and expiry) become the ones
  set on appeal.

Each is one change with its audit entry, inside the caller's transaction
(``hearing_appeals.record_appeal_outcome``); the letter to the owner is the caller's.
"""
from __future__ import annotations

from datetime import date

from ..domain import validate
from ..domain.errors import ValidationError
from ..domain.explain import Explained
from ..domain.roles import Actor
from ..domain.statuses import ApplicationStatus, PermitStatus
from ..persistence.fetch import fetch
from ..persistence.models.permits import Permit, PermitApplication
from .office_action import OfficeAction


def _in_force(permit: Permit, on: date) -> None:
    if permit.status != PermitStatus.ACTIVE:
        raise ValidationError("permit_id", f"permit {permit.number} is {permit.status}, not in force")
    if on < permit.issued_on:
        raise ValidationError("on", "is before the permit was issued", on)


def end_after_appeal(actor: Actor, permit_id: int, *, on: date, note: str) -> Permit:
    """The denial is restored on appeal: the permit the hearing issued ends on `on`; its application
    is denied again."""
    act = OfficeAction(actor, "hearings")
    on = validate.day("on", on, not_after=date.today())
    note = validate.text("note", note, max_len=1000, multiline=True)
    with act:
        permit = fetch(Permit, permit_id, "permit_id")
        _in_force(permit, on)
        act.hold(permit)
        permit.status, permit.expires_on = PermitStatus.ENDED_ON_APPEAL, on  # a denial restored
        act.save(permit, "permit.end_on_appeal", note=note)
        if permit.application_id:
            app = PermitApplication.get_by_id(permit.application_id)
            act.hold(app)
            app.status = ApplicationStatus.DENIED
            act.save(app, "permit_application.denied_on_appeal", note=note)
    return permit


def revoke_after_appeal(actor: Actor, permit_id: int, *, on: date, revoked_on: date, removal: Explained[date],
                        note: str) -> Permit:
    """The revocation is restored on appeal: the permit is revoked again as of `revoked_on` (its
    letter stands), the animals to be removed by `removal` (counted from the outcome's receipt)."""
    act = OfficeAction(actor, "hearings")
    on = validate.day("on", on, not_after=date.today())
    revoked_on = validate.day("revoked_on", revoked_on, not_after=on)
    if not isinstance(removal, Explained) or not isinstance(removal.value, date):
        raise ValidationError("removal", "must be the removal deadline as counted", removal)
    with act:
        permit = fetch(Permit, permit_id, "permit_id")
        _in_force(permit, on)
        act.hold(permit)
        permit.status, permit.revoked_on = PermitStatus.REVOKED, revoked_on
        permit.removal_deadline, permit.removal_done_on = removal.value, None
        act.save(permit, "permit.revoke_on_appeal", note=f"{note}; {removal.text()}")
    return permit


def conditions_after_appeal(actor: Actor, permit_id: int, *, on: date, conditions: str,
                            expires_on: date | None, note: str) -> Permit:
    """The appeal modifies the decision: the permit's conditions (and expiry, if set) are the ones
    set on appeal."""
    act = OfficeAction(actor, "hearings")
    on = validate.day("on", on, not_after=date.today())
    conditions = validate.text("conditions", conditions, max_len=8000, required=True, multiline=True)
    expires_on = validate.day("permit_expires_on", expires_on, required=False)
    with act:
        permit = fetch(Permit, permit_id, "permit_id")
        _in_force(permit, on)
        if expires_on is not None and expires_on <= on:
            raise ValidationError("permit_expires_on", "must be after the outcome date")
        act.hold(permit)
        permit.conditions = conditions
        if expires_on is not None:
            permit.expires_on = expires_on
        act.save(permit, "permit.conditions_on_appeal", note=note)
    return permit
