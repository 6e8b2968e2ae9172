"""Two workstations take payment for the same bill at the same moment (PostgreSQL, where both
can read the bill before either writes): one payment is taken, the other is refused, and no
receipt is left that pays for nothing."""
from datetime import date

from animaloffice.domain.errors import ConflictError, ValidationError
from animaloffice.persistence.db import transaction
from animaloffice.persistence.models.money import Charge, Payment
from animaloffice.services import owners, payments
from tests.core.two_desks import at_once, by_kind, meet_at, postgres_only


def _unpaid_charge(office) -> int:
    owner = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Berg")
    with transaction():
        row = payments.add_charge(office.clerk, jurisdiction_id=office.tracy, owner_id=owner.id,
                                  fee_code="impound", description="Impound fee", amount=5000,
                                  on=date.today())
    return row.id


def test_one_bill_paid_at_two_desks_at_once_is_paid_once(office, monkeypatch):
    postgres_only(office)
    charge_id = _unpaid_charge(office)
    # clean_payment is called once each desk has read the bill as unpaid
    meet_at(monkeypatch, payments, "clean_payment", before=True, timeout=20)

    def desk(method, reference):
        def pay():
            payments.pay_charges(office.clerk, [charge_id], payments.PaymentInput(method, 5000, reference))
            return "paid"
        return pay

    outcomes = at_once(desk("cash", ""), desk("check", "1042"), refused=(ConflictError, ValidationError),
                       label=by_kind)
    assert outcomes == ["ConflictError", "paid"], outcomes
    charge = Charge.get_by_id(charge_id)
    assert Payment.select().count() == 1
    assert charge.payment_id == Payment.get().id
