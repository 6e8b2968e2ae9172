"""One person across the cities an office serves (``domain.persons``): which cruelty convictions the
W-90.10H6 bar counts ("by any jurisdiction" in Worthington, the applicant's own record otherwise), the
owner record's line saying what they mean in each city (a bar, or T-4A's trustworthiness), and the keys
a name or a phone number is found by."""
from dataclasses import replace
from datetime import date

import pytest

from animaloffice import config
from animaloffice.domain.persons import (
    ConvictionFact,
    as_facts,
    counted_convictions,
    cruelty_note,
    fold,
    phone_key,
    typed_phone_key,
)
from animaloffice.domain.profile_reader import shipped_profiles

PROFILES = shipped_profiles(config.resources_dir())
WORTH, TRACY = PROFILES["worthington"], PROFILES["tracy"]
OWN = ConvictionFact(date(2021, 4, 6))
IN_TRACY = ConvictionFact(date(2022, 6, 1), "City of Tracy", own_record=False)
IN_ADRIAN = ConvictionFact(date(2019, 2, 11), "City of Adrian", own_record=False)
WORTH_OWN_ONLY = replace(WORTH, bars={"cruelty_conviction": "own_record"})
NO_PERMITS = replace(TRACY, rules={**TRACY.rules, "animal_permits": False, "commercial_permits": False})


def test_w_90_10h6_a_conviction_says_where_it_is_recorded():
    assert OWN.where() == ""
    assert IN_TRACY.where() == "on record in the City of Tracy"
    assert ConvictionFact(date(2021, 4, 6)) == ConvictionFact(date(2021, 4, 6), "", True)


def test_w_90_10h6_plain_dates_are_the_applicants_own_record():
    assert as_facts([date(2021, 4, 6), IN_TRACY]) == [ConvictionFact(date(2021, 4, 6), "", True), IN_TRACY]
    assert as_facts([]) == []


def test_w_90_10h6_worthington_counts_a_conviction_on_any_record_of_the_person():
    assert counted_convictions(WORTH, [OWN, IN_TRACY, IN_ADRIAN]) == [OWN, IN_TRACY, IN_ADRIAN]


def test_w_90_10h6_a_bar_on_the_own_record_counts_only_the_applicants_own():
    assert counted_convictions(WORTH_OWN_ONLY, [IN_TRACY, OWN, IN_ADRIAN]) == [OWN]
    assert counted_convictions(TRACY, [IN_TRACY]) == []


def test_w_90_10h6_no_conviction_on_file_writes_no_line():
    assert cruelty_note(WORTH, []) == ""
    assert cruelty_note(TRACY, []) == ""


def test_w_90_10h6_worthington_bars_the_commercial_permits_for_a_conviction_anywhere():
    assert cruelty_note(WORTH, [OWN]) == (
        "Animal cruelty conviction on file (no breeder, commercial or shelter permit, W-90.10H6).")
    assert cruelty_note(WORTH, [IN_TRACY]) == (
        "Animal cruelty conviction on the linked record in the City of Tracy "
        "(no breeder, commercial or shelter permit, W-90.10H6).")


def test_w_90_10h6_the_line_names_the_own_record_and_each_other_city_once_in_order():
    assert cruelty_note(WORTH, [IN_TRACY, OWN, IN_ADRIAN, IN_TRACY]) == (
        "Animal cruelty conviction on file and on the linked record in the City of Adrian and the City of Tracy "
        "(no breeder, commercial or shelter permit, W-90.10H6).")


def test_w_90_10h6_a_bar_on_the_own_record_says_a_conviction_elsewhere_does_not_count():
    assert cruelty_note(WORTH_OWN_ONLY, [IN_TRACY]) == (
        "Animal cruelty conviction on the linked record in the City of Tracy "
        "(this city's bar counts its own record only).")
    assert cruelty_note(WORTH_OWN_ONLY, [OWN, IN_TRACY]) == (
        "Animal cruelty conviction on file and on the linked record in the City of Tracy "
        "(no breeder, commercial or shelter permit, W-90.10H6).")


def test_t_4a_tracy_weighs_a_conviction_as_the_owners_trustworthiness():
    assert cruelty_note(TRACY, [OWN]) == (
        "Animal cruelty conviction on file (weighed as the owner's trustworthiness in a permit decision, T-4A).")


def test_a_city_with_no_permit_rule_says_none_refers_to_it():
    assert cruelty_note(NO_PERMITS, [IN_ADRIAN]) == (
        "Animal cruelty conviction on the linked record in the City of Adrian (no permit rule of this city refers "
        "to it).")


def test_a_name_is_found_typed_without_its_accents():
    assert fold("Hernández") == "Hernandez"
    assert fold("Nuñez-Çelik Ørsted") == "Nunez-Celik Orsted"
    assert fold("ÉMILE Brontë") == "EMILE Bronte"
    assert fold("") == ""
    assert fold(None) is None


def test_a_phone_number_is_kept_as_its_digits_read_backwards():
    assert phone_key("507-555-0134") == "4310555705"
    assert phone_key("(507) 555 0134 ext. 2") == "24310555705"
    assert phone_key("٥٠٧ 555") == "555"  # digits of another script are not a phone's
    assert phone_key("") == ""
    assert phone_key(None) == ""


@pytest.mark.parametrize(("typed", "key"), [
    ("(507) 555 0134", "4310555705"),
    ("5075550134", "4310555705"),
    ("555-0134", "4310555"),
    ("+1 507 555 0134", "4310555705"),
    ("1-507-555-0134", "4310555705"),
    ("  507.555.0134  ", "4310555705"),
    ("507/555/0134", "4310555705"),
    ("1555013", "3105551"),  # seven digits starting with 1: a local number
    ("15550134", "43105551"),
    ("25075550134", ""),  # eleven digits not starting with 1
    ("150755501345", ""),  # twelve digits
    ("555013", ""),  # six digits: a tag number
    ("507 555 0134 x2", ""),
    ("555-0134a", ""),
    ("٥٥٥٠١٣٤", ""),
    ("", ""),
    ("   ", ""),
    (None, ""),
])
def test_a_typed_phone_number_is_looked_up_only_when_it_is_a_whole_number(typed, key):
    assert typed_phone_key(typed) == key
