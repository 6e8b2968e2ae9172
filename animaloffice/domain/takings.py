"""A day's takings as the takings sheet prints them: payments by method, with their totals."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

METHOD_LABELS = {"cash": "Cash", "check": "Check", "card": "Card"}


@dataclass(frozen=True)
class TakingsPayment:
    id: int
    receipt_number: str
    received_at: datetime
    jurisdiction: str
    payer: str
    method: str
    reference: str
    amount_cents: int
    received_by: str
    fees: str
    void_reason: str = ""


@dataclass(frozen=True)
class TakingsTotal:
    label: str
    count: int
    cents: int


@dataclass(frozen=True)
class Takings:
    day: date
    scope: str  # "All jurisdictions" or one jurisdiction's name
    payments: tuple[TakingsPayment, ...]
    voided: tuple[TakingsPayment, ...]
    by_method: tuple[TakingsTotal, ...]
    by_fee: tuple[TakingsTotal, ...]
    by_jurisdiction: tuple[TakingsTotal, ...]
    total_cents: int
    checks: tuple[TakingsPayment, ...]  # for the deposit slip

    @property
    def count(self) -> int:
        return len(self.payments)
