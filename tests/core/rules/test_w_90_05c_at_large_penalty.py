"""W-90.05C: the at-large penalty ladder, one rule for the reclaim bill and the citation.

"When a dog or cat, which has not been spayed or neutered, is taken into custody or impounded
for running at large ... a second time within a 12-month period ... a third time": the ladder
counts the same animal's at-large custody events (impounds and field returns) in the rolling
12 months; a citation written without custody neither counts nor pays a step; one running at
large is charged once, on the bill or on the citation.
"""
from datetime import date, timedelta

import pytest

from animaloffice import config
from animaloffice.domain import violations as vrules
from animaloffice.domain.at_large import at_large_penalty
from animaloffice.domain.deadlines import add_months
from animaloffice.domain.errors import RuleViolation
from animaloffice.domain.impound_bill import reclaim_bill
from animaloffice.domain.profile_reader import shipped_profiles
from animaloffice.persistence.models.animals import Animal
from animaloffice.persistence.models.enforcement import Violation
from animaloffice.persistence.models.money import Charge
from animaloffice.services import impound_release, impounds, violations
from animaloffice.services.payments import PaymentInput, add_charge

PROFILES = shipped_profiles(config.resources_dir())
TRACY, WORTH = PROFILES["tracy"], PROFILES["worthington"]
DAY = date(2026, 6, 15)
D = date(2026, 3, 10)


def penalty(earlier=(), altered=False, species="dog", profile=WORTH, on=DAY):
    return at_large_penalty(profile, species=species, altered=altered, on=on, earlier_custody=list(earlier))


def penalty_lines(lines):
    return [l for l in lines if l.rule_id == "W-90.05C"]


# --- the pure rule --------------------------------------------------------------------------

@pytest.mark.parametrize("earlier,count,amount", [
    ((), 1, 10000),
    ((date(2026, 2, 1),), 2, 15000),
    ((date(2025, 9, 1), date(2026, 2, 1)), 3, 30000),
    ((date(2025, 8, 1), date(2025, 9, 1), date(2026, 2, 1)), 4, 30000),
])
def test_w_90_05c_ladder_within_12_months(earlier, count, amount):
    e = penalty(earlier)
    assert e.value == amount and e.inputs["count"] == count and e.rule_id == "W-90.05C"
    assert e.value == WORTH.fee(f"at_large.{min(count, 3)}", DAY)
    if count == 4:
        assert "pays the top step again" in e.text() and "the office's reading" in e.text()


def test_w_90_05c_custody_13_months_later_starts_over():
    assert penalty([add_months(DAY, -13)]).value == 10000
    assert penalty([add_months(DAY, -12)]).value == 10000  # exactly a year earlier is outside
    assert penalty([date(2025, 6, 16)]).value == 15000
    assert penalty([date(2025, 3, 10)], on=D).inputs["count"] == 1
    assert penalty([date(2025, 3, 11)], on=D).inputs["count"] == 2


def test_w_90_05c_third_within_12_months_explains_itself():
    amount = penalty([date(2025, 6, 1), date(2026, 1, 5)], on=D)
    assert amount.value == 30000
    text = amount.text()
    assert "number 3" in text and "June 1, 2025" in text and "(W-90.05C)" in text
    assert "custody" in text


def test_w_90_05c_altered_animal_pays_none():
    e = penalty([date(2026, 2, 1)], altered=True)
    assert e.value == 0 and "spayed or neutered" in e.text()
    assert not penalty_lines(reclaim_bill(WORTH, impounded_on=DAY, on=DAY, species="dog", altered=True,
                                          ground="at_large"))


def test_w_90_05c_status_not_recorded_is_asked_before_the_bill_is_computed():
    """The ordinance charges a dog or cat "which has not been spayed or neutered": not a presumption
    either way. The bill asks before it computes."""
    e = penalty(altered=None)
    assert e.value == 0 and "not recorded" in e.text()
    with pytest.raises(RuleViolation) as info:
        reclaim_bill(WORTH, impounded_on=DAY, on=DAY, species="dog", altered=None, ground="at_large")
    assert info.value.field == "altered_at_intake" and info.value.rule_ids == ["W-90.05C"]
    assert "spayed or neutered" in info.value.message
    # not asked where the ladder cannot apply
    assert reclaim_bill(TRACY, impounded_on=DAY, on=DAY, species="dog", altered=None, ground="at_large")
    assert reclaim_bill(WORTH, impounded_on=DAY, on=DAY, species="dog", altered=None, ground="neglect_danger")


