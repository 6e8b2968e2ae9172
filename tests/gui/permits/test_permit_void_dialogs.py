"""Void… in the Permits tab: an application and an inspection entered in error (T-7B; W-90.10H1).
Modal dialogs are filled in by a replacement for exec()."""
from datetime import date, timedelta

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from animaloffice.persistence.models.permits import Inspection, PermitApplication
from animaloffice.services import owners, permit_inspections
from animaloffice.services import permits as svc
from animaloffice.services.payments import PaymentInput
from tests.gui.permits.test_permits_tab import filler, tab_for  # noqa: F401 (fixture)
from ui.permits import void_dialogs

TODAY = date.today()
ALL_PASS = {c: True for c in ("housing", "water", "food_bedding", "waste", "observation", "closed_days",
                              "honesty", "exercise", "sanitary")}


@pytest.fixture
def tab(tab_for, office):  # noqa: F811 (the fixture, by name)
    return tab_for(office.worthington, office.clerk)


def _application(office, last="Dahl", on=TODAY - timedelta(days=3), **kw):
    owner = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Karen",
                                last_name=last, address={"line1": "88 Lake Ave", "city": "Worthington",
                                                         "postal_code": "56187"}).id
    return svc.record_application(office.clerk, owner_id=owner, permit_type="breeder_hobbyist",
                                  description="Labrador kennel", on=on, **kw)




def test_t_7b_void_application_from_the_tab(qtbot, office, tab, monkeypatch):
    """T-7B: Void application… asks the reason (refused without one, shown next to the field), then
    the application leaves the list and the panel says it is void and why."""
    rec = _application(office, payment=PaymentInput("cash", 5000))
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, checks=ALL_PASS)
    tab.show_record("application", rec.application_id)
    button = tab.buttons["void_application"]
    assert button.isEnabled() and button.accessibleName() == "Void application"
    assert button.focusPolicy() & Qt.FocusPolicy.TabFocus  # reached with Tab like the other actions

    def no_reason(d):
        assert d.refund.isEnabled() and d.refund.isChecked()
        d.refund.setChecked(False)
    seen = filler(monkeypatch, void_dialogs.VoidApplicationDialog, no_reason)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    d = seen[0]
    assert d.result() != d.DialogCode.Accepted and d.reason.property("invalid")  # refusal beside the field
    assert d.banner.text() == "Why it is voided: is required"
    assert not PermitApplication.get_by_id(rec.application_id).is_void  # nothing written

    def fill(d):
        d.refund.setChecked(False)
        d.reason.setText("recorded for the wrong owner")
    filler(monkeypatch, void_dialogs.VoidApplicationDialog, fill)
    messages = []
    tab.ctx.status_message.connect(messages.append)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    app = PermitApplication.get_by_id(rec.application_id)
    assert app.is_void and app.void_reason == "recorded for the wrong owner"
    assert all(i.is_void for i in Inspection.select().where(Inspection.application == app))
    assert "recorded for the wrong owner" in tab.detail.toPlainText() and "Void" in tab.detail.toPlainText()
    assert messages and "stays paid" in messages[-1] and rec.receipt.receipt_number in messages[-1]
    assert not tab.applications.select_id(rec.application_id)  # gone from the list
    assert not tab.buttons["void_application"].isEnabled() and not tab.buttons["decide"].isEnabled()


def test_t_7b_decided_application_refusal_shown_when_the_dialog_opens(qtbot, office, tab):
    """T-7B: for a denied application the dialog says at once why it is not voided; OK is off."""
    rec = _application(office)
    svc.deny_application(office.officer, rec.application_id, reasons=["Kennel unsafe"])
    tab.show_record("application", rec.application_id)
    assert tab.buttons["void_application"].isEnabled()
    d = void_dialogs.VoidApplicationDialog(tab.ctx, tab.view, tab)
    qtbot.addWidget(d)
    assert "hearing process" in d.banner.text() and d.summary.property("invalid")
    assert not d.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_w_90_10h1_void_inspection_from_the_tab(qtbot, office, tab, monkeypatch):
    """W-90.10H1: Void inspection… picks the inspection by keyboard, asks the reason; the panel then
    says the ordinance forbids approval again."""
    rec = _application(office, last="Berg")
    first = permit_inspections.record_inspection(office.officer, application_id=rec.application_id, on=TODAY - timedelta(days=2),
                                  checks=ALL_PASS)
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, checks=ALL_PASS)
    tab.show_record("application", rec.application_id)
    assert "Nothing in the ordinance forbids approval" in tab.detail.toPlainText()
    button = tab.buttons["void_inspection"]
    assert button.isEnabled() and button.accessibleName() == "Void inspection"

    def fill(d):
        assert d.choice.accessibleName() == "Inspection to void" and d.choice.count() == 2
        d.choice.setFocus()
        qtbot.keyClick(d.choice, Qt.Key.Key_Up)  # the earlier one, chosen by keyboard
        assert d.choice.currentData()[0] == first.inspection_id
        d.reason.setText("recorded with the wrong date")
    filler(monkeypatch, void_dialogs.VoidInspectionDialog, fill)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert Inspection.get_by_id(first.inspection_id).is_void
    assert len(tab.view.inspections) == 1

    def fill_last(d):
        d.reason.setText("wrong application")
    filler(monkeypatch, void_dialogs.VoidInspectionDialog, fill_last)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert "W-90.10H1" in tab.detail.toPlainText() and not tab.buttons["void_inspection"].isEnabled()


def test_w_90_10h1_inspection_of_an_issued_permit_refused_in_the_dialog(qtbot, office, tab):
    """W-90.10H1: the inspection a permit was issued on cannot be voided; the dialog says so."""
    rec = _application(office, last="Lund")
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, checks=ALL_PASS)
    office.pay_application(rec.application_id)
    svc.approve_application(office.officer, rec.application_id, conditions="Six dogs at most.",
                            expires_on=TODAY + timedelta(days=365))
    tab.show_record("application", rec.application_id)
    d = void_dialogs.VoidInspectionDialog(tab.ctx, tab.view, tab)
    qtbot.addWidget(d)
    assert "W-90.10H1" in d.banner.text() and d.choice.property("invalid")
    assert not d.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
