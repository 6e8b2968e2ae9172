"""A duplicate owner merged into another is kept as it was, for the record (T-7B): nothing new
is written on it, since search and the owner list no longer show it and whatever landed there
would be lost from sight. A workstation that still had the duplicate open is told where to go."""
from datetime import date, timedelta

import pytest

from animaloffice.domain.errors import ValidationError
from animaloffice.persistence.models.animals import Animal
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.models.people import Address, Conviction, Phone
from animaloffice.services import animals, licensing_desk, merge, owners

TODAY = date.today()


def test_t_7b_nothing_is_written_on_an_owner_merged_into_another(office):
    keep = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Olson").id
    dup = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Olsen").id
    merge.merge_owners(office.officer, keep_id=keep, duplicate_id=dup)
    counts = lambda: [m.select().count() for m in (Address, Phone, Conviction, Animal, AuditEntry)]  # noqa: E731
    before = counts()
    attempts = [
        lambda: owners.change_phone(office.clerk, dup, "507-555-0100"),
        lambda: owners.change_address(office.clerk, dup, line1="1 Main St", city="Tracy"),
        lambda: owners.record_conviction(office.officer, dup, offense="cruelty",
                                         convicted_on=TODAY - timedelta(days=9), animal_cruelty=True),
        lambda: animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=dup,
                                      species="dog", name="Rex"),
        lambda: licensing_desk.exempt_at_desk(office.clerk, jurisdiction_id=office.tracy, owner_id=dup,
                                              reason="service", new_animal={"species": "dog"}),
    ]
    for call in attempts:
        with pytest.raises(ValidationError) as refused:
            call()
        assert refused.value.field == "owner_id"
        assert f"merged into owner {keep}" in str(refused.value)
    rex = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=keep, species="dog").id
    with pytest.raises(ValidationError) as refused:
        animals.transfer_animal(office.clerk, rex, dup)
    assert refused.value.field == "new_owner_id"
    assert counts()[:3] == before[:3]
    assert Animal.select().count() == before[3] + 1  # only the one on the kept owner
    owners.change_phone(office.clerk, keep, "507-555-0100")  # the kept owner takes it
