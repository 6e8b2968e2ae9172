"""The intake desk as the shelter staff meet it: a board whose tiles all fit the window, a
heading per facility, a panel that does not carry one city's impound into another's,
keys that leave the menu bar alone, refusals that land on their field."""
import re
from datetime import date

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QTabBar

from animaloffice.persistence.models.impounds import Impound
from animaloffice.services import animals, impound_notices, impounds, kennels, owners
from ui.context import AppContext
from ui.intake import common, create_tab
from ui.main_window import open_main_window

MENU_KEYS = {"f", "g", "t", "h"}


@pytest.fixture(autouse=True)
def no_previews(monkeypatch):
    monkeypatch.setattr(common, "show_pdf", lambda *a, **k: None)


@pytest.fixture
def two_shelters(office):
    tracy = kennels.create_facility(office.admin, name="Tracy Animal Control Facility")
    kennels.add_kennel_range(office.admin, tracy.id, kind="run", prefix="R", count=8)
    worth = kennels.create_facility(office.admin, name="Worthington Animal Control Facility")
    kennels.add_kennel_range(office.admin, worth.id, kind="run", prefix="R", count=3)
    return tracy.id, worth.id


def test_board_tiles_fit_the_width_they_are_given(qtbot, office, two_shelters):
    """No tile is cut off at the right edge: the board reflows to as many columns as fit."""
    tab = create_tab(AppContext(office.clerk, office.tracy))
    qtbot.addWidget(tab)
    for width in (1280, 900, 640):
        tab.resize(width, 700)
        tab.show()
        qtbot.wait(20)
        viewport = tab.board.scroll.viewport().width()
        for tile in tab.board.tiles:
            assert tile.geometry().right() <= viewport, (width, tile.cell.code, tile.geometry(), viewport)
        assert tab.board.columns >= 1


def test_board_heads_each_facility_when_it_shows_more_than_one(qtbot, office, two_shelters):
    """Both shelters have an R1: each tile sits under its facility's name."""
    tab = create_tab(AppContext(office.clerk, office.tracy))
    qtbot.addWidget(tab)
    tab.show()
    names = [h.text() for h in tab.board.headings]
    assert names == ["<b>Tracy Animal Control Facility</b>", "<b>Worthington Animal Control Facility</b>"]
    assert tab.board.tile("R1", "Worthington Animal Control Facility").cell.facility_id == two_shelters[1]
    tab.facility_box.setCurrentIndex(tab.facility_box.findData(two_shelters[0]))
    assert tab.board.headings == []  # one facility: no heading needed


def test_switching_city_puts_away_the_other_citys_impound(qtbot, office, two_shelters):
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                        new_animal={"species": "dog"}, found_place="Elm St")
    window = open_main_window(office.clerk, office.tracy)
    qtbot.addWidget(window)
    tab = window.tab_widgets["intake"]
    tab.show_impound(r.impound_id)
    assert tab.panel.buttons["owner"].isEnabled()
    window.jurisdiction_box.setCurrentIndex(window.jurisdiction_box.findData(office.worthington))
    assert tab.panel.detail is None and not tab.panel.buttons["owner"].isEnabled()
    assert tab.panel.values["kennel"].text() == ""


def test_intake_keys_leave_the_menu_bar_its_keys(qtbot, office, two_shelters):
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                        new_animal={"species": "dog"}, found_place="Elm St")
    window = open_main_window(office.admin, office.tracy)
    qtbot.addWidget(window)
    window.show()
    tab = window.tab_widgets["intake"]
    window.tabs.setCurrentWidget(tab)
    tab.show_impound(r.impound_id)
    keys: dict[str, list[str]] = {}
    texts = [b.text() for b in tab.findChildren(QAbstractButton) if b.isVisibleTo(window)]
    texts += [lab.text() for lab in tab.findChildren(QLabel) if lab.buddy() is not None]
    texts += [bar.tabText(i) for bar in tab.findChildren(QTabBar) for i in range(bar.count())]
    for text in texts:
        m = re.search(r"&(\w)", text)
        if m:
            keys.setdefault(m.group(1).lower(), []).append(text)
    assert not MENU_KEYS & set(keys), keys
    assert all(len(v) == 1 for v in keys.values()), {k: v for k, v in keys.items() if len(v) > 1}


