"""W-90.05C penalty ladder, the T-6B reclaim bill and release blockers (pure rules)."""
from datetime import date

import pytest

from animaloffice import config
from animaloffice.domain.deadlines import add_months
from animaloffice.domain.impound import (DispositionFacts, ReleaseFacts, at_large_penalty,
                                         disposition_refusals, reclaim_bill, release_blockers)
from animaloffice.domain.profiles import shipped_profiles

PROFILES = shipped_profiles(config.resources_dir())
TRACY, WORTH = PROFILES["tracy"], PROFILES["worthington"]
DAY = date(2026, 6, 15)


def penalty(earlier=(), altered=False, species="dog", profile=WORTH, ground="at_large"):
    return at_large_penalty(profile, species=species, altered=altered, ground=ground, impounded_on=DAY,
                            earlier_at_large=list(earlier))


@pytest.mark.parametrize("earlier,count,amount", [
    ((), 1, 10000),
    ((date(2026, 2, 1),), 2, 15000),
    ((date(2025, 9, 1), date(2026, 2, 1)), 3, 30000),
    ((date(2025, 8, 1), date(2025, 9, 1), date(2026, 2, 1)), 4, 30000),
])
def test_w_90_05c_ladder_within_12_months(earlier, count, amount):
    e = penalty(earlier)
    assert e.value == amount and e.inputs["count"] == count and e.rule_id == "W-90.05C"
    if count == 4:
        assert "pays the top step" in e.text()


def test_w_90_05c_impound_13_months_later_starts_over():
    assert penalty([add_months(DAY, -13)]).value == 10000
    assert penalty([add_months(DAY, -12)]).value == 10000  # exactly a year earlier is outside
    assert penalty([date(2025, 6, 16)]).value == 15000


def test_w_90_05c_altered_animal_pays_none():
    e = penalty([date(2026, 2, 1)], altered=True)
    assert e.value == 0 and "spayed or neutered" in e.text()
    assert not any(l.rule_id == "W-90.05C" for l in reclaim_bill(
        WORTH, impounded_on=DAY, on=DAY, species="dog", altered=True, ground="at_large"))


def test_w_90_05c_only_dogs_cats_at_large_where_enforced():
    assert penalty(species="cat").value == 10000
    assert penalty(species="rabbit") is None
    assert penalty(ground="neglect_danger") is None
    assert penalty(profile=TRACY) is None


def test_t_6b_bill_lines_with_quarantine_and_penalty():
    lines = reclaim_bill(WORTH, impounded_on=date(2026, 6, 1), on=date(2026, 6, 15), species="dog",
                         altered=False, ground="at_large", earlier_at_large=[date(2026, 1, 5)],
                         quarantine="bite", quarantine_until=date(2026, 6, 11))
    by_code = {l.fee_code: l for l in lines}
    assert by_code["impound"].amount_cents == 4000
    assert by_code["quarantine_per_day"].quantity == 11 and by_code["quarantine_per_day"].amount_cents == 22000
    assert by_code["boarding_per_day"].quantity == 3 and by_code["boarding_per_day"].amount_cents == 4500
    assert by_code["at_large.2"].amount_cents == 15000 and "2nd" in by_code["at_large.2"].description
    assert all(l.explanation for l in lines)


def test_t_6a_field_return_bills_no_impound_or_boarding():
    lines = reclaim_bill(TRACY, impounded_on=DAY, on=DAY, species="dog", altered=False, ground="at_large",
                         field_return=True)
    assert lines == ()


def test_boarding_rate_change_splits_the_line():
    changed = TRACY.with_overrides([("fee", "boarding_per_day", date(2026, 6, 3), 2000, "")])
    lines = reclaim_bill(changed, impounded_on=date(2026, 6, 1), on=date(2026, 6, 5), species="dog",
                         altered=True, ground="at_large")
    boarding = [l for l in lines if l.fee_code == "boarding_per_day"]
    assert [(l.quantity, l.unit_cents) for l in boarding] == [(2, 1500), (2, 2000)]


@pytest.mark.parametrize("facts,needs", [
    (ReleaseFacts(DAY, needs_license=True), "license"),
    (ReleaseFacts(DAY, needs_permit=True), "permit"),
    (ReleaseFacts(DAY, quarantine="bite", quarantine_until=date(2026, 6, 10)), "vet_certificate"),
    (ReleaseFacts(DAY, unpaid_cents=5000), "payment"),
])
def test_t_6b_release_blocked_for_each_missing_condition(facts, needs):
    refusals = release_blockers(facts)
    assert [r.data.get("needs") for r in refusals] == [needs]
    assert refusals[0].rule_id == "T-6B"


def test_t_6b_release_allowed_when_all_in_order():
    assert release_blockers(ReleaseFacts(DAY, needs_license=True, has_license=True, quarantine="bite",
                                         quarantine_until=date(2026, 6, 10),
                                         vet_certified_on=date(2026, 6, 10))) == []


def test_t_6c_disposition_refused_before_the_date():
    facts = DispositionFacts("adoption", date(2026, 6, 5), date(2026, 6, 1), date(2026, 6, 9),
                             party="Lee, Ann")
    refusals = disposition_refusals(facts)
    assert [r.rule_id for r in refusals] == ["T-6C"] and "Tuesday June 9, 2026" in refusals[0].reason
    ok = DispositionFacts("adoption", date(2026, 6, 9), date(2026, 6, 1), date(2026, 6, 9), party="Lee, Ann")
    assert disposition_refusals(ok) == []
    died = DispositionFacts("died_in_care", date(2026, 6, 2), date(2026, 6, 1), date(2026, 6, 9))
    assert disposition_refusals(died) == []


def test_t_6d5_quarantined_animal_needs_notice_before_disposal():
    base = dict(outcome="shelter_euthanasia", on=date(2026, 7, 1), impounded_on=date(2026, 6, 1),
                disposition_from=date(2026, 6, 9), quarantine="bite", quarantine_until=date(2026, 6, 11))
    assert [r.rule_id for r in disposition_refusals(DispositionFacts(**base))] == ["T-6D5"]
    assert disposition_refusals(DispositionFacts(**base, quarantine_notice_on=date(2026, 6, 2))) == []
    adopt = dict(base, outcome="adoption", party="Rescue")
    assert "MN-rabies" in [r.rule_id for r in disposition_refusals(
        DispositionFacts(**adopt, quarantine_notice_on=date(2026, 6, 2)))]


def test_w_90_05c_not_charged_twice_when_already_cited():
    lines = reclaim_bill(WORTH, impounded_on=DAY, on=DAY, species="dog", altered=False, ground="at_large",
                         already_cited="WOR-C-2026-0001")
    assert not [l for l in lines if l.rule_id == "W-90.05C"] and [l.fee_code for l in lines][0] == "impound"
