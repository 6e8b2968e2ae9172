"""Registering a dangerous dog (Minn. Stat. §§ 347.51-347.52, rule MN-347.50): the yearly fee,
the certificate of registration once nothing is missing, and its yearly renewal. The case
itself (declaration, notice, what registration needs) is in ``dangerous_dogs``.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from ..domain import dangerous_dogs as rules
from ..domain import validate
from ..domain.errors import Refusal, RuleViolation, ValidationError
from ..domain.explain import fmt_short
from ..domain.receipts import Receipt
from ..domain.roles import Actor
from ..domain.statuses import DangerousDogStatus
from ..persistence.models.dangerous_dogs import DangerousDogCase
from ..persistence.models.money import Charge
from ..persistence.profiles import profile_for
from ..queries.dangerous_dog_facts import _fee_charge, _fee_paid, facts_of
from .common import next_number
from .dangerous_dogs import SUBJECT, _open_case, _today
from .office_action import OfficeAction
from .payments import PaymentInput, add_charge, settle


@dataclass(frozen=True)
class CertificateInfo:
    case_id: int
    certificate_number: str
    term_start: date
    renewal_due: date
    explanation: str


def _charge_fee(actor: Actor, row: DangerousDogCase, profile, on: date, what: str) -> Charge:
    fee = rules.registration_fee(profile, on)
    return add_charge(actor, jurisdiction_id=row.jurisdiction_id, owner_id=row.owner_id,
                      fee_code=rules.REGISTRATION_FEE, description=f"Dangerous-dog registration {what}, {row.number}",
                      amount=fee, on=on, subject_table=SUBJECT, subject_id=row.id, rule_id=rules.RULE)


def _declared_dangerous(case_id, not_dangerous: str, registered: str) -> DangerousDogCase:
    """The open case of a dog declared dangerous and not yet registered (else refused, saying why)."""
    row = _open_case(case_id)
    if row.kind != "dangerous":
        raise ValidationError("case_id", not_dangerous)
    if row.status != DangerousDogStatus.DECLARED:
        raise ValidationError("case_id", f"case {row.number} {registered}")
    return row


def pay_registration_fee(actor: Actor, case_id: int, payment: PaymentInput, *, on: date | None = None) -> Receipt:
    """Take the yearly registration fee before the first certificate (347.51)."""
    act = OfficeAction(actor, "take_payment")
    on = validate.day("on", on or _today(), not_after=_today())
    with act:
        row = act.hold(_declared_dangerous(case_id, "a potentially dangerous dog is not registered; there is no fee",
                                           "is already registered; renew it instead"))
        if _fee_paid(row):
            raise ValidationError("case_id", "the registration fee is already paid")
        # a fee charged before whose payment was voided (a bounced check) is paid again, not charged twice
        charge = _fee_charge(row) or _charge_fee(actor, row, profile_for(row.jurisdiction_id), on, "fee")
        receipt = settle(actor, jurisdiction_id=row.jurisdiction_id, owner_id=row.owner_id, charges=[charge],
                         payment=payment, on=on)
        row.fee_charge = charge.id
        act.save(row, "dangerous_dog.fee", note=receipt.receipt_number)
    return receipt


def _missing(profile, row: DangerousDogCase, on: date, *, fee_paid: bool | None = None) -> list[Refusal]:
    facts = facts_of(row)
    if fee_paid is not None:
        facts = rules.RegistrationFacts(**{**facts.__dict__, "fee_paid": fee_paid, "fee_paid_on": None})
    checklist = rules.registration_checklist(profile, facts, on)
    return [Refusal(rules.RULE, f"{i.label.lower()}: {i.detail} ({i.citation})", {"item": i.code})
            for i in checklist.missing]


def issue_certificate(actor: Actor, case_id: int, *, on: date | None = None) -> CertificateInfo:
    """Issue the certificate of registration of a dangerous dog once nothing is missing (347.51)."""
    act = OfficeAction(actor, "issue_license")
    on = validate.day("on", on or _today(), not_after=_today())
    with act:
        row = act.hold(_declared_dangerous(case_id, "only a dangerous dog is registered (§ 347.51)",
                                           "is already registered"))
        if row.notice_id is None:
            raise ValidationError("case_id", "send the declaration notice first")
        if on < row.declared_on:
            raise ValidationError("on", "is before the declaration")
        profile = profile_for(row.jurisdiction_id)
        refusals = _missing(profile, row, on)
        if refusals:
            raise RuleViolation(refusals, field="case_id")
        due = rules.renewal_due(profile, on)
        row.certificate_number = f"DDR-{on.year}-{next_number(f'dangerous_dog_certificate:{on.year}'):04d}"
        row.status, row.registered_on, row.term_start, row.renewal_due = "registered", on, on, due.value
        act.save(row, "dangerous_dog.register", note=due.text())
    return CertificateInfo(row.id, row.certificate_number, on, due.value, due.text())


def renew(actor: Actor, case_id: int, payment: PaymentInput, *, on: date | None = None) -> CertificateInfo:
    """The yearly renewal (347.52): the fee for the new year, with everything else still in order
    (the bond or insurance in force). Accepted from ``renewal_reminder_days`` before it is due."""
    act = OfficeAction(actor, "issue_license")
    on = validate.day("on", on or _today(), not_after=_today())
    with act:
        row = act.hold(_open_case(case_id))
        if row.status != DangerousDogStatus.REGISTERED:
            raise ValidationError("case_id", f"case {row.number} is not registered yet; issue the certificate first")
        profile = profile_for(row.jurisdiction_id)
        window = profile.period("renewal_reminder_days", on)
        if (row.renewal_due - on).days > window:
            raise RuleViolation(Refusal(rules.RULE, f"the registration is due for renewal on "
                                        f"{fmt_short(row.renewal_due)}; it can be renewed from {window} days "
                                        "before then"), field="on")
        refusals = _missing(profile, row, on, fee_paid=True)
        if refusals:
            raise RuleViolation(refusals, field="case_id")
        start = rules.renewed_term_start(row.renewal_due, on)
        due = rules.renewal_due(profile, start.value)
        charge = _charge_fee(actor, row, profile, on, f"renewal {start.value.year}-{due.value.year}")
        receipt = settle(actor, jurisdiction_id=row.jurisdiction_id, owner_id=row.owner_id, charges=[charge],
                         payment=payment, on=on)
        row.fee_charge, row.term_start, row.renewal_due = charge.id, start.value, due.value
        act.save(row, "dangerous_dog.renew", note=f"{start.text()} {due.text()} Receipt {receipt.receipt_number}.")
    return CertificateInfo(row.id, row.certificate_number, start.value, due.value, f"{start.text()} {due.text()}")
