"""Violations and citations: record, cite or refer for prosecution, pay, contest, dismiss (T-8A, W-90.05C).

A violation is recorded against an owner (and optionally one of the owner's
animals). Issuing a citation gives it a number, fixes the amount from the
profile (the W-90.05C penalty where the animal was taken into custody for
running at large that day, see ``domain.at_large`` and ``services.at_large``),
charges it to the owner and records the citation notice with the owner's
right to a hearing and its deadline (MN-645.15). Where the ordinance gives no administrative penalty
for the violation (Tracy: every violation is a misdemeanor, T-8A) the citation is referred for
prosecution: numbered, nothing charged, no hearing before the city; or, as the profile says, refused. The wording of the printed
citation is in ``resources/letters/citation.txt``.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date

from ..domain import at_large as at_large_rules
from ..domain import validate
from ..domain import violations as rules
from ..domain.citations import citation_for, in_words
from ..domain.errors import Refusal, RuleViolation, ValidationError
from ..domain.explain import Explained, fmt_date
from ..domain.hearings import hearing_request_deadline
from ..domain.money import fmt_cents
from ..domain.receipts import Receipt
from ..domain.roles import Actor
from ..domain.statuses import ViolationStatus
from ..persistence.fetch import fetch
from ..persistence.models.animals import Animal
from ..persistence.models.enforcement import Notice, Violation
from ..persistence.models.money import Charge
from ..persistence.models.people import Owner
from ..persistence.profiles import profile_for
from ..queries.hearing_terms import hearing_terms
from ..queries.office import office_settings
from ..queries.owner_contact import mailing_address
from ..queries.review import counted_violation_days
from . import at_large
from .citation_languages import citation_version
from .common import fetch_owner
from .hearing_setup import how_to_ask
from .notices import record_notice
from .numbering import next_record_number
from .office_action import OfficeAction
from .payments import PaymentInput, add_charge, settle
from .permit_notice_languages import with_languages


@dataclass(frozen=True)
class ViolationInfo:
    id: int
    kind: str
    nuisance_kind: str
    rule_id: str
    occurred_on: date
    status: str
    version: int
    review: Explained[bool]  # W-90.10H3 for the owner after this violation


@dataclass(frozen=True)
class CitationIssued:
    violation_id: int
    citation_number: str
    amount_cents: int
    amount_explanation: str
    rule_id: str
    charge_id: int | None  # none for a citation referred for prosecution
    notice_id: int
    notice_number: str
    hearing_deadline: date | None  # none for a citation referred for prosecution (the court's)
    referred: bool = False


def _clean_details(place, officer, evidence):
    return (validate.text("place", place, max_len=300),
            validate.text("officer", officer, max_len=120),
            validate.text("evidence", evidence, max_len=8000, multiline=True))


def record_violation(actor: Actor, *, owner_id: int, kind: str, occurred_on: date,
                     animal_id: int | None = None, nuisance_kind: str = "", place: str = "",
                     officer: str = "", evidence: str = "") -> ViolationInfo:
    """Record a violation (T-8A kind, T-2C nuisance kind) with where, who saw it and the evidence."""
    act = OfficeAction(actor, "record_violation")
    kind = validate.text("kind", kind, max_len=40, required=True)
    nuisance_kind = validate.text("nuisance_kind", nuisance_kind, max_len=40)
    occurred_on = validate.day("occurred_on", occurred_on, not_after=date.today())
    place, officer, evidence = _clean_details(place, officer, evidence)
    with act:
        owner = fetch_owner(owner_id, "owner_id")
        profile = profile_for(owner.jurisdiction_id)
        refusals = rules.kind_refusals(profile, kind, nuisance_kind)
        if refusals:
            raise RuleViolation(refusals, field="nuisance_kind" if refusals[0].rule_id == "T-2C" else "kind")
        animal = None
        if animal_id is not None:
            animal = fetch(Animal, animal_id, "animal_id")
            if animal.jurisdiction_id != owner.jurisdiction_id:
                raise ValidationError("animal_id", "the animal is recorded in another jurisdiction")
        row = act.create(Violation, "violation.record", jurisdiction=owner.jurisdiction_id, owner=owner,
                         animal=animal, kind=kind, nuisance_kind=nuisance_kind,
                         rule_id=rules.rule_for(profile, kind, nuisance_kind), occurred_on=occurred_on, place=place,
                         officer=officer or actor.username, evidence=evidence, status=ViolationStatus.OPEN)
        review = rules.review_due(profile, counted_violation_days(owner.id), occurred_on)
        if review.value:
            act.created(row, "violation.review_due", after={"owner_id": owner.id}, note=review.text())
    return ViolationInfo(row.id, kind, nuisance_kind, row.rule_id, occurred_on, row.status, row.version, review)


def update_violation(actor: Actor, violation_id: int, *, expected_version: int, place: str | None = None,
                     officer: str | None = None, evidence: str | None = None) -> int:
    """Correct where it happened, the officer or the evidence notes; returns the new version."""
    act = OfficeAction(actor, "record_violation")
    with act:
        row = act.fetch(Violation, violation_id, "violation_id")
        place, officer, evidence = _clean_details(row.place if place is None else place,
                                                  row.officer if officer is None else officer,
                                                  row.evidence if evidence is None else evidence)
        row.place, row.officer, row.evidence = place, officer, evidence
        act.save(row, "violation.update", expected_version=expected_version)
    return row.version


def citation_amount_for(violation_id: int) -> Explained[int]:
    """What a citation for this violation would be (shown before it is issued)."""
    row = fetch(Violation, violation_id, "violation_id", allow_void=True)
    return _amount(row)


def _amount(row: Violation) -> Explained[int]:
    """The citation fee, or the W-90.05C penalty where the animal was taken into custody for
    running at large that day (the ladder counts custody events, see ``services.at_large``)."""
    profile = profile_for(row.jurisdiction_id)
    animal = Animal.get_by_id(row.animal_id) if row.animal_id else None
    custody = at_large.custody_on(animal.id, row.occurred_on) if animal else None
    altered = animal.altered if animal else None
    earlier: list[date] = []
    if custody is not None:
        altered = at_large.altered_in_custody(custody, animal)
        earlier = at_large.earlier_custody(custody)
    return rules.citation_amount(profile, on=row.occurred_on, kind=row.kind, nuisance_kind=row.nuisance_kind,
                                 species=animal.species if animal else None, altered=altered,
                                 custody=custody is not None, earlier_custody=earlier)


def _refuse_second_penalty(row: Violation) -> None:
    """W-90.05C is charged once per running at large: if the impound of that day already
    carries the penalty on its bill, no citation adds it again."""
    charged = at_large.penalty_on_bill(row.animal_id, row.occurred_on)
    if charged is not None:
        raise RuleViolation(Refusal("W-90.05C", "the at-large penalty for this day is already on the impound's "
                                    f"bill ({charged.description}); it is not charged twice",
                                    {"charge_id": charged.id}), field="violation_id")


def issue_citation(actor: Actor, violation_id: int, *, on: date | None = None, method: str = "in_person",
                   expected_version: int | None = None, article: str = "", served_by: str = "") -> CitationIssued:
    """Issue the administrative citation: number, amount, charge, and the notice with the hearing right."""
    act = OfficeAction(actor, "record_violation")
    on = validate.day("on", on or date.today(), not_after=date.today())
    with act:
        row = act.fetch(Violation, violation_id, "violation_id")
        if row.citation_number:
            raise ValidationError("violation_id", f"citation {row.citation_number} was already issued")
        if row.status == ViolationStatus.DISMISSED:
            raise ValidationError("violation_id", "the violation was dismissed")
        if on < row.occurred_on:
            raise ValidationError("on", "is before the violation occurred", on)
        profile = profile_for(row.jurisdiction_id)
        amount = _amount(row)
        method = validate.choice("method", method, ("mail", "certified", "in_person", "posted", "email"))
        if not rules.carries_penalty(amount):
            if profile.penalty.otherwise != "prosecution":
                raise RuleViolation(Refusal(amount.rule_id, "no citation can be issued: " + amount.words(),
                                            {"violation_id": row.id}), field="violation_id")
            return _refer(act, row, profile, amount, on, method, expected_version, article)
        if amount.rule_id == "W-90.05C":
            _refuse_second_penalty(row)
        number = _citation_number(row, on)
        row.citation_number, row.amount_cents, row.status = number, amount.value, ViolationStatus.OPEN
        act.save(row, "violation.cite", expected_version=expected_version, note=amount.text())
        kind_text = rules.describe(profile, row.kind, row.nuisance_kind)
        fee_code = at_large_rules.fee_code(amount) if amount.rule_id == at_large_rules.RULE else "citation"
        charge = add_charge(actor, jurisdiction_id=row.jurisdiction_id, owner_id=row.owner_id,
                            fee_code=fee_code, description=f"Citation {number}: {kind_text}",
                            amount=amount, on=on, subject_table="violation", subject_id=row.id)
        terms = hearing_terms(row.jurisdiction_id, "citation")
        deadline = hearing_request_deadline(profile, on, rule_id=row.rule_id or "T-8A", body=terms.body)
        values = _document_values(row, profile, amount, deadline.value, on, number)
        notice = record_notice(actor, jurisdiction_id=row.jurisdiction_id, kind="citation", sent_on=on,
                               owner_id=row.owner_id, method=method, article=article, served_by=served_by,
                               subject_table="violation", subject_id=row.id,
                               sections=values["sections"], reasons=kind_text, hearing_right=True,
                               hearing_deadline=deadline, fields=values)
    return CitationIssued(row.id, number, amount.value, amount.text(), amount.rule_id, charge.id,
                          notice.id, notice.number, deadline.value)


def _citation_number(row: Violation, on: date) -> str:
    return next_record_number("citation", row.jurisdiction_id, on.year)


def _refer(act: OfficeAction, row: Violation, profile, amount: Explained[int], on: date, method: str,
           expected_version: int | None, article: str = "", served_by: str = "") -> CitationIssued:
    """T-8A: the violation is a misdemeanor. The citation is written for the prosecutor: numbered,
    no amount, nothing charged, no hearing before the city (the court's process follows)."""
    number = _citation_number(row, on)
    row.citation_number, row.amount_cents, row.status = number, 0, ViolationStatus.REFERRED
    act.save(row, "violation.refer", expected_version=expected_version, note=amount.text())
    actor = act.actor
    kind_text = rules.describe(profile, row.kind, row.nuisance_kind)
    values = _document_values(row, profile, amount, None, on, number)
    notice = record_notice(actor, jurisdiction_id=row.jurisdiction_id, kind="citation", sent_on=on,
                           owner_id=row.owner_id, method=method, article=article, served_by=served_by,
                           subject_table="violation", subject_id=row.id,
                           sections=values["sections"], reasons=kind_text, hearing_right=False, fields=values)
    return CitationIssued(row.id, number, 0, amount.text(), amount.rule_id, None, notice.id, notice.number,
                          None, referred=True)


def _document_values(row: Violation, profile, amount: Explained[int], deadline: date | None, on: date,
                     number: str) -> dict:
    owner = Owner.get_by_id(row.owner_id)
    addr = mailing_address(owner.id)
    animal = Animal.get_by_id(row.animal_id) if row.animal_id else None
    settings = office_settings()
    referred = not rules.carries_penalty(amount)
    # the ordinance sections acted under, each with its pinpoint: the act made a violation (the
    # kind's own clause where the profile gives one), the section broken, the penalty, the hearing
    sections = [profile.citations.get(f"violation.{row.kind}") or profile.cite("violations")]
    violated = citation_for(profile, row.rule_id) if row.rule_id else ""  # the section broken (W-90.05A...)
    if violated and not any(s.startswith(violated) for s in sections) \
            and violated != profile.citations.get("ordinance", profile.ordinance):
        sections.append(violated)
    if amount.rule_id == "W-90.05C":
        sections.append(profile.cite("at_large_penalty"))
    terms = hearing_terms(row.jurisdiction_id, "citation")
    if terms.hearing_stated and terms.source and not referred:
        sections.append(terms.source)
    animal_text = "none named"
    if animal is not None:
        label = profile.species_info(animal.species).label.lower()
        animal_text = ", ".join(p for p in (animal.name or "unnamed", f"{animal.breed} {label}".strip(),
                                            animal.colour) if p)
    values = {
        "citation_number": number, "issued_on": on.isoformat(), "issued_on_text": fmt_date(on),
        "owner_name": owner.letter_name(), "owner_greeting": owner.letter_name(),
        "owner_address": addr.one_line() if addr else "",
        "jurisdiction_name": profile.name, "ordinance": profile.ordinance,
        "violation": rules.describe(profile, row.kind, row.nuisance_kind), "referred": "yes" if referred else "",
        "occurred_on_text": fmt_date(row.occurred_on), "place": row.place or "not recorded",
        "officer": row.officer, "animal": animal_text, "amount": fmt_cents(amount.value),
        "amount_explanation": in_words(profile, amount.text()), "sections": "; ".join(sections),
        "hearing_deadline": fmt_date(deadline) if deadline else "",
        "hearing_deadline_iso": deadline.isoformat() if deadline else "",
        "hearing_stated": "yes" if terms.hearing_stated else "", "hearing_body": terms.body,
        "hearing_section": terms.source, "request_counts": terms.request_counts,
        "hearing_how": how_to_ask(profile),
        "pay_where": ", ".join(p.strip() for p in settings.get("office_address", "").splitlines() if p.strip())
                     or profile.text.get("license_office", profile.name),
        "office_name": settings.get("office_name", "") or profile.name,
        "office_phone": settings.get("office_phone", ""),
        "evidence": row.evidence,
    }
    return with_languages(row.owner_id, values,  # and in the owner's language, where it is another
                          lambda code: citation_version(row, profile, amount, deadline, animal, values, code))


def citation_document(violation_id: int) -> dict:
    """The values the citation was printed with (from its notice), for a reprint."""
    row = fetch(Violation, violation_id, "violation_id", allow_void=True)
    notice = (Notice.select().where((Notice.subject_table == "violation") & (Notice.subject_id == row.id)
                                    & (Notice.kind == "citation") & Notice.voided_at.is_null())
              .order_by(Notice.id.desc()).first())
    if notice is None:
        raise ValidationError("violation_id", "no citation has been issued for this violation")
    values = json.loads(notice.fields or "{}")
    values["notice_number"] = notice.number
    values["jurisdiction_id"] = row.jurisdiction_id
    return values


def _unpaid_charges(row: Violation) -> list[Charge]:
    return list(Charge.select().where((Charge.subject_table == "violation") & (Charge.subject_id == row.id)
                                      & Charge.voided_at.is_null() & Charge.payment.is_null()))


def pay_citation(actor: Actor, violation_id: int, payment: PaymentInput, on: date | None = None) -> Receipt:
    """Take the citation's payment; the violation is marked paid."""
    act = OfficeAction(actor, "take_payment")
    on = validate.day("on", on or date.today(), not_after=date.today())
    with act:
        row = act.fetch(Violation, violation_id, "violation_id")
        if not row.citation_number:
            raise ValidationError("violation_id", "no citation has been issued for this violation")
        if row.status == ViolationStatus.REFERRED:
            raise ValidationError("violation_id", f"citation {row.citation_number} was referred for prosecution; "
                                  "the office collects no fine for it")
        if row.status == ViolationStatus.DISMISSED:
            raise ValidationError("violation_id", "the citation was dismissed; nothing is owed")
        charges = _unpaid_charges(row)
        if not charges:
            raise ValidationError("violation_id", f"citation {row.citation_number} is already paid")
        receipt = settle(actor, jurisdiction_id=row.jurisdiction_id, owner_id=row.owner_id,
                         charges=charges, payment=payment, on=on)
        row.status = ViolationStatus.PAID
        act.save(row, "violation.paid", note=receipt.receipt_number)
    return receipt


def mark_contested(actor: Actor, violation_id: int, *, expected_version: int | None = None) -> int:
    """The owner asked for a hearing on the citation (the request itself is filed in Hearings)."""
    act = OfficeAction(actor, "record_violation")
    with act:
        row = act.fetch(Violation, violation_id, "violation_id")
        if row.status != ViolationStatus.OPEN or not row.citation_number:
            raise ValidationError("violation_id", f"only an unpaid citation can be contested (it is {row.status})")
        row.status = ViolationStatus.CONTESTED
        act.save(row, "violation.contest", expected_version=expected_version)
    return row.version


def dismiss_violation(actor: Actor, violation_id: int, reason: str, *,
                      expected_version: int | None = None) -> int:
    """Dismiss (after a hearing, or the officer's decision): the unpaid citation charge is voided."""
    act = OfficeAction(actor, "record_violation")
    reason = validate.text("reason", reason, max_len=500, required=True, multiline=True)
    with act:
        row = act.fetch(Violation, violation_id, "violation_id")
        if row.status == ViolationStatus.DISMISSED:
            raise ValidationError("violation_id", "the violation is already dismissed")
        if row.status == ViolationStatus.PAID:
            raise ValidationError("violation_id", "the citation is paid; void the payment before dismissing")
        row.status = ViolationStatus.DISMISSED
        act.save(row, "violation.dismiss", expected_version=expected_version, note=reason)
        for charge in _unpaid_charges(row):
            act.void(charge, f"citation dismissed: {reason}", action="charge.void")
    return row.version


def void_violation(actor: Actor, violation_id: int, reason: str, *,
                   expected_version: int | None = None) -> None:
    """A violation recorded by mistake: voided with its unpaid charge."""
    act = OfficeAction(actor, "void_record")
    with act:
        row = act.fetch(Violation, violation_id, "violation_id")
        if row.status == ViolationStatus.PAID:
            raise ValidationError("violation_id", "the citation is paid; void the payment first")
        act.void(row, reason, expected_version=expected_version, action="violation.void")
        for charge in _unpaid_charges(row):
            act.void(charge, f"violation voided: {reason}", action="charge.void")


def letterhead_for(jurisdiction_id: int):
    """The office's one letterhead (Tools > Settings), shared by every document."""
    from ..printing.letterhead import letterhead_for as shared

    return shared(jurisdiction_id)


def citation_pdf(violation_id: int) -> bytes:
    """The printed citation (identical on every reprint: it uses the values recorded when issued)."""
    from ..documents.citation import render_citation

    values = citation_document(violation_id)
    return render_citation(values, letterhead_for(values["jurisdiction_id"]))


def carries_penalty(amount: Explained[int]) -> bool:
    """Whether a citation amount is an administrative penalty the office collects."""
    return rules.carries_penalty(amount)


def refers_otherwise(violation_id: int) -> bool:
    """Whether a citation without a penalty is referred for prosecution (else it is refused)."""
    row = fetch(Violation, violation_id, "violation_id", allow_void=True)
    return profile_for(row.jurisdiction_id).penalty.otherwise == "prosecution"
