"""The dangerous-dog rules of Minn. Stat. §§ 347.50-347.565 (MN-347.50), without a database."""
from datetime import date
from pathlib import Path

import pytest

from animaloffice.domain import dangerous_dogs as rules
from animaloffice.domain import hearings as hearing_rules
from animaloffice.domain.profile_reader import load_profile_file

RES = Path(__file__).resolve().parents[3] / "resources" / "ordinances"
TRACY = load_profile_file(RES / "tracy.toml")
WORTHINGTON = load_profile_file(RES / "worthington.toml")
ON = date(2026, 7, 1)


@pytest.mark.parametrize("sent,expected", [
    (date(2026, 6, 2), date(2026, 6, 16)),    # an ordinary Tuesday: 14 days later, no move
    (date(2026, 5, 16), date(2026, 6, 1)),    # lands on Saturday May 30 -> Monday June 1
    (date(2026, 6, 5), date(2026, 6, 22)),    # Juneteenth (Fri), then the weekend -> Monday
    (date(2026, 12, 18), date(2027, 1, 4)),   # across the year end: New Year's Day (Fri), weekend
    (date(2026, 8, 24), date(2026, 9, 8)),    # Labor Day Monday -> Tuesday
    (date(2026, 5, 11), date(2026, 5, 26)),   # Memorial Day Monday -> Tuesday
    (date(2026, 10, 28), date(2026, 11, 12)), # Veterans Day (Wed) -> Thursday
    (date(2026, 11, 12), date(2026, 11, 27)), # Thanksgiving -> Friday (Tracy keeps it open)
    (date(2028, 2, 15), date(2028, 2, 29)),   # leap day is an ordinary Tuesday
])
def test_mn_347_50_hearing_request_14_days_mn_645_15(sent, expected):
    """MN-347.50: a hearing is requested within 14 days of the date of the notice, the last day
    moved off weekends and legal holidays (MN-645.15)."""
    e = rules.hearing_request_deadline(TRACY, sent)
    assert e.value == expected
    assert e.rule_id == "MN-347.50"
    assert "14 days" in e.text() and "Minn. Stat. § 347.541" in e.text()
    assert "impartial hearing officer" in e.text()
    if expected != date.fromordinal(sent.toordinal() + 14):
        assert "MN-645.15" in e.text()


def test_mn_347_50_friday_after_thanksgiving_moves_the_worthington_deadline():
    """MN-347.50 with the profile calendar: Worthington observes the Friday after Thanksgiving."""
    sent = date(2026, 11, 12)
    assert rules.hearing_request_deadline(TRACY, sent).value == date(2026, 11, 27)
    e = rules.hearing_request_deadline(WORTHINGTON, sent)
    assert e.value == date(2026, 11, 30)
    assert "Friday after Thanksgiving" in e.text() or "holiday" in e.text()


def test_mn_347_50_the_hearings_tab_counts_a_declaration_by_its_own_rule():
    """MN-347.50: the Hearings rules give a dangerous-dog notice 14 days, not the city's 7."""
    assert hearing_rules.rule_for("dangerous_dog", TRACY) == "MN-347.50"
    assert hearing_rules.rule_for("dangerous_dog", WORTHINGTON) == "MN-347.50"
    e = hearing_rules.hearing_request_deadline(TRACY, date(2026, 6, 2), "MN-347.50")
    assert e.value == date(2026, 6, 16)
    assert hearing_rules.hearing_request_deadline(TRACY, date(2026, 6, 2), "T-4A").value == date(2026, 6, 9)
    assert hearing_rules.case_status("dangerous_dog", date(2026, 6, 16), date(2026, 6, 17), None, None).label \
        == "not requested; declaration stands"


def test_mn_347_50_registration_and_compliance_deadlines():
    """MN-347.50: registration 14 days after the notice (347.54); 14 days to comply after an
    affirming decision (347.541), both counted by MN-645.15."""
    reg = rules.registration_deadline(TRACY, date(2026, 6, 5))
    assert reg.value == date(2026, 6, 22) and "Minn. Stat. § 347.54" in reg.text()
    assert "register" in reg.text()
    comply = rules.compliance_deadline(TRACY, date(2026, 8, 24))  # handed over: Labor Day Monday -> Tuesday
    assert comply.value == date(2026, 9, 8)
    assert "from receipt of the decision" in comply.text() and comply.rule_id == "MN-347.50"


