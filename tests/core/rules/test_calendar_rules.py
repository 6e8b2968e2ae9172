"""The office's business-day calendar as a pure rule (``domain.calendar``): MN-645.44's legal holidays by
name for whole years as the law stood each year, a fixed-date holiday on a weekend observed on the
nearest weekday, the optional holidays a city takes up or drops from a date, and why a day is not a
business day (MN-346.47 counts only the days the facility is open)."""
from datetime import date

import pytest

from animaloffice.domain.calendar import BusinessCalendar, minnesota_holidays, nth_weekday, observed, optional_days

D = date


def test_mn_645_44_the_2026_holidays_by_name():
    assert minnesota_holidays(2026) == {
        D(2026, 1, 1): "New Year's Day",
        D(2026, 1, 19): "Martin Luther King Jr. Day",
        D(2026, 2, 16): "Washington's and Lincoln's Birthday",
        D(2026, 5, 25): "Memorial Day",
        D(2026, 6, 19): "Juneteenth",
        D(2026, 7, 3): "Independence Day (observed)",
        D(2026, 9, 7): "Labor Day",
        D(2026, 10, 12): "Indigenous Peoples Day",
        D(2026, 11, 11): "Veterans Day",
        D(2026, 11, 26): "Thanksgiving Day",
        D(2026, 12, 25): "Christmas Day",
    }


def test_mn_645_44_2027_observes_three_weekend_holidays_and_next_new_years_day():
    assert minnesota_holidays(2027, friday_after_thanksgiving=True) == {
        D(2027, 1, 1): "New Year's Day",
        D(2027, 1, 18): "Martin Luther King Jr. Day",
        D(2027, 2, 15): "Washington's and Lincoln's Birthday",
        D(2027, 5, 31): "Memorial Day",
        D(2027, 6, 18): "Juneteenth (observed)",  # a Saturday: the Friday before
        D(2027, 7, 5): "Independence Day (observed)",  # a Sunday: the Monday after
        D(2027, 9, 6): "Labor Day",
        D(2027, 10, 11): "Indigenous Peoples Day",
        D(2027, 11, 11): "Veterans Day",
        D(2027, 11, 25): "Thanksgiving Day",
        D(2027, 11, 26): "Friday after Thanksgiving",
        D(2027, 12, 24): "Christmas Day (observed)",
        D(2027, 12, 31): "New Year's Day (observed)",  # January 1, 2028 is a Saturday
    }


def test_mn_645_44_new_years_day_observed_the_year_before_is_not_listed_again():
    h2028 = minnesota_holidays(2028)
    assert D(2028, 1, 1) not in h2028 and D(2027, 12, 31) not in h2028
    assert min(h2028) == D(2028, 1, 17)


def test_mn_645_44_2022_had_columbus_day_and_no_juneteenth():
    assert minnesota_holidays(2022) == {
        D(2022, 1, 17): "Martin Luther King Jr. Day",
        D(2022, 2, 21): "Washington's and Lincoln's Birthday",
        D(2022, 5, 30): "Memorial Day",
        D(2022, 7, 4): "Independence Day",
        D(2022, 9, 5): "Labor Day",
        D(2022, 10, 10): "Columbus Day",
        D(2022, 11, 11): "Veterans Day",
        D(2022, 11, 24): "Thanksgiving Day",
        D(2022, 12, 26): "Christmas Day (observed)",
    }
    assert minnesota_holidays(2023)[D(2023, 10, 9)] == "Indigenous Peoples Day"


def test_mn_645_44_a_city_that_declines_the_october_holiday_has_none():
    h = minnesota_holidays(2026, october_holiday=False)
    assert D(2026, 10, 12) not in h and len(h) == 10


@pytest.mark.parametrize(("args", "day"), [
    ((2026, 6, 0, 1), D(2026, 6, 1)),  # June 1, 2026 is the first Monday itself
    ((2026, 6, 0, 2), D(2026, 6, 8)),
    ((2026, 6, 6, 1), D(2026, 6, 7)),
    ((2026, 8, 0, -1), D(2026, 8, 31)),  # August 31 is the last Monday itself
    ((2026, 12, 4, -1), D(2026, 12, 25)),  # the last Friday of December
    ((2026, 12, 3, -1), D(2026, 12, 31)),
    ((2026, 11, 3, -1), D(2026, 11, 26)),
])
def test_mn_645_44_the_nth_weekday_of_a_month(args, day):
    assert nth_weekday(*args) == day


def test_mn_645_44_subd_5_a_weekend_day_is_observed_on_the_nearest_weekday():
    assert observed(D(2026, 7, 4)) == D(2026, 7, 3)  # Saturday -> Friday
    assert observed(D(2026, 7, 5)) == D(2026, 7, 6)  # Sunday -> Monday
    assert observed(D(2026, 7, 6)) == D(2026, 7, 6)
    assert observed(D(2026, 7, 10)) == D(2026, 7, 10)  # a Friday stays


def test_mn_645_44_the_days_a_city_may_choose():
    assert optional_days(2026) == {"october_holiday": D(2026, 10, 12), "friday_after_thanksgiving": D(2026, 11, 27)}


FRIDAY_FROM_NOV = BusinessCalendar(option_changes=(
    (D(2027, 1, 1), "october_holiday", False),
    (D(2026, 11, 27), "friday_after_thanksgiving", True),
    (D(2026, 1, 1), "friday_after_thanksgiving", False),
))


def test_mn_645_44_an_option_holds_from_the_day_it_changes_the_latest_change_winning():
    cal = FRIDAY_FROM_NOV
    assert cal.option_on("friday_after_thanksgiving", D(2026, 11, 26)) is False
    assert cal.option_on("friday_after_thanksgiving", D(2026, 11, 27)) is True  # from its own day
    assert cal.option_on("october_holiday", D(2026, 12, 31)) is True  # the profile's setting until changed
    assert cal.option_on("october_holiday", D(2027, 1, 1)) is False
    assert BusinessCalendar(friday_after_thanksgiving=True).option_on("friday_after_thanksgiving", D(2026, 1, 1))


