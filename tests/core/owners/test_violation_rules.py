"""Violation rules without a database: kinds (T-8A, T-2C). The citation's W-90.05C amount and
the W-90.10H3 review count are tested under their rule ids in tests/core/rules."""
from datetime import date

from animaloffice import config
from animaloffice.domain import violations as rules
from animaloffice.domain.profile_reader import shipped_profiles

P = shipped_profiles(config.resources_dir())
TRACY, WORTH = P["tracy"], P["worthington"]
D = date(2026, 3, 10)


def test_t_8a_t_2c_kinds_come_from_the_profile():
    assert rules.kind_refusals(TRACY, "no_license") == []
    assert rules.kind_refusals(TRACY, "nuisance", "noise") == []
    refused = rules.kind_refusals(TRACY, "nuisance")
    assert refused and refused[0].rule_id == "T-2C"
    assert rules.kind_refusals(TRACY, "speeding")[0].rule_id == "T-8A"
    assert rules.kind_refusals(TRACY, "nuisance", "loud_music")[0].rule_id == "T-2C"
    assert rules.kind_refusals(WORTH, "at_large") == []
    assert rules.rule_for(TRACY, "nuisance", "bite") == "T-2C"
    assert rules.rule_for(WORTH, "at_large") == "W-90.05A"
    assert "noise" in rules.describe(TRACY, "nuisance", "noise").lower()