def test_w_90_05c_only_dogs_cats_at_large_where_enforced():
    assert penalty(species="cat").value == 10000
    assert penalty(species="rabbit") is None
    assert penalty(profile=TRACY) is None
    assert not penalty_lines(reclaim_bill(WORTH, impounded_on=DAY, on=DAY, species="dog", altered=False,
                                          ground="neglect_danger"))
    assert penalty_lines(reclaim_bill(WORTH, impounded_on=DAY, on=DAY, species="dog", altered=False,
                                      ground="at_large"))[0].amount_cents == 10000


def test_w_90_05c_bill_leaves_out_a_penalty_already_cited():
    lines = reclaim_bill(WORTH, impounded_on=DAY, on=DAY, species="dog", altered=False, ground="at_large",
                         already_cited="WOR-C-2026-0001")
    assert not penalty_lines(lines) and [l.fee_code for l in lines][0] == "impound"


# --- the citation's amount ----------------------------------------------------------------------

def test_t_8a_tracy_has_no_administrative_penalty_a_citation_is_referred():
    """T-8A: Section 8.30 makes the violation a misdemeanor; no fine, no $50 citation fee."""
    amount = vrules.citation_amount(TRACY, on=D, kind="nuisance", nuisance_kind="at_large",
                                    species="dog", altered=False, custody=True)
    assert amount.value == 0 and not vrules.carries_penalty(amount) and not TRACY.has_fee("citation")
    assert "misdemeanor" in amount.text() and "referred for prosecution" in amount.text()


@pytest.mark.parametrize("earlier,count,cents", [
    ([], 1, 10000),
    ([date(2025, 12, 1)], 2, 15000),
    ([date(2025, 12, 1), date(2026, 2, 1)], 3, 30000),
    ([date(2025, 4, 1), date(2025, 12, 1), date(2026, 2, 1)], 4, 30000),
])
def test_w_90_05c_citation_for_a_custody_day_pays_the_ladder(earlier, count, cents):
    amount = vrules.citation_amount(WORTH, on=D, kind="at_large", species="dog", altered=False, custody=True,
                                    earlier_custody=earlier)
    assert amount.rule_id == "W-90.05C"
    assert amount.inputs["count"] == count and amount.value == cents
    assert amount.value == WORTH.fee(f"at_large.{min(count, 3)}", D)


def test_w_90_05c_citation_without_custody_carries_no_penalty():
    """Only W-90.05C's ladder is in the text: no $50 fallback for a dog not taken into custody."""
    amount = vrules.citation_amount(WORTH, on=D, kind="at_large", species="dog", altered=False,
                                    custody=False, earlier_custody=[date(2026, 1, 1), date(2026, 2, 1)])
    assert amount.value == 0 and not vrules.carries_penalty(amount) and amount.rule_id == "W-90.05A"
    assert "not taken into custody" in amount.text() and not WORTH.has_fee("citation")


@pytest.mark.parametrize("species,altered", [("dog", True), ("cat", None), ("rabbit", False), (None, None)])
def test_w_90_05c_ladder_only_for_unaltered_dog_or_cat(species, altered):
    amount = vrules.citation_amount(WORTH, on=D, kind="at_large", species=species, altered=altered,
                                    custody=True, earlier_custody=[date(2026, 1, 1), date(2026, 2, 1)])
    assert amount.value == 0 and not vrules.carries_penalty(amount)  # no fallback amount
    assert amount.rule_id != "W-90.05C"


def test_w_90_05c_ladder_for_unaltered_cat():
    assert vrules.citation_amount(WORTH, on=D, kind="at_large", species="cat", altered=False,
                                  custody=True).value == 10000


# --- through the services ----------------------------------------------------------------------

def _impound_and_release(office, dog, on, kennel):
    r = impounds.intake(office.officer, jurisdiction_id=office.worthington, ground="at_large", animal_id=dog,
                        kennel_id=kennel, on=on)
    b = impound_release.bill(r.impound_id, on)
    impound_release.reclaim(office.clerk, r.impound_id, on=on, payment=PaymentInput("cash", b.due_cents))
    return r.impound_id, b


