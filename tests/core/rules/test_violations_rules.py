"""Violations and citations as pure rules (``domain.violations``): the kinds a profile knows
(T-8A, T-2C), the rule a violation acts under, the penalty a citation carries and why in the
words the clerk reads (W-90.05C, an adopted schedule, T-8A prosecution), and the W-90.10H3 review."""
from dataclasses import replace
from datetime import date

from animaloffice import config
from animaloffice.domain import violations as v
from animaloffice.domain.explain import Explained
from animaloffice.domain.penalty_terms import PenaltyTerms
from animaloffice.domain.profile_reader import shipped_profiles

PROFILES = shipped_profiles(config.resources_dir())
TRACY, WORTHINGTON = PROFILES["tracy"], PROFILES["worthington"]
JUNE = date(2026, 6, 1)
ADOPTED = date(2026, 3, 2)
NONE_BEYOND = "the City of Worthington ordinance sets no administrative penalty for this violation beyond the " \
              "at-large penalty"


def _refusals(rs):
    return [(r.rule_id, r.reason, r.data) for r in rs]


def test_t_8a_t_2c_a_violation_names_a_kind_and_a_nuisance_kind_the_profile_knows():
    assert v.kind_refusals(TRACY, "no_tag") == []
    assert v.kind_refusals(TRACY, "nuisance", "noise") == []
    assert _refusals(v.kind_refusals(TRACY, "barking")) == [
        ("T-8A", "'barking' is not a violation kind in the City of Tracy profile (known: no_license, nuisance, "
                 "permit_conditions, no_tag, misrepresentation, prohibited_animal)", {"kind": "barking"})]
    assert _refusals(v.kind_refusals(TRACY, "nuisance")) == [
        ("T-2C", "a nuisance violation names the kind of nuisance", {"kind": "nuisance"})]
    assert _refusals(v.kind_refusals(WORTHINGTON, "at_large", "howl")) == [
        ("T-2C", "'howl' is not a nuisance kind in the City of Worthington profile (known: at_large)",
         {"nuisance_kind": "howl"})]
    both = v.kind_refusals(TRACY, "barking", "howl")
    assert [r.rule_id for r in both] == ["T-8A", "T-2C"]
    assert both[1].reason.endswith("(known: noise, bite, at_large, property_damage, unsanitary, neglect, abuse)")
    no_nuisances = replace(TRACY, lists={**TRACY.lists, "nuisance_kinds": ()})
    assert v.kind_refusals(no_nuisances, "nuisance") == []  # nothing to name


def test_t_8a_t_2c_the_rule_of_a_violation_is_its_nuisance_kinds_else_its_kinds_else_t_8a():
    assert v.rule_for(TRACY, "nuisance", "noise") == "T-2C"
    assert v.rule_for(TRACY, "no_tag", "noise") == "T-8A"  # a nuisance kind counts only on a nuisance
    assert v.rule_for(WORTHINGTON, "other", "at_large") == "W-90.10H3"
    assert v.rule_for(WORTHINGTON, "no_permit") == "W-90.10G"
    assert v.rule_for(WORTHINGTON, "nuisance", "at_large") == "W-90.05A"
    assert v.rule_for(TRACY, "nuisance", "howl") == "T-8A"
    assert v.rule_for(TRACY, "barking") == "T-8A"


def test_t_8a_t_2c_a_violation_is_described_in_the_profiles_words():
    assert v.describe(TRACY, "nuisance", "noise") == \
        "Causing or allowing an animal nuisance: noise that disturbs the comfort or repose of others"
    assert v.describe(TRACY, "no_tag") == "No tag displayed, or license or certificate not presented"
    assert v.describe(TRACY, "odd_kind", "some_Thing") == "odd kind: some Thing"
    same = replace(TRACY, lists={**TRACY.lists, "nuisance_kinds": ()})
    assert v.describe(same, "running_at_large", "Running_at_large") == "running at large"  # said once


def test_w_90_05c_at_large_is_the_kind_or_the_nuisance_kind():
    assert v.is_at_large("at_large") and v.is_at_large("nuisance", "at_large")
    assert not v.is_at_large("nuisance", "noise") and not v.is_at_large("no_tag")


def test_w_90_05c_an_unaltered_dog_taken_into_custody_carries_the_ladders_step():
    first = v.citation_amount(WORTHINGTON, on=JUNE, kind="at_large", species="dog", altered=False, custody=True)
    assert (first.value, first.rule_id, first.inputs["step"]) == (10000, "W-90.05C", 1)
    assert v.carries_penalty(first)
    second = v.citation_amount(WORTHINGTON, on=JUNE, kind="nuisance", nuisance_kind="at_large", species="dog",
                               altered=False, custody=True, earlier_custody=[date(2026, 1, 10)])
    assert (second.value, second.inputs["count"]) == (15000, 2)
    assert second.steps[1] == "its at-large custody events after June 1, 2025 up to June 1, 2026: January 10, 2026 " \
                              "and this one"


