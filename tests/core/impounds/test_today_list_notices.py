"""The Today list's rows for the days notices set: a notice to obtain a license (T-6D3), the letter
after a veterinarian's rabies report (T-3A), a call's notice to comply (MN-645.15) and a seizure's
last day for security or a hearing (MN-343.235), each until what it asks for is done."""
from datetime import date, datetime, timedelta

from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.field import Call
from animaloffice.persistence.models.impounds import Impound
from animaloffice.services import (
    animals,
    call_letters,
    calls,
    impound_notices,
    impounds,
    licensing,
    rabies_letters,
    rabies_reports,
    seizure_claims,
    seizure_notice,
)
from animaloffice.services.payments import PaymentInput

from .conftest import make_dog, make_owner, today_rows

MON = date(2026, 3, 2)
CLEARS_COMPLY = "Visit and close the call once it is corrected; else cite the owner — kept in unsanitary conditions"


def test_t_6d3_a_notice_to_obtain_a_license_until_the_license_is_issued(office, desk):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, name="Koda")
    info = impound_notices.send_license_order(office.officer, dog, on=MON)
    due = Notice.get_by_id(info.id).other_deadline
    assert due == date(2026, 3, 4)  # two business days
    [row] = today_rows(office, MON, "Notice to obtain a license")
    assert (row.due, row.record_kind, row.record_id, row.jurisdiction_id) == (due, "animal", dog, office.tracy)
    assert row.who == f"{info.number} · Koda · Halvorson, Ida"  # as the notice was addressed
    assert row.clears == "The license issued by this day; after it the animal may be impounded for want of it"
    assert row.when(MON) == "this week" and row.when(due) == "today"
    assert today_rows(office, due + timedelta(days=1), "Notice to obtain a license")[0].overdue  # the day gone, not done
    animals.record_vaccination(office.clerk, dog, vaccinated_on=date(2026, 2, 20), veterinarian="Dr. Karen Lindahl",
                               received_on=MON)
    licensing.issue_license(office.clerk, animal_id=dog, on=date(2026, 3, 3), payment=PaymentInput("cash"))
    assert not today_rows(office, date(2026, 3, 3), "Notice to obtain a license")


def test_t_6d3_the_notice_given_at_intake_opens_the_impound(office, desk):
    owner = make_owner(office, office.tracy)
    dog = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=owner, species="dog",
                                name="Scout", birth_date=date(2022, 5, 1)).id
    held = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog,
                           kennel_id=desk.kennel_ids[0], on=MON, found_place="Grand Ave")
    impound_notices.send_license_order(office.officer, dog, on=MON, impound_id=held.impound_id)
    [row] = today_rows(office, MON, "Notice to obtain a license")
    assert (row.due, row.record_kind, row.record_id) == (date(2026, 3, 4), "impound", held.impound_id)


def test_t_3a_the_letter_after_a_rabies_report_opens_the_animal(office, desk):
    owner = make_owner(office, office.tracy, last="Kvistad", first="Dale")
    pepper = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=owner, species="dog",
                                   name="Pepper", breed="Beagle", birth_date=date(2022, 5, 1)).id
    csv = ("Client,Address,City,Zip,Pet Name,Species,Breed,Microchip #,Rabies Tag #,Date Given,Duration,Vet\n"
           "Dale Kvistad,412 Emory St,Tracy,56175,Pepper,Dog,Beagle,,R-9004,02/16/2026,1,Dr. Lindahl\n")
    rabies_reports.import_rabies_report(office.clerk, csv, jurisdiction_id=office.tracy,
                                        clinic="Tracy Veterinary Clinic", dry_run=False)
    [info] = rabies_letters.send_license_letters(office.clerk, [pepper], jurisdiction_id=office.tracy, on=MON)
    [row] = today_rows(office, MON, "Notice to obtain a license after a veterinarian's rabies report")
    assert (row.due, row.record_kind, row.record_id) == (date(2026, 3, 4), "animal", pepper)
    assert row.who.startswith(f"{info.number} · Pepper · ")
    assert row.clears.startswith("The license issued by this day")


def test_mn_645_15_a_notice_to_comply_until_the_call_is_closed(office, desk):
    owner = make_owner(office, office.tracy)
    call = calls.record_call(office.clerk, jurisdiction_id=office.tracy, kind="unsanitary",
                             received_at=datetime.now().replace(microsecond=0) - timedelta(hours=3), owner_id=owner,
                             description="Kennel not cleaned", caller_name="Marguerite Oyelaran",
                             caller_phone="320-555-0187")
    today = date.today()
    sent = call_letters.send_notice_to_comply(office.officer, call.id, on=today, findings="Kennel not cleaned.")
    due = Notice.get_by_id(sent.id).other_deadline
    [row] = today_rows(office, due, "Notice to comply")
    number = Call.get_by_id(call.id).number
    assert (row.due, row.record_kind, row.record_id) == (due, "call", call.id)
    assert row.who == f"{sent.number} · Call {number} · Halvorson, Ida"
    assert row.clears == CLEARS_COMPLY
    calls.close_call(office.officer, call.id, outcome="notice_to_comply")
    assert not today_rows(office, due, "Notice to comply")


def test_mn_343_235_the_last_day_for_security_or_a_hearing_until_a_claim(office, desk):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, name="Duke")
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="neglect_abuse", animal_id=dog,
                        kennel_id=desk.kennel_ids[0], on=MON, found_place="410 Elm St",
                        condition="Chained without water")
    seizure_notice.send_seizure_notice(office.officer, r.impound_id, on=MON, method="posted")
    seizure_notice.send_seizure_notice(office.officer, r.impound_id, on=MON, method="mail")
    kind = "Seizure: last day for security or a hearing request"
    [row] = today_rows(office, date(2026, 3, 9), kind)  # given two ways: one day to reply by
    impound = Impound.get_by_id(r.impound_id)
    assert (row.due, row.record_kind, row.record_id) == (date(2026, 3, 12), "impound", r.impound_id)
    assert row.who == f"{impound.number} · Duke · Posted notice"
    assert row.clears == ("Record a security posted or a hearing asked for on the impound; without either it may "
                          f"be disposed of from {impound.disposition_from:%m/%d/%Y}")
    seizure_claims.request_hearing(office.officer, r.impound_id, received_on=date(2026, 3, 10),
                                   claimant_name="Ida Halvorson")
    assert not today_rows(office, date(2026, 3, 9), kind)
