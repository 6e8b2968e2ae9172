"""The article number of a notice sent certified or registered: given with the notice to its first
attempt, or added afterwards to an attempt recorded without it, while no return is recorded;
checked the way USPS checks it (``test_mail_numbers``), audited, at the version the screen showed."""
from __future__ import annotations

import json
from datetime import date, timedelta

import pytest

from animaloffice.domain.errors import ConflictError, PermissionDenied, ValidationError
from animaloffice.domain.roles import Actor
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.models.service import ServiceAttempt
from animaloffice.services import service_of_notice as svc
from animaloffice.services.mail_articles import add_article_number
from animaloffice.services.notices import record_notice
from tests.core.hearings.conftest import make_denial

SENT = date.today() - timedelta(days=10)
CERT20 = "7019 0700 0000 1234 5670"
REGISTERED = "RE123456785US"  # S10: 204 mod 11 = 6, 11 - 6 = 5


def _notice(office, method, **more):
    return record_notice(office.officer, jurisdiction_id=office.tracy, kind="other", sent_on=SENT,
                         recipient_name="Ruth Kvistad", recipient_address="412 Emory St", method=method, **more)


def _first(notice_id) -> ServiceAttempt:
    return ServiceAttempt.get((ServiceAttempt.notice == notice_id) & (ServiceAttempt.seq == 1))


def _counts():
    return ServiceAttempt.select().count(), AuditEntry.select().count()


def test_a_notice_sent_registered_keeps_its_s10_label_number_on_its_first_attempt(office):
    info = _notice(office, "registered", article="re 123456785 us")
    assert (_first(info.id).method, _first(info.id).article_number) == ("registered", REGISTERED)
    info = _notice(office, "certified", article=CERT20)
    assert _first(info.id).article_number == CERT20.replace(" ", "")
    assert _first(_notice(office, "certified").id).article_number == ""  # not known yet: added later


@pytest.mark.parametrize("method, article", [("certified", REGISTERED), ("registered", "RE123456784US"),
                                             ("mail", CERT20), ("in_person", REGISTERED)])
def test_a_notice_with_a_wrong_article_number_is_refused_by_field_and_nothing_saved(office, method, article):
    before = _counts()
    with pytest.raises(ValidationError) as e:
        _notice(office, method, article=article)
    assert e.value.field == "article"
    assert _counts() == before


def test_the_number_is_added_to_a_mailing_without_one_audited_with_what_it_was(office):
    info = _notice(office, "registered")
    first = _first(info.id)
    assert add_article_number(office.clerk, first.id, "RE 123 456 785 US", expected_version=first.version) == REGISTERED
    row = _first(info.id)
    assert (row.article_number, row.version) == (REGISTERED, first.version + 1)
    entry = AuditEntry.select().where(AuditEntry.action == "notice.service.article").get()
    assert (entry.record_id, json.loads(entry.before)["article_number"]) == (str(first.id), "")
    assert REGISTERED in svc.service_text(info.id)


def test_the_number_is_refused_after_the_return_is_recorded_and_nothing_changes(office):
    info = _notice(office, "certified")
    first = _first(info.id)
    svc.record_return(office.officer, attempt_id=first.id, status="delivered", on=SENT + timedelta(days=3))
    before = _counts()
    with pytest.raises(ValidationError) as e:
        add_article_number(office.officer, first.id, CERT20)
    assert e.value.field == "article" and "return" in e.value.reason
    assert _first(info.id).article_number == "" and _counts() == before


def test_the_number_is_refused_at_a_version_another_desk_changed_and_when_already_recorded(office):
    info = _notice(office, "certified")
    first = _first(info.id)
    with pytest.raises(ConflictError):
        add_article_number(office.officer, first.id, CERT20, expected_version=first.version + 1)
    assert _first(info.id).article_number == ""
    add_article_number(office.officer, first.id, CERT20, expected_version=first.version)
    with pytest.raises(ValidationError) as e:
        add_article_number(office.officer, first.id, "9407 1000 0000 0000 0000 09")
    assert e.value.field == "article" and "void the attempt" in e.value.reason
    assert _first(info.id).article_number == CERT20.replace(" ", "")


def test_the_number_is_refused_on_a_mailing_of_the_wrong_kind_or_with_a_bad_check_digit(office):
    case = make_denial(office, SENT)  # first-class mail
    [first] = svc.attempts_of(case.notice_id)
    with pytest.raises(ValidationError) as e:
        add_article_number(office.officer, first.id, CERT20)
    assert e.value.field == "article"
    cert = _first(_notice(office, "certified").id)
    with pytest.raises(ValidationError) as e:
        add_article_number(office.officer, cert.id, "7019 0700 0000 1234 5675")
    assert "check digit" in e.value.reason and _first(cert.notice_id).article_number == ""


def test_a_voided_attempt_takes_no_number_and_a_user_without_the_right_none_at_all(office):
    info = _notice(office, "certified")
    first = _first(info.id)
    with pytest.raises(PermissionDenied):
        add_article_number(Actor("x", "nobody", None), first.id, CERT20)
    svc.void_attempt(office.officer, first.id, "sent to the wrong address")
    with pytest.raises(ValidationError) as e:
        add_article_number(office.officer, first.id, CERT20)
    assert e.value.field == "attempt_id"