def _no_penalty(amount, rule, steps, parts):
    assert (amount.value, amount.rule_id, amount.inputs) == (0, rule, {"on": JUNE, "kind": amount.inputs["kind"],
                                                                       "penalty": False})
    assert amount.steps == steps and amount.parts == parts
    assert not v.carries_penalty(amount)


def test_w_90_05c_each_reason_an_at_large_citation_carries_no_penalty():
    def amount(**kw):
        return v.citation_amount(WORTHINGTON, on=JUNE, kind="at_large", **kw)

    none = ("penalty_none_beyond", {"city": "City of Worthington"})
    _no_penalty(amount(species="dog", altered=False), "W-90.05A",
                ("the animal was not taken into custody or impounded for running at large that day, so the "
                 "W-90.05C penalty does not apply", NONE_BEYOND), (("penalty_no_custody", {}), none))
    _no_penalty(amount(species=None), "W-90.05A",
                ("no animal is named on the violation, so the W-90.05C penalty cannot be applied", NONE_BEYOND),
                (("penalty_no_animal", {}), none))
    _no_penalty(amount(species="goat", custody=True), "W-90.05A",
                ("the W-90.05C penalty is for dogs and cats; this animal is a goat", NONE_BEYOND),
                (("penalty_dogs_cats", {"species": "Goat"}), none))
    _no_penalty(amount(species="dog", altered=True, custody=True), "W-90.05A",
                ("the dog is spayed or neutered, so no at-large penalty is due", NONE_BEYOND),
                (("at_large_altered", {"species": "dog"}), none))
    _no_penalty(v.citation_amount(WORTHINGTON, on=JUNE, kind="no_permit"), "W-90.10G", (NONE_BEYOND,), (none,))
    _no_penalty(v.citation_amount(WORTHINGTON, on=JUNE, kind="no_permit", species="dog", altered=False, custody=True),
                "W-90.10G", (NONE_BEYOND,), (none,))  # custody for another violation: no at-large penalty
    off = replace(WORTHINGTON, rules={**WORTHINGTON.rules, "at_large_penalty": False})
    _no_penalty(v.citation_amount(off, on=JUNE, kind="at_large", species="dog", altered=False), "W-90.05A",
                (NONE_BEYOND,), (none,))  # the switch off: no at-large reason is given


def test_t_8a_a_tracy_citation_is_referred_for_prosecution_and_collects_no_fine():
    _no_penalty(v.citation_amount(TRACY, on=JUNE, kind="nuisance", nuisance_kind="at_large", species="dog",
                                  altered=False, custody=True), "T-2C",
                ("the City of Tracy ordinance makes this violation a misdemeanor and sets no administrative penalty: "
                 "a citation is referred for prosecution, and the office collects no fine",),
                (("penalty_prosecution", {"city": "City of Tracy"}),))
    refuse = replace(TRACY, penalty=PenaltyTerms(otherwise="refuse"))
    _no_penalty(v.citation_amount(refuse, on=JUNE, kind="no_tag"), "T-8A",
                ("the City of Tracy ordinance sets no administrative penalty for this violation",),
                (("penalty_none", {"city": "City of Tracy"}),))


def test_t_8a_a_schedule_the_city_adopted_sets_the_citations_amount_and_names_its_resolution():
    adopted = replace(TRACY.with_overrides([("fee", "citation", ADOPTED, 5000, "Resolution 2026-14")]),
                      penalty=PenaltyTerms(True, "Resolution 2026-14", ADOPTED))
    amount = v.citation_amount(adopted, on=JUNE, kind="no_tag")
    assert (amount.value, amount.rule_id, amount.inputs) == (5000, "T-8A", {"on": JUNE, "kind": "no_tag",
                                                                            "penalty": True})
    assert amount.steps == ("the administrative-penalty schedule adopted by Resolution 2026-14 of March 2, 2026 applies",
                            "the City of Tracy administrative penalty in force on June 1, 2026 is $50.00, set from "
                            "March 2, 2026 under Resolution 2026-14")
    assert amount.parts[0] == ("penalty_schedule", {"by": "Resolution 2026-14", "on": ADOPTED})
    assert amount.parts[1][0] == "fee_in_force_source" and amount.parts[1][1]["label"] == "administrative penalty"
    assert v.carries_penalty(amount)
    worthington = replace(WORTHINGTON.with_overrides([("fee", "citation", ADOPTED, 7500, "")]),
                          penalty=PenaltyTerms(True, "Ordinance 1200", ADOPTED))
    altered = v.citation_amount(worthington, on=JUNE, kind="at_large", species="dog", altered=True, custody=True)
    assert (altered.value, altered.rule_id) == (7500, "W-90.05A")
    assert altered.steps[:2] == ("the dog is spayed or neutered, so no at-large penalty is due",
                                 "the administrative-penalty schedule adopted by Ordinance 1200 of March 2, 2026 applies")
    assert [p[0] for p in altered.parts] == ["at_large_altered", "penalty_schedule", "fee_in_force"]


