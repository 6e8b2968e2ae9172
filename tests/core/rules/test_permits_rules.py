"""Which permit is needed and for which animals none may be issued (``domain.permits``), each
explanation read back in the words the clerk sees: T-4A1, T-4A2, T-4B1-4, T-7A, W-90.01, W-90.10A;
every period read on its own day (a profile whose period changes on July 1, 2026)."""
from datetime import date

from animaloffice import config
from animaloffice.domain import permits as R
from animaloffice.domain.errors import Refusal
from animaloffice.domain.explain import Explained
from animaloffice.domain.open_readings import breeder_window_words
from animaloffice.domain.permits import KeptAnimal
from animaloffice.domain.profile_reader import shipped_profiles

PROFILES = shipped_profiles(config.resources_dir())
TRACY, WORTH = PROFILES["tracy"], PROFILES["worthington"]
CHANGE = date(2026, 7, 1)  # the day a changed period takes effect
BEFORE = date(2026, 6, 30)
STATE_PRIMATE = Refusal("MN-346.155", "state law forbids keeping a nonhuman primate, of any weight (Minn. Stat. "
                        "§ 346.155); no city permit can allow it",
                        {"species": "primate", "regulated": "primates", "citation": "Minn. Stat. § 346.155"})


def changed(profile, name, value):
    """The profile with the period `name` set to `value` from July 1, 2026 (an office's dated change)."""
    return profile.with_overrides([("period", name, CHANGE, value, "")])


def test_the_permit_types_each_city_issues():
    assert R.permit_types(TRACY) == ("animal",)
    assert R.permit_types(WORTH) == ("breeder_hobbyist", "breeder_professional", "commercial", "shelter")


def test_w_90_10_a_commercial_permit_only_where_chapter_90_is_enforced():
    assert R.is_commercial(WORTH, "commercial") and R.is_commercial(WORTH, "breeder_hobbyist")
    assert not R.is_commercial(TRACY, "commercial") and not R.is_commercial(WORTH, "animal")


# --- W-90.01 breeder class --------------------------------------------------------------------------

def test_w_90_01_one_litter_is_a_hobbyist_in_words():
    e = R.breeder_class(WORTH, [date(2025, 8, 1)], date(2026, 3, 1))
    assert e == Explained("breeder_hobbyist", "W-90.01",
                          {"litters": 1, "limit": 2, "for_profit": False, "on": date(2026, 3, 1)},
                          ("1 litter recorded in the 12 months after March 1, 2025 up to March 1, 2026 (\"any 12-month "
                           "period\" counted as the 12 months ending on the day asked about (the office's reading, as "
                           "the ordinance does not say))",
                           "2 litters or fewer, bred as a hobby: a nonprofessional (hobbyist) breeder"))


def test_w_90_01_two_litters_and_three_and_for_profit_in_words():
    on = date(2026, 3, 1)
    window = breeder_window_words(WORTH, on)
    two = R.breeder_class(WORTH, [date(2025, 8, 1), date(2026, 1, 10)], on)
    assert two.steps == (f"2 litters recorded {window}",
                         "2 litters or fewer, bred as a hobby: a nonprofessional (hobbyist) breeder")
    three = R.breeder_class(WORTH, [date(2025, 8, 1), date(2026, 1, 10), on], on)
    assert three.steps == (f"3 litters recorded {window}", "more than 2 litters in 12 months makes a professional breeder")
    profit = R.breeder_class(WORTH, [], on, for_profit=True)
    assert profit == Explained("breeder_professional", "W-90.01", {"litters": 0, "limit": 2, "for_profit": True, "on": on},
                               (f"0 litters recorded {window}",
                                "the applicant breeds for profit, so the breeder is professional"))


def test_w_90_01_the_litter_limit_is_the_one_in_force_on_the_day():
    limit_3 = changed(WORTH, "breeder_professional_litters", 3)
    litters = [date(2025, 9, 1), date(2026, 1, 10), date(2026, 3, 1)]
    assert R.breeder_class(limit_3, litters, BEFORE).value == "breeder_professional"
    assert R.breeder_class(limit_3, litters, CHANGE).value == "breeder_hobbyist"
    assert R.litter_over_limit(limit_3, litters, BEFORE) == date(2026, 3, 1)
    assert R.litter_over_limit(limit_3, litters, CHANGE) is None


def test_w_90_01_a_hobbyist_past_the_limit_is_flagged_in_words():
    on = date(2026, 3, 1)
    litters = [date(2025, 8, 1), date(2026, 1, 10), on]
    now = R.breeder_class(WORTH, litters, on)
    due = R.reclassification_due(WORTH, "breeder_hobbyist", litters, on)
    assert due == Explained(True, "W-90.01", {**now.inputs, "permit_type": "breeder_hobbyist"}, now.steps + (
        "the permit is a hobbyist permit, so it is flagged for reclassification as professional (transfer of "
        "classification, W-90.10F)",))
    held = R.reclassification_due(WORTH, "breeder_professional", litters, on)
    assert held == Explained(False, "W-90.01", {**now.inputs, "permit_type": "breeder_professional"}, now.steps)


# --- which permit is needed -------------------------------------------------------------------------

