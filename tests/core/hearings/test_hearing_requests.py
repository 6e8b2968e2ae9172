"""Hearing requests (T-4A, T-4C): on time on the last day, late the day after; scheduling and notice."""
from datetime import date, datetime, time, timedelta

import pytest

from animaloffice.domain.errors import PermissionDenied, RuleViolation, ValidationError
from animaloffice.persistence.models.enforcement import Hearing, HearingRequest, Notice
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.services import hearings


def test_t_4a_request_on_the_last_day_is_on_time(office, denial):
    assert denial.deadline == date(2026, 6, 22)
    r = hearings.record_request(office.clerk, denial.notice_id, received_on=date(2026, 6, 22), how="in_person")
    assert not r.late and r.accepted and "on time" in r.timeliness
    row = HearingRequest.get_by_id(r.request_id)
    assert row.how == "in_person" and not row.late
    assert AuditEntry.get(AuditEntry.action == "hearing.request").note == r.timeliness


def test_t_4a_request_the_day_after_is_recorded_late_and_not_accepted(office, denial):
    r = hearings.record_request(office.clerk, denial.notice_id, received_on=date(2026, 6, 23), how="mail")
    assert r.late and not r.accepted and "late" in r.timeliness
    with pytest.raises(RuleViolation) as info:
        hearings.schedule_hearing(office.officer, denial.notice_id, at=datetime(2026, 7, 20, 18, 0),
                                  sent_on=date(2026, 7, 1))
    assert "accept it with a reason" in info.value.message
    with pytest.raises(ValidationError) as info:
        hearings.accept_late_request(office.officer, r.request_id, reason="  ")
    assert info.value.field == "reason"
    with pytest.raises(PermissionDenied):
        hearings.accept_late_request(office.clerk, r.request_id, reason="mailed in time, postmark June 20")
    ok = hearings.accept_late_request(office.officer, r.request_id, reason="postmarked June 20")
    assert ok.accepted
    row = HearingRequest.get_by_id(r.request_id)
    assert row.late and row.accepted and row.late_reason == "postmarked June 20"
    with pytest.raises(ValidationError):
        hearings.refuse_late_request(office.officer, r.request_id, reason="too late")


def test_late_request_accepted_at_once_needs_the_hearings_permission(office, denial):
    with pytest.raises(PermissionDenied):
        hearings.record_request(office.clerk, denial.notice_id, received_on=date(2026, 6, 24),
                                accept_late_reason="office closed early")
    assert HearingRequest.select().count() == 0
    r = hearings.record_request(office.officer, denial.notice_id, received_on=date(2026, 6, 24),
                                accept_late_reason="office closed early on the last day")
    assert r.late and r.accepted


def test_refused_late_request_leaves_the_decision_standing(office, denial):
    r = hearings.record_request(office.clerk, denial.notice_id, received_on=date(2026, 7, 10))
    hearings.refuse_late_request(office.officer, r.request_id, reason="no cause shown")
    assert HearingRequest.get_by_id(r.request_id).refusal_reason == "no cause shown"
    with pytest.raises(RuleViolation):
        hearings.schedule_hearing(office.officer, denial.notice_id, at=datetime(2026, 8, 3, 18, 0),
                                  sent_on=date(2026, 7, 13))


def test_request_checks_its_inputs(office, denial):
    with pytest.raises(ValidationError) as info:
        hearings.record_request(office.clerk, denial.notice_id, received_on=date(2026, 6, 11))
    assert info.value.field == "received_on"  # before the notice was sent
    with pytest.raises(ValidationError) as info:
        hearings.record_request(office.clerk, denial.notice_id, received_on=date(2026, 6, 15), how="pigeon")
    assert info.value.field == "how"
    hearings.record_request(office.clerk, denial.notice_id, received_on=date(2026, 6, 15))
    with pytest.raises(ValidationError) as info:
        hearings.record_request(office.clerk, denial.notice_id, received_on=date(2026, 6, 16))
    assert "already requested" in info.value.message


