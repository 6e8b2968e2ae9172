"""The ``[administrative_penalty]`` table as a pure rule (``domain.penalty_terms``): what the shipped
profiles say (T-8A: Tracy refers for prosecution; Worthington refuses outside W-90.05C), a schedule
only with the resolution, date and amount that adopted it, and each malformed key named."""
from datetime import date, datetime

import pytest

from animaloffice import config
from animaloffice.domain.errors import ProfileError
from animaloffice.domain.penalty_terms import OTHERWISE, PenaltyTerms, read_penalty_terms
from animaloffice.domain.profile_reader import shipped_profiles

PROFILES = shipped_profiles(config.resources_dir())
FEES = {"citation": [], "impound": []}
ADOPTED = date(2026, 3, 2)


def test_t_8a_the_shipped_profiles_refer_or_refuse_a_citation_and_adopt_no_schedule():
    assert PROFILES["tracy"].penalty == PenaltyTerms(False, "", None, "prosecution", "Tracy City Code § 8.30, subd. 8(A)")
    assert PROFILES["worthington"].penalty == PenaltyTerms(False, "", None, "refuse", "")
    assert OTHERWISE == ("prosecution", "refuse")


def test_t_8a_a_profile_without_the_table_refers_violations_for_prosecution():
    assert read_penalty_terms({}, "old.toml", {}) == PenaltyTerms()
    assert PenaltyTerms() == PenaltyTerms(False, "", None, "prosecution", "")
    assert read_penalty_terms({"otherwise": "refuse"}, "city.toml", {}) == PenaltyTerms(False, "", None, "refuse", "")
    with pytest.raises(ProfileError) as caught:  # a schedule with no adopted_by at all
        read_penalty_terms({"schedule": True, "adopted_on": ADOPTED}, "city.toml", FEES)
    assert caught.value.key == "administrative_penalty.adopted_by"


def test_t_8a_a_schedule_reads_with_its_resolution_trimmed_and_its_date():
    terms = read_penalty_terms({"schedule": True, "adopted_by": "  Resolution 2026-14 ", "adopted_on": ADOPTED,
                                "otherwise": "refuse", "otherwise_source": "§ 1.10"}, "city.toml", FEES)
    assert terms == PenaltyTerms(True, "Resolution 2026-14", ADOPTED, "refuse", "§ 1.10")
    assert terms.adopted_text() == "Resolution 2026-14 of March 2, 2026"
    assert PenaltyTerms(True, "Ordinance 1200", date(2027, 11, 9)).adopted_text() == "Ordinance 1200 of November 9, 2027"
    assert PenaltyTerms(False, "Resolution 2026-14", ADOPTED).adopted_text() == ""  # no schedule in force
    assert PenaltyTerms(True, "Resolution 2026-14", None).adopted_text() == ""
    unscheduled = read_penalty_terms({"adopted_by": "Resolution 9", "adopted_on": ADOPTED}, "city.toml", {})
    assert unscheduled == PenaltyTerms(False, "Resolution 9", ADOPTED, "prosecution", "")


@pytest.mark.parametrize(("table", "key", "problem"), [
    ("yes", "administrative_penalty", "must be a table"),
    ({"fine": 50}, "administrative_penalty.fine", "unknown key"),
    ({"schedule": "yes"}, "administrative_penalty.schedule", "must be true or false"),
    ({"adopted_by": 14}, "administrative_penalty.adopted_by", "must be a string"),
    ({"adopted_on": "2026-03-02"}, "administrative_penalty.adopted_on", "must be a date like 2026-01-01"),
    ({"adopted_on": datetime(2026, 3, 2, 9)}, "administrative_penalty.adopted_on", "must be a date like 2026-01-01"),
    ({"schedule": True, "adopted_by": "  ", "adopted_on": ADOPTED}, "administrative_penalty.adopted_by",
     "a schedule needs the ordinance or resolution that adopted it"),
    ({"schedule": True, "adopted_by": "Resolution 2026-14"}, "administrative_penalty.adopted_on",
     "a schedule needs the date it was adopted"),
    ({"otherwise": "warn"}, "administrative_penalty.otherwise", "must be prosecution or refuse"),
    ({"otherwise_source": 830}, "administrative_penalty.otherwise_source", "must be a string"),
])
def test_t_8a_a_malformed_table_is_refused_naming_its_key(table, key, problem):
    with pytest.raises(ProfileError) as caught:
        read_penalty_terms(table, "city.toml", FEES)
    assert (caught.value.source, caught.value.key, caught.value.problem) == ("city.toml", key, problem)
    assert caught.value.message == f"city.toml: {key}: {problem}"


def test_t_8a_a_schedule_needs_its_amount_as_the_citation_fee():
    table = {"schedule": True, "adopted_by": "Resolution 2026-14", "adopted_on": ADOPTED}
    with pytest.raises(ProfileError) as caught:
        read_penalty_terms(table, "city.toml", {"impound": []})
    assert (caught.value.source, caught.value.key, caught.value.problem) == (
        "city.toml", "fees.citation", "a schedule needs its amount (fees.citation)")
    assert read_penalty_terms(table, "city.toml", FEES).schedule is True
