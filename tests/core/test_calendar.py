"""Minnesota legal holidays and business days (MN-645.44)."""
from datetime import date

import pytest

from animaloffice.domain.calendar import BusinessCalendar, minnesota_holidays


def test_mn_645_44_holidays_2026():
    h = minnesota_holidays(2026)
    assert h[date(2026, 1, 1)] == "New Year's Day"
    assert date(2026, 1, 19) in h  # MLK, 3rd Monday
    assert date(2026, 2, 16) in h  # Presidents' Day
    assert date(2026, 5, 25) in h  # last Monday of May
    assert h[date(2026, 6, 19)] == "Juneteenth"
    assert h[date(2026, 7, 3)] == "Independence Day (observed)"  # July 4 2026 is a Saturday
    assert date(2026, 9, 7) in h
    assert h[date(2026, 10, 12)] == "Indigenous Peoples Day"
    assert date(2026, 11, 11) in h
    assert date(2026, 11, 26) in h  # Thanksgiving
    assert date(2026, 12, 25) in h
    assert len(h) == 11


def test_mn_645_44_versioned_by_year():
    """Juneteenth and Indigenous Peoples Day only from 2023; before that Columbus Day."""
    h2022 = minnesota_holidays(2022)
    assert date(2022, 6, 20) not in h2022 and date(2022, 6, 17) not in h2022
    assert h2022[date(2022, 10, 10)] == "Columbus Day"
    assert minnesota_holidays(2023)[date(2023, 6, 19)] == "Juneteenth"


@pytest.mark.parametrize("year,observed,name", [
    (2021, date(2021, 12, 31), "New Year's Day (observed)"),  # Jan 1 2022 is a Saturday
    (2022, date(2022, 12, 26), "Christmas Day (observed)"),  # Sunday -> Monday
    (2021, date(2021, 7, 5), "Independence Day (observed)"),
    (2027, date(2027, 6, 18), "Juneteenth (observed)"),  # Saturday -> Friday
])
def test_mn_645_44_observed_dates(year, observed, name):
    assert minnesota_holidays(year)[observed] == name


def test_mn_645_44_city_options():
    cal = BusinessCalendar(friday_after_thanksgiving=True, october_holiday=False)
    assert not cal.is_business_day(date(2026, 11, 27))
    assert cal.is_business_day(date(2026, 10, 12))
    assert BusinessCalendar().is_business_day(date(2026, 11, 27))


def test_business_day_closures_and_facility_days():
    cal = BusinessCalendar(closures={date(2026, 12, 24): "Christmas Eve"},
                           open_weekdays=frozenset({0, 1, 2, 3}))
    assert "closed" in cal.closed_reason(date(2026, 12, 24))
    assert "facility is closed" in cal.closed_reason(date(2026, 12, 4))  # a Friday
    assert cal.closed_reason(date(2026, 12, 5)) == "a Saturday"
