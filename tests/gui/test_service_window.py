"""The service window of a notice, opened from its case on the Hearings tab: a certified mailing
recorded (only the fields certified mail needs), its return recorded unclaimed and flagged, an
attempt voided with its reason, and the proof of service previewed and read back."""
import io
from datetime import date, timedelta

import pypdf
import pytest
from form_dialogs import Dialogs

from animaloffice.domain import hearings as rules
from animaloffice.persistence.models.permits import PermitApplication
from animaloffice.persistence.models.service import ServiceAttempt
from animaloffice.persistence.profiles import profile_for
from animaloffice.services import owners
from animaloffice.services import service_of_notice as svc
from animaloffice.services.notices import record_notice
from ui.context import AppContext
from ui.hearings import create_tab
from ui.widgets.forms import to_qdate

TODAY = date.today()
SENT = TODAY - timedelta(days=8)
ARTICLE = "7019 0700 0000 1234 5670"


@pytest.fixture
def tab(qtbot, office, monkeypatch):
    ctx = AppContext(office.officer, office.tracy)
    widget = create_tab(ctx)
    qtbot.addWidget(widget)
    widget.resize(1300, 800)
    widget.show()
    previews = []
    monkeypatch.setattr("ui.hearings.service_window.preview",
                        lambda parent, pdf, title, doc_type, name: previews.append((title, doc_type, pdf)))
    widget.previews = previews
    return widget


def _denial(office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Abdi", last_name="Hassan",
                            address={"line1": "88 Craig Ave", "city": "Tracy", "postal_code": "56175"})
    app = PermitApplication.create(jurisdiction=office.tracy, number="A-serve", owner=o.id, permit_type="animal",
                                   received_on=SENT, premises="88 Craig Ave", status="denied")
    profile = profile_for(office.tracy)
    return record_notice(office.officer, jurisdiction_id=office.tracy, kind="denial", sent_on=SENT, owner_id=o.id,
                         subject_table="permit_application", subject_id=app.id, reasons="Five dogs; no kennel.",
                         hearing_right=True, hearing_deadline=rules.hearing_request_deadline(profile, SENT))


def _window(tab, notice):
    tab.show_record("notice", notice.id)
    button = tab.case.buttons["service"]
    assert button.isVisible() and button.isEnabled()
    button.click()
    window = tab.service_window
    assert window.isVisible() and notice.number in window.heading.text()
    return window


