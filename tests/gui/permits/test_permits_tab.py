"""The Permits tab driven through its widgets: an approval, a denial with its notice, a
revocation with its letter. Modal dialogs are filled in by a replacement for exec()."""
import io
from datetime import date, timedelta

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt

from animaloffice.domain.explain import fmt_short
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.permits import Permit, PermitApplication
from animaloffice.queries import permit_checks
from animaloffice.services import owners, permit_inspections, permit_notices
from animaloffice.services import permits as svc
from animaloffice.services.payments import PaymentInput
from ui.context import AppContext
from ui.permits import action_dialogs, application_dialog, create_tab, decision_dialog, inspection_dialog

TODAY = date.today()


def pdf_text(tab) -> str:
    data = tab.last_preview.data
    return " ".join(" ".join(p.extract_text().split()) for p in PdfReader(io.BytesIO(data)).pages)


def filler(monkeypatch, cls, fill):
    """Replace cls.exec: fill the dialog, press OK, report how it closed."""
    seen = []

    def fake_exec(self):
        seen.append(self)
        fill(self)
        self.accept()
        return self.result()
    monkeypatch.setattr(cls, "exec", fake_exec)
    return seen


@pytest.fixture
def tab_for(qtbot, office):
    def make(jid, actor=None):
        ctx = AppContext(actor or office.admin, jid)
        tab = create_tab(ctx)
        qtbot.addWidget(tab)
        tab.resize(1200, 800)
        tab.show()
        return tab
    return make


def _owner(office, where, **kw):
    return owners.create_owner(office.clerk, jurisdiction_id=office.jurisdiction(where),
                               address={"line1": "88 Lake Ave", "city": where.title(), "postal_code": "56187"},
                               **kw).id


def test_breeder_from_application_through_inspection_to_permit(qtbot, office, tab_for, monkeypatch):
    """W-90.10H1: application, a passed W-90.11 inspection, then the permit with its conditions."""
    owner = _owner(office, "worthington", first_name="Karen", last_name="Dahl")
    tab = tab_for(office.worthington)

    def fill_application(d):
        d.owner.set_owner(owner)
        d.kind.setCurrentIndex(d.kind.findData("breeder_hobbyist"))
        d.description.setPlainText("Labradors, two litters a year")
        d.pay_method.setCurrentIndex(d.pay_method.findData("cash"))
        assert "$50.00" in d.fee.text()
    filler(monkeypatch, application_dialog.ApplicationDialog, fill_application)
    qtbot.mouseClick(tab.new_button, Qt.MouseButton.LeftButton)
    app = PermitApplication.get(PermitApplication.owner == owner)
    assert tab.current == ("application", app.id) and "W-90.10H1" in tab.detail.toPlainText()
    assert not tab.buttons["print_permit"].isEnabled()

    def fill_inspection(d):
        d.mark_all_meet()
        d.set_finding("closed_days", None)
    filler(monkeypatch, inspection_dialog.InspectionDialog, fill_inspection)
    qtbot.mouseClick(tab.buttons["inspect"], Qt.MouseButton.LeftButton)
    assert "Inspection report" in tab.last_preview.windowTitle() and "Not applicable" in pdf_text(tab)

    def fill_decision(d):
        assert "Nothing in the ordinance forbids" in d.refusal_label.text() and d.approve.isChecked()
        d.conditions.setPlainText("No more than two breeding females\nPuppies sold with care instructions")
    filler(monkeypatch, decision_dialog.DecisionDialog, fill_decision)
    qtbot.mouseClick(tab.buttons["decide"], Qt.MouseButton.LeftButton)
    permit = Permit.get(Permit.owner == owner)
    assert permit.status == "active" and tab.current == ("permit", permit.id)
    text = pdf_text(tab)
    assert permit.number in text and "No more than two breeding females" in text
    assert fmt_short(permit.expires_on) in text and "Breeder class" in text and "W-90.01" not in text  # W-90.01 in words


