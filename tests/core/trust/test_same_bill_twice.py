"""Two workstations take payment for the same bill at the same moment (PostgreSQL, where both
can read the bill before either writes): one payment is taken, the other is refused, and no
receipt is left that pays for nothing."""
import threading
from datetime import date

import pytest

from animaloffice.domain.errors import ConflictError, ValidationError
from animaloffice.persistence.db import transaction
from animaloffice.persistence.models import Charge, Payment, database
from animaloffice.services import owners, payments


def _unpaid_charge(office) -> int:
    owner = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Berg")
    with transaction():
        row = payments.add_charge(office.clerk, jurisdiction_id=office.tracy, owner_id=owner.id,
                                  fee_code="impound", description="Impound fee", amount=5000,
                                  on=date.today())
    return row.id


def test_one_bill_paid_at_two_desks_at_once_is_paid_once(office, monkeypatch):
    if office.backend != "postgres":
        pytest.skip("SQLite takes the write lock at the start: the two desks cannot interleave")
    charge_id = _unpaid_charge(office)
    both_read = threading.Barrier(2, timeout=20)
    clean = payments.clean_payment

    def clean_after_both_read(p):  # called once each desk has read the bill as unpaid
        both_read.wait()
        return clean(p)

    monkeypatch.setattr(payments, "clean_payment", clean_after_both_read)
    outcomes = []

    def desk(method, reference):
        try:
            payments.pay_charges(office.clerk, [charge_id],
                                 payments.PaymentInput(method, 5000, reference))
            outcomes.append("paid")
        except (ConflictError, ValidationError) as exc:
            outcomes.append(type(exc).__name__)
        finally:
            database.close()

    desks = [threading.Thread(target=desk, args=a) for a in (("cash", ""), ("check", "1042"))]
    for t in desks:
        t.start()
    for t in desks:
        t.join(60)
    assert sorted(outcomes) == ["ConflictError", "paid"], outcomes
    charge = Charge.get_by_id(charge_id)
    assert Payment.select().count() == 1
    assert charge.payment_id == Payment.get().id