def test_request_needs_a_notice_with_a_hearing_right(office, denial):
    from animaloffice.services.notices import record_notice

    plain = record_notice(office.clerk, jurisdiction_id=office.tracy, kind="other", sent_on=date(2026, 6, 1),
                          recipient_name="Someone")
    with pytest.raises(ValidationError) as info:
        hearings.record_request(office.clerk, plain.id, received_on=date(2026, 6, 2))
    assert "no hearing right" in info.value.message


def test_schedule_sends_the_hearing_notice_with_lead_time(office, denial):
    hearings.record_request(office.clerk, denial.notice_id, received_on=date(2026, 6, 18))
    with pytest.raises(RuleViolation) as info:  # 7 days' notice (hearing_notice_days)
        hearings.schedule_hearing(office.officer, denial.notice_id, at=datetime(2026, 6, 29, 18, 0),
                                  sent_on=date(2026, 6, 23))
    assert info.value.field == "at" and "June 30, 2026" in info.value.message
    assert Hearing.select().count() == 0 and Notice.select().where(Notice.kind == "hearing").count() == 0
    s = hearings.schedule_hearing(office.officer, denial.notice_id, at=datetime(2026, 6, 30, 18, 30),
                                  sent_on=date(2026, 6, 23))
    h = Hearing.get_by_id(s.hearing_id)
    assert h.body == "Police Commission" and "Tracy City Hall" in h.place and h.status == "scheduled"
    letter = Notice.get_by_id(s.letter_id)
    assert letter.kind == "hearing" and letter.subject_table == "hearing" and letter.subject_id == h.id
    assert letter.owner_id == denial.owner_id and letter.recipient_name == "Kvistad, Ruth"
    assert "Tuesday June 30, 2026" in letter.fields and "6:30 PM" in letter.fields
    with pytest.raises(ValidationError):  # one hearing at a time
        hearings.schedule_hearing(office.officer, denial.notice_id, at=datetime(2026, 7, 30, 18, 0),
                                  sent_on=date(2026, 6, 23))


def test_short_notice_allowed_with_a_reason(office, denial):
    hearings.record_request(office.clerk, denial.notice_id, received_on=date(2026, 6, 18))
    s = hearings.schedule_hearing(office.officer, denial.notice_id, at=datetime(2026, 6, 25, 9, 0),
                                  sent_on=date(2026, 6, 23), place="City Hall, room 2", body="Police Commission",
                                  short_notice_reason="the owner asked for the earliest date")
    assert Hearing.get_by_id(s.hearing_id).place == "City Hall, room 2"
    assert AuditEntry.get(AuditEntry.action == "hearing.schedule").note == "the owner asked for the earliest date"


def test_schedule_needs_a_request(office, denial):
    with pytest.raises(RuleViolation) as info:
        hearings.schedule_hearing(office.officer, denial.notice_id, at=datetime(2026, 7, 20, 18, 0),
                                  sent_on=date(2026, 7, 1))
    assert info.value.rule_ids == ["T-4A"]


def test_reschedule_and_cancel(office, denial):
    hearings.record_request(office.clerk, denial.notice_id, received_on=date(2026, 6, 18))
    s = hearings.schedule_hearing(office.officer, denial.notice_id, at=datetime(2026, 7, 6, 18, 0),
                                  sent_on=date(2026, 6, 23))
    moved = hearings.reschedule_hearing(office.officer, s.hearing_id, at=datetime(2026, 7, 13, 18, 0),
                                        sent_on=date(2026, 6, 30), reason="commission quorum")
    assert moved.letter_id != s.letter_id
    assert "Monday July 6, 2026" in Notice.get_by_id(moved.letter_id).fields  # replaces the earlier date
    hearings.cancel_hearing(office.officer, s.hearing_id, reason="commission chair ill")
    assert Hearing.get_by_id(s.hearing_id).status == "cancelled"
    again = hearings.schedule_hearing(office.officer, denial.notice_id, at=datetime(2026, 7, 27, 18, 0),
                                      sent_on=date(2026, 7, 14))
    assert again.hearing_id != s.hearing_id


