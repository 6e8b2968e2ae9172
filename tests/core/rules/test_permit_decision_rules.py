"""Approving a permit and what follows the decision (``domain.permits``): every reason an
application is refused read back whole (W-90.01, W-90.10G, H1, H2, H4, H6, T-4B1), the fee held back
(T-4A, W-90.10D), the fees, the bars and the removal deadline in words (W-90.10B, E, H5, H7), the
status on the day (T-4A) and the rule a notice's hearing comes from."""
from dataclasses import replace
from datetime import date
from types import MappingProxyType

from animaloffice import config
from animaloffice.domain import permits as R
from animaloffice.domain.errors import Refusal
from animaloffice.domain.explain import Explained
from animaloffice.domain.open_readings import breeder_window_words
from animaloffice.domain.permits import InspectionFact, KeptAnimal
from animaloffice.domain.profile_reader import shipped_profiles
from animaloffice.domain.statuses import PermitStatus

PROFILES = shipped_profiles(config.resources_dir())
TRACY, WORTH = PROFILES["tracy"], PROFILES["worthington"]
ON, INSPECTED = date(2026, 3, 2), date(2026, 2, 20)
PASSED = [InspectionFact(INSPECTED, "passed")]
CHANGE, BEFORE = date(2026, 7, 1), date(2026, 6, 30)
BAR_READING = WORTH.readings.reading("bar_lifts").sentence()


def changed(profile, name, value):
    """The profile with the period `name` set to `value` from July 1, 2026 (an office's dated change)."""
    return profile.with_overrides([("period", name, CHANGE, value, "")])


def refusals(permit_type="breeder_hobbyist", **kw):
    base = dict(animals=[], on=ON, inspections=PASSED)
    base.update(kw)
    return R.approval_refusals(WORTH, permit_type=permit_type, **base)


# --- W-90.01: a hobbyist application from a professional breeder -------------------------------------------

def test_w_90_01_a_professional_breeder_is_refused_a_hobbyist_permit_in_words():
    litters = [date(2025, 8, 1), date(2026, 1, 10), date(2026, 3, 1)]
    assert refusals(litter_dates=litters) == [Refusal(
        "W-90.01", f"the applicant is a professional breeder, not a hobbyist: 3 litters recorded "
        f"{breeder_window_words(WORTH, ON)}. more than 2 litters in 12 months makes a professional breeder.",
        {"litters": 3})]
    assert refusals("breeder_professional", litter_dates=litters) == []
    assert refusals("commercial", litter_dates=litters) == []


def test_w_90_01_breeding_for_profit_refuses_the_hobbyist_permit():
    [r] = refusals(for_profit=True)
    assert r.rule_id == "W-90.01" and r.data == {"litters": 0}
    assert r.reason.endswith(". the applicant breeds for profit, so the breeder is professional.")


# --- W-90.10H1, H2: the inspection before the permit ------------------------------------------------------

def test_w_90_10h1_no_inspection_in_words():
    assert refusals(inspections=[]) == [Refusal(
        "W-90.10H1", "the facility has not been inspected; a passed inspection is required before a permit is issued",
        {})]
    assert refusals(on=date(2026, 2, 19)) == [Refusal(
        "W-90.10H1", "the facility has not been inspected; a passed inspection is required before a permit is issued "
        "(the inspection on February 20, 2026 is after February 19, 2026)", {"inspected_after": INSPECTED})]


def test_w_90_10h2_a_refused_inspection_in_words():
    assert refusals(inspections=[InspectionFact(INSPECTED, "refused")]) == [Refusal(
        "W-90.10H2", "the applicant refused inspection on February 20, 2026", {"inspected_on": INSPECTED})]


def test_w_90_10h1_a_failed_inspection_names_the_standards_not_met():
    failed = InspectionFact(INSPECTED, "failed", ("W-90.11A", "W-90.11Z"))
    assert refusals(inspections=[failed]) == [Refusal(
        "W-90.10H1", "the inspection on February 20, 2026 did not pass: not met: housing structurally sound, "
        "non-toxic, in good repair; adequate floor space (W-90.11A); W-90.11Z",
        {"inspected_on": INSPECTED, "failed": ["W-90.11A", "W-90.11Z"]})]
    assert refusals(inspections=[InspectionFact(INSPECTED, "failed")]) == [Refusal(
        "W-90.10H1", "the inspection on February 20, 2026 did not pass", {"inspected_on": INSPECTED, "failed": []})]


# --- W-90.10H4, H6, G ------------------------------------------------------------------------------------

def test_w_90_10h4_falsified_information_in_words():
    assert refusals(falsified=True) == [Refusal(
        "W-90.10H4", "the applicant withheld or falsified information on the application", {})]


