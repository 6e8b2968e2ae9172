"""The readings the ordinances leave open, each a profile setting with the reading shipped, and
explanations that say the reading is the office's: W-90.05C (status unknown, a 4th impound),
the day a bar lifts (W-90.10G, W-90.10H7), "any 12-month period" (W-90.01)."""
from dataclasses import replace
from datetime import date

import pytest

from animaloffice import config
from animaloffice.domain import permits as P
from animaloffice.domain.at_large import at_large_penalty
from animaloffice.domain.errors import ProfileError, RuleViolation
from animaloffice.domain.open_readings import (
    bar_lift,
    breeder_window_start,
    breeder_window_words,
    in_breeder_window,
)
from animaloffice.domain.profile_reader import parse_profile, shipped_profiles
from animaloffice.domain.profile_readings import Reading
from animaloffice.persistence.models.money import Charge
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.profiles import state_law_dir
from animaloffice.services import impound_release, impounds
from animaloffice.services.payments import PaymentInput

PROFILES = shipped_profiles(config.resources_dir())
TRACY, WORTH = PROFILES["tracy"], PROFILES["worthington"]


def reading(profile, key, value):
    readings = {**profile.readings.readings, key: Reading(key, value)}
    return replace(profile, readings=replace(profile.readings, readings=readings))


def test_shipped_readings_and_their_sources():
    for key, value in (("at_large_after_third", "top_step"), ("bar_lifts", "on_anniversary"),
                       ("breeder_12_months", "rolling")):
        r = WORTH.readings.reading(key)
        assert r.value == value and r.source == "office reading"
    assert TRACY.readings.next_year_sales_from == (12, 1) and TRACY.readings.lifetime_before == date(2017, 10, 10)
    assert "Ordinance No. 362" in TRACY.readings.lifetime_source


def test_a_bad_reading_stops_the_profile_naming_the_key():
    text = (config.resources_dir() / "ordinances" / "worthington.toml").read_text(encoding="utf-8")
    bad = text.replace('bar_lifts = { value = "on_anniversary"', 'bar_lifts = { value = "sometime"')
    with pytest.raises(ProfileError) as info:
        parse_profile(bad, "worthington.toml", state_law_dir())
    assert "readings.bar_lifts.value" in str(info.value)


def test_w_90_05c_fourth_impound_follows_the_profiles_reading():
    earlier = [date(2025, 8, 1), date(2025, 9, 1), date(2026, 2, 1)]
    shipped = at_large_penalty(WORTH, species="dog", altered=False, on=date(2026, 6, 15), earlier_custody=earlier)
    assert shipped.value == 30000 and "the office's reading" in shipped.text()
    none = at_large_penalty(reading(WORTH, "at_large_after_third", "no_penalty"), species="dog", altered=False,
                            on=date(2026, 6, 15), earlier_custody=earlier)
    assert none.value == 0 and "a 4th or later pays none" in none.text()


def test_w_90_10h7_day_the_bar_lifts_is_the_profiles_reading():
    denied = date(2026, 3, 2)
    shipped = P.reapply_from(WORTH, P.COMMERCIAL, denied)
    assert shipped.value == date(2026, 4, 1) and "the office's reading" in shipped.text()
    later = P.reapply_from(reading(WORTH, "bar_lifts", "day_after_anniversary"), P.COMMERCIAL, denied)
    assert later.value == date(2026, 4, 2) and "the office's reading" in later.text()
    bar = P.operating_bar(reading(WORTH, "bar_lifts", "day_after_anniversary"), date(2025, 5, 1))
    assert bar.value == date(2026, 5, 2) and bar.rule_id == "W-90.10G"


def test_w_90_01_any_12_month_period_is_the_profiles_reading():
    litters = [date(2025, 11, 1), date(2026, 2, 1), date(2026, 5, 1)]
    rolling = P.breeder_class(WORTH, litters, date(2026, 6, 1))
    assert rolling.value == P.BREEDER_PROFESSIONAL and "the office's reading" in rolling.text()
    calendar = P.breeder_class(reading(WORTH, "breeder_12_months", "calendar_year"), litters, date(2026, 6, 1))
    assert calendar.value == P.BREEDER_HOBBYIST and "in 2026 up to June 1, 2026" in calendar.text()


