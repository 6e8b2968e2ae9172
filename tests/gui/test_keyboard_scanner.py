"""Keyboard and barcode scanner at the front desk: a scanner types fast and ends with Enter; the
search box opens the tag or microchip at once and is ready for the next scan."""
from datetime import date, timedelta

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from animaloffice.services import animals, licensing, owners
from animaloffice.services.payments import PaymentInput
from ui.main_window import open_main_window
from ui.window_actions import all_shortcuts


@pytest.fixture
def desk(qtbot, office):
    def pet(first, last, name, chip, tag):
        o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name=first, last_name=last,
                                address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"})
        a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                                  name=name, microchip=chip, sex="M", birth_date=date(2020, 5, 1))
        animals.record_vaccination(office.clerk, a.id, vaccinated_on=date.today() - timedelta(days=10),
                                   veterinarian="Dr. V")
        return a, licensing.issue_license(office.clerk, animal_id=a.id, tag_number=tag, payment=PaymentInput("cash"))

    first = pet("Ida", "Halvorson", "Pepper", "985112233445566", 4321)
    second = pet("Ole", "Halvorsen", "Biscuit", "985112233445577", 4322)
    window = open_main_window(office.clerk, office.tracy)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitExposed(window)
    opened = []
    window.ctx.open_record.connect(lambda kind, rid: opened.append((kind, rid)))
    return window, opened, first, second


def test_scans_one_after_another_open_each_record(qtbot, desk):
    window, opened, (pepper, pepper_license), (biscuit, _) = desk
    box = window.search.edit
    assert QApplication.focusWidget() is box  # ready for a scan as soon as the window opens
    qtbot.keyClicks(box, "4321")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert opened[-1] == ("license", pepper_license.license_id)
    assert box.selectedText() == "4321"  # selected: the next scan replaces it
    qtbot.keyClicks(box, "985112233445577")
    qtbot.keyClick(box, Qt.Key.Key_Enter)  # keypad Enter, as some scanners send
    assert box.text() == "985112233445577"
    assert opened[-1] == ("animal", biscuit.id)


def test_arrow_keys_choose_a_hit_and_escape_closes_the_list(qtbot, desk):
    window, opened, _, _ = desk
    box = window.search.edit
    qtbot.keyClicks(box, "Halvors")
    qtbot.waitUntil(lambda: window.search.results.isVisible() and window.search.results.count() >= 2,
                    timeout=3000)
    qtbot.keyClick(box, Qt.Key.Key_Down)
    assert window.search.results.currentRow() == 1
    second = window.search.hits[1]
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert opened[-1] == (second.kind, second.id)
    qtbot.keyClicks(box, "Halvors")
    qtbot.waitUntil(window.search.results.isVisible, timeout=3000)
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    assert not window.search.results.isVisible()


def test_nothing_found_says_so(qtbot, desk):
    window, opened, _, _ = desk
    messages = []
    window.ctx.status_message.connect(messages.append)
    qtbot.keyClicks(window.search.edit, "99999999")
    qtbot.keyClick(window.search.edit, Qt.Key.Key_Return)
    assert not opened and "Nothing found" in messages[-1]


def test_keyboard_reaches_every_main_action(qtbot, desk):
    window, _, _, _ = desk
    shortcuts = dict(all_shortcuts(window))
    for action in ("Settings", "Find", "Quit", "Keyboard shortcuts"):
        assert shortcuts.get(action), action
    for i in range(window.tabs.count()):  # Ctrl+1... jump to each tab, shown in the Go menu
        assert shortcuts.get(window.tabs.tabText(i)) == f"Ctrl+{i + 1}"
    window.tabs.setCurrentIndex(0)
    qtbot.keyClick(window, Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier)
    assert window.tabs.currentIndex() == 2
    window.tabs.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.focusWidget() is window.search.edit


def test_tab_order_runs_jurisdiction_search_tabs(qtbot, desk):
    window, _, _, _ = desk
    window.jurisdiction_box.setFocus()
    qtbot.keyClick(window.jurisdiction_box, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is window.search.edit
    qtbot.keyClick(window.search.edit, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is window.tabs.tabBar()
