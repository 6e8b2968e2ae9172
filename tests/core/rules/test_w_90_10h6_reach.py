"""W-90.10H6 "by any jurisdiction" as the profile says it: which cruelty convictions on file bar a
permit, and how a malformed [bars] table is reported (naming the file and the key)."""
from datetime import date as D

import pytest

from animaloffice import config
from animaloffice.domain import permits as R
from animaloffice.domain.errors import ProfileError
from animaloffice.domain.persons import ConvictionFact, cruelty_note
from animaloffice.domain.profile_reader import parse_profile, shipped_profiles
from animaloffice.persistence.profiles import state_law_dir

P = shipped_profiles(config.resources_dir())
WORTH, TRACY = P["worthington"], P["tracy"]
ELSEWHERE = ConvictionFact(D(2022, 6, 1), "City of Tracy", own_record=False)
TEXT = (config.resources_dir() / "ordinances" / "worthington.toml").read_text(encoding="utf-8")


def _worthington(bars_line: str):
    return parse_profile(TEXT.replace('cruelty_conviction = "any_jurisdiction"', bars_line, 1), "worthington.toml", state_law_dir())


def test_w_90_10h6_worthington_reaches_any_jurisdiction_tracy_says_nothing():
    assert WORTH.bar_reach("cruelty_conviction") == "any_jurisdiction"
    assert TRACY.bar_reach("cruelty_conviction") == "own_record"


def test_w_90_10h6_a_conviction_elsewhere_counts_where_the_bar_reaches_any_jurisdiction():
    [r] = R.cruelty_refusals(WORTH, [ELSEWHERE])
    assert r.rule_id == "W-90.10H6" and "June 1, 2022 (on record in the City of Tracy)" in r.reason
    assert r.data == {"convicted_on": D(2022, 6, 1), "jurisdiction": "City of Tracy"}
    own_only = _worthington('cruelty_conviction = "own_record"')
    assert R.cruelty_refusals(own_only, [ELSEWHERE]) == []
    assert [x.rule_id for x in R.cruelty_refusals(own_only, [D(2020, 1, 1), ELSEWHERE])] == ["W-90.10H6"]


def test_w_90_10h6_the_earliest_counted_conviction_is_the_one_named():
    [r] = R.cruelty_refusals(WORTH, [D(2023, 5, 1), ELSEWHERE])
    assert "June 1, 2022" in r.reason and r.data["convicted_on"] == D(2022, 6, 1)


def test_the_owner_record_says_what_a_conviction_elsewhere_means_in_each_city():
    assert "no breeder, commercial or shelter permit, W-90.10H6" in cruelty_note(WORTH, [ELSEWHERE])
    assert "trustworthiness" in cruelty_note(TRACY, [ConvictionFact(D(2022, 6, 1), "City of Worthington", False)])
    assert cruelty_note(WORTH, []) == ""


@pytest.mark.parametrize("line", ['cruelty_conviction = "everywhere"', 'falsified = "any_jurisdiction"'])
def test_a_malformed_bar_names_the_file_and_the_key(line):
    with pytest.raises(ProfileError) as info:
        _worthington(line)
    assert info.value.source == "worthington.toml" and info.value.key.startswith("bars.")
