"""T-3A renewal at the desk: the dialog proposes the animal's own tag number for the new year, the
renewal keeps it, and Renew is no longer offered on the license renewed."""
from datetime import date

from license_gui_helpers import click, drive, owner_with_dog, select
from PySide6.QtCore import Qt

from animaloffice.persistence.models.licensing import License
from animaloffice.services import licensing
from animaloffice.services.payments import PaymentInput
from ui.licenses.license_dialogs import RenewDialog

TODAY = date.today()


def test_t_3a_renewal_proposes_the_own_tag_and_renew_is_not_offered_twice(qtbot, tab, office, monkeypatch):
    last = date(TODAY.year - 1, 3, 2)
    _, animal_id = owner_with_dog(office, shot=date(TODAY.year - 1, 3, 1))
    old = licensing.issue_license(office.clerk, animal_id=animal_id, year=last.year, on=last, tag_number=47,
                                  payment=PaymentInput("cash"))
    select(tab, old.license_id)
    assert tab.actions["renew"].isEnabled()
    proposed = []

    def steps(d):
        proposed.append((d.license.tag.text(), d.license.tag_note.text()))
        click(qtbot, d.ok_button)

    drive(monkeypatch, RenewDialog, steps, qtbot)
    qtbot.keyClick(tab.table, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert proposed[0][0] == "47" and "own tag" in proposed[0][1]
    new = License.get(License.renewal_of == old.license_id)
    assert new.tag_number == 47
    select(tab, old.license_id)
    assert not tab.actions["renew"].isEnabled()  # already renewed
    select(tab, new.id)
    assert tab.actions["renew"].isEnabled()