def test_livestock_refused_then_denial_notice(qtbot, office, tab_for, monkeypatch):
    """T-4B4: approval is refused saying why; the denial notice is printed and recorded with its
    hearing-request deadline, which the Hearings tab reads from the notice."""
    owner = _owner(office, "tracy", first_name="Gary", last_name="Lindquist")
    rec = svc.record_application(office.clerk, owner_id=owner, permit_type="animal", species=["chicken"] * 4, payment=PaymentInput("cash"))
    tab = tab_for(office.tracy)
    tab.show_record("application", rec.application_id)
    assert tab.applications.view.currentIndex().row() >= 0
    attempts = []

    def approve_anyway(d):
        assert "T-4B4" in d.refusal_label.text() and d.deny.isChecked()
        d.approve.setChecked(True)
        d.conditions.setPlainText("Coop 25 ft from houses")
        attempts.append(1)
    filler(monkeypatch, decision_dialog.DecisionDialog, approve_anyway)
    qtbot.mouseClick(tab.buttons["decide"], Qt.MouseButton.LeftButton)
    assert PermitApplication.get_by_id(rec.application_id).status == "pending" and attempts
    dialog = decision_dialog.DecisionDialog(tab.ctx, tab.view, tab)
    dialog.approve.setChecked(True)
    dialog.conditions.setPlainText("x")
    dialog.accept()
    assert "T-4B4" in dialog.banner.text() and dialog.result() == 0

    def deny(d):
        d.deny.setChecked(True)
        d.other_reasons.setPlainText("Coop would stand 4 feet from the neighbour's window")
    filler(monkeypatch, decision_dialog.DecisionDialog, deny)
    sent = []

    def send(d):
        assert "Hearing request by" in d.deadlines.text()
        sent.append(d)
    filler(monkeypatch, action_dialogs.SendNoticeDialog, send)
    qtbot.mouseClick(tab.buttons["decide"], Qt.MouseButton.LeftButton)
    notice = Notice.get(Notice.subject_id == rec.application_id)
    assert notice.kind == "denial" and notice.hearing_right and notice.hearing_deadline
    text = pdf_text(tab)
    assert "T-4B4" not in text and "neighbour's window" in text and fmt_short(notice.hearing_deadline) in text
    assert "subd. 4(B)" in text and "Police Commission" in text
    assert not tab.buttons["denial"].isEnabled() and tab.buttons["reprint"].isEnabled()


def test_revocation_with_its_letter(qtbot, office, tab_for, monkeypatch):
    """W-90.10H2, H5: revoke for refused inspection; the letter states both deadlines, no refund."""
    owner = _owner(office, "worthington", first_name="Dale", last_name="Thorson")
    rec = svc.record_application(office.clerk, owner_id=owner, permit_type="breeder_hobbyist",
                                 description="Beagles", on=TODAY - timedelta(days=20))
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, on=TODAY - timedelta(days=19),
                          checks={"housing": True})
    office.pay_application(rec.application_id)
    d = svc.approve_application(office.officer, rec.application_id, on=TODAY - timedelta(days=18),
                                conditions="Two dams", expires_on=TODAY + timedelta(days=300))
    tab = tab_for(office.worthington, office.officer)
    tab.show_record("permit", d.permit_id)
    assert tab.buttons["revoke"].isEnabled() and tab.buttons["transfer"].isEnabled()

    def revoke(dlg):
        dlg.grounds["refused_inspection"].setChecked(True)
        dlg.details.setPlainText("Entry refused at the kennel door")
    filler(monkeypatch, action_dialogs.RevokeDialog, revoke)
    filler(monkeypatch, action_dialogs.SendNoticeDialog, lambda dlg: None)
    qtbot.mouseClick(tab.buttons["revoke"], Qt.MouseButton.LeftButton)
    permit = Permit.get_by_id(d.permit_id)
    notice = Notice.get(Notice.subject_table == "permit")
    assert permit.status == "revoked" and permit.removal_deadline == notice.removal_deadline
    text = pdf_text(tab)
    assert fmt_short(notice.hearing_deadline) in text and fmt_short(notice.removal_deadline) in text
    assert "Entry refused at the kennel door" in text and "No part of the fee paid for this permit" in text
    assert tab.buttons["removal"].isEnabled() and not tab.buttons["revocation"].isEnabled()


def test_permit_check_offers_the_application(qtbot, office, tab_for, monkeypatch):
    """T-4A2 and T-7A in the check; 'Apply' opens the application for that owner."""
    from animaloffice.services import animals
    from ui.permits import check_dialog
    from ui.widgets.forms import to_qdate

    owner = _owner(office, "tracy", first_name="Mai", last_name="Vang")
    rex = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=owner, species="dog",
                                name="Rex", birth_date=TODAY - timedelta(days=900)).id
    came = TODAY - timedelta(days=10)
    tab = tab_for(office.tracy)

    def fill(d):
        d.owner.set_owner(owner)
        for _ in range(4):
            d._add()
        d.acquired_on.setChecked(True)
        d.acquired.setDate(to_qdate(came))
        assert "A permit is required" in d.output.toPlainText() and "T-7A" in d.output.toPlainText()
        d.apply_button.click()
    monkeypatch.setattr(check_dialog.PermitCheckDialog, "exec", lambda self: (fill(self), self.result())[1])
    opened = []

    def seen(d):  # what the check counted is carried: the owner's animals ticked, the day they came
        opened.append((d.owner.owner_id(), d.species.count(), d.acquired_on.isChecked(),
                       d.acquired.date() == to_qdate(came), d.checked_animals()))
        return 0
    monkeypatch.setattr(application_dialog.ApplicationDialog, "exec", seen)
    qtbot.mouseClick(tab.check_button, Qt.MouseButton.LeftButton)
    assert opened == [(owner, 4, True, True, [rex])]
    fresh = application_dialog.ApplicationDialog(tab.ctx, owner_id=owner)  # a new application alone: none ticked
    qtbot.addWidget(fresh)
    assert fresh.checked_animals() == [] and not fresh.acquired_on.isChecked()


