"""A day's or a month's takings, by fee and payment method (money in integer cents)."""
from __future__ import annotations

from datetime import date

from ..domain import fee_labels as labels
from ..domain.explain import fmt_date
from ..domain.money import METHODS
from ..domain.report_tables import Column, ReportResult
from ..persistence.models.money import Charge, Payment
from .base import Param, ReportSpec
from .common import jurisdiction_name, month_bounds


def fee_label(code: str) -> str:
    return labels.fee_label(code, plural=True)


def takings(*, jurisdiction_id: int | None, start: date, end: date, title: str) -> ReportResult:
    q = (Charge.select(Charge.fee_code, Payment.method, Charge.amount_cents, Payment.id)
         .join(Payment, on=(Charge.payment == Payment.id))
         .where((Payment.received_on >= start) & (Payment.received_on <= end) & Payment.voided_at.is_null()))
    if jurisdiction_id:
        q = q.where(Payment.jurisdiction == jurisdiction_id)
    table: dict[str, dict[str, int]] = {}
    lines: dict[str, int] = {}
    receipts: dict[str, set] = {m: set() for m in METHODS}
    for code, method, cents, pid in q.tuples():
        table.setdefault(code, {m: 0 for m in METHODS})
        table[code][method] = table[code].get(method, 0) + cents
        lines[code] = lines.get(code, 0) + 1
        receipts.setdefault(method, set()).add(pid)
    rows = []
    for code in sorted(table, key=lambda c: (fee_label(c), c)):
        by = table[code]
        rows.append((None, fee_label(code), code, lines[code]) + tuple(by.get(m, 0) for m in METHODS)
                    + (sum(by.values()),))
    totals = ("Total", "", sum(lines.values())) + tuple(sum(r[4 + i] for r in rows) for i in range(len(METHODS))) \
        + (sum(r[-1] for r in rows),)
    voided = Payment.select().where((Payment.received_on >= start) & (Payment.received_on <= end)
                                    & Payment.voided_at.is_null(False))
    if jurisdiction_id:
        voided = voided.where(Payment.jurisdiction == jurisdiction_id)
    voided = list(voided)
    notes = ["Receipts: " + ", ".join(f"{len(receipts.get(m, ()))} {m}" for m in METHODS) + "."]
    if voided:
        notes.append(f"{len(voided)} voided payment(s) not counted: "
                     + ", ".join(f"{p.receipt_number} ({p.void_reason})" for p in voided))
    span = f"{start:%m/%d/%Y}" if start == end else f"{start:%m/%d/%Y} to {end:%m/%d/%Y}"
    return ReportResult(
        title=title, subtitle=f"{jurisdiction_name(jurisdiction_id)} · {span}",
        columns=(Column("fee", "Fee"), Column("code", "Fee code"), Column("lines", "Items", "number"))
        + tuple(Column(m, m.capitalize(), "cents") for m in METHODS) + (Column("total", "Total", "cents"),),
        rows=rows, totals=totals, notes=notes, landscape=False)


def day_takings(*, jurisdiction_id: int | None, day: date) -> ReportResult:
    return takings(jurisdiction_id=jurisdiction_id, start=day, end=day, title=f"Takings for {fmt_date(day)}")


def month_takings(*, jurisdiction_id: int | None, month: date) -> ReportResult:
    first, last = month_bounds(month)
    return takings(jurisdiction_id=jurisdiction_id, start=first, end=last, title=f"Takings for {first:%B %Y}")


SPECS = (
    ReportSpec("takings_day", "A day's takings", "Money taken on one day, by fee and payment method.",
               (Param("jurisdiction_id", "Jurisdiction", "jurisdiction"), Param("day", "Day", "date", date.today)),
               day_takings),
    ReportSpec("takings_month", "A month's takings", "Money taken in one month, by fee and payment method.",
               (Param("jurisdiction_id", "Jurisdiction", "jurisdiction"),
                Param("month", "Month", "month", lambda: date.today().replace(day=1))),
               month_takings),
)
