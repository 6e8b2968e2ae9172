"""The notices the law needs proven served that no attempt proves yet: the follow-up of service.

Which notices: a notice is to be proven served when the owner's rights or the office's next step
count from its service: every notice with a hearing right (until the owner requests a hearing,
which shows it reached them), and the notices of the impound and the seizure (MN-347.14 and
MN-343.235, sent or posted), of quarantine (T-6D5), of a hearing, and the written decision and the
letter on an appeal's outcome (an appeal's time, a removal period, a dangerous-dog decision's
effect count from their service or receipt). Letters that start no deadline (renewals,
receipts) are not followed up.

Until when: a notice leaves the list once what it served is over, when nothing the office may
still do or charge rests on its service any more. Per kind:

- impound, posting (MN-347.14): the impound closed (the animal released to its owner, returned in
  the field or disposed of) and nothing left unpaid on its bill. The notice is what allows the
  disposal, and fees still owed are owed by an owner who was told of the impound.
- quarantine (T-6D5): the same. Its quarantine ending is not enough: the animal's release or
  disposal after it still rests on the good-faith notice, and so does the board charged for it.
- seizure (MN-343.235): the same. The claimant's security and hearing are the ones the notice
  gave the right to, and the animal is not disposed of while one stands (``impound_release``).
- hearing: its hearing decided, or cancelled (a request withdrawn cancels it; a hearing set again
  sends a new notice). A hearing still to hold or decide rests on the owner having been told.
- citation: its violation paid, dismissed or referred for prosecution: no penalty of the office's
  own rests on the notice any more (one contested has a hearing requested, and left already).
- dangerous_dog (MN-347.50, MN-347.541): the case registered, rescinded or closed. The owner's
  registration is their own answer to the declaration (it shows the notice reached them); a case
  rescinded or closed leaves nothing standing on it.
- decision (T-4A, MN-347.541): its decision reversed (nothing runs against the owner from it any
  more); else only proof takes it off, as for a denial: the time to appeal and a removal period
  run from it.
- appeal (the letter on an appeal's outcome): only proof, as a removal period may count from it.
- denial, revocation (T-4A, T-4C, W-90.10H): only a hearing request (or proof) takes them off.
  Their decision stands unrequested once the request period counted from service has passed, and
  a revocation's removal period counts from it too: without proof neither is known to have run.
A notice whose record was voided leaves with it.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from ..domain.notice_kinds import kind_label
from ..domain.statuses import DangerousDogStatus, HearingStatus, ImpoundStatus, ViolationStatus
from ..persistence.models.dangerous_dogs import DangerousDogCase
from ..persistence.models.enforcement import Hearing, HearingRequest, Notice, Violation
from ..persistence.models.impounds import Impound
from ..persistence.models.money import Charge
from .hearing_cases import matters_of
from .service_proofs import FROM_NOTICE, TRACKED, latest_methods, unproven

NEEDS_PROOF = ("impound", "posting", "quarantine", "seizure", "hearing", "decision", "appeal")
IMPOUND_KINDS = ("impound", "posting", "quarantine", "seizure")  # served an impound: over when it is closed
HEARING_OVER = (HearingStatus.DECIDED, HearingStatus.CANCELLED)
CITATION_OVER = (ViolationStatus.PAID, ViolationStatus.DISMISSED, ViolationStatus.REFERRED)
CASE_OVER = (DangerousDogStatus.REGISTERED, DangerousDogStatus.RESCINDED, DangerousDogStatus.CLOSED)


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
    method: str = ""  # how it was sent, as an attempt's method ("certified", "hand"...), "" if unknown

    @property
    def awaited(self) -> str:
        """What would prove it served, in words, by how it was sent: a tracked letter's return, a
        hand delivery's or a posting's server."""
        if self.came_back:
            return "the mail came back refused or unclaimed; serve it another way"
        if self.method in TRACKED:
            return "the return of the mail when it comes back, or another attempt with its proof"
        if self.method in ("hand", "posted_premises", "posted_public"):
            return ("who delivered or posted it, and when" if self.method != "posted_public"
                    else "who posted it, each place and the day")
        if self.method == "first_class":
            return "who mailed it, and when (the affidavit of mailing), or another attempt with its proof"
        return "how, when and by whom it was served"

    @property
    def where(self) -> str:
        """Where its service is recorded, in words: "on the case", "on the impound", "on the hearing"."""
        return {"impound": "on the impound", "hearing": "on the hearing"}.get(self.record_kind, "on the case")


def _opens(n: Notice) -> tuple[str, int]:
    if n.hearing_right:
        return "notice", n.id
    if n.subject_table in ("impound", "hearing") and n.subject_id is not None:
        return n.subject_table, n.subject_id
    return "notice", n.id


def _read(model, ids: set[int], *columns, where=None) -> list:
    """The rows of `model` with these ids (or, with `where`, matching it on the ids' column), 500 at a time."""
    out: list = []
    ordered = sorted(ids)
    for start in range(0, len(ordered), 500):
        chunk = ordered[start:start + 500]
        q = model.select(*columns).where(where(chunk) if where is not None else model.id.in_(chunk))
        out += list(q.tuples())
    return out


def _subjects(notices: list[Notice], table: str) -> set[int]:
    return {n.subject_id for n in notices if n.subject_table == table and n.subject_id is not None}


def _over(notices: list[Notice]) -> set[int]:
    """Of these notices, those whose matter is over (the module's rule, per kind): by notice id."""
    impounds = _subjects([n for n in notices if n.kind in IMPOUND_KINDS], "impound")
    closed = {i for i, status, voided in _read(Impound, impounds, Impound.id, Impound.status, Impound.voided_at)
              if voided is not None or status != ImpoundStatus.HELD}
    owing = {i for (i,) in _read(Charge, closed, Charge.subject_id, where=lambda c: (
        (Charge.subject_table == "impound") & Charge.subject_id.in_(c) & Charge.payment.is_null()
        & Charge.voided_at.is_null()))}
    read = _read(Hearing, _subjects(notices, "hearing"), Hearing.id, Hearing.status, Hearing.decision, Hearing.voided_at)
    hearings = {i for i, status, _, voided in read if voided is not None or status in HEARING_OVER}
    reversed_ = {i for i, _, decision, voided in read if voided is not None or decision == "reversed"}
    violations = {i for i, status, voided in _read(Violation, _subjects(notices, "violation"), Violation.id,
                                                   Violation.status, Violation.voided_at)
                  if voided is not None or status in CITATION_OVER}
    cases = {i for i, status, voided in _read(DangerousDogCase, _subjects(notices, "dangerous_dog"),
                                              DangerousDogCase.id, DangerousDogCase.status, DangerousDogCase.voided_at)
             if voided is not None or status in CASE_OVER}
    out = set()
    for n in notices:
        if n.kind in IMPOUND_KINDS and n.subject_table == "impound":
            over = n.subject_id in closed and n.subject_id not in owing
        elif n.kind == "hearing" and n.subject_table == "hearing":
            over = n.subject_id in hearings
        elif n.kind == "decision" and n.subject_table == "hearing":
            over = n.subject_id in reversed_
        elif n.kind == "citation" and n.subject_table == "violation":
            over = n.subject_id in violations
        elif n.kind == "dangerous_dog" and n.subject_table == "dangerous_dog":
            over = n.subject_id in cases
        else:  # a denial or a revocation: only a request or proof ends it
            over = False
        if over:
            out.add(n.id)
    return out


def without_proof(jurisdiction_id: int | None = None) -> list[Unserved]:
    """The notices the law needs proven served that no standing attempt proves and whose matter is
    not over (the module's rule), oldest first."""
    q = Notice.select().where(Notice.voided_at.is_null() & (Notice.hearing_right | Notice.kind.in_(NEEDS_PROOF)))
    if jurisdiction_id is not None:
        q = q.where(Notice.jurisdiction == jurisdiction_id)
    notices = list(q.order_by(Notice.sent_on, Notice.id))
    requested = {r.notice_id for r in HearingRequest.select(HearingRequest.notice)
                 .where(HearingRequest.voided_at.is_null())}
    flags = unproven([n.id for n in notices if not (n.hearing_right and n.id in requested)])
    listed = [n for n in notices if n.id in flags]
    over = _over(listed)
    listed = [n for n in listed if n.id not in over]
    matters = matters_of([n for n in listed if n.hearing_right])
    sent = latest_methods([n.id for n in listed])
    out = []
    for n in listed:
        kind, rid = _opens(n)
        what = matters[n.id].title() if n.id in matters else kind_label(n.kind)
        out.append(Unserved(n.id, n.number, n.kind, what, n.recipient_name or "the owner", n.sent_on,
                            flags[n.id], kind, rid, sent.get(n.id) or FROM_NOTICE.get(n.method, "")))
    return out
