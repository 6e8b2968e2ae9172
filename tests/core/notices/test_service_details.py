"""What a proof of service says of who served the notice, when, and to whom by e-mail:
- MN-347.14: a posting in public places names who posted it (an officer's posting recorded at the desk
  names the officer, not the clerk), who signs its affidavit; the number of places is the state-law
  layer's, with its source;
- a hand delivery may keep its time of day, printed on the affidavit of personal service;
- a return of the mail recorded by two desks at once: the second is refused, not written over;
- a notice is e-mailed only to an owner whose agreement is on file, dated, for the day of the e-mail."""
from __future__ import annotations

import dataclasses
import io
import json
from datetime import date, datetime, time, timedelta

import pypdf
import pytest

from animaloffice.domain.errors import ConflictError, ValidationError
from animaloffice.domain.profile_readings import PublicPosting
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.office import AuditEntry, User
from animaloffice.persistence.models.people import Owner
from animaloffice.persistence.models.service import ServiceAttempt
from animaloffice.persistence.profiles import profile_for
from animaloffice.services import impound_notices, impounds, owners
from animaloffice.services import service_of_notice as svc
from animaloffice.services.notices import record_notice
from animaloffice.services.service_of_notice import Place
from animaloffice.services.service_proof import proof_pdf
from tests.core.hearings.conftest import make_denial

SENT = date.today() - timedelta(days=10)
PLACES = ["City Hall", "Post office", "Public library"]
CERT = "7019 0700 0000 1234 5670"


def _text(pdf: bytes) -> str:
    return " ".join("\n".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf)).pages).split())


def _counts() -> tuple[int, int, int]:
    return Notice.select().count(), ServiceAttempt.select().count(), AuditEntry.select().count()


@pytest.fixture
def stray(office):
    User.update(full_name="Pat Clerk").where(User.username == "clerk").execute()
    return impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                           new_animal={"species": "dog", "colour": "tan"}, on=SENT - timedelta(days=1))


# --- who posted it (MN-347.14) ------------------------------------------------------------------

def test_mn_347_14_a_clerk_recording_an_officers_posting_names_the_officer_who_signs_the_affidavit(office, stray):
    info = impound_notices.post_notice(office.clerk, stray.impound_id, on=SENT, places=PLACES,
                                       posted_by=" Officer Dana Kruse ")
    [first] = svc.attempts_of(info.id)
    assert (first.method, first.served_by) == ("posted_public", "Officer Dana Kruse")
    flat = _text(proof_pdf(first.id))
    assert "Affidavit of posting" in flat and "I, Officer Dana Kruse, state" in flat
    assert "Pat Clerk" not in flat  # the clerk who typed it in signs nothing
    entry = AuditEntry.select().where(AuditEntry.action == "notice.service").order_by(AuditEntry.id.desc()).first()
    assert entry.username == "clerk"  # the log keeps who recorded it


def test_mn_347_14_a_posting_names_the_user_recording_it_when_no_one_else_is_named(office, stray):
    info = impound_notices.post_notice(office.clerk, stray.impound_id, on=SENT, places=PLACES)
    assert svc.attempts_of(info.id)[0].served_by == "Pat Clerk"
    assert "I, Pat Clerk, state" in _text(proof_pdf(svc.attempts_of(info.id)[0].id))


def test_mn_347_14_a_quarantine_notice_posted_for_an_unknown_owner_names_who_posted_it(office):
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="quarantine",
                        new_animal={"species": "dog", "colour": "black"}, on=SENT - timedelta(days=1),
                        quarantine="bite", bite_on=SENT - timedelta(days=2))
    info = impound_notices.send_quarantine_notice(office.clerk, r.impound_id, on=SENT, places=PLACES,
                                                  posted_by="Officer Lind")
    assert svc.attempts_of(info.id)[0].served_by == "Officer Lind"


def test_who_posted_is_only_for_a_posting_and_no_longer_than_a_name_and_nothing_is_saved(office, stray):
    before = _counts()
    for kwargs, field, reason in (
            (dict(method="mail"), "posted_by", "only a posting in public places names who posted it"),
            (dict(method="posted", places=PLACES, posted_by_="x" * 121), "posted_by", None)):
        posted_by = kwargs.pop("posted_by_", "Officer Lind")
        with pytest.raises(ValidationError) as e:
            record_notice(office.clerk, jurisdiction_id=office.tracy, kind="other", sent_on=SENT,
                          posted_by=posted_by, **kwargs)
        assert e.value.field == field and (reason is None or e.value.reason == reason)
    assert _counts() == before


