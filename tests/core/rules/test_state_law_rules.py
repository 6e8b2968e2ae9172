"""State law under every profile (``domain.state_law``, MN-346.155): a regulated animal may not be kept
whatever the city's own list says; each kind is refused once, in the statute's words, with its citation."""
from dataclasses import dataclass, replace

from animaloffice import config
from animaloffice.domain.errors import Refusal
from animaloffice.domain.profile_reader import shipped_profiles
from animaloffice.domain.profiles import Species
from animaloffice.domain.state_law import state_law_refusals

PROFILES = shipped_profiles(config.resources_dir())
TRACY, WORTH = PROFILES["tracy"], PROFILES["worthington"]
CITATION = "Minn. Stat. § 346.155"


@dataclass(frozen=True)
class Kept:
    species: str


def test_mn_346_155_a_bear_is_refused_in_the_statutes_words_with_its_citation():
    assert state_law_refusals(TRACY, [Kept("bear")]) == [Refusal(
        "MN-346.155", "state law forbids keeping a bear (Minn. Stat. § 346.155); no city permit can allow it",
        {"species": "bear", "regulated": "bears", "citation": CITATION})]
    assert state_law_refusals(WORTH, [Kept("wild_feline")])[0].text() == (
        "state law forbids keeping a member of the cat family (Felidae) other than a domestic cat "
        "(Minn. Stat. § 346.155); no city permit can allow it (MN-346.155)")


def test_mn_346_155_each_kind_is_refused_once_in_the_order_kept():
    got = state_law_refusals(TRACY, [Kept("dog"), Kept("venomous_snake"), Kept("bear"), Kept("venomous_snake"),
                                     Kept("bear"), Kept("primate")])
    assert [(r.data["species"], r.data["regulated"]) for r in got] == [
        ("venomous_snake", "venomous_reptiles"), ("bear", "bears"), ("primate", "primates")]


def test_mn_346_155_animals_state_law_allows_are_not_refused_by_it():
    assert state_law_refusals(TRACY, [Kept("dog"), Kept("horse"), Kept("wolf"), Kept("snake")]) == []
    assert state_law_refusals(TRACY, []) == []
    assert state_law_refusals(TRACY, [Kept("marmoset")]) == []  # unknown to the profile: wild, not a primate


def test_mn_346_155_a_species_the_profile_marks_primate_is_refused_as_a_primate_of_any_weight():
    marmoset = Species("marmoset", "Marmoset", wild=True, primate=True)
    profile = replace(TRACY, species={**TRACY.species, "marmoset": marmoset})
    assert state_law_refusals(profile, [Kept("marmoset"), Kept("primate")]) == [Refusal(
        "MN-346.155", "state law forbids keeping a nonhuman primate, of any weight (Minn. Stat. § 346.155); "
        "no city permit can allow it", {"species": "marmoset", "regulated": "primates", "citation": CITATION})]