def test_withdrawn_request_cancels_the_hearing(office, cases):
    case = cases.denial(date(2026, 5, 4))
    r = hearings.record_request(office.clerk, case.notice_id, received_on=date(2026, 5, 6))
    s = hearings.schedule_hearing(office.officer, case.notice_id, at=datetime(2026, 5, 20, 18, 0),
                                  sent_on=date(2026, 5, 7))
    hearings.withdraw_request(office.clerk, r.request_id, on=date(2026, 5, 12), reason="owner moved the goats")
    assert HearingRequest.get_by_id(r.request_id).is_void
    assert Hearing.get_by_id(s.hearing_id).status == "cancelled"


def test_record_hearing_only_once_held(office, denial):
    hearings.record_request(office.clerk, denial.notice_id, received_on=date(2026, 6, 18))
    ahead = date.today() + timedelta(days=30)  # not yet held, whatever day the test runs
    s = hearings.schedule_hearing(office.officer, denial.notice_id, at=datetime.combine(ahead, time(18, 0)),
                                  sent_on=date(2026, 11, 20))
    with pytest.raises(ValidationError) as info:
        hearings.record_hearing(office.officer, s.hearing_id, attendees="owner")
    assert "once it has been held" in info.value.message


def test_hearing_notice_cannot_be_dated_before_the_request_it_answers(office, denial):
    """A hearing notice sent before the request was received would tell the owner 'we received your
    request on June 22' in a letter of June 15: refused on the sent date, nothing saved."""
    hearings.record_request(office.clerk, denial.notice_id, received_on=date(2026, 6, 22))
    with pytest.raises(ValidationError) as info:
        hearings.schedule_hearing(office.officer, denial.notice_id, at=datetime(2026, 7, 6, 18, 0),
                                  sent_on=date(2026, 6, 15))
    assert info.value.field == "sent_on" and "June 22, 2026" in info.value.reason
    assert Hearing.select().count() == 0 and Notice.select().where(Notice.kind == "hearing").count() == 0


def test_withdrawal_cannot_be_dated_before_the_request(office, denial):
    r = hearings.record_request(office.clerk, denial.notice_id, received_on=date(2026, 6, 22))
    with pytest.raises(ValidationError) as info:
        hearings.withdraw_request(office.clerk, r.request_id, on=date(2026, 6, 20), reason="changed her mind")
    assert info.value.field == "on"
    assert HearingRequest.get_by_id(r.request_id).voided_at is None


def test_blank_place_is_refused_not_replaced(office, denial):
    """A place or body left out takes the profile's; one cleared to blank is refused by name, so the
    printed notice never names a place the office did not choose."""
    hearings.record_request(office.clerk, denial.notice_id, received_on=date(2026, 6, 22))
    for field in ("place", "body"):
        with pytest.raises(ValidationError) as info:
            hearings.schedule_hearing(office.officer, denial.notice_id, at=datetime(2026, 7, 6, 18, 0),
                                      sent_on=date(2026, 6, 23), **{field: "  "})
        assert info.value.field == field
        with pytest.raises(ValidationError) as info:
            hearings.schedule_hearing(office.officer, denial.notice_id, at=datetime(2026, 7, 6, 18, 0),
                                      sent_on=date(2026, 6, 23), **{field: ""})
        assert info.value.field == field
    assert Hearing.select().count() == 0
    s = hearings.schedule_hearing(office.officer, denial.notice_id, at=datetime(2026, 7, 6, 18, 0),
                                  sent_on=date(2026, 6, 23))
    assert s.place.startswith("Council Chambers") and s.body == "Police Commission"
