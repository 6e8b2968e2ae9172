"""The Today list keeps a day that has passed with nothing done: a notice to obtain a license
(T-6D3), a notice to comply (MN-645.15), a seizure's last day to reply (MN-343.235), a late
animal permit (T-7A) and an exemption run out (T-7C) stay, overdue and so many days late, until
what clears them is done; a window that only closes (a hold, a permit's expiry) leaves the day
after."""
from datetime import date, datetime, timedelta

from animaloffice.domain import permits as permit_rules
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.permits import Permit, PermitApplication
from animaloffice.persistence.profiles import profile_for
from animaloffice.queries.today import due_this_week
from animaloffice.services import (
    animal_life,
    animals,
    call_letters,
    calls,
    exemptions,
    impound_notices,
    impounds,
    licensing,
    permits,
    seizure_claims,
    seizure_notice,
)
from animaloffice.services.payments import PaymentInput

from .conftest import make_dog, make_owner, today_rows

MON = date(2026, 3, 2)
SEIZED = "Seizure: last day for security or a hearing request"


def test_t_6d3_a_license_order_past_its_day_stays_overdue_until_the_license(office, desk):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, name="Koda")
    impound_notices.send_license_order(office.officer, dog, on=MON)  # license by Wed 03/04/2026
    [row] = today_rows(office, date(2026, 3, 5), "Notice to obtain a license")
    assert (row.due, row.overdue, row.when(date(2026, 3, 5))) == (date(2026, 3, 4), True, "overdue")
    assert row.when_text(date(2026, 3, 5)) == "overdue, 1 day late"
    assert row.clears == "The license issued; its day has passed: the animal may be impounded for want of it"
    [row] = today_rows(office, date(2026, 4, 3), "Notice to obtain a license")  # a month on, nothing done
    assert row.days_late(date(2026, 4, 3)) == 30 and row.when_text(date(2026, 4, 3)) == "overdue, 30 days late"
    animals.record_vaccination(office.clerk, dog, vaccinated_on=date(2026, 2, 20), veterinarian="Dr. Karen Lindahl",
                               received_on=date(2026, 3, 9))
    licensing.issue_license(office.clerk, animal_id=dog, on=date(2026, 3, 9), payment=PaymentInput("cash"))
    assert not today_rows(office, date(2026, 3, 10), "Notice to obtain a license")


def test_t_6d3_a_license_order_ends_with_the_animal(office, desk):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, name="Koda")
    impound_notices.send_license_order(office.officer, dog, on=MON)
    assert today_rows(office, date(2026, 3, 12), "Notice to obtain a license")
    animal_life.record_death(office.clerk, dog, on=date(2026, 3, 11))
    assert not today_rows(office, date(2026, 3, 12), "Notice to obtain a license")


def test_mn_645_15_a_notice_to_comply_past_its_day_stays_until_the_call_is_closed(office, desk):
    owner = make_owner(office, office.tracy)
    call = calls.record_call(office.clerk, jurisdiction_id=office.tracy, kind="unsanitary",
                             received_at=datetime(2026, 3, 2, 9, 30), owner_id=owner,
                             description="Kennel not cleaned", caller_name="Marguerite Oyelaran",
                             caller_phone="320-555-0187")
    sent = call_letters.send_notice_to_comply(office.officer, call.id, on=MON, findings="Kennel not cleaned.")
    due = Notice.get_by_id(sent.id).other_deadline
    late = due + timedelta(days=3)
    [row] = today_rows(office, late, "Notice to comply")
    assert (row.due, row.record_kind, row.record_id, row.overdue) == (due, "call", call.id, True)
    assert row.when_text(late) == "overdue, 3 days late"
    calls.close_call(office.officer, call.id, outcome="notice_to_comply")
    assert not today_rows(office, late, "Notice to comply")


def test_mn_343_235_a_seizure_past_its_day_to_reply_stays_until_a_claim_or_the_disposition(office, desk):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, name="Duke")
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="neglect_abuse", animal_id=dog,
                        kennel_id=desk.kennel_ids[0], on=MON, found_place="410 Elm St",
                        condition="Chained without water")
    seizure_notice.send_seizure_notice(office.officer, r.impound_id, on=MON, method="posted")
    seizure_notice.send_seizure_notice(office.officer, r.impound_id, on=MON, method="mail")
    [row] = today_rows(office, date(2026, 3, 16), SEIZED)  # the day (Thu 03/12/2026) gone; given two ways, one row
    assert (row.due, row.record_id, row.overdue) == (date(2026, 3, 12), r.impound_id, True)
    assert row.when_text(date(2026, 3, 16)) == "overdue, 4 days late"
    assert row.clears.startswith("No security or hearing request recorded by the day: record the disposition on "
                                 "the impound (it may be disposed of from ")
    seizure_claims.request_hearing(office.officer, r.impound_id, received_on=date(2026, 3, 10),
                                   claimant_name="Ida Halvorson")  # made in time, recorded late
    assert not today_rows(office, date(2026, 3, 16), SEIZED)