def test_mn_347_50_a_mailed_decision_counts_from_its_receipt():
    """MN-347.50 (347.541: 14 days from receipt): a mailed decision is taken as received 3 days after
    it was sent; a later receipt, once recorded, moves the last day later, an earlier one never
    earlier than the day the decision stated."""
    mailed = rules.compliance_deadline(TRACY, date(2026, 7, 6), sent_by="mail")
    assert mailed.value == date(2026, 7, 23) and mailed.inputs["start"] == date(2026, 7, 9)
    assert "Minn. R. Civ. P. 6.05" in mailed.text() and "record the day it was received" in mailed.text()
    later = rules.compliance_deadline(TRACY, date(2026, 7, 6), sent_by="certified", received_on=date(2026, 7, 13))
    assert later.value == date(2026, 7, 27) and "received the decision on Monday July 13, 2026" in later.text()
    sooner = rules.compliance_deadline(TRACY, date(2026, 7, 6), sent_by="mail", received_on=date(2026, 7, 7))
    assert sooner.value == date(2026, 7, 23) and "still count from the day the decision stated" in sooner.text()
    e_mail = rules.compliance_deadline(TRACY, date(2026, 7, 6), sent_by="email")
    assert e_mail.value == date(2026, 7, 20)


def test_mn_347_50_days_added_for_mailing_come_from_the_profile():
    from dataclasses import replace
    from types import MappingProxyType

    from animaloffice.domain.profiles import Dated

    periods = dict(TRACY.periods)
    periods["decision_mail_days"] = (Dated(date(1900, 1, 1), 5),)
    changed = replace(TRACY, periods=MappingProxyType(periods))
    assert rules.compliance_deadline(changed, date(2026, 7, 6), sent_by="mail").value == date(2026, 7, 27)


def test_mn_347_50_periods_come_from_the_profile():
    """MN-347.50: the 14 days are the profile's periods, not literals."""
    from dataclasses import replace
    from types import MappingProxyType

    from animaloffice.domain.profiles import Dated

    periods = dict(TRACY.periods)
    periods["dangerous_dog_hearing_days"] = (Dated(date(1900, 1, 1), 10),)
    changed = replace(TRACY, periods=MappingProxyType(periods))
    assert rules.hearing_request_deadline(changed, date(2026, 6, 2)).value == date(2026, 6, 12)


def test_mn_347_50_yearly_renewal_dates():
    """MN-347.50: a registration runs a year (347.52); an on-time renewal keeps the anniversary,
    a late one starts from the day it is renewed; Feb 29 renews on Feb 28."""
    due = rules.renewal_due(TRACY, date(2026, 7, 1))
    assert due.value == date(2027, 7, 1) and "renewed every year" in due.text()
    assert rules.renewal_due(TRACY, date(2028, 2, 29)).value == date(2029, 2, 28)
    on_time = rules.renewed_term_start(date(2027, 7, 1), date(2027, 6, 20))
    assert on_time.value == date(2027, 7, 1) and "on time" in on_time.text()
    late = rules.renewed_term_start(date(2027, 7, 1), date(2027, 8, 3))
    assert late.value == date(2027, 8, 3) and "lapsed" in late.text()


def test_mn_347_50_review_from_six_months_then_yearly():
    """MN-347.50 (347.51 subd. 3a): a review from 6 months after the declaration, then yearly."""
    first = rules.review_from(TRACY, date(2026, 8, 31))
    assert first.value == date(2027, 2, 28)  # Feb 31 does not exist: the month's last day
    assert "6 months" in first.text() and "subd. 3a" in first.text()
    after = rules.review_from(TRACY, date(2026, 8, 31), last_review_on=date(2027, 3, 15))
    assert after.value == date(2028, 3, 15) and "last review" in after.text()


