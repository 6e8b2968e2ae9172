"""Enter in New license's "Find owner" picks the owner and never issues the license; a fee is
charged only once the clerk confirmed a question naming the amount (T-3A: the license fee)."""
from datetime import date, timedelta

from license_gui_helpers import new_license_dialog, owner_with_dog
from PySide6.QtCore import Qt

from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.money import Charge, Payment

TODAY = date.today()


def test_enter_in_find_owner_picks_the_owner_and_issues_nothing(qtbot, tab, office, charges_confirmed):
    owner_with_dog(office, shot=TODAY - timedelta(days=30))  # a certificate on file: the form is complete
    dialog = new_license_dialog(qtbot, tab)
    pressed = []
    dialog.ok_button.clicked.connect(lambda: pressed.append(True))
    dialog.owner.find.setFocus()
    qtbot.keyClicks(dialog.owner.find, "Olson")
    qtbot.keyClick(dialog.owner.find, Qt.Key.Key_Return)
    assert dialog.owner.owner_id() is not None  # picked
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Enter)  # Enter again, in the list of owners found
    assert pressed == [] and dialog.isVisible() and dialog.result_value is None
    assert charges_confirmed == [] and License.select().count() == 0


def test_the_fee_is_charged_only_after_the_clerk_confirms_the_amount(qtbot, tab, office, charges_confirmed):
    owner_with_dog(office, shot=TODAY - timedelta(days=30))
    dialog = new_license_dialog(qtbot, tab)
    qtbot.keyClicks(dialog.owner.find, "Olson")
    qtbot.keyClick(dialog.owner.find, Qt.Key.Key_Return)
    charges_confirmed.answer = False  # "Back to the form"
    dialog.ok_button.click()
    assert len(charges_confirmed) == 1
    question = charges_confirmed[0]
    assert "charge $15.00" in question and "$15.00 by cash" in question, question
    assert dialog.isVisible() and (License.select().count(), Charge.select().count(), Payment.select().count()) \
        == (0, 0, 0)
    charges_confirmed.answer = True
    dialog.ok_button.click()
    assert len(charges_confirmed) == 2 and dialog.result_value is not None
    assert (License.select().count(), Payment.select().count()) == (1, 1)
