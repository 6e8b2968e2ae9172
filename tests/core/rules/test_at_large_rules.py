"""W-90.05C as a pure rule (``domain.at_large``): the at-large penalty ladder read back with every
step a clerk reads, its phrase keys for a letter in another language, the question asked where
the animal's altered status is not recorded, the bill line's words and the profile's reading of a
4th custody.

"When a dog or cat, which has not been spayed or neutered, is taken into custody or impounded for
running at large, ... $100 ... a second time within a 12-month period ... $150 ... a third time
within a 12-month period ... $300 or such other fee as may be established by the City Council."
"""
from dataclasses import replace
from datetime import date

import pytest

from animaloffice import config
from animaloffice.domain.at_large import (
    after_top,
    altered_question,
    at_large_penalty,
    bill_description,
    fee_code,
    ladder_in_force,
    ladder_steps,
    ordinal,
)
from animaloffice.domain.errors import Refusal
from animaloffice.domain.profile_reader import shipped_profiles
from animaloffice.domain.profile_readings import Reading

PROFILES = shipped_profiles(config.resources_dir())
TRACY, WORTH = PROFILES["tracy"], PROFILES["worthington"]
DAY = date(2026, 6, 15)
TOP_STEP = "a 4th or later pays the top step again (the office's reading, as the ordinance does not say)"
NO_PENALTY = ("only the three steps the ordinance names are charged; a 4th or later pays none "
              "(the office's reading, as the ordinance does not say)")


def penalty(earlier=(), *, altered=False, species="dog", profile=WORTH, on=DAY):
    return at_large_penalty(profile, species=species, altered=altered, on=on, earlier_custody=list(earlier))


def reading_after_third(value):
    readings = {**WORTH.readings.readings, "at_large_after_third": Reading("at_large_after_third", value)}
    return replace(WORTH, readings=replace(WORTH.readings, readings=readings))


def without_steps(profile, *codes):
    return replace(profile, fees={k: v for k, v in profile.fees.items() if k not in codes})


# --- which profiles and animals have the ladder ----------------------------------------------

def test_w_90_05c_worthington_has_three_steps_and_tracy_none():
    assert ladder_steps(WORTH) == 3
    assert ladder_steps(TRACY) == 0
    assert ladder_steps(without_steps(WORTH, "at_large.3")) == 2
    assert ladder_steps(without_steps(WORTH, "at_large.2", "at_large.3")) == 1


def test_w_90_05c_the_ladder_is_for_a_dog_or_cat_where_the_profile_enforces_it():
    assert ladder_in_force(WORTH, "dog") and ladder_in_force(WORTH, "cat")
    assert not ladder_in_force(WORTH, "ferret") and not ladder_in_force(WORTH, None)
    assert not ladder_in_force(TRACY, "dog")  # T-8A: no administrative penalty in Tracy


def test_w_90_05c_a_ladder_of_one_step_is_in_force_and_none_is_not():
    one = without_steps(WORTH, "at_large.2", "at_large.3")
    assert ladder_in_force(one, "dog")
    assert penalty([date(2026, 1, 5)], profile=one).value == 10000  # a 2nd pays the only step
    none = without_steps(WORTH, "at_large.1", "at_large.2", "at_large.3")
    assert not ladder_in_force(none, "dog")
    assert penalty(profile=none) is None


def test_w_90_05c_the_ladder_needs_the_profile_switch_even_with_the_amounts():
    switched_off = replace(WORTH, rules={**WORTH.rules, "at_large_penalty": False})
    assert not ladder_in_force(switched_off, "dog")
    assert penalty(profile=switched_off) is None


# --- the question asked before a bill is computed -----------------------------------------------

def test_w_90_05c_an_unrecorded_status_is_asked_naming_the_animal():
    assert altered_question(WORTH, species="cat", altered=None) == Refusal(
        "W-90.05C", "record whether the cat is spayed or neutered: the at-large penalty depends on it, "
        "and the bill is computed once it is recorded", {"ask": "altered"})
    assert altered_question(WORTH, species="dog", altered=None).reason.startswith(
        "record whether the dog is spayed or neutered:")