def test_w_90_10h6_cruelty_in_words_the_applicant_by_default():
    assert R.cruelty_refusals(WORTH, [date(2019, 5, 1)]) == [Refusal(
        "W-90.10H6", "the applicant was convicted of (or pled guilty to) animal cruelty on May 1, 2019; no permit may "
        "be issued", {"convicted_on": date(2019, 5, 1)})]


def test_w_90_10g_operating_without_a_permit_in_words():
    began = date(2025, 2, 28)
    assert refusals(operation_began_on=began, on=date(2026, 2, 27)) == [Refusal(
        "W-90.10G", "the facility operated without a permit from February 28, 2025; no permit may be issued before "
        "February 28, 2026", {"lifts_on": date(2026, 2, 28), "began_on": began})]
    assert R.operating_bar(WORTH, began) == Explained(
        date(2026, 2, 28), "W-90.10G", {"start": began, "days": 0, "months": 12, "reading": "on_anniversary"},
        ("The facility began operating without a permit on Friday February 28, 2025",
         "the bar on issuing a permit lasts 12 months, so it lifts on Saturday February 28, 2026, the first day "
         "allowed again", f"the day a bar lifts: {BAR_READING}"))


def test_w_90_10g_the_bars_months_are_the_ones_in_force_when_operation_began():
    six = changed(WORTH, "operating_bar_months", 6)
    assert R.operating_bar(six, BEFORE).value == date(2027, 6, 30)
    assert R.operating_bar(six, CHANGE).value == date(2027, 1, 1)


# --- Tracy's animal permit through the approval --------------------------------------------------------

def test_t_4b1_the_other_authoritys_permit_reaches_the_approval():
    snake = [KeptAnimal("snake")]
    assert R.approval_refusals(TRACY, permit_type="animal", animals=snake, on=ON,
                               other_permit_needed="DNR possession permit", other_permit_held=False) == [
        Refusal("T-4B1", "a permit from another authority is required (DNR possession permit) and the owner does not "
                "hold it", {"other_permit": "DNR possession permit"})]
    assert R.approval_refusals(TRACY, permit_type="animal", animals=snake, on=ON, other_permit_held=False) == []
    assert R.approval_refusals(TRACY, permit_type="animal", animals=snake, on=ON,
                               other_permit_needed="DNR possession permit") == []


def test_t_4b3_the_approval_reads_the_primate_limit_of_the_decision_day():
    twenty = changed(TRACY, "primate_max_lb", 20)
    monkey = [KeptAnimal("primate", 25)]
    def city(day):
        return [r.rule_id for r in R.approval_refusals(twenty, permit_type="animal", animals=monkey, on=day)]
    assert city(BEFORE) == ["MN-346.155"] and city(CHANGE) == ["MN-346.155", "T-4B3"]


# --- T-4A, W-90.10D: the fee holds the issue back --------------------------------------------------------

def test_t_4a_an_unpaid_animal_permit_fee_holds_the_issue_in_words():
    assert R.fee_refusals(TRACY, "animal", 2500) == [Refusal(
        "T-4A", "the permit fee is not paid ($25.00 owing); the permit is issued upon its fee: take the payment, or an "
        "administrator waives it with a reason", {"owing_cents": 2500})]
    assert R.fee_refusals(TRACY, "animal", 1)[0].data == {"owing_cents": 1}
    assert R.fee_refusals(TRACY, "animal", 0) == [] and R.fee_refusals(TRACY, "animal", -500) == []
    assert R.fee_refusals(TRACY, "commercial", 2500) == []  # Tracy issues no chapter 90 permit
    no_switch = replace(TRACY, rules=MappingProxyType({**TRACY.rules, "issue_on_fee": False}))
    assert R.fee_refusals(no_switch, "animal", 2500) == []


def test_w_90_10d_an_unpaid_commercial_permit_fee_holds_the_issue_in_words():
    assert R.fee_refusals(WORTH, "commercial", 10000) == [Refusal(
        "W-90.10D", "the permit fee is not paid ($100.00 owing); the permit is issued on payment of the fee",
        {"owing_cents": 10000})]
    assert R.fee_refusals(WORTH, "shelter", 1) == [Refusal(
        "W-90.10D", "the permit fee is not paid ($0.01 owing); the permit is issued on payment of the fee",
        {"owing_cents": 1})]
    assert R.fee_refusals(WORTH, "animal", 2500) == [] and R.fee_refusals(WORTH, "commercial", 0) == []


# --- fees -------------------------------------------------------------------------------------------------

def test_w_90_10b_a_government_operated_shelter_or_zoo_pays_nothing_in_words():
    free = Explained(0, "W-90.10B", {"permit_type": "shelter", "government_operated": True},
                     ("no fee is required for a government-operated zoological park or animal shelter",))
    assert R.permit_fee(WORTH, "shelter", government_operated=True, on=ON) == free
    assert R.permit_fee(WORTH, "commercial", government_operated=True, on=ON).value == 0
    assert R.permit_fee(WORTH, "breeder_professional", government_operated=True, on=ON).value == 15000