def test_w_90_05c_the_reclaim_asks_before_it_computes(office, scene):
    dog = scene.dog(altered=None)
    r = impounds.intake(office.officer, jurisdiction_id=office.worthington, ground="at_large", animal_id=dog,
                        kennel_id=scene.kennel_ids[0], on=date.today())
    b = impound_release.bill(r.impound_id)
    assert "spayed or neutered" in b.question and any(x.rule_id == "W-90.05C" for x in b.blockers)
    assert not [l for l in b.lines if l.charge_id is None]  # nothing computed yet
    charges = Charge.select().count()
    with pytest.raises(RuleViolation) as info:  # the service will not take a payment on a guess
        impound_release.pay_bill(office.clerk, r.impound_id, PaymentInput("cash", 4000))
    assert info.value.field == "altered_at_intake" and Charge.select().count() == charges
    impounds.record_not_altered(office.clerk, r.impound_id)
    assert AuditEntry.select().where(AuditEntry.action == "impound.not_altered").count() == 1
    b = impound_release.bill(r.impound_id)
    assert not b.question and [l.amount_cents for l in b.lines if l.rule_id == "W-90.05C"] == [10000]


def test_w_90_10h7_a_bar_lifts_on_its_anniversary_explained_with_the_offices_reading():
    lifted = bar_lift(WORTH, date(2026, 3, 2), rule_id="W-90.10H7", days=30, what="the reapplication bar",
                      start_label="the denial")
    assert lifted.value == date(2026, 4, 1) and lifted.rule_id == "W-90.10H7"
    assert lifted.inputs == {"start": date(2026, 3, 2), "days": 30, "months": 0, "reading": "on_anniversary"}
    assert lifted.steps == (
        "The denial on Monday March 2, 2026",
        "the reapplication bar lasts 30 days, so it lifts on Wednesday April 1, 2026, the first day allowed again",
        "the day a bar lifts: the bar lifts on the day the period ends (start + period), the first day allowed "
        "(the office's reading, as the ordinance does not say)")
    plain = bar_lift(WORTH, date(2025, 5, 1), rule_id="W-90.10G", months=12)
    assert plain.value == date(2026, 5, 1)
    assert plain.steps[:2] == (
        "The start on Thursday May 1, 2025",
        "the bar lasts 12 months, so it lifts on Friday May 1, 2026, the first day allowed again")


def test_w_90_10h7_read_as_the_day_after_the_bar_lifts_a_day_later_and_says_why():
    later = reading(WORTH, "bar_lifts", "day_after_anniversary")
    lifted = bar_lift(later, date(2026, 3, 2), rule_id="W-90.10H7", days=30, what="the reapplication bar",
                      start_label="the denial")
    assert lifted.value == date(2026, 4, 2) and lifted.rule_id == "W-90.10H7"
    assert lifted.inputs == {"start": date(2026, 3, 2), "days": 30, "months": 0,
                             "reading": "day_after_anniversary"}
    assert lifted.steps == (
        "The denial on Monday March 2, 2026",
        "the reapplication bar runs through Wednesday April 1, 2026, so it lifts on Thursday April 2, 2026: "
        "the period's last day is still barred; the bar lifts the day after "
        "(the office's reading, as the ordinance does not say)")
    year = bar_lift(later, date(2025, 5, 1), rule_id="W-90.10G", months=12)
    assert year.value == date(2026, 5, 2)
    assert year.steps[1].startswith("the bar runs through Friday May 1, 2026, so it lifts on Saturday May 2, 2026: ")


def test_w_90_01_the_rolling_12_months_end_on_the_day_asked_about():
    on = date(2026, 6, 1)
    assert breeder_window_start(WORTH, on) == date(2025, 6, 1)
    assert not in_breeder_window(WORTH, date(2025, 6, 1), on)  # a year before is outside
    assert in_breeder_window(WORTH, date(2025, 6, 2), on) and in_breeder_window(WORTH, on, on)
    assert not in_breeder_window(WORTH, date(2026, 6, 2), on)  # a litter after the day asked about
    assert breeder_window_words(WORTH, on) == (
        'in the 12 months after June 1, 2025 up to June 1, 2026 ("any 12-month period" counted as the 12 months '
        "ending on the day asked about (the office's reading, as the ordinance does not say))")


def test_w_90_01_read_as_the_calendar_year_the_count_starts_on_january_1():
    calendar, on = reading(WORTH, "breeder_12_months", "calendar_year"), date(2026, 6, 1)
    assert breeder_window_start(calendar, on) == date(2025, 12, 31)
    assert not in_breeder_window(calendar, date(2025, 12, 31), on)
    assert in_breeder_window(calendar, date(2026, 1, 1), on) and in_breeder_window(calendar, on, on)
    assert not in_breeder_window(calendar, date(2026, 6, 2), on)
    assert breeder_window_words(calendar, on) == (
        'in 2026 up to June 1, 2026 ("any 12-month period" counted as the calendar year of the day asked about '
        "(the office's reading, as the ordinance does not say))")
