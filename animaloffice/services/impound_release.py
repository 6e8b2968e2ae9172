"""Reclaims (T-6B) and dispositions (T-6C, T-6D5, MN-347.14, MN-343.235) of impounded animals.

The bill is computed from the profile for the release day (``bill``); lines
not yet on file are charged when the owner pays. ``reclaim`` takes the payment
and releases the animal in one transaction, and refuses the whole thing, with
every reason, while a needed license or permit, a veterinarian's certificate
or a payment is missing. A license can be issued at the desk first
(``licensing.issue_license`` without a payment): its fee joins the reclaim bill.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Any

from ..domain import impound as rules
from ..domain import impound_bill, validate
from ..domain.errors import Refusal, RuleViolation, ValidationError
from ..domain.explain import Explained
from ..domain.impound_bill import license_needed, permit_needed
from ..domain.intake_kinds import GIVEN_UP, reclaim_refusals
from ..domain.receipts import Receipt
from ..domain.roles import Actor
from ..domain.statuses import ImpoundStatus, PermitStatus
from ..persistence.fetch import fetch
from ..persistence.models.animals import Animal, Ownership
from ..persistence.models.impounds import Impound
from ..persistence.models.licensing import License
from ..persistence.models.money import Charge, Payment
from ..persistence.models.permits import Permit, PermitAnimal
from ..persistence.profiles import profile_for
from ..queries.impound_state import disposition_facts, vaccinated_until
from ..queries.license_standing import current_license
from ..queries.owner_contact import mailing_address
from . import animal_life, at_large, audit, exemptions
from .common import save_versioned
from .licensing import end_licenses
from .office_action import OfficeAction
from .payments import PaymentInput, add_charge, settle
from .stay_checks import disposal_refusals


@dataclass(frozen=True)
class BilledLine:
    charge_id: int | None  # None: computed, not yet charged
    fee_code: str
    description: str
    quantity: int
    unit_cents: int
    amount_cents: int
    rule_id: str
    explanation: str
    paid: bool = False
    receipt_number: str = ""
    # the explanation's steps as phrase keys, for the owner's language (``Explained.parts``)
    parts: tuple[tuple[str, dict[str, Any]], ...] = field(default=(), compare=False)


@dataclass(frozen=True)
class Bill:
    impound_id: int
    number: str
    on: date
    lines: tuple[BilledLine, ...]  # on file (paid or not), then still to charge
    paid_cents: int
    due_cents: int  # what a payment today must be
    blockers: tuple[Refusal, ...]  # every T-6B reason the animal cannot go home today
    needs_license: Explained[bool]
    needs_permit: Explained[bool]
    license_number: str  # the license in force, if any
    question: str = ""  # what must be recorded before the rest of the bill is computed (W-90.05C)

    @property
    def total_cents(self) -> int:
        return sum(l.amount_cents for l in self.lines)


@dataclass(frozen=True)
class ReleaseResult:
    impound_id: int
    number: str
    released_on: date
    receipt: Receipt | None
    paid_cents: int


@dataclass(frozen=True)
class DispositionResult:
    impound_id: int
    number: str
    outcome: str
    outcome_on: date


# --- reading the state ----------------------------------------------------------------

def _active_license(animal_id: int, on: date) -> License | None:
    return current_license(animal_id, on, latest=True)  # a lapsed one (T-3B) licenses nothing


def _exempt(animal_id: int, on: date) -> bool:
    return exemptions.open_query(animal_id, on).exists()


def _has_permit(owner_id: int | None, animal_id: int, jurisdiction_id: int, on: date) -> bool:
    return current_permit(owner_id, animal_id, jurisdiction_id, on) is not None


def current_permit(owner_id: int | None, animal_id: int, jurisdiction_id: int, on: date) -> Permit | None:
    """The owner's animal permit in force on `on` that covers the animal (first issued first)."""
    if owner_id is None:
        return None
    for permit in (Permit.select().where((Permit.owner == owner_id) & (Permit.status == PermitStatus.ACTIVE)
                                         & (Permit.jurisdiction == jurisdiction_id)
                                         & Permit.voided_at.is_null() & (Permit.issued_on <= on)
                                         & (Permit.expires_on.is_null() | (Permit.expires_on >= on)))
                   .order_by(Permit.issued_on, Permit.id)):
        listed = [pa.animal_id for pa in PermitAnimal.select().where(PermitAnimal.permit == permit)]
        if not listed or animal_id in listed:
            return permit
    return None


