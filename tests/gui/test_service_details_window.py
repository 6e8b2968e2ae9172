"""Who served a notice, when, and by e-mail only with the owner's agreement, from the windows: the
service window's "Served by" offers the office's users (the signed-in one chosen) or a typed name, a
hand delivery keeps its time, an e-mail waits for the agreement recorded in the owner form, a return
recorded from a stale window is refused; the Kennel tab's posting names the officer who posted it."""
from datetime import date, timedelta

import pytest
from form_dialogs import Dialogs
from PySide6.QtCore import Qt

from animaloffice.domain import hearings as rules
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.people import Owner
from animaloffice.persistence.models.permits import PermitApplication
from animaloffice.persistence.models.service import ServiceAttempt
from animaloffice.persistence.profiles import profile_for
from animaloffice.queries.owners import owner_header
from animaloffice.services import impounds, owners
from animaloffice.services import service_of_notice as svc
from animaloffice.services.notices import record_notice
from ui.context import AppContext
from ui.hearings import create_tab
from ui.intake import common
from ui.intake import create_tab as create_intake_tab
from ui.owners.dialogs import OwnerDialog
from ui.widgets.forms import to_qdate

TODAY = date.today()
SENT = TODAY - timedelta(days=8)
ARTICLE = "7019 0700 0000 1234 5670"


@pytest.fixture
def tab(qtbot, office):
    widget = create_tab(AppContext(office.clerk, office.tracy))
    qtbot.addWidget(widget)
    widget.resize(1300, 800)
    widget.show()
    return widget


def _denial(office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Abdi", last_name="Hassan",
                            email="abdi@example.com",
                            address={"line1": "88 Craig Ave", "city": "Tracy", "postal_code": "56175"})
    app = PermitApplication.create(jurisdiction=office.tracy, number="A-details", owner=o.id, permit_type="animal",
                                   received_on=SENT, premises="88 Craig Ave", status="denied")
    return record_notice(office.officer, jurisdiction_id=office.tracy, kind="denial", sent_on=SENT, owner_id=o.id,
                         subject_table="permit_application", subject_id=app.id, reasons="Five dogs; no kennel.",
                         hearing_right=True,
                         hearing_deadline=rules.hearing_request_deadline(profile_for(office.tracy), SENT))


def _window(tab, notice):
    tab.show_record("notice", notice.id)
    tab.case.buttons["service"].click()
    return tab.service_window


def test_a_hand_delivery_is_served_by_an_office_user_or_a_typed_name_at_its_time(tab, office, monkeypatch):
    window = _window(tab, _denial(office))
    d = Dialogs(monkeypatch)
    seen = {}

    def hand(at: str, by: str | None = None):
        def fill(dlg):
            dlg.method.setCurrentIndex(dlg.method.findData("hand"))
            seen["names"] = [dlg.served_by.itemText(i) for i in range(dlg.served_by.count())]
            seen["default"] = dlg.served_by.currentText()
            seen["time shown"] = dlg.served_at.isVisibleTo(dlg)
            seen["places"] = len(dlg.places)
            dlg.served_on.setDate(to_qdate(SENT))
            if by is not None:
                dlg.served_by.setCurrentText(by)
            dlg.served_to.setText("Abdi Hassan")
            dlg.place.setText("88 Craig Ave")
            dlg.served_at.setText(at)
        return fill
    d.fill["AttemptDialog"] = hand("about noon")
    window.buttons["record"].click()
    assert "At time (optional): must be a time of day like 7:40 AM or 19:40" in d.last.refusal()
    assert ServiceAttempt.select().count() == 1
    assert {"Admin", "Clerk", "Officer"} <= set(seen["names"]) and seen["default"] == "Clerk"
    assert seen["time shown"] and seen["places"] == 3  # the state-law layer's three places (MN-347.14)
    d.fill["AttemptDialog"] = hand("4:15 PM", by="Officer")
    window.buttons["record"].click()
    row = ServiceAttempt.get(ServiceAttempt.method == "hand")
    assert (row.served_by, row.served_at.strftime("%H:%M")) == ("Officer", "16:15")
    d.fill["AttemptDialog"] = hand("", by="Deputy Ann Berg")  # someone who is no user of the program
    window.buttons["record"].click()
    last = ServiceAttempt.select().order_by(ServiceAttempt.id.desc()).first()
    assert (last.served_by, last.served_at) == ("Deputy Ann Berg", None)


