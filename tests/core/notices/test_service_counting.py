"""The attempt a notice's deadlines count from moves them (MN-645.15: the days count from the day
the notice is sent, served by the attempt that served it; the profile's counting_attempt reading):
on the notice, the Hearings list, the Today tab, the hearing request's lateness and the revoked
permit's removal deadline (W-90.10H5). The officer counts from a later attempt with a reason, never
an earlier one; voiding the counting attempt falls back to the rule's choice and never takes a day
already given."""
from datetime import date

import pytest

from animaloffice.domain.errors import ValidationError
from animaloffice.persistence.models.enforcement import HearingRequest, Notice
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.models.permits import Permit
from animaloffice.queries.hearings import hearing_rights
from animaloffice.queries.service_attempts import counting_attempt
from animaloffice.queries.today import due_this_week
from animaloffice.services import hearings
from animaloffice.services import service_of_notice as svc
from tests.core.hearings.conftest import make_denial, make_revocation

SENT = date(2026, 6, 12)  # Tracy denial: 7 days end Friday June 19 (Juneteenth), so Monday June 22 (T-4A)


def _returned(office, case, on=date(2026, 6, 20)):
    first = svc.attempts_of(case.notice_id)[0]
    svc.record_return(office.clerk, attempt_id=first.id, status="returned", on=on)
    return first


def _posted(office, case, on=date(2026, 6, 24), **kw):
    return svc.record_attempt(office.officer, notice_id=case.notice_id, method="posted_premises", served_on=on,
                              served_by="Officer Lee", place="412 Emory St, front door", **kw)


def test_t_4a_mail_back_then_posted_counts_the_days_from_the_posting_everywhere(office):
    case = make_denial(office, SENT)
    assert Notice.get_by_id(case.notice_id).hearing_deadline == date(2026, 6, 22)
    first = _returned(office, case)
    assert Notice.get_by_id(case.notice_id).hearing_deadline == date(2026, 6, 22)  # nothing else served it yet
    posting = _posted(office, case)
    n = Notice.get_by_id(case.notice_id)
    assert n.hearing_deadline == date(2026, 7, 1)  # June 24 + 7 days, a Wednesday
    assert counting_attempt(n.id).id == posting and not counting_attempt(n.id).id == first.id
    assert "the deadlines count from June 24, 2026, the first attempt that served the notice" in n.explanation
    assert "moved from June 22, 2026 to July 1, 2026" in n.explanation
    [row] = [r for r in hearing_rights(office.tracy, date(2026, 6, 29)) if r.id == n.id]
    assert (row.deadline, row.days_left) == (date(2026, 7, 1), 2)
    [item] = [d for d in due_this_week(office.tracy, date(2026, 6, 29)) if d.record_id == n.id
              and d.kind == "Hearing request deadline"]
    assert item.due == date(2026, 7, 1)
    entry = AuditEntry.select().where(AuditEntry.action == "notice.deadline_recounted").get()
    assert entry.username == "officer" and "July 1, 2026" in entry.note
    # a request received after the first count's last day is on time by the posting's
    hearings.record_request(office.clerk, n.id, received_on=date(2026, 6, 29), how="in_writing")
    assert HearingRequest.get(HearingRequest.notice == n.id).late is False


def test_certified_mail_awaiting_its_return_counts_and_a_delivered_return_does_not_move_a_sent_count(office):
    case = make_denial(office, SENT)
    svc.record_mailer(office.clerk, svc.attempts_of(case.notice_id)[0].id, mailed_by="Front desk")
    cert = svc.record_attempt(office.clerk, notice_id=case.notice_id, method="certified", served_on=date(2026, 6, 15),
                              article="7019 0700 0000 1234 5670")
    # the first-class mailing proves service by its affidavit of mailing: the days still count from it
    assert counting_attempt(case.notice_id).id != cert
    svc.record_return(office.clerk, attempt_id=cert, status="delivered", on=date(2026, 6, 18))
    assert Notice.get_by_id(case.notice_id).hearing_deadline == date(2026, 6, 22)


