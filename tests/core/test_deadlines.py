"""The counting conventions of RULES.md, each under the rule that uses it."""
from datetime import date

import pytest

from animaloffice.domain.calendar import BusinessCalendar
from animaloffice.domain.deadlines import (
    add_business_days,
    add_months,
    bar_lifts,
    count_in_rolling_12_months,
    deadline_to_act,
    in_rolling_12_months,
    months_old,
    one_year_earlier,
)

CAL = BusinessCalendar()


def test_mn_645_15_deadline_moves_off_holiday_and_weekend():
    """The example of issue #2: 7 days after June 12 is Juneteenth, so Monday June 22."""
    e = deadline_to_act(date(2026, 6, 12), 7, CAL, rule_id="T-4A", what="the last day to request a hearing")
    assert e.value == date(2026, 6, 22)
    text = e.text()
    assert "Juneteenth" in text and "Monday June 22, 2026" in text and "MN-645.15" in text


@pytest.mark.parametrize("sent,expected", [
    (date(2026, 3, 2), date(2026, 3, 9)),     # plain weekday
    (date(2026, 3, 7), date(2026, 3, 16)),    # lands on Saturday -> Monday
    (date(2026, 12, 25), date(2027, 1, 4)),   # Jan 1 2027 is a Friday holiday, then a weekend
    (date(2026, 11, 19), date(2026, 11, 27)), # Thanksgiving -> Friday
    (date(2026, 1, 28), date(2026, 2, 4)),    # across a month end
])
def test_mn_645_15_examples(sent, expected):
    assert deadline_to_act(sent, 7, CAL, rule_id="T-4A").value == expected


def test_business_day_count_skips_holidays():
    e = add_business_days(date(2026, 11, 24), 5, CAL, rule_id="T-6C")
    assert e.value == date(2026, 12, 2)
    assert "Thanksgiving" in e.text()


def test_rolling_12_months_window():
    day = date(2026, 6, 15)
    assert in_rolling_12_months(date(2026, 6, 15), day)
    assert in_rolling_12_months(date(2025, 6, 16), day)
    assert not in_rolling_12_months(date(2025, 6, 15), day)
    assert not in_rolling_12_months(date(2026, 6, 16), day)
    assert count_in_rolling_12_months([date(2025, 6, 15), date(2025, 7, 1), date(2026, 1, 1)], day) == 2


def test_rolling_12_months_from_leap_day():
    assert one_year_earlier(date(2028, 2, 29)) == date(2027, 2, 28)
    assert not in_rolling_12_months(date(2027, 2, 28), date(2028, 2, 29))
    assert in_rolling_12_months(date(2027, 3, 1), date(2028, 2, 29))


def test_bar_lifts_on_start_plus_period():
    assert bar_lifts(date(2026, 1, 31), rule_id="W-90.10H7", days=30).value == date(2026, 3, 2)
    assert bar_lifts(date(2024, 2, 29), rule_id="W-90.10G", months=12).value == date(2025, 2, 28)


def test_ages_in_months():
    assert add_months(date(2026, 1, 31), 1) == date(2026, 2, 28)
    assert months_old(date(2025, 10, 31), date(2026, 2, 27)) == 3
    assert months_old(date(2025, 10, 31), date(2026, 2, 28)) == 4
    assert months_old(date(2026, 1, 1), date(2025, 1, 1)) == -1
