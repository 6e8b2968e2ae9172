"""A find box given a superscript or other digit-like sign ('²' from AltGr+2) answers with no
match instead of stopping with an error: the search bar, the license list's find box and the
intake desk's tag look-up. Plain digits still find the tag."""
from datetime import date, timedelta

import pytest

from animaloffice.queries import impounds as impound_queries
from animaloffice.queries.licenses import LicenseFilter, LicenseQuery
from animaloffice.queries.search import search
from animaloffice.services import animals, licensing, owners
from animaloffice.services.payments import PaymentInput


@pytest.mark.parametrize("typed", ["²", "1²", "3³", "١٢"])
def test_digit_like_signs_find_nothing_and_raise_nothing(office, typed):
    owner = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Olson",
                                address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"}).id
    dog = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=owner, species="dog",
                                name="Rex", sex="M", birth_date=date.today() - timedelta(days=900)).id
    animals.record_vaccination(office.clerk, dog, vaccinated_on=date.today() - timedelta(days=9),
                               veterinarian="Dr. Vet")
    tag = licensing.issue_license(office.clerk, animal_id=dog, payment=PaymentInput("cash", 1500)).tag_number
    assert search(typed, office.tracy) == []
    assert LicenseQuery(LicenseFilter(jurisdiction_id=office.tracy, text=typed)).fetch(0, 50) == []
    assert impound_queries.lookup(office.tracy, typed) is None
    assert [h.kind for h in search(str(tag), office.tracy)] == ["license"]
