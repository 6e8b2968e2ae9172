"""The hearing rules of T-4A, T-4C and W-90.10H: request deadline, timeliness, lead time, appeals."""
from datetime import date
from pathlib import Path

import pytest

from animaloffice.domain import hearings as rules
from animaloffice.domain.profile_reader import load_profile_file

RES = Path(__file__).resolve().parents[3] / "resources" / "ordinances"
TRACY = load_profile_file(RES / "tracy.toml")
WORTHINGTON = load_profile_file(RES / "worthington.toml")


@pytest.mark.parametrize("sent,expected", [
    (date(2026, 1, 28), date(2026, 2, 4)),    # across a month end
    (date(2026, 2, 25), date(2026, 3, 4)),    # across February's end
    (date(2028, 2, 22), date(2028, 2, 29)),   # leap day is an ordinary Tuesday
    (date(2026, 12, 25), date(2027, 1, 4)),   # year end: Jan 1 2027 (Fri) holiday, then the weekend
    (date(2025, 12, 26), date(2026, 1, 2)),   # year end, lands after New Year's Day
    (date(2024, 12, 25), date(2025, 1, 2)),   # lands on New Year's Day (Wed) -> Thursday
    (date(2026, 6, 12), date(2026, 6, 22)),   # Juneteenth (Fri), then the weekend
    (date(2024, 6, 12), date(2024, 6, 20)),   # Juneteenth 2024 is a Wednesday holiday
    (date(2019, 6, 12), date(2019, 6, 19)),   # June 19 2019: no holiday yet (from 2023)
    (date(2027, 1, 11), date(2027, 1, 19)),   # Martin Luther King Jr. Day
    (date(2026, 11, 19), date(2026, 11, 27)), # Thanksgiving (Thu) -> Friday in Tracy
    (date(2026, 8, 29), date(2026, 9, 8)),    # Saturday Sep 5, Sunday, Labor Day Monday
])
def test_t_4a_mn_645_15_request_deadline(sent, expected):
    """T-4A: 7 days after the notice is sent, moved off weekends and holidays (MN-645.15)."""
    e = rules.hearing_request_deadline(TRACY, sent, "T-4A")
    assert e.value == expected
    assert e.rule_id == "T-4A" and "Police Commission" in e.text()


def test_w_90_10h_friday_after_thanksgiving_is_a_worthington_holiday():
    """Worthington observes the Friday after Thanksgiving, Tracy does not (profile calendars)."""
    sent = date(2026, 11, 20)
    assert rules.hearing_request_deadline(TRACY, sent).value == date(2026, 11, 27)
    e = rules.hearing_request_deadline(WORTHINGTON, sent, "W-90.10H")
    assert e.value == date(2026, 11, 30)
    # W-90.10H5: chapter 90 names no hearing body; none is credited to it
    assert "City Council" not in e.text() and "ask the city for a hearing" in e.text()


def test_t_4a_request_on_the_last_day_is_on_time_and_the_day_after_is_late():
    deadline = date(2026, 6, 22)
    on_time = rules.request_timeliness(deadline, date(2026, 6, 22))
    assert on_time.value is True and "last day" in on_time.text() and "on time" in on_time.text()
    late = rules.request_timeliness(deadline, date(2026, 6, 23))
    assert late.value is False and "1 day after the last day" in late.text() and "late" in late.text()
    assert rules.request_timeliness(deadline, date(2026, 6, 15)).value is True
    assert rules.request_timeliness(deadline, date(2026, 7, 2)).text().count("10 days after") == 1


def test_t_4a_days_left_counts_to_zero_on_the_last_day():
    deadline = date(2026, 3, 9)
    assert rules.days_left_explained(deadline, date(2026, 3, 2)).value == 7
    last = rules.days_left_explained(deadline, date(2026, 3, 9))
    assert last.value == 0 and "Today is the last day" in last.text()
    passed = rules.days_left_explained(deadline, date(2026, 3, 11))
    assert passed.value == -2 and "passed 2 days ago" in passed.text()


def test_t_4c_deadline_passed_unrequested_the_decision_stands():
    deadline = date(2026, 3, 9)
    still = rules.unrequested_outcome("revocation", deadline, date(2026, 3, 9), "T-4C")
    assert still.value is False and "until Monday March 9, 2026" in still.text()
    stands = rules.unrequested_outcome("revocation", deadline, date(2026, 3, 10), "T-4C")
    assert stands.value is True and "the revocation in the notice stands" in stands.text()
    assert stands.rule_id == "T-4C"


