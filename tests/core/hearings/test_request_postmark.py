"""When a hearing request is on time (T-4A, T-4C): Tracy allows the owner "seven days after the notice
is sent to request a hearing", so its profile counts the day a request is mailed (the postmark); a
profile may count the day received instead (Worthington's practice). Bad dates are refused naming
the field, and nothing is saved."""
from datetime import date

import pytest

from animaloffice.domain.errors import ValidationError
from animaloffice.persistence.models.enforcement import HearingRequest
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.queries.hearing_terms import hearing_terms
from animaloffice.services import hearings
from animaloffice.services.hearing_setup import set_hearing_terms


def test_t_4a_the_profile_says_which_date_counts_with_its_source(office):
    tracy = hearing_terms(office.tracy, "permit_denial")
    assert tracy.request_counts == "mailed" and "subd. 4(A)" in tracy.request_counts_source
    assert "seven days after the notice is sent to request a hearing" in tracy.request_counts_source
    assert hearing_terms(office.worthington, "permit_denial").request_counts == "received"


def test_t_4a_a_request_postmarked_on_the_last_day_is_on_time(office, cases):
    case = cases.denial(date(2026, 6, 12))  # last day Monday June 22 (Juneteenth, then the weekend)
    r = hearings.record_request(office.clerk, case.notice_id, received_on=date(2026, 6, 25), how="mail",
                                mailed_on=date(2026, 6, 22))
    assert not r.late and r.accepted and "mailed on Monday June 22, 2026 (postmark)" in r.timeliness
    row = HearingRequest.get_by_id(r.request_id)
    assert row.mailed_on == date(2026, 6, 22) and row.received_on == date(2026, 6, 25)


def test_t_4a_a_request_postmarked_after_the_last_day_is_late(office, cases):
    case = cases.denial(date(2026, 6, 12))
    r = hearings.record_request(office.clerk, case.notice_id, received_on=date(2026, 6, 24), how="mail",
                                mailed_on=date(2026, 6, 23))
    assert r.late and not r.accepted and "mailed 1 day after the last day" in r.timeliness


def test_t_4a_a_mailed_request_without_a_postmark_counts_from_the_day_received(office, cases):
    case = cases.denial(date(2026, 6, 12))
    r = hearings.record_request(office.clerk, case.notice_id, received_on=date(2026, 6, 23), how="mail")
    assert r.late and "no postmark was recorded" in r.timeliness


def test_w_90_10h_a_profile_counting_the_day_received_ignores_the_postmark(office, cases):
    case = cases.denial(date(2026, 6, 12), jid=office.worthington)
    r = hearings.record_request(office.clerk, case.notice_id, received_on=date(2026, 6, 24), how="mail",
                                mailed_on=date(2026, 6, 22))
    assert r.late and "received on Wednesday June 24, 2026" in r.timeliness


def test_t_4a_an_office_may_change_the_date_that_counts_in_settings_with_its_source(office, cases):
    set_hearing_terms(office.admin, office.worthington, "permit_denial", request_counts="mailed",
                      request_counts_source="Council resolution 2026-31")
    case = cases.denial(date(2026, 6, 12), jid=office.worthington)
    r = hearings.record_request(office.clerk, case.notice_id, received_on=date(2026, 6, 24), how="mail",
                                mailed_on=date(2026, 6, 22))
    assert not r.late
    with pytest.raises(ValidationError) as info:
        set_hearing_terms(office.admin, office.worthington, "permit_denial", request_counts="received")
    assert info.value.field == "request_counts_source"


@pytest.mark.parametrize("kw,field,words", [
    (dict(received_on=date(2026, 6, 20), how="mail", mailed_on=date(2026, 6, 22)), "mailed_on", "after the day"),
    (dict(received_on=date(2026, 6, 15), how="mail", mailed_on=date(2026, 6, 10)), "mailed_on", "before the notice"),
    (dict(received_on=date(2026, 6, 10)), "received_on", "before the notice"),
    (dict(received_on=date(2026, 6, 15), how="in_person", mailed_on=date(2026, 6, 14)), "mailed_on", "postmark"),
])
def test_t_4a_bad_request_dates_are_refused_naming_the_field(office, cases, kw, field, words):
    """A postmark after the day received, a postmark or a request before the notice, a postmark on a
    request handed in: refused, naming the field; nothing saved."""
    case = cases.denial(date(2026, 6, 12))
    before = AuditEntry.select().count()
    with pytest.raises(ValidationError) as info:
        hearings.record_request(office.clerk, case.notice_id, **kw)
    assert info.value.field == field and words in str(info.value)
    assert HearingRequest.select().count() == 0 and AuditEntry.select().count() == before
