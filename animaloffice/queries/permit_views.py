"""One application or permit with everything the Permits tab shows about it."""
from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date

from ..domain import permits as rules
from ..domain.errors import Refusal
from ..domain.explain import Explained
from ..domain.hearings import hearing_request_deadline
from ..domain.statuses import AnimalStatus, ApplicationStatus, PermitStatus
from ..persistence.fetch import fetch
from ..persistence.models.animals import Animal
from ..persistence.models.enforcement import HearingRequest, Notice
from ..persistence.models.people import Owner
from ..persistence.models.permits import ApplicationAnimal, Inspection, Permit, PermitAnimal, PermitApplication
from ..persistence.profiles import profile_for
from .charges import unpaid_charges
from .hearing_stays import removal_stayed
from .hearing_terms import hearing_terms
from .owner_contact import current_address
from .permits import litter_dates, reasons_of


@dataclass(frozen=True)
class InspectionLine:
    id: int
    inspected_on: date
    inspector: str
    result: str
    version: int = 1


@dataclass(frozen=True)
class NoticeLine:
    id: int
    number: str
    kind: str
    sent_on: date
    hearing_deadline: date | None
    removal_deadline: date | None
    hearing_requested_on: date | None = None


@dataclass(frozen=True)
class ApplicationView:
    id: int
    number: str
    jurisdiction_id: int
    owner_id: int
    owner_name: str
    permit_type: str
    type_label: str
    commercial: bool
    received_on: date
    premises: str
    description: str
    animals: tuple[str, ...]
    animal_count: int
    factors: tuple[tuple[str, str], ...]
    details: tuple[tuple[str, str], ...]
    fee_cents: int
    unpaid_cents: int
    status: str
    decided_on: date | None
    reasons: tuple[tuple[str, str], ...]
    conditions: str
    expires_on: date | None
    version: int
    inspections: tuple[InspectionLine, ...]
    notices: tuple[NoticeLine, ...]
    permit_id: int | None
    refusals: tuple[Refusal, ...]  # what the ordinance forbids today, while pending
    apply_by: Explained | None
    falsified: bool = False
    void_reason: str = ""  # T-7B: voided as entered in error (then also voided_by)
    voided_by: str = ""


@dataclass(frozen=True)
class PermitView:
    id: int
    number: str
    jurisdiction_id: int
    owner_id: int
    owner_name: str
    permit_type: str
    type_label: str
    commercial: bool
    premises: str
    description: str
    animals: tuple[str, ...]
    status: str
    issued_on: date
    expires_on: date | None
    conditions: str
    fee_cents: int
    under_review: bool
    revoked_on: date | None
    revocation_reasons: tuple[tuple[str, str], ...]
    removal_deadline: date | None
    removal_done_on: date | None
    transferred_from: str
    application_id: int | None
    application_number: str
    version: int
    inspections: tuple[InspectionLine, ...]
    notices: tuple[NoticeLine, ...]
    breeder: Explained | None
    grounds: tuple[tuple[str, str, str], ...]  # revocation grounds this permit's ordinance gives
    unpaid_cents: int = 0  # the permit's fees charged and not yet paid
    fee_subjects: tuple[tuple[str, int], ...] = ()  # where they are charged (see ``fee_subjects``)
    removal_stayed: bool = False  # a hearing requested on time stays the removal deadline (W-90.10H5)
    changed_on: date | None = None  # T-4A: the conditions changed (the holder moved), to decide
    change_note: str = ""


def _inspections(q) -> tuple[InspectionLine, ...]:
    return tuple(InspectionLine(i.id, i.inspected_on, i.inspector, i.result, i.version)
                 for i in q.where(Inspection.voided_at.is_null()).order_by(Inspection.inspected_on, Inspection.id))


def _notices(table: str, rid: int) -> tuple[NoticeLine, ...]:
    out = []
    for n in Notice.select().where((Notice.subject_table == table) & (Notice.subject_id == rid)
                                   & Notice.voided_at.is_null()).order_by(Notice.sent_on, Notice.id):
        req = (HearingRequest.select(HearingRequest.received_on)
               .where((HearingRequest.notice == n) & HearingRequest.voided_at.is_null()).first())
        out.append(NoticeLine(n.id, n.number, n.kind, n.sent_on, n.hearing_deadline, n.removal_deadline,
                              req.received_on if req else None))
    return tuple(out)


