"""A license sold at a reclaim (T-6B) states the application's facts like one sold at the counter
(T-3A, the profile's ``application_facts``): a record that lacks one is refused naming the field,
no license, tag or fee is saved, and the animal stays held until the license is issued."""
from datetime import date

import pytest

from animaloffice.domain.errors import RuleViolation, ValidationError
from animaloffice.domain.statuses import ImpoundStatus
from animaloffice.persistence.models.animals import Animal
from animaloffice.persistence.models.impounds import Impound
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.money import Charge
from animaloffice.services import animals, impound_release, impounds, licensing, owners
from animaloffice.services.payments import PaymentInput

from .conftest import make_owner

HELD_ON, RECLAIM_ON = date(2026, 5, 4), date(2026, 5, 6)


def _held(office, desk, owner_id, **animal):
    """An unlicensed dog of the owner, with a current rabies certificate, held at large."""
    fields = {"name": "Pepper", "sex": "M", "birth_date": date(2021, 5, 1), **animal}
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=owner_id, species="dog",
                              breed="Labrador Retriever", colour="black", altered=True,
                              owned_since=date(2021, 7, 1), **fields)
    animals.record_vaccination(office.clerk, a.id, vaccinated_on=date(2026, 1, 5), veterinarian="Dr. Lindahl",
                               received_on=date(2026, 1, 5))
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=a.id,
                        kennel_id=desk.kennel_ids[0], on=HELD_ON, found_place="Morgan St and 3rd",
                        found_detail="near_street")
    return a.id, r.impound_id


def _nothing_sold(office, impound_id):
    assert not License.select().exists()
    assert not Charge.select().where(Charge.subject_table == "license").exists()
    assert Impound.get_by_id(impound_id).status == ImpoundStatus.HELD
    bill = impound_release.bill(impound_id, RECLAIM_ON)
    assert "license" in {x.data.get("needs") for x in bill.blockers}  # T-6B: not released without it
    with pytest.raises(RuleViolation) as exc:
        impound_release.reclaim(office.clerk, impound_id, on=RECLAIM_ON,
                                payment=PaymentInput("cash", bill.due_cents))
    assert "license" in {x.data.get("needs") for x in exc.value.refusals}
    assert Impound.get_by_id(impound_id).status == ImpoundStatus.HELD
    assert not Charge.select().where(Charge.subject_table == "impound").exists()


@pytest.mark.parametrize(("facts", "field", "words"), [
    ({"sex": "U"}, "sex", "sex is not recorded"),
    ({"name": ""}, "name", "no name is recorded"),
    ({"birth_date": None}, "birth_date", "no birth date or approximate age"),
])
def test_t_3a_t_6b_license_at_a_reclaim_refused_naming_the_missing_fact(office, desk, facts, field, words):
    dog, impound_id = _held(office, desk, make_owner(office, office.tracy), **facts)
    with pytest.raises(ValidationError) as exc:
        licensing.issue_license(office.clerk, animal_id=dog, on=RECLAIM_ON, reclaim_of=impound_id)
    assert exc.value.field == field and words in exc.value.message
    _nothing_sold(office, impound_id)


def test_t_3a_t_6b_license_at_a_reclaim_needs_the_owners_mailing_address(office, desk):
    owner = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ida",
                                last_name="Halvorson", phone="507-555-0101", since=date(2020, 1, 1)).id
    dog, impound_id = _held(office, desk, owner, sex="U")
    with pytest.raises(ValidationError) as exc:
        licensing.issue_license(office.clerk, animal_id=dog, on=RECLAIM_ON, reclaim_of=impound_id)
    assert exc.value.field == "sex" and "also missing: the owner's mailing address" in exc.value.message
    _nothing_sold(office, impound_id)
    a = Animal.get_by_id(dog)
    animals.update_animal(office.clerk, dog, expected_version=a.version, sex="F")
    with pytest.raises(ValidationError) as exc:
        licensing.issue_license(office.clerk, animal_id=dog, on=RECLAIM_ON, reclaim_of=impound_id)
    assert exc.value.field == "address.line1" and "mailing address" in exc.value.message
    _nothing_sold(office, impound_id)


def test_t_6b_once_the_facts_are_recorded_the_license_joins_the_bill_and_the_dog_goes_home(office, desk):
    owner = make_owner(office, office.tracy)
    dog, impound_id = _held(office, desk, owner, sex="U")
    with pytest.raises(ValidationError):
        licensing.issue_license(office.clerk, animal_id=dog, on=RECLAIM_ON, reclaim_of=impound_id)
    animals.update_animal(office.clerk, dog, expected_version=Animal.get_by_id(dog).version, sex="M")
    issued = licensing.issue_license(office.clerk, animal_id=dog, on=RECLAIM_ON, reclaim_of=impound_id)
    bill = impound_release.bill(impound_id, RECLAIM_ON)
    assert any(line.fee_code == "license.dog" and not line.paid for line in bill.lines)
    done = impound_release.reclaim(office.clerk, impound_id, on=RECLAIM_ON,
                                   payment=PaymentInput("cash", bill.due_cents))
    assert done.paid_cents == bill.due_cents and License.get_by_id(issued.license_id).status == "active"
    assert Impound.get_by_id(impound_id).status == ImpoundStatus.RELEASED
