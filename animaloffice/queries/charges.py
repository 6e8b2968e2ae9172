"""Charges on file: what is owed, and a payment's receipt."""
from __future__ import annotations

from ..domain.citations import citation_for
from ..domain.receipts import ChargeLine, Receipt
from ..persistence.fetch import fetch
from ..persistence.models.money import Charge, Payment
from ..persistence.models.office import AuditEntry
from ..persistence.profiles import profile_for


def _charges_paid(row: Payment) -> list[Charge]:
    """The charges the payment paid. A voided payment's charges were made unpaid again
    (``void_payment``), so they are found through the ids its taking recorded."""
    charges = list(Charge.select().where(Charge.payment == row).order_by(Charge.id))
    if charges or not row.is_void:
        return charges
    taken = (AuditEntry.select(AuditEntry.note)
             .where((AuditEntry.table_name == Payment._meta.table_name) & (AuditEntry.record_id == str(row.id))
                    & (AuditEntry.action == "payment.take")).first())
    ids = [int(x) for x in (taken.note if taken else "").split(",") if x.strip().isdigit()]
    return list(Charge.select().where(Charge.id.in_(ids)).order_by(Charge.id)) if ids else []


def receipt(payment_id: int) -> Receipt:
    row = fetch(Payment, payment_id, "payment_id", allow_void=True)
    profile = profile_for(row.jurisdiction_id)
    lines = tuple(ChargeLine(c.id, c.fee_code, c.description, c.quantity, c.unit_cents, c.amount_cents,
                             c.rule_id, c.explanation, citation_for(profile, c.rule_id) if c.rule_id else "")
                  for c in _charges_paid(row))
    return Receipt(row.id, row.receipt_number, row.received_on, row.method, row.reference,
                   row.amount_cents, row.payer_name, row.received_by, row.jurisdiction_id, lines,
                   row.owner.letter_language if row.owner_id is not None else "en")


def unpaid_charges(*, owner_id: int | None = None, subject_table: str = "", subject_id: int | None = None
                   ) -> list[ChargeLine]:
    query = Charge.select().where(Charge.payment.is_null() & Charge.voided_at.is_null())
    if owner_id is not None:
        query = query.where(Charge.owner == owner_id)
    if subject_table:
        query = query.where((Charge.subject_table == subject_table) & (Charge.subject_id == subject_id))
    return [ChargeLine(c.id, c.fee_code, c.description, c.quantity, c.unit_cents, c.amount_cents,
                       c.rule_id, c.explanation) for c in query.order_by(Charge.id)]