def test_an_email_waits_for_the_owners_agreement_recorded_in_the_owner_form(tab, office, monkeypatch, qtbot):
    notice = _denial(office)
    window = _window(tab, notice)
    d = Dialogs(monkeypatch)

    def email(dlg):
        dlg.method.setCurrentIndex(dlg.method.findData("email"))
        assert dlg.email_address.isVisibleTo(dlg) and not dlg.served_at.isVisibleTo(dlg)
        dlg.served_on.setDate(to_qdate(SENT))
        dlg.email_address.setText("abdi@example.com")
    d.fill["AttemptDialog"] = email
    window.buttons["record"].click()
    assert "has no agreement to receive notices by e-mail on file" in d.last.refusal()
    assert ServiceAttempt.select().count() == 1

    owner_id = Notice.get_by_id(notice.id).owner_id
    form = OwnerDialog(AppContext(office.clerk, office.tracy), owner_header(owner_id))
    qtbot.addWidget(form)
    assert form.consent_on.accessibleName() == "email consent on"
    form.consent_on.setDate(to_qdate(SENT - timedelta(days=1)))
    assert form.submit()
    assert Owner.get_by_id(owner_id).email_consent_on == SENT - timedelta(days=1)
    window.buttons["record"].click()
    assert ServiceAttempt.get(ServiceAttempt.method == "email").email_address == "abdi@example.com"

    form = OwnerDialog(AppContext(office.clerk, office.tracy), owner_header(owner_id))
    qtbot.addWidget(form)
    form.consent_withdrawn.setDate(to_qdate(SENT - timedelta(days=2)))
    assert not form.submit()  # before the agreement: refused, the form stays open
    assert "may not be before the owner agreed" in form.banner.text()
    assert Owner.get_by_id(owner_id).email_consent_withdrawn_on is None


def test_a_return_recorded_from_a_window_another_desk_has_overtaken_is_refused(tab, office, monkeypatch):
    notice = _denial(office)
    aid = svc.record_attempt(office.officer, notice_id=notice.id, method="certified", served_on=SENT, article=ARTICLE)
    window = _window(tab, notice)
    window.choose(aid)
    svc.record_return(office.officer, attempt_id=aid, status="delivered", on=SENT + timedelta(days=2))  # the other desk
    d = Dialogs(monkeypatch)

    def unclaimed(dlg):
        dlg.status.setCurrentIndex(dlg.status.findData("unclaimed"))
        dlg.on.setDate(to_qdate(SENT + timedelta(days=6)))
    d.fill["ReturnDialog"] = unclaimed
    window.buttons["return"].click()
    assert d.last.refusal() and d.last.result_value is None
    row = ServiceAttempt.get_by_id(aid)
    assert (row.return_status, row.return_on) == ("delivered", SENT + timedelta(days=2))


def test_the_kennel_tabs_posting_names_the_officer_who_posted_it(qtbot, office, monkeypatch):
    monkeypatch.setattr(common, "show_pdf", lambda *a: None)
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                        new_animal={"species": "dog", "colour": "tan"}, on=TODAY - timedelta(days=1))
    tab = create_intake_tab(AppContext(office.clerk, office.tracy))
    qtbot.addWidget(tab)
    tab.show()
    tab.show_record("impound", r.impound_id)
    posting = tab.panel.posting_notice()
    assert len(posting.places) == 3 and posting.posted_by.currentText() == "Clerk"
    posting.posted_by.setCurrentText("Officer")
    qtbot.mouseClick(posting.ok_button, Qt.MouseButton.LeftButton)
    attempt = ServiceAttempt.get(ServiceAttempt.method == "posted_public")
    assert attempt.served_by == "Officer"
