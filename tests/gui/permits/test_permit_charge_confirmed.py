"""W-90.10D (a permit is issued upon payment of its fee): the fee is taken only once the clerk
confirmed a question naming the amount; going back takes nothing."""
from animaloffice.queries.charges import unpaid_charges
from animaloffice.services import owners
from animaloffice.services import permits as svc
from ui.context import AppContext
from ui.permits.action_dialogs import PaymentDialog


def test_w_90_10d_the_application_fee_is_taken_after_the_amount_is_confirmed(qtbot, office, charges_confirmed):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Dale",
                            last_name="Thorson", address={"line1": "9 Elm St", "city": "Worthington",
                                                          "postal_code": "56187"}).id
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="breeder_hobbyist", description="Beagles")
    subjects = (("permit_application", rec.application_id),)
    dialog = PaymentDialog(AppContext(office.clerk, office.worthington), subjects=subjects, title="A-1")
    qtbot.addWidget(dialog)
    dialog.show()
    charges_confirmed.answer = False
    dialog.accept()
    assert charges_confirmed == ["Payment — A-1: take $50.00 by cash?"]
    assert dialog.isVisible() and unpaid_charges(subject_table="permit_application", subject_id=rec.application_id)
    charges_confirmed.answer = True
    dialog.accept()
    assert unpaid_charges(subject_table="permit_application", subject_id=rec.application_id) == []