# --- the number of places is state law, from the profile ----------------------------------------

def _posting_of(monkeypatch, places: int) -> None:
    """The profile's state-law layer naming `places` public places (as another state's file might)."""
    real = profile_for

    def changed(jid):
        p = real(jid)
        state = dataclasses.replace(p.readings.state, posting=PublicPosting(places, "Test Stat. 1", "XX-1"))
        return dataclasses.replace(p, readings=dataclasses.replace(p.readings, state=state))
    monkeypatch.setattr("animaloffice.services.notices.profile_for", changed)
    monkeypatch.setattr("animaloffice.services.service_of_notice.profile_for", changed)


def test_mn_347_14_the_number_of_public_places_is_read_from_the_state_law_layer(office, stray, monkeypatch):
    assert svc.places_needed_for(make_denial(office, SENT).notice_id) == 3
    _posting_of(monkeypatch, 4)
    with pytest.raises(ValidationError) as e:
        impound_notices.post_notice(office.clerk, stray.impound_id, on=SENT, places=PLACES)
    assert (e.value.field, e.value.reason) == ("places", "name at least 4 public places where the notice is posted")
    info = impound_notices.post_notice(office.clerk, stray.impound_id, on=SENT, places=[*PLACES, "Fire hall"])
    assert len(json.loads(svc.attempts_of(info.id)[0].public_places)) == 4
    case = make_denial(office, SENT, number="A-4")
    assert svc.places_needed_for(case.notice_id) == 4
    with pytest.raises(ValidationError) as e:
        svc.record_attempt(office.officer, notice_id=case.notice_id, method="posted_public", served_on=SENT,
                           served_by="Officer Lind", public_places=[Place(p, SENT) for p in PLACES])
    assert (e.value.field, e.value.reason) == ("public_places", "needs at least 4 public places and the day of each")


# --- the time of a hand delivery ----------------------------------------------------------------

def test_a_hand_delivery_keeps_its_time_and_the_affidavit_prints_it(office):
    case = make_denial(office, SENT)
    aid = svc.record_attempt(office.officer, notice_id=case.notice_id, method="hand", served_on=SENT,
                             served_by="Officer Lee", served_to="Ruth Kvistad", place="412 Emory St",
                             served_at="7:40 pm")
    assert ServiceAttempt.get_by_id(aid).served_at == time(19, 40)
    day = f"{SENT:%B} {SENT.day}, {SENT.year}"
    flat = _text(proof_pdf(aid))
    assert f"On {day}, at 7:40 PM, I handed a true copy of the notice to Ruth Kvistad, at 412 Emory St." in flat
    # the hearing screen and the written decision say the time too, each in its language
    from animaloffice.queries.service_attempts import describe
    from animaloffice.services.hearing_letter_languages import served

    row = ServiceAttempt.get_by_id(aid)
    assert describe(row).startswith(f"hand delivery on {day} at 7:40 PM, by Officer Lee")
    assert f"{day} at 7:40 PM" in served(row, "en")
    assert "a las 7:40 p.\u00a0m." in served(row, "es") and "PM" not in served(row, "es")
    other = svc.record_attempt(office.officer, notice_id=case.notice_id, method="hand", served_on=SENT,
                               served_by="Officer Lee", served_to="Ruth Kvistad", place="412 Emory St",
                               served_at=time(9, 5, 30))
    assert ServiceAttempt.get_by_id(other).served_at == time(9, 5)  # to the minute
    assert f"On {day}, at 9:05 AM, I handed" in _text(proof_pdf(other))


def test_a_hand_delivery_without_its_time_prints_the_day_alone(office):
    case = make_denial(office, SENT)
    aid = svc.record_attempt(office.officer, notice_id=case.notice_id, method="hand", served_on=SENT,
                             served_by="Officer Lee", served_to="Ruth Kvistad", place="412 Emory St", served_at="  ")
    assert ServiceAttempt.get_by_id(aid).served_at is None
    assert f"On {SENT:%B} {SENT.day}, {SENT.year}, I handed" in _text(proof_pdf(aid))


