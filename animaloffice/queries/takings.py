"""A day's takings for the cash drawer: every payment taken, totalled by fee and by method.

Voided payments (mistakes, refunds, bounced checks) are listed apart and not
counted, so the totals are what should be in the drawer and the deposit.
"""
from __future__ import annotations

from datetime import date

from ..domain import fee_labels as labels
from ..domain.money import METHODS
from ..domain.takings import METHOD_LABELS, Takings, TakingsPayment, TakingsTotal
from ..persistence.models.money import Charge, Payment
from ..persistence.models.office import Jurisdiction
from ..persistence.profiles import profile_for


def fee_label(fee_code: str, jurisdiction_id: int) -> str:
    """'license.dog' -> 'Dog license', the species named as the city's profile names it."""
    species = fee_code.split(".")[1] if fee_code.startswith("license.") else ""
    label = profile_for(jurisdiction_id).species_info(species).label if species else ""
    return labels.fee_label(fee_code, species_label=label)


def daily_takings(day: date, jurisdiction_id: int | None = None, received_by: str = "") -> Takings:
    query = Payment.select().where(Payment.received_on == day)
    if jurisdiction_id is not None:
        query = query.where(Payment.jurisdiction == jurisdiction_id)
    if received_by:
        query = query.where(Payment.received_by == received_by)
    payments = list(query.order_by(Payment.received_at, Payment.id))
    names = {j.id: j.name for j in Jurisdiction.select()}
    charges: dict[int, list[Charge]] = {}
    if payments:
        for c in Charge.select().where(Charge.payment.in_([p.id for p in payments])).order_by(Charge.id):
            charges.setdefault(c.payment_id, []).append(c)
    live, voided = [], []
    fee_totals: dict[str, list[int]] = {}
    method_totals = {m: [0, 0] for m in METHODS}
    jur_totals: dict[str, list[int]] = {}
    for p in payments:
        lines = charges.get(p.id, [])
        row = TakingsPayment(p.id, p.receipt_number, p.received_at, names.get(p.jurisdiction_id, ""),
                             p.payer_name, p.method, p.reference, p.amount_cents, p.received_by,
                             "; ".join(c.description for c in lines), p.void_reason or "")
        if p.is_void:
            voided.append(row)
            continue
        live.append(row)
        method_totals.setdefault(p.method, [0, 0])
        method_totals[p.method][0] += 1
        method_totals[p.method][1] += p.amount_cents
        jt = jur_totals.setdefault(row.jurisdiction, [0, 0])
        jt[0] += 1
        jt[1] += p.amount_cents
        for c in lines:
            if c.is_void:
                continue
            ft = fee_totals.setdefault(fee_label(c.fee_code, c.jurisdiction_id), [0, 0])
            ft[0] += c.quantity
            ft[1] += c.amount_cents
    by_method = tuple(TakingsTotal(METHOD_LABELS.get(m, m.title()), n, cents)
                      for m, (n, cents) in method_totals.items())
    by_fee = tuple(TakingsTotal(label, n, cents) for label, (n, cents) in sorted(fee_totals.items()))
    by_jur = tuple(TakingsTotal(label, n, cents) for label, (n, cents) in sorted(jur_totals.items()))
    scope = names.get(jurisdiction_id, "") if jurisdiction_id is not None else "All jurisdictions"
    return Takings(day, scope, tuple(live), tuple(voided), by_method, by_fee, by_jur,
                   sum(p.amount_cents for p in live), tuple(p for p in live if p.method == "check"))
