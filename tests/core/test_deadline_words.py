"""MN-645.15 and the counting conventions of RULES.md as the clerk reads them: each count's date,
its steps, and the phrases a Spanish letter is written from (the same count, word for word)."""
from datetime import date

import pytest

from animaloffice.domain import deadlines as D
from animaloffice.domain.calendar import BusinessCalendar
from animaloffice.domain.explain import Explained

CAL = BusinessCalendar()


def test_mn_645_15_the_last_day_moves_off_a_holiday_and_the_weekend_step_by_step():
    e = D.deadline_to_act(date(2026, 6, 12), 7, CAL, rule_id="MN-645.15")
    assert e == Explained(date(2026, 6, 22), "MN-645.15", {"start": date(2026, 6, 12), "days": 7}, (
        "The notice was sent on Friday June 12, 2026",
        "7 days after that is Friday June 19, 2026",
        "Friday June 19, 2026 is Juneteenth, a legal holiday, so the last day moves to the next day",
        "Saturday June 20, 2026 is a Saturday, so the last day moves to the next day",
        "Sunday June 21, 2026 is a Sunday, so the last day moves to the next day",
        "so the deadline is Monday June 22, 2026 (MN-645.15)"), (
        ("act_start", {"start_label": "the notice was sent", "start": date(2026, 6, 12)}),
        ("act_days", {"days": 7, "end": date(2026, 6, 19)}),
        ("act_moved", {"day": date(2026, 6, 19), "reason": ("holiday", "Juneteenth")}),
        ("act_moved", {"day": date(2026, 6, 20), "reason": ("saturday", "")}),
        ("act_moved", {"day": date(2026, 6, 21), "reason": ("sunday", "")}),
        ("act_end", {"what": "the deadline", "end": date(2026, 6, 22)})))


def test_mn_645_15_a_last_day_on_a_weekday_stays_and_cites_no_move():
    e = D.deadline_to_act(date(2026, 3, 2), 7, CAL, rule_id="T-4A", what="the last day to request a hearing",
                          start_label="the notice was mailed")
    assert e.value == date(2026, 3, 9)
    assert e.steps == ("The notice was mailed on Monday March 2, 2026", "7 days after that is Monday March 9, 2026",
                       "so the last day to request a hearing is Monday March 9, 2026")
    assert e.parts[-1] == ("act_end", {"what": "the last day to request a hearing", "end": date(2026, 3, 9)})


def test_mn_645_15_a_sunday_alone_moves_the_last_day_one_day():
    e = D.deadline_to_act(date(2026, 6, 2), 5, CAL, rule_id="T-4A")
    assert e.value == date(2026, 6, 8) and e.parts[2] == ("act_moved", {"day": date(2026, 6, 7),
                                                                       "reason": ("sunday", "")})


def test_mn_645_15_an_office_closure_is_no_legal_holiday_for_a_deadline():
    """MN-645.15 moves a last day off a weekend or legal holiday only: a day the office closes
    (a staff day) still counts as the last day."""
    cal = BusinessCalendar(closures={date(2026, 3, 9): "staff training"})
    assert D.deadline_to_act(date(2026, 3, 2), 7, cal, rule_id="T-4A").value == date(2026, 3, 9)


def test_t_6c_business_days_skip_a_holiday_and_say_which():
    e = D.add_business_days(date(2026, 7, 2), 1, CAL, rule_id="T-6C", what="the hold ends",
                            start_label="the animal was impounded")
    assert e == Explained(date(2026, 7, 6), "T-6C", {"start": date(2026, 7, 2), "business_days": 1}, (
        "The animal was impounded is Thursday July 2, 2026 (day 0)",
        "not counted: Friday July 3, 2026 (Independence Day (observed), a legal holiday)",
        "the 1st business day after it is Monday July 6, 2026, the hold ends"), (
        ("business_start", {"start_label": "the animal was impounded", "start": date(2026, 7, 2)}),
        ("not_counted", {"days": [(date(2026, 7, 3), ("holiday", "Independence Day (observed)"))]}),
        ("business_end", {"count": 1, "end": date(2026, 7, 6), "what": "the hold ends"})))


def test_t_6c_business_days_over_a_plain_weekend_name_nothing_skipped():
    e = D.add_business_days(date(2026, 3, 5), 3, CAL, rule_id="T-6C")
    assert e.value == date(2026, 3, 10)
    assert e.steps == ("The start is Thursday March 5, 2026 (day 0)",
                       "the 3rd business day after it is Tuesday March 10, 2026, the date")
    assert e.parts == (("business_start", {"start_label": "the start", "start": date(2026, 3, 5)}),
                       ("business_end", {"count": 3, "end": date(2026, 3, 10), "what": "the date"}))


def test_t_6c_every_day_not_counted_is_named():
    e = D.add_business_days(date(2026, 12, 23), 6, CAL, rule_id="T-6C")
    assert e.value == date(2027, 1, 4)
    assert e.steps[1] == ("not counted: Friday December 25, 2026 (Christmas Day, a legal holiday); "
                          "Friday January 1, 2027 (New Year's Day, a legal holiday)")


