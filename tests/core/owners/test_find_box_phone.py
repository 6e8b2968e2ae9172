"""T-7E: the main window's find box finds an owner by a current phone number typed any way, through
an index on SQLite and PostgreSQL; a tag or microchip read from the same digits comes first."""
from __future__ import annotations

from datetime import date, timedelta

import pytest

from animaloffice.domain.persons import phone_key, typed_phone_key
from animaloffice.persistence.models.base import database
from animaloffice.persistence.models.people import Phone
from animaloffice.queries import search as S
from animaloffice.services import animals, licensing, owners
from animaloffice.services.payments import PaymentInput


@pytest.fixture
def jose(office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="José", last_name="Hernández",
                            phone="507-555-0134", address={"line1": "12 Elm St", "city": "Tracy",
                                                           "postal_code": "56175"})
    owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name="Olson",
                        phone="507-555-0199")
    return office, o


def owner_ids(hits):
    return [h.id for h in hits if h.kind == "owner"]


@pytest.mark.parametrize("typed", ["507-555-0134", "(507) 555 0134", "5075550134", "555-0134", "5550134",
                                   "+1 507 555 0134", "1-507-555-0134", " 507.555.0134 "])
def test_t_7e_a_phone_typed_any_way_finds_its_owner(jose, typed):
    office, o = jose
    hits = S.search(typed, office.tracy)
    assert owner_ids(hits) == [o.id], hits
    assert hits[-1].title == "Hernández, José" and "507-555-0134" in hits[-1].detail


@pytest.mark.parametrize("typed", ["0134", "55-0134", "555 013", "507-555-01345", "phone 5550134",
                                   "9507-555-0134"])
def test_t_7e_fewer_than_seven_digits_or_other_text_is_no_phone(jose, typed):
    """The last four digits are a tag number here, not a phone (the Owners list and the pickers
    take any part of a number); a wrong area code or a twelfth digit finds nobody."""
    office, _ = jose
    assert owner_ids(S.find_owners_by_phone(typed, office.tracy)) == []
    assert not any(h.detail.startswith("phone") for h in S.search(typed, office.tracy))


def test_t_7e_only_the_current_number_and_the_city_asked(jose):
    office, o = jose
    owners.change_phone(office.clerk, o.id, "507-555-0777")  # the new home number ends the old one
    assert owner_ids(S.search("507-555-0134", office.tracy)) == []
    assert owner_ids(S.search("507 555 0777", office.tracy)) == [o.id]
    assert owner_ids(S.search("507 555 0777", office.worthington)) == []
    assert owner_ids(S.search("507 555 0777")) == [o.id]  # all cities


def test_t_7e_a_tag_and_a_chip_read_from_the_digits_come_before_the_phone(jose):
    """Exact identifiers of one record first: a scanner types tags and chips into this box, and
    Enter opens the first hit; a phone's owners follow."""
    office, o = jose
    pet = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                                name="Canela", microchip="5075550134", sex="F",
                                birth_date=date(2021, 5, 9))
    animals.record_vaccination(office.clerk, pet.id, vaccinated_on=date.today() - timedelta(days=10),
                               veterinarian="Dr. V")
    lic = licensing.issue_license(office.clerk, animal_id=pet.id, tag_number=5550134, payment=PaymentInput("cash"))
    assert [(h.kind, h.id) for h in S.search("555-0134", office.tracy)] == [("license", lic.license_id),
                                                                          ("owner", o.id)]
    assert [(h.kind, h.id) for h in S.search("5075550134", office.tracy)] == [("animal", pet.id), ("owner", o.id)]


def test_t_7e_every_phone_saved_keeps_its_key(jose):
    office, o = jose
    assert phone_key("507-555-0134") == "4310555705" and typed_phone_key("(507) 555 0134") == "4310555705"
    assert typed_phone_key("555-0134") == "4310555" and typed_phone_key("0134") == ""
    stored = {p.number: p.number_key for p in Phone.select()}
    assert stored == {n: phone_key(n) for n in stored} and stored["507-555-0134"] == "4310555705"


def test_t_7e_the_phone_look_up_is_served_by_its_index(jose):
    office, _ = jose
    key = typed_phone_key("507-555-0134")
    if office.backend == "sqlite":
        plan = " ".join(str(r[-1]) for r in database.obj.execute_sql(
            "EXPLAIN QUERY PLAN " + S._PHONE[True], (key, key, None, None, 25)).fetchall())
        assert "phone_number_key" in plan, plan
    else:
        database.obj.execute_sql("SET enable_seqscan = off")  # a tiny table: make the planner show its choice
        try:
            plan = " ".join(r[0] for r in database.obj.execute_sql(
                "EXPLAIN " + S._PHONE[False], (key, None, None, 25)).fetchall())
        finally:
            database.obj.execute_sql("SET enable_seqscan = on")
        assert "phone_number_key" in plan, plan
