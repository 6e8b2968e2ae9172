"""Permit rules as pure functions: T-4A, T-4B1-4, T-7A; W-90.01, W-90.10A-H, W-90.11."""
from datetime import date

import pytest

from animaloffice import config
from animaloffice.domain import citations, state_law
from animaloffice.domain import permits as R
from animaloffice.domain.permits import InspectionFact, KeptAnimal
from animaloffice.domain.profile_reader import shipped_profiles

P = shipped_profiles(config.resources_dir())
TRACY, WORTH = P["tracy"], P["worthington"]
D = date


def dogs(n, species="dog"):
    return [KeptAnimal(species, name=f"A{i}") for i in range(n)]


# --- which permit is needed -------------------------------------------------------------------------

def test_t_4a2_four_or_more_animals_need_a_permit():
    assert R.permit_requirements(TRACY, animals=dogs(3), on=D(2026, 3, 2)) == []
    reqs = R.permit_requirements(TRACY, animals=dogs(2) + dogs(2, "cat"), on=D(2026, 3, 2))
    assert [(r.value, r.rule_id) for r in reqs] == [("animal", "T-4A2")]
    assert "4 animals are kept" in reqs[0].text()


@pytest.mark.parametrize("species,kind", [("chicken", "livestock"), ("raccoon", "a wild animal")])
def test_t_4a1_livestock_or_wild_animal_needs_a_permit(species, kind):
    reqs = R.permit_requirements(TRACY, animals=[KeptAnimal(species, name="Hen")], on=D(2026, 3, 2))
    assert [(r.value, r.rule_id) for r in reqs] == [("animal", "T-4A1")]
    assert kind in reqs[0].text()


def test_w_90_10a_establishment_and_breeder_need_permits():
    assert R.permit_requirements(WORTH, animals=dogs(6), on=D(2026, 3, 2)) == []  # no count rule here
    reqs = R.permit_requirements(WORTH, animals=[], on=D(2026, 3, 2), establishment="shelter")
    assert [(r.value, r.rule_id) for r in reqs] == [("shelter", "W-90.10A")]
    reqs = R.permit_requirements(WORTH, animals=[], on=D(2026, 3, 2), litter_dates=[D(2025, 9, 1)])
    assert [(r.value, r.rule_id) for r in reqs] == [("breeder_hobbyist", "W-90.01")]
    old = R.permit_requirements(WORTH, animals=[], on=D(2026, 3, 2), litter_dates=[D(2025, 3, 2)])
    assert old == []  # a litter a full year ago no longer makes a breeder


# --- W-90.01 breeder class -----------------------------------------------------------------------------

def test_w_90_01_third_litter_in_12_months_makes_a_professional():
    two = [D(2025, 8, 1), D(2026, 1, 10)]
    assert R.breeder_class(WORTH, two, D(2026, 3, 1)).value == "breeder_hobbyist"
    three = two + [D(2026, 3, 1)]
    e = R.breeder_class(WORTH, three, D(2026, 3, 1))
    assert e.value == "breeder_professional" and e.rule_id == "W-90.01" and "3 litters" in e.text()
    flag = R.reclassification_due(WORTH, "breeder_hobbyist", three, D(2026, 3, 1))
    assert flag.value and "reclassification" in flag.text()
    assert not R.reclassification_due(WORTH, "breeder_professional", three, D(2026, 3, 1)).value
    assert R.litter_over_limit(WORTH, three, D(2026, 3, 1)) == D(2026, 3, 1)
    assert R.litter_over_limit(WORTH, two, D(2026, 3, 1)) is None


def test_w_90_01_rolling_window_drops_the_litter_a_year_old():
    three = [D(2025, 8, 1), D(2026, 1, 10), D(2026, 3, 1)]
    assert R.breeder_class(WORTH, three, D(2026, 7, 31)).value == "breeder_professional"
    assert R.breeder_class(WORTH, three, D(2026, 8, 1)).value == "breeder_hobbyist"


def test_w_90_01_for_profit_is_professional_with_no_litters():
    assert R.breeder_class(WORTH, [], D(2026, 3, 1), for_profit=True).value == "breeder_professional"


# --- T-7A -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("acquired,expected", [
    (D(2026, 1, 30), D(2026, 2, 4)),    # Friday: the weekend is not counted, across a month end
    (D(2026, 7, 2), D(2026, 7, 8)),     # July 4 on a Saturday is observed Friday July 3
    (D(2026, 12, 30), D(2027, 1, 5)),   # across the year end and New Year's Day
    (D(2026, 1, 16), D(2026, 1, 22)),   # Martin Luther King Jr. Day
])
def test_t_7a_apply_within_3_business_days(acquired, expected):
    e = R.application_deadline(TRACY, acquired)
    assert e.value == expected and e.rule_id == "T-7A"