def test_w_90_10e_and_t_4a_the_permit_fee_in_words():
    assert R.permit_fee(WORTH, "commercial", government_operated=False, on=ON) == Explained(
        10000, "W-90.10E", {"fee": "permit.commercial", "on": ON},
        ("the City of Worthington commercial permit fee in force on March 2, 2026 is $100.00, set from January 1, 2020",))
    assert R.permit_fee(TRACY, "animal", government_operated=False, on=ON) == Explained(
        2500, "T-4A", {"fee": "permit.animal", "on": ON},
        ("the City of Tracy animal permit fee in force on March 2, 2026 is $25.00, set from October 10, 2017",))


# --- W-90.10H7: the reapplication bar ----------------------------------------------------------------------

def test_w_90_10h7_the_reapplication_bar_and_fee_in_words():
    denied = date(2026, 1, 15)
    assert R.reapply_from(WORTH, "commercial", denied) == Explained(
        date(2026, 2, 14), "W-90.10H7", {"start": denied, "days": 30, "months": 0, "reading": "on_anniversary"},
        ("The application was denied on Thursday January 15, 2026",
         "the bar on reapplying lasts 30 days, so it lifts on Saturday February 14, 2026, the first day allowed again",
         f"the day a bar lifts: {BAR_READING}"))
    assert R.reapplication_fee(WORTH, ON) == Explained(
        2500, "W-90.10H7", {"fee": "permit.reapplication", "on": ON},
        ("the City of Worthington permit reapplication fee in force on March 2, 2026 is $25.00, set from January 1, 2020",))


def test_w_90_10h7_the_bars_days_are_the_ones_in_force_on_the_denial_day():
    sixty = changed(WORTH, "reapply_days", 60)
    assert R.reapply_from(sixty, "commercial", BEFORE).value == date(2026, 7, 30)
    assert R.reapply_from(sixty, "commercial", CHANGE).value == date(2026, 8, 30)


# --- W-90.10H5: removal after a revocation ------------------------------------------------------------------

def test_w_90_10h5_the_removal_deadline_in_words():
    e = R.removal_deadline(WORTH, ON)
    assert e.parts[0] == ("act_start", {"start_label": "the notice of revocation was sent", "start": ON})
    assert e == Explained(
        date(2026, 3, 12), "W-90.10H5", {"start": ON, "days": 10},
        ("The notice of revocation was sent on Monday March 2, 2026", "10 days after that is Thursday March 12, 2026",
         "so the last day to remove the animals from the city or release them to the city is Thursday March 12, 2026"))
    other = R.removal_deadline(WORTH, ON, rule_id="T-4C")  # releasing the animals to the city is W-90.10H5's alone
    assert other.rule_id == "T-4C" and other.steps[-1] == (
        "so the last day to remove the animals from the city is Thursday March 12, 2026")


def test_w_90_10h5_the_removal_days_are_the_ones_in_force_when_the_notice_was_sent():
    five = changed(WORTH, "removal_days", 5)
    assert R.removal_deadline(five, BEFORE).value == date(2026, 7, 10)
    assert R.removal_deadline(five, CHANGE).value == date(2026, 7, 6)


# --- grounds, status, hearing ---------------------------------------------------------------------------------

def test_revocation_grounds_only_where_the_chapter_is_enforced():
    assert R.revocation_grounds(WORTH, "animal") == ()  # Worthington enforces no T-4 animal permit
    assert R.revocation_grounds(TRACY, "commercial") == R.REVOCATION_GROUNDS["animal_permits"]


def test_t_4a_a_permit_still_marked_active_is_expired_the_day_after_its_expiry():
    expires = date(2026, 6, 1)
    assert R.effective_status(PermitStatus.ACTIVE, expires, expires) == PermitStatus.ACTIVE
    assert R.effective_status(PermitStatus.ACTIVE, expires, date(2026, 6, 2)) == PermitStatus.EXPIRED
    assert R.effective_status(PermitStatus.ACTIVE, None, date(2026, 6, 2)) == PermitStatus.ACTIVE
    assert R.effective_status(PermitStatus.REVOKED, expires, date(2026, 6, 2)) == PermitStatus.REVOKED


def test_the_rule_a_denial_or_revocation_notices_hearing_comes_from():
    assert R.hearing_rule(TRACY, "animal", False) == "T-4A" and R.hearing_rule(TRACY, "animal", True) == "T-4C"
    assert R.hearing_rule(WORTH, "commercial", False) == "W-90.10H"
