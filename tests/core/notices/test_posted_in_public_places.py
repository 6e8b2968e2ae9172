"""MN-347.14: a notice posted in three public places is served by that posting. Its first attempt
lists each place with the posting day and names the user who recorded it as the one who posted it,
so the service reads as posted in three public places and is proven, not "posted at the premises"."""
import json
from datetime import date

import pytest

from animaloffice.domain.errors import ValidationError
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.office import AuditEntry, User
from animaloffice.persistence.models.service import ServiceAttempt
from animaloffice.queries import service_attempts
from animaloffice.services import impound_notices, impounds
from animaloffice.services import service_of_notice as svc
from animaloffice.services.notices import record_notice

POSTED = date(2026, 11, 25)
PLACES = ["City Hall", "Post office", "Public library"]


@pytest.fixture
def stray(office):
    User.update(full_name="Dana Kruse").where(User.username == "officer").execute()
    return impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                           new_animal={"species": "dog", "colour": "tan"}, on=date(2026, 11, 24))


def test_the_posting_is_its_first_attempt_with_each_place_its_day_and_who_posted_it(office, stray):
    info = impound_notices.post_notice(office.officer, stray.impound_id, on=POSTED, places=PLACES)
    [first] = svc.attempts_of(info.id)
    assert (first.method, first.served_on, first.served_by, first.counts) == ("posted_public", POSTED,
                                                                              "Dana Kruse", True)
    assert json.loads(first.public_places) == [{"place": p, "on": "2026-11-25"} for p in PLACES]
    assert svc.service_text(info.id) == ("posting in public places on November 25, 2026, "
                                         "at City Hall; Post office; Public library")
    row = service_attempts.notice_service(info.id).attempts[0]
    assert (row.method_text, row.served_by, row.served_to, row.proves) == (
        "Posted in public places", "Dana Kruse", "City Hall; Post office; Public library", True)


def test_a_posted_quarantine_notice_for_an_unknown_owner_is_served_by_its_posting(office):
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="quarantine",
                        new_animal={"species": "dog", "colour": "black"}, on=date(2026, 11, 24),
                        quarantine="bite", bite_on=date(2026, 11, 23))
    info = impound_notices.send_quarantine_notice(office.clerk, r.impound_id, on=POSTED,
                                                  places=[" City Hall ", "Post office", "Public library"])
    [first] = svc.attempts_of(info.id)
    assert (first.method, first.served_by) == ("posted_public", "Clerk")
    assert [p["place"] for p in json.loads(first.public_places)] == PLACES


def test_a_user_without_a_full_name_is_named_by_the_user_name(office, stray):
    User.update(full_name="").where(User.username == "officer").execute()
    info = impound_notices.post_notice(office.officer, stray.impound_id, on=POSTED, places=PLACES)
    assert svc.attempts_of(info.id)[0].served_by == "officer"


def test_the_same_place_twice_is_refused_and_nothing_is_saved(office, stray):
    notices, audited = Notice.select().count(), AuditEntry.select().count()
    with pytest.raises(ValidationError) as exc:
        impound_notices.post_notice(office.officer, stray.impound_id, on=POSTED,
                                    places=["City Hall", "city hall", "Public library"])
    assert (exc.value.field, exc.value.reason) == ("places", "the public places must be different")
    assert Notice.select().count() == notices and AuditEntry.select().count() == audited
    assert ServiceAttempt.select().count() == 0


def test_places_are_only_for_a_posted_notice_and_a_posting_names_three(office):
    with pytest.raises(ValidationError) as exc:
        record_notice(office.clerk, jurisdiction_id=office.tracy, kind="other", sent_on=POSTED, method="mail",
                      places=PLACES)
    assert (exc.value.field, exc.value.reason) == ("places", "only a posted notice lists public places")
    with pytest.raises(ValidationError) as exc:
        record_notice(office.clerk, jurisdiction_id=office.tracy, kind="other", sent_on=POSTED, method="posted",
                      places=["City Hall", "Post office", " "])
    assert exc.value.reason == "name at least 3 public places where the notice is posted"


def test_a_notice_posted_at_the_premises_without_places_stays_a_posting_at_the_premises(office):
    n = record_notice(office.clerk, jurisdiction_id=office.tracy, kind="other", sent_on=POSTED, method="posted")
    [first] = svc.attempts_of(n.id)
    assert (first.method, first.served_by, first.public_places) == ("posted_premises", "", "[]")


def test_mn_347_14_a_posting_recorded_later_takes_three_places_or_more_each_different(office):
    """The same rule as a posting made with the notice: at least three public places, none twice."""
    info = record_notice(office.clerk, jurisdiction_id=office.tracy, kind="other", sent_on=POSTED, method="mail")
    four = [svc.Place(p, POSTED) for p in (*PLACES, "Fire hall")]
    svc.record_attempt(office.officer, notice_id=info.id, method="posted_public", served_on=POSTED,
                       served_by="Officer Lind", public_places=four)
    [*_, posted] = svc.attempts_of(info.id)
    assert [p["place"] for p in json.loads(posted.public_places)] == [*PLACES, "Fire hall"]
    for places, reason in ((four[:2], "needs at least 3 public places and the day of each"),
                           ([*four[:2], svc.Place("city hall", POSTED)], "the places must be different")):
        with pytest.raises(ValidationError) as exc:
            svc.record_attempt(office.officer, notice_id=info.id, method="posted_public", served_on=POSTED,
                               served_by="Officer Lind", public_places=places)
        assert (exc.value.field, exc.value.reason) == ("public_places", reason)