def _charges(impound: Impound) -> list[Charge]:
    return list(Charge.select().where((Charge.subject_table == "impound") & (Charge.subject_id == impound.id)
                                      & Charge.voided_at.is_null()).order_by(Charge.id))


def _license_charges(impound: Impound) -> list[Charge]:
    """Fees for a license of this animal charged during the impound (issued at the desk for
    the reclaim, T-6B), paid or not: they belong to the reclaim's bill and its receipt."""
    ids = [l.id for l in License.select(License.id).where((License.animal == impound.animal_id)
                                                           & License.voided_at.is_null())]
    if not ids:
        return []
    during = Charge.charged_on >= impound.impounded_on
    ended = impound.released_on or impound.outcome_on if impound.status != ImpoundStatus.HELD else None
    if ended is not None:
        during = during & (Charge.charged_on <= ended)
    return list(Charge.select().where((Charge.subject_table == "license") & Charge.subject_id.in_(ids)
                                      & Charge.voided_at.is_null() & during)
                .order_by(Charge.id))


def _to_charge(due: tuple[impound_bill.BillLine, ...], on_file: list[Charge]) -> list[impound_bill.BillLine]:
    """Due lines not yet on file. Days in custody are reconciled by count: the days already
    charged, at either daily rate (boarding or quarantine), cover the first days of the stay,
    and only the days after them are charged (a disease quarantine certified after a payment
    turns its later days into boarding days, which were paid already). Other fees are matched
    by fee and unit price, quantities consumed."""
    charged: dict[tuple[str, int], int] = {}
    days_charged = 0
    for c in on_file:
        if c.fee_code in impound_bill.PER_DAY_FEES:
            days_charged += c.quantity
        else:
            charged[(c.fee_code, c.unit_cents)] = charged.get((c.fee_code, c.unit_cents), 0) + c.quantity
    out = []
    for line in due:  # the daily lines come in the order of the days they count
        if line.fee_code in impound_bill.PER_DAY_FEES:
            use = min(days_charged, line.quantity)
            days_charged -= use
        else:
            key = (line.fee_code, line.unit_cents)
            have = charged.get(key, 0)
            use = min(have, line.quantity)
            charged[key] = have - use
        n = line.quantity - use
        if n == line.quantity:
            out.append(line)
        elif n > 0 and line.fee_code in impound_bill.PER_DAY_FEES:
            out.append(impound_bill.further_days(line, n))
        elif n > 0:
            out.append(impound_bill.BillLine(line.fee_code, f"{line.description} (further {n})", n, line.unit_cents,
                                             n * line.unit_cents, line.rule_id, line.explanation, line.parts))
    return out


def _due_lines(impound: Impound, animal: Animal, profile, on: date) -> tuple[impound_bill.BillLine, ...]:
    return impound_bill.reclaim_bill(profile, impounded_on=impound.impounded_on, on=max(on, impound.impounded_on),
                              species=animal.species, altered=at_large.altered_in_custody(impound, animal),
                              ground=impound.ground, earlier_custody=at_large.earlier_custody(impound),
                              quarantine=impound.quarantine, quarantine_until=impound.quarantine_until,
                              vet_certified_on=impound.vet_certified_on, field_return=impound.field_return,
                              already_cited=at_large.penalty_on_citation(impound.animal_id,
                                                                         impound.impounded_on))


def _receipt_numbers(charges: list[Charge]) -> dict[int, str]:
    ids = {c.payment_id for c in charges if c.payment_id}
    return {p.id: p.receipt_number for p in Payment.select().where(Payment.id.in_(ids))} if ids else {}