# --- T-4B -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("animal,rule", [
    (KeptAnimal("wolf"), "T-4B3"), (KeptAnimal("wild_feline"), "T-4B3"), (KeptAnimal("badger"), "T-4B3"),
    (KeptAnimal("venomous_snake"), "T-4B2"), (KeptAnimal("primate", 35), "T-4B3"),
    (KeptAnimal("primate"), "T-4B3"), (KeptAnimal("goat"), "T-4B4"), (KeptAnimal("chicken"), "T-4B4"),
])
def test_t_4b_species_no_permit_may_be_issued_for(animal, rule):
    state = ["MN-346.155"] if animal.species in ("wild_feline", "venomous_snake", "primate") else []
    assert [r.rule_id for r in R.species_refusals(TRACY, [animal], on=D(2026, 6, 1))] == state + [rule]


def test_t_4b3_primate_at_or_under_30_lb_passes_the_city_rule_but_not_state_law():
    [only] = R.species_refusals(TRACY, [KeptAnimal("primate", 30), KeptAnimal("rabbit"), KeptAnimal("snake")],
                                on=D(2026, 6, 1))
    assert only.rule_id == "MN-346.155" and "Minn. Stat. § 346.155" in only.reason


@pytest.mark.parametrize("profile", [TRACY, WORTH], ids=["tracy", "worthington"])
@pytest.mark.parametrize("species,words", [("primate", "primate, of any weight"), ("wild_feline", "cat family"),
                                           ("bear", "a bear"), ("venomous_snake", "venomous reptile")])
def test_mn_346_155_regulated_animals_refused_in_every_profile(profile, species, words):
    """State law on top of the city's list: a 2 lb monkey is refused in Tracy (under its 30 lb
    limit) and in Worthington (whose chapter 90 lists no wild animal at all)."""
    refusals = R.species_refusals(profile, [KeptAnimal(species, 2)], on=D(2026, 6, 1))
    state = [r for r in refusals if r.rule_id == "MN-346.155"]
    assert len(state) == 1 and words in state[0].reason and "Minn. Stat. § 346.155" in state[0].reason
    assert R.absolute_refusals(refusals)  # no hearing can set state law aside
    assert state_law.state_law_refusals(profile, [KeptAnimal("rabbit"), KeptAnimal("dog")]) == []


def test_t_4b1_other_authority_permit_missing():
    r = R.species_refusals(TRACY, [KeptAnimal("snake")], on=D(2026, 6, 1), other_permit_needed="DNR possession permit",
                           other_permit_held=False)
    assert [x.rule_id for x in r] == ["T-4B1"] and "DNR" in r[0].reason
    assert R.species_refusals(TRACY, [KeptAnimal("snake")], on=D(2026, 6, 1), other_permit_needed="DNR",
                              other_permit_held=True) == []


def test_t_4b_is_tracys_rule_not_worthingtons():
    assert R.species_refusals(WORTH, [KeptAnimal("goat")], on=D(2026, 6, 1)) == []


def test_t_4b3_primate_limit_is_the_one_in_force_on_the_decision_day():
    """T-4B3: the primate weight limit is a profile period with effective dates; an application
    decided before a new limit took effect is judged by the old one, not by today's."""
    from dataclasses import replace
    from types import MappingProxyType

    from animaloffice.domain.profiles import Dated

    periods = dict(TRACY.periods)
    periods["primate_max_lb"] = TRACY.periods["primate_max_lb"] + (Dated(D(2026, 7, 1), 20),)
    changed = replace(TRACY, periods=MappingProxyType(periods))
    monkey = [KeptAnimal("primate", 25)]
    def city(day):  # the city's own rule (state law refuses any primate besides, MN-346.155)
        return [r for r in R.species_refusals(changed, monkey, on=day) if r.rule_id != "MN-346.155"]
    assert city(D(2026, 6, 30)) == []
    [r] = city(D(2026, 7, 1))
    assert r.rule_id == "T-4B3" and "over the 20 lb limit" in r.reason


# --- W-90.10 approval ------------------------------------------------------------------------------------

def refusals(**kw):
    base = dict(permit_type="breeder_hobbyist", animals=[], on=D(2026, 3, 2),
                inspections=[InspectionFact(D(2026, 2, 20), "passed")])
    base.update(kw)
    return R.approval_refusals(WORTH, **base)


