"""The profile as a rule (``domain.profiles``): the fee or period in force on a date is the dated value
with the latest start on or before it (T-7D: "set by resolution of the Council"), an office's dated rows
overlay the shipped ones, each fee explained in the words a clerk reads with the section that sets it,
and what a profile does not hold is refused naming the key or the date."""
from dataclasses import replace
from datetime import date

import pytest

from animaloffice import config
from animaloffice.domain.errors import ProfileError, ValidationError
from animaloffice.domain.profile_reader import shipped_profiles
from animaloffice.domain.profiles import Dated, Species, setting_maximum, source_words

PROFILES = shipped_profiles(config.resources_dir())
TRACY, WORTH = PROFILES["tracy"], PROFILES["worthington"]
FIRST = date(2017, 10, 10)  # the day Tracy's shipped fees start (Ordinance No. 362)


def test_t_7d_the_fee_in_force_is_the_latest_dated_value_on_or_before_the_day():
    changed = TRACY.with_overrides([("fee", "license.dog", date(2027, 1, 1), 2000, "Resolution 2026-14"),
                                    ("fee", "license.dog", date(2026, 7, 1), 1800, "Resolution 2026-9")])
    assert changed.fee("license.dog", FIRST) == 1500  # the first day of the schedule
    assert changed.fee("license.dog", date(2026, 6, 30)) == 1500
    assert changed.fee("license.dog", date(2026, 7, 1)) == 1800
    assert changed.fee("license.dog", date(2026, 12, 31)) == 1800
    assert changed.fee("license.dog", date(2027, 1, 1)) == 2000
    assert [e.value for e in changed.fees["license.dog"]] == [1500, 1800, 2000]  # in date order
    assert TRACY.fee("license.dog", date(2027, 1, 1)) == 1500  # the shipped profile is left as it was


def test_t_7d_a_day_before_the_schedule_begins_is_refused_naming_the_day():
    with pytest.raises(ValidationError) as info:
        TRACY.fee("license.dog", date(2017, 10, 9))
    assert info.value.field == "on" and info.value.value == date(2017, 10, 9)
    assert info.value.reason == "no fee 'license.dog' is in force on 2017-10-09; the first is from 2017-10-10"
    with pytest.raises(ValidationError) as info:
        TRACY.period("hold_business_days", date(1899, 12, 31))
    assert info.value.reason == ("no period 'hold_business_days' is in force on 1899-12-31; "
                                 "the first is from 1900-01-01")
    with pytest.raises(ValidationError) as info:
        TRACY.fee_source("license.dog", date(2017, 10, 9))
    assert info.value.reason == "no fee 'license.dog' is in force on 2017-10-09; the first is from 2017-10-10"


def test_t_7d_a_fee_or_period_the_profile_does_not_set_is_refused_naming_the_key():
    with pytest.raises(ProfileError) as info:
        TRACY.fee("at_large.1", date(2026, 3, 2))
    assert (info.value.source, info.value.key, info.value.problem) == (
        TRACY.source, "fees.at_large.1", "not set in this profile")
    with pytest.raises(ProfileError) as info:
        TRACY.period("kennel_days", date(2026, 3, 2))
    assert (info.value.source, info.value.key, info.value.problem) == (
        TRACY.source, "periods.kennel_days", "not set in this profile")
    with pytest.raises(ProfileError) as info:
        TRACY.fee_explained("at_large.1", date(2026, 3, 2))
    assert (info.value.source, info.value.key) == (TRACY.source, "fees.at_large.1")
    assert TRACY.has_fee("license.dog") and not TRACY.has_fee("at_large.1") and WORTH.has_fee("at_large.1")


def test_t_7d_the_source_of_a_fee_the_profile_does_not_set_is_refused_naming_the_file_and_key():
    with pytest.raises(ProfileError) as info:
        WORTH.fee_source("license.ferret", date(2026, 3, 2))
    assert (info.value.source, info.value.key, info.value.problem) == (
        WORTH.source, "fees.license.ferret", "not set in this profile")