def test_mn_347_50_grounds_from_both_profiles():
    """MN-347.50: the statutory grounds (347.50 subds. 2-3) are a profile list in every city."""
    for profile in (TRACY, WORTHINGTON):
        dd = rules.grounds(profile, "dangerous")
        pdd = rules.grounds(profile, "potentially_dangerous")
        assert {g.extra["subd"] for g in dd} == {"2(1)", "2(2)", "2(3)"}
        assert {g.extra["subd"] for g in pdd} == {"3(1)", "3(2)", "3(3)"}
        assert all(g.rule_id == "MN-347.50" for g in dd + pdd)
        assert profile.period("dangerous_dog_hearing_days") == 14
        assert profile.period("dangerous_dog_compliance_days") == 14
        assert profile.period("dangerous_dog_registration_days") == 14
        assert profile.period("dangerous_dog_review_months") == 6
        assert profile.cite("dangerous_dog") == "Minn. Stat. §§ 347.50-347.565"
        assert profile.has_fee("dangerous_dog.registration")
    assert rules.ground_refusals(TRACY, "dangerous", "dd_bodily_harm") == []
    wrong = rules.ground_refusals(TRACY, "dangerous", "pdd_bite")
    assert wrong and "potentially dangerous dog" in wrong[0]
    assert "not a ground" in rules.ground_refusals(TRACY, "dangerous", "barking")[0]


def _facts(**kw):
    base = dict(kind="dangerous", enclosure_inspected_on=date(2026, 6, 10), sign_issued_on=date(2026, 6, 10),
                insurance_kind="insurance", insurance_cents=300_000_00, insurance_expires_on=date(2027, 6, 30),
                microchip="985112003456789", fee_paid=True)
    base.update(kw)
    return rules.RegistrationFacts(**base)


def test_mn_347_50_registration_checklist_complete():
    """MN-347.50 (347.51, 347.515): enclosure, sign, bond or insurance, microchip, fee; all on file. The
    owner's other duties (sterilization, 347.52 (d); the tag, 347.51 subd. 7) follow on the list
    without holding up the certificate."""
    c = rules.registration_checklist(TRACY, _facts(), ON)
    assert [i.code for i in c.items] == ["enclosure", "sign", "insurance", "microchip", "fee", "sterilization",
                                         "tag"]
    assert c.complete and c.missing == ()
    assert [i.code for i in c.duties] == ["sterilization", "tag"]
    assert "$300,000.00" in c.items[2].detail and "985112003456789" in c.items[3].detail


@pytest.mark.parametrize("change,code,words", [
    ({"enclosure_inspected_on": None}, "enclosure", "not yet inspected"),
    ({"sign_issued_on": None}, "sign", "no sign issued"),
    ({"insurance_kind": ""}, "insurance", "none on file"),
    ({"insurance_cents": 50_000_00}, "insurance", "less than the $300,000.00 required"),
    ({"insurance_expires_on": date(2026, 6, 30)}, "insurance", "expired on"),
    ({"microchip": ""}, "microchip", "no microchip number"),
    ({"fee_paid": False}, "fee", "$300.00 not yet paid"),
])
def test_mn_347_50_registration_checklist_names_what_is_missing(change, code, words):
    """MN-347.50: each missing item is named with why, and only that item."""
    c = rules.registration_checklist(TRACY, _facts(**change), ON)
    assert not c.complete
    assert [i.code for i in c.missing] == [code]
    assert words in c.missing[0].detail and words in c.missing_text()


def test_mn_347_50_bond_counts_like_insurance_and_the_minimum_is_dated():
    """MN-347.50: a surety bond of the amount will do; the minimum is the profile's dated value."""
    assert rules.registration_checklist(TRACY, _facts(insurance_kind="bond", insurance_expires_on=None), ON).complete
    from dataclasses import replace
    from types import MappingProxyType

    from animaloffice.domain.profiles import Dated

    fees = dict(TRACY.fees)
    fees[rules.INSURANCE_MINIMUM] = fees[rules.INSURANCE_MINIMUM] + (Dated(date(2027, 1, 1), 500_000_00),)
    raised = replace(TRACY, fees=MappingProxyType(fees))
    assert rules.registration_checklist(raised, _facts(), date(2026, 12, 31)).complete
    later = rules.registration_checklist(raised, _facts(), date(2027, 1, 2))
    assert [i.code for i in later.missing] == ["insurance"] and "$500,000.00" in later.missing[0].detail


def test_mn_347_50_potentially_dangerous_dog_needs_only_the_microchip():
    """MN-347.50 (347.515): a potentially dangerous dog is not registered but must be microchipped."""
    c = rules.registration_checklist(TRACY, rules.RegistrationFacts(kind="potentially_dangerous"), ON)
    assert [i.code for i in c.items] == ["microchip"] and not c.complete
    c = rules.registration_checklist(TRACY, rules.RegistrationFacts(kind="potentially_dangerous",
                                                                    microchip="985112003456789"), ON)
    assert c.complete