def _parts_on_file(due: tuple[impound_bill.BillLine, ...], on_file: list[Charge]) -> dict[int, tuple]:
    """The steps of each charge already on file, for the owner's language (a charge keeps only the
    English explanation), by charge: a fee's, those of the due line of its fee and price; days in
    custody, the days of the stay they covered (``impound_bill.charged_days``)."""
    by_fee: dict[tuple, tuple] = {}
    for line in due:
        by_fee.setdefault((line.fee_code, line.unit_cents), line.parts)
    per_day = [c for c in on_file if c.fee_code in impound_bill.PER_DAY_FEES]
    days = impound_bill.charged_days(due, [(c.fee_code, c.unit_cents, c.quantity) for c in per_day])
    out = {c.id: parts for c, parts in zip(per_day, days)}
    out.update({c.id: by_fee.get((c.fee_code, c.unit_cents), ()) for c in on_file
                if c.fee_code not in impound_bill.PER_DAY_FEES})
    return out


def bill(impound_id: int, on: date | None = None) -> Bill:
    """What the owner owes if the animal is reclaimed on `on`, and what else stands in the way."""
    on = on or date.today()
    impound = fetch(Impound, impound_id, "impound_id", allow_void=True)
    animal = Animal.get_by_id(impound.animal_id)
    profile = profile_for(impound.jurisdiction_id)
    on_file = _charges(impound)
    others = _license_charges(impound)
    numbers = _receipt_numbers(on_file + others)
    question, due_lines = None, ()
    try:
        held = impound.status == ImpoundStatus.HELD and impound.intake_type not in GIVEN_UP  # a surrender owes no reclaim
        due_lines = _due_lines(impound, animal, profile, on) if held else ()
    except RuleViolation as ask:  # W-90.05C: spayed or neutered? asked, not guessed
        question = ask.refusals[0]
    pending = _to_charge(due_lines, on_file)
    parts = _parts_on_file(due_lines, on_file)
    lines = [BilledLine(c.id, c.fee_code, c.description, c.quantity, c.unit_cents, c.amount_cents, c.rule_id,
                        c.explanation, c.payment_id is not None, numbers.get(c.payment_id, ""),
                        parts.get(c.id, ())) for c in on_file + others]
    lines += [BilledLine(None, l.fee_code, l.description, l.quantity, l.unit_cents, l.amount_cents, l.rule_id,
                         l.explanation, parts=l.parts) for l in pending]
    due = sum(l.amount_cents for l in lines if not l.paid)
    paid = sum(l.amount_cents for l in lines if l.paid)
    facts, needs_license, needs_permit, lic = _release_facts(impound, animal, profile, on, due)
    blockers = tuple(impound_bill.release_blockers(facts)) + ((question,) if question else ())
    return Bill(impound.id, impound.number, on, tuple(lines), paid, due, blockers, needs_license, needs_permit,
                lic.number if lic else "", question.reason if question else "")


def _release_facts(impound: Impound, animal: Animal, profile, on: date, unpaid: int):
    needs_license = license_needed(profile, species=animal.species, birth_date=animal.birth_date,
                                   exempt=_exempt(animal.id, on), on=on)
    needs_permit = permit_needed(profile, species=animal.species)
    lic = _active_license(animal.id, on)
    species = profile.species_info(animal.species)
    facts = impound_bill.ReleaseFacts(
        on=on, status=impound.status, owner_known=impound.owner_id is not None,
        needs_license=needs_license.value, has_license=lic is not None,
        needs_permit=needs_permit.value,
        has_permit=_has_permit(impound.owner_id, animal.id, impound.jurisdiction_id, on),
        quarantine=impound.quarantine, quarantine_until=impound.quarantine_until,
        vet_certified_on=impound.vet_certified_on, unpaid_cents=unpaid, species_label=species.label,
        rabies_vaccine=species.rabies_vaccine, vaccinated_until=vaccinated_until(animal.id, on),
        intake_type=impound.intake_type)
    return facts, needs_license, needs_permit, lic


# --- paying and releasing -------------------------------------------------------------

