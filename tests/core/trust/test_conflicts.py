"""Optimistic locking: an edit that races another edit of the same record is refused
(ConflictError), never silently lost or merged."""
from datetime import date, timedelta

import pytest

from animaloffice.domain.errors import ConflictError
from animaloffice.persistence.models.animals import Animal
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.models.people import Owner
from animaloffice.services import animals, licensing, owners
from animaloffice.services.payments import PaymentInput


def test_second_owner_edit_from_a_stale_screen_is_refused(office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Olson")
    shown_at_front_desk = shown_at_shelter = o.version
    owners.update_owner(office.clerk, o.id, expected_version=shown_at_front_desk, notes="front desk")
    before = AuditEntry.select().count()
    with pytest.raises(ConflictError) as info:
        owners.update_owner(office.officer, o.id, expected_version=shown_at_shelter, last_name="Olsen")
    assert info.value.entity == "owner" and info.value.record_id == o.id
    assert "changed by someone else" in info.value.message
    row = Owner.get_by_id(o.id)
    assert (row.last_name, row.notes, row.version) == ("Olson", "front desk", o.version + 1)
    assert AuditEntry.select().count() == before


def test_animal_and_license_edits_race_the_same_way(office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Olson",
                            address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                              name="Rex", sex="M", birth_date=date.today() - timedelta(days=900))
    animals.update_animal(office.clerk, a.id, expected_version=a.version, colour="black")
    with pytest.raises(ConflictError):
        animals.update_animal(office.officer, a.id, expected_version=a.version, colour="white")
    assert Animal.get_by_id(a.id).colour == "black"
    animals.record_vaccination(office.clerk, a.id, vaccinated_on=date.today() - timedelta(days=3),
                               veterinarian="Dr. V")
    lic = licensing.issue_license(office.clerk, animal_id=a.id, payment=PaymentInput("cash"))
    licensing.replace_tag(office.clerk, lic.license_id, reason="lost", expected_version=1)
    with pytest.raises(ConflictError):
        licensing.void_license(office.clerk, lic.license_id, "mistake", expected_version=1)
