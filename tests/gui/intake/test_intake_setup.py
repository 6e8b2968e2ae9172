"""Setting up kennels from the Tools menu, the board opening an impound, posted and quarantine notices."""
from datetime import date, timedelta

from PySide6.QtCore import Qt

from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.impounds import Impound, Kennel
from animaloffice.services import impounds
from ui.context import AppContext
from ui.intake import common, create_tab


def test_setup_board_and_posted_notice(qtbot, office, monkeypatch):
    docs = []
    monkeypatch.setattr(common, "show_pdf", lambda *a: docs.append(a[3]))
    ctx = AppContext(office.admin, office.tracy)
    tab = create_tab(ctx)
    qtbot.addWidget(tab)
    tab.show()
    assert tab.handles == ("impound",) and tab.setup_action in tab.menu_actions()
    setup = tab.open_setup()
    qtbot.keyClicks(setup.name, "Tracy Animal Control Facility")
    qtbot.keyClicks(setup.hours, "Mon-Fri 9:00-13:00")
    setup.findChild(object, "add_facility").click()
    assert setup.facilities.count() == 1
    setup.count.setValue(3)
    setup.findChild(object, "add_kennels").click()
    setup.kind.setCurrentIndex(setup.kind.findData("quarantine"))
    setup.prefix.setText("Q")
    setup.count.setValue(1)
    setup.findChild(object, "add_kennels").click()
    assert [k.code for k in Kennel.select().order_by(Kennel.sort_order)] == ["R1", "R2", "R3", "Q1"]
    assert [t.cell.code for t in tab.board.tiles] == ["R1", "R2", "R3", "Q1"]
    assert tab.facility_box.count() == 2

    q1 = Kennel.get(Kennel.code == "Q1").id
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="quarantine",
                        new_animal={"species": "cat", "colour": "grey"}, kennel_id=q1,
                        on=date.today() - timedelta(days=2), quarantine="bite",
                        bite_on=date.today() - timedelta(days=10))  # the observation ends today (MN-rabies)
    tab.refresh()
    tile = tab.board.tile("Q1")
    # MN-1721.0570: on its last day the observation is over and the veterinarian's exam is due
    assert tile.cell.state == "exam_due" and "Quarantine over: veterinary exam due" in tile.accessibleName()
    assert "→ Post the notice" in tile.text().splitlines()  # first the notice the law asks first
    qtbot.mouseClick(tile, Qt.MouseButton.LeftButton)
    panel = tab.panel
    assert panel.detail.id == r.impound_id
    assert not panel.buttons["notice"].isEnabled() and panel.buttons["posting"].isEnabled()

    posting = panel.posting_notice()
    assert [e.text() for e in posting.places] == ["City Hall", "Post office", "Public library"]
    posting.places[2].setText("Tracy Public Library")
    qtbot.mouseClick(posting.ok_button, Qt.MouseButton.LeftButton)
    quarantine = panel.quarantine_notice()
    qtbot.mouseClick(quarantine.ok_button, Qt.MouseButton.LeftButton)
    assert sorted(n.kind for n in Notice.select()) == ["posting", "quarantine"]
    assert Notice.get(Notice.kind == "posting").reasons.endswith("Tracy Public Library")
    assert docs == ["impound_notice", "impound_notice"] and panel.notices.count() == 2
    assert "→ Record vet's exam" in tab.board.tile("Q1").text().splitlines()
    assert panel.blocker_button.text() == "Record the vet's exam…"

    vet = panel.vet_certificate()
    qtbot.keyClicks(vet.vet, "Dr. Omar Farah")
    qtbot.mouseClick(vet.ok_button, Qt.MouseButton.LeftButton)
    assert Impound.get().vet_certified_on == date.today()
    assert tab.board.tile("Q1").cell.state not in ("quarantine", "exam_due")


def test_details_dialog_saves_photo_and_notes(qtbot, office, tmp_path):
    r = impounds.intake(office.officer, jurisdiction_id=office.worthington, ground="at_large",
                        new_animal={"species": "dog"}, on=date.today())
    ctx = AppContext(office.clerk, office.worthington)
    tab = create_tab(ctx)
    qtbot.addWidget(tab)
    tab.show_record("impound", r.impound_id)
    dialog = tab.panel.edit_details()
    dialog.altered.setCurrentIndex(dialog.altered.findData(True))
    dialog.photo.setText(str(tmp_path / "dog.jpg"))
    dialog.notes.setPlainText("shy, eats well")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    row = Impound.get()
    assert row.altered_at_intake is True and row.notes == "shy, eats well" and row.photo_path.endswith("dog.jpg")
    assert tab.panel.detail.version == row.version
