"""T-6B at the counter in the owner's language: for an owner whose letters are in Spanish the
reclaim opens with the bill and the conditions in Spanish (no rule ids), and the clerk can switch
to the English view with its rules at any moment."""
from datetime import date, timedelta

from animaloffice.persistence.models.people import Owner
from animaloffice.services import impounds, owners
from tests.core.impounds.conftest import make_dog, make_owner
from ui.context import AppContext
from ui.intake.reclaim_dialog import ReclaimDialog

TODAY = date.today()


def test_t_6b_the_reclaim_shows_a_spanish_reading_owner_the_bill_in_spanish(qtbot, office):
    owner = make_owner(office, office.tracy, last="Hernández", first="Rosa")
    owners.update_owner(office.clerk, owner, expected_version=Owner.get_by_id(owner).version, letter_language="es+en")
    dog = make_dog(office, office.tracy, owner)  # no license: T-6B holds the release
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog,
                        on=TODAY - timedelta(days=2))
    dialog = ReclaimDialog(AppContext(office.clerk, office.tracy), r.impound_id)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.shown_in.currentData() == "es"
    headers = [dialog.table.horizontalHeaderItem(c).text() for c in range(dialog.table.columnCount())]
    assert headers == ["Concepto", "Importe", "Estado"]
    names = [dialog.table.item(r, 0).text() for r in range(dialog.table.rowCount())]
    assert "Cargo por depósito" in names and all("T-6B" not in n for n in names)
    assert "a pagar hoy" in dialog.total_label.text()
    assert "licencia" in dialog.blockers_label.text() and "T-6B" not in dialog.blockers_label.text()
    dialog.shown_in.setCurrentIndex(dialog.shown_in.findData("en"))
    assert dialog.table.columnCount() == 4 and dialog.table.horizontalHeaderItem(1).text() == "Rule"
    assert "needs a license" in dialog.blockers_label.text() and "(T-6B)" in dialog.blockers_label.text()
    assert dialog.license_button.isEnabled()  # the clerk's actions are the same in either view
