"""MN-rabies and MN-347.50 as pure rules: the biting animal's rabies status on the day, which
species are observed 10 days, and which dangerous-dog grounds the facts of a bite support."""
from datetime import date

import pytest

from animaloffice import config
from animaloffice.domain import bites as B
from animaloffice.domain.licensing import Shot
from animaloffice.domain.profile_reader import shipped_profiles

TRACY = shipped_profiles(config.resources_dir())["tracy"]
DAY = date(2026, 6, 10)


def test_mn_rabies_status_on_the_day_of_the_bite():
    assert B.rabies_status_on(DAY, [], identified=False) == B.RabiesStatus(
        "unknown", None, "The biting animal is not on record.")
    assert B.rabies_status_on(DAY, [(Shot(date(2026, 6, 11), 3, date(2026, 6, 11)), "")]) == B.RabiesStatus(
        "none", None, "No rabies vaccination given by June 10, 2026 is on record.")
    current = B.rabies_status_on(DAY, [(Shot(date(2025, 6, 10), 1, date(2025, 6, 10)), "Tracy Vet")])
    assert current == B.RabiesStatus("current", date(2026, 6, 10),
                                     "Vaccinated June 10, 2025 at Tracy Vet (1-year), in force until June 10, 2026.")
    lapsed = B.rabies_status_on(DAY, [(Shot(date(2025, 6, 9), 1, date(2025, 6, 9)), "")])
    assert lapsed == B.RabiesStatus("lapsed", date(2026, 6, 9),
                                    "Vaccinated June 9, 2025 (1-year), which ran out on June 9, 2026.")


def test_mn_rabies_the_latest_shot_by_the_day_counts_and_of_one_day_the_longer():
    shots = [(Shot(date(2023, 1, 5), 3, date(2023, 1, 5)), "Old clinic"),
             (Shot(date(2026, 1, 5), 1, date(2026, 1, 5)), "One-year clinic"),
             (Shot(date(2026, 1, 5), 3, date(2026, 1, 5)), "Three-year clinic"),
             (Shot(date(2026, 7, 1), 3, date(2026, 7, 1)), "After the bite")]
    st = B.rabies_status_on(DAY, shots)
    assert st.status == "current" and st.until == date(2029, 1, 5) and "Three-year clinic (3-year)" in st.note
    assert B.rabies_status_on(date(2026, 1, 5), shots[:1] + shots[2:3]).until == date(2029, 1, 5)


def test_mn_rabies_dogs_cats_and_ferrets_are_observed():
    assert [s for s in ("dog", "cat", "ferret", "rabbit", "horse") if B.observed_after_bite(TRACY, s)] == [
        "dog", "cat", "ferret"]


def grounds(**kw):
    facts = dict(victim_kind="person", provoked="no", injury="minor", off_owner_property=False)
    return {g.code: g.why for g in B.supported_grounds(TRACY, B.BiteFacts(**{**facts, **kw}))}


@pytest.mark.parametrize("provoked", ["yes", "unknown"])
def test_mn_347_50_a_provoked_or_unknown_bite_supports_no_ground(provoked):
    assert grounds(provoked=provoked, injury="great", earlier_unprovoked_bites=3, pdd_notice_before=True) == {}


def test_mn_347_50_an_unprovoked_bite_and_what_else_the_facts_add():
    assert grounds() == {"pdd_bite": "it bit, unprovoked"}
    assert grounds(injury="substantial") == {
        "pdd_bite": "it bit, unprovoked",
        "dd_bodily_harm": "it inflicted substantial or great bodily harm on a person, unprovoked"}
    assert "dd_bodily_harm" in grounds(injury="great")
    assert "dd_bodily_harm" not in grounds(victim_kind="domestic_animal", injury="great")
    assert grounds(earlier_unprovoked_bites=1)["pdd_propensity"] == "it has 1 earlier unprovoked bite on file"
    assert grounds(earlier_unprovoked_bites=2)["pdd_propensity"] == "it has 2 earlier unprovoked bites on file"
    assert grounds(pdd_notice_before=True)["dd_after_notice"] == (
        "it bit or attacked after its owner had notice that it was found potentially dangerous")


def test_mn_347_50_an_attempt_to_bite_a_person_away_from_home():
    chase = "it tried to bite a person, unprovoked, away from its owner's property"
    assert grounds(injury="none", off_owner_property=True) == {"pdd_chase": chase}
    assert grounds(injury="none", off_owner_property=False) == {}
    assert grounds(injury="none", off_owner_property=None) == {}
    assert grounds(injury="none", off_owner_property=True, victim_kind="domestic_animal") == {}
    assert grounds(injury="none", pdd_notice_before=True) == {
        "dd_after_notice": "it bit or attacked after its owner had notice that it was found potentially dangerous"}
    assert grounds(injury="none", victim_kind="domestic_animal", pdd_notice_before=True) == {}


def test_mn_347_50_a_domestic_animal_killed_off_the_owners_property():
    killed = grounds(victim_kind="domestic_animal", injury="killed", off_owner_property=True)
    assert killed == {"pdd_bite": "it bit, unprovoked",
                      "dd_killed_animal": "it killed a domestic animal, unprovoked, off its owner's property"}
    assert "dd_killed_animal" not in grounds(victim_kind="domestic_animal", injury="killed", off_owner_property=False)
    assert "dd_killed_animal" not in grounds(victim_kind="person", injury="killed", off_owner_property=True)


def test_mn_347_50_each_ground_carries_the_profiles_words_and_kind():
    found = B.supported_grounds(TRACY, B.BiteFacts("person", "no", "great", True, 0, False))
    assert found == [
        B.Ground("pdd_bite", "potentially_dangerous",
                 "When unprovoked, bit a human or domestic animal on public or private property", "it bit, unprovoked"),
        B.Ground("dd_bodily_harm", "dangerous", "Without provocation, inflicted substantial or great bodily harm on a "
                 "human being on public or private property",
                 "it inflicted substantial or great bodily harm on a person, unprovoked")]
