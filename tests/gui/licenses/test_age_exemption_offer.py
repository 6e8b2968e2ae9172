"""T-7C with T-3B: a walk-in puppy with no birth date, its age entered as about 2 months: the
license is not sold, the age exemption is offered instead and recorded, and nothing is charged."""
from datetime import date

from license_gui_helpers import click, drive
from PySide6.QtCore import Qt
from test_new_license_flow import fill_walk_in

from animaloffice.persistence.models.animals import Animal
from animaloffice.persistence.models.licensing import Exemption, License
from animaloffice.persistence.models.money import Charge
from ui.licenses.new_license import NewLicenseDialog

TODAY = date.today()


def test_t_7c_a_puppy_of_about_2_months_is_offered_the_exemption(qtbot, tab, office, monkeypatch):
    seen = {}

    def steps(d):
        fill_walk_in(qtbot, d)
        d.animal.birth_date.setDate(d.animal.birth_date.minimumDate())  # not known: an approximate age instead
        d.animal.age_months.setValue(2)
        qtbot.keyClick(d, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        seen["offered"] = d.exempt_button.isVisible()
        from PySide6.QtWidgets import QLabel
        seen["banner"] = " ".join(w.text() for w in d.findChildren(QLabel) if w.isVisible() and "months" in w.text())
        seen["licenses"] = License.select().count()
        click(qtbot, d.exempt_button)

    ran = drive(monkeypatch, NewLicenseDialog, steps, qtbot)
    qtbot.keyClick(tab.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert len(ran) == 1 and seen["offered"] and seen["licenses"] == 0, seen
    assert "under 4 months" in seen["banner"] and "estimated" in seen["banner"]
    pup = Animal.get()
    assert pup.birth_date_estimated and (TODAY - pup.birth_date).days < 70
    assert Exemption.get().reason == "under_4_months" and Exemption.get().animal_id == pup.id
    assert License.select().count() == 0 and Charge.select().count() == 0