@pytest.mark.parametrize("profile,species,altered", [
    (WORTH, "dog", False), (WORTH, "dog", True), (WORTH, None, None), (WORTH, "ferret", None), (TRACY, "dog", None),
])
def test_w_90_05c_nothing_is_asked_where_the_status_is_known_or_the_ladder_cannot_apply(profile, species, altered):
    assert altered_question(profile, species=species, altered=altered) is None


# --- the ladder read back ------------------------------------------------------------------------

def test_w_90_05c_a_first_custody_pays_100_dollars_and_says_so():
    e = penalty()
    assert (e.value, e.rule_id) == (10000, "W-90.05C")
    assert e.inputs == {"on": DAY, "count": 1, "step": 1, "earlier": ()}
    assert e.steps == (
        "the dog is not spayed or neutered and was taken into custody for running at large on June 15, 2026",
        "its at-large custody events after June 15, 2025 up to June 15, 2026: this one only",
        "this is number 1 within 12 months",
        "the 1st step in force on June 15, 2026 is $100.00")
    assert e.parts == (
        ("at_large_custody", {"species": "dog", "on": DAY}),
        ("at_large_events_none", {"since": date(2025, 6, 15), "on": DAY}),
        ("at_large_count", {"count": 1}),
        ("at_large_step", {"step": 1, "on": DAY, "amount": "$100.00"}))


def test_w_90_05c_a_second_custody_lists_the_earlier_one_and_pays_150_dollars():
    e = penalty([date(2026, 2, 1)], species="cat")
    assert e.value == 15000
    assert e.inputs == {"on": DAY, "count": 2, "step": 2, "earlier": (date(2026, 2, 1),)}
    assert e.text() == (
        "The cat is not spayed or neutered and was taken into custody for running at large on June 15, 2026. "
        "Its at-large custody events after June 15, 2025 up to June 15, 2026: February 1, 2026 and this one. "
        "This is number 2 within 12 months. The 2nd step in force on June 15, 2026 is $150.00. (W-90.05C)")
    assert e.parts[1] == ("at_large_events", {"since": date(2025, 6, 15), "on": DAY, "dates": (date(2026, 2, 1),)})
    assert e.parts[0] == ("at_large_custody", {"species": "cat", "on": DAY})


def test_w_90_05c_earlier_custody_is_listed_in_date_order_and_a_later_day_does_not_count():
    """The custody days come from the animal's record in any order; one after the day asked about
    (a later impound) is not an earlier custody."""
    e = penalty([date(2026, 2, 1), date(2026, 7, 1), date(2025, 9, 1), date(2024, 12, 1)])
    assert e.value == 30000
    assert e.inputs == {"on": DAY, "count": 3, "step": 3, "earlier": (date(2025, 9, 1), date(2026, 2, 1))}
    assert e.steps[1] == ("its at-large custody events after June 15, 2025 up to June 15, 2026: "
                          "September 1, 2025, February 1, 2026 and this one")
    assert e.steps[2:] == ("this is number 3 within 12 months", "the 3rd step in force on June 15, 2026 is $300.00")
    assert e.parts[1][1]["dates"] == (date(2025, 9, 1), date(2026, 2, 1))


def test_w_90_05c_a_second_custody_on_the_same_day_counts():
    e = penalty([DAY])
    assert (e.value, e.inputs["count"], e.inputs["earlier"]) == (15000, 2, (DAY,))


def test_w_90_05c_a_fourth_pays_the_top_step_again_on_the_office_reading():
    e = penalty([date(2025, 8, 1), date(2025, 9, 1), date(2026, 2, 1)])
    assert after_top(WORTH) == Reading("at_large_after_third", "top_step")
    assert e.value == 30000
    assert e.inputs == {"on": DAY, "count": 4, "step": 3,
                        "earlier": (date(2025, 8, 1), date(2025, 9, 1), date(2026, 2, 1))}
    assert e.steps[2:] == ("this is number 4 within 12 months",
                           f"the ordinance names 3 steps; for a 4th: {TOP_STEP}",
                           "the 3rd step in force on June 15, 2026 is $300.00")
    assert e.parts[2:] == (("at_large_count", {"count": 4}),
                           ("at_large_beyond", {"top": 3, "count": 4, "reading": TOP_STEP}),
                           ("at_large_step", {"step": 3, "on": DAY, "amount": "$300.00"}))
    assert fee_code(e) == "at_large.3"