def _charge_pending(actor: Actor, impound: Impound, animal: Animal, profile, on: date) -> None:
    for line in _to_charge(_due_lines(impound, animal, profile, on), _charges(impound)):
        add_charge(actor, jurisdiction_id=impound.jurisdiction_id, owner_id=impound.owner_id,
                   fee_code=line.fee_code, description=f"{line.description}, {impound.number}",
                   amount=Explained(line.unit_cents, line.rule_id, {}, (line.explanation,)),
                   quantity=line.quantity, on=on, subject_table="impound", subject_id=impound.id,
                   rule_id=line.rule_id)


def _unpaid(impound: Impound) -> list[Charge]:
    return [c for c in _charges(impound) + _license_charges(impound) if c.payment_id is None]


def pay_bill(actor: Actor, impound_id: int, payment: PaymentInput, *, on: date | None = None) -> Receipt:
    """Take the owner's payment of the impound bill as of `on`, without releasing yet."""
    act = OfficeAction(actor, "take_payment")
    on = validate.day("on", on or date.today(), not_after=date.today())
    with act:
        impound = fetch(Impound, impound_id, "impound_id")
        if impound.intake_type in GIVEN_UP:
            raise RuleViolation(reclaim_refusals(impound.intake_type), field="impound_id")
        if impound.owner_id is None:
            raise ValidationError("owner_id", "record who owns the animal before taking payment")
        animal = Animal.get_by_id(impound.animal_id)
        if impound.status == ImpoundStatus.HELD:
            _charge_pending(actor, impound, animal, profile_for(impound.jurisdiction_id), on)
        unpaid = _unpaid(impound)
        if not unpaid:
            raise ValidationError("payment.amount_cents", "nothing is owed on this impound")
        return settle(actor, jurisdiction_id=impound.jurisdiction_id, owner_id=impound.owner_id,
                      charges=unpaid, payment=payment, on=on)


def reclaim(actor: Actor, impound_id: int, *, on: date | None = None, payment: PaymentInput | None = None,
            expected_version: int | None = None) -> ReleaseResult:
    """T-6B: the owner reclaims the animal. With a payment, the bill is paid first; the release
    is refused (and nothing is saved) while any condition is unmet."""
    act = OfficeAction(actor, "impound", *(("take_payment",) if payment is not None else ()))
    on = validate.day("on", on or date.today(), not_after=date.today())
    with act:
        impound = act.fetch(Impound, impound_id, "impound_id")
        animal = Animal.get_by_id(impound.animal_id)
        profile = profile_for(impound.jurisdiction_id)
        if impound.status != ImpoundStatus.HELD or impound.intake_type in GIVEN_UP:
            raise RuleViolation(impound_bill.release_blockers(impound_bill.ReleaseFacts(
                on, status=impound.status, intake_type=impound.intake_type)), field="impound_id")
        if on < impound.impounded_on:
            raise ValidationError("on", "is before the impound day", on)
        receipt = None
        if impound.owner_id is not None:
            _charge_pending(actor, impound, animal, profile, on)
            unpaid = _unpaid(impound)
            if payment is not None and unpaid:
                receipt = settle(actor, jurisdiction_id=impound.jurisdiction_id, owner_id=impound.owner_id,
                                 charges=unpaid, payment=payment, on=on)
        left = sum(c.amount_cents for c in _unpaid(impound))
        facts = _release_facts(impound, animal, profile, on, left)[0]
        refusals = impound_bill.release_blockers(facts)
        if refusals:
            needs = {r.data.get("needs") for r in refusals}
            field = "payment.amount_cents" if needs == {"payment"} else "impound_id"
            raise RuleViolation(refusals, field=field)
        owner = impound.owner
        addr = mailing_address(owner.id)
        impound.status, impound.released_on = "released", on
        impound.outcome, impound.outcome_on = "returned_to_owner", on
        impound.outcome_party = owner.display_name
        impound.outcome_address = addr.one_line() if addr else ""
        impound.age_months_at_outcome = rules.age_months_on(animal.birth_date, on)
        act.save(impound, "impound.reclaim", expected_version=expected_version, note="T-6B")
        paid = sum(c.amount_cents for c in _charges(impound) + _license_charges(impound)
                   if c.payment_id is not None)
    return ReleaseResult(impound.id, impound.number, on, receipt, paid)