def test_w_90_05c_ladder_through_the_service(office, scene):
    """1st, 2nd, 3rd and a 4th within 12 months; 13 months after the last it starts over."""
    dog = scene.dog()
    days = [date(2024, 9, 2), date(2024, 12, 2), date(2025, 3, 3), date(2025, 6, 2),
            date(2026, 7, 6), date(2026, 8, 3)]
    expected = [10000, 15000, 30000, 30000, 10000, 15000]
    for day, amount in zip(days, expected):
        _, b = _impound_and_release(office, dog, day, scene.kennel_ids[0])
        assert [l.amount_cents for l in penalty_lines(b.lines)] == [amount], day


def test_w_90_05c_altered_and_13_months_later(office, scene):
    altered = scene.dog(altered=True, name="Bea")
    _, b = _impound_and_release(office, altered, date(2026, 2, 2), scene.kennel_ids[0])
    assert not penalty_lines(b.lines)
    dog = scene.dog()
    _impound_and_release(office, dog, date(2025, 2, 2), scene.kennel_ids[1])
    _, b = _impound_and_release(office, dog, date(2026, 3, 2), scene.kennel_ids[1])
    assert [l.amount_cents for l in penalty_lines(b.lines)] == [10000]


def test_w_90_05c_field_return_counts_as_custody(office, scene):
    """T-6A: a field return is a custody event, so the next impound is the 2nd."""
    dog = scene.dog()
    scene.field_return(dog, date(2026, 1, 12))
    _, b = _impound_and_release(office, dog, date(2026, 4, 6), scene.kennel_ids[0])
    assert [l.amount_cents for l in penalty_lines(b.lines)] == [15000]


def test_w_90_05c_citations_without_custody_do_not_count(office, scene):
    dog = scene.dog()
    for days in (200, 100):
        v = violations.record_violation(office.officer, owner_id=scene.owner_id, animal_id=dog, kind="at_large",
                                        occurred_on=date.today() - timedelta(days=days))
        with pytest.raises(RuleViolation, match="no citation can be issued"):  # nothing in 90.05(C) for it
            violations.issue_citation(office.officer, v.id)
    on = date.today() - timedelta(days=2)
    r = impounds.intake(office.officer, jurisdiction_id=office.worthington, ground="at_large", animal_id=dog,
                        kennel_id=scene.kennel_ids[0], on=on)
    assert [l.amount_cents for l in penalty_lines(impound_release.bill(r.impound_id, on).lines)] == [10000]


def test_w_90_05c_citation_ladder_counts_custody_not_citations(office, scene):
    """The citation for a day the dog was impounded pays the ladder step of that custody; the
    citation for a day without custody carries no penalty (it is refused) and does not count."""
    o, a = scene.owner_id, scene.dog()
    scene.impound(a, date.today() - timedelta(days=200))
    first = violations.record_violation(office.officer, owner_id=o, animal_id=a, kind="at_large",
                                        occurred_on=date.today() - timedelta(days=100))
    assert violations.citation_amount_for(first.id).value == 0  # no custody that day: no penalty
    scene.impound(a, date.today() - timedelta(days=5))
    second = violations.record_violation(office.officer, owner_id=o, animal_id=a, kind="at_large",
                                         occurred_on=date.today() - timedelta(days=5))
    issued = violations.issue_citation(office.officer, second.id)
    assert issued.amount_cents == 15000 and issued.rule_id == "W-90.05C"  # 2nd custody in 12 months
    assert Charge.get_by_id(issued.charge_id).fee_code == "at_large.2"
    # dismissing the custody-less violation changes nothing: it never counted
    violations.dismiss_violation(office.officer, first.id, "hearing: not the owner's dog")
    assert violations.citation_amount_for(second.id).value == 15000


def test_w_90_05c_altered_dog_is_refused_a_citation_with_the_reason(office, scene):
    """No $50 fallback for an altered dog: W-90.05C's ladder does not cover it, so the citation is
    refused with a message saying why, and nothing is charged."""
    o, a = scene.owner_id, scene.dog(altered=True)
    v = violations.record_violation(office.officer, owner_id=o, animal_id=a, kind="at_large",
                                    occurred_on=date.today() - timedelta(days=1))
    amount = violations.citation_amount_for(v.id)
    assert amount.value == 0 and "spayed or neutered" in amount.text()
    with pytest.raises(RuleViolation, match="spayed or neutered"):
        violations.issue_citation(office.officer, v.id)
    assert Violation.get_by_id(v.id).citation_number is None and not Charge.select().exists()


