"""How a notice was served, attempt by attempt: certified mail's article number and its return,
hand delivery, posting at the premises and in three public places (MN-347.14), agreed e-mail; the
attempt the deadlines count from; unclaimed and refused mail flagged; notices with no proof listed."""
from __future__ import annotations

import json
from datetime import date, timedelta

import pytest

from animaloffice.domain.errors import PermissionDenied, ValidationError
from animaloffice.domain.mail_numbers import article_number
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.models.service import ServiceAttempt
from animaloffice.queries import service_attempts, service_proofs
from animaloffice.queries.unserved_notices import without_proof
from animaloffice.services import service_of_notice as svc
from animaloffice.services.notices import record_notice
from animaloffice.services.service_of_notice import Place
from tests.core.hearings.conftest import make_denial

SENT = date.today() - timedelta(days=10)
# a 20-digit and a 22-digit article number with their check digits
CERT20 = "7019 0700 0000 1234 5670"
CERT22 = "9407 1000 0000 0000 0000 09"


def test_the_usps_check_digit_is_checked():
    assert article_number("article", CERT20) == CERT20.replace(" ", "")
    assert article_number("article", CERT22) == CERT22.replace(" ", "")
    for bad in ("7019 0700 0000 1234 5675", "1234", "7019070000001234567x", 70190700000012345675, "٧" * 20):
        with pytest.raises(ValidationError) as e:
            article_number("article", bad)
        assert e.value.field == "article"


def test_an_article_number_on_a_method_without_one_is_refused_and_nothing_saved(office):
    case = make_denial(office, SENT)
    before = len(svc.attempts_of(case.notice_id))
    for method in ("first_class", "hand"):
        with pytest.raises(ValidationError) as e:
            svc.record_attempt(office.clerk, notice_id=case.notice_id, method=method, served_on=SENT,
                               served_by="Officer Lee", article=CERT20)
        assert e.value.field == "article" and "only certified or registered mail" in e.value.message
    assert len(svc.attempts_of(case.notice_id)) == before


def test_a_notice_recorded_has_its_method_and_sent_date_as_first_attempt(office):
    case = make_denial(office, SENT)
    [first] = svc.attempts_of(case.notice_id)
    assert (first.seq, first.method, first.served_on, first.counts) == (1, "first_class", SENT, True)
    assert service_attempts.counting_attempt(case.notice_id).id == first.id


def test_certified_mail_returned_unclaimed_is_flagged_until_posted(office):
    case = make_denial(office, SENT)
    cert = svc.record_attempt(office.officer, notice_id=case.notice_id, method="certified",
                              served_on=SENT, article=CERT20)
    with pytest.raises(ValidationError) as e:
        svc.record_return(office.officer, attempt_id=cert, status="unclaimed", on=SENT - timedelta(days=1))
    assert e.value.field == "on"
    svc.record_return(office.officer, attempt_id=cert, status="unclaimed", on=SENT + timedelta(days=5))
    row = ServiceAttempt.get_by_id(cert)
    assert (row.return_status, row.article_number) == ("unclaimed", CERT20.replace(" ", ""))
    # the first-class mailing still proves service by the affidavit of mailing; void it to see the flag
    first = svc.attempts_of(case.notice_id)[0]
    ServiceAttempt.update(voided_at=first.created_at, void_reason="test").where(ServiceAttempt.id == first.id).execute()
    assert svc.flagged(case.notice_id)
    assert case.notice_id in [n.notice_id for n in without_proof(office.tracy)]
    svc.record_attempt(office.officer, notice_id=case.notice_id, method="posted_premises",
                       served_on=SENT + timedelta(days=6), served_by="Officer Lee", place="412 Emory St, front door")
    assert not svc.flagged(case.notice_id)
    assert case.notice_id not in [n.notice_id for n in without_proof(office.tracy)]
    counting = service_attempts.counting_attempt(case.notice_id)
    assert counting.method == "posted_premises"
    assert [a.counts for a in svc.attempts_of(case.notice_id)] == [False, True]
    assert "unclaimed" in service_attempts.describe(ServiceAttempt.get_by_id(cert))


def test_a_delivered_return_proves_certified_mail_and_a_return_of_a_hand_delivery_is_refused(office):
    case = make_denial(office, SENT)
    cert = svc.record_attempt(office.officer, notice_id=case.notice_id, method="certified",
                              served_on=SENT, article=CERT22)
    assert not service_proofs.proven(ServiceAttempt.get_by_id(cert))
    svc.record_return(office.officer, attempt_id=cert, status="delivered", on=SENT + timedelta(days=2))
    assert service_proofs.proven(ServiceAttempt.get_by_id(cert))
    hand = svc.record_attempt(office.officer, notice_id=case.notice_id, method="hand", served_on=SENT,
                              served_by="Officer Lee", served_to="Ruth Kvistad", place="412 Emory St")
    with pytest.raises(ValidationError) as e:
        svc.record_return(office.officer, attempt_id=hand, status="refused", on=SENT)
    assert e.value.field == "attempt_id"
    assert "by Officer Lee to Ruth Kvistad at 412 Emory St" in service_attempts.describe(ServiceAttempt.get_by_id(hand))


