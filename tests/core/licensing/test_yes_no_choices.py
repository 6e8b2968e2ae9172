"""A yes-or-no choice of a licensing action must be given as yes or no: a word such as "no" or
"false" that slips in from a form or an import is refused naming the choice, and nothing is
written (a lifetime license or a refund is never made by accident)."""
from datetime import date, timedelta

import pytest

from animaloffice.domain.errors import ValidationError
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.money import Payment
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.services import licensing
from animaloffice.services.payments import PaymentInput

TODAY = date.today()


@pytest.mark.parametrize("said", ["no", "false", 0, 1, None])
def test_t_3a_grandfathered_lifetime_license_only_when_yes(office, desk, said):
    dog = desk.dog(shot=TODAY - timedelta(days=30))
    logged = AuditEntry.select().count()
    with pytest.raises(ValidationError) as refused:
        licensing.issue_license(office.clerk, animal_id=dog, grandfathered=said,
                                payment=PaymentInput("cash", 1500))
    assert refused.value.field == "grandfathered"
    assert License.select().count() == 0 and AuditEntry.select().count() == logged


def test_void_license_refund_only_when_yes(office, desk):
    dog = desk.dog(shot=TODAY - timedelta(days=30))
    issued = licensing.issue_license(office.clerk, animal_id=dog, payment=PaymentInput("cash", 1500))
    with pytest.raises(ValidationError) as refused:
        licensing.void_license(office.clerk, issued.license_id, "entered twice", refund="no")
    assert refused.value.field == "refund"
    assert not License.get_by_id(issued.license_id).is_void
    assert not Payment.get().is_void