def test_hearing_notice_lead_time_comes_from_the_profile():
    e = rules.earliest_hearing_date(TRACY, date(2026, 3, 2))
    assert TRACY.period("hearing_notice_days") == 7
    assert e.value == date(2026, 3, 9) and "hearing_notice_days" in e.text()
    longer = TRACY.with_overrides([("period", "hearing_notice_days", date(2026, 1, 1), 14, "")])
    assert rules.earliest_hearing_date(longer, date(2026, 3, 2)).value == date(2026, 3, 16)
    assert rules.earliest_hearing_date(longer, date(2025, 3, 2)).value == date(2025, 3, 9)  # dated value


def test_appeal_deadline_only_when_the_profile_sets_one():
    """T-4A names no time to appeal: the profile says "not stated" and no deadline is made up."""
    assert TRACY.hearings["permit_denial"].appeal_days is None
    assert rules.appeal_deadline(TRACY, date(2026, 3, 2), "T-4A", TRACY.hearings["permit_denial"].appeal_days) is None
    e = rules.appeal_deadline(TRACY, date(2026, 3, 2), "T-4A", 30, "Resolution 2026-14")
    assert e.value == date(2026, 4, 1) and "appeal" in e.text() and "Resolution 2026-14" in e.text()


def test_t_4a_either_side_may_appeal_a_written_decision():
    ok = dict(hearing_status="decided", decided_on=date(2026, 3, 2), filed_on=date(2026, 3, 5),
              open_appeal_by_side=False)
    assert rules.appeal_refusals(filed_by="owner", **ok) == []
    assert rules.appeal_refusals(filed_by="city", **ok) == []
    assert rules.appeal_refusals(filed_by="neighbour", **ok)
    assert rules.appeal_refusals(filed_by="owner", **{**ok, "hearing_status": "held", "decided_on": None})
    assert rules.appeal_refusals(filed_by="owner", **{**ok, "filed_on": date(2026, 3, 1)})
    assert rules.appeal_refusals(filed_by="city", **{**ok, "open_appeal_by_side": True})


def test_rule_ids_by_profile_and_kind():
    assert rules.rule_for("denial", TRACY) == "T-4A"
    assert rules.rule_for("revocation", TRACY) == "T-4C"
    assert rules.rule_for("revocation", WORTHINGTON) == "W-90.10H"


def test_case_status_walks_the_case():
    d, today = date(2026, 3, 9), date(2026, 3, 5)
    assert rules.case_status("denial", d, today, None, None).code == "open"
    assert rules.case_status("denial", d, d, None, None).label == "last day to request today"
    assert rules.case_status("denial", d, date(2026, 3, 10), None, None).code == "decision_stands"
    late = rules.RequestState(date(2026, 3, 10), True, False)
    assert rules.case_status("denial", d, today, late, None).code == "late_pending"
    refused = rules.RequestState(date(2026, 3, 10), True, False, refused=True)
    assert rules.case_status("denial", d, today, refused, None).code == "late_refused"
    req = rules.RequestState(date(2026, 3, 4), False, True)
    assert rules.case_status("denial", d, today, req, None).code == "to_schedule"
    sched = rules.HearingState("scheduled", date(2026, 3, 20))
    assert rules.case_status("denial", d, today, req, sched).code == "scheduled"
    assert rules.case_status("denial", d, date(2026, 3, 21), req, sched).needs_action
    decided = rules.HearingState("decided", date(2026, 3, 20), "reversed")
    assert rules.case_status("denial", d, today, req, decided).label == "decided: denial reversed"
    assert rules.case_status("denial", d, today, req, decided, ("pending",)).code == "appealed"
    assert rules.case_status("denial", d, today, req, decided, ("upheld",)).code == "appeal_decided"


def test_closed_day_warning_names_weekends_and_holidays():
    """A hearing or a removal deadline on a day the city is closed is flagged (not refused)."""
    assert "a Saturday" in rules.closed_day_warning(TRACY, date(2026, 11, 14), "hearing date")
    assert "Thanksgiving" in rules.closed_day_warning(TRACY, date(2026, 11, 26), "hearing date")
    assert rules.closed_day_warning(TRACY, date(2026, 11, 16), "hearing date") == ""


def test_w_90_10h5_decision_effect_warns_of_a_passed_removal_deadline():
    passed = rules.decision_effect("revocation", "upheld", date(2026, 3, 24), date(2026, 3, 12))
    assert "has passed" in passed and "Thursday March 12, 2026" in passed
    running = rules.decision_effect("revocation", "upheld", date(2026, 3, 6), date(2026, 3, 12))
    assert "keeps running" in running
    assert "new deadline" in rules.decision_effect("revocation", "upheld", date(2026, 3, 24), date(2026, 3, 12),
                                                   new_removal=True)
    assert "stays denied" in rules.decision_effect("denial", "upheld", date(2026, 3, 6), None)
    assert "issued" in rules.decision_effect("denial", "reversed", date(2026, 3, 6), None)
    assert "reinstated" in rules.decision_effect("revocation", "modified", date(2026, 3, 6), None)
