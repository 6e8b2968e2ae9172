"""The whole window works from the keyboard: on every tab, with a record open, Tab reaches every
control that takes the focus (and Shift+Tab every one too); a button Tab never reaches has a key of
its own; every menu opens with its Alt+letter, and each entry has a letter or a shortcut."""
from __future__ import annotations

import re
from datetime import date, timedelta

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QMenu, QToolButton, QWidget

from animaloffice.services import animals, impounds, kennels, licensing, owners
from animaloffice.services import permits as permit_svc
from animaloffice.services.payments import PaymentInput
from ui.main_window import TABS, open_main_window

MNEMONIC = re.compile(r"(?<!&)&([^&\s])")
QT_OWN = {"qt_tableview_cornerbutton", "qt_toolbar_ext_button"}  # select-all (Ctrl+A); a toolbar's overflow


@pytest.fixture
def window(qtbot, office):
    """An administrator's window at 1366x768 with a record open on each tab that shows one."""
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ida", last_name="Halvorson",
                            phone="507-555-0134", address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"})
    dog = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                                name="Pepper", sex="M", birth_date=date.today() - timedelta(days=900))
    animals.record_vaccination(office.clerk, dog.id, vaccinated_on=date.today() - timedelta(days=20),
                               veterinarian="Dr. V")
    lic = licensing.issue_license(office.clerk, animal_id=dog.id, payment=PaymentInput("cash", 1500))
    facility = kennels.create_facility(office.admin, name="Tracy Animal Control Facility")
    kennels.add_kennel_range(office.admin, facility.id, kind="run", prefix="R", count=3)
    stray = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", on=date.today(),
                            new_animal={"species": "dog", "name": "Stray"})
    application = permit_svc.record_application(office.clerk, owner_id=o.id, permit_type="animal",
                                                description="Two goats", species=["goat"])
    w = open_main_window(office.admin, office.tracy)
    qtbot.addWidget(w)
    w.resize(1366, 740)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=2000)
    w.records = {"licenses": ("license", lic.license_id), "owners": ("owner_history", o.id),
                 "intake": ("impound", stray.impound_id), "permits": ("application", application.application_id)}
    return w


def _controls(page: QWidget) -> list[QWidget]:
    """What a clerk can put the cursor in: shown, enabled, taking the focus by Tab."""
    return [w for w in page.findChildren(QWidget) if w.isVisible() and w.isEnabled() and w.focusProxy() is None
            and w.focusPolicy() & Qt.FocusPolicy.TabFocus and w.objectName() not in QT_OWN]


def _walk(qtbot, start: QWidget, key: Qt.Key, steps: int) -> set[QWidget]:
    start.setFocus()
    reached = set()
    for _ in range(steps):
        qtbot.keyClick(QApplication.focusWidget(), key)
        reached.add(QApplication.focusWidget())
    return reached


def _has_key(button: QAbstractButton) -> bool:
    action = button.defaultAction() if isinstance(button, QToolButton) else None
    keys = [button.shortcut()] + ([action.shortcut()] if action is not None else [])
    return any(not k.isEmpty() for k in keys) or bool(MNEMONIC.search(button.text()))


@pytest.mark.parametrize("name", [name for name, _ in TABS])
def test_tab_reaches_every_control_of_every_tab(qtbot, window, name):
    index = [n for n, _ in TABS].index(name)
    window.tabs.setCurrentIndex(index)
    page = window.tab_widgets[name]
    if name in window.records:
        window.open_record(*window.records[name])
    qtbot.wait(50)
    controls = _controls(page) + [window.jurisdiction_box, window.search.edit]  # and the window's own
    assert len(controls) > 3, name
    steps = 2 * len(controls) + 30  # the toolbar's and the window's own controls are in the ring too
    forward = _walk(qtbot, window.search.edit, Qt.Key.Key_Tab, steps)
    backward = _walk(qtbot, window.search.edit, Qt.Key.Key_Backtab, steps)
    label = lambda w: w.objectName() or w.accessibleName() or getattr(w, "text", lambda: "")() or type(w).__name__  # noqa: E731
    assert [label(w) for w in controls if w not in forward] == [], "Tab never reaches these"
    assert [label(w) for w in controls if w not in backward] == [], "Shift+Tab never reaches these"
    keyless = [b.text() or b.toolTip() or type(b).__name__ for b in page.findChildren(QAbstractButton)
               if b.isVisible() and b.isEnabled() and b.objectName() not in QT_OWN
               and not b.focusPolicy() & Qt.FocusPolicy.TabFocus and not _has_key(b)]
    assert keyless == [], "buttons with no keyboard route"


