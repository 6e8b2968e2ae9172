"""An animal's death or loss, recorded at the desk: the services decide what follows (a death
ends its licenses; given away, T-3C ends them; lost, they stay, so a dog that is found is still
licensed), every
change audited, a refusal naming the field and nothing half-saved."""
from datetime import date, timedelta

import pytest

from animaloffice.domain.errors import ValidationError
from animaloffice.persistence.models.animals import Animal
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.services import animal_life, animals, licensing, owners
from animaloffice.services.payments import PaymentInput

TODAY = date.today()


def _dog(office, name="Rex"):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name="Olson",
                            address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog", name=name,
                              sex="M", birth_date=TODAY - timedelta(days=1500))
    animals.record_vaccination(office.clerk, a.id, vaccinated_on=TODAY - timedelta(days=30), duration_years=3,
                               veterinarian="Dr. Vet", received_on=TODAY - timedelta(days=30))
    issued = licensing.issue_license(office.clerk, animal_id=a.id, payment=PaymentInput("cash"))
    return o.id, a.id, issued.license_id


def test_t_3c_a_lost_dog_keeps_its_license_and_is_back_when_found(office):
    _, dog, lic = _dog(office)
    animal_life.record_loss(office.clerk, dog, on=TODAY, reason="lost", note="ran off during fireworks")
    assert Animal.get_by_id(dog).status == "gone"
    assert License.get_by_id(lic).ended_on is None  # still licensed
    entry = AuditEntry.select().where(AuditEntry.action == "animal.gone").get()
    assert "lost or ran away" in entry.note and "fireworks" in entry.note
    with pytest.raises(ValidationError) as refused:
        animal_life.record_loss(office.clerk, dog, on=TODAY, reason="lost")
    assert refused.value.field == "animal_id"
    animal_life.record_found(office.clerk, dog, note="found by a neighbour")
    assert Animal.get_by_id(dog).status == "active"
    assert AuditEntry.select().where(AuditEntry.action == "animal.found").count() == 1


def test_a_loss_is_refused_naming_the_field_and_nothing_changes(office):
    _, dog, _ = _dog(office)
    before = AuditEntry.select().count()
    with pytest.raises(ValidationError) as refused:
        animal_life.record_loss(office.clerk, dog, on=TODAY, reason="vanished")
    assert refused.value.field == "reason"
    with pytest.raises(ValidationError) as refused:
        animal_life.record_loss(office.clerk, dog, on=TODAY + timedelta(days=1), reason="lost")
    assert refused.value.field == "on"
    assert Animal.get_by_id(dog).status == "active" and AuditEntry.select().count() == before


def test_t_3c_a_dog_given_away_loses_its_license(office):
    _, dog, lic = _dog(office)
    animal_life.record_loss(office.clerk, dog, on=TODAY, reason="given")
    assert License.get_by_id(lic).ended_on == TODAY and Animal.get_by_id(dog).status == "gone"


def test_a_death_ends_the_license(office):
    _, dog, lic = _dog(office)
    animal_life.record_death(office.clerk, dog, on=TODAY, note="old age")
    assert Animal.get_by_id(dog).status == "deceased" and License.get_by_id(lic).ended_on == TODAY
    with pytest.raises(ValidationError):
        animal_life.record_loss(office.clerk, dog, on=TODAY, reason="lost")
