"""The due-process steps at the intake desk, driven through the real widgets: the board shows a
disposal blocked for want of the owner's notice with the action that clears it (MN-347.14); a
seizure for cruelty or neglect is noticed and a security posted (MN-343.235); a quarantined dog
is vaccinated at release before it goes home, and euthanasia during a quarantine waits for an
order (MN-1721.0570)."""
from datetime import date, timedelta

import pytest
from PySide6.QtCore import Qt

from animaloffice.persistence.models.animals import Vaccination
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.impounds import Impound, SeizureClaim
from animaloffice.services import animals, impound_notices, impounds, kennels, owners
from ui.context import AppContext
from ui.intake import common, create_tab

TODAY = date.today()


@pytest.fixture(autouse=True)
def no_previews(monkeypatch):
    monkeypatch.setattr(common, "show_pdf", lambda *a, **k: None)


@pytest.fixture
def shelter(office):
    f = kennels.create_facility(office.admin, name="Tracy Animal Control Facility", address="336 Morgan St",
                                phone="507-629-5530", hours="Mon-Fri 9-13")
    kennels.add_kennel_range(office.admin, f.id, kind="run", prefix="R", count=2)
    kennels.add_kennels(office.admin, f.id, kind="quarantine", codes=["Q1"])
    return f.id


def _dog(office, name="Rusty", shot_on=None):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ida", last_name="Halvorson",
                            address={"line1": "412 Emory St", "city": "Tracy", "postal_code": "56175"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog", name=name,
                              birth_date=date(2021, 5, 1))
    if shot_on:
        animals.record_vaccination(office.clerk, a.id, vaccinated_on=shot_on, veterinarian="Dr. V",
                                   received_on=shot_on)
    return a.id


def _kennel(code):
    from animaloffice.persistence.models.impounds import Kennel

    return Kennel.get(Kennel.code == code).id


def _tab(qtbot, office, actor=None):
    tab = create_tab(AppContext(actor or office.officer, office.tracy))
    qtbot.addWidget(tab)
    tab.show()
    return tab


def test_mn_347_14_board_blocks_disposal_until_the_owner_notice_and_offers_it(qtbot, office, shelter):
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=_dog(office),
                        kennel_id=_kennel("R1"), on=TODAY - timedelta(days=14))
    tab = _tab(qtbot, office)
    tile = tab.board.tile("R1")
    assert tile.cell.state == "not_notified"
    lines = tile.text().splitlines()
    assert "Blocked: not notified" in lines and "→ Send owner notice" in lines
    assert "has not been sent the impound notice" in tile.toolTip()
    qtbot.mouseClick(tile, Qt.MouseButton.LeftButton)
    panel = tab.panel
    assert panel.blocker_label.isVisible() and "MN-347.14" in panel.blocker_label.text()
    assert panel.blocker_button.text() == "Send the impound notice…"
    qtbot.mouseClick(panel.blocker_button, Qt.MouseButton.LeftButton)
    dialog = panel.dialogs[-1]
    assert dialog.objectName() == "notice_dialog_impound"
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert Notice.get().kind == "impound" and Notice.get().subject_id == r.impound_id
    assert tab.board.tile("R1").cell.state == "available" and not panel.blocker_label.isVisible()


def test_mn_343_235_seizure_notice_and_security_from_the_panel(qtbot, office, shelter):
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="neglect_abuse",
                        animal_id=_dog(office, "Duke"), kennel_id=_kennel("R2"), on=TODAY - timedelta(days=2),
                        found_place="410 Elm St")
    tab = _tab(qtbot, office)
    tab.show_impound(r.impound_id)
    panel = tab.panel
    assert "SEIZED FOR CRUELTY OR NEGLECT" in panel.flags_label.text()
    assert not panel.buttons["notice"].isEnabled() and panel.buttons["seizure"].isEnabled()
    assert panel.blocker_button.text() == "Give the seizure notice…"
    qtbot.mouseClick(panel.blocker_button, Qt.MouseButton.LeftButton)
    notice = panel.dialogs[-1]
    assert notice.objectName() == "notice_dialog_seizure"
    methods = [notice.method.itemData(i) for i in range(notice.method.count())]
    assert methods == ["mail", "certified", "in_person", "posted", "resident"]
    notice.method.setCurrentIndex(methods.index("resident"))
    qtbot.mouseClick(notice.ok_button, Qt.MouseButton.LeftButton)  # no name given: refused at the field
    assert "Person living there" in notice.banner.text() and Notice.select().count() == 0
    notice.method.setCurrentIndex(methods.index("in_person"))
    qtbot.mouseClick(notice.ok_button, Qt.MouseButton.LeftButton)
    assert Notice.get().kind == "seizure"

    claims = panel.claims()
    claims.date.setDate(TODAY)
    claims.amount.setText("100.00")
    qtbot.mouseClick(claims.ok_button, Qt.MouseButton.LeftButton)
    assert "does not cover the costs" in claims.banner.text() and SeizureClaim.select().count() == 0
    claims.amount.setText("450.00")
    qtbot.mouseClick(claims.ok_button, Qt.MouseButton.LeftButton)
    assert SeizureClaim.get().amount_cents == 45000
    assert "Security" in panel.values["claims"].text() and "$450.00" in panel.values["claims"].text()
    assert tab.board.tile("R2").cell.state == "stayed"