def test_a_citation_carries_a_penalty_only_when_marked_so_and_above_zero():
    assert v.carries_penalty(Explained(100, "W-90.05C"))  # the ladder's amount is not marked
    assert v.carries_penalty(Explained(100, "T-8A", {"penalty": True}))
    assert not v.carries_penalty(Explained(100, "T-8A", {"penalty": False}))
    assert not v.carries_penalty(Explained(0, "W-90.05C"))
    assert v.carries_penalty(Explained(1, "W-90.05C"))  # a single cent is still a penalty


def test_w_90_05c_a_ladder_step_of_one_cent_is_still_the_penalty_due():
    cent = WORTHINGTON.with_overrides([("fee", "at_large.1", date(2026, 5, 1), 1, "Resolution 2026-9")])
    amount = v.citation_amount(cent, on=JUNE, kind="at_large", species="dog", altered=False, custody=True)
    assert (amount.value, amount.rule_id) == (1, "W-90.05C")


def test_t_8a_a_schedule_without_its_adoption_date_keeps_its_steps_in_english_only():
    undated = replace(TRACY.with_overrides([("fee", "citation", ADOPTED, 5000, "")]),
                      penalty=PenaltyTerms(True, "Resolution 2026-14", None))
    amount = v.citation_amount(undated, on=JUNE, kind="no_tag")
    assert amount.value == 5000 and amount.parts == ()


def test_w_90_10h3_the_review_is_due_with_3_violations_in_the_12_months_ending_on_the_day():
    assert v.review_threshold(WORTHINGTON, JUNE) == 3 and v.review_threshold(TRACY, JUNE) == 0
    days = [date(2025, 6, 1), date(2025, 6, 2), date(2026, 1, 5), date(2026, 5, 31)]
    due = v.review_due(WORTHINGTON, days, JUNE)
    assert (due.value, due.rule_id, due.inputs) == (True, "W-90.10H3", {"on": JUNE, "count": 3, "threshold": 3})
    assert due.steps == ("in the 12 months ending June 1, 2026 the owner has 3 violations on record: June 2, 2025, "
                         "January 5, 2026, May 31, 2026",
                         "3 or more put every license and permit of the owner up for review; the review is due")
    one = v.review_due(WORTHINGTON, [date(2026, 5, 31)], JUNE)
    assert (one.value, one.inputs["count"]) == (False, 1)
    assert one.steps == ("in the 12 months ending June 1, 2026 the owner has 1 violation on record: May 31, 2026",
                         "3 or more put every license and permit of the owner up for review; no review is due")
    assert v.review_due(WORTHINGTON, [], JUNE).steps[0] == \
        "in the 12 months ending June 1, 2026 the owner has 0 violations on record"
    none = v.review_due(TRACY, days, JUNE)
    assert (none.value, none.rule_id, none.inputs, none.steps) == (
        False, "W-90.10H3", {"on": JUNE}, ("the City of Tracy profile has no automatic review after repeated violations",))


def test_w_90_10h3_the_review_count_is_the_one_in_force_on_the_day_and_may_be_a_single_violation():
    future = date(2099, 6, 1)
    changed = WORTHINGTON.with_overrides([("period", "review_violation_count", date(2099, 1, 1), 1, "")])
    assert v.review_threshold(changed, future) == 1 and v.review_threshold(changed, JUNE) == 3
    one = v.review_due(changed, [date(2099, 5, 1)], future)
    assert (one.value, one.inputs["threshold"]) == (True, 1)
    assert one.steps[1] == "1 or more put every license and permit of the owner up for review; the review is due"
    assert v.review_reached_on([date(2099, 5, 1), date(2099, 3, 1)], 1) == date(2099, 3, 1)


def test_w_90_10h3_the_review_is_reached_on_the_day_of_the_third_violation_in_12_months():
    days = [date(2026, 1, 5), date(2025, 1, 1), date(2026, 5, 31), date(2026, 3, 1)]
    assert v.review_reached_on(days, 3) == date(2026, 5, 31)
    assert v.review_reached_on(days, 2) == date(2026, 3, 1)
    assert v.review_reached_on(days, 3, up_to=date(2026, 5, 31)) == date(2026, 5, 31)
    assert v.review_reached_on(days, 3, up_to=date(2026, 5, 30)) is None
    assert v.review_reached_on(days, 0) is None and v.review_reached_on(days, 5) is None
