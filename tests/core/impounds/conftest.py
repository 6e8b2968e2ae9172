"""Helpers for the intake desk tests: a facility with kennels, an owner with a licensed dog."""
from dataclasses import dataclass
from datetime import date, timedelta

import pytest

from animaloffice.services import animals, kennels, licensing, owners
from animaloffice.services.payments import PaymentInput


@dataclass
class Desk:
    facility_id: int
    kennel_ids: list[int]
    quarantine_ids: list[int]


@pytest.fixture
def desk(office) -> Desk:
    f = kennels.create_facility(office.admin, name="Tracy Animal Control Facility",
                                address="336 Morgan St, Tracy, MN 56175", phone="507-629-5530",
                                hours="Mon-Fri 9:00-13:00")
    runs = kennels.add_kennel_range(office.admin, f.id, kind="run", prefix="R", count=4)
    q = kennels.add_kennels(office.admin, f.id, kind="quarantine", codes=["Q1", "Q2"])
    return Desk(f.id, [k.id for k in runs], [k.id for k in q])


def today_rows(office, day, kind):
    """Today's rows of one kind for Tracy on `day`."""
    from animaloffice.queries.today import due_this_week

    return [i for i in due_this_week(office.tracy, day) if i.kind == kind]


def make_owner(office, jurisdiction_id, last="Halvorson", first="Ida"):
    return owners.create_owner(office.clerk, jurisdiction_id=jurisdiction_id, first_name=first, last_name=last,
                               address={"line1": "412 Emory St", "city": "Tracy", "postal_code": "56175"},
                               phone="507-555-0101", since=date(2020, 1, 1)).id


def make_dog(office, jurisdiction_id, owner_id, *, altered=False, licensed_on=None, tag=None, chip="",
             shot_on=None, name="Pepper"):
    a = animals.create_animal(office.clerk, jurisdiction_id=jurisdiction_id, owner_id=owner_id, species="dog",
                              name=name, breed="Labrador Retriever", colour="black", sex="M",
                              altered=altered, birth_date=date(2021, 5, 1), microchip=chip,
                              owned_since=date(2021, 7, 1))
    if licensed_on or shot_on:
        animals.record_vaccination(office.clerk, a.id, vaccinated_on=shot_on or licensed_on - timedelta(days=5),
                                   veterinarian="Dr. Karen Lindahl", received_on=shot_on or licensed_on)
    if licensed_on:
        licensing.issue_license(office.clerk, animal_id=a.id, on=licensed_on, tag_number=tag, payment=PaymentInput("cash"))
    return a.id
