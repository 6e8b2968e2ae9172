"""An attempt of service recorded in error is voided with its reason, never deleted: it no longer
proves service, the notice's other attempts stand, and the change is audited and versioned."""
from __future__ import annotations

from datetime import date, timedelta

import pytest

from animaloffice.domain.errors import ConflictError, NotFound, PermissionDenied, ValidationError
from animaloffice.domain.roles import Actor
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.models.service import ServiceAttempt
from animaloffice.queries.service_attempts import notice_service
from animaloffice.queries.unserved_notices import without_proof
from animaloffice.services import service_of_notice as svc
from tests.core.hearings.conftest import make_denial

SENT = date.today() - timedelta(days=10)
CERT20 = "7019 0700 0000 1234 5670"


def test_a_voided_attempt_stays_on_file_with_its_reason_and_is_audited(office):
    case = make_denial(office, SENT)
    first = svc.attempts_of(case.notice_id)[0]
    cert = svc.record_attempt(office.officer, notice_id=case.notice_id, method="certified", served_on=SENT,
                              article=CERT20)
    svc.void_attempt(office.officer, cert, "the article number of another letter", expected_version=1)
    row = ServiceAttempt.get_by_id(cert)
    assert row.voided_at is not None and row.void_reason == "the article number of another letter"
    assert (row.voided_by, row.version) == (office.officer.username, 2)
    assert [a.id for a in svc.attempts_of(case.notice_id)] == [first.id]
    entry = AuditEntry.select().where(AuditEntry.action == "notice.service.void").get()
    assert entry.record_id == str(cert) and "another letter" in (entry.note or "")
    listed = {a.id: a for a in notice_service(case.notice_id).attempts}
    assert listed[cert].voided and listed[cert].void_reason.startswith("the article") and not listed[cert].proves
    assert not listed[first.id].voided


def test_voiding_the_only_proof_leaves_the_notice_without_proof_and_flags_mail_back(office):
    case = make_denial(office, SENT)
    first = svc.attempts_of(case.notice_id)[0]
    svc.record_mailer(office.clerk, first.id, mailed_by="Front desk")
    cert = svc.record_attempt(office.officer, notice_id=case.notice_id, method="certified", served_on=SENT,
                              article=CERT20)
    svc.record_return(office.officer, attempt_id=cert, status="refused", on=SENT + timedelta(days=4))
    assert not svc.flagged(case.notice_id)  # the first-class mailing, its mailer named, still proves it
    svc.void_attempt(office.clerk, first.id, "mailed to the old address")
    assert svc.flagged(case.notice_id) and notice_service(case.notice_id).flagged
    assert case.notice_id in [n.notice_id for n in without_proof(office.tracy)]


def test_a_void_needs_a_reason_the_current_version_and_the_right(office):
    case = make_denial(office, SENT)
    first = svc.attempts_of(case.notice_id)[0]
    n = AuditEntry.select().count()
    for reason in ("", "   "):
        with pytest.raises(ValidationError) as e:
            svc.void_attempt(office.officer, first.id, reason)
        assert e.value.field == "reason"
    with pytest.raises(ConflictError):
        svc.void_attempt(office.officer, first.id, "wrong notice", expected_version=first.version + 1)
    with pytest.raises(PermissionDenied):
        svc.void_attempt(Actor("nobody", "nobody", None), first.id, "wrong notice")
    for bad in ("1", None, True, 0, -3, 10**12):
        with pytest.raises((ValidationError, NotFound)) as e:
            svc.void_attempt(office.officer, bad, "wrong notice")
        assert getattr(e.value, "field", None) == "attempt_id"
    assert ServiceAttempt.get_by_id(first.id).voided_at is None and AuditEntry.select().count() == n
    svc.void_attempt(office.officer, first.id, "wrong notice")
    with pytest.raises(ValidationError) as e:  # a void attempt is not voided twice
        svc.void_attempt(office.officer, first.id, "again")
    assert e.value.field == "attempt_id"