def test_the_officer_counts_from_a_later_attempt_with_a_reason_never_an_earlier_one(office):
    case = make_denial(office, SENT)
    # who mailed the letter is named: the mailing served the notice, and is the rule's attempt
    svc.record_mailer(office.clerk, svc.attempts_of(case.notice_id)[0].id, mailed_by="Front desk")
    with pytest.raises(ValidationError) as e:
        svc.record_attempt(office.officer, notice_id=case.notice_id, method="hand", served_on=date(2026, 6, 17),
                           served_by="Officer Lee", served_to="Ruth Kvistad", place="412 Emory St", counts=True)
    assert e.value.field == "count_reason"
    hand = svc.record_attempt(office.officer, notice_id=case.notice_id, method="hand", served_on=date(2026, 6, 17),
                              served_by="Officer Lee", served_to="Ruth Kvistad", place="412 Emory St", counts=True,
                              count_reason="the owner says the letter never came; handed to her")
    n = Notice.get_by_id(case.notice_id)
    assert counting_attempt(n.id).id == hand and n.hearing_deadline == date(2026, 6, 24)
    assert "chosen by the officer: the owner says the letter never came" in n.explanation
    # back to the mailing, earlier than the rule's day now? the rule's is still the mailing: allowed
    first = svc.attempts_of(n.id)[0]
    svc.count_from(office.officer, first.id, reason="counted as mailed, on the owner's word")
    assert counting_attempt(n.id).id == first.id
    assert Notice.get_by_id(n.id).hearing_deadline == date(2026, 6, 24)  # a day already given stays


def test_counting_from_mail_that_came_back_before_the_posting_that_served_it_is_refused(office):
    case = make_denial(office, SENT)
    first = _returned(office, case)
    _posted(office, case)
    with pytest.raises(ValidationError) as e:
        svc.count_from(office.officer, first.id, reason="the first letter")
    assert e.value.field == "attempt_id" and "would take days from the owner" in e.value.message
    assert Notice.get_by_id(case.notice_id).hearing_deadline == date(2026, 7, 1)
    assert svc.attempts_of(case.notice_id)[0].count_reason == ""  # nothing half-saved


def test_voiding_the_counting_attempt_falls_back_to_the_rule_and_keeps_the_day_given(office):
    case = make_denial(office, SENT)
    first = _returned(office, case)
    posting = _posted(office, case)
    svc.void_attempt(office.officer, posting, "posted at the wrong house")
    n = Notice.get_by_id(case.notice_id)
    assert counting_attempt(n.id).id == first.id  # nothing standing served it: the first attempt
    assert n.hearing_deadline == date(2026, 7, 1)
    assert "stays July 1, 2026 (counted from June 12, 2026 it would be June 22, 2026" in n.explanation
    assert svc.flagged(n.id)
    # served again later: counted from that one
    _posted(office, case, on=date(2026, 6, 30))
    assert Notice.get_by_id(n.id).hearing_deadline == date(2026, 7, 7)  # June 30 + 7


def test_w_90_10h5_the_removal_deadline_moves_on_the_notice_and_the_permit(office):
    case = make_revocation(office, date(2026, 3, 2), removal=date(2026, 3, 12), jid=office.worthington,
                           permit_type="commercial")
    _returned(office, case, on=date(2026, 3, 10))
    svc.record_attempt(office.officer, notice_id=case.notice_id, method="hand", served_on=date(2026, 3, 16),
                       served_by="Officer Lee", served_to="Ruth Lindquist", place="9 Rowe St")
    n = Notice.get_by_id(case.notice_id)
    assert n.removal_deadline == Permit.get_by_id(case.permit_id).removal_deadline == date(2026, 3, 26)
    assert "the last day to remove the animals moved from March 12, 2026 to March 26, 2026" in n.explanation


def test_a_deadline_set_another_way_is_left_as_it_is(office):
    case = make_denial(office, SENT)
    Notice.update(hearing_deadline=date(2026, 7, 20)).where(Notice.id == case.notice_id).execute()
    _returned(office, case)
    _posted(office, case)
    assert Notice.get_by_id(case.notice_id).hearing_deadline == date(2026, 7, 20)


def test_the_today_list_shows_a_notice_nothing_proves_served_until_service_is_recorded(office):
    """Certified mail awaiting its return waits on the list from the day it was sent, with what
    clears it; mail back unclaimed is overdue; a posting that serves it clears it."""
    from animaloffice.persistence.models.service import ServiceAttempt

    case = make_denial(office, SENT)
    first = svc.attempts_of(case.notice_id)[0]
    ServiceAttempt.update(method="certified", article_number="70190700000012345670").where(
        ServiceAttempt.id == first.id).execute()
    day = date(2026, 6, 29)

    def listed():
        return [d for d in due_this_week(office.tracy, day) if d.kind == "No proof of service"]
    [item] = listed()
    assert (item.record_kind, item.record_id, item.due, item.when(day)) == ("notice", case.notice_id, SENT, "waiting")
    assert item.clears.startswith("Record service on the case") and "Kvistad" in item.who
    svc.record_return(office.clerk, attempt_id=first.id, status="unclaimed", on=date(2026, 6, 20))
    [item] = listed()
    assert item.when(day) == "overdue" and "came back refused or unclaimed" in item.clears
    _posted(office, case)
    assert listed() == []
