"""Where a notice's hearing right stands, and what the hearing dialogs say before saving, as pure rules
(``domain.hearings``): the case's code and words, a closed-day warning, the first open day, and what a
written decision will do to the permit (T-4A, T-4C, W-90.10H5)."""
from datetime import date

from animaloffice import config
from animaloffice.domain import hearings as h
from animaloffice.domain.hearings import CaseStatus, HearingState, RequestState
from animaloffice.domain.profile_reader import shipped_profiles

PROFILES = shipped_profiles(config.resources_dir())
TRACY = PROFILES["tracy"]  # Tracy does not observe the Friday after Thanksgiving
WORTHINGTON = PROFILES["worthington"]  # Worthington does
LAST_DAY = date(2026, 3, 9)  # the last day to request a hearing (a Monday)
ON_TIME = RequestState(date(2026, 3, 4), late=False, accepted=True)
DECIDED = HearingState("decided", date(2026, 3, 20), "upheld")


def test_t_4a_before_a_request_the_case_counts_the_days_left_then_the_notice_stands():
    assert h.case_status("denial", LAST_DAY, date(2026, 3, 5), None, None) == CaseStatus(
        "open", "4 days left to request", False)
    assert h.case_status("denial", LAST_DAY, date(2026, 3, 8), None, None) == CaseStatus(
        "open", "1 day left to request", False)
    assert h.case_status("denial", LAST_DAY, LAST_DAY, None, None) == CaseStatus(
        "open", "last day to request today", False)
    assert h.case_status("revocation", LAST_DAY, date(2026, 3, 10), None, None) == CaseStatus(
        "decision_stands", "not requested; revocation stands", False)
    assert h.case_status("citation", LAST_DAY, date(2026, 3, 10), None, None).label == "not requested; decision stands"


def test_t_4a_a_late_request_waits_for_the_office_to_accept_or_refuse_it():
    late = RequestState(date(2026, 3, 10), late=True, accepted=False)
    assert h.case_status("denial", LAST_DAY, date(2026, 3, 11), late, None) == CaseStatus(
        "late_pending", "late request: accept or refuse", True)
    refused = RequestState(date(2026, 3, 10), late=True, accepted=False, refused=True)
    assert h.case_status("dangerous_dog", LAST_DAY, date(2026, 3, 11), refused, None) == CaseStatus(
        "late_refused", "late request refused; declaration stands", False)
    accepted = RequestState(date(2026, 3, 10), late=True, accepted=True)  # accepted with a reason: heard
    assert h.case_status("denial", LAST_DAY, date(2026, 3, 11), accepted, None) == CaseStatus(
        "to_schedule", "requested; hearing to schedule", True)


def test_t_4a_a_requested_hearing_is_scheduled_held_and_decided():
    today = date(2026, 3, 5)
    assert h.case_status("denial", LAST_DAY, today, ON_TIME, None) == CaseStatus(
        "to_schedule", "requested; hearing to schedule", True)
    cancelled = HearingState("cancelled", date(2026, 3, 20))
    assert h.case_status("denial", LAST_DAY, today, ON_TIME, cancelled) == CaseStatus(
        "to_schedule", "requested; hearing to schedule", True)
    scheduled = HearingState("scheduled", date(2026, 3, 20))
    assert h.case_status("denial", LAST_DAY, today, ON_TIME, scheduled) == CaseStatus(
        "scheduled", "hearing scheduled 03/20/2026", False)
    assert h.case_status("denial", LAST_DAY, date(2026, 3, 20), ON_TIME, scheduled) == CaseStatus(
        "scheduled", "hearing scheduled 03/20/2026", False)  # the hearing day itself: not yet overdue
    assert h.case_status("denial", LAST_DAY, date(2026, 3, 21), ON_TIME, scheduled) == CaseStatus(
        "scheduled", "hearing scheduled 03/20/2026; record it", True)
    undated = HearingState("scheduled", None)
    assert h.case_status("denial", LAST_DAY, date(2026, 3, 21), ON_TIME, undated) == CaseStatus(
        "scheduled", "hearing scheduled", False)
    held = HearingState("held", date(2026, 3, 20))
    assert h.case_status("denial", LAST_DAY, date(2026, 3, 21), ON_TIME, held) == CaseStatus(
        "held", "hearing held; written decision due", True)
    assert h.case_status("revocation", LAST_DAY, date(2026, 3, 21), ON_TIME, DECIDED) == CaseStatus(
        "decided", "decided: revocation upheld", False)


def test_t_4a_either_sides_appeal_of_the_decision_shows_until_it_is_decided():
    today = date(2026, 4, 1)
    assert h.case_status("denial", LAST_DAY, today, ON_TIME, DECIDED, ("withdrawn", "pending")) == CaseStatus(
        "appealed", "decision appealed; appeal pending", True)
    assert h.case_status("denial", LAST_DAY, today, ON_TIME, DECIDED, ("pending", "upheld")) == CaseStatus(
        "appealed", "decision appealed; appeal pending", True)
    assert h.case_status("denial", LAST_DAY, today, ON_TIME, DECIDED, ("reversed", "withdrawn")) == CaseStatus(
        "appeal_decided", "appeal decided: withdrawn", False)