def test_t_6c_a_weekday_the_facility_is_closed_is_named_and_a_weekend_never_counts():
    """A facility open Monday to Thursday and Saturday: its Friday is not counted (and named), and
    the Saturday is no business day either."""
    cal = BusinessCalendar(open_weekdays=frozenset({0, 1, 2, 3, 5}))
    e = D.add_business_days(date(2026, 3, 5), 2, cal, rule_id="T-6C")
    assert e.value == date(2026, 3, 10)
    assert "not counted: Friday March 6, 2026" in e.steps[1]


def test_calendar_days_count_from_day_0():
    e = D.add_calendar_days(date(2026, 7, 2), 7, rule_id="T-6C", what="the hold ends",
                            start_label="the animal was impounded")
    assert e == Explained(date(2026, 7, 9), "T-6C", {"start": date(2026, 7, 2), "calendar_days": 7}, (
        "The animal was impounded is Thursday July 2, 2026 (day 0)",
        "7 calendar days after it is Thursday July 9, 2026, the hold ends"), (
        ("calendar_start", {"start_label": "the animal was impounded", "start": date(2026, 7, 2)}),
        ("calendar_end", {"days": 7, "end": date(2026, 7, 9), "what": "the hold ends"})))
    plain = D.add_calendar_days(date(2026, 7, 2), 7, rule_id="T-6C")
    assert plain.steps == ("The start is Thursday July 2, 2026 (day 0)",
                           "7 calendar days after it is Thursday July 9, 2026, the date")
    assert plain.parts[0] == ("calendar_start", {"start_label": "the start", "start": date(2026, 7, 2)})


def test_w_90_10h7_a_bar_lifts_on_the_start_plus_its_period():
    assert D.bar_lifts(date(2026, 1, 31), rule_id="W-90.10H7", days=30) == Explained(
        date(2026, 3, 2), "W-90.10H7", {"start": date(2026, 1, 31), "days": 30, "months": 0}, (
            "The start on Saturday January 31, 2026",
            "the bar lasts 30 days, so it lifts on Monday March 2, 2026, the first day allowed again"))
    both = D.bar_lifts(date(2026, 1, 31), rule_id="W-90.10H6", months=12, days=30, what="the permit bar",
                       start_label="the permit was revoked")
    assert both.value == date(2027, 3, 2) and both.steps == (
        "The permit was revoked on Saturday January 31, 2026",
        "the permit bar lasts 12 months and 30 days, so it lifts on Tuesday March 2, 2027, the first day allowed again")
    one = D.bar_lifts(date(2026, 1, 31), rule_id="W-90.10H6", months=1, days=1)
    assert one.value == date(2026, 3, 1) and "lasts 1 month and 1 day, so" in one.steps[1]


@pytest.mark.parametrize("n, words", [(1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (10, "10th"), (11, "11th"),
                                      (12, "12th"), (13, "13th"), (20, "20th"), (21, "21st"), (22, "22nd"),
                                      (23, "23rd"), (101, "101st"), (111, "111th"), (112, "112th"), (113, "113th")])
def test_counts_are_written_as_ordinals(n, words):
    assert D.add_business_days(date(2026, 3, 1), n, CAL, rule_id="T-6C").steps[-1].startswith(f"the {words} business")


def test_months_at_the_end_of_a_month_and_ages():
    assert D.add_months(date(2026, 1, 28), 1) == date(2026, 2, 28)
    assert D.add_months(date(2026, 1, 29), 1) == date(2026, 2, 28)
    assert D.add_months(date(2024, 1, 29), 1) == date(2024, 2, 29)
    assert D.add_months(date(2026, 12, 31), 2) == date(2027, 2, 28)
    assert D.add_months(date(2026, 3, 31), -1) == date(2026, 2, 28)
    assert D.add_years(date(2024, 2, 29), 1) == date(2025, 2, 28)
    assert D.months_old(date(2026, 1, 31), date(2026, 2, 28)) == 1
    assert D.months_old(date(2026, 1, 31), date(2026, 2, 27)) == 0
    assert D.months_old(date(2026, 1, 31), date(2026, 1, 31)) == 0
    assert D.months_old(date(2026, 1, 31), date(2026, 1, 30)) == -1
    assert D.months_old(date(2021, 5, 15), date(2026, 5, 14)) == 59
    assert D.months_old(date(2021, 5, 15), date(2026, 5, 15)) == 60
    assert D.months_old(date(2025, 11, 30), date(2026, 2, 28)) == 3
    assert D.months_old(date(2025, 12, 20), date(2026, 1, 19)) == 0
    assert D.add_months(date(2026, 1, 28), 13) == date(2027, 2, 28)
    assert D.one_year_earlier(date(2024, 2, 29)) == date(2023, 2, 28)
