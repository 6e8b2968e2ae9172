"""MN-347.50 with the hearing stay (domain.hearing_stays): a hearing requested on time stays the days to
register (after which the dog may be seized, 347.54) and any disposal of the dog, until the hearing
officer's written decision; a late request, even accepted, stays nothing."""
from datetime import date, timedelta

import pytest

from animaloffice.domain.errors import RuleViolation
from animaloffice.queries import dangerous_dog_dates as q
from animaloffice.queries import dangerous_dogs as cases
from animaloffice.services import dangerous_dogs as svc
from animaloffice.services import hearings, impound_notices, impound_release, impounds

from .conftest import declare

SENT = date(2026, 6, 5)  # a hearing to be requested, and the dog registered, by Monday June 22, 2026


def _notice(office, dog):
    c = declare(office, dog)
    return c, svc.send_declaration_notice(office.officer, c.id, sent_on=SENT)


def test_mn_347_50_a_timely_request_keeps_the_registration_deadline_off_the_follow_up_list(office, dog):
    c, n = _notice(office, dog)
    after = date(2026, 7, 1)
    assert any(f.what == "Dangerous dog not registered" for f in q.follow_ups(office.tracy, after))
    hearings.record_request(office.clerk, n.id, received_on=date(2026, 6, 20))
    assert not any(f.what == "Dangerous dog not registered" for f in q.follow_ups(office.tracy, after))
    assert cases.hearing_pending(n.id)


def test_mn_347_50_a_late_request_accepted_does_not_stay_the_registration(office, dog):
    c, n = _notice(office, dog)
    hearings.record_request(office.officer, n.id, received_on=date(2026, 6, 24), accept_late_reason="Hospital stay.")
    assert not cases.hearing_pending(n.id)
    assert any(f.what == "Dangerous dog not registered" for f in q.follow_ups(office.tracy, date(2026, 7, 1)))


def test_mn_347_50_a_dog_whose_declaration_awaits_a_timely_hearing_is_not_disposed_of(office, dog):
    today = date.today()
    c = declare(office, dog, on=today - timedelta(days=20), incident_on=today - timedelta(days=21))
    n = svc.send_declaration_notice(office.officer, c.id, sent_on=today - timedelta(days=20))
    hearings.record_request(office.clerk, n.id, received_on=today - timedelta(days=18))
    intake = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog.animal_id,
                             on=today - timedelta(days=15))
    impound_notices.send_impound_notice(office.officer, intake.impound_id, on=today - timedelta(days=15))
    with pytest.raises(RuleViolation) as info:
        impound_release.dispose(office.officer, intake.impound_id, outcome="shelter_euthanasia", on=today)
    assert "MN-347.50" in info.value.rule_ids and c.number in info.value.message