def test_t_7a_a_permit_not_applied_for_stays_late_until_the_application(office, desk):
    owner = make_owner(office, office.tracy, last="Lindquist", first="Ruth")
    acquired = date(2026, 3, 2)
    animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=owner, species="horse",
                          name="Dusty", owned_since=acquired)
    apply_by = permit_rules.application_deadline(profile_for(office.tracy), acquired).value
    assert apply_by == date(2026, 3, 5)  # three business days
    late = date(2026, 3, 11)
    [row] = today_rows(office, late, "Animal permit to apply for")
    assert (row.due, row.record_kind, row.record_id, row.overdue) == (apply_by, "owner_history", owner, True)
    assert row.when_text(late) == "overdue, 6 days late"
    assert row.clears.startswith("An application for an animal permit received: the day has passed, it is late — ")
    [before] = today_rows(office, date(2026, 3, 4), "Animal permit to apply for")
    assert not before.overdue and before.clears.startswith("An application for an animal permit received by this day")
    permits.record_application(office.clerk, owner_id=owner, permit_type="animal", species=["horse"],
                               premises="412 Emory St", payment=PaymentInput("cash"))
    assert not today_rows(office, late, "Animal permit to apply for")


def test_t_7c_an_age_exemption_run_out_stays_until_the_license(office, desk):
    owner = make_owner(office, office.tracy)
    pup = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=owner, species="dog",
                                name="Bean", breed="Beagle", sex="F", birth_date=date(2025, 11, 3)).id
    licensing.record_exemption(office.clerk, animal_id=pup, reason="under_4_months", on=date(2026, 2, 1))
    kind = "Exemption ends: Dog or cat under 4 months old"
    [row] = today_rows(office, date(2026, 3, 9), kind)  # of licensing age on 03/03/2026, still unlicensed
    assert (row.due, row.record_id, row.overdue) == (date(2026, 3, 2), pup, True)
    assert row.when_text(date(2026, 3, 9)) == "overdue, 7 days late"
    animals.record_vaccination(office.clerk, pup, vaccinated_on=date(2026, 3, 6), veterinarian="Dr. Karen Lindahl",
                               received_on=date(2026, 3, 9))
    licensing.issue_license(office.clerk, animal_id=pup, on=date(2026, 3, 9), payment=PaymentInput("cash"))
    assert not today_rows(office, date(2026, 3, 10), kind)


def test_t_7c_a_stay_exemption_run_out_stays_one_ended_by_hand_goes(office, desk):
    owner = make_owner(office, office.tracy)
    visitor = make_dog(office, office.tracy, owner, name="Rex")
    guest = make_dog(office, office.tracy, owner, name="Tess")
    licensing.record_exemption(office.clerk, animal_id=visitor, reason="show_7", on=MON)  # to 03/09/2026
    licensing.record_exemption(office.clerk, animal_id=guest, reason="show_7", on=MON)
    [ended] = exemptions.open_exemptions(guest, date(2026, 3, 4))
    exemptions.end_exemption(office.clerk, ended.id, reason="The owner left the city with the dog",
                             on=date(2026, 3, 4))
    kind = "Exemption ends: Show animal of an owner staying 7 days or less"
    [row] = today_rows(office, date(2026, 3, 12), kind)
    assert (row.due, row.record_id, row.overdue) == (date(2026, 3, 9), visitor, True)


def test_windows_that_only_close_leave_the_day_after(office, desk):
    """A hold's last day (T-6) and a permit's expiry (T-4A) are listed on their day and not after
    it: nothing is owed on them by that day."""
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, name="Koda")
    impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog,
                    kennel_id=desk.kennel_ids[0], on=MON, found_place="Grand Ave")
    Permit.create(jurisdiction=office.tracy, number="P-2", owner=owner, permit_type="animal", premises="412 Emory St",
                  status="active", issued_on=date(2025, 3, 12), expires_on=date(2026, 3, 11))
    week = due_this_week(office.tracy, date(2026, 3, 9))
    hold = next(i for i in week if i.kind == "Hold ends").due
    expires = next(i for i in week if i.kind == "Permit expires").due
    assert not any(i.kind == "Hold ends" for i in due_this_week(office.tracy, hold + timedelta(days=1)))
    assert not any(i.kind == "Permit expires" for i in due_this_week(office.tracy, expires + timedelta(days=1)))


def test_t_4a_a_lapsed_permit_hands_over_to_t_7a(office, desk):
    """The permit's expiry leaves the list the day after; the owner still keeping the horse it
    covered is then listed to apply (T-7A), overdue until an application is on file."""
    owner = make_owner(office, office.tracy, last="Lindquist", first="Ruth")
    animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=owner, species="horse",
                          name="Dusty", owned_since=date(2024, 5, 1))
    app = PermitApplication.create(jurisdiction=office.tracy, number="A-1", owner=owner, permit_type="animal",
                                   received_on=date(2025, 3, 1), premises="412 Emory St", status="approved",
                                   species='["horse"]', animal_count=1)
    Permit.create(application=app, jurisdiction=office.tracy, number="P-2", owner=owner, permit_type="animal",
                  premises="412 Emory St", status="active", issued_on=date(2025, 3, 12), expires_on=date(2026, 3, 11))
    assert [i.kind for i in due_this_week(office.tracy, date(2026, 3, 9))] == ["Permit expires"]
    [row] = due_this_week(office.tracy, date(2026, 3, 12))
    assert (row.kind, row.record_id, row.overdue) == ("Animal permit to apply for", owner, True)
