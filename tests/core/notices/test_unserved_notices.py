"""The follow-up of service lists every notice the law needs proven served that nothing proves yet:
the impound notice, the posting, the quarantine and seizure notices, the notice of hearing and every
notice with a hearing right; letters that start no deadline are left out. Each opens where it is
served again, and the Today tab lists it until its service is recorded."""
from datetime import date, timedelta

import pytest

from animaloffice.queries.today import due_this_week
from animaloffice.queries.unserved_notices import without_proof
from animaloffice.services import impound_notices, impounds, seizure_notice
from animaloffice.services import service_of_notice as svc
from animaloffice.services.notices import record_notice
from tests.core.hearings.conftest import make_denial
from tests.core.impounds.conftest import make_owner

SENT = date.today() - timedelta(days=3)


@pytest.fixture
def held(office):
    owner = make_owner(office, office.tracy)
    return impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", owner_id=owner,
                           new_animal={"species": "dog", "colour": "tan"}, on=SENT)


def _listed(office):
    return {(n.kind, n.record_kind, n.record_id) for n in without_proof(office.tracy)}


def test_an_impound_notice_handed_over_without_its_server_waits_for_proof_until_service_is_recorded(office, held):
    info = impound_notices.send_impound_notice(office.clerk, held.impound_id, on=SENT, method="in_person")
    assert _listed(office) == {("impound", "impound", held.impound_id)}
    [item] = [d for d in due_this_week(office.tracy, date.today()) if d.kind == "No proof of service"]
    assert (item.due, item.record_kind, item.record_id, item.overdue) == (SENT, "impound", held.impound_id, False)
    assert item.who == f"{info.number} · Halvorson, Ida · Impound notice"
    assert item.clears == "Record service on the impound: who delivered or posted it, and when"  # not the mail's return
    svc.record_attempt(office.officer, notice_id=info.id, method="hand", served_on=SENT, served_by="Officer Lee",
                       served_to="Ida Halvorson", place="412 Emory St")
    assert _listed(office) == set()


def test_a_seizure_notice_posted_at_the_place_and_a_quarantine_notice_by_certified_mail_are_listed(office):
    owner = make_owner(office, office.tracy)
    seized = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="neglect_abuse", owner_id=owner,
                             new_animal={"species": "dog", "colour": "tan"}, on=SENT, found_place="9 Elm St",
                             condition="Found without water.")
    seizure_notice.send_seizure_notice(office.officer, seized.impound_id, on=SENT, method="posted")
    q = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="quarantine", owner_id=owner,
                        new_animal={"species": "dog", "colour": "black"}, on=SENT, quarantine="bite",
                        bite_on=SENT - timedelta(days=1))
    impound_notices.send_quarantine_notice(office.clerk, q.impound_id, on=SENT, method="certified")
    assert _listed(office) == {("seizure", "impound", seized.impound_id), ("quarantine", "impound", q.impound_id)}


def test_a_notice_of_hearing_opens_its_hearing_and_a_letter_starting_no_deadline_is_not_followed_up(office):
    hearing = record_notice(office.clerk, jurisdiction_id=office.tracy, kind="hearing", sent_on=SENT,
                            method="in_person", subject_table="hearing", subject_id=41)
    record_notice(office.clerk, jurisdiction_id=office.tracy, kind="renewal", sent_on=SENT, method="in_person")
    mailed = record_notice(office.clerk, jurisdiction_id=office.tracy, kind="impound", sent_on=SENT, method="mail")
    svc.record_mailer(office.clerk, svc.attempts_of(mailed.id)[0].id, mailed_by="Front desk")  # its affidavit
    assert [(n.notice_id, n.record_kind, n.record_id) for n in without_proof(office.tracy)] == [
        (hearing.id, "hearing", 41)]


def test_a_notice_posted_in_public_places_is_proven_by_its_posting(office):
    stray = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                            new_animal={"species": "dog", "colour": "tan"}, on=SENT)
    impound_notices.post_notice(office.officer, stray.impound_id, on=SENT,
                                places=["City Hall", "Post office", "Public library"])
    assert _listed(office) == set()


def test_a_notice_with_a_hearing_right_opens_its_case_until_a_hearing_is_requested(office):
    case = make_denial(office, SENT)
    [first] = svc.attempts_of(case.notice_id)
    svc.void_attempt(office.clerk, first.id, "mailed to the old address")
    [n] = without_proof(office.tracy)
    assert (n.notice_id, n.record_kind, n.record_id, n.came_back) == (case.notice_id, "notice", case.notice_id,
                                                                      False)
    assert n.what.startswith("permit application ")