def test_a_period_without_a_day_is_the_one_in_force_today():
    changed = TRACY.with_overrides([("period", "hold_calendar_days", date(2100, 1, 1), 9, "")])
    assert changed.period("hold_calendar_days") == 7
    assert changed.period("hold_calendar_days", date(2100, 1, 1)) == 9
    assert changed.period("hold_calendar_days", date(2099, 12, 31)) == 7
    assert changed.fees == TRACY.fees  # a period row changes no fee


def test_t_7d_a_fee_is_explained_in_words_with_its_day_amount_and_start():
    shown = TRACY.fee_explained("license.dog", date(2026, 3, 2))
    assert shown.value == 1500 and shown.rule_id == "T-7D"
    assert shown.inputs == {"fee": "license.dog", "on": date(2026, 3, 2)}
    assert shown.text() == ("The City of Tracy dog license fee in force on March 2, 2026 is $15.00, "
                            "set from October 10, 2017. (T-7D)")
    assert shown.parts == (("fee_in_force", {"city": "City of Tracy", "label": "dog license fee",
                                             "on": date(2026, 3, 2), "amount": "$15.00", "start": FIRST,
                                             "source": ""}),)
    tag = TRACY.fee_explained("license.replacement_tag", date(2026, 3, 2), "T-3A")
    assert tag.rule_id == "T-3A"
    assert tag.steps == ("the City of Tracy replacement tag fee in force on March 2, 2026 is $5.00, "
                         "set from October 10, 2017",)


def test_w_90_10f_a_confirmed_fee_is_explained_with_the_section_that_sets_it():
    on = date(2026, 5, 4)
    shown = WORTH.fee_explained("permit.transfer", on, "W-90.10F")
    assert shown.text() == ("The City of Worthington permit transfer fee in force on May 4, 2026 is $10.00, "
                            "set from January 1, 2020 under Worthington City Code § 90.10(F). (W-90.10F)")
    assert shown.parts == (("fee_in_force_source", {"city": "City of Worthington", "label": "permit transfer fee",
                                                    "on": on, "amount": "$10.00", "start": date(2020, 1, 1),
                                                    "source": "Worthington City Code § 90.10(F)"}),)
    assert WORTH.fee_source("permit.transfer", on) == "Worthington City Code § 90.10(F)"
    assert WORTH.fee_source("impound", on) == ""  # a starting value no one has confirmed


def test_t_7d_a_license_fee_names_the_species_as_the_profile_does_and_a_label_given_wins():
    on = date(2026, 3, 2)
    bird = TRACY.with_overrides([("fee", "license.bird", FIRST, 700, "")])
    assert bird.fee_explained("license.bird", on).steps == (
        "the City of Tracy pet bird license fee in force on March 2, 2026 is $7.00, set from October 10, 2017",)
    lizard = TRACY.with_overrides([("fee", "license.lizard", FIRST, 700, "")])  # a species the profile lacks
    assert lizard.fee_explained("license.lizard", on).steps[0].startswith("the City of Tracy lizard license fee ")
    shown = TRACY.fee_explained("impound", on, label="impound charge")
    assert shown.steps[0].startswith("the City of Tracy impound charge in force on March 2, 2026 is $35.00")
    assert shown.parts[0][1]["label"] == "impound charge"


def test_t_7d_an_offices_dated_fee_is_confirmed_by_the_source_written_with_it():
    d = date(2027, 1, 1)
    changed = TRACY.with_overrides([("fee", "impound", d, "4500", "  Resolution 2026-14 "),
                                    ("fee", "license.cat", d, 1600, None),
                                    ("period", "hold_business_days", d, 6, "Resolution 2026-15")])
    assert changed.fees["impound"][-1] == Dated(d, 4500, "  Resolution 2026-14 ", "Resolution 2026-14")
    assert changed.fee_source("impound", d) == "Resolution 2026-14"
    assert changed.fees["license.cat"][-1] == Dated(d, 1600, "", "")
    assert changed.periods["hold_business_days"][-1] == Dated(d, 6, "Resolution 2026-15", "")
    assert changed.period("hold_business_days", d) == 6 and changed.fee("impound", d) == 4500
    assert "under Resolution 2026-14" in changed.fee_explained("impound", d).text()


