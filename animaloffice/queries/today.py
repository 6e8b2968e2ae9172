"""The day's deadlines in one list: what falls due today and this week, of every kind, for a city or
all of them. Each row names the record that opens it and what clears it: the action, then the facts.

Nothing here states a rule: each kind comes from the query its own tab or report lists (holds from
``impounds.holds_ending``, hearing steps and dangerous-dog registrations from ``hearings.follow_up``,
removals from ``permits.removals_overdue``, permits to apply for from ``permit_deadlines.permits_due``,
certificates and exemptions in ``today_licenses``, the days notices set in ``today_notices``).
A notice the law needs proven served (``unserved_notices``) stays on the list from the day it was
sent until its service is recorded or what it served is over.

A row whose day has passed with what it asks still undone stays, overdue, until that is done: the
exam after a quarantine (until certified), the hearing steps and a dangerous dog's duties
(``follow_up``'s urgent rows), animals to be removed (until the removal is recorded), an animal
permit not applied for by its day (T-7A, until an application is on file), the days notices set and
an exemption run out (``today_notices``, ``today_licenses``). A row that is only a window closing
leaves the day after, nothing being owed on it by its day: a hold's end (the animal may then be
disposed of, or still reclaimed), a quarantine's end (the exam after it is its own row), a hearing
request's last day (the decision stands; nothing is asked of the office), a hearing's day (then
"Hearing to record" follows it), a permit's expiry (the permit lapses; an owner still keeping what
needs one is then listed to apply, T-7A) and a rabies certificate's day (the license then needs
relicensing, ``today_licenses`` says why). ``follow_up``'s rows that ask no step of the office by a
day (a decision standing once no hearing was asked for, an appeal before the court) are the Hearings
tab's; an appeal is listed here on the day it was filed.
"""
from __future__ import annotations

from datetime import date, timedelta

from ..domain import quarantine as quarantine_rules
from ..domain.statuses import HearingStatus
from ..persistence.models.impounds import Impound
from ..persistence.models.people import Owner
from ..persistence.models.permits import Permit
from . import permits as permit_queries
from .due_item import DueItem, week_end
from .hearings import NO_PROOF, follow_up, hearing_rights, hearings_between
from .impounds import holds_ending, on_hand
from .office import list_jurisdictions
from .permit_deadlines import permits_due
from .review import reviews_owed
from .today_licenses import certificate_items, exemption_items
from .today_notices import notice_items
from .unserved_notices import without_proof


def _cities(jurisdiction_id: int | None) -> list[int]:
    return [jurisdiction_id] if jurisdiction_id is not None else [j.id for j in list_jurisdictions()]


def _impound_items(jurisdiction_id: int | None, today: date, end: date) -> list[DueItem]:
    out = []
    for r in holds_ending(jurisdiction_id, today, end, on=today):
        then = f"; it may be disposed of from {r.disposition_from:%m/%d/%Y}" if r.disposition_from else ""
        out.append(DueItem(r.hold_last_day, "Hold ends", f"{r.number} · {r.animal_name or r.species} · "
                           f"{r.owner or 'owner unknown'}", f"Owner reclaims the animal{then}", "impound",
                           r.impound_id, r.jurisdiction_id))
    rows = [r for r in on_hand(jurisdiction_id, today) if r.quarantine and r.quarantine_until]
    certified = dict(Impound.select(Impound.id, Impound.vet_certified_on)
                     .where(Impound.id.in_([r.impound_id for r in rows])).tuples()) if rows else {}
    for r in rows:
        who = f"{r.number} · {r.animal_name or r.species} · {r.owner or 'owner unknown'}"
        if quarantine_rules.exam_due(today, r.quarantine, r.quarantine_until, certified.get(r.impound_id)):
            out.append(DueItem(r.quarantine_until, "Veterinary exam after quarantine", who,
                               "A veterinarian's certificate of the exam recorded on the impound", "impound",
                               r.impound_id, r.jurisdiction_id, r.quarantine_until < today))
        elif today <= r.quarantine_until <= end:
            out.append(DueItem(r.quarantine_until, "Quarantine ends", who,
                               "The veterinarian's exam at its end, then release or disposition", "impound",
                               r.impound_id, r.jurisdiction_id))
    return out


def _hearing_items(jurisdiction_id: int, today: date, end: date) -> list[DueItem]:
    out = []
    for row in hearing_rights(jurisdiction_id, today):
        if row.days_left is not None and today <= row.deadline <= end:
            out.append(DueItem(row.deadline, "Hearing request deadline", f"{row.number} · {row.recipient} · "
                               f"{row.matter}", "A hearing request received by this day; without one the "
                               "decision stands", "notice", row.id, jurisdiction_id))
    for f in follow_up(jurisdiction_id, today, since=today, proof=False):  # those: _proof_items
        if f.due <= end and (f.urgent or f.due >= today):
            kind, rid = ("hearing", f.hearing_id) if f.hearing_id else ("notice", f.notice_id)
            who, fact = f.detail.split(": ", 1)
            out.append(DueItem(f.due, f.what, who, f"{f.clears} — {fact}", kind, rid, jurisdiction_id,
                               f.due < today))
    for h in hearings_between(jurisdiction_id, today, end):
        if h.status == HearingStatus.SCHEDULED:
            out.append(DueItem(h.at.date(), f"Hearing at {h.at:%H:%M}", f"{h.who} · {h.matter}",
                               f"Hold the hearing ({h.body}, {h.place}) and record it", "hearing", h.hearing_id,
                               jurisdiction_id))
    return out


