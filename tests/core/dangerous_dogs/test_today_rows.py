"""The Today list's rows of a dangerous dog's case (MN-347.50, MN-347.541): each says the action
that clears it, then the facts the follow-up list gives, and opens the case's notice."""
from datetime import date

from animaloffice.queries.today import due_this_week
from animaloffice.services import dangerous_dog_registration, hearings
from animaloffice.services import dangerous_dogs as svc
from animaloffice.services.payments import PaymentInput

from .conftest import declare, make_dog


def _row(office, day, kind):
    [row] = [i for i in due_this_week(office.tracy, day) if i.kind == kind]
    return row


def test_mn_347_50_a_dog_not_registered_by_its_day_then_the_hearing_to_schedule(office, dog):
    c = declare(office, dog)
    n = svc.send_declaration_notice(office.officer, c.id, sent_on=date(2026, 6, 2))  # register by June 16
    row = _row(office, date(2026, 6, 17), "Dangerous dog not registered")
    assert (row.due, row.record_kind, row.record_id, row.jurisdiction_id) == (date(2026, 6, 16), "notice", n.id,
                                                                              office.tracy)
    assert row.overdue and row.when(date(2026, 6, 17)) == "overdue"
    assert row.who == f"{c.number} · Duke (Pit bull mix)"
    assert row.clears.startswith("Register the dog on its case, or seize it — due 06/16/2026; ")
    assert "Proper enclosure: not yet inspected" in row.clears and "Minn. Stat. § 347.54" in row.clears
    hearings.record_request(office.clerk, n.id, received_on=date(2026, 6, 10))
    assert "Dangerous dog not registered" not in {i.kind for i in due_this_week(office.tracy, date(2026, 6, 17))}
    row = _row(office, date(2026, 6, 18), "Hearing to schedule")
    assert (row.due, row.record_kind, row.record_id) == (date(2026, 6, 24), "notice", n.id)
    assert row.clears == ("Schedule the hearing — requested 06/10/2026; to be held by 06/24/2026 (within 14 days "
                          "of the request, Minn. Stat. § 347.541, subd. 4)")


def test_mn_347_52_a_registration_to_renew(office):
    other = make_dog(office, name="Rex")
    r = declare(office, other, on=date(2025, 6, 1), incident_on=date(2025, 5, 30))
    n = svc.send_declaration_notice(office.officer, r.id, sent_on=date(2025, 6, 2))
    on = date(2025, 6, 12)
    svc.record_registration(office.officer, r.id, insurance_kind="insurance", insurer="North Star Mutual",
                            policy_number="HO-4471", insurance_cents=300_000_00, insurance_expires_on=date(2027, 6, 30),
                            enclosure_inspected_on=on, enclosure_inspector="Officer Dana Lind",
                            sign_issued_on=on, sign_number="S-12", microchip="985 112 003 456 789",
                            microchip_maker="HomeAgain")
    dangerous_dog_registration.pay_registration_fee(office.clerk, r.id, PaymentInput("cash", 300_00), on=on)
    dangerous_dog_registration.issue_certificate(office.clerk, r.id, on=on)  # renewal due June 12, 2026
    row = _row(office, date(2026, 6, 8), "Dangerous-dog renewal due")
    assert (row.due, row.record_kind, row.record_id, row.overdue) == (date(2026, 6, 12), "notice", n.id, False)
    assert row.who == f"{r.number} · Rex (Pit bull mix)"
    assert row.clears == ("Renew the registration on the dog's case — renewal due 06/12/2026 "
                          "(Minn. Stat. § 347.52)")
