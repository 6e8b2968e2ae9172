"""Charges (fee lines) and payments with receipts, in integer cents."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from ..domain import validate
from ..domain.errors import ValidationError
from ..domain.explain import Explained
from ..domain.money import METHODS, check_cents
from ..domain.receipts import Receipt
from ..domain.roles import Actor
from ..domain.statuses import ViolationStatus
from ..persistence.fetch import fetch
from ..persistence.models.base import now
from ..persistence.models.enforcement import Violation
from ..persistence.models.money import Charge, Payment
from ..persistence.models.people import Owner
from ..queries.charges import receipt
from . import approvals, audit
from .approvals import Approval
from .common import save_versioned, void
from .numbering import next_record_number
from .office_action import OfficeAction


@dataclass(frozen=True)
class PaymentInput:
    """What the clerk took: method, reference (check number, card authorisation), amount.
    An amount of None is the exact amount the charges come to (the sale's own total)."""

    method: str
    amount_cents: int | None = None
    reference: str = ""
    payer_name: str = ""


def add_charge(actor: Actor, *, jurisdiction_id: int, owner_id: int | None, fee_code: str,
               description: str, amount: Explained[int] | int, on: date, quantity: int = 1,
               subject_table: str = "", subject_id: int | None = None, rule_id: str = "") -> Charge:
    """One fee line; call inside the action's transaction."""
    if isinstance(amount, Explained):
        unit, explanation, rule_id = amount.value, amount.text(), rule_id or amount.rule_id
    else:
        unit, explanation = amount, ""
    check_cents(unit, "amount_cents")
    quantity = validate.integer("quantity", quantity, minimum=1, maximum=10_000)
    row = Charge.create(jurisdiction=jurisdiction_id, owner=owner_id, fee_code=fee_code,
                        description=description, quantity=quantity, unit_cents=unit,
                        amount_cents=unit * quantity, rule_id=rule_id, explanation=explanation,
                        charged_on=on, subject_table=subject_table, subject_id=subject_id)
    audit.record(actor, "charge.add", row)
    return row


def clean_payment(payment: PaymentInput) -> PaymentInput:
    if not isinstance(payment, PaymentInput):
        raise ValidationError("payment", "must be a payment (method, amount, reference)", payment)
    method = validate.choice("payment.method", payment.method, METHODS)
    reference = validate.text("payment.reference", payment.reference, max_len=80)
    if method == "check" and not reference:
        raise ValidationError("payment.reference", "enter the check number")
    if method == "card" and not reference:
        raise ValidationError("payment.reference", "enter the card authorisation code")
    amount = None if payment.amount_cents is None else check_cents(payment.amount_cents, "payment.amount_cents")
    payer = validate.text("payment.payer_name", payment.payer_name, max_len=200)
    return PaymentInput(method, amount, reference, payer)


def settle(actor: Actor, *, jurisdiction_id: int, owner_id: int | None, charges: list[Charge],
           payment: PaymentInput, on: date) -> Receipt:
    """Record a payment for these charges; inside the action's transaction.

    The amount must equal what the charges come to: a clerk never takes the
    wrong amount without the window saying so.
    """
    actor.require("take_payment")
    payment = clean_payment(payment)
    due = sum(c.amount_cents for c in charges)
    if payment.amount_cents is None:  # the exact amount: what the charges come to
        payment = PaymentInput(payment.method, due, payment.reference, payment.payer_name)
    if payment.amount_cents != due:
        raise ValidationError("payment.amount_cents",
                              f"the charges come to {due / 100:.2f}; the payment is "
                              f"{payment.amount_cents / 100:.2f}", payment.amount_cents)
    for c in charges:
        if c.payment_id is not None:
            raise ValidationError("charges", f"charge {c.id} is already paid")
    payer = payment.payer_name
    if not payer and owner_id is not None:
        payer = Owner.get_by_id(owner_id).display_name
    year = on.year
    row = Payment.create(jurisdiction=jurisdiction_id,
                         receipt_number=next_record_number("receipt", jurisdiction_id, year),
                         owner=owner_id, payer_name=payer, received_on=on, received_at=now(),
                         method=payment.method, reference=payment.reference,
                         amount_cents=payment.amount_cents, received_by=actor.username)
    audit.record(actor, "payment.take", row, note=", ".join(str(c.id) for c in charges))
    for c in charges:
        before = audit.snapshot(c)
        c.payment = row
        save_versioned(c)  # another desk paying the same charge meanwhile: refused, not paid twice
        audit.record(actor, "charge.paid", c, before=before)
    return receipt(row.id)


def waive_charges(actor: Actor, charges: list[Charge], reason: str, *, field: str = "waiver_reason") -> None:
    """An administrator waives unpaid fees with a reason, inside the action's transaction: each
    charge is voided "fee waived: <reason>" and audited, so the issue it held back may go ahead
    (T-3A, T-4A, W-90.10D) and the record shows who waived it and why."""
    actor.require("change_fees")
    reason = validate.text(field, reason, max_len=300, required=True, multiline=True)
    for c in charges:
        if c.payment_id is not None:
            raise ValidationError(field, f"charge {c.id} is already paid")
        void(actor, c, f"fee waived: {reason}", action="charge.waive")


def pay_charges(actor: Actor, charge_ids: list[int], payment: PaymentInput, on: date | None = None
                ) -> Receipt:
    """Take a payment for charges already on file (e.g. an impound bill)."""
    act = OfficeAction(actor, "take_payment")
    on = validate.day("on", on or date.today())
    if not isinstance(charge_ids, (list, tuple)) or not charge_ids:
        raise ValidationError("charges", "choose at least one charge to pay")
    with act:
        charges = [fetch(Charge, cid, "charges") for cid in charge_ids]
        jur = {c.jurisdiction_id for c in charges}
        owners = {c.owner_id for c in charges}
        if len(jur) != 1:
            raise ValidationError("charges", "charges from different jurisdictions need separate receipts")
        return settle(actor, jurisdiction_id=jur.pop(), owner_id=owners.pop() if len(owners) == 1 else None,
                      charges=charges, payment=payment, on=on)


def void_payment(actor: Actor, payment_id: int, reason: str, *, approval: Approval | None = None) -> None:
    """Void a payment (mistake, bounced check); its charges become unpaid again. Taken by an
    administrator, or with a second person's ``approval`` (``approvals``, an office setting)."""
    act = OfficeAction(actor, "void_record")
    with act:
        row = act.fetch(Payment, payment_id, "payment_id")
        approvals.check(actor, "payment.void", approval, table="payment", record_id=row.id)
        act.void(row, reason, action="payment.void")
        cited = set()
        for c in Charge.select().where(Charge.payment == row):
            act.hold(c).payment = None
            act.save(c, "charge.unpaid")
            if c.subject_table == "violation":
                cited.add(c.subject_id)
        if cited:  # a citation keeps a status of its own; the others read their charges
            _citations_owed_again(act, sorted(cited), row.receipt_number)


@dataclass(frozen=True)
class FeesVoided:
    cancelled: int  # unpaid charges voided
    refunded: int  # cents refunded (their payments voided)
    paid: int  # cents left paid (no refund asked)
    receipts: tuple[str, ...]  # the receipts of what was left paid


def void_fees_of(actor: Actor, subject_table: str, subject_id: int, what: str, reason: str, *,
                 refund: bool, approval: Approval | None = None) -> FeesVoided:
    """The fees of a record being voided (`what`: "license TRA-2026-000012"): the unpaid ones are
    voided; with ``refund`` the paid ones too, with the payment that took them, which may have
    paid other fees of the same record but nothing else (a refund: by an administrator or with a
    second person's ``approval``). Call inside the voiding transaction."""
    cancelled = refunded = paid = 0
    approved = False
    receipts: list[str] = []
    this_record = (Charge.subject_table == subject_table) & (Charge.subject_id == subject_id)
    for charge in Charge.select().where(this_record & Charge.voided_at.is_null()).order_by(Charge.id):
        if charge.payment_id is None:
            void(actor, charge, f"{what} voided (not paid)", action="charge.void")
            cancelled += 1
            continue
        payment = Payment.get_by_id(charge.payment_id)
        if not refund:
            paid += charge.amount_cents
            if payment.receipt_number not in receipts:
                receipts.append(payment.receipt_number)
            continue
        others = Charge.select().where((Charge.payment == payment) & ~this_record
                                       & Charge.voided_at.is_null()).count()
        if others:
            raise ValidationError("refund", f"receipt {payment.receipt_number} also paid other fees; "
                                            "void that payment on its own")
        if not approved:
            approvals.check(actor, "fee.refund", approval, table=subject_table, record_id=subject_id)
            approved = True
        if not payment.is_void:
            void(actor, payment, f"refund: {what} voided ({reason})", action="payment.void")
        void(actor, charge, f"{what} voided", action="charge.void")
        refunded += charge.amount_cents
    return FeesVoided(cancelled, refunded, paid, tuple(receipts))


def _citations_owed_again(act: OfficeAction, violation_ids: list[int], receipt_number: str) -> None:
    """The payment of these citations was voided (``void_payment``, in its transaction): a paid
    citation is owed again, so it can be paid, contested or dismissed."""
    for row in Violation.select().where(Violation.id.in_(violation_ids) & (Violation.status == ViolationStatus.PAID)):
        act.hold(row).status = ViolationStatus.OPEN
        act.save(row, "violation.unpaid", note=receipt_number)
