"""T-4A in the Permits tab: a permit flagged because the holder moved is on the "Changed after
issue" list and its panel says what changed and what clears it; the officer's decision, made in
its dialog, clears it. A decision refused by the service stays in the dialog, naming the field."""
from datetime import date, timedelta

import pytest
from PySide6.QtCore import Qt

from animaloffice.persistence.models import Permit
from animaloffice.services import owners
from animaloffice.services import permits as svc
from ui.context import AppContext
from ui.permits import changes, create_tab

TODAY = date.today()


@pytest.fixture
def moved(qtbot, office):
    """Ann's rabbit permit, issued for 12 Elm St; she moved to 77 Birch St five days ago."""
    ann = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name="Olson",
                              address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"}).id
    rec = svc.record_application(office.clerk, owner_id=ann, permit_type="animal", species=["rabbit"] * 4,
                                 on=TODAY - timedelta(days=21))
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