def test_a_refused_intake_field_is_focused_and_nothing_is_saved(qtbot, office, two_shelters):
    tab = create_tab(AppContext(office.clerk, office.tracy))
    qtbot.addWidget(tab)
    tab.show()
    dialog = tab.open_intake_dialog()
    dialog.notes_edit.setPlainText("x" * 5000)
    dialog.name_edit.setText("Nguyễn Thị Ánh")
    dialog.take_in()
    assert dialog.isVisible() and not Impound.select().exists()
    assert dialog.banner.text() == "Notes: is longer than 4000 characters"
    assert dialog.focusWidget() is dialog.notes_edit
    dialog.notes_edit.setPlainText("")
    dialog.name_edit.setText("A" * 500)
    dialog.take_in()
    assert dialog.banner.text() == "Name: is longer than 80 characters" and dialog.focusWidget() is dialog.name_edit
    assert not Impound.select().exists()
    dialog.name_edit.setText("O'Brien-Łukasiewicz")
    dialog.place_edit.setText("Ørsted Ave & 3rd")
    dialog.take_in()
    row = Impound.get()
    assert row.animal.name == "O'Brien-Łukasiewicz" and row.found_place == "Ørsted Ave & 3rd"


def test_microchip_scan_finds_the_animal_at_once(qtbot, office, two_shelters):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ida", last_name="Halvorson")
    animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog", name="Pepper",
                          microchip="985112233445566", birth_date=date(2021, 5, 1))
    tab = create_tab(AppContext(office.clerk, office.tracy))
    qtbot.addWidget(tab)
    tab.show()
    dialog = tab.open_intake_dialog()
    qtbot.keyClicks(dialog.scan_edit, "985 112 233 445 566")
    qtbot.keyClick(dialog.scan_edit, Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.found is not None and dialog.found.found_by == "microchip"
    assert "Pepper" in dialog.found_label.text() and "Halvorson" in dialog.found_label.text()
    assert dialog.focusWidget() is dialog.ground_box  # on to the seizure ground, no mouse needed


def test_disposition_is_offered_only_to_who_may_dispose(qtbot, office, two_shelters):
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                        new_animal={"species": "cat"}, found_place="Elm St")
    for actor, allowed in ((office.clerk, False), (office.officer, True)):
        tab = create_tab(AppContext(actor, office.tracy))
        qtbot.addWidget(tab)
        tab.show_impound(r.impound_id)
        assert tab.panel.buttons["dispose"].isEnabled() is allowed


def test_tab_walks_the_intake_form_in_the_order_it_is_drawn(qtbot, office, two_shelters):
    """Keyboard only: Tab from the scan box through the new animal, the seizure, condition, notes,
    photo; Tab in a notes box moves on rather than typing a tab."""
    tab = create_tab(AppContext(office.clerk, office.tracy))
    qtbot.addWidget(tab)
    tab.show()
    dialog = tab.open_intake_dialog()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    dialog.scan_edit.setFocus()
    seen = []
    for _ in range(24):
        seen.append(dialog.focusWidget())
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
    order = [w for w in seen if w in (dialog.name_edit, dialog.ground_box, dialog.incident_edit,
                                     dialog.condition_edit, dialog.notes_edit, dialog.photo_edit, dialog.take_button)]
    assert order[:6] == [dialog.name_edit, dialog.ground_box, dialog.condition_edit, dialog.notes_edit,
                         dialog.photo_edit, dialog.take_button], [w.accessibleName() or w.text() for w in order]
    assert dialog.notes_edit.toPlainText() == "" and dialog.condition_edit.toPlainText() == ""


