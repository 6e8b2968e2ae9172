"""Which deadlines a hearing requested in time stays now (``domain.hearing_stays``), read from the
records: for one notice, for the lists (in one query), and for an animal the matter concerns.

A revocation's removal deadline is stayed while its letter's request, made on time, waits for
the written decision; the follow-up lists never show such a deadline as passed. An animal
kept under a stayed revocation, or a dog whose declaration awaits a hearing requested on time,
is not disposed of, nor taken as released to the city, meanwhile.
"""
from __future__ import annotations

from ..domain.permits import is_commercial
from ..domain.statuses import DANGEROUS_DOG_OPEN, HearingStatus, PermitStatus
from ..persistence.models.dangerous_dogs import DangerousDogCase
from ..persistence.models.enforcement import Hearing, HearingRequest, Notice
from ..persistence.models.permits import Permit, PermitAnimal
from ..persistence.profiles import profile_for


def _pending_timely():
    """Notice ids with a request made on time on file and no written decision yet (a subquery)."""
    timely = HearingRequest.select(HearingRequest.notice).where(HearingRequest.voided_at.is_null()
                                                               & (HearingRequest.late == False))  # noqa: E712
    decided = Hearing.select(Hearing.notice).where(Hearing.voided_at.is_null()
                                                   & (Hearing.status == HearingStatus.DECIDED))
    return Notice.id.in_(timely) & Notice.id.not_in(decided) & Notice.voided_at.is_null()


def stayed_permit_ids(jurisdiction_id: int | None = None, permit_ids=None) -> set[int]:
    """Revoked permits whose removal deadline a timely request stays now (W-90.10H5)."""
    q = (Notice.select(Notice.subject_id).join(Permit, on=(Permit.id == Notice.subject_id))
         .where((Notice.kind == "revocation") & (Notice.subject_table == "permit") & _pending_timely()
                & (Permit.status == PermitStatus.REVOKED) & (Notice.sent_on >= Permit.revoked_on)))
    if jurisdiction_id is not None:
        q = q.where(Notice.jurisdiction == jurisdiction_id)
    if permit_ids is not None:
        q = q.where(Notice.subject_id.in_(list(permit_ids)))
    return {pid for (pid,) in q.tuples()}


def removal_stayed(permit: Permit) -> bool:
    return permit.status == PermitStatus.REVOKED and permit.id in stayed_permit_ids(permit_ids=[permit.id])


def animal_stays(animal_id: int) -> list[tuple[str, str]]:
    """(rule id, reason) for each pending matter, requested on time, that an animal's disposal
    would forestall: a revocation of a permit it is kept under, a declaration of it as a
    dangerous dog."""
    out = []
    permit_ids = [p for (p,) in PermitAnimal.select(PermitAnimal.permit).where(PermitAnimal.animal == animal_id)
                  .tuples()]
    for permit in Permit.select().where(Permit.id.in_(sorted(stayed_permit_ids(permit_ids=permit_ids)))):
        rule = "W-90.10H5" if is_commercial(profile_for(permit.jurisdiction_id), permit.permit_type) else "T-4C"
        out.append((rule, f"the revocation of permit {permit.number}, under which the animal is kept, "
                                 "is before a hearing requested on time: its removal is stayed until the "
                                 "written decision"))
    cases = (DangerousDogCase.select(DangerousDogCase.number)
             .join(Notice, on=(Notice.id == DangerousDogCase.notice))
             .where((DangerousDogCase.animal == animal_id) & DangerousDogCase.voided_at.is_null()
                    & DangerousDogCase.status.in_(DANGEROUS_DOG_OPEN) & _pending_timely()))
    for (number,) in cases.tuples():
        out.append(("MN-347.50", f"the declaration in dangerous-dog case {number} is before a hearing requested "
                                 "on time: the dog is not disposed of until the written decision"))
    return out
