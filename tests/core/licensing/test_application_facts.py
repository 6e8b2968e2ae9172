"""A license is not sold on an application that does not state the animal's name, its sex, its birth
date (or an approximate age) and the owner's mailing address (T-3A, the profile's list): the refusal
names the field and nothing of the visit is saved; a renewal of a record kept without them says
what is missing."""
import copy
import tomllib
from datetime import date, timedelta

import pytest

from animaloffice import config
from animaloffice.domain.errors import ProfileError, ValidationError
from animaloffice.domain.license_application import application_gaps
from animaloffice.domain.profile_reader import ProfileReader
from animaloffice.persistence.models.animals import Animal, Vaccination
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.money import Charge, Payment
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.models.people import Address, Owner
from animaloffice.services import licensing, licensing_desk
from animaloffice.services.payments import PaymentInput

TODAY = date.today()
OWNER = {"first_name": "Ida", "last_name": "Halvorson", "phone": "507-555-0199",
         "address": {"line1": "336 Morgan St", "city": "Tracy", "postal_code": "56175"}}
DOG = {"name": "Pepper", "species": "dog", "breed": "Beagle", "sex": "F", "birth_date": TODAY - timedelta(days=900)}
CERT = {"vaccinated_on": TODAY - timedelta(days=20), "duration_years": 3, "veterinarian": "Dr. Lindahl"}
ORDINANCES = config.resources_dir() / "ordinances"


def counts():
    return tuple(m.select().count() for m in (Owner, Address, Animal, Vaccination, License, Charge, Payment,
                                              AuditEntry))


def walk_in(office, **change):
    kwargs = dict(jurisdiction_id=office.tracy, new_owner=OWNER, new_animal=DOG, new_certificate=CERT,
                  payment=PaymentInput("cash", 1500))
    kwargs.update(change)
    return licensing_desk.license_walk_in(office.clerk, **kwargs)


@pytest.mark.parametrize("change, field, reason", [
    ({"new_animal": {**DOG, "name": "  "}}, "name",
     "no name is recorded for the animal: the license and its certificate state it"),
    ({"new_animal": {**DOG, "sex": ""}}, "sex",
     "the animal's sex is not recorded (male or female): the license states it"),
    ({"new_animal": {**DOG, "sex": "U"}}, "sex",
     "the animal's sex is not recorded (male or female): the license states it"),
    ({"new_animal": {**DOG, "birth_date": None}}, "birth_date",
     "no birth date or approximate age is recorded for the animal: the certificates it needs (T-3B) "
     "are counted from it"),
    ({"new_owner": {**OWNER, "address": None}}, "address.line1",
     "the owner has no current mailing address: renewal letters and notices are mailed there"),
])
def test_t_3a_each_missing_fact_is_refused_naming_its_field_and_nothing_is_saved(office, change, field, reason):
    before = counts()
    with pytest.raises(ValidationError) as info:
        walk_in(office, **change)
    assert (info.value.field, info.value.reason) == (field, reason)
    assert counts() == before


def test_t_3a_every_missing_fact_is_named_at_once(office):
    with pytest.raises(ValidationError) as info:
        walk_in(office, new_animal={"species": "dog"}, new_owner={**OWNER, "address": None})
    assert info.value.field == "name"
    assert info.value.reason.endswith("(also missing: its sex, its birth date or approximate age, "
                                      "the owner's mailing address)")


def test_t_3a_an_approximate_age_is_an_estimated_birth_date_and_is_enough(office):
    no_date = {k: v for k, v in DOG.items() if k != "birth_date"}
    result = walk_in(office, new_animal={**no_date, "age_months": 30})
    animal = Animal.get_by_id(result.animal_id)
    assert animal.birth_date_estimated is True and animal.birth_date is not None
    assert License.get_by_id(result.issued.license_id).status == "active"


def test_t_3a_an_animal_on_file_without_its_name_is_refused_too(office, desk):
    dog = desk.dog(shot=TODAY - timedelta(days=20))
    Animal.update(name="").where(Animal.id == dog).execute()  # as a record imported without one
    on_file = dict(owner_id=Animal.get_by_id(dog).owner_id, animal_id=dog, new_owner=None, new_animal=None,
                   new_certificate=None)
    before = counts()
    with pytest.raises(ValidationError) as info:
        walk_in(office, **on_file)
    assert info.value.field == "name" and counts() == before
    Animal.update(name="Rex").where(Animal.id == dog).execute()
    assert walk_in(office, **on_file).issued.tag_number == 1


def test_t_3a_a_renewal_of_a_record_without_a_birth_date_says_what_is_missing(office, desk):
    """An office renews only once the record states what the license needs: the clerk asks the
    owner, records it on the animal, then renews."""
    last = TODAY.year - 1
    dog = desk.dog(shot=date(last, 11, 1))
    old = licensing.issue_license(office.clerk, animal_id=dog, on=date(last, 11, 20), year=last,
                                  payment=PaymentInput("cash"))
    born = Animal.get_by_id(dog).birth_date
    Animal.update(birth_date=None).where(Animal.id == dog).execute()  # imported without one
    before = counts()
    with pytest.raises(ValidationError) as info:
        licensing_desk.renew_at_desk(office.clerk, old.license_id, payment=PaymentInput("cash"))
    assert info.value.field == "birth_date"
    assert info.value.reason.endswith("counted from it; record it on the animal's or owner's record, then renew")
    assert counts() == before
    Animal.update(birth_date=born).where(Animal.id == dog).execute()
    assert licensing_desk.renew_at_desk(office.clerk, old.license_id, payment=PaymentInput("cash")).issued.year > last


def test_t_3a_the_list_of_facts_is_the_profiles_with_its_source():
    data = tomllib.loads((ORDINANCES / "tracy.toml").read_text(encoding="utf-8"))
    profile = ProfileReader(data, "tracy.toml", ORDINANCES / "state").profile()
    assert profile.readings.application_facts == ("animal_name", "sex", "birth_date", "owner_address")
    assert profile.readings.application_facts_source.startswith("office reading: Subd. 3(A) asks for a written")
    shorter = copy.deepcopy(data)
    shorter["licensing"]["application_facts"] = ["animal_name"]
    assert ProfileReader(shorter, "c.toml", ORDINANCES / "state").profile().readings.application_facts == \
        ("animal_name",)
    shorter["licensing"]["application_facts"] = ["animal_name", "colour"]
    with pytest.raises(ProfileError) as info:
        ProfileReader(shorter, "c.toml", ORDINANCES / "state").profile()
    assert info.value.key == "licensing.application_facts"


def test_t_3a_only_the_facts_listed_are_asked_for():
    assert application_gaps(("animal_name",), name="", sex="U", birth_date=None,
                            has_mailing_address=False)[0].field == "name"
    assert application_gaps(("sex", "owner_address"), name="", sex="M", birth_date=None,
                            has_mailing_address=True) == []
