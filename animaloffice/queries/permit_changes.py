"""The follow-up list of permits whose conditions changed after issue (T-4A): the holder moved,
and the officer has yet to decide whether the permit stands, goes on at the new premises or
expired."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from ..domain.statuses import PermitStatus
from ..persistence.models.people import Owner
from ..persistence.models.permits import Permit


@dataclass(frozen=True)
class ChangeToDecide:
    permit_id: int
    number: str
    owner_name: str
    changed_on: date
    premises: str
    explanation: str  # what changed and what the officer decides, with the rule
    action: str = "The officer decides: the permit stands, goes on at the new premises, or expired"


def explanation(change_note: str) -> str:
    return (f"{change_note[:1].upper()}{change_note[1:]}. A permit expires when the conditions under which it "
            "was issued have materially changed; the officer decides whether they have (T-4A).")


def changes_to_decide(jurisdiction_id: int) -> list[ChangeToDecide]:
    """Permits in force flagged with a change, oldest change first."""
    q = (Permit.select(Permit.id, Permit.number, Owner.display_name, Permit.changed_on, Permit.premises,
                       Permit.change_note)
         .join(Owner, on=(Permit.owner == Owner.id))
         .where((Permit.jurisdiction == jurisdiction_id) & Permit.changed_on.is_null(False)
                & (Permit.status == PermitStatus.ACTIVE) & Permit.voided_at.is_null())
         .order_by(Permit.changed_on, Permit.id))
    return [ChangeToDecide(pid, number, name, changed, premises, explanation(note))
            for pid, number, name, changed, premises, note in q.tuples()]


def changed_permits(owner_id: int) -> list[str]:
    """The owner's permits in force flagged with a change, in words for the owner's record."""
    q = (Permit.select(Permit.number, Permit.changed_on)
         .where((Permit.owner == owner_id) & Permit.changed_on.is_null(False) & (Permit.status == PermitStatus.ACTIVE)
                & Permit.voided_at.is_null()).order_by(Permit.changed_on, Permit.id))
    return [f"Permit {number}: the conditions it was issued under changed on {changed:%m/%d/%Y} (T-4A); "
            "the officer decides in the Permits tab whether it stands" for number, changed in q.tuples()]