def test_clerk_cannot_decide(qtbot, office, tab_for):
    owner = _owner(office, "tracy", last_name="Berg")
    rec = svc.record_application(office.clerk, owner_id=owner, permit_type="animal", species=["bird"], payment=PaymentInput("cash"))
    tab = tab_for(office.tracy, office.clerk)
    tab.show_record("application", rec.application_id)
    assert not tab.buttons["decide"].isEnabled() and not tab.buttons["inspect"].isEnabled()
    assert [a.text().replace("&", "") for a in tab.menu_actions()][0].startswith("Which permit")


def test_denial_notice_to_hearing_request_without_leaving_the_tab(qtbot, office, tab_for, monkeypatch):
    """T-4A: the hearing request for a denial is recorded from the Permits tab (Hearings service)."""
    pytest.importorskip("animaloffice.services.hearings")
    from animaloffice.persistence.models.enforcement import HearingRequest

    owner = _owner(office, "tracy", first_name="Tou", last_name="Xiong")
    rec = svc.record_application(office.clerk, owner_id=owner, permit_type="animal", species=["wolf"],
                                 on=TODAY - timedelta(days=3), payment=PaymentInput("cash"))
    svc.deny_application(office.officer, rec.application_id, reasons=permit_checks.approval_refusals(rec.application_id),
                         on=TODAY - timedelta(days=2))
    info = permit_notices.send_denial_notice(office.officer, rec.application_id, sent_on=TODAY - timedelta(days=2))
    tab = tab_for(office.tracy)
    tab.show_record("application", rec.application_id)
    assert tab.buttons["hearing_request"].isVisible() and tab.buttons["hearing_request"].isEnabled()
    filler(monkeypatch, action_dialogs.HearingRequestDialog, lambda d: None)
    qtbot.mouseClick(tab.buttons["hearing_request"], Qt.MouseButton.LeftButton)
    req = HearingRequest.get(HearingRequest.notice == info.id)
    assert not req.late and "hearing requested" in tab.detail.toPlainText()
    assert not tab.buttons["hearing_request"].isEnabled()


def test_review_list_and_transfer(qtbot, office, tab_for, monkeypatch):
    """W-90.10H3 review list from violations; W-90.10F transfer with its fee."""
    from animaloffice.persistence.models.enforcement import Violation
    from animaloffice.persistence.models.money import Charge

    owner = _owner(office, "worthington", first_name="Ole", last_name="Nord")
    rec = svc.record_application(office.clerk, owner_id=owner, permit_type="commercial", description="Pet shop")
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, checks={"housing": True})
    office.pay_application(rec.application_id)
    d = svc.approve_application(office.officer, rec.application_id, conditions="c",
                                expires_on=TODAY + timedelta(days=90))
    for days in (40, 20, 1):
        Violation.create(jurisdiction=office.worthington, owner=owner, kind="standards",
                         occurred_on=TODAY - timedelta(days=days))
    tab = tab_for(office.worthington)
    tab.lists.setCurrentWidget(tab.review)
    assert tab.review.model.rowCount() == 1
    tab.review.view.selectRow(0)
    assert "3 violations" in tab.detail.toPlainText()
    qtbot.mouseClick(tab.flag_button, Qt.MouseButton.LeftButton)
    assert Permit.get_by_id(d.permit_id).under_review
    tab.show_record("permit", d.permit_id)
    assert "under review" in tab.detail.toPlainText()
    filler(monkeypatch, action_dialogs.NoteDialog, lambda dlg: dlg.note.setPlainText("Owner corrected the shop"))
    qtbot.mouseClick(tab.buttons["review_done"], Qt.MouseButton.LeftButton)
    assert not Permit.get_by_id(d.permit_id).under_review
    buyer = _owner(office, "worthington", first_name="Ana", last_name="Lopez")
    permit_inspections.record_inspection(office.officer, permit_id=d.permit_id, checks={"housing": True})  # W-90.10H1

    def transfer(dlg):
        dlg.owner.set_owner(buyer)
        dlg.pay_method.setCurrentIndex(dlg.pay_method.findData("cash"))
    filler(monkeypatch, action_dialogs.TransferDialog, transfer)
    qtbot.mouseClick(tab.buttons["transfer"], Qt.MouseButton.LeftButton)
    new = Permit.get(Permit.owner == buyer)
    assert tab.current == ("permit", new.id) and Permit.get_by_id(d.permit_id).status == "transferred"
    assert Charge.get(Charge.fee_code == "permit.transfer").payment_id is not None


