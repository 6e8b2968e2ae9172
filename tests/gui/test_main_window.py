"""The main window assembles its tabs, remembers its layout and opens search hits."""
from datetime import date, timedelta

from PySide6.QtCore import Qt

from animaloffice.services import animals, licensing, owners
from ui.app import open_main_window


def test_main_window_tabs_and_layout(qtbot, office):
    window = open_main_window(office.clerk)
    qtbot.addWidget(window)
    window.show()
    titles = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    assert titles[:4] == ["Licenses", "Permits", "Kennel intake", "Hearings"]
    assert window.jurisdiction_box.count() == 2
    window.tabs.setCurrentIndex(2)
    window.resize(701, 501)
    window.close()
    again = open_main_window(office.clerk)
    qtbot.addWidget(again)
    assert again.tabs.currentIndex() == 2 and again.width() == 701


def test_search_finds_tag_and_owner(qtbot, office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ida", last_name="Halvorson")
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                              name="Pepper", microchip="985112233445566")
    animals.record_vaccination(office.clerk, a.id, vaccinated_on=date.today() - timedelta(days=10),
                               veterinarian="Dr. V")
    issued = licensing.issue_license(office.clerk, animal_id=a.id, tag_number=4321)
    window = open_main_window(office.clerk)
    qtbot.addWidget(window)
    window.show()
    opened = []
    window.ctx.open_record.connect(lambda kind, rid: opened.append((kind, rid)))
    box = window.search.edit
    box.setFocus()
    qtbot.keyClicks(box, "4321")
    qtbot.keyClick(box, Qt.Key.Key_Return)  # a barcode scanner types the number and Enter
    assert opened[-1] == ("license", issued.license_id)
    box.clear()
    qtbot.keyClicks(box, "Halv")
    qtbot.waitUntil(lambda: any(h.kind == "owner" for h in window.search.hits), timeout=2000)
    box.clear()
    qtbot.keyClicks(box, "985112233445566")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert opened[-1] == ("animal", a.id)
