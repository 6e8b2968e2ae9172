"""T-7C: an open-ended exemption shown on the animal is ended from the Licenses tab, with the
reason; then the animal needs a license."""
from datetime import date, timedelta

from license_gui_helpers import click, drive, owner_with_dog
from PySide6.QtCore import Qt

from animaloffice.persistence.models.licensing import Exemption
from animaloffice.services import licensing
from ui.licenses.record_dialogs import EndExemptionDialog

TODAY = date.today()


def test_t_7c_end_exemption_from_the_animal(qtbot, tab, office, monkeypatch):
    _, animal_id = owner_with_dog(office, shot=TODAY - timedelta(days=100))
    ex = licensing.record_exemption(office.clerk, animal_id=animal_id, reason="police_canine",
                                    on=TODAY - timedelta(days=10))
    tab.show_record("animal", animal_id)
    assert "No license needed" in tab.detail.toPlainText() and tab.actions["end_exempt"].isEnabled()

    def steps(d):
        click(qtbot, d.ok_button)  # no reason: refused, named, nothing saved
        assert "reason" in d.sections[0].banner.text().lower() or "reason" in d.banner.text().lower()
        assert Exemption.get_by_id(ex).valid_until is None
        qtbot.keyClicks(d.reason, "retired from police work")
        click(qtbot, d.ok_button)

    drive(monkeypatch, EndExemptionDialog, steps, qtbot)
    qtbot.keyClick(tab.table, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    row = Exemption.get_by_id(ex)
    assert row.valid_until == TODAY - timedelta(days=1) and "retired from police work" in row.notes
    assert "No license in force" in tab.detail.toPlainText() and not tab.actions["end_exempt"].isEnabled()


def test_t_7c_end_exemption_is_off_without_an_open_exemption(qtbot, tab, office):
    _, animal_id = owner_with_dog(office, shot=TODAY - timedelta(days=100))
    tab.show_record("animal", animal_id)
    assert not tab.actions["end_exempt"].isEnabled()