def _proof_items(jurisdiction_id: int, today: date) -> list[DueItem]:
    """Every notice the law needs proven served that nothing proves yet (``unserved_notices``),
    listed from the day it was sent until its service is recorded or what it served is over."""
    out = []
    for n in without_proof(jurisdiction_id):
        if n.sent_on <= today:
            clears = f"Record service {n.where}: {n.awaited}"
            out.append(DueItem(n.sent_on, NO_PROOF, f"{n.number} · {n.recipient} · {n.what}", clears,
                               n.record_kind, n.record_id, jurisdiction_id, n.came_back, n.notice_id))
    return out


def _permit_items(city: int, today: date, end: date) -> list[DueItem]:
    out = []
    for r in permit_queries.removals_overdue(city, end + timedelta(days=1)):
        out.append(DueItem(r.removal_deadline, "Animals to be removed", f"{r.number} · {r.owner_name}",
                           "The removal recorded on the revoked permit", "permit", r.permit_id, city,
                           r.removal_deadline < today))
    q = (Permit.select(Permit.id, Permit.number, Permit.expires_on, Permit.owner)
         .where((Permit.jurisdiction == city) & permit_queries.in_force(today) & Permit.voided_at.is_null()
                & Permit.expires_on.between(today, end)).order_by(Permit.expires_on))
    for p in q:
        out.append(DueItem(p.expires_on, "Permit expires", f"{p.number} · {p.owner.display_name}",
                           "A renewal application approved before it lapses", "permit", p.id, city))
    for d in permits_due(city, today):  # every owner with no application on file, the late ones too
        if d.apply_by.value <= end:
            clears = ("An application for an animal permit received by this day" if not d.late else
                      "An application for an animal permit received: the day has passed, it is late")
            out.append(DueItem(d.apply_by.value, "Animal permit to apply for", f"{d.owner_name} · {d.address}",
                               f"{clears} — {d.trigger_text}", "owner_history", d.owner_id, city, d.late))
            # the owner's record, where T-7A shows
    return out + _review_items(city, today)


def _review_items(city: int, today: date) -> list[DueItem]:
    """The permit steps an officer owes with no day of their own, listed from the day they arose
    until done: a hobbyist breeder's permit to reclassify after the litter that made the holder a
    professional (W-90.01), an owner's permits to put under review once the violations reached
    the count (W-90.10H3), and a permit under review until the review is recorded or the permit
    revoked."""
    out = []
    for r in permit_queries.reclassifications_due(city, today):
        day = r.third_litter_on or today
        out.append(DueItem(day, "Breeder permit to reclassify", f"{r.number} · {r.owner_name}",
                           f"The permit reclassified as a professional breeder's — {r.explanation}", "permit",
                           r.permit_id, city, day < today))
    reviewing = list(Permit.select(Permit.id, Permit.number, Owner.id, Owner.display_name).join(Owner).where(
        (Permit.jurisdiction == city) & Permit.under_review & permit_queries.in_force(today)
        & Permit.voided_at.is_null()).order_by(Permit.id))
    flagged = {p.owner.id for p in reviewing}
    for o in reviews_owed(city, today):
        if o.owner_id not in flagged:
            day = o.reached_on or today
            out.append(DueItem(day, "Permits to put under review", f"{o.owner_name} · {o.permits}",
                               f"The owner's permits put under review (Tools menu) — {o.explanation}",
                               "owner_history", o.owner_id, city, day < today))
    for p in reviewing:
        out.append(DueItem(today, "Permit under review", f"{p.number} · {p.owner.display_name}",
                           "The review recorded as done, or the permit revoked", "permit", p.id, city))
    return out


def due_this_week(jurisdiction_id: int | None, today: date | None = None) -> list[DueItem]:
    """Every deadline from today to the week's end (and the steps already overdue that still need
    doing), soonest first, for one city or (None) all."""
    today = today or date.today()
    end = week_end(today)
    out = _impound_items(jurisdiction_id, today, end)
    for city in _cities(jurisdiction_id):
        out += (_hearing_items(city, today, end) + _proof_items(city, today) + _permit_items(city, today, end)
                + notice_items(city, today, end) + certificate_items(city, today, end)
                + exemption_items(city, today, end))
    return sorted(out, key=lambda d: (d.due, d.kind, d.who))
