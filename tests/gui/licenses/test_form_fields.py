"""Dates typed at the desk: an optional date (birth date, lot expiry) takes a typed date, Tab
leaves it when empty, Delete empties it; the shot date starts empty so it is copied from the
paper certificate, never left at a default (T-3A needs the real date)."""
from datetime import date, timedelta

from license_gui_helpers import click, drive
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QVBoxLayout, QWidget

from animaloffice.persistence.models.animals import Animal, Vaccination
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.people import Owner
from ui.licenses.new_license import NewLicenseDialog
from ui.widgets.forms import date_edit, optional_date

TODAY = date.today()


def _form(qtbot):
    box = QWidget()
    before, field, after = QLineEdit(objectName="before"), date_edit(None, allow_empty=True), QLineEdit()
    layout = QVBoxLayout(box)
    for w in (before, field, after):
        layout.addWidget(w)
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    box.activateWindow()
    qtbot.waitUntil(box.isActiveWindow, timeout=2000)
    return box, before, field, after


def test_typed_date_goes_into_an_empty_optional_date(qtbot):
    _box, _, field, _ = _form(qtbot)
    assert optional_date(field) is None
    field.setFocus()
    qtbot.keyClicks(field, "03152022")
    assert optional_date(field) == date(2022, 3, 15) and field.text() == "03/15/2022"
    field.lineEdit().selectAll()
    qtbot.keyClick(field, Qt.Key.Key_Delete)  # emptied again: "not known"
    assert optional_date(field) is None


def test_tab_leaves_an_empty_optional_date(qtbot):
    _box, before, field, after = _form(qtbot)
    before.setFocus()
    qtbot.keyClick(before, Qt.Key.Key_Tab)
    assert field.hasFocus()
    qtbot.keyClick(field, Qt.Key.Key_Tab)
    assert after.hasFocus()


def test_walk_in_birth_date_typed_is_saved_and_shot_date_must_be_entered(qtbot, tab, office, monkeypatch):
    seen = {}

    def steps(d):
        click(qtbot, d.owner.new_radio)
        qtbot.keyClicks(d.owner.last_name, "Halvorson")
        qtbot.keyClicks(d.owner.line1, "336 Morgan St")
        qtbot.keyClicks(d.animal.name, "Pepper")
        d.animal.sex.setCurrentIndex(d.animal.sex.findData("F"))
        d.animal.birth_date.setFocus()
        qtbot.keyClicks(d.animal.birth_date, "04052023")
        assert d.certificate.is_new and optional_date(d.certificate.vaccinated_on) is None
        qtbot.keyClicks(d.certificate.veterinarian, "Dr. Lindahl")
        click(qtbot, d.ok_button)  # no shot date: refused next to the field, nothing saved
        seen["refusal"] = d.certificate.banner.text()
        seen["saved"] = (Owner.select().count(), Animal.select().count(), Vaccination.select().count())
        shot = TODAY - timedelta(days=3)
        d.certificate.vaccinated_on.setFocus()
        qtbot.keyClicks(d.certificate.vaccinated_on, f"{shot:%m%d%Y}")
        click(qtbot, d.ok_button)

    before = (Owner.select().count(), Animal.select().count(), Vaccination.select().count())
    drive(monkeypatch, NewLicenseDialog, steps, qtbot)
    tab.actions["new"].trigger()
    assert "Date vaccinated" in seen["refusal"] and seen["saved"] == before
    lic = License.get()
    assert Animal.get_by_id(lic.animal_id).birth_date == date(2023, 4, 5)
    assert Vaccination.get_by_id(lic.vaccination_id).vaccinated_on == TODAY - timedelta(days=3)


def test_one_click_into_a_filled_date_and_typing_replaces_it(qtbot):
    """A date that shows a day (most start at today) takes a typed date after one click, from
    its month, wherever in the field the click lands; a click into a field already being typed
    in places the cursor as usual."""
    box = QWidget()
    before, field = QLineEdit(), date_edit(date(2026, 12, 4))
    layout = QVBoxLayout(box)
    for w in (before, field):
        layout.addWidget(w)
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    box.activateWindow()
    qtbot.waitUntil(box.isActiveWindow, timeout=2000)
    before.setFocus()
    edit = field.lineEdit()
    year_part = edit.cursorRect().center()  # somewhere in the field's text: on its year, as it happens
    year_part.setX(edit.width() // 3)
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton, pos=year_part)
    assert field.hasFocus()
    qtbot.waitUntil(lambda: edit.selectedText() == "12", timeout=1000)  # the month, ready to be typed over
    qtbot.keyClicks(field, "03152022")
    assert field.date().toPython() == date(2022, 3, 15), field.text()
    qtbot.keyClick(field, Qt.Key.Key_Tab)  # and the next field, once more by mouse
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton, pos=year_part)
    qtbot.waitUntil(lambda: edit.selectedText() == "03", timeout=1000)
    qtbot.keyClicks(field, "07042025")
    assert field.date().toPython() == date(2025, 7, 4), field.text()
