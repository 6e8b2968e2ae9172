"""W-90.10H3 on the records: which violations count, and the owners due for automatic review.

The rule (3 or more violations in a rolling 12 months, the count from the profile) is
``domain.violations.review_due``; this module gathers the violations it counts, the same way
for every caller: the owner's record, the Permits tab's review list, the review-list report and
the check made when a violation is recorded. Voided and dismissed violations do not count.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time

from peewee import fn

from ..domain import violations as rules
from ..domain.deadlines import one_year_earlier
from ..domain.statuses import PermitStatus
from ..persistence.models.enforcement import Violation
from ..persistence.models.licensing import License
from ..persistence.models.office import AuditEntry
from ..persistence.models.people import Owner
from ..persistence.models.permits import Permit
from ..persistence.profiles import profile_for
from .licenses import in_force
from .permits import in_force as permit_in_force


def _counted():
    return Violation.voided_at.is_null() & Violation.status.in_(rules.COUNTED_STATUSES)


def counted_violation_days(owner_id: int) -> list[date]:
    """Days of the owner's violations that count toward W-90.10H3 (not void, not dismissed)."""
    return sorted(d for (d,) in Violation.select(Violation.occurred_on)
                  .where((Violation.owner == owner_id) & _counted()).tuples())


def counted_violations(owner_id: int, on: date) -> dict[int, date]:
    """The owner's violations W-90.10H3 counts in the 12 months ending on `on`: id -> the day it happened."""
    return dict(Violation.select(Violation.id, Violation.occurred_on).where(
        (Violation.owner == owner_id) & _counted() & (Violation.occurred_on > one_year_earlier(on))
        & (Violation.occurred_on <= on)).tuples())


def review_answered(owner_id: int, permit_ids: list[int], on: date) -> bool:
    """Whether a review of one of these permits was recorded as done after the last of the owner's
    counted violations was recorded (its first audit entry: a violation entered days after it
    happened counts from its entry; one written without an entry, an old import's, from its day):
    that review answered the count; a violation recorded since asks for another."""
    days = counted_violations(owner_id, on)
    ids = [str(i) for i in days]
    first = {rid: at for rid, at in AuditEntry.select(AuditEntry.record_id, fn.MIN(AuditEntry.at)).where(
        (AuditEntry.table_name == "violation") & AuditEntry.record_id.in_(ids)).group_by(AuditEntry.record_id).tuples()}
    recorded = [first[str(i)] if str(i) in first else datetime.combine(day, time.min) for i, day in days.items()]
    if not recorded or not permit_ids:
        return False
    return AuditEntry.select().where((AuditEntry.action == "permit.review_done") & (AuditEntry.table_name == "permit")
                                     & AuditEntry.record_id.in_([str(i) for i in permit_ids])
                                     & (AuditEntry.at > max(recorded))).exists()


def reviews_owed(jurisdiction_id: int, on: date) -> list[ReviewOwner]:
    """The owners due for review (``owners_due_review``) who hold a permit in force and whose
    count no recorded review has answered (``review_answered``): the ones whose permits are to be
    put under review (the Tools menu's action, the Today list)."""
    out = []
    for o in owners_due_review(jurisdiction_id, on):
        held = [p.id for p in Permit.select(Permit.id).where(
            (Permit.owner == o.owner_id) & permit_in_force(on) & Permit.voided_at.is_null())]
        if held and not review_answered(o.owner_id, held, on):
            out.append(o)
    return out


@dataclass(frozen=True)
class ReviewOwner:
    owner_id: int
    owner_name: str
    violations: int  # counted violations in the 12 months ending on the day asked
    latest: date
    reached_on: date | None  # the first day the count reached the threshold
    licenses: str  # active licenses, "number (tag n)"
    permits: str  # active permit numbers
    explanation: str


def owners_due_review(jurisdiction_id: int, on: date | None = None) -> list[ReviewOwner]:
    """W-90.10H3: owners with the profile's number of counted violations (3) or more in the
    12 months ending on `on`, most violations first."""
    on = on or date.today()
    profile = profile_for(jurisdiction_id)
    threshold = rules.review_threshold(profile, on)
    if threshold <= 0:
        return []
    days: dict[int, list[date]] = {}
    q = (Violation.select(Violation.owner, Violation.occurred_on)
         .where((Violation.jurisdiction == jurisdiction_id) & _counted()
                & (Violation.occurred_on > one_year_earlier(on)) & (Violation.occurred_on <= on)))
    for owner_id, day in q.tuples():
        days.setdefault(owner_id, []).append(day)
    out = []
    for owner_id, owner_days in days.items():
        due = rules.review_due(profile, owner_days, on)
        if not due.value:
            continue
        ordered = sorted(owner_days)
        out.append(ReviewOwner(owner_id, Owner.get_by_id(owner_id).display_name, len(ordered), ordered[-1],
                               rules.review_reached_on(ordered, threshold), _licenses(owner_id),
                               _permits(owner_id), due.text()))
    return sorted(out, key=lambda r: (-r.violations, r.owner_name))


def _licenses(owner_id: int) -> str:
    return ", ".join(f"{n} (tag {t})" for n, t in License.select(License.number, License.tag_number)
                     .where((License.owner == owner_id) & in_force(License, date.today()))
                     .order_by(License.number).tuples())


def _permits(owner_id: int) -> str:
    today = date.today()
    return ", ".join(n for (n,) in Permit.select(Permit.number)
                     .where((Permit.owner == owner_id) & (Permit.status == PermitStatus.ACTIVE)
                            & Permit.voided_at.is_null()
                            & (Permit.expires_on.is_null() | (Permit.expires_on >= today)))
                     .order_by(Permit.number).tuples())