def test_ctrl_i_starts_an_intake_right_after_ctrl_3(qtbot, office, two_shelters):
    """Ctrl+3 then Ctrl+I: the intake form opens although the focus is still on the tab bar."""
    window = open_main_window(office.clerk, office.tracy)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    tab = window.tab_widgets["intake"]
    window.tabs.setCurrentWidget(tab)  # as Ctrl+3 does: the focus stays on the tab bar
    window.tabs.tabBar().setFocus()
    qtbot.keyClick(window.tabs.tabBar(), Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    assert tab.intake_dialog is not None and tab.intake_dialog.isVisible()
    assert tab.intake_dialog.focusWidget() is tab.intake_dialog.scan_edit  # ready for the scanner


def test_intake_form_fits_a_small_screen(qtbot, office, two_shelters):
    """A 1024-pixel-wide laptop: the form can be narrower than that (the long seizure grounds no
    longer set its width), and the chosen ground is readable in the box's tooltip."""
    tab = create_tab(AppContext(office.clerk, office.tracy))
    qtbot.addWidget(tab)
    dialog = tab.open_intake_dialog()
    assert dialog.minimumSizeHint().width() <= 800
    assert dialog.ground_box.toolTip() == dialog.ground_box.currentText()


def test_t_6d3_order_offers_a_license_only_where_the_city_licenses(qtbot, office, two_shelters):
    from animaloffice.queries.impound_detail import impound_detail
    from ui.intake.small_dialogs import NoticeDialog

    for jid, expected in ((office.tracy, ["license", "permit"]), (office.worthington, ["permit"])):
        o = owners.create_owner(office.clerk, jurisdiction_id=jid, first_name="Ida", last_name="Halvorson")
        a = animals.create_animal(office.clerk, jurisdiction_id=jid, owner_id=o.id, species="dog", name="Rex")
        r = impounds.intake(office.officer, jurisdiction_id=jid, ground="at_large", animal_id=a.id,
                            found_place="Elm St")
        dialog = NoticeDialog(AppContext(office.clerk, jid), impound_detail(r.impound_id), "license_order")
        qtbot.addWidget(dialog)
        assert [dialog.needs.itemData(i) for i in range(dialog.needs.count())] == expected


def test_the_impound_list_filter_waits_for_a_pause_and_is_read_in_the_background(qtbot, office):
    """T-7E: a name typed into the impound list is looked up once typing pauses, on a worker
    (every impound of a big office is searched), as is a status chosen from the box."""
    from datetime import datetime, timedelta

    owner = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ida", last_name="Lund")
    day = date.today() - timedelta(days=30)
    for n, name in enumerate(("Pepper", "Bo", "Penny")):
        a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=owner.id, species="dog",
                                  name=name)
        Impound.create(jurisdiction=office.tracy, number=f"TRA-IMP-T{n}", animal=a.id, owner=owner.id,
                       impounded_on=day, impounded_at=datetime.combine(day, datetime.min.time()),
                       ground="at_large", intake_type="stray", status="released" if n else "held",
                       outcome="returned_to_owner" if n else "", outcome_on=day + timedelta(days=2) if n else None)
    tab = create_tab(AppContext(office.clerk, office.tracy))
    qtbot.addWidget(tab)
    tab.show()
    assert tab.model.rowCount() == 1  # held now
    tab.status_box.setCurrentIndex(tab.status_box.findData(""))  # all impounds
    assert tab.model.loading
    qtbot.waitUntil(lambda: tab.model.rowCount() == 3 and not tab.model.loading, timeout=5000)
    reads = []
    tab.model.loading_changed.connect(reads.append)
    qtbot.keyClicks(tab.filter_edit, "Pe")
    assert tab.model.rowCount() == 3 and reads == []  # nothing read until typing pauses
    qtbot.waitUntil(lambda: reads == [True, False], timeout=5000)  # then one read, on a worker
    names = sorted(tab.model.data(tab.model.index(r, 2)) for r in range(tab.model.rowCount()))
    assert names == ["Penny", "Pepper"]


def test_arrow_keys_in_the_impound_list_show_each_impound(qtbot, office, two_shelters):
    """The panel follows the row chosen with the keyboard, as it follows a click (T-7E: the desk
    walks the animals held); reading the list again keeps what the panel shows."""
    taken = [impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                             new_animal={"species": "dog", "name": name}, found_place="Elm St").impound_id
             for name in ("Pepper", "Bo", "Penny")]
    tab = create_tab(AppContext(office.clerk, office.tracy))
    qtbot.addWidget(tab)
    tab.show()
    qtbot.waitUntil(lambda: tab.model.rowCount() == 3 and not tab.model.loading, timeout=5000)
    listed = [tab.model.record_id(row) for row in range(3)]
    assert sorted(listed) == sorted(taken)
    tab.table.setFocus()
    tab.table.selectRow(0)
    assert tab.panel.detail.id == listed[0]
    qtbot.keyClick(tab.table, Qt.Key.Key_Down)
    assert tab.panel.detail.id == listed[1]
    assert tab.panel.buttons["card"].isEnabled()
    qtbot.keyClick(tab.table, Qt.Key.Key_Down)
    assert tab.panel.detail.id == listed[2]
    qtbot.keyClick(tab.table, Qt.Key.Key_Up)
    assert tab.panel.detail.id == listed[1]
    tab.show_impound(listed[0])  # as from the board
    tab.refresh()  # the list read again: its selection goes, the panel stays
    qtbot.waitUntil(lambda: tab.model.rowCount() == 3 and not tab.model.loading, timeout=5000)
    assert tab.panel.detail.id == listed[0]


