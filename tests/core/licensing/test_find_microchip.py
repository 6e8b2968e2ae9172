"""The Licenses list's find box finds a microchip by its start, whatever the case, in every order
of the list, whether the chips are few (looked up by index, the licenses sorted) or many (the
list read in its order, each row's animal tested): the rows the whole list shows with that chip."""
from datetime import date, timedelta

import pytest

from animaloffice.persistence.models.animals import Animal
from animaloffice.queries import license_find
from animaloffice.queries.license_find import text_match
from animaloffice.queries.licenses import LicenseFilter, LicenseQuery
from animaloffice.services import licensing
from animaloffice.services.payments import PaymentInput

TODAY = date.today()
CHIPS = ["985141000012345", "985141000099999", "900100000000001", "0A1B2C3D4E", None]
SORTS = [(key, desc) for key in ("tag", "issued", "expires", "owner", "animal", "number", "status", "species")
         for desc in (False, True)]


@pytest.fixture
def chipped(office, desk):
    chip_of = {}
    for i, chip in enumerate(CHIPS * 2):  # each chip's animal licensed; two animals without one
        aid = desk.dog(shot=TODAY - timedelta(days=5 + i), name=f"Dog{'DCBAEJIHGF'[i]}")
        if chip is not None and i < len(CHIPS):
            Animal.update(microchip=chip).where(Animal.id == aid).execute()
        lid = licensing.issue_license(office.clerk, animal_id=aid, tag_number=60 + (i * 3) % 10,
                                      payment=PaymentInput("cash")).license_id
        chip_of[lid] = chip if i < len(CHIPS) else None
    return LicenseFilter(jurisdiction_id=office.tracy), chip_of


def listed(flt, key, desc):
    return [r[0] for r in LicenseQuery(flt).fetch(0, 50, key, desc)]


@pytest.mark.parametrize("matched", ["few", "some", "many"])
def test_a_typed_chip_start_lists_its_animals_licenses_in_every_order(office, chipped, matched, monkeypatch):
    """Few chips: looked up, their licenses sorted; some (PostgreSQL: a few thousand): the list
    read in its order, each license's animal looked for among them; many: each row's own chip
    tested (SQLite counts any beyond BROAD_MATCH as many)."""
    flt, chip_of = chipped
    many = matched != "few"
    if many:  # every chip that matches counts as many: the list read in its order
        monkeypatch.setattr(license_find, "BROAD_MATCH", 1)
    if matched == "many":
        monkeypatch.setattr(license_find, "DENSE_CHIPS", 1)
    for typed in ("985", "9851410000123", "900100000000001", "0a1b", "0A1B2C3D4E"):
        wanted = {lid for lid, chip in chip_of.items() if chip and chip.startswith(typed.upper())}
        assert wanted, typed
        for key, desc in SORTS:
            whole = listed(flt, key, desc)
            assert listed(flt.with_(text=typed), key, desc) == [lid for lid in whole if lid in wanted], (typed, key)
        assert LicenseQuery(flt.with_(text=typed)).count() == len(wanted)
    assert text_match("985", "tag")[1] == many and not text_match("985", "count")[1]  # counted by index
    # by owner: SQLite tests each row's own chip; PostgreSQL only when they are many, else looks
    # the few thousand up (a hash of them, tested on a join of every license to its animal, was sorted)
    assert text_match("985", "owner")[1] == (many if office.backend == "sqlite" else matched == "many")


def test_digits_still_find_a_tag_with_the_chips(office, chipped):
    flt, chip_of = chipped
    tagged = [r[0] for r in LicenseQuery(flt).fetch(0, 50, "tag", False) if r[2] == 60]
    assert tagged and set(listed(flt.with_(text="60"), "tag", False)) == set(tagged)
    assert listed(flt.with_(text="98514100009"), "tag", False) == [
        lid for lid, chip in chip_of.items() if chip == "985141000099999"]