def test_posting_in_three_public_places_needs_three_different_places_each_dated(office):
    """MN-347.14: posted in three public places."""
    case = make_denial(office, SENT)
    two = [Place("City Hall", SENT), Place("Post office", SENT)]
    same = two + [Place("city hall", SENT)]
    early = two + [Place("Library", SENT - timedelta(days=1))]
    for places in (two, same, early, None, ["City Hall", "Library", "Post office"]):
        with pytest.raises(ValidationError) as e:
            svc.record_attempt(office.officer, notice_id=case.notice_id, method="posted_public",
                               served_on=SENT, served_by="Officer Lee", public_places=places)
        assert e.value.field == "public_places"
    good = two + [Place("Library", SENT + timedelta(days=1))]
    aid = svc.record_attempt(office.officer, notice_id=case.notice_id, method="posted_public",
                             served_on=SENT, served_by="Officer Lee", public_places=good)
    row = ServiceAttempt.get_by_id(aid)
    assert [p["place"] for p in json.loads(row.public_places)] == ["City Hall", "Post office", "Library"]
    assert "City Hall; Post office; Library" in service_attempts.describe(row)


@pytest.mark.parametrize("kwargs, field", [
    (dict(method="certified"), "article"),
    (dict(method="first_class", article=CERT20), "article"),
    (dict(method="hand", served_by="Lee", place="412 Emory St"), "served_to"),
    (dict(method="hand", served_to="Ruth", place="412 Emory St"), "served_by"),
    (dict(method="posted_premises", served_by="Lee"), "place"),
    (dict(method="email", email_address="ruth@example.com"), "method"),  # no agreement on file
    (dict(method="email"), "email_address"),
    (dict(method="fax"), "method"),
    (dict(method="first_class", served_on=SENT - timedelta(days=1)), "served_on"),
    (dict(method="first_class", served_on=date.today() + timedelta(days=1)), "served_on"),
])
def test_an_attempt_missing_what_proves_it_is_refused_by_field_and_nothing_saved(office, kwargs, field):
    case = make_denial(office, SENT)
    n, audits = ServiceAttempt.select().count(), AuditEntry.select().count()
    args = dict(notice_id=case.notice_id, served_on=SENT) | kwargs
    with pytest.raises(ValidationError) as e:
        svc.record_attempt(office.officer, **args)
    assert e.value.field == field
    assert (ServiceAttempt.select().count(), AuditEntry.select().count()) == (n, audits)


def test_email_to_an_owner_who_agreed_is_recorded_and_audited(office):
    from animaloffice.persistence.models.people import Owner

    case = make_denial(office, SENT)
    Owner.update(email_consent_on=SENT).where(Owner.id == case.owner_id).execute()
    # the letter's mailer named: it serves the notice, so the e-mail moves no deadline (one entry, its own)
    svc.record_mailer(office.clerk, svc.attempts_of(case.notice_id)[0].id, mailed_by="Front desk")
    n = AuditEntry.select().count()
    aid = svc.record_attempt(office.clerk, notice_id=case.notice_id, method="email", served_on=SENT,
                             email_address="ruth@example.com")
    assert ServiceAttempt.get_by_id(aid).seq == 2
    assert AuditEntry.select().count() == n + 1


def test_an_actor_without_the_permission_is_refused(office):
    from animaloffice.domain.roles import Actor
    case = make_denial(office, SENT)
    with pytest.raises(PermissionDenied):
        svc.record_attempt(Actor("x", "nobody", None), notice_id=case.notice_id, method="first_class",
                           served_on=SENT)


def test_a_notice_without_a_hearing_right_is_not_on_the_follow_up_list(office):
    n = record_notice(office.clerk, jurisdiction_id=office.tracy, kind="renewal", sent_on=SENT, method="posted")
    assert Notice.get_by_id(n.id).hearing_right is False
    assert svc.attempts_of(n.id)[0].method == "posted_premises"
    assert n.id not in [x.notice_id for x in without_proof()]


def test_the_follow_up_list_shows_a_notice_whose_certified_mail_came_back_unclaimed(office):
    from animaloffice.queries.hearings import follow_up

    case = make_denial(office, SENT)
    [item] = [f for f in follow_up(office.tracy, date.today()) if f.what == "No proof of service"]
    assert "who mailed it, and when (the affidavit of mailing)" in item.detail  # first class, no mailer named
    first = svc.attempts_of(case.notice_id)[0]
    ServiceAttempt.update(method="certified", article_number="70190700000012345670").where(
        ServiceAttempt.id == first.id).execute()
    [item] = [f for f in follow_up(office.tracy, date.today()) if f.what == "No proof of service"]
    assert item.notice_id == case.notice_id and not item.urgent and "the return of the mail" in item.detail
    svc.record_return(office.clerk, attempt_id=first.id, status="refused", on=SENT + timedelta(days=3))
    [item] = [f for f in follow_up(office.tracy, date.today()) if f.what == "No proof of service"]
    assert item.urgent and "refused or unclaimed" in item.detail


def test_a_hand_delivery_recorded_with_the_notice_says_only_what_is_known_of_it(office):
    """A notice handed over when it was recorded has no server, person or place yet: its service
    reads "hand delivery on ..." with nothing left blank (never "by  to  at")."""
    from animaloffice.services.hearing_letter_languages import served

    case = make_denial(office, SENT)
    [first] = svc.attempts_of(case.notice_id)
    row = ServiceAttempt.get_by_id(first.id)
    row.method, row.served_by, row.served_to, row.place = "hand", "", "", ""
    text = service_attempts.describe(row)
    assert text.startswith("hand delivery on ") and " by " not in text and " to " not in text and " at " not in text
    assert "por ," not in served(row, "es") and ", a ," not in served(row, "es")
    row.served_by, row.place = "Officer Lee", "412 Emory St"
    assert service_attempts.describe(row).endswith(", by Officer Lee at 412 Emory St")
    assert served(row, "es").endswith(", por Officer Lee, en 412 Emory St.")