def test_w_90_10h1_no_passed_inspection():
    assert refusals() == []
    assert [r.rule_id for r in refusals(inspections=[])] == ["W-90.10H1"]
    failed = refusals(inspections=[InspectionFact(D(2026, 2, 20), "failed", ("W-90.11C",))])
    assert failed[0].rule_id == "W-90.10H1" and "W-90.11C" in failed[0].reason
    later = refusals(inspections=[InspectionFact(D(2026, 2, 10), "failed"), InspectionFact(D(2026, 2, 20), "passed")])
    assert later == []


def test_w_90_10h1_the_inspection_comes_before_the_permit():
    """A decision dated before the inspection (paperwork entered late) is refused: the facility is
    inspected prior to issuing the permit."""
    r = refusals(on=D(2026, 2, 19))
    assert [x.rule_id for x in r] == ["W-90.10H1"] and "February 20, 2026 is after February 19, 2026" in r[0].reason
    assert refusals(on=D(2026, 2, 20)) == []  # inspected and decided the same day
    earlier_failed = [InspectionFact(D(2026, 2, 10), "failed", ("W-90.11C",)), InspectionFact(D(2026, 2, 20), "passed")]
    assert "did not pass" in refusals(inspections=earlier_failed, on=D(2026, 2, 15))[0].reason


def test_w_90_10h2_refused_inspection():
    r = refusals(inspections=[InspectionFact(D(2026, 2, 20), "refused")])
    assert [x.rule_id for x in r] == ["W-90.10H2"]


def test_w_90_10h6_cruelty_conviction_anywhere():
    r = refusals(cruelty_convictions=[D(2019, 5, 1)])
    assert [x.rule_id for x in r] == ["W-90.10H6"] and "May 1, 2019" in r[0].reason
    assert R.absolute_refusals(r) == r


def test_w_90_10h4_falsified_application():
    assert [x.rule_id for x in refusals(falsified=True)] == ["W-90.10H4"]


@pytest.mark.parametrize("began,on,refused,lifts", [
    (D(2025, 2, 28), D(2026, 2, 27), True, D(2026, 2, 28)),
    (D(2025, 2, 28), D(2026, 2, 28), False, D(2026, 2, 28)),
    (D(2024, 2, 29), D(2025, 2, 27), True, D(2025, 2, 28)),   # from Feb 29, the same date is Feb 28
    (D(2025, 12, 31), D(2026, 12, 30), True, D(2026, 12, 31)),
])
def test_w_90_10g_twelve_month_bar_says_when_it_lifts(began, on, refused, lifts):
    r = refusals(operation_began_on=began, on=on, inspections=[InspectionFact(on, "passed")])
    assert bool(r) == refused
    assert R.operating_bar(WORTH, began).value == lifts
    if refused:
        assert r[0].rule_id == "W-90.10G" and r[0].data["lifts_on"] == lifts


@pytest.mark.parametrize("denied,on,refused,lifts", [
    (D(2026, 1, 15), D(2026, 2, 13), True, D(2026, 2, 14)),
    (D(2026, 1, 15), D(2026, 2, 14), False, D(2026, 2, 14)),
    (D(2026, 12, 10), D(2027, 1, 8), True, D(2027, 1, 9)),    # across the year end
])
def test_w_90_10h7_thirty_day_reapplication_bar_and_fee(denied, on, refused, lifts):
    r = R.reapplication_refusals(WORTH, denied, on)
    assert bool(r) == refused
    assert R.reapply_from(WORTH, "commercial", denied).value == lifts
    if refused:
        assert r[0].rule_id == "W-90.10H7" and r[0].data == {"lifts_on": lifts, "fee_cents": 2500}
        assert "$25.00" in r[0].reason
    assert R.reapplication_fee(WORTH, on).value == 2500
    assert R.reapplication_refusals(TRACY, denied, on) == []  # Tracy has no bar


# --- fees and deadlines ---------------------------------------------------------------------------------

def test_w_90_10b_government_shelter_pays_no_fee():
    e = R.permit_fee(WORTH, "shelter", government_operated=True, on=D(2026, 3, 2))
    assert (e.value, e.rule_id) == (0, "W-90.10B")
    assert R.permit_fee(WORTH, "shelter", government_operated=False, on=D(2026, 3, 2)).value == 5000
    assert R.permit_fee(WORTH, "breeder_professional", government_operated=False, on=D(2026, 3, 2)).value == 15000
    t = R.permit_fee(TRACY, "animal", government_operated=True, on=D(2026, 3, 2))
    assert (t.value, t.rule_id) == (2500, "T-4A")


def test_w_90_10f_transfer_fee():
    e = R.transfer_fee(WORTH, D(2026, 3, 2))
    assert (e.value, e.rule_id) == (1000, "W-90.10F")