def test_t_7d_a_later_row_for_the_same_day_replaces_the_earlier_one():
    d = date(2027, 1, 1)
    changed = TRACY.with_overrides([("fee", "impound", d, 4000, "Resolution 1"),
                                    ("fee", "impound", d, 4200, "Resolution 2"),
                                    ("fee", "impound", FIRST, 3600, "Resolution 0")])
    assert [(e.start, e.value, e.source) for e in changed.fees["impound"]] == [
        (FIRST, 3600, "Resolution 0"), (d, 4200, "Resolution 2")]
    with pytest.raises(TypeError):  # the overlaid schedule is as read-only as the shipped one
        changed.fees["impound"] = ()


def test_an_amount_no_one_is_charged_may_be_set_higher_than_any_fee():
    assert setting_maximum("fee", "license.dog") == 10_000_000  # $100,000.00
    assert setting_maximum("fee", "dangerous_dog.insurance_minimum") == 10_000_000_000  # $100,000,000.00
    assert setting_maximum("period", "hold_business_days") == 10_000_000
    assert setting_maximum("period", "dangerous_dog.insurance_minimum") == 10_000_000


def test_rule_switches_read_off_when_absent_but_issue_on_fee_reads_on():
    assert TRACY.enforces("licensing") and not WORTH.enforces("licensing")
    assert not TRACY.enforces("kennel_licensing")  # a switch no profile has
    assert TRACY.issues_on_fee() and not WORTH.issues_on_fee()  # T-3A, T-4A; Worthington: set false
    old = replace(WORTH, rules={k: v for k, v in WORTH.rules.items() if k != "issue_on_fee"})
    assert old.issues_on_fee()  # a profile stored before the switch keeps the ordinance's reading


def test_w_90_10h6_a_bar_reaches_as_far_as_the_profile_says_else_the_own_record():
    assert WORTH.bar_reach("cruelty_conviction") == "any_jurisdiction"
    assert TRACY.bar_reach("cruelty_conviction") == "own_record"
    assert WORTH.bar_reach("dangerous_dog") == "own_record"


def test_a_missing_citation_stops_naming_the_key():
    assert TRACY.cite("ordinance") == "Tracy City Code § 8.30"
    with pytest.raises(ProfileError) as info:
        TRACY.cite("kennels")
    assert (info.value.source, info.value.key, info.value.problem) == (
        TRACY.source, "citations.kennels", "missing citation")


def test_t_4b_a_species_the_profile_does_not_list_is_taken_as_wild():
    assert TRACY.species_info("cattle") == TRACY.species["cattle"]
    assert TRACY.species_info("sugar_glider") == Species(code="sugar_glider", label="Sugar Glider", wild=True)
    assert TRACY.licensed_species == ("dog", "cat")
    assert replace(TRACY, species={}).licensed_species == ()


def test_a_list_the_profile_lacks_is_empty_and_an_item_is_found_by_its_code():
    assert TRACY.items("kennel_kinds") == ()
    assert [i.code for i in TRACY.items("permit_types")] == ["animal"]
    found = TRACY.item("exemptions", "temporary_30")
    assert found is not None and found.code == "temporary_30"
    assert TRACY.item("exemptions", "circus") is None
    assert TRACY.item("kennel_kinds", "temporary_30") is None


def test_mn_645_44_an_offices_closure_and_holiday_option_overlay_the_calendar():
    flood, friday = date(2026, 3, 2), date(2026, 11, 27)  # a Monday; the Friday after Thanksgiving
    assert TRACY.calendar.is_business_day(flood) and TRACY.calendar.is_business_day(friday)
    changed = TRACY.with_calendar({flood: "flooded basement"}, [(date(2026, 1, 1), "friday_after_thanksgiving", True)])
    assert changed.calendar.closed_reason(flood) == "a day the office is closed (flooded basement)"
    assert not changed.calendar.is_business_day(friday)
    assert changed.calendar.is_business_day(date(2025, 11, 28))  # before the change
    assert changed.fees == TRACY.fees and changed.name == TRACY.name


def test_a_dated_value_names_where_it_comes_from_only_when_confirmed():
    assert Dated(FIRST, 1500) == Dated(FIRST, 1500, "", "")
    assert source_words(Dated(FIRST, 1500, "note", "Resolution 5")) == " under Resolution 5"
    assert source_words(Dated(FIRST, 1500, "Resolution 5")) == ""
