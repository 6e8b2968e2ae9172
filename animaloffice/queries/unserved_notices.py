"""The notices the law needs proven served that no attempt proves yet: the follow-up of service.

The rule: a notice is to be proven served when the owner's rights or the office's next step
count from its service: every notice with a hearing right (until the owner requests a hearing,
which shows it reached them), and the notices of the impound and the seizure (MN-347.14 and
MN-343.235, sent or posted), of quarantine (T-6D5) and of a hearing. Letters that start no
deadline (renewals, receipts) are not followed up.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from ..persistence.models.enforcement import HearingRequest, Notice
from .hearing_cases import matters_of
from .service_proofs import unproven

NEEDS_PROOF = ("impound", "posting", "quarantine", "seizure", "hearing")
KIND_WORDS = {"impound": "Impound notice", "posting": "Impound notice posted", "quarantine": "Quarantine notice",
              "seizure": "Seizure notice", "hearing": "Notice of hearing"}


@dataclass(frozen=True)
class Unserved:
    notice_id: int
    number: str
    kind: str
    what: str  # the matter of a notice with a hearing right ("permit application A-12"), else its kind
    recipient: str
    sent_on: date
    came_back: bool  # mail returned refused or unclaimed, nothing served since
    record_kind: str  # where it is served again: "notice" (its hearing case), "impound" or "hearing"
    record_id: int


def _opens(n: Notice) -> tuple[str, int]:
    if n.hearing_right:
        return "notice", n.id
    if n.subject_table in ("impound", "hearing") and n.subject_id is not None:
        return n.subject_table, n.subject_id
    return "notice", n.id


def without_proof(jurisdiction_id: int | None = None) -> list[Unserved]:
    """The notices the law needs proven served (the module's rule) that no standing attempt
    proves, oldest first."""
    q = Notice.select().where(Notice.voided_at.is_null() & (Notice.hearing_right | Notice.kind.in_(NEEDS_PROOF)))
    if jurisdiction_id is not None:
        q = q.where(Notice.jurisdiction == jurisdiction_id)
    notices = list(q.order_by(Notice.sent_on, Notice.id))
    requested = {r.notice_id for r in HearingRequest.select(HearingRequest.notice)
                 .where(HearingRequest.voided_at.is_null())}
    flags = unproven([n.id for n in notices if not (n.hearing_right and n.id in requested)])
    listed = [n for n in notices if n.id in flags]
    matters = matters_of([n for n in listed if n.hearing_right])
    out = []
    for n in listed:
        kind, rid = _opens(n)
        what = matters[n.id].title() if n.id in matters else KIND_WORDS.get(n.kind, "Notice")
        out.append(Unserved(n.id, n.number, n.kind, what,
                            n.recipient_name or "the owner", n.sent_on, flags[n.id], kind, rid))
    return out