def test_a_certified_mailing_recorded_returned_unclaimed_and_flagged(tab, office, monkeypatch):
    """Who mailed the first-class letter is named (its affidavit of mailing proves it); the certified
    letter's article number is checked (its USPS check digit), its return recorded unclaimed; with
    the first-class mailing voided nothing proves service, and both the window and the case panel
    flag it."""
    notice = _denial(office)
    window = _window(tab, notice)
    assert [r[1] for r in window.rows()] == ["First-class mail"] and not window.flag.isVisibleTo(window)
    assert "No proof of service yet" in tab.case.details.text()
    first = ServiceAttempt.get(ServiceAttempt.method == "first_class")
    window.choose(first.id)
    assert window.buttons["mailer"].isEnabled()
    d = Dialogs(monkeypatch)
    d.fill["MailerDialog"] = lambda dlg: dlg.mailed_by.setCurrentText("  ")
    window.buttons["mailer"].click()
    assert "Mailed by:" in d.last.refusal() and ServiceAttempt.get_by_id(first.id).served_by == ""
    d.fill["MailerDialog"] = lambda dlg: dlg.mailed_by.setCurrentText("Front Desk Clerk")
    window.buttons["mailer"].click()
    assert ServiceAttempt.get_by_id(first.id).served_by == "Front Desk Clerk"
    assert window.rows()[0][3] == "Front Desk Clerk" and not window.buttons["mailer"].isEnabled()
    assert "No proof of service yet" not in tab.case.details.text()

    def certified(article):
        def fill(dlg):
            dlg.method.setCurrentIndex(dlg.method.findData("certified"))
            assert dlg.article.isVisibleTo(dlg) and not dlg.served_to.isVisibleTo(dlg)
            assert not dlg.email_address.isVisibleTo(dlg) and not dlg.places[0][0].isVisibleTo(dlg)
            dlg.served_on.setDate(to_qdate(SENT))
            dlg.article.setText(article)
            dlg.served_by.setCurrentText("Officer Lee")
            dlg.served_to.setText("left over from another method")  # hidden: never sent
        return fill
    d.fill["AttemptDialog"] = certified("7019 0700 0000 1234 5675")
    window.buttons["record"].click()
    assert "Article number:" in d.last.refusal() and "check digit" in d.last.refusal()
    assert ServiceAttempt.select().count() == 1  # nothing half-saved
    d.fill["AttemptDialog"] = certified(ARTICLE)
    window.buttons["record"].click()
    cert = ServiceAttempt.get(ServiceAttempt.method == "certified")
    assert (cert.article_number, cert.served_by, cert.served_to) == (ARTICLE.replace(" ", ""), "Officer Lee", "")
    assert window.current().id == cert.id and window.buttons["return"].isEnabled()

    def returned_early(dlg):
        dlg.status.setCurrentIndex(dlg.status.findData("unclaimed"))
        dlg.on.setDate(to_qdate(SENT - timedelta(days=1)))
    d.fill["ReturnDialog"] = returned_early
    window.buttons["return"].click()
    assert "may not be before the mailing" in d.last.refusal()

    def unclaimed(dlg):
        dlg.status.setCurrentIndex(dlg.status.findData("unclaimed"))
        dlg.on.setDate(to_qdate(TODAY - timedelta(days=1)))
    d.fill["ReturnDialog"] = unclaimed
    window.buttons["return"].click()
    assert ServiceAttempt.get_by_id(cert.id).return_status == "unclaimed"
    row = window.rows()[1]
    assert row[5] == ARTICLE.replace(" ", "") and row[6] == "Unclaimed" and row[8].startswith("Came back")
    assert not window.flag.isVisibleTo(window)  # the first-class mailing still proves service

    window.choose(ServiceAttempt.get(ServiceAttempt.method == "first_class").id)
    d.fill["ReasonDialog"] = lambda dlg: dlg.reason.setPlainText("Mailed to the old address on Elm St")
    window.buttons["void"].click()
    assert window.flag.isVisibleTo(window) and "came back" in window.flag.text()
    shown = tab.case.details.text()
    assert "NOT SERVED" in shown and "unclaimed" in shown


def test_an_attempt_is_voided_with_its_reason_and_stays_listed(tab, office, monkeypatch):
    notice = _denial(office)
    # the letter's mailer named: it serves the notice, so the hand delivery moves no deadline
    svc.record_mailer(office.clerk, svc.attempts_of(notice.id)[0].id, mailed_by="Front Desk Clerk")
    window = _window(tab, notice)
    d = Dialogs(monkeypatch)

    def hand(dlg):
        dlg.method.setCurrentIndex(dlg.method.findData("hand"))
        assert dlg.served_to.isVisibleTo(dlg) and dlg.place.isVisibleTo(dlg) and not dlg.article.isVisibleTo(dlg)
        dlg.served_by.setCurrentText("Officer Lee")
        dlg.served_to.setText("Abdi Hassan")
    d.fill["AttemptDialog"] = hand
    window.buttons["record"].click()
    assert "Where:" in d.last.refusal() and ServiceAttempt.select().count() == 1
    d.fill["AttemptDialog"] = lambda dlg: (hand(dlg), dlg.place.setText("88 Craig Ave, front step"))
    window.buttons["record"].click()
    handed = ServiceAttempt.get(ServiceAttempt.method == "hand")
    assert window.current().id == handed.id
    d.fill["ReasonDialog"] = lambda dlg: None  # no reason
    window.buttons["void"].click()
    assert "Reason:" in d.last.refusal() and ServiceAttempt.get_by_id(handed.id).voided_at is None
    d.fill["ReasonDialog"] = lambda dlg: dlg.reason.setPlainText("Recorded on the wrong notice")
    window.buttons["void"].click()
    row = ServiceAttempt.get_by_id(handed.id)
    assert row.voided_at is not None and row.void_reason == "Recorded on the wrong notice"
    listed = window.rows()
    assert len(listed) == 2 and listed[1][8] == "Void: Recorded on the wrong notice"
    window.choose(handed.id)
    assert not window.buttons["void"].isEnabled() and not window.buttons["print"].isEnabled()
    assert "hand delivery" not in tab.case.details.text()


