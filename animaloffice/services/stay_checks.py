"""What a hearing requested in time forbids elsewhere in the office, checked by the services that
would do it (``domain.hearing_stays``): no disposal of an animal the pending matter concerns,
and no animal taken as "released to the city" after a revocation (W-90.10H5) while its removal
is stayed or before its removal deadline has passed.
"""
from __future__ import annotations

from datetime import date

from ..domain.errors import Refusal, RuleViolation
from ..domain.explain import fmt_date
from ..domain.statuses import PermitStatus
from ..persistence.models.permits import Permit
from ..queries.hearing_stays import animal_stays, stayed_permit_ids


def disposal_refusals(animal_id: int) -> list[Refusal]:
    """Why the animal may not be disposed of while a hearing requested on time is pending."""
    return [Refusal(rule, reason, {"field": "outcome"}) for rule, reason in animal_stays(animal_id)]


def check_released_to_city(owner_id: int | None, on: date) -> None:
    """An intake on the ground "released to the city after revocation" (W-90.10H5) needs a revoked
    permit of the owner whose removal deadline passed before `on` and is not stayed."""
    if owner_id is None:
        raise RuleViolation(Refusal("W-90.10H5", "name the owner whose permit was revoked: animals are taken as "
                                    "released to the city only after that owner's removal deadline"),
                            field="owner_id")
    revoked = list(Permit.select().where((Permit.owner == owner_id) & (Permit.status == PermitStatus.REVOKED)
                                         & Permit.voided_at.is_null() & Permit.removal_done_on.is_null()))
    stayed = stayed_permit_ids(permit_ids=[p.id for p in revoked])
    passed = [p for p in revoked if p.id not in stayed and p.removal_deadline is not None and p.removal_deadline < on]
    if passed:
        return
    if any(p.id in stayed for p in revoked):
        numbers = ", ".join(p.number for p in revoked if p.id in stayed)
        raise RuleViolation(Refusal("W-90.10H5", f"a hearing on the revocation of permit {numbers} was requested on "
                                    "time: the removal deadline is stayed, and the animals are not released to the "
                                    "city, until the written decision"), field="ground")
    upcoming = sorted(p.removal_deadline for p in revoked if p.removal_deadline is not None)
    if upcoming:
        raise RuleViolation(Refusal("W-90.10H5", f"the removal deadline, {fmt_date(upcoming[0])}, has not passed: "
                                    "the animals are released to the city only if not removed by then",
                                    {"removal_deadline": upcoming[0]}), field="ground")
    raise RuleViolation(Refusal("W-90.10H5", "the owner has no revoked permit whose removal deadline has passed"),
                        field="ground")