# --- dispositions ---------------------------------------------------------------------

def dispose(actor: Actor, impound_id: int, *, outcome: str, on: date | None = None, party: str = "",
            party_address: str = "", notes: str = "", expected_version: int | None = None
            ) -> DispositionResult:
    """Record an outcome other than a reclaim: adoption, transfer, death, euthanasia...
    Refused before the hold ends (T-6C, with the date; MN-343.235 for a cruelty seizure), before
    the owner is notified (MN-347.14: the impound notice to a known owner, the posting for an
    unknown one; the seizure notice of MN-343.235), while a security or a hearing request
    stands (MN-343.235), for a quarantined animal without notice (T-6D5), without a
    veterinarian's certificate or a rabies vaccination for a live outcome (MN-rabies,
    MN-1721.0570), and by euthanasia during an open quarantine without an order."""
    act = OfficeAction(actor, "dispose")
    on = validate.day("on", on or date.today(), not_after=date.today())
    outcome = validate.choice("outcome", outcome, rules.OUTCOMES)
    party = validate.text("party", party, max_len=200)
    party_address = validate.text("party_address", party_address, max_len=300)
    notes = validate.text("notes", notes, max_len=4000, multiline=True)
    with act:
        impound = act.fetch(Impound, impound_id, "impound_id")
        animal = Animal.get_by_id(impound.animal_id)
        facts = disposition_facts(impound, animal, profile_for(impound.jurisdiction_id), outcome=outcome, on=on,
                                  party=party, party_address=party_address)
        refusals = rules.disposition_refusals(facts)
        if outcome in rules.DISPOSALS and impound.status == ImpoundStatus.HELD:  # a hearing requested on time stays it
            refusals += disposal_refusals(animal.id)
        if refusals:
            first = refusals[0]
            field = first.data.get("field") or ("on" if "disposition_from" in first.data else
                                                {"T-6C": "on", "T-6B": "outcome"}.get(first.rule_id, "outcome"))
            raise RuleViolation(refusals, field=field)
        impound.status, impound.outcome, impound.outcome_on = "disposed", outcome, on
        impound.outcome_party, impound.outcome_address, impound.outcome_notes = party, party_address, notes
        impound.age_months_at_outcome = rules.age_months_on(animal.birth_date, on)
        act.save(impound, "impound.dispose", expected_version=expected_version, note=rules.OUTCOMES[outcome])
        if outcome in ("died_in_care", "shelter_euthanasia", "owner_intended_euthanasia"):
            animal_life.record_death(actor, animal.id, on=on, note=f"{rules.OUTCOMES[outcome]}, "
                                                                      f"impound {impound.number}")
        elif outcome in ("adoption", "transferred_out", "other_live"):
            _leaves_old_owner(actor, animal, on, f"{rules.OUTCOMES[outcome].lower()} from impound "
                                                 f"{impound.number} to {party}",
                              gone=outcome == "transferred_out")
    return DispositionResult(impound.id, impound.number, outcome, on)


def _leaves_old_owner(actor: Actor, animal: Animal, on: date, reason: str, *, gone: bool) -> None:
    """The animal went to someone else: the old ownership, any license in force and the
    exemptions that rest on the owner end (T-3C, T-7C); a license already past its end is marked
    expired; an animal transferred to another organisation leaves the office's records ('gone')."""
    before = audit.snapshot(animal)
    for own in Ownership.select().where((Ownership.animal == animal) & Ownership.end.is_null()):
        b = audit.snapshot(own)
        own.end = on
        own.save()
        audit.record(actor, "ownership.end", own, before=b)
    end_licenses(actor, animal.id, on, f"{reason} (T-3C)", "license.end_on_transfer", note="T-3C")
    exemptions.end_on_transfer(actor, animal.id, on)
    animal.owner = None
    if gone:
        animal.status = "gone"
    save_versioned(animal)
    audit.record(actor, "animal.disposed", animal, before=before, note=reason)
