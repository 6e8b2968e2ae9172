"""Permits after issue when the facts change: the holder moves (T-4A), and what a transfer to a
new owner is checked against (W-90.10F). The rules are in ``domain.permit_changes``.

A move recorded on the holder's record flags each permit in force whose premises the new address
no longer matches, in the move's own transaction; the officer's decision (the permit stands, it
goes on at the new premises, or it expired when the holder moved) clears the flag, audited.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from ..domain import permit_changes as rules
from ..domain import validate
from ..domain.errors import Refusal, ValidationError
from ..domain.profiles import Profile
from ..domain.roles import Actor
from ..domain.statuses import PermitStatus
from ..persistence.fetch import fetch
from ..persistence.models.people import Owner
from ..persistence.models.permits import Permit, PermitApplication
from ..persistence.profiles import profile_for
from ..queries.owner_contact import current_address
from ..queries.permit_checks import cruelty_convictions, inspection_facts, last_denial_on
from . import audit
from .common import save_versioned
from .office_action import OfficeAction


@dataclass(frozen=True)
class ChangeDecided:
    permit_id: int
    decision: str
    premises: str
    expires_on: date | None


def _keeping_address(owner_id: int):
    """Where the holder keeps animals now: the premises address, else the home address."""
    return current_address(owner_id, "premises") or current_address(owner_id)


def _clear(permit: Permit) -> None:
    permit.changed_on, permit.change_note = None, ""


# --- T-4A: a move ----------------------------------------------------------------------------------

def flag_moved_permits(actor: Actor, owner: Owner, moved_on: date) -> list[int]:
    """The holder moved on `moved_on` (call inside the move's transaction): flag each permit in
    force that day, issued by then, that expires on a material change (T-4A) and whose premises
    the address now on record no longer matches. Returns the permits flagged."""
    profile = profile_for(owner.jurisdiction_id)
    addr = _keeping_address(owner.id)
    if addr is None:
        return []
    flagged = []
    q = Permit.select().where((Permit.owner == owner.id) & (Permit.status == PermitStatus.ACTIVE)
                              & Permit.voided_at.is_null()
                              & (Permit.issued_on <= moved_on)
                              & (Permit.expires_on.is_null() | (Permit.expires_on >= moved_on)))
    for permit in q.order_by(Permit.id):
        if not rules.expires_on_change(profile, permit.permit_type):
            continue
        if rules.same_premises(permit.premises, addr.line1, addr.city):
            continue
        before = audit.snapshot(permit)
        permit.changed_on = min(permit.changed_on or moved_on, moved_on)
        permit.change_note = rules.move_note(permit.premises, addr.one_line(), moved_on)
        save_versioned(permit)
        audit.record(actor, "permit.change_flag", permit, before=before, note=f"T-4A: {permit.change_note}")
        flagged.append(permit.id)
    return flagged


def decide_change(actor: Actor, permit_id: int, *, decision: str, note: str, on: date | None = None,
                  expected_version: int | None = None) -> ChangeDecided:
    """The officer's decision on a flagged change (T-4A): "stands", "new_premises" (the permit
    goes on at the address now on record) or "expired" (on the day the conditions changed)."""
    act = OfficeAction(actor, "decide_permit")
    decision = validate.choice("decision", decision, tuple(code for code, _ in rules.DECISIONS))
    note = validate.text("note", note, max_len=2000, required=True, multiline=True)
    on = validate.day("on", on or date.today(), not_after=date.today())
    with act:
        permit = fetch(Permit, permit_id, "permit_id")
        if permit.changed_on is None:
            raise ValidationError("permit_id", f"permit {permit.number} has no change waiting for a decision")
        if permit.status != PermitStatus.ACTIVE:
            raise ValidationError("permit_id", f"permit {permit.number} is {permit.status}")
        if on < permit.changed_on:
            raise ValidationError("on", f"is before the change it decides ({permit.changed_on:%m/%d/%Y})", on)
        act.hold(permit)
        changed_on = permit.changed_on
        if decision == "new_premises":
            addr = _keeping_address(permit.owner_id)
            if addr is None:
                raise ValidationError("decision", "the holder has no current address to record as the premises")
            permit.premises = addr.one_line()
        elif decision == "expired":
            permit.status, permit.expires_on = PermitStatus.EXPIRED, changed_on
        _clear(permit)
        if decision == "expired":
            act.save(permit, "permit.expire", expected_version=expected_version,
                     note=f"T-4A material change on {changed_on:%m/%d/%Y}, decided {on:%m/%d/%Y}: {note}")
        else:
            what = "the permit stands" if decision == "stands" else f"new premises recorded ({permit.premises})"
            act.save(permit, "permit.change_decided", expected_version=expected_version,
                     note=f"T-4A, decided {on:%m/%d/%Y}: {what}: {note}")
    return ChangeDecided(permit.id, decision, permit.premises, permit.expires_on)


# --- W-90.10F: the facts a transfer is checked against -------------------------------------------------

def transfer_refusals_for(profile: Profile, permit: Permit, owner_id: int, on: date) -> list[Refusal]:
    """Every reason the permit may not pass to `owner_id` on `on` (W-90.10F with G, H1, H2, H6, H7)."""
    new_owner = owner_id != permit.owner_id
    began = [d for (d,) in PermitApplication.select(PermitApplication.operation_began_on).where(
        (PermitApplication.owner == owner_id) & (PermitApplication.jurisdiction == permit.jurisdiction_id)
        & PermitApplication.operation_began_on.is_null(False) & PermitApplication.voided_at.is_null()).tuples()]
    return rules.transfer_refusals(
        profile, new_owner=new_owner, on=on, issued_on=permit.issued_on,
        inspections=inspection_facts(permit_id=permit.id) if new_owner else (),
        cruelty_convictions=cruelty_convictions(owner_id),
        last_denial_on=last_denial_on(owner_id, permit.jurisdiction_id) if new_owner else None,
        operation_began_on=began if new_owner else ())
