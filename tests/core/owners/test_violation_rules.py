"""Violation rules without a database: kinds (T-8A, T-2C), citation amounts and the
W-90.05C ladder, the W-90.10H3 review count."""
from datetime import date

import pytest

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


def test_citation_fee_from_profile_when_no_ladder():
    amount = rules.citation_amount(TRACY, on=D, kind="nuisance", nuisance_kind="at_large",
                                   species="dog", altered=False)
    assert amount.value == TRACY.fee("citation", D) == 5000
    assert "citation" in amount.text()


@pytest.mark.parametrize("earlier,count,cents", [
    ([], 1, 10000),
    ([date(2025, 12, 1)], 2, 15000),
    ([date(2025, 12, 1), date(2026, 2, 1)], 3, 30000),
    ([date(2025, 4, 1), date(2025, 12, 1), date(2026, 2, 1)], 4, 30000),
])
def test_w_90_05c_ladder_counts_the_same_animal_in_12_months(earlier, count, cents):
    amount = rules.citation_amount(WORTH, on=D, kind="at_large", species="dog", altered=False,
                                   earlier_at_large=earlier)
    assert amount.rule_id == "W-90.05C"
    assert amount.inputs["count"] == count and amount.value == cents
    assert amount.value == WORTH.fee(f"at_large.{min(count, 3)}", D)


def test_w_90_05c_window_is_rolling_12_months_and_same_day_counts_once():
    # exactly one year earlier is outside the window; the same day as this one is the same event
    amount = rules.at_large_penalty(WORTH, on=D, earlier=[date(2025, 3, 10), D])
    assert amount.inputs["count"] == 1 and amount.value == 10000
    amount = rules.at_large_penalty(WORTH, on=D, earlier=[date(2025, 3, 11)])
    assert amount.inputs["count"] == 2 and amount.value == 15000


def test_w_90_05c_third_within_12_months_explains_itself():
    amount = rules.at_large_penalty(WORTH, on=D, earlier=[date(2025, 6, 1), date(2026, 1, 5)])
    assert amount.value == 30000
    text = amount.text()
    assert "number 3" in text and "June 1, 2025" in text and "(W-90.05C)" in text


@pytest.mark.parametrize("species,altered", [("dog", True), ("cat", None), ("rabbit", False), (None, None)])
def test_w_90_05c_ladder_only_for_unaltered_dog_or_cat(species, altered):
    amount = rules.citation_amount(WORTH, on=D, kind="at_large", species=species, altered=altered,
                                   earlier_at_large=[date(2026, 1, 1), date(2026, 2, 1)])
    assert amount.value == WORTH.fee("citation", D)
    assert amount.rule_id != "W-90.05C"


def test_w_90_05c_ladder_for_unaltered_cat():
    assert rules.citation_amount(WORTH, on=D, kind="at_large", species="cat", altered=False).value == 10000


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
