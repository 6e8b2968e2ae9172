"""A charge is confirmed before it is taken, at the reclaim desk too (T-6B): "Take payment only" and
"Take payment and release" each ask with the amount due and what is taken now; answering no leaves
the bill unpaid and the animal held. A release the service would refuse asks nothing."""
from datetime import date, timedelta

from PySide6.QtCore import Qt

from animaloffice.persistence.models.impounds import Impound
from animaloffice.persistence.models.money import Payment
from animaloffice.services import impounds
from tests.core.impounds.conftest import make_dog, make_owner
from ui.context import AppContext
from ui.intake.reclaim_dialog import ReclaimDialog

TODAY = date.today()


def _dialog(qtbot, office, *, licensed: bool):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, licensed_on=TODAY - timedelta(days=30) if licensed else None)
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog,
                        on=TODAY - timedelta(days=1))
    dialog = ReclaimDialog(AppContext(office.clerk, office.tracy), r.impound_id)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog, r.impound_id


def test_t_6b_release_asks_before_it_charges_and_takes_the_bill(qtbot, office, charges_confirmed):
    dialog, impound_id = _dialog(qtbot, office, licensed=True)
    due = dialog.bill.due_cents
    assert due > 0
    payments = Payment.select().count()
    charges_confirmed.answer = False
    qtbot.mouseClick(dialog.release_button, Qt.MouseButton.LeftButton)
    asked = charges_confirmed[-1]
    assert dialog.windowTitle() in asked and f"${due / 100:,.2f}" in asked and "by cash" in asked
    assert Impound.get_by_id(impound_id).status == "held" and Payment.select().count() == payments
    assert dialog.isVisible()
    charges_confirmed.answer = True
    qtbot.mouseClick(dialog.release_button, Qt.MouseButton.LeftButton)
    assert Impound.get_by_id(impound_id).status == "released" and Payment.select().count() == payments + 1


def test_t_6b_payment_only_asks_and_a_no_takes_nothing(qtbot, office, charges_confirmed):
    dialog, impound_id = _dialog(qtbot, office, licensed=True)
    due = dialog.bill.due_cents
    dialog.method.setCurrentIndex(dialog.method.findData("check"))
    dialog.reference.setText("1042")
    payments = Payment.select().count()
    charges_confirmed.answer = False
    qtbot.mouseClick(dialog.pay_button, Qt.MouseButton.LeftButton)
    assert f"Taken now: ${due / 100:,.2f} by check." in charges_confirmed[-1]
    assert Payment.select().count() == payments
    charges_confirmed.answer = True
    qtbot.mouseClick(dialog.pay_button, Qt.MouseButton.LeftButton)
    assert Payment.select().count() == payments + 1, dialog.banner.text()
    assert dialog.bill.paid_cents == due and Impound.get_by_id(impound_id).status == "held"


def test_t_6b_a_release_held_back_asks_nothing(qtbot, office, charges_confirmed):
    dialog, impound_id = _dialog(qtbot, office, licensed=False)  # no license: T-6B refuses the release
    asked = len(charges_confirmed)
    qtbot.mouseClick(dialog.release_button, Qt.MouseButton.LeftButton)
    assert len(charges_confirmed) == asked and "T-6B" in dialog.banner.text()
    assert Impound.get_by_id(impound_id).status == "held"
