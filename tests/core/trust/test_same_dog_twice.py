"""Two desks license the same dog at the same moment (PostgreSQL, where both can read the dog's
licenses before either writes): one license is issued, the other desk is told the dog already
has it, and the owner pays once (T-3A: one license a year per animal)."""
import threading
from datetime import date, timedelta

import pytest

from animaloffice.domain.errors import ValidationError
from animaloffice.persistence.models import License, Payment, database
from animaloffice.services import animals, licensing, owners
from animaloffice.services.payments import PaymentInput


def test_t_3a_one_dog_licensed_at_two_desks_at_once_gets_one_license(office, monkeypatch):
    if office.backend != "postgres":
        pytest.skip("SQLite takes the write lock at the start: the two desks cannot interleave")
    owner = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Berg").id
    dog = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=owner, species="dog",
                                name="Rex", birth_date=date.today() - timedelta(days=2000)).id
    animals.record_vaccination(office.clerk, dog, vaccinated_on=date.today() - timedelta(days=30),
                               duration_years=3, veterinarian="Dr. Vet")
    both_there = threading.Barrier(2)
    lock = licensing.lock_counter

    def meet_then_lock(name):
        try:  # both desks have read the dog and its licenses
            both_there.wait(timeout=3)
        except threading.BrokenBarrierError:
            pass  # the other desk already holds the lock
        return lock(name)

    monkeypatch.setattr(licensing, "lock_counter", meet_then_lock)
    outcomes = []

    def desk():
        try:
            licensing.issue_license(office.clerk, animal_id=dog, payment=PaymentInput("cash", 1500))
            outcomes.append("issued")
        except ValidationError as exc:
            outcomes.append(exc.field)
        finally:
            database.close()

    desks = [threading.Thread(target=desk) for _ in range(2)]
    for t in desks:
        t.start()
    for t in desks:
        t.join(60)
    assert sorted(outcomes) == ["animal_id", "issued"], outcomes
    assert License.select().where(License.animal == dog).count() == 1
    assert Payment.select().count() == 1
