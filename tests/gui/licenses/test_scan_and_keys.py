"""The busy renewal morning: a tag scanned into the search box opens its license (T-7E), and the
desk's keys then act on THAT license, even when it is not among the newest rows of the list."""
from datetime import date, timedelta

from license_gui_helpers import drive, owner_with_dog
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from animaloffice.persistence.models.licensing import License
from animaloffice.queries.license_detail import license_detail
from animaloffice.services import licensing
from animaloffice.services.payments import PaymentInput
from ui.licenses.license_dialogs import RenewDialog

TODAY = date.today()


def test_t_7e_scanned_one_digit_tag_opens_and_ctrl_r_renews_that_license(qtbot, office, monkeypatch):
    from ui.main_window import open_main_window

    last = date(TODAY.year - 1, 3, 2)
    _, old_dog = owner_with_dog(office, shot=date(TODAY.year - 1, 3, 1), last="Moe", name="Hazel")
    old = licensing.issue_license(office.clerk, animal_id=old_dog, year=last.year, on=last, tag_number=5,
                                  payment=PaymentInput("cash", 1500))
    newer = []
    for i, name in enumerate(("Berg", "Dahl", "Lund")):
        _, dog = owner_with_dog(office, shot=TODAY - timedelta(days=10), last=name, name=f"Dog{i}")
        newer.append(licensing.issue_license(office.clerk, animal_id=dog, year=TODAY.year, payment=PaymentInput("cash")).license_id)
    window = open_main_window(office.clerk, office.tracy)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    tab = window.tab_widgets["licenses"]
    tab.year_box.setCurrentIndex(tab.year_box.findData(TODAY.year))  # the clerk lists this year's
    qtbot.waitUntil(lambda: not tab.model.loading, timeout=5000)  # read in the background
    assert tab.model.row_of(old.license_id) < 0 and tab.model.rowCount() == 3
    search = window.findChild(QLineEdit, "search_edit")
    search.setFocus()
    qtbot.keyClicks(search, "5")  # the scanner types the tag number, then Enter
    qtbot.keyClick(search, Qt.Key.Key_Return)
    assert tab.detail.kind == "license" and tab.detail.record_id == old.license_id
    assert tab.model.row_of(old.license_id) >= 0 and "Hazel" in tab.chip.text()
    assert search.hasFocus()  # the box stays ready for the next scan
    renewed = []
    drive(monkeypatch, RenewDialog, lambda d: (renewed.append(d.license_id), d.reject()), qtbot)
    qtbot.keyClick(search, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)  # Ctrl+R straight from the box
    assert renewed == [old.license_id]
    tab.table.setFocus()  # focus coming to the list keeps the scanned license
    qtbot.waitUntil(tab.table.hasFocus, timeout=2000)
    assert tab.detail.record_id == old.license_id
    qtbot.keyClick(tab.table, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert renewed == [old.license_id, old.license_id]
    assert License.select().where(License.renewal_of == old.license_id).count() == 0  # cancelled: nothing


def test_focus_alone_never_replaces_the_license_shown(qtbot, tab, office):
    """Focus on the list makes its first row current without selecting it; the pane stays."""
    ids = []
    for name in ("Berg", "Dahl"):
        _, dog = owner_with_dog(office, shot=TODAY - timedelta(days=10), last=name)
        ids.append(licensing.issue_license(office.clerk, animal_id=dog, payment=PaymentInput("cash")).license_id)
    tab.activateWindow()
    qtbot.waitUntil(tab.isActiveWindow, timeout=2000)
    tab.find.setFocus()
    tab.detail.show_license(license_detail(ids[0]))  # as when a search hit opens it
    tab.refresh()  # a fresh list: no row current, none selected
    tab.table.setFocus()
    qtbot.waitUntil(tab.table.hasFocus, timeout=2000)
    assert tab.table.currentIndex().isValid()  # Qt made a row current on focus
    assert tab.detail.record_id == ids[0]
    tab.table.selectRow(tab.model.row_of(ids[1]))  # a row the clerk picks does show
    assert tab.detail.record_id == ids[1]
