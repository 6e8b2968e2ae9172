"""Two desks license the same dog at the same moment (PostgreSQL, where both can read the dog's
licenses before either writes): one license is issued, the other desk is told the dog already
has it, and the owner pays once (T-3A: one license a year per animal)."""
from datetime import date, timedelta

from animaloffice.domain.errors import ValidationError
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.money import Payment
from animaloffice.services import animals, licensing, owners
from animaloffice.services.payments import PaymentInput
from tests.core.two_desks import at_once, by_field, meet_at, postgres_only


def test_t_3a_one_dog_licensed_at_two_desks_at_once_gets_one_license(office, monkeypatch):
    postgres_only(office)
    owner = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Berg",
                                address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"}).id
    dog = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=owner, species="dog",
                                name="Rex", sex="M", birth_date=date.today() - timedelta(days=2000)).id
    animals.record_vaccination(office.clerk, dog, vaccinated_on=date.today() - timedelta(days=30),
                               duration_years=3, veterinarian="Dr. Vet")
    meet_at(monkeypatch, licensing, "lock_counter", before=True)  # both desks have read the dog's licenses

    def desk():
        licensing.issue_license(office.clerk, animal_id=dog, payment=PaymentInput("cash", 1500))
        return "issued"

    outcomes = at_once(desk, desk, refused=(ValidationError,), label=by_field)
    assert outcomes == ["animal_id", "issued"], outcomes
    assert License.select().where(License.animal == dog).count() == 1
    assert Payment.select().count() == 1