def test_t_4a1_and_t_4a2_each_reason_a_permit_is_needed_in_words():
    on = date(2026, 6, 1)
    kept = [KeptAnimal("goat", name="Nan"), KeptAnimal("raccoon"), KeptAnimal("dog"), KeptAnimal("dog")]
    needs = "any livestock or wild animal kept in the city needs an animal permit"
    assert R.permit_requirements(TRACY, animals=kept, on=on) == [
        Explained("animal", "T-4A1", {"species": "goat"}, ("Nan (goat) is livestock", needs)),
        Explained("animal", "T-4A1", {"species": "raccoon"}, ("a raccoon is a wild animal", needs)),
        Explained("animal", "T-4A2", {"count": 4, "limit": 4},
                  ("4 animals are kept at the address", "keeping 4 or more animals needs an animal permit"))]


def test_t_4a2_the_animal_count_is_the_one_in_force_on_the_day():
    limit_3 = changed(TRACY, "animals_requiring_permit", 3)
    dogs = [KeptAnimal("dog"), KeptAnimal("cat"), KeptAnimal("dog")]
    assert R.permit_requirements(limit_3, animals=dogs, on=BEFORE) == []
    [e] = R.permit_requirements(limit_3, animals=dogs, on=CHANGE)
    assert e.inputs == {"count": 3, "limit": 3} and e.steps[1] == "keeping 3 or more animals needs an animal permit"


def test_w_90_10a_a_commercial_establishment_or_a_shelter_in_words():
    on = date(2026, 6, 1)
    assert R.permit_requirements(WORTH, animals=[], on=on, establishment="commercial") == [
        Explained("commercial", "W-90.10A", {"establishment": "commercial"},
                  ("the premises are operated as a commercial animal establishment",
                   "operating a commercial animal establishment needs a permit"))]
    assert R.permit_requirements(WORTH, animals=[], on=on, establishment="shelter") == [
        Explained("shelter", "W-90.10A", {"establishment": "shelter"},
                  ("the premises are operated as an animal shelter", "operating an animal shelter needs a permit"))]


def test_w_90_01_breeding_for_profit_needs_a_professional_permit_with_no_litter_yet():
    on = date(2026, 6, 1)
    assert R.permit_requirements(WORTH, animals=[], on=on, for_profit=True) == [
        R.breeder_class(WORTH, [], on, for_profit=True)]
    assert R.permit_requirements(WORTH, animals=[], on=on, for_profit=True)[0].value == "breeder_professional"


# --- T-7A -------------------------------------------------------------------------------------------

def test_t_7a_the_application_deadline_in_words():
    e = R.application_deadline(TRACY, date(2026, 1, 30))
    assert e.parts[0] == ("business_start", {"start_label": "the day the animal was acquired or first kept in the city",
                                             "start": date(2026, 1, 30)})  # the words a letter in Spanish is made from
    assert e == Explained(
        date(2026, 2, 4), "T-7A", {"start": date(2026, 1, 30), "business_days": 3},
        ("The day the animal was acquired or first kept in the city is Friday January 30, 2026 (day 0)",
         "the 3rd business day after it is Wednesday February 4, 2026, the last day to apply for the permit"))


def test_t_7a_the_business_days_are_the_ones_in_force_on_the_day_acquired():
    five = changed(TRACY, "permit_application_business_days", 5)
    assert R.application_deadline(five, BEFORE).value == date(2026, 7, 6)  # 3 days; Friday July 3 observed
    assert R.application_deadline(five, CHANGE).value == date(2026, 7, 9)  # 5 days: Jul 2, 6, 7, 8, 9


# --- T-4B and state law -------------------------------------------------------------------------------

def test_t_4b_every_refusal_in_words_and_each_said_once():
    kept = [KeptAnimal("primate", 35), KeptAnimal("venomous_snake"), KeptAnimal("goat"), KeptAnimal("goat"),
            KeptAnimal("wolf")]
    assert R.species_refusals(TRACY, kept, on=date(2026, 6, 1)) == [
        STATE_PRIMATE,
        Refusal("T-4B3", "a primate of 35 lb is over the 30 lb limit", {"species": "primate", "weight_lb": 35, "limit": 30}),
        Refusal("MN-346.155", "state law forbids keeping a non-native venomous reptile (Minn. Stat. § 346.155); no city "
                "permit can allow it", {"species": "venomous_snake", "regulated": "venomous_reptiles",
                                        "citation": "Minn. Stat. § 346.155"}),
        Refusal("T-4B2", "the bite or sting of a venomous snake is poisonous and may cause illness or death in humans",
                {"species": "venomous_snake"}),
        Refusal("T-4B4", "no permit may be issued for livestock (goat); livestock is prohibited in the city limits",
                {"species": "goat"}),
        Refusal("T-4B3", "no permit may be issued for a wolf", {"species": "wolf"})]


def test_t_4b3_a_primate_with_no_weight_recorded_in_words():
    assert R.species_refusals(TRACY, [KeptAnimal("primate")], on=date(2026, 6, 1)) == [
        STATE_PRIMATE,
        Refusal("T-4B3", "the primate's weight is not recorded; no permit may be issued for a primate over 30 lb",
                {"species": "primate", "limit": 30})]


def test_t_4b1_the_other_authoritys_permit_in_words_and_its_defaults():
    on = date(2026, 6, 1)
    assert R.species_refusals(TRACY, [KeptAnimal("snake")], on=on, other_permit_needed="DNR possession permit",
                              other_permit_held=False) == [
        Refusal("T-4B1", "a permit from another authority is required (DNR possession permit) and the owner does not "
                "hold it", {"other_permit": "DNR possession permit"})]
    # none named: nothing to hold; named but not said to be missing: taken as held
    assert R.species_refusals(TRACY, [KeptAnimal("snake")], on=on, other_permit_held=False) == []
    assert R.species_refusals(TRACY, [KeptAnimal("snake")], on=on, other_permit_needed="DNR possession permit") == []