def test_w_90_05c_citation_refused_when_the_bill_carries_the_penalty(office, scene):
    o, a = scene.owner_id, scene.dog()
    day = date.today() - timedelta(days=4)
    imp = scene.impound(a, day)
    add_charge(office.officer, jurisdiction_id=office.worthington, owner_id=o, fee_code="at_large.1",
               description="At-large penalty", amount=10000, on=day, subject_table="impound", subject_id=imp)
    v = violations.record_violation(office.officer, owner_id=o, animal_id=a, kind="at_large", occurred_on=day)
    with pytest.raises(RuleViolation) as e:
        violations.issue_citation(office.officer, v.id)
    assert e.value.rule_ids == ["W-90.05C"] and "not charged twice" in e.value.message
    assert Violation.get_by_id(v.id).citation_number is None


def test_w_90_05c_bill_leaves_out_the_penalty_cited_for_that_day(office, scene):
    """The impound and the citation written for it are one running at large: counted and charged once."""
    dog = scene.dog()
    on = date.today() - timedelta(days=3)
    r = impounds.intake(office.officer, jurisdiction_id=office.worthington, ground="at_large", animal_id=dog,
                        kennel_id=scene.kennel_ids[0], on=on)
    v = violations.record_violation(office.officer, owner_id=scene.owner_id, animal_id=dog, kind="at_large",
                                    occurred_on=on)
    issued = violations.issue_citation(office.officer, v.id)
    assert issued.amount_cents == 10000 and issued.rule_id == "W-90.05C"  # the 1st, counted once
    assert not penalty_lines(impound_release.bill(r.impound_id, on + timedelta(days=1)).lines)


def test_w_90_05c_citation_refused_before_custody_leaves_the_penalty_on_the_bill(office, scene):
    """A citation asked for before the dog was taken in that day carries no penalty and is refused:
    the custody's penalty stays on the bill."""
    dog = scene.dog()
    on = date.today() - timedelta(days=3)
    v = violations.record_violation(office.officer, owner_id=scene.owner_id, animal_id=dog, kind="at_large",
                                    occurred_on=on)
    with pytest.raises(RuleViolation):
        violations.issue_citation(office.officer, v.id)
    r = impounds.intake(office.officer, jurisdiction_id=office.worthington, ground="at_large", animal_id=dog,
                        kennel_id=scene.kennel_ids[0], on=on)
    assert [l.amount_cents for l in penalty_lines(impound_release.bill(r.impound_id, on).lines)] == [10000]


def test_w_90_05c_proof_of_spay_neuter_voids_unpaid_penalty(office, scene):
    dog = scene.dog()
    r = impounds.intake(office.officer, jurisdiction_id=office.worthington, ground="at_large", animal_id=dog,
                        kennel_id=scene.kennel_ids[0], on=date(2026, 4, 6))
    on = date(2026, 4, 8)
    impound_release.pay_bill(office.clerk, r.impound_id,
                             PaymentInput("cash", impound_release.bill(r.impound_id, on).due_cents), on=on)
    assert impounds.record_altered(office.clerk, r.impound_id) == 0  # the paid penalty is not refunded here
    r2 = impounds.intake(office.officer, jurisdiction_id=office.worthington, ground="at_large",
                         new_animal={"species": "dog", "altered": False}, kennel_id=scene.kennel_ids[1], on=on)
    impounds.set_owner(office.clerk, r2.impound_id, scene.owner_id, on=on)
    before = impound_release.bill(r2.impound_id, on)
    assert [l.amount_cents for l in penalty_lines(before.lines)] == [10000]
    with pytest.raises(RuleViolation):  # charges written, then the release refused: all rolled back
        impound_release.reclaim(office.clerk, r2.impound_id, on=on)
    assert impounds.record_altered(office.clerk, r2.impound_id) == 0
    after = impound_release.bill(r2.impound_id, on)
    assert not penalty_lines(after.lines)
    assert Animal.get_by_id(r2.animal_id).altered is True