def _entries(menu: QMenu) -> list:
    return [a for a in menu.actions() if not a.isSeparator() and a.isVisible()]


def test_every_menu_opens_with_its_alt_letter_and_every_entry_has_a_key(qtbot, window):
    for name, _ in TABS:  # every tab's Tools entries are there once it is built
        window.tab_widgets[name]
    keyless, twice = [], []
    for top in window.menuBar().actions():
        letter = MNEMONIC.search(top.text())
        assert letter, top.text()
        qtbot.keyClick(window, getattr(Qt.Key, f"Key_{letter.group(1).upper()}"), Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(lambda: QApplication.activePopupWidget() is top.menu(), timeout=2000)
        qtbot.keyClick(top.menu(), Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None, timeout=2000)
        menus = [top.menu()]
        while menus:
            menu = menus.pop()
            letters = []
            for action in _entries(menu):
                found = MNEMONIC.search(action.text())
                if found:
                    letters.append(found.group(1).lower())
                if action.menu() is not None:
                    menus.append(action.menu())
                if not found and (action.menu() is not None or action.shortcut().isEmpty()):
                    keyless.append(f"{menu.title()} › {action.text()}")
            twice += [f"{menu.title()}: {x}" for x in sorted(set(letters)) if letters.count(x) > 1]
    assert keyless == [], f"entries with neither a letter nor a shortcut: {keyless}"
    assert twice == [], f"a letter used twice in one menu: {twice}"


def _in_view(area, widget) -> bool:
    from PySide6.QtCore import QPoint

    top = widget.mapTo(area.viewport(), QPoint(0, 0)).y()
    return 0 <= top and top + widget.height() <= area.viewport().height()


@pytest.mark.parametrize("form", ["new license", "permit application"])
def test_alt_letter_to_a_field_below_the_fold_scrolls_it_into_view(qtbot, office, form):
    """A form taller than the screen scrolls; Alt+letter brings the field it names into view, as
    Tab does (at 1366x768 New license shows about half its fields)."""
    from PySide6.QtWidgets import QScrollArea

    from ui.context import AppContext
    from ui.licenses.new_license import NewLicenseDialog
    from ui.permits.application_dialog import ApplicationDialog

    if form == "new license":
        d = NewLicenseDialog(AppContext(office.clerk, office.tracy))
        steps = [("D", d.certificate.vaccinated_on), ("P", d.payment.method), ("M", d.animal.name)]
    else:
        d = ApplicationDialog(AppContext(office.clerk, office.tracy), permit_type="animal")
        steps = [("Y", d.pay_method), ("O", d.owner.edit)]
    qtbot.addWidget(d)
    d.resize(720, 420)
    d.show()
    qtbot.waitExposed(d)
    d.activateWindow()
    qtbot.waitUntil(d.isActiveWindow, timeout=2000)
    area = d.findChild(QScrollArea)
    assert not _in_view(area, steps[0][1])  # below the fold to begin with
    for letter, field in steps:
        qtbot.keyClick(QApplication.focusWidget(), getattr(Qt.Key, f"Key_{letter}"), Qt.KeyboardModifier.AltModifier)
        assert QApplication.focusWidget() is field, letter
        qtbot.waitUntil(lambda field=field: _in_view(area, field), timeout=1000)


def test_no_blank_tab_stop_in_the_scrolling_forms(qtbot, office):
    """Tab stops only at fields and buttons: a scroll area holding the form is no stop of its own."""
    from PySide6.QtWidgets import QAbstractScrollArea, QScrollArea

    from ui.context import AppContext
    from ui.licenses.new_license import NewLicenseDialog
    from ui.permits.application_dialog import ApplicationDialog

    ctx = AppContext(office.clerk, office.tracy)
    for d in (NewLicenseDialog(ctx), ApplicationDialog(ctx, permit_type="animal")):
        qtbot.addWidget(d)
        d.show()
        d.activateWindow()
        qtbot.waitUntil(d.isActiveWindow, timeout=2000)
        stops = _walk(qtbot, d.focusWidget() or d, Qt.Key.Key_Tab, 80)
        blank = [type(w).__name__ for w in stops if isinstance(w, QScrollArea)
                 or (isinstance(w, QAbstractScrollArea) and w.objectName() == "")]
        assert blank == [], type(d).__name__
        d.close()
