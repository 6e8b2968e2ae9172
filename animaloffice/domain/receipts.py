"""A payment's receipt as it is printed: what was paid for, how, and by whom."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date


@dataclass(frozen=True)
class ChargeLine:
    id: int
    fee_code: str
    description: str
    quantity: int
    unit_cents: int
    amount_cents: int
    rule_id: str
    explanation: str
    citation: str = ""  # the section the charge is made under, in the city's wording


@dataclass(frozen=True)
class Receipt:
    payment_id: int
    receipt_number: str
    received_on: date
    method: str
    reference: str
    amount_cents: int
    payer_name: str
    received_by: str
    jurisdiction_id: int
    lines: tuple[ChargeLine, ...]
    payer_language: str = "en"  # the paying owner's Owner.letter_language: the receipt prints in its first