def test_mn_1721_0570_reclaim_offers_the_vaccination_at_release(qtbot, office, shelter):
    dog = _dog(office, "Zeus")
    bite = TODAY - timedelta(days=12)
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="quarantine", animal_id=dog,
                        kennel_id=_kennel("Q1"), on=bite, quarantine="bite", bite_on=bite)
    impound_notices.send_quarantine_notice(office.clerk, r.impound_id, on=bite)
    impounds.record_vet_certificate(office.officer, r.impound_id, certified_on=bite + timedelta(days=10),
                                    vet_name="Dr. Karen Lindahl")
    tab = _tab(qtbot, office)
    tab.show_impound(r.impound_id)
    assert "not currently vaccinated" in tab.panel.values["quarantine"].text()
    reclaim = tab.panel.reclaim()
    assert reclaim.vaccinate_button.isVisible() and "currently vaccinated" in reclaim.blockers_label.text()
    shot = reclaim.vaccinate()
    assert shot.vet.text() == "Dr. Karen Lindahl"
    qtbot.mouseClick(shot.ok_button, Qt.MouseButton.LeftButton)
    assert Vaccination.get(Vaccination.animal == dog).vaccinated_on == TODAY
    assert not reclaim.vaccinate_button.isVisible()
    assert "currently vaccinated" not in reclaim.blockers_label.text()


def test_mn_1721_0570_euthanasia_in_quarantine_waits_for_the_order(qtbot, office, shelter):
    dog = _dog(office, "Max", shot_on=TODAY - timedelta(days=300))
    on = TODAY - timedelta(days=14)  # the hold is over; the 45 days of an exposure are not
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="quarantine", animal_id=dog,
                        kennel_id=_kennel("Q1"), on=on, quarantine="exposure_vaccinated", exposure_on=on)
    impound_notices.send_quarantine_notice(office.clerk, r.impound_id, on=on)
    tab = _tab(qtbot, office)
    tab.show_impound(r.impound_id)
    dispose = tab.panel.dispose()
    dispose.outcome.setCurrentIndex(dispose.outcome.findData("shelter_euthanasia"))
    qtbot.mouseClick(dispose.ok_button, Qt.MouseButton.LeftButton)
    assert "order" in dispose.banner.text() and "holding period" not in dispose.banner.text()
    assert Impound.get_by_id(r.impound_id).status == "held"
    dispose.close()
    order = tab.panel.quarantine_order()
    order.authority.setCurrentIndex(order.authority.findData("board_of_animal_health"))
    qtbot.keyClicks(order.who, "Dr. A. Berg")
    qtbot.mouseClick(order.ok_button, Qt.MouseButton.LeftButton)
    assert Impound.get_by_id(r.impound_id).quarantine_order_by == "Dr. A. Berg"
    assert "Board of Animal Health (Dr. A. Berg)" in tab.panel.values["quarantine"].text()
    dispose = tab.panel.dispose()
    dispose.outcome.setCurrentIndex(dispose.outcome.findData("shelter_euthanasia"))
    qtbot.mouseClick(dispose.ok_button, Qt.MouseButton.LeftButton)
    assert Impound.get_by_id(r.impound_id).status == "disposed"


def test_mn_343_235_the_intake_form_shows_the_cruelty_hold_for_that_ground(qtbot, office, shelter):
    tab = _tab(qtbot, office)
    dialog = tab.open_intake_dialog()
    dialog.date_edit.setDate(date(2026, 3, 2))
    dialog.ground_box.setCurrentIndex(dialog.ground_box.findData("at_large"))
    assert "disposition allowed from Tuesday March 10, 2026" in dialog.hold_label.text()
    dialog.ground_box.setCurrentIndex(dialog.ground_box.findData("neglect_abuse"))
    assert "disposition allowed from Friday March 13, 2026" in dialog.hold_label.text()
    assert "Minn. Stat. 343.235" in dialog.hold_label.toolTip()
