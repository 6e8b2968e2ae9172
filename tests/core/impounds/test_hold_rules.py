"""T-6C / MN-346.47 holding periods, T-6D3 notice deadline, MN-rabies quarantine ends."""
from dataclasses import replace
from datetime import date

import pytest

from animaloffice import config
from animaloffice.domain.calendar import BusinessCalendar
from animaloffice.domain.impound import (
    age_group,
    hold_period,
    intake_type_for_ground,
    license_notice_deadline,
    quarantine_end,
)
from animaloffice.domain.profile_reader import shipped_profiles

PROFILES = shipped_profiles(config.resources_dir())
TRACY, WORTH = PROFILES["tracy"], PROFILES["worthington"]


@pytest.mark.parametrize("holiday,impounded,last_day", [
    ("New Year's Day", date(2025, 12, 30), date(2026, 1, 7)),
    ("Martin Luther King Jr. Day", date(2026, 1, 17), date(2026, 1, 26)),
    ("Washington's and Lincoln's Birthday", date(2026, 2, 14), date(2026, 2, 23)),
    ("Memorial Day", date(2026, 5, 23), date(2026, 6, 1)),
    ("Juneteenth", date(2026, 6, 17), date(2026, 6, 25)),
    ("Independence Day (observed)", date(2026, 7, 1), date(2026, 7, 9)),
    ("Labor Day", date(2026, 9, 5), date(2026, 9, 14)),
    ("Indigenous Peoples Day", date(2026, 10, 10), date(2026, 10, 19)),
    ("Veterans Day", date(2026, 11, 9), date(2026, 11, 17)),
    ("Thanksgiving Day", date(2026, 11, 24), date(2026, 12, 2)),
    ("Christmas Day", date(2026, 12, 23), date(2026, 12, 31)),
])
def test_t_6c_hold_skips_each_minnesota_holiday(holiday, impounded, last_day):
    """T-6C: the business-day end passes over the holiday and is later than the 7th calendar day."""
    hold = hold_period(TRACY, impounded)
    assert hold.last_day.value == last_day
    assert hold.disposition_from.value == date.fromordinal(last_day.toordinal() + 1)
    assert holiday in hold.last_day.text()
    assert hold.last_day.rule_id == "T-6C"


@pytest.mark.parametrize("impounded,last_day,which", [
    (date(2026, 3, 6), date(2026, 3, 13), "business"),   # Friday: both ends agree
    (date(2026, 3, 7), date(2026, 3, 14), "calendar"),   # Saturday: 7 calendar days is later
    (date(2026, 3, 8), date(2026, 3, 15), "calendar"),   # Sunday
    (date(2026, 3, 9), date(2026, 3, 16), "business"),   # Monday
])
def test_t_6c_hold_across_weekends(impounded, last_day, which):
    hold = hold_period(TRACY, impounded)
    assert hold.last_day.value == last_day
    assert f"the later of the two is the {which}-day end" in hold.last_day.text().lower()


def test_t_6c_friday_after_thanksgiving_where_the_city_observes_it():
    """Worthington observes the Friday after Thanksgiving; Tracy does not."""
    assert hold_period(TRACY, date(2026, 11, 24)).last_day.value == date(2026, 12, 2)
    worth = hold_period(WORTH, date(2026, 11, 24))
    assert worth.last_day.value == date(2026, 12, 3)
    assert "Friday after Thanksgiving" in worth.last_day.text()


def test_mn_346_47_facility_closed_days_are_not_counted():
    """A day the facility is closed to the public is not a regular business day."""
    closed = replace(TRACY, calendar=BusinessCalendar(closures={date(2026, 3, 11): "inventory"}))
    assert hold_period(TRACY, date(2026, 3, 9)).last_day.value == date(2026, 3, 16)
    assert hold_period(closed, date(2026, 3, 9)).last_day.value == date(2026, 3, 17)
    no_fridays = replace(TRACY, calendar=BusinessCalendar(open_weekdays=frozenset({0, 1, 2, 3})))
    hold = hold_period(no_fridays, date(2026, 3, 9))
    assert hold.last_day.value == date(2026, 3, 17)
    assert "when the facility is closed" in hold.last_day.text()


def test_mn_346_47_floor_of_five_business_days():
    """Worthington has no calendar-day period; a profile below 5 business days is raised to 5."""
    assert hold_period(WORTH, date(2026, 3, 7)).last_day.value == date(2026, 3, 13)
    short = WORTH.with_overrides([("period", "hold_business_days", date(2020, 1, 1), 3, "")])
    hold = hold_period(short, date(2026, 3, 9))
    assert hold.last_day.value == date(2026, 3, 16)
    assert hold.last_day.rule_id == "MN-346.47" and "state floor" in hold.last_day.text()


def test_juneteenth_counts_as_business_day_before_2023():
    assert hold_period(TRACY, date(2022, 6, 15)).last_day.value == date(2022, 6, 22)
    assert hold_period(TRACY, date(2026, 6, 15)).last_day.value == date(2026, 6, 23)


def test_t_6d3_license_notice_two_business_days():
    assert license_notice_deadline(TRACY, date(2026, 3, 5)).value == date(2026, 3, 9)
    e = license_notice_deadline(TRACY, date(2026, 11, 25))
    assert e.value == date(2026, 11, 30) and "Thanksgiving" in e.text() and e.rule_id == "T-6D3"


def test_mn_rabies_quarantine_ends():
    bite = quarantine_end(TRACY, "bite", date(2026, 5, 1))
    assert bite.value == date(2026, 5, 11) and "day 0" in bite.text()
    assert quarantine_end(TRACY, "exposure_vaccinated", date(2026, 5, 1)).value == date(2026, 6, 15)
    assert quarantine_end(TRACY, "exposure_unvaccinated", date(2026, 5, 1)).value == date(2026, 10, 28)
    assert quarantine_end(TRACY, "disease", date(2026, 5, 1)) is None


def test_sac_categories():
    assert intake_type_for_ground("at_large") == "stray"
    assert intake_type_for_ground("quarantine") == "seized"
    assert [age_group(m) for m in (0, 4, 5, 60, None)] == ["juvenile", "juvenile", "adult", "adult", "unknown"]