def test_the_proof_of_service_of_a_certified_mailing_is_previewed(tab, office, monkeypatch):
    notice = _denial(office)
    window = _window(tab, notice)
    d = Dialogs(monkeypatch)

    def certified(dlg):
        dlg.method.setCurrentIndex(dlg.method.findData("certified"))
        dlg.served_on.setDate(to_qdate(SENT))
        dlg.article.setText(ARTICLE)
        dlg.served_by.setCurrentText("Officer Dana Lee")
    d.fill["AttemptDialog"] = certified
    window.buttons["record"].click()
    window.buttons["print"].click()
    title, doc_type, pdf = tab.previews[-1]
    assert doc_type == "proof_of_service" and notice.number in title
    text = " ".join(" ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf)).pages).split())
    assert ARTICLE.replace(" ", "") in text.replace(" ", "") and "Officer Dana Lee" in text
    assert notice.number in text



def test_an_attempt_the_deadlines_count_from_needs_its_reason_and_moves_the_deadline(tab, office, monkeypatch):
    """Ticking "Deadlines count from this" shows the reason's field; without a reason the service
    refuses it by that field; with one the hand delivery two days after the mailing counts and the
    case shows the later day to request a hearing."""
    from animaloffice.domain.explain import fmt_date
    from animaloffice.persistence.models.enforcement import Notice

    notice = _denial(office)
    window = _window(tab, notice)
    d = Dialogs(monkeypatch)
    handed = SENT + timedelta(days=2)

    def hand(reason):
        def fill(dlg):
            dlg.method.setCurrentIndex(dlg.method.findData("hand"))
            assert not dlg.count_reason.isVisibleTo(dlg)
            dlg.counts.setChecked(True)
            assert dlg.count_reason.isVisibleTo(dlg)
            dlg.served_on.setDate(to_qdate(handed))
            dlg.served_by.setCurrentText("Officer Lee")
            dlg.served_to.setText("Abdi Hassan")
            dlg.place.setText("88 Craig Ave")
            dlg.count_reason.setText(reason)
        return fill
    d.fill["AttemptDialog"] = hand("")
    window.buttons["record"].click()
    assert "say why the deadlines count from this attempt" in d.last.refusal()
    assert ServiceAttempt.select().count() == 1
    d.fill["AttemptDialog"] = hand("The owner says the letter never came")
    window.buttons["record"].click()
    moved = rules.hearing_request_deadline(profile_for(office.tracy), handed).value
    assert Notice.get_by_id(notice.id).hearing_deadline == moved > notice.hearing_deadline
    assert window.rows()[1][8] == "Deadlines count from this (chosen: The owner says the letter never came)"
    assert fmt_date(moved) in tab.case.details.text()


def test_the_officer_counts_the_deadlines_from_a_later_attempt_with_the_reason(tab, office, monkeypatch):
    """A posting recorded after the mailing: the mailing still counts (it proves service); the officer
    counts from the posting with a reason and the deadline moves; the mailing, earlier than the
    rule's choice once it came back, is refused with why."""
    from animaloffice.persistence.models.enforcement import Notice

    notice = _denial(office)
    svc.record_mailer(office.clerk, svc.attempts_of(notice.id)[0].id, mailed_by="Front Desk Clerk")  # sworn to
    posted_on = SENT + timedelta(days=3)
    posting = svc.record_attempt(office.officer, notice_id=notice.id, method="posted_premises", served_on=posted_on,
                                 served_by="Officer Lee", place="88 Craig Ave, front door")
    window = _window(tab, notice)
    window.choose(posting)
    assert window.buttons["count"].isEnabled()
    d = Dialogs(monkeypatch)
    d.fill["ReasonDialog"] = lambda dlg: dlg.reason.setPlainText("The owner was away when it was mailed")
    window.buttons["count"].click()
    moved = rules.hearing_request_deadline(profile_for(office.tracy), posted_on).value
    assert Notice.get_by_id(notice.id).hearing_deadline == moved
    assert window.rows()[1][8] == "Deadlines count from this (chosen: The owner was away when it was mailed)"
    window.choose(posting)
    assert not window.buttons["count"].isEnabled()
    mailing = ServiceAttempt.get((ServiceAttempt.notice == notice.id) & (ServiceAttempt.seq == 1))
    svc.record_return(office.clerk, attempt_id=mailing.id, status="returned", on=SENT + timedelta(days=2))
    window.refresh()
    window.choose(mailing.id)
    d.fill["ReasonDialog"] = lambda dlg: dlg.reason.setPlainText("The first letter")
    window.buttons["count"].click()
    assert "would take days from the owner" in d.last.refusal()
