"""T-6C / MN-346.47 hold, checked over many days: never shorter than either period."""
from datetime import date, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from animaloffice import config
from animaloffice.domain.impound import hold_period
from animaloffice.domain.profile_reader import shipped_profiles

PROFILES = shipped_profiles(config.resources_dir())


@settings(max_examples=300, deadline=None)
@given(day=st.dates(min_value=date(2020, 1, 1), max_value=date(2032, 12, 31)),
       code=st.sampled_from(["tracy", "worthington"]))
def test_t_6c_hold_is_the_later_of_both_periods(day, code):
    profile = PROFILES[code]
    hold = hold_period(profile, day)
    last = hold.last_day.value
    cal = profile.calendar
    business = [day + timedelta(days=i) for i in range(1, (last - day).days + 1)
                if cal.is_business_day(day + timedelta(days=i))]
    assert len(business) >= 5  # MN-346.47 floor
    assert (last - day).days >= profile.period("hold_calendar_days", day)
    # the last day is either the 5th business day or exactly the calendar-day end
    assert business[4] == last or (last - day).days == profile.period("hold_calendar_days", day)
    assert hold.disposition_from.value == last + timedelta(days=1)
