"""T-7C at the desk: the under-4-months explanation follows the birth date as it is typed, and the
animal's page then says no license is needed until when."""
from datetime import date, timedelta

from license_gui_helpers import click, drive

from animaloffice.persistence.models.licensing import Exemption
from ui.licenses.record_dialogs import ExemptionDialog

TODAY = date.today()


def test_t_7c_under_4_months_follows_the_typed_birth_date(qtbot, tab, office, monkeypatch):
    seen = {}
    born = TODAY - timedelta(days=45)

    def steps(d):
        click(qtbot, d.owner.new_radio)
        qtbot.keyClicks(d.owner.last_name, "Young")
        qtbot.keyClicks(d.animal.name, "Bean")
        d.reason.setCurrentIndex(d.reason.findData("under_4_months"))  # reason first, birth date after
        seen["before"] = d.info.text()
        d.animal.birth_date.setFocus()
        qtbot.keyClicks(d.animal.birth_date, f"{born:%m%d%Y}")
        seen["after"] = d.info.text()
        click(qtbot, d.ok_button)

    drive(monkeypatch, ExemptionDialog, steps, qtbot)
    tab.actions["exempt"].trigger()
    assert "turns 4 months" not in seen["before"]
    assert f"{born:%B} {born.day}, {born.year}" in seen["after"] and "turns 4 months" in seen["after"]
    until = Exemption.get().valid_until
    text = tab.detail.toPlainText()
    assert "No license needed" in text and f"{until:%B} {until.day}, {until.year}" in text
