"""A first-class letter is proven served by the affidavit of mailing, signed by who mailed it: the
mailing counts as proof only once they are named (its day is the attempt's). Until then the
follow-up list keeps the notice and says what would prove it. Certified and registered mail are
still proven only by the return card; mail that came back proves nothing."""
import io
from datetime import date, timedelta

import pypdf
import pytest

from animaloffice.domain.errors import ConflictError, ValidationError
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.models.service import ServiceAttempt
from animaloffice.queries.hearings import follow_up
from animaloffice.queries.service_attempts import counting_attempt, notice_service
from animaloffice.queries.unserved_notices import without_proof
from animaloffice.services import service_of_notice as svc
from animaloffice.services.service_proof import proof_pdf
from tests.core.hearings.conftest import make_denial

SENT = date.today() - timedelta(days=10)
CERT = "7019 0700 0000 1234 5670"


def _listed(office) -> list[int]:
    return [n.notice_id for n in without_proof(office.tracy)]


def test_a_first_class_letter_nobody_is_named_for_waits_for_its_affidavit_of_mailing(office):
    case = make_denial(office, SENT)
    [first] = svc.attempts_of(case.notice_id)
    assert (first.method, first.served_by) == ("first_class", "")
    assert not notice_service(case.notice_id).attempts[0].proves
    assert svc.service_text(case.notice_id).endswith(". No proof of service yet")
    assert not svc.flagged(case.notice_id)  # nothing came back: it is not flagged, only unproven
    [unserved] = without_proof(office.tracy)
    assert (unserved.notice_id, unserved.method, unserved.came_back) == (case.notice_id, "first_class", False)
    assert unserved.awaited.startswith("who mailed it, and when (the affidavit of mailing)")
    [item] = [f for f in follow_up(office.tracy, date.today()) if f.what == "No proof of service"]
    assert item.notice_id == case.notice_id and "the affidavit of mailing" in item.detail

    svc.record_mailer(office.clerk, first.id, mailed_by="Dana Kruse", expected_version=first.version)
    row = ServiceAttempt.get_by_id(first.id)
    assert (row.served_by, row.served_on) == ("Dana Kruse", SENT)
    assert notice_service(case.notice_id).attempts[0].proves and _listed(office) == []
    assert not [f for f in follow_up(office.tracy, date.today()) if f.what == "No proof of service"]
    assert "No proof" not in svc.service_text(case.notice_id)
    entry = AuditEntry.select().where(AuditEntry.action == "notice.service.mailed_by").get()
    assert entry.record_id == str(first.id) and entry.username == "clerk"
    flat = " ".join(pypdf.PdfReader(io.BytesIO(proof_pdf(first.id))).pages[0].extract_text().split())
    assert "Affidavit of service by mail" in flat and "I, Dana Kruse, state" in flat


def test_a_first_class_attempt_naming_who_mailed_it_is_proven_when_recorded(office):
    case = make_denial(office, SENT)
    svc.void_attempt(office.clerk, svc.attempts_of(case.notice_id)[0].id, "recorded twice")
    assert _listed(office) == [case.notice_id]
    svc.record_attempt(office.clerk, notice_id=case.notice_id, method="first_class", served_on=SENT,
                       served_by="Front desk")
    assert _listed(office) == []


def test_naming_the_mailer_of_a_letter_that_came_back_does_not_prove_it(office):
    case = make_denial(office, SENT)
    [first] = svc.attempts_of(case.notice_id)
    svc.record_return(office.clerk, attempt_id=first.id, status="returned", on=SENT + timedelta(days=5))
    svc.record_mailer(office.clerk, first.id, mailed_by="Front desk")
    assert _listed(office) == [case.notice_id] and svc.flagged(case.notice_id)
    assert "came back" in without_proof(office.tracy)[0].awaited


def test_certified_mail_is_still_proven_only_by_its_return_card(office):
    case = make_denial(office, SENT)
    svc.record_mailer(office.clerk, svc.attempts_of(case.notice_id)[0].id, mailed_by="Front desk")
    svc.void_attempt(office.clerk, svc.attempts_of(case.notice_id)[0].id, "sent certified instead")
    cert = svc.record_attempt(office.clerk, notice_id=case.notice_id, method="certified", served_on=SENT,
                              article=CERT, served_by="Front desk")
    svc.record_mailer(office.clerk, cert, mailed_by="Dana Kruse")  # who mailed it: not its proof
    assert _listed(office) == [case.notice_id]
    assert without_proof(office.tracy)[0].awaited.startswith("the return of the mail")
    svc.record_return(office.clerk, attempt_id=cert, status="delivered", on=SENT + timedelta(days=3))
    assert _listed(office) == []


