"""Everything on file about an owner, oldest first: the timeline of the owner's record."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from ..domain import bites as brules
from ..domain import calls as crules
from ..domain import violations as vrules
from ..domain.impound import OUTCOMES
from ..domain.intake_kinds import NOT_IMPOUNDED, kind_words
from ..domain.money import fmt_cents
from ..persistence.models.animals import Animal, Litter, Ownership, Vaccination
from ..persistence.models.enforcement import Hearing, HearingRequest, Notice, Violation
from ..persistence.models.field import BiteReport, Call
from ..persistence.models.impounds import Impound
from ..persistence.models.licensing import Exemption, License
from ..persistence.models.money import Payment
from ..persistence.models.office import AuditEntry
from ..persistence.models.people import Address, Conviction, Owner, Phone
from ..persistence.models.permits import Permit, PermitApplication
from ..persistence.profiles import profile_for
from .owner_links import link_events


@dataclass(frozen=True)
class TimelineEvent:
    day: date
    what: str  # a short label: "License issued", "Impounded", ...
    record_kind: str  # the kind ctx.open_record understands: owner, animal, license, permit, ...
    record_id: int
    summary: str
    order: int = 0  # keeps events of one day in the order they happened

    def as_row(self) -> tuple:
        return (self.record_id, self.day, self.what, self.summary, self.record_kind)


def timeline(owner_id: int) -> list[TimelineEvent]:
    """Everything on file about an owner, oldest first."""
    ev: list[TimelineEvent] = []
    add = ev.append
    o = Owner.get_by_id(owner_id)
    add(TimelineEvent(o.created_at.date(), "Owner recorded", "owner", o.id, o.display_name, o.id))
    for a in Address.select().where(Address.owner == owner_id):
        add(TimelineEvent(a.valid_from, f"Address ({a.kind})", "owner", owner_id, a.one_line(), a.id))
        if a.valid_to:
            add(TimelineEvent(a.valid_to, f"Address ended ({a.kind})", "owner", owner_id, a.one_line(), a.id))
    for p in Phone.select().where(Phone.owner == owner_id):
        add(TimelineEvent(p.valid_from, f"Phone ({p.kind})", "owner", owner_id, p.number, p.id))
    for c in Conviction.select().where(Conviction.owner == owner_id):
        add(TimelineEvent(c.convicted_on, "Conviction" + (" (void)" if c.is_void else ""), "owner", owner_id,
                          f"{c.offense}" + (", animal cruelty" if c.animal_cruelty else "")
                          + (f" — {c.court}" if c.court else ""), c.id))
    names = {}
    for own in Ownership.select(Ownership, Animal).join(Animal).where(Ownership.owner == owner_id):
        a = own.animal
        label = f"{a.name or 'unnamed'} ({profile_for(a.jurisdiction_id).species_info(a.species).label.lower()})"
        names[a.id] = label
        add(TimelineEvent(own.start, "Animal acquired", "animal", a.id, f"{label}: {own.reason}", own.id))
        if own.end:
            add(TimelineEvent(own.end, "Animal left", "animal", a.id, label, own.id))
    if names:
        for v in Vaccination.select().where(Vaccination.animal.in_(list(names))):
            add(TimelineEvent(v.received_on, "Rabies certificate filed", "animal", v.animal_id,
                              f"{names[v.animal_id]}: vaccinated {v.vaccinated_on:%m/%d/%Y}, "
                              f"{v.duration_years}-year, {v.veterinarian}" + (" (void)" if v.is_void else ""), v.id))
    for lic in License.select(License, Animal.name).join(Animal).where(License.owner == owner_id):
        add(TimelineEvent(lic.issued_on, "License issued" + (" (void)" if lic.is_void else ""), "license",
                          lic.id, f"{lic.number}, tag {lic.tag_number}, {lic.year} for {lic.animal.name or 'unnamed'}"
                          f" — {fmt_cents(lic.fee_cents)}", lic.id))
        if lic.ended_on:
            add(TimelineEvent(lic.ended_on, "License ended", "license", lic.id,
                              f"{lic.number}: {lic.end_reason}", lic.id))
    for x in Exemption.select().where(Exemption.owner == owner_id):
        add(TimelineEvent(x.recorded_on, "Exemption recorded", "animal", x.animal_id,
                          f"{names.get(x.animal_id, 'animal')}: {x.reason.replace('_', ' ')}", x.id))
    for lt in Litter.select().where(Litter.owner == owner_id):
        add(TimelineEvent(lt.born_on, "Litter born", "owner", owner_id, f"{lt.count} {lt.species}", lt.id))
    for ap in PermitApplication.select().where(PermitApplication.owner == owner_id):
        add(TimelineEvent(ap.received_on, "Permit application" + (" (void)" if ap.is_void else ""),
                          "application", ap.id,
                          f"{ap.number}: {ap.permit_type.replace('_', ' ')}", ap.id))
        if ap.decided_on:
            add(TimelineEvent(ap.decided_on, f"Application {ap.status}", "application", ap.id, ap.number, ap.id))
    for pm in Permit.select().where(Permit.owner == owner_id):
        add(TimelineEvent(pm.issued_on, "Permit issued", "permit", pm.id,
                          f"{pm.number}: {pm.permit_type.replace('_', ' ')}"
                          + (f", expires {pm.expires_on:%m/%d/%Y}" if pm.expires_on else ""), pm.id))
        if pm.revoked_on:
            add(TimelineEvent(pm.revoked_on, "Permit revoked", "permit", pm.id, pm.number, pm.id))
    for im in Impound.select(Impound, Animal.name).join(Animal).where(Impound.owner == owner_id):
        name = im.animal.name or "unnamed"
        ground = profile_for(im.jurisdiction_id).item("seizure_grounds", im.ground)
        what = "Returned to owner in the field" if im.field_return else \
            kind_words(im.intake_type) if im.intake_type in NOT_IMPOUNDED else "Impounded"
        add(TimelineEvent(im.impounded_on, what + (" (void)" if im.is_void else ""), "impound", im.id,
                          f"{im.number}: {name}, {ground.text if ground else im.ground.replace('_', ' ')}"
                          + (f" at {im.found_place}" if im.found_place else ""), im.id))
        if im.outcome_on and not im.field_return:
            add(TimelineEvent(im.outcome_on, "Impound outcome", "impound", im.id,
                              f"{im.number}: {name}, {OUTCOMES.get(im.outcome, im.outcome.replace('_', ' '))}"
                              + (f" ({im.outcome_party})" if im.outcome_party else ""), im.id))
    for v in Violation.select().where(Violation.owner == owner_id):
        profile = profile_for(v.jurisdiction_id)
        add(TimelineEvent(v.occurred_on, "Violation" + (" (void)" if v.is_void else ""), "violation", v.id,
                          f"{vrules.describe(profile, v.kind, v.nuisance_kind)} ({v.rule_id})"
                          + (f" at {v.place}" if v.place else "") + f" — {v.status}", v.id))
    notice_ids = []
    for n in Notice.select().where(Notice.owner == owner_id):
        notice_ids.append(n.id)
        extra = f"; hearing request by {n.hearing_deadline:%m/%d/%Y}" if n.hearing_deadline else ""
        add(TimelineEvent(n.sent_on, "Notice sent" + (" (void)" if n.is_void else ""), "notice", n.id,
                          f"{n.number}: {n.kind.replace('_', ' ')} by {n.method.replace('_', ' ')}{extra}", n.id))
    if notice_ids:
        for r in HearingRequest.select().where(HearingRequest.notice.in_(notice_ids)):
            add(TimelineEvent(r.received_on, "Hearing requested", "notice", r.notice_id,
                              "late" if r.late else "on time", r.id))
        for h in Hearing.select().where(Hearing.notice.in_(notice_ids)):
            if h.scheduled_at:
                add(TimelineEvent(h.scheduled_at.date(), "Hearing", "hearing", h.id,
                                  f"before {h.body or 'the hearing body'}: {h.status}", h.id))
            if h.decision_on:
                add(TimelineEvent(h.decision_on, "Hearing decision", "hearing", h.id, h.decision, h.id))
    for pay in Payment.select().where(Payment.owner == owner_id):
        add(TimelineEvent(pay.received_on, "Payment" + (" (void)" if pay.is_void else ""), "payment", pay.id,
                          f"{pay.receipt_number}: {fmt_cents(pay.amount_cents)} by {pay.method}", pay.id))
    for m in Owner.select().where(Owner.merged_into == owner_id):
        entry = (AuditEntry.select(AuditEntry.at).where(
            (AuditEntry.action == "owner.merge") & (AuditEntry.table_name == "owner")
            & (AuditEntry.record_id == str(m.id))).order_by(AuditEntry.id.desc()).first())
        add(TimelineEvent(entry.at.date() if entry else m.created_at.date(), "Merged record", "owner", m.id,
                          f"{m.display_name} (owner {m.id}) merged into this record", m.id))
    for e in link_events(owner_id):
        add(TimelineEvent(e.day, e.what, "owner", e.other_id, e.summary, e.order))
    ev.extend(field_events(owner_id))
    ev.sort(key=lambda e: (e.day, e.order))
    return ev


def field_events(owner_id: int) -> list:
    """The officer's field work on the owner's history: the calls about the owner and the bites of
    the owner's animals. Never who called or who was bitten: the history is shown at the desk."""
    from ..persistence.profiles import profile_for
    from .calls import kind_label

    out = []
    for c in Call.select().where(Call.owner == owner_id):
        what = "Call for service" + (" (void)" if c.is_void else "")
        out.append(TimelineEvent(c.received_at.date(), what, "call", c.id,
                                 f"{c.number}: {kind_label(profile_for(c.jurisdiction_id), c.kind)} at {c.address}", c.id))
        if c.outcome_on:
            out.append(TimelineEvent(c.outcome_on, "Call closed", "call", c.id,
                                     f"{c.number}: {crules.OUTCOMES.get(c.outcome, c.outcome)}", c.id))
    for b in BiteReport.select().where(BiteReport.owner == owner_id):
        what = "Bite reported" + (" (void)" if b.is_void else "")
        out.append(TimelineEvent(b.bitten_on, what, "bite_report", b.id,
                                 f"{b.number}: bit {brules.VICTIM_KINDS[b.victim_kind].lower()} at {b.place}; "
                                 f"{brules.INJURIES[b.injury].lower()}", b.id))
    return out