def test_t_6b_set_owner_searches_the_impounds_city(qtbot, office, two_shelters):
    """T-6B: a Worthington impound seen from the Tracy window (a shared shelter) offers the
    Worthington owners only; an owner of the same name in Tracy is neither listed nor set."""
    r = impounds.intake(office.officer, jurisdiction_id=office.worthington, ground="at_large",
                        new_animal={"species": "dog"}, on=date(2026, 3, 2))
    tracy = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Nelson", first_name="Sara")
    worth = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, last_name="Nelson",
                                first_name="Tom")
    tab = create_tab(AppContext(office.clerk, office.tracy))
    qtbot.addWidget(tab)
    tab.show()
    tab.show_impound(r.impound_id)
    picker = tab.panel.set_owner()
    qtbot.keyClicks(picker.query, "Nelson")
    qtbot.keyClick(picker.query, Qt.Key.Key_Return)
    listed = [picker.results.item(i).data(256) for i in range(picker.results.count())]
    assert listed == [worth.id] and tracy.id not in listed
    qtbot.mouseClick(picker.ok_button, Qt.MouseButton.LeftButton)
    assert Impound.get_by_id(r.impound_id).owner_id == worth.id


def test_mn_346_47_disposition_without_an_address_lands_on_the_address(qtbot, office, two_shelters):
    """MN-346.47: the disposition dialog refuses an adoption of a grown animal without the adopter's
    address, pointing at the Address field, and saves it once the address is typed."""
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                        new_animal={"species": "dog", "age_months": 24}, on=date(2026, 3, 2))
    impound_notices.post_notice(office.clerk, r.impound_id, on=date(2026, 3, 2),  # MN-347.14
                                places=["City Hall", "Post office", "Public library"])
    tab = create_tab(AppContext(office.officer, office.tracy))
    qtbot.addWidget(tab)
    tab.show()
    tab.show_impound(r.impound_id)
    dialog = tab.panel.dispose()
    dialog.date.setDate(date(2026, 3, 11))
    dialog.party.setText("Ann Lee")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert Impound.get().status == "held" and "address" in dialog.banner.text()
    assert dialog.focusWidget() is dialog.address
    dialog.address.setText("1 Elm St, Tracy")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert Impound.get().status == "disposed" and Impound.get().outcome_address == "1 Elm St, Tracy"


def test_t_6c_kennel_tile_shows_both_hold_dates(qtbot, office, two_shelters):
    """T-6C: the kennel board shows both dates, the hold's last day and the first day disposition
    is allowed (it showed only one), each on a line that fits the narrowest tile."""
    from animaloffice.persistence.models.impounds import Kennel

    r1, r2 = (Kennel.get((Kennel.facility == two_shelters[0]) & (Kennel.code == c)).id for c in ("R1", "R2"))
    old = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                          new_animal={"species": "dog"}, kennel_id=r1, on=date(2026, 3, 2))
    impound_notices.post_notice(office.clerk, old.impound_id, on=date(2026, 3, 2),  # MN-347.14
                                places=["City Hall", "Post office", "Public library"])
    new = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                          new_animal={"species": "dog"}, kennel_id=r2, on=date.today())
    tab = create_tab(AppContext(office.clerk, office.tracy))
    qtbot.addWidget(tab)
    tab.resize(640, 700)
    tab.show()
    tab.facility_box.setCurrentIndex(tab.facility_box.findData(two_shelters[0]))
    for code, r, expected in (("R1", old, ("Hold ended {:%m/%d}", "Available since {:%m/%d}")),
                              ("R2", new, ("Hold ends {:%m/%d}", "Dispose from {:%m/%d}"))):
        tile = tab.board.tile(code)
        lines = tile.text().splitlines()
        assert expected[0].format(r.hold_last_day) in lines and expected[1].format(r.disposition_from) in lines
        room = tile.contentsRect().width() - 12  # the tile's padding
        for line in lines[3:]:
            assert tile.fontMetrics().horizontalAdvance(line) <= room, line
