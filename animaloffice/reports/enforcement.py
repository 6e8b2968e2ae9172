"""Enforcement lists: permits expiring, hearing-request deadlines this week, and the
W-90.10H3 review list (owners with 3 or more violations in 12 months)."""
from __future__ import annotations

from datetime import date, timedelta

from ..domain import violations as vrules
from ..domain.report_tables import Column, ReportResult
from ..domain.statuses import PermitStatus
from ..persistence.models.enforcement import HearingRequest, Notice
from ..persistence.models.people import Owner
from ..persistence.models.permits import Permit
from ..persistence.profiles import profile_for
from ..queries.review import owners_due_review
from .base import Param, ReportSpec
from .common import current_addresses, jurisdiction_name, week_bounds
from .common import days_left as _days_left


def permits_expiring(*, jurisdiction_id: int, on: date, days: int = 60) -> ReportResult:
    profile = profile_for(jurisdiction_id)
    q = (Permit.select(Permit, Owner).join(Owner, on=(Permit.owner == Owner.id))
         .where((Permit.jurisdiction == jurisdiction_id) & Permit.voided_at.is_null()
                & (Permit.status == PermitStatus.ACTIVE) & Permit.expires_on.is_null(False)
                & (Permit.expires_on <= on + timedelta(days=days)))
         .order_by(Permit.expires_on, Permit.number))
    rows = []
    for p in q:
        item = profile.item("permit_types", p.permit_type)
        left = (p.expires_on - on).days
        rows.append((p.id, p.number, item.text if item else p.permit_type, p.owner.display_name, p.premises,
                     p.issued_on, p.expires_on, "expired" if left < 0 else _days_left(left),
                     "yes" if p.under_review else ""))
    return ReportResult(
        title="Permits expiring", subtitle=f"{jurisdiction_name(jurisdiction_id)} · on {on:%m/%d/%Y} · "
                                           f"expiring within {days} days",
        columns=(Column("number", "Permit"), Column("type", "Type"), Column("owner", "Holder"),
                 Column("premises", "Premises"), Column("issued", "Issued", "date"),
                 Column("expires", "Expires", "date"), Column("left", "Left"), Column("review", "Under review")),
        rows=rows, record_kind="permit", personal=True,
        notes=["Active permits only; a permit past its date that is still active needs renewal or closing."])


def hearing_deadlines(*, jurisdiction_id: int, on: date) -> ReportResult:
    """Notices carrying a hearing right whose request deadline falls in the week of `on`."""
    monday, sunday = week_bounds(on)
    q = (Notice.select().where((Notice.jurisdiction == jurisdiction_id) & Notice.voided_at.is_null()
                               & Notice.hearing_right & (Notice.hearing_deadline >= monday)
                               & (Notice.hearing_deadline <= sunday))
         .order_by(Notice.hearing_deadline, Notice.number))
    rows = []
    for n in q:
        requested = HearingRequest.select().where((HearingRequest.notice == n.id)
                                                  & HearingRequest.voided_at.is_null()).first()
        left = (n.hearing_deadline - on).days
        rows.append((n.id, n.number, n.kind.replace("_", " "), n.recipient_name, n.sent_on, n.method.replace("_", " "),
                     n.hearing_deadline, f"{n.hearing_deadline:%A}",
                     _days_left(left),
                     f"received {requested.received_on:%m/%d/%Y}" if requested else ""))
    return ReportResult(
        title="Hearing-request deadlines this week",
        subtitle=f"{jurisdiction_name(jurisdiction_id)} · week of {monday:%m/%d/%Y} to {sunday:%m/%d/%Y}",
        columns=(Column("number", "Notice"), Column("kind", "Kind"), Column("recipient", "Sent to"),
                 Column("sent", "Sent", "date"), Column("method", "How"), Column("deadline", "Deadline", "date"),
                 Column("weekday", "Day"), Column("left", "Left"), Column("request", "Hearing request")),
        rows=rows, record_kind="notice", personal=True,
        notes=["Deadlines counted by MN-645.15: the notice date plus the period; a last day on a weekend "
               "or legal holiday moves to the next business day."])


def review_list(*, jurisdiction_id: int, on: date) -> ReportResult:
    """W-90.10H3: owners with the profile's number (3) of violations or more in the 12 months
    ending on `on`, with the licenses and permits to review: the list of ``queries.review``
    (the Permits tab shows the same owners)."""
    profile = profile_for(jurisdiction_id)
    threshold = vrules.review_threshold(profile, on)
    columns = (Column("owner", "Owner"), Column("address", "Address"),
               Column("count", "Violations in 12 months", "number"), Column("reached", "Reached on", "date"),
               Column("licenses", "Active licenses"), Column("permits", "Active permits"))
    subtitle = f"{jurisdiction_name(jurisdiction_id)} · 12 months ending {on:%m/%d/%Y}"
    if threshold <= 0:
        return ReportResult("Review list (W-90.10H3)", subtitle, columns, [],
                            notes=[f"The {profile.name} profile has no automatic review after repeated "
                                   "violations."], record_kind="owner", personal=True)
    due = sorted(owners_due_review(jurisdiction_id, on), key=lambda r: r.owner_name)
    addresses = current_addresses([r.owner_id for r in due])
    rows = [(r.owner_id, r.owner_name, addresses.get(r.owner_id, ""), r.violations, r.reached_on, r.licenses,
             r.permits) for r in due]
    return ReportResult(
        title="Review list (W-90.10H3)", subtitle=subtitle, columns=columns, rows=rows, record_kind="owner",
        personal=True, notes=[f"{threshold} or more violations in 12 months put every license and permit "
                              f"of the owner up for review ({profile.citations.get('automatic_review', 'W-90.10H3')}). "
                              "Dismissed and voided violations do not count."])


SPECS = (
    ReportSpec("permits_expiring", "Permits expiring", "Active permits reaching their expiration date.",
               (Param("jurisdiction_id", "Jurisdiction", "jurisdiction"), Param("on", "As of", "date", date.today),
                Param("days", "Within (days)", "days", 60)),
               permits_expiring, ("T-4A", "W-90.10C-E")),
    ReportSpec("hearing_deadlines", "Hearing deadlines this week",
               "Notices whose hearing-request deadline passes in the week.",
               (Param("jurisdiction_id", "Jurisdiction", "jurisdiction"),
                Param("on", "Week of", "date", date.today)),
               hearing_deadlines, ("MN-645.15",)),
    ReportSpec("review_list", "Review list (W-90.10H3)",
               "Owners with 3 or more violations in 12 months, with their licenses and permits.",
               (Param("jurisdiction_id", "Jurisdiction", "jurisdiction"), Param("on", "As of", "date", date.today)),
               review_list, ("W-90.10H3",)),
)
