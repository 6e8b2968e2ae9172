"""The one office-action shape (services/office_action.py): permission first, one transaction,
each change saved at the version read and audited with what it was."""
from datetime import date

import pytest

from animaloffice.domain.errors import ConflictError, PermissionDenied
from animaloffice.domain.roles import Actor
from animaloffice.persistence.models.animals import Animal
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.services import animals, owners
from animaloffice.services.office_action import OfficeAction


@pytest.fixture
def dog(office):
    owner = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name="Olson",
                                address={"line1": "1 Elm St", "city": "Tracy", "postal_code": "56175"}).id
    return animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=owner, species="dog",
                                 name="Rex", birth_date=date(2020, 1, 1)).id


def test_the_permission_is_refused_before_anything_is_read(office, dog):
    with pytest.raises(PermissionDenied):
        OfficeAction(Actor("nobody", "nobody", None), "edit_records")


def test_a_change_is_saved_at_its_version_and_audited_with_what_it_was(office, dog):
    entries = AuditEntry.select().count()
    with OfficeAction(office.clerk, "edit_records") as act:
        row = act.fetch(Animal, dog, "animal_id")
        row.colour = "brindle"
        act.save(row, "animal.update")
    entry = AuditEntry.select().order_by(AuditEntry.id.desc()).first()
    assert AuditEntry.select().count() == entries + 1 and entry.action == "animal.update"
    assert '"colour": ""' in entry.before and '"colour": "brindle"' in entry.after
    assert Animal.get_by_id(dog).version == row.version == 2


def test_a_refusal_inside_the_action_leaves_nothing_saved_or_audited(office, dog):
    entries = AuditEntry.select().count()
    with pytest.raises(ConflictError):
        with OfficeAction(office.clerk, "edit_records") as act:
            row = act.fetch(Animal, dog, "animal_id")
            row.colour = "black"
            act.save(row, "animal.update")  # saved and audited inside the transaction...
            stale = act.fetch(Animal, dog, "animal_id")
            stale.name = "Max"
            act.save(stale, "animal.update", expected_version=1)  # ...then refused: the screen was stale
    assert Animal.get_by_id(dog).colour == "" and Animal.get_by_id(dog).version == 1
    assert AuditEntry.select().count() == entries


def test_the_services_written_with_it_keep_their_refusals(office, dog):
    animals.record_vaccination(office.clerk, dog, vaccinated_on=date(2026, 1, 5), veterinarian="Dr. V")
    with pytest.raises(PermissionDenied):
        animals.record_vaccination(Actor("nobody", "nobody", None), dog, vaccinated_on=date(2026, 1, 5),
                                   veterinarian="Dr. V")
