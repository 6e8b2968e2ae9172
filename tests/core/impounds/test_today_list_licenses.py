"""The Today list's rows of the licenses and permits desk: a rabies certificate falling due (T-3B),
an age exemption running out (T-7C), and an animal permit to apply for (T-7A), each from the query
its own tab or report lists, with what clears it and the record it opens."""
from datetime import date, timedelta

from animaloffice.domain import permits as permit_rules
from animaloffice.domain.deadlines import add_months, add_years
from animaloffice.persistence.profiles import profile_for
from animaloffice.queries.permit_deadlines import permits_due
from animaloffice.services import animals, licensing
from animaloffice.services.payments import PaymentInput

from .conftest import make_owner, today_rows

TODAY = date.today()


def _dog(office, owner, name, **fields):
    return animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=owner, species="dog",
                                 name=name, breed="Beagle", sex="F", altered=True, **fields).id


def test_t_3b_a_rabies_certificate_falling_due_opens_its_license(office, desk):
    owner = make_owner(office, office.tracy)
    due = TODAY + timedelta(days=3)
    dog = _dog(office, owner, "Maple", birth_date=date(2019, 4, 1))
    animals.record_vaccination(office.clerk, dog, vaccinated_on=add_years(due, -3), duration_years=3,
                               veterinarian="Dr. Karen Lindahl", received_on=TODAY)
    issued = licensing.issue_license(office.clerk, animal_id=dog, payment=PaymentInput("cash"))
    [row] = today_rows(office, TODAY, "Rabies certificate due")
    assert (row.due, row.record_kind, row.record_id, row.jurisdiction_id) == (due, "license", issued.license_id,
                                                                              office.tracy)
    assert row.who == f"{issued.number} · Maple · Halvorson, Ida"
    assert row.clears == "A current rabies certificate brought in and recorded"
    assert row.when(TODAY) == "this week"
    animals.record_vaccination(office.clerk, dog, vaccinated_on=TODAY, duration_years=3,
                               veterinarian="Dr. Karen Lindahl", received_on=TODAY)
    assert not today_rows(office, TODAY, "Rabies certificate due")


def test_t_7c_an_age_exemption_ending_this_week_opens_the_animal(office, desk):
    owner = make_owner(office, office.tracy)
    born = add_months(TODAY, -4) + timedelta(days=2)
    of_age = add_months(born, 4)  # in two days, give or take a short month's end
    pup = _dog(office, owner, "Bean", birth_date=born)
    licensing.record_exemption(office.clerk, animal_id=pup, reason="under_4_months", on=TODAY)
    [row] = today_rows(office, TODAY, "Exemption ends: Dog or cat under 4 months old")
    assert (row.due, row.record_kind, row.record_id) == (of_age - timedelta(days=1), "animal", pup)
    assert row.who == "Bean · Halvorson, Ida"
    assert row.clears == f"A license issued: the animal is of licensing age on {of_age:%m/%d/%Y}"
    [late] = today_rows(office, of_age, "Exemption ends: Dog or cat under 4 months old")  # its day gone, unlicensed
    assert late.overdue and late.when_text(of_age) == "overdue, 1 day late"


def test_t_7a_an_animal_permit_to_apply_for_opens_the_owners_record(office, desk):
    owner = make_owner(office, office.tracy, last="Lindquist", first="Ruth")
    acquired = TODAY - timedelta(days=1)
    animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=owner, species="horse",
                          name="Dusty", owned_since=acquired)
    apply_by = permit_rules.application_deadline(profile_for(office.tracy), acquired).value
    assert [d.apply_by.value for d in permits_due(office.tracy, TODAY)] == [apply_by]  # the report's own row
    day = apply_by - timedelta(days=2)
    [row] = today_rows(office, day, "Animal permit to apply for")
    assert (row.due, row.record_kind, row.record_id) == (apply_by, "owner_history", owner)
    assert row.who == "Lindquist, Ruth · 412 Emory St, Tracy, MN 56175"
    assert row.clears.startswith("An application for an animal permit received by this day — ")
    assert "(T-4A1)" in row.clears
    [late] = today_rows(office, apply_by + timedelta(days=1), "Animal permit to apply for")  # late, still owed
    assert late.overdue and late.when_text(apply_by + timedelta(days=1)) == "overdue, 1 day late"