def test_the_time_is_written_the_languages_way_on_the_affidavit():
    from animaloffice.documents.base import Letterhead
    from animaloffice.documents.proof_of_service import proof_letter

    values = {"method": "hand", "return_kind": "not_mailed", "seq": 2, "notice_number": "N1",
              "notice_title": "Notice", "notice_issued_on": "1/2/2026", "recipient_name": "R",
              "recipient_address": "A", "server_name": "S", "served_on": "June 22, 2026",
              "served_on_iso": "2026-06-22", "served_at": "19:40", "article_number": "", "served_to": "Ruth",
              "place": "412 Emory St", "places": "", "email_address": "", "return_on": "", "county": "Lyon"}
    head = Letterhead(office_name="Office", jurisdiction_name="City")
    english = " ".join(proof_letter(values, head).paragraphs)
    assert "On June 22, 2026, at 7:40 PM, I handed" in english
    spanish = " ".join(proof_letter({**values, "language": "es"}, head).paragraphs)
    assert "El 22 de junio de 2026, a las 7:40 p.\u00a0m., entregué personalmente" in spanish


@pytest.mark.parametrize(("kwargs", "reason"), [
    (dict(method="hand", served_at="25:10"), "must be a time of day like 7:40 AM or 19:40"),
    (dict(method="hand", served_at="13:10 PM"), "must be a time of day like 7:40 AM or 19:40"),
    (dict(method="hand", served_at="about noon"), "must be a time of day like 7:40 AM or 19:40"),
    (dict(method="hand", served_at=1940), "must be a time of day"),
    (dict(method="first_class", served_at="7:40 AM"), "only a hand delivery records the time it was made"),
])
def test_a_time_that_is_no_time_or_not_of_a_hand_delivery_is_refused_and_nothing_saved(office, kwargs, reason):
    case = make_denial(office, SENT)
    before = _counts()
    with pytest.raises(ValidationError) as e:
        svc.record_attempt(office.officer, notice_id=case.notice_id, served_on=SENT, served_by="Officer Lee",
                           served_to="Ruth Kvistad", place="412 Emory St", **kwargs)
    assert (e.value.field, e.value.reason) == ("served_at", reason)
    assert _counts() == before


def test_a_delivery_made_today_may_not_be_later_than_now(office):
    now = datetime.now()
    if now.hour == 23:
        pytest.skip("no later hour today to try")
    case = make_denial(office, SENT)
    with pytest.raises(ValidationError) as e:
        svc.record_attempt(office.officer, notice_id=case.notice_id, method="hand", served_on=now.date(),
                           served_by="Lee", served_to="Ruth", place="412 Emory St", served_at=time(now.hour + 1, 0))
    assert (e.value.field, e.value.reason) == ("served_at", "may not be later than now on a delivery made today")
    svc.record_attempt(office.officer, notice_id=case.notice_id, method="hand", served_on=now.date() - timedelta(days=1),
                       served_by="Lee", served_to="Ruth", place="412 Emory St", served_at=time(23, 59))


# --- the return of the mail, from two desks --------------------------------------------------------

def test_a_return_recorded_from_a_stale_screen_is_refused_and_the_first_stands(office):
    case = make_denial(office, SENT)
    aid = svc.record_attempt(office.officer, notice_id=case.notice_id, method="certified", served_on=SENT,
                             article=CERT)
    shown = ServiceAttempt.get_by_id(aid).version  # both desks show this
    svc.record_return(office.clerk, attempt_id=aid, status="delivered", on=SENT + timedelta(days=2),
                      expected_version=shown)
    # the signed card served the notice: the deadlines now count from it (marked on the attempt too)
    saved, audits = ServiceAttempt.get_by_id(aid).version, AuditEntry.select().count()
    with pytest.raises(ConflictError):
        svc.record_return(office.officer, attempt_id=aid, status="unclaimed", on=SENT + timedelta(days=5),
                          notes="back from the post office", expected_version=shown)
    row = ServiceAttempt.get_by_id(aid)
    assert (row.return_status, row.return_on, row.notes) == ("delivered", SENT + timedelta(days=2), "")
    assert row.version == saved and AuditEntry.select().count() == audits
    entry = AuditEntry.select().where(AuditEntry.action == "notice.return.delivered").get()
    assert json.loads(entry.before)["return_status"] == "" and entry.record_id == str(aid)


# --- e-mail only to an owner who agreed, on the day ----------------------------------------------

def _agreed(owner_id: int, on: date | None, withdrawn: date | None = None) -> None:
    Owner.update(email_consent_on=on, email_consent_withdrawn_on=withdrawn).where(Owner.id == owner_id).execute()


def _email(office, notice_id: int, on: date) -> int:
    return svc.record_attempt(office.clerk, notice_id=notice_id, method="email", served_on=on,
                              email_address="ruth@example.com")


