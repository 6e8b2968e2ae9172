"""W-90.05C at the reclaim desk: a Worthington dog whose spay/neuter status is not recorded. The
window asks the owner's answer before the bill is computed, and only then shows the penalty."""
from datetime import date

from PySide6.QtCore import Qt

from animaloffice.services import animals, impounds, owners
from ui.context import AppContext
from ui.intake.reclaim_dialog import ReclaimDialog


def test_w_90_05c_reclaim_asks_whether_the_dog_is_altered(qtbot, office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Sam", last_name="Vang",
                            address={"line1": "12 Oak Ave", "city": "Worthington", "postal_code": "56187"})
    dog = animals.create_animal(office.clerk, jurisdiction_id=office.worthington, owner_id=o.id, species="dog",
                                name="Koda", birth_date=date(2021, 5, 1)).id  # altered: not known
    r = impounds.intake(office.officer, jurisdiction_id=office.worthington, ground="at_large", animal_id=dog,
                        on=date.today())
    dialog = ReclaimDialog(AppContext(office.clerk, office.worthington), r.impound_id)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.not_altered_button.isVisible() and dialog.altered_button.isVisible()
    assert "spayed or neutered" in dialog.question_label.text() and not dialog.pay_button.isEnabled()
    assert not any(l.rule_id == "W-90.05C" for l in dialog.bill.lines)
    qtbot.mouseClick(dialog.not_altered_button, Qt.MouseButton.LeftButton)
    assert not dialog.not_altered_button.isVisible() and not dialog.question_label.isVisible()
    assert [l.amount_cents for l in dialog.bill.lines if l.rule_id == "W-90.05C"] == [10000]
    # buttons shown only when they apply keep their place: the hidden vaccination button's room
    # stays, so "proof shown" is where it is on a bill that needs the vaccination
    assert not dialog.vaccinate_button.isVisible()
    assert dialog.altered_button.x() >= dialog.license_button.geometry().right() + dialog.vaccinate_button.sizeHint().width()
