"""A day's takings (``domain.takings``): its count is the payments taken that day, the voided ones
apart; each method reads Cash, Check or Card."""
from datetime import date, datetime

from animaloffice.domain.takings import METHOD_LABELS, Takings, TakingsPayment, TakingsTotal


def payment(i: int, method: str, cents: int, void: str = "") -> TakingsPayment:
    return TakingsPayment(i, f"R-2026-{i:05d}", datetime(2026, 6, 5, 9, i), "Tracy", "Tou Vang", method, "",
                          cents, "clerk", "License", void)


def test_a_days_count_is_its_payments_not_the_voided_ones():
    paid = (payment(1, "cash", 1500), payment(2, "check", 2500), payment(3, "card", 1000))
    voided = (payment(4, "cash", 500, "entered twice"),)
    day = Takings(date(2026, 6, 5), "All jurisdictions", paid, voided, (TakingsTotal("Cash", 1, 1500),), (), (),
                  5000, (paid[1],))
    assert day.count == 3
    assert Takings(date(2026, 6, 6), "Tracy", (), voided, (), (), (), 0, ()).count == 0
    assert METHOD_LABELS == {"cash": "Cash", "check": "Check", "card": "Card"}