def test_an_email_is_refused_without_the_owners_agreement_on_file_and_nothing_is_saved(office):
    case = make_denial(office, SENT)
    before = _counts()
    with pytest.raises(ValidationError) as e:
        _email(office, case.notice_id, SENT)
    assert e.value.field == "method"
    assert "the owner has no agreement to receive notices by e-mail on file" in e.value.reason
    assert "record the agreement on the owner first" in e.value.reason
    assert _counts() == before


def test_an_email_counts_only_inside_the_dated_agreement(office):
    case = make_denial(office, SENT - timedelta(days=5))
    agreed, withdrawn = SENT - timedelta(days=2), SENT + timedelta(days=3)
    _agreed(case.owner_id, agreed, withdrawn)
    for day, why in ((agreed - timedelta(days=1), "after this day"), (withdrawn, "withdrew"),
                     (withdrawn + timedelta(days=1), "withdrew")):
        with pytest.raises(ValidationError) as e:
            _email(office, case.notice_id, day)
        assert why in e.value.reason
    assert ServiceAttempt.get_by_id(_email(office, case.notice_id, agreed)).method == "email"
    assert ServiceAttempt.get_by_id(_email(office, case.notice_id, withdrawn - timedelta(days=1))).method == "email"


def test_a_notice_to_no_owner_on_file_is_not_emailed(office):
    n = record_notice(office.clerk, jurisdiction_id=office.tracy, kind="other", sent_on=SENT, method="mail",
                      recipient_name="Someone")
    with pytest.raises(ValidationError) as e:
        _email(office, n.id, SENT)
    assert e.value.field == "method" and "no owner on file" in e.value.reason


def test_a_notice_first_sent_by_email_needs_the_agreement_too_and_nothing_is_saved(office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Olson",
                            address={"line1": "1 Elm St", "city": "Tracy", "postal_code": "56175"})
    before = _counts()
    with pytest.raises(ValidationError) as e:
        record_notice(office.clerk, jurisdiction_id=office.tracy, kind="other", sent_on=SENT, method="email",
                      owner_id=o.id)
    assert e.value.field == "method" and "record the agreement on the owner first" in e.value.reason
    with pytest.raises(ValidationError) as e:  # nor to someone with no owner record
        record_notice(office.clerk, jurisdiction_id=office.tracy, kind="other", sent_on=SENT, method="email",
                      recipient_name="Someone")
    assert "no owner on file" in e.value.reason
    assert _counts() == before
    _agreed(o.id, SENT)
    n = record_notice(office.clerk, jurisdiction_id=office.tracy, kind="other", sent_on=SENT, method="email",
                      owner_id=o.id)
    assert [a.method for a in ServiceAttempt.select().where(ServiceAttempt.notice == n.id)] == ["email"]


def test_the_owners_agreement_is_recorded_with_its_days_and_withdrawn(office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Olson",
                            email_consent_on=SENT)
    assert (Owner.get_by_id(o.id).email_consent_on, Owner.get_by_id(o.id).email_consent_withdrawn_on) == (SENT, None)
    owners.update_owner(office.clerk, o.id, expected_version=o.version, email_consent_withdrawn_on=SENT + timedelta(days=4))
    row = Owner.get_by_id(o.id)
    assert (row.email_consent_on, row.email_consent_withdrawn_on) == (SENT, SENT + timedelta(days=4))
    entry = AuditEntry.select().where(AuditEntry.action == "owner.update").order_by(AuditEntry.id.desc()).get()
    assert json.loads(entry.before)["email_consent_withdrawn_on"] is None


@pytest.mark.parametrize(("agreed", "withdrawn", "field", "reason"), [
    (None, SENT, "email_consent_withdrawn_on", "only an agreement on file can be withdrawn"),
    (SENT, SENT - timedelta(days=1), "email_consent_withdrawn_on", "may not be before the owner agreed"),
    (date.today() + timedelta(days=1), None, "email_consent_on", "may not be after"),
    (SENT, date.today() + timedelta(days=1), "email_consent_withdrawn_on", "may not be after"),
    ("2026-01-02", None, "email_consent_on", "must be a date"),
])
def test_an_agreement_with_impossible_days_is_refused_naming_the_field(office, agreed, withdrawn, field, reason):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Olson")
    with pytest.raises(ValidationError) as e:
        owners.update_owner(office.clerk, o.id, expected_version=o.version, email_consent_on=agreed,
                            email_consent_withdrawn_on=withdrawn)
    assert e.value.field == field and reason in e.value.reason
    row = Owner.get_by_id(o.id)
    assert (row.email_consent_on, row.email_consent_withdrawn_on, row.version) == (None, None, o.version)