def test_mn_645_44_the_holidays_of_a_year_follow_the_options_in_force_on_each_day():
    cal = FRIDAY_FROM_NOV
    assert cal.holiday_name(D(2026, 11, 27)) == "Friday after Thanksgiving"
    assert cal.holiday_name(D(2026, 10, 12)) == "Indigenous Peoples Day"
    assert cal.is_holiday(D(2027, 10, 11)) is False  # dropped from January 1, 2027
    assert cal.holiday_name(D(2027, 11, 26)) == "Friday after Thanksgiving"
    assert len(cal.holidays(2026)) == 12 and len(cal.holidays(2027)) == 12
    assert cal.holiday_name(D(2026, 11, 25)) is None
    dropped = BusinessCalendar(option_changes=((D(2020, 1, 1), "october_holiday", False),))
    assert dropped.holidays(2026) == minnesota_holidays(2026, october_holiday=False)


CLOSED = BusinessCalendar(closures={D(2026, 12, 24): "Christmas Eve", D(2026, 11, 26): "Thanksgiving"},
                          open_weekdays=frozenset({0, 1, 2, 3}))


@pytest.mark.parametrize(("day", "kind", "reason"), [
    (D(2026, 12, 5), ("saturday", ""), "a Saturday"),
    (D(2026, 12, 6), ("sunday", ""), "a Sunday"),
    (D(2026, 11, 26), ("holiday", "Thanksgiving Day"), "Thanksgiving Day, a legal holiday"),  # also a closure
    (D(2026, 12, 24), ("closure", "Christmas Eve"), "a day the office is closed (Christmas Eve)"),
    (D(2026, 12, 4), ("facility", "4"), "a Friday, when the facility is closed"),
    (D(2026, 12, 3), None, None),
])
def test_mn_346_47_why_a_day_is_not_a_business_day(day, kind, reason):
    assert CLOSED.closed_kind(day) == kind
    assert CLOSED.closed_reason(day) == reason
    assert CLOSED.is_business_day(day) is (reason is None)


def test_mn_346_47_a_closure_on_a_day_the_facility_is_closed_gives_the_office_reason():
    cal = BusinessCalendar(closures={D(2026, 12, 4): "Inventory"}, open_weekdays=frozenset({0, 1, 2, 3}))
    assert cal.closed_kind(D(2026, 12, 4)) == ("closure", "Inventory")
    assert cal.closed_reason(D(2026, 12, 4)) == "a day the office is closed (Inventory)"
    assert BusinessCalendar().is_business_day(D(2026, 12, 4)) is True


def test_mn_346_47_a_facility_keeps_the_holidays_with_its_own_days_and_closures():
    office = BusinessCalendar(october_holiday=False, friday_after_thanksgiving=True,
                              closures={D(2026, 12, 24): "Christmas Eve", D(2026, 3, 2): "Snow"},
                              option_changes=((D(2026, 1, 1), "october_holiday", True),))
    kennel = office.for_facility(frozenset({1, 2, 3, 4, 5}), {D(2026, 3, 2): "Kennel cleaning", D(2026, 4, 6): "Drill"})
    assert kennel == BusinessCalendar(
        october_holiday=False, friday_after_thanksgiving=True, open_weekdays=frozenset({1, 2, 3, 4, 5}),
        closures={D(2026, 12, 24): "Christmas Eve", D(2026, 3, 2): "Kennel cleaning", D(2026, 4, 6): "Drill"},
        option_changes=((D(2026, 1, 1), "october_holiday", True),))
    assert office.for_facility(None) == office
    assert office.for_facility(None, None).open_weekdays == frozenset({0, 1, 2, 3, 4})


def test_mn_645_44_recorded_closures_and_option_changes_lay_over_the_calendar_in_date_order():
    base = BusinessCalendar(october_holiday=False, friday_after_thanksgiving=True, open_weekdays=frozenset({0, 2}),
                            closures={D(2026, 3, 2): "Snow"},
                            option_changes=((D(2026, 6, 1), "october_holiday", True),))
    changed = base.with_changes({D(2026, 3, 2): "Blizzard", D(2026, 3, 3): "Snow"},
                                ((D(2026, 2, 1), "friday_after_thanksgiving", False),))
    assert changed == BusinessCalendar(
        october_holiday=False, friday_after_thanksgiving=True, open_weekdays=frozenset({0, 2}),
        closures={D(2026, 3, 2): "Blizzard", D(2026, 3, 3): "Snow"},
        option_changes=((D(2026, 2, 1), "friday_after_thanksgiving", False), (D(2026, 6, 1), "october_holiday", True)))


def test_a_calendar_hashes_by_its_contents_whatever_the_order_of_its_closures():
    one = BusinessCalendar(closures={D(2026, 3, 2): "Snow", D(2026, 12, 24): "Christmas Eve"})
    same = BusinessCalendar(closures={D(2026, 12, 24): "Christmas Eve", D(2026, 3, 2): "Snow"})
    assert hash(one) == hash(same)
    others = [BusinessCalendar(), BusinessCalendar(october_holiday=False),
              BusinessCalendar(friday_after_thanksgiving=True), BusinessCalendar(open_weekdays=frozenset({0, 1})),
              BusinessCalendar(closures={D(2026, 3, 2): "Snow"}),
              BusinessCalendar(option_changes=((D(2026, 1, 1), "october_holiday", False),))]
    assert len({hash(c) for c in [one, *others]}) == 7
