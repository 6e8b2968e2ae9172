"""Two desks record a hearing request for the same notice at the same moment (PostgreSQL, where
both can find no request before either writes): one request is recorded, the other desk is told
one was already requested (T-4A), and the notice keeps a single request."""
from datetime import date

from animaloffice.domain.errors import ValidationError
from animaloffice.persistence.models.enforcement import HearingRequest
from animaloffice.services import hearings
from tests.core.two_desks import at_once, by_field, meet_at, postgres_only


def test_one_request_recorded_at_two_desks_at_once_is_recorded_once(office, denial, monkeypatch):
    postgres_only(office)
    meet_at(monkeypatch, hearings, "active_request")  # each desk has looked for a request

    def desk(how):
        def record():
            hearings.record_request(office.clerk, denial.notice_id, received_on=date(2026, 6, 20), how=how)
            return "recorded"
        return record

    outcomes = at_once(desk("in_person"), desk("in_writing"), refused=(ValidationError,), label=by_field)
    assert outcomes == ["notice_id", "recorded"], outcomes
    assert HearingRequest.select().where(HearingRequest.notice == denial.notice_id).count() == 1
