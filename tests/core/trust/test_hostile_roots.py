"""The four roots of the crashes a random sweep found, and names that read differently than
they are stored: each is refused naming the field."""
from datetime import date, time

import pytest

from animaloffice.domain import validate
from animaloffice.domain.errors import NotFound, ValidationError
from animaloffice.persistence import profiles
from animaloffice.services import impounds, licensing, owners, permit_life, permits

from .hostile_baselines import make_records


def refused(field, call, *args, **kwargs):
    with pytest.raises((ValidationError, NotFound)) as info:
        call(*args, **kwargs)
    assert info.value.field == field, info.value
    return info.value


def test_the_roots_are_refused_by_field(office):
    r = make_records(office)
    other = licensing.issue_license  # another animal's license may not be "renewed" onto this one
    refused("renewal_of", other, office.admin, animal_id=r.animal, renewal_of=r.license)
    refused("renewal_of", other, office.admin, animal_id=r.animal, renewal_of=10 ** 6)
    for bad in (2 ** 63, 10 ** 30, -5):
        refused("jurisdiction_id", profiles.profile_for, bad)
    for at in ("09:30", 930, date.today()):
        refused("at", impounds.intake, office.admin, jurisdiction_id=r.j, ground="at_large",
                new_animal={"species": "dog"}, at=at)
    refused("new_animal", impounds.intake, office.admin, jurisdiction_id=r.j, ground="at_large", new_animal=0)
    ok = impounds.intake(office.admin, jurisdiction_id=r.j, ground="at_large", new_animal={"species": "dog"},
                         at=time(9, 30))
    assert ok.impound_id
    for field, value in (("species", "dog"), ("species", 7), ("animal_ids", 0), ("animal_ids", "12"),
                         ("animal_ids", [2 ** 63])):
        refused(field, permits.record_application, office.admin, owner_id=r.owner, permit_type="animal",
                **{field: value})
    for on in (date.max, date(9999, 12, 31)):
        refused("on", permit_life.flag_reviews, office.admin, r.j, on)


@pytest.mark.parametrize("name", ["\u202eevil", "a\u202db", "x\u2066y\u2069", "line\u2028two", "para\u2029graph",
                                  "\u200b", "\u200b\u200c\u200d\ufeff", "\u2060 \u200b", "bell\x07", "c1\x85x"])
def test_names_refuse_direction_separators_and_invisible_only(office, name):
    for field, call, kwargs in (
            ("last_name", owners.create_owner, dict(jurisdiction_id=office.tracy, last_name=name)),
            ("first_name", owners.create_owner, dict(jurisdiction_id=office.tracy, last_name="Olson",
                                                     first_name=name))):
        refused(field, call, office.clerk, **kwargs)
    with pytest.raises(ValidationError):
        validate.text("name", name)


def test_names_in_every_script_are_kept():
    for name in ("Zoë Ångström-Nguyễn", "محمد", "李小龍", "Søren Ø'Brien", "e\u0301", "\u200bAnn"):
        assert validate.text("name", name)
