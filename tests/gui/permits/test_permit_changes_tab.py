"""T-4A in the Permits tab: a permit flagged because the holder moved is on the "Changed after
issue" list and its panel says what changed and what clears it; the officer's decision, made in
its dialog, clears it. A decision refused by the service stays in the dialog, naming the field."""
from datetime import date, timedelta

import pytest
from PySide6.QtCore import Qt

from animaloffice.persistence.models.permits import Permit
from animaloffice.services import owners, permit_inspections
from animaloffice.services import permits as svc
from animaloffice.services.payments import PaymentInput
from ui.context import AppContext
from ui.permits import changes, create_tab

TODAY = date.today()


@pytest.fixture
def moved(qtbot, office):
    """Ann's rabbit permit, issued for 12 Elm St; she moved to 77 Birch St five days ago."""
    ann = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name="Olson",
                              address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"}).id
    rec = svc.record_application(office.clerk, owner_id=ann, permit_type="animal", species=["rabbit"] * 4,
                                 on=TODAY - timedelta(days=21), payment=PaymentInput("cash"))
    d = svc.approve_application(office.officer, rec.application_id, conditions="Hutch in the back yard",
                                on=TODAY - timedelta(days=20), expires_on=TODAY + timedelta(days=300))
    owners.change_address(office.clerk, ann, line1="77 Birch St", city="Tracy", postal_code="56175",
                          moved_on=TODAY - timedelta(days=5))
    tab = create_tab(AppContext(office.officer, office.tracy))
    qtbot.addWidget(tab)
    tab.resize(1200, 800)
    tab.show()
    return tab, d.permit_id


def _decide(monkeypatch, fill):
    def fake_exec(self):
        fill(self)
        self.accept()
        return self.result()
    monkeypatch.setattr(changes.ChangeDecisionDialog, "exec", fake_exec)


def test_the_flag_is_listed_explained_and_cleared_by_the_decision(moved, qtbot, monkeypatch):
    tab, permit_id = moved
    assert tab.lists.isTabVisible(tab.lists.indexOf(tab.changes))
    assert tab.changes.model.rowCount() == 1 and tab.changes.model.record_id(0) == permit_id
    tab.lists.setCurrentWidget(tab.changes)
    tab.changes.view.selectRow(0)
    text = tab.detail.toPlainText()
    assert "Conditions changed on" in text and "77 Birch St" in text and "To clear it" in text
    assert tab.buttons["change"].isEnabled() and not tab.buttons["transfer"].isEnabled()
    tab.lists.setCurrentWidget(tab.permits)
    assert "conditions changed (T-4A)" in tab.permits.model.data(tab.permits.model.index(0, 6))

    def new_premises(dlg):
        assert "77 Birch St" in dlg.choices["new_premises"].text()
        dlg.choices["new_premises"].setChecked(True)
        dlg.note.setPlainText("Hutch moved with her; the yard is fenced")
    _decide(monkeypatch, new_premises)
    qtbot.mouseClick(tab.buttons["change"], Qt.MouseButton.LeftButton)
    p = Permit.get_by_id(permit_id)
    assert p.changed_on is None and p.premises.startswith("77 Birch St") and p.status == "active"
    assert tab.changes.model.rowCount() == 0 and not tab.buttons["change"].isEnabled()
    assert "Conditions changed" not in tab.detail.toPlainText()


def test_a_decision_without_a_choice_or_a_note_stays_in_the_dialog(moved, qtbot, office):
    tab, permit_id = moved
    tab.show_record("permit", permit_id)
    dlg = changes.ChangeDecisionDialog(tab.ctx, tab.view, tab)
    qtbot.addWidget(dlg)
    dlg.accept()
    assert dlg.result_value is None and "Decision" in dlg.banner.text()
    dlg.choices["expired"].setChecked(True)
    dlg.accept()
    assert dlg.result_value is None and "What the officer found: is required" in dlg.banner.text()
    assert Permit.get_by_id(permit_id).changed_on is not None
    dlg.note.setPlainText("No room for the hutch")
    dlg.accept()
    assert dlg.result_value is not None and Permit.get_by_id(permit_id).status == "expired"


def test_worthington_has_no_changed_list(qtbot, office):
    tab = create_tab(AppContext(office.officer, office.worthington))
    qtbot.addWidget(tab)
    assert not tab.lists.isTabVisible(tab.lists.indexOf(tab.changes))
    assert not tab.buttons["change"].isVisibleTo(tab)


def test_a_transfer_to_a_barred_owner_is_refused_in_the_dialog_naming_the_owner(qtbot, office, charges_confirmed):
    """W-90.10F with H6: the refusal stays in the dialog, on the new owner's field; nothing is saved."""
    from datetime import date as D

    from animaloffice.queries.permit_views import permit_view
    from ui.permits.action_dialogs import TransferDialog

    all_pass = {c: True for c in ("housing", "water", "food_bedding", "waste", "observation", "closed_days",
                                  "honesty", "exercise", "sanitary")}
    o = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Karen", last_name="Dahl",
                            address={"line1": "88 Lake Ave", "city": "Worthington", "postal_code": "56187"}).id
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="breeder_hobbyist", description="Beagles",
                                 on=TODAY - timedelta(days=30))
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, on=TODAY - timedelta(days=29),
                          checks=all_pass)
    office.pay_application(rec.application_id)
    d = svc.approve_application(office.officer, rec.application_id, on=TODAY - timedelta(days=28),
                                conditions="Two dams", expires_on=TODAY + timedelta(days=300))
    permit_inspections.record_inspection(office.officer, permit_id=d.permit_id, on=TODAY - timedelta(days=1), checks=all_pass)
    buyer = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Nils",
                                last_name="Berg").id
    owners.record_conviction(office.officer, buyer, offense="Animal cruelty", convicted_on=D(2023, 2, 1),
                             animal_cruelty=True)
    dlg = TransferDialog(AppContext(office.officer, office.worthington), permit_view(d.permit_id))
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.owner.set_owner(buyer)
    charges_confirmed.answer = False  # the transfer fee is confirmed first: a no leaves the dialog as it was
    dlg.accept()
    assert dlg.isVisible() and "charge $" in charges_confirmed[-1] and "Nothing is taken now" in charges_confirmed[-1]
    charges_confirmed.answer = True
    dlg.accept()
    assert dlg.result_value is None and "cruelty" in dlg.banner.text()
    assert dlg.owner.property("invalid")  # the refusal names new_owner_id: the owner field is marked
    assert Permit.select().count() == 1 and Permit.get_by_id(d.permit_id).status == "active"