def _animal_lines(profile, animal_ids, species_json="[]") -> tuple[str, ...]:
    out = []
    for a in Animal.select().where(Animal.id.in_(list(animal_ids))).order_by(Animal.id):
        weight = f", {a.weight_lb} lb" if a.weight_lb else ""
        out.append(f"{a.name or '(no name)'} — {profile.species_info(a.species).label}{weight}")
    counts: dict[str, int] = {}
    for code in json.loads(species_json or "[]"):
        counts[code] = counts.get(code, 0) + 1
    for code, n in counts.items():
        out.append(profile.species_info(code).label + (f" × {n}" if n > 1 else ""))
    return tuple(out)


def application_view(application_id: int, on: date | None = None) -> ApplicationView:
    from .permit_checks import approval_refusals, fee_owing

    on = on or date.today()
    app = fetch(PermitApplication, application_id, "application_id", allow_void=True)
    profile = profile_for(app.jurisdiction_id)
    ids = [l.animal_id for l in ApplicationAnimal.select().where(ApplicationAnimal.application == app)]
    factors = json.loads(app.factors or "{}")
    labels = dict(rules.FACTORS)
    details = []
    if app.heaviest_primate_lb is not None:
        details.append(("Heaviest primate", f"{app.heaviest_primate_lb} lb"))
    if app.other_permit_needed:
        details.append(("Other authority's permit", f"{app.other_permit_needed} — "
                                                     f"{'held' if app.other_permit_held else 'NOT held'}"))
    if app.for_profit:
        details.append(("Breeds for profit", "yes"))
    if app.government_operated:
        details.append(("Government-operated", "yes (W-90.10B)"))
    if app.operation_began_on:
        details.append(("Began operating without a permit", f"{app.operation_began_on:%m/%d/%Y}"))
    if app.acquired_on:
        details.append(("Animal acquired", f"{app.acquired_on:%m/%d/%Y}"))
    if app.is_reapplication:
        details.append(("Reapplication", "yes (W-90.10H7 fee charged)"))
    if app.falsified:
        details.append(("Information withheld or falsified", "yes (W-90.10H4)"))
    permit = Permit.select(Permit.id).where(Permit.application == app).order_by(Permit.id).first()
    return ApplicationView(
        app.id, app.number, app.jurisdiction_id, app.owner_id, Owner.get_by_id(app.owner_id).display_name,
        app.permit_type, profile.item("permit_types", app.permit_type).text, rules.is_commercial(profile, app.permit_type),
        app.received_on, app.premises, app.description, _animal_lines(profile, ids, app.species), app.animal_count,
        tuple((labels.get(k, k), v) for k, v in factors.items()), tuple(details), app.fee_cents,
        fee_owing(app.id),
        app.status, app.decided_on, tuple(reasons_of(app.decision_reasons)), app.conditions, app.expires_on,
        app.version, _inspections(Inspection.select().where(Inspection.application == app)),
        _notices("permit_application", app.id), permit.id if permit else None,
        tuple(approval_refusals(app.id, on)) if app.status == ApplicationStatus.PENDING and not app.is_void else (),
        rules.application_deadline(profile, app.acquired_on) if app.acquired_on else None, app.falsified,
        app.void_reason or "", app.voided_by or "")