@pytest.mark.parametrize("mailed_by", ["", "   ", "x" * 121])
def test_a_mailer_must_be_named_and_nothing_is_saved_otherwise(office, mailed_by):
    case = make_denial(office, SENT)
    [first] = svc.attempts_of(case.notice_id)
    audits = AuditEntry.select().count()
    with pytest.raises(ValidationError) as e:
        svc.record_mailer(office.clerk, first.id, mailed_by=mailed_by)
    assert e.value.field == "mailed_by"
    assert ServiceAttempt.get_by_id(first.id).served_by == "" and AuditEntry.select().count() == audits


def test_only_mail_names_a_mailer_and_a_stale_screen_is_refused(office):
    case = make_denial(office, SENT)
    [first] = svc.attempts_of(case.notice_id)
    hand = svc.record_attempt(office.officer, notice_id=case.notice_id, method="hand", served_on=SENT,
                              served_by="Officer Lee", served_to="Ruth Kvistad", place="412 Emory St")
    with pytest.raises(ValidationError) as e:
        svc.record_mailer(office.clerk, hand, mailed_by="Front desk")
    assert e.value.field == "attempt_id"
    assert ServiceAttempt.get_by_id(hand).served_by == "Officer Lee"
    assert ServiceAttempt.get_by_id(first.id).version > first.version  # the hand delivery counts now, not it
    with pytest.raises(ConflictError):  # a screen showing the attempt before that
        svc.record_mailer(office.clerk, first.id, mailed_by="Front desk", expected_version=first.version)
    assert ServiceAttempt.get_by_id(first.id).served_by == ""


def test_a_hand_delivery_serves_before_an_unproven_mailing_and_naming_the_mailer_takes_no_day(office):
    """first_served: the first attempt that served the notice. A letter nobody swore to mailing has
    not (yet): a later hand delivery counts, and naming the mailer afterwards does not make the
    deadline earlier than the day already given (a day given is never taken back)."""
    sent = date(2026, 6, 12)  # Tracy denial: 7 days end Friday June 19 (Juneteenth), so Monday June 22
    case = make_denial(office, sent)
    [first] = svc.attempts_of(case.notice_id)
    assert Notice.get_by_id(case.notice_id).hearing_deadline == date(2026, 6, 22)
    hand = svc.record_attempt(office.officer, notice_id=case.notice_id, method="hand", served_on=date(2026, 6, 17),
                              served_by="Officer Lee", served_to="Ruth Kvistad", place="412 Emory St")
    assert counting_attempt(case.notice_id).id == hand
    assert Notice.get_by_id(case.notice_id).hearing_deadline == date(2026, 6, 24)
    svc.record_mailer(office.clerk, first.id, mailed_by="Front desk")
    n = Notice.get_by_id(case.notice_id)
    assert counting_attempt(n.id).id == first.id  # the mailing served it first, now it is sworn to
    assert n.hearing_deadline == date(2026, 6, 24)
    assert "a day already given is not made earlier" in n.explanation


def test_a_letter_recorded_with_who_mailed_or_handed_it_is_proven_from_the_start(office):
    """Who mailed it, or handed it over, named as the notice is recorded (the send dialogs' "Mailed
    by" / "Handed over by"): its first attempt is the signed affidavit's, and nothing waits on the
    follow-up list; a notice handed over reached its recipient. Named on another method, or too
    long, it is refused with nothing saved."""
    from animaloffice.services.notices import record_notice

    sent = record_notice(office.clerk, jurisdiction_id=office.tracy, kind="other", sent_on=SENT, method="mail",
                         served_by="Dana Kruse")
    [first] = svc.attempts_of(sent.id)
    assert (first.method, first.served_by, first.served_to) == ("first_class", "Dana Kruse", "")
    assert notice_service(sent.id).attempts[0].proves
    handed = record_notice(office.clerk, jurisdiction_id=office.tracy, kind="other", sent_on=SENT,
                           method="in_person", recipient_name="Ida Halvorson", served_by="Officer Lee")
    [first] = svc.attempts_of(handed.id)
    assert (first.method, first.served_by, first.served_to) == ("hand", "Officer Lee", "Ida Halvorson")
    assert notice_service(handed.id).attempts[0].proves
    before = Notice.select().count()
    for method, name in (("certified", "Dana Kruse"), ("posted", "Dana Kruse"), ("mail", "x" * 121)):
        with pytest.raises(ValidationError) as e:
            record_notice(office.clerk, jurisdiction_id=office.tracy, kind="other", sent_on=SENT, method=method,
                          served_by=name)
        assert e.value.field == "served_by"
    assert Notice.select().count() == before
