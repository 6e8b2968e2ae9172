"""After a closure or a holiday option changes a city's calendar: the holds and deadlines still open
recompute, each with the change explained on it (MN-645.44, MN-346.47, MN-645.15).

What is recomputed: the hold of an animal still held (T-6C, MN-346.47); a notice's last day to ask
for a hearing not yet asked for; a revocation's removal deadline (W-90.10H5) and the permit's; a
license order's business days (T-6D3); a dangerous-dog declaration's day to register or comply
(MN-347.50). Only a date still counted as the office first counted it is recomputed: a date set
another way (a hearing decision's new deadline, a longer hold of another rule) is left as it is.

A later day is written, with a line saying why. A day already given is never made earlier (a
notice has told the owner, a hold is a minimum): the record keeps it and says so.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from ..domain import dangerous_dogs as dd
from ..domain import impound as impound_rules
from ..domain.explain import Explained, fmt_short
from ..domain.profiles import Profile
from ..domain.roles import Actor
from ..domain.statuses import DangerousDogStatus, ImpoundStatus, PermitStatus
from ..persistence.models.dangerous_dogs import DangerousDogCase
from ..persistence.models.enforcement import Notice
from ..persistence.models.impounds import Impound
from ..persistence.models.permits import Permit
from ..queries.service_proofs import counting_day
from . import audit
from .common import save_versioned
from .notice_counts import notice_counts


@dataclass(frozen=True)
class Recomputed:
    table: str
    record_id: int
    number: str
    what: str  # "hold", "last day to request a hearing", ...
    before: date
    after: date
    kept: bool  # the new count was earlier: the day already given stands

    def text(self) -> str:
        if self.kept:
            return (f"{self.number}: {self.what} stays {fmt_short(self.before)} (it would now count to "
                    f"{fmt_short(self.after)}; a day already given is not made earlier)")
        return f"{self.number}: {self.what} moved from {fmt_short(self.before)} to {fmt_short(self.after)}"


def _note(today: date, change: str, r: Recomputed) -> str:
    return f"Recomputed on {fmt_short(today)} after the {change}: {r.text().split(': ', 1)[1]}."


def recompute(actor: Actor, jurisdiction_id: int, old: Profile, new: Profile, since: date,
              change: str) -> list[Recomputed]:
    """Recompute what counts over days from `since` on; runs in the caller's transaction."""
    out: list[Recomputed] = []
    out += _holds(actor, jurisdiction_id, old, new, since, change)
    out += _notices(actor, jurisdiction_id, old, new, since, change)
    out += _declarations(actor, jurisdiction_id, old, new, since, change)
    return out


def _compare(old: Explained[date], new: Explained[date], stored: date) -> tuple[date, bool] | None:
    """(the day to keep, kept?) when the stored day is the office's own count and the change moves
    it; None when there is nothing to do."""
    if stored != old.value or new.value == old.value:
        return None
    return (new.value, False) if new.value > old.value else (old.value, True)


def _holds(actor, jid, old, new, since, change) -> list[Recomputed]:
    out = []
    rows = Impound.select().where((Impound.jurisdiction == jid) & (Impound.status == ImpoundStatus.HELD)
                                  & Impound.voided_at.is_null() & (Impound.hold_last_day >= since))
    for row in rows.order_by(Impound.id):
        before_hold, after_hold = impound_rules.hold_period(old, row.impounded_on), \
            impound_rules.hold_period(new, row.impounded_on)
        if row.disposition_from != before_hold.disposition_from.value:
            continue
        found = _compare(before_hold.last_day, after_hold.last_day, row.hold_last_day)
        if found is None:
            continue
        r = Recomputed("impound", row.id, row.number, "the hold's last day", row.hold_last_day,
                       after_hold.last_day.value, found[1])
        before = audit.snapshot(row)
        if not r.kept:
            row.hold_last_day, row.disposition_from = after_hold.last_day.value, after_hold.disposition_from.value
        why = after_hold.disposition_from.text() if not r.kept else row.hold_explanation
        row.hold_explanation = f"{_note(date.today(), change, r)}\n{why}"
        save_versioned(row)
        audit.record(actor, "impound.hold_recomputed", row, before=before, note=r.text())
        out.append(r)
    return out


def _notices(actor, jid, old, new, since, change) -> list[Recomputed]:
    out = []
    rows = Notice.select().where((Notice.jurisdiction == jid) & Notice.voided_at.is_null()
                                 & ((Notice.hearing_deadline >= since) | (Notice.removal_deadline >= since)
                                    | (Notice.other_deadline >= since)))
    for n in rows.order_by(Notice.id):
        start = counting_day(n.id, n.sent_on)  # the day of the attempt its deadlines count from
        for field, what, count_from in notice_counts(n, old):
            def count(p: Profile, count_from=count_from) -> Explained[date]:
                return count_from(p, start)
            stored = getattr(n, field)
            found = _compare(count(old), count(new), stored) if stored >= since else None
            if found is None:
                continue
            r = Recomputed("notice", n.id, n.number, what, stored, count(new).value, found[1])
            before = audit.snapshot(n)
            if not r.kept:
                setattr(n, field, r.after)
                if field == "removal_deadline":
                    _permit_removal(actor, n, stored, r.after, r)
            n.explanation = "\n".join(x for x in (n.explanation, _note(date.today(), change, r)
                                                  + ("" if r.kept else f" {count(new).text()}")) if x)
            save_versioned(n)
            audit.record(actor, "notice.deadline_recomputed", n, before=before, note=r.text())
            out.append(r)
    return out


def _permit_removal(actor, n: Notice, was: date, now: date, r: Recomputed) -> None:
    """The revoked permit's removal deadline, when it is still the one the notice gave."""
    permit = Permit.get_or_none(Permit.id == n.subject_id) if n.subject_table == "permit" else None
    if permit is None or permit.removal_deadline != was or permit.status != PermitStatus.REVOKED:
        return
    before = audit.snapshot(permit)
    permit.removal_deadline = now
    save_versioned(permit)
    audit.record(actor, "permit.removal_deadline", permit, before=before, note=r.text())


def _declarations(actor, jid, old, new, since, change) -> list[Recomputed]:
    out = []
    rows = DangerousDogCase.select().where((DangerousDogCase.jurisdiction == jid)
                                           & (DangerousDogCase.status == DangerousDogStatus.DECLARED)
                                           & DangerousDogCase.voided_at.is_null()
                                           & DangerousDogCase.notice.is_null(False)
                                           & (DangerousDogCase.compliance_deadline >= since))
    for row in rows.order_by(DangerousDogCase.id):
        def count(p: Profile) -> Explained[date]:
            if row.decision_sent_on is None:
                return dd.registration_deadline(p, counting_day(row.notice_id, Notice.get_by_id(row.notice_id).sent_on))
            return dd.compliance_deadline(p, row.decision_sent_on, sent_by=row.decision_sent_by or "in_person",
                                          received_on=row.decision_received_on)
        found = _compare(count(old), count(new), row.compliance_deadline)
        if found is None:
            continue
        r = Recomputed("dangerous_dog", row.id, row.number, "the day to register or comply", row.compliance_deadline,
                       count(new).value, found[1])
        before = audit.snapshot(row)
        if not r.kept:
            row.compliance_deadline = r.after
        why = count(new).text() if not r.kept else row.compliance_why
        row.compliance_why = f"{_note(date.today(), change, r)} {why}"
        save_versioned(row)
        audit.record(actor, "dangerous_dog.deadline_recomputed", row, before=before, note=r.text())
        out.append(r)
    return out