def test_w_90_05c_where_the_reading_is_no_penalty_a_fourth_pays_none_and_no_step_is_named():
    profile = reading_after_third("no_penalty")
    e = penalty([date(2025, 8, 1), date(2025, 9, 1), date(2026, 2, 1)], profile=profile)
    assert e.value == 0
    assert e.inputs["count"] == 4 and e.inputs["step"] == 3
    assert e.steps[2:] == ("this is number 4 within 12 months", f"the ordinance names 3 steps; for a 4th: {NO_PENALTY}")
    assert e.parts[2:] == (("at_large_count", {"count": 4}),
                           ("at_large_beyond", {"top": 3, "count": 4, "reading": NO_PENALTY}))


def test_w_90_05c_the_no_penalty_reading_still_charges_the_three_named_steps():
    profile = reading_after_third("no_penalty")
    e = penalty([date(2025, 9, 1), date(2026, 2, 1)], profile=profile)
    assert e.value == 30000
    assert e.steps[-1] == "the 3rd step in force on June 15, 2026 is $300.00"
    assert not any("the ordinance names" in s for s in e.steps)


def test_w_90_05c_a_step_the_council_set_to_nothing_is_still_named():
    """"or such other fee as may be established by the City Council": a step set to $0 is read back."""
    free = WORTH.with_overrides([("fee", "at_large.3", date(2026, 1, 1), 0, "Council resolution")])
    e = penalty([date(2025, 9, 1), date(2026, 2, 1)], profile=free)
    assert e.value == 0
    assert e.steps[-1] == "the 3rd step in force on June 15, 2026 is $0.00"
    assert e.parts[-1] == ("at_large_step", {"step": 3, "on": DAY, "amount": "$0.00"})


def test_w_90_05c_the_step_in_force_on_the_custody_day_is_charged():
    raised = WORTH.with_overrides([("fee", "at_large.1", date(2026, 7, 1), 12500, "Council resolution")])
    assert penalty(profile=raised).value == 10000
    later = penalty(profile=raised, on=date(2026, 7, 1))
    assert later.value == 12500 and later.steps[-1] == "the 1st step in force on July 1, 2026 is $125.00"


def test_w_90_05c_an_altered_animal_pays_none_and_says_why():
    e = penalty([date(2026, 2, 1)], altered=True, species="cat")
    assert (e.value, e.rule_id, e.inputs) == (0, "W-90.05C", {"altered": True})
    assert e.steps == ("the cat is spayed or neutered, so no at-large penalty is due",)
    assert e.parts == (("at_large_altered", {"species": "cat"}),)


def test_w_90_05c_an_unrecorded_status_applies_no_penalty_and_says_to_record_it():
    e = penalty(altered=None)
    assert (e.value, e.rule_id, e.inputs) == (0, "W-90.05C", {"altered": None})
    assert e.steps == ("whether the dog is spayed or neutered is not recorded, so the at-large penalty is not "
                       "applied; record it to apply the penalty",)
    assert e.parts == (("at_large_unrecorded", {"species": "dog"}),)


@pytest.mark.parametrize("profile,species", [(WORTH, None), (WORTH, "rabbit"), (TRACY, "dog")])
def test_w_90_05c_no_ladder_no_amount(profile, species):
    assert penalty(profile=profile, species=species, altered=None) is None


# --- the bill line ---------------------------------------------------------------------------------

def test_w_90_05c_the_bill_line_names_the_step_and_the_section():
    second = penalty([date(2026, 2, 1)])
    assert bill_description(WORTH, second) == (
        "At-large penalty, 2nd within 12 months (Worthington City Code § 90.05(C))")
    assert fee_code(second) == "at_large.2"
    uncited = replace(WORTH, citations={k: v for k, v in WORTH.citations.items() if k != "at_large_penalty"})
    assert bill_description(uncited, penalty()) == "At-large penalty, 1st within 12 months (W-90.05C)"


@pytest.mark.parametrize("n,words", [
    (1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (9, "9th"), (10, "10th"), (11, "11th"), (12, "12th"),
    (13, "13th"), (20, "20th"), (21, "21st"), (22, "22nd"), (23, "23rd"), (101, "101st"), (111, "111th"),
    (112, "112th"), (113, "113th"), (121, "121st"),
])
def test_ordinal_words_a_clerk_reads(n, words):
    assert ordinal(n) == words