def permit_view(permit_id: int) -> PermitView:
    p = fetch(Permit, permit_id, "permit_id", allow_void=True)
    profile = profile_for(p.jurisdiction_id)
    commercial = rules.is_commercial(profile, p.permit_type)
    app = PermitApplication.get_by_id(p.application_id) if p.application_id else None
    ids = [l.animal_id for l in PermitAnimal.select().where(PermitAnimal.permit == p)]
    breeder = None
    if commercial and p.permit_type in rules.BREEDER_TYPES:
        breeder = rules.breeder_class(profile, litter_dates(p.owner_id), date.today(),
                                      for_profit=bool(app and app.for_profit))
    return PermitView(
        p.id, p.number, p.jurisdiction_id, p.owner_id, Owner.get_by_id(p.owner_id).display_name, p.permit_type,
        profile.item("permit_types", p.permit_type).text, commercial, p.premises, p.description,
        _animal_lines(profile, ids, app.species if app else "[]"),
        rules.effective_status(p.status, p.expires_on, date.today()), p.issued_on, p.expires_on,
        p.conditions, p.fee_cents, p.under_review, p.revoked_on, tuple(reasons_of(p.revocation_reasons)),
        p.removal_deadline, p.removal_done_on,
        Permit.get_by_id(p.transferred_from_id).number if p.transferred_from_id else "",
        p.application_id, app.number if app else "", p.version,
        _inspections(Inspection.select().where(Inspection.permit == p)), _notices("permit", p.id), breeder,
        rules.revocation_grounds(profile, p.permit_type),
        sum(c.amount_cents for c in owing(fee_subjects(p))), fee_subjects(p), removal_stayed(p),
        p.changed_on if p.status == PermitStatus.ACTIVE else None,
        p.change_note if p.status == PermitStatus.ACTIVE else "")


def fee_subjects(permit: Permit) -> tuple[tuple[str, int], ...]:
    """Where a permit's fees are charged: a transfer fee on the permit itself; the permit fee on the
    application it was issued on (a transferred permit's application fee was the old holder's)."""
    out = [("permit", permit.id)]
    if permit.application_id and not permit.transferred_from_id:
        out.append(("permit_application", permit.application_id))
    return tuple(out)


def owing(subjects) -> list:
    """The unpaid charges of these (table, id) subjects."""
    return [c for table, rid in subjects for c in unpaid_charges(subject_table=table, subject_id=rid)]


def owner_premises(owner_id: int) -> str:
    addr = current_address(owner_id, "premises") or current_address(owner_id)
    return addr.one_line() if addr else ""


def notice_preview(jurisdiction_id: int, permit_type: str, sent_on: date, revocation: bool
                   ) -> tuple[Explained, Explained | None]:
    """The hearing-request deadline (and removal deadline) a notice sent on `sent_on` would set."""
    profile = profile_for(jurisdiction_id)
    rule = rules.hearing_rule(profile, permit_type, revocation)
    terms = hearing_terms(jurisdiction_id, "permit_revocation" if revocation else "permit_denial")
    hearing = hearing_request_deadline(profile, sent_on, rule_id=rule, body=terms.body)
    removal = None
    if revocation and rules.has_removal_period(profile):  # T-4C: none; it takes effect after the hearing deadline
        removal = rules.removal_deadline(profile, sent_on)
    return hearing, removal


@dataclass(frozen=True)
class FeePreview:
    total_cents: int
    lines: tuple[str, ...]
    refusals: tuple[Refusal, ...]


def application_fee_preview(owner_id: int, permit_type: str, *, government_operated: bool | None,
                            on: date) -> FeePreview:
    """What recording this application would charge, or why it would be refused (W-90.10H7)."""
    from .permit_checks import last_denial_on

    owner = Owner.get_by_id(owner_id)
    profile = profile_for(owner.jurisdiction_id)
    gov = owner.government_operated if government_operated is None else government_operated
    fee = rules.permit_fee(profile, permit_type, government_operated=gov, on=on)
    denied = last_denial_on(owner.id, owner.jurisdiction_id) if rules.is_commercial(profile, permit_type) else None
    refusals = tuple(rules.reapplication_refusals(profile, denied, on))
    lines, total = [fee.text()], fee.value
    if denied is not None and not refusals:
        extra = rules.reapplication_fee(profile, on)
        lines.append(extra.text())
        total += extra.value
    return FeePreview(total, tuple(lines), refusals)


def owner_animals(owner_id: int) -> list[tuple[int, str, str]]:
    """(id, name, species label) of the owner's active animals, for choosing what a permit covers."""
    owner = Owner.get_by_id(owner_id)
    profile = profile_for(owner.jurisdiction_id)
    return [(a.id, a.name or "(no name)", profile.species_info(a.species).label)
            for a in Animal.select().where((Animal.owner == owner_id) & (Animal.status == AnimalStatus.ACTIVE)
                                           & Animal.voided_at.is_null()).order_by(Animal.name)]
