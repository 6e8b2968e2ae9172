"""Violation rules without a database: kinds (T-8A, T-2C), the W-90.10H3 review count. The
citation's W-90.05C amount is tested with the ladder in tests/core/rules."""
from datetime import date


from animaloffice import config
from animaloffice.domain import violations as rules
from animaloffice.domain.profiles import shipped_profiles

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


def test_w_90_10h3_review_at_three_in_12_months():
    days = [date(2025, 5, 1), date(2025, 11, 1)]
    assert not rules.review_due(WORTH, days, D).value
    due = rules.review_due(WORTH, days + [D], D)
    assert due.value and due.inputs["count"] == 3 and due.rule_id == "W-90.10H3"
    assert rules.review_reached_on(days + [D], 3) == D
    # a year later the first two have left the window
    assert not rules.review_due(WORTH, days + [D], date(2026, 11, 2)).value
    # the first day counted is the day after one year earlier
    assert rules.review_reached_on([date(2025, 3, 10), date(2025, 9, 1), D], 3) is None
    assert rules.review_reached_on([date(2025, 3, 11), date(2025, 9, 1), D], 3) == D


def test_tracy_has_no_automatic_review():
    due = rules.review_due(TRACY, [D, D, D, D], D)
    assert not due.value and "no automatic review" in due.text()