def test_application_approved_after_a_hearing_shows_the_denial_as_reversed():
    """A denial reversed at a hearing: the application reads as approved, and the old reasons
    are labelled as the reversed denial's, not as the approval's."""
    from datetime import date

    from animaloffice.queries.permit_views import ApplicationView
    from ui.permits.detail import application_html

    fields = {f: None for f in ApplicationView.__dataclass_fields__}
    fields.update(id=1, number="APP-1", owner_name="Dahl, Ann", type_label="Breeder", animals=(), factors=(),
                  details=(), inspections=(), notices=(), refusals=(), conditions="", status="approved",
                  decided_on=date(2026, 10, 2), reasons=(("W-90.10H1", "no passed inspection"),),
                  fee_cents=0, unpaid_cents=0, received_on=date(2026, 9, 1), premises="", description="",
                  animal_count=0, commercial=False, permit_type="breeder_hobbyist", version=1)
    html = application_html(ApplicationView(**fields))
    assert "Approved on" in html and "reversed at a hearing" in html and "no passed inspection" in html
    assert "Decision of" not in html


def test_t_4a_back_on_a_list_page_a_click_or_enter_shows_its_row_again(qtbot, office, tab_for):
    """Coming back to the applications after looking at a permit, a click or Enter on the row still
    highlighted there shows that application again (the panel stayed on the permit)."""
    first = svc.record_application(office.clerk, owner_id=_owner(office, "tracy", first_name="Ann", last_name="Aas"),
                                   permit_type="animal", species=["dog"] * 4, payment=PaymentInput("cash"))
    second = svc.record_application(office.clerk, owner_id=_owner(office, "tracy", first_name="Bo", last_name="Berg"),
                                    permit_type="animal", species=["dog"] * 4, payment=PaymentInput("cash"))
    svc.approve_application(office.officer, second.application_id, conditions="Dogs indoors at night",
                            expires_on=TODAY + timedelta(days=300))
    tab = tab_for(office.tracy)
    apps, perms = tab.applications, tab.permits

    def click(page, row):
        rect = page.view.visualRect(page.model.index(row, 0))
        qtbot.mouseClick(page.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())

    tab.lists.setCurrentWidget(apps)
    click(apps, 0)
    shown = tab.current
    assert shown[0] == "application" and shown[1] in (first.application_id, second.application_id)
    tab.lists.setCurrentWidget(perms)
    click(perms, 0)
    assert tab.current[0] == "permit"
    tab.lists.setCurrentWidget(apps)
    click(apps, 0)
    assert tab.current == shown
    tab.lists.setCurrentWidget(perms)
    click(perms, 0)
    tab.lists.setCurrentWidget(apps)
    apps.view.setFocus()
    qtbot.keyClick(apps.view, Qt.Key.Key_Return)
    assert tab.current == shown


def test_w_90_10d_decision_dialog_says_approval_waits_for_the_fee(qtbot, office, tab_for):
    """W-90.10D: an application whose fee is owing shows, in the decision dialog, that approval
    waits for the fee and how much; the fee is not offered as a reason to deny. Approving anyway is
    refused in the dialog's banner, naming the rule; once paid, the dialog approves."""
    owner = _owner(office, "worthington", first_name="Ruth", last_name="Lind")
    rec = svc.record_application(office.clerk, owner_id=owner, permit_type="breeder_hobbyist",
                                 description="Beagles")
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, checks={"housing": True})
    tab = tab_for(office.worthington)
    tab.show_record("application", rec.application_id)
    dialog = decision_dialog.DecisionDialog(tab.ctx, tab.view, tab)
    qtbot.addWidget(dialog)
    assert "Approval waits for the fee" in dialog.refusal_label.text() and "$50.00 owing" in dialog.refusal_label.text()
    assert dialog.reasons.count() == 0 and dialog.approve.isChecked()
    dialog.conditions.setPlainText("Two dams")
    dialog.accept()
    assert "W-90.10D" in dialog.banner.text() and dialog.result() == 0
    assert PermitApplication.get_by_id(rec.application_id).status == "pending"
    office.pay_application(rec.application_id)
    dialog = decision_dialog.DecisionDialog(tab.ctx, tab.view, tab)
    qtbot.addWidget(dialog)
    assert "Nothing in the ordinance forbids" in dialog.refusal_label.text()
    dialog.conditions.setPlainText("Two dams")
    dialog.accept()
    assert PermitApplication.get_by_id(rec.application_id).status == "approved"
