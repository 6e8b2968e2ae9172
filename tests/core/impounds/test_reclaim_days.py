"""T-6B / T-7D: boarding is owed for each day or part of a day in custody, once. A disease
quarantine's days are billed at the quarantine rate until a veterinarian certifies the animal;
a certificate recorded after a payment does not bill the paid days again as boarding."""
from datetime import date

from animaloffice.services import impound_release, impounds
from animaloffice.services.payments import PaymentInput

from .conftest import make_dog, make_owner

PER_DAY = ("quarantine_per_day", "boarding_per_day")


def test_t_7d_disease_quarantine_certified_after_a_payment_bills_each_day_once(office, desk):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, licensed_on=date(2026, 1, 5))
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="quarantine", animal_id=dog,
                        kennel_id=desk.quarantine_ids[0], on=date(2026, 3, 2), quarantine="disease")
    first = impound_release.bill(r.impound_id, date(2026, 3, 7))
    assert sum(l.quantity for l in first.lines if l.fee_code in PER_DAY) == 5
    impound_release.pay_bill(office.clerk, r.impound_id, PaymentInput("cash", first.due_cents), on=date(2026, 3, 7))
    impounds.record_vet_certificate(office.officer, r.impound_id, certified_on=date(2026, 3, 4), vet_name="Dr. X")
    later = impound_release.bill(r.impound_id, date(2026, 3, 8))
    assert sum(l.quantity for l in later.lines if l.fee_code in PER_DAY) == 6  # 3/2 to 3/7, the release day not
    further = [l for l in later.lines if not l.paid]
    assert [(l.fee_code, l.quantity) for l in further] == [("boarding_per_day", 1)]
    assert later.due_cents == further[0].unit_cents