def test_a_hearing_or_deadline_on_a_closed_day_is_warned_of_with_the_reason():
    assert h.closed_day_warning(TRACY, date(2026, 11, 14), "hearing date") == (
        "Saturday November 14, 2026: the city offices are closed that day (a Saturday); check the hearing date.")
    assert h.closed_day_warning(TRACY, date(2026, 11, 26), "removal deadline") == (
        "Thursday November 26, 2026: the city offices are closed that day (Thanksgiving Day, a legal holiday); "
        "check the removal deadline.")
    assert h.closed_day_warning(TRACY, date(2026, 11, 27), "hearing date") == ""
    assert h.closed_day_warning(WORTHINGTON, date(2026, 11, 27), "hearing date") == (
        "Friday November 27, 2026: the city offices are closed that day (Friday after Thanksgiving, a legal "
        "holiday); check the hearing date.")


def test_the_first_hearing_date_offered_is_the_next_day_the_offices_are_open():
    assert h.first_open_day(TRACY, date(2026, 6, 19)) == date(2026, 6, 22)  # Juneteenth, then the weekend
    assert h.first_open_day(TRACY, date(2026, 11, 26)) == date(2026, 11, 27)
    assert h.first_open_day(WORTHINGTON, date(2026, 11, 26)) == date(2026, 11, 30)
    assert h.first_open_day(TRACY, date(2026, 6, 22)) == date(2026, 6, 22)


def test_t_4a_what_a_decision_on_a_denial_does_to_the_application():
    on = date(2026, 3, 24)
    assert h.decision_effect("denial", "upheld", on, None) == "The application stays denied; no permit is issued."
    assert h.decision_effect("denial", "reversed", on, None) == (
        "The permit is issued as of the decision date, with the conditions and expiry entered below "
        "(none, if left empty).")
    assert h.decision_effect("denial", "modified", on, None) == (
        "The permit is issued as of the decision date, on the conditions entered below.")
    assert h.decision_effect("denial", "", on, None) == ""
    assert h.decision_effect("dangerous_dog", "upheld", on, None) == (
        "The notice concerns no permit or application: carry the decision by hand.")


def test_t_4c_a_revocation_reversed_or_modified_reinstates_the_permit():
    on = date(2026, 3, 24)
    assert h.decision_effect("revocation", "reversed", on, date(2026, 3, 12)) == (
        "The permit is reinstated as of the decision date.")
    assert h.decision_effect("revocation", "modified", on, date(2026, 3, 12), removal_period=False) == (
        "The permit is reinstated as of the decision date, on the conditions entered below.")


def test_w_90_10h5_an_upheld_revocation_and_its_removal_deadline():
    on = date(2026, 3, 24)
    assert h.decision_effect("revocation", "upheld", on, None) == "The permit stays revoked."
    assert h.decision_effect("revocation", "upheld", on, date(2026, 3, 12)) == (
        "The permit stays revoked. The removal deadline in the notice, Thursday March 12, 2026, has passed by the "
        "decision date; set a new one below, or the letter will say it has passed.")
    assert h.decision_effect("revocation", "upheld", on, on) == (
        "The permit stays revoked. The removal deadline of Tuesday March 24, 2026 keeps running unless a new one "
        "is set.")
    assert h.decision_effect("revocation", "upheld", on, date(2026, 3, 12), new_removal=True) == (
        "The permit stays revoked. The animals must be removed by the new deadline set below.")
    assert h.decision_effect("revocation", "upheld", on, date(2026, 3, 12), new_removal=True,
                             from_receipt=date(2026, 4, 10)) == (
        "The permit stays revoked. The animals must be removed by the new deadline set below.")
    assert h.decision_effect("revocation", "upheld", on, date(2026, 3, 12), from_receipt=date(2026, 4, 10)) == (
        "The permit stays revoked. The removal deadline was stayed while the hearing was pending: the animals "
        "must be removed by Friday April 10, 2026, counted from the owner's receipt of this decision, unless a "
        "later day is set below.")


def test_t_4c_without_a_removal_period_an_upheld_revocation_says_when_it_takes_effect():
    """T-4C: the revocation takes effect the day after the last day under the permit."""
    on = date(2026, 3, 24)

    def effect(last, **extra):
        return h.decision_effect("revocation", "upheld", on, last, removal_period=False, **extra)

    assert effect(None) == "The permit stays revoked."
    assert effect(date(2026, 3, 9)) == "The permit stays revoked. It took effect on Tuesday March 10, 2026."
    assert effect(date(2026, 3, 23)) == "The permit stays revoked. It took effect on Tuesday March 24, 2026."
    assert effect(on) == "The permit stays revoked. It takes effect on Wednesday March 25, 2026."
    assert effect(date(2026, 3, 9), new_removal=True) == (
        "The permit stays revoked. It takes effect the day after the last day under the permit set below.")
    assert effect(date(2026, 3, 9), new_removal=True, from_receipt=date(2026, 3, 27)) == (
        "The permit stays revoked. It takes effect the day after the last day under the permit set below.")
    assert effect(date(2026, 3, 9), from_receipt=date(2026, 3, 27)) == (
        "The permit stays revoked. It was stayed while the hearing was pending: it takes effect on Saturday "
        "March 28, 2026, the day after the owner's receipt of this decision, unless a later day is set below.")