@pytest.mark.parametrize("sent,expected", [
    (D(2026, 3, 2), D(2026, 3, 12)),     # plain Monday: 10 days later is a Thursday
    (D(2026, 2, 19), D(2026, 3, 2)),     # Sunday March 1 -> Monday, across February's end
    (D(2026, 12, 22), D(2027, 1, 4)),    # New Year's Day Friday, then the weekend
    (D(2026, 11, 16), D(2026, 11, 30)),  # Thanksgiving and the Friday after (Worthington observes it)
])
def test_w_90_10h5_removal_deadline(sent, expected):
    e = R.removal_deadline(WORTH, sent)
    assert e.value == expected and e.rule_id == "W-90.10H5"


def test_w_90_10h5_removal_deadline_uses_the_citys_calendar():
    # November 16 + 10 days is Thanksgiving; Worthington also closes the Friday after it
    assert R.removal_deadline(WORTH, D(2026, 11, 16)).value == D(2026, 11, 30)
    assert R.has_removal_period(WORTH) and not R.has_removal_period(TRACY)  # T-4C sets none


def test_w_90_11_inspection_result():
    assert R.inspection_result({"housing": True, "water": None}) == "passed"
    assert R.inspection_result({"housing": True, "water": False}) == "failed"
    assert R.inspection_result({"housing": None}) == "incomplete"
    assert R.inspection_result({"housing": True}, refused=True) == "refused"


def test_revocation_grounds_by_ordinance():
    assert [g[1] for g in R.revocation_grounds(TRACY, "animal")] == ["T-4C"] * 3
    assert {g[1] for g in R.revocation_grounds(WORTH, "commercial")} == {"W-90.10H1", "W-90.10H2", "W-90.10H4"}


def test_citations_come_from_the_profile():
    # Minnesota style with the pinpoint that applies (issue 25, point 10)
    assert citations.citation_for(TRACY, "T-4B3") == TRACY.citations["permit_prohibited_3"] == "Tracy City Code § 8.30, subd. 4(B)(3)"
    assert citations.citation_for(TRACY, "T-4B4") == "Tracy City Code § 8.30, subd. 4(B)(4)"
    assert citations.citation_for(TRACY, "T-6D1") == "Tracy City Code § 8.30, subd. 6(D)(1)"
    assert citations.citation_for(TRACY, "T-4B") == "Tracy City Code § 8.30, subd. 4(B)"
    assert citations.citation_for(WORTH, "W-90.10H5") == "Worthington City Code § 90.10(H)(5)"
    assert citations.citation_for(WORTH, "W-90.10H5") == WORTH.citations["removal"]
    assert citations.citation_for(WORTH, "W-90.10H") == WORTH.citations["permit_denial"]
    assert "hearing" not in WORTH.citations and "appeal" not in WORTH.citations  # ch. 90 grants none


@pytest.mark.parametrize("profile,sent,expected", [
    (TRACY, D(2026, 6, 12), D(2026, 6, 22)),      # Juneteenth (Friday), then the weekend
    (TRACY, D(2026, 1, 28), D(2026, 2, 4)),       # across a month end
    (TRACY, D(2026, 12, 18), D(2026, 12, 28)),    # Christmas Friday, then the weekend
    (WORTH, D(2027, 12, 24), D(2028, 1, 3)),      # Jan 1 2028 (Saturday) observed Friday Dec 31
    (WORTH, D(2026, 11, 19), D(2026, 11, 30)),    # Thanksgiving, and the Friday after in Worthington
    (TRACY, D(2026, 11, 19), D(2026, 11, 27)),    # Tracy does not observe the Friday after
])
def test_mn_645_15_hearing_request_deadline_on_permit_notices(profile, sent, expected):
    from animaloffice.domain.hearings import hearing_request_deadline

    for permit_type, revocation in (("animal", False), ("animal", True), ("commercial", False)):
        rule = R.hearing_rule(profile, permit_type, revocation)
        e = hearing_request_deadline(profile, sent, rule_id=rule)
        assert e.value == expected and e.rule_id == rule
    assert R.hearing_rule(TRACY, "animal", True) == "T-4C" and R.hearing_rule(WORTH, "commercial", True) == "W-90.10H"


def test_mn_346_155_the_permit_check_refuses_a_bear_where_the_city_requires_no_permit(office):
    """Worthington's chapter 90 has no animal permit: the check still says state law forbids it."""
    from animaloffice.queries.permits import permit_check
    from animaloffice.services import owners

    o = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, last_name="Vang")
    check = permit_check(o.id, planned_species=["bear"])
    assert check.requirements == () and [r.rule_id for r in check.refusals] == ["MN-346.155"]
    assert "Minn. Stat. § 346.155" in check.refusals[0].reason
