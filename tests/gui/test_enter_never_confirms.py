"""Enter in a search or picker field searches or picks and never confirms the form; a charge is
confirmed before it is taken. Each desk dialog that takes an owner, an animal or money: New license,
a transfer (T-3C), a new permit application (W-90.10D), an intake and a reclaim."""
from __future__ import annotations

from datetime import date, timedelta

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QWidget

from animaloffice.persistence.models.animals import Ownership
from animaloffice.persistence.models.impounds import Impound
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.money import Payment
from animaloffice.persistence.models.permits import PermitApplication
from animaloffice.services import animals, impounds, kennels, owners
from ui.context import AppContext

TODAY = date.today()
ENTER = Qt.Key.Key_Return


def _show(qtbot, dialog: QWidget) -> QWidget:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()  # the keyboard is the dialog's, as when it opens at the desk
    qtbot.waitUntil(dialog.isActiveWindow, timeout=2000)
    return dialog


def _saved() -> tuple[int, ...]:
    return tuple(m.select().count() for m in (License, Payment, Ownership, PermitApplication, Impound))


def _searching_fields(dialog: QWidget) -> list[QWidget]:
    return [w for w in dialog.findChildren(QWidget) if w.property("enter_searches") and w.isVisibleTo(dialog)]


@pytest.fixture
def olson(office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name="Olson",
                            phone="507-555-0199", address={"line1": "3 Oak St", "city": "Tracy", "postal_code": "56175"})
    dog = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                                name="Rex", birth_date=TODAY - timedelta(days=900))
    animals.record_vaccination(office.clerk, dog.id, vaccinated_on=TODAY - timedelta(days=30), veterinarian="Dr. V")
    berg = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Bo", last_name="Berg",
                               address={"line1": "9 Elm St", "city": "Tracy", "postal_code": "56175"})
    return AppContext(office.clerk, office.tracy), o.id, dog.id, berg.id


def test_t_3c_enter_in_a_transfers_owner_search_and_list_transfers_nothing(qtbot, olson, charges_confirmed):
    from ui.licenses.record_dialogs import TransferDialog

    ctx, _, dog, berg = olson
    d = _show(qtbot, TransferDialog(ctx, dog))
    before = _saved()
    assert d.focusWidget() is d.owner.find  # the dialog opens in the owner search
    qtbot.keyClicks(d.owner.find, "Berg")
    qtbot.keyClick(d.owner.find, ENTER)  # picks the owner found
    assert d.owner.owner_id() == berg and d.focusWidget() is d.owner.results
    qtbot.keyClick(d.owner.results, ENTER)  # on to the next field, nothing more
    assert d.isVisible() and d.result_value is None and _saved() == before
    assert d.focusWidget() is not d.ok_button and {d.owner.find, d.owner.results} <= set(_searching_fields(d))
    qtbot.keyClick(d.focusWidget(), ENTER, Qt.KeyboardModifier.ControlModifier)  # Ctrl+Enter transfers
    assert d.result_value is not None and charges_confirmed == []  # a transfer charges no fee


def test_w_90_10d_enter_in_a_permit_applications_owner_picker_picks_and_the_fee_is_asked(
        qtbot, office, charges_confirmed):
    from ui.permits.application_dialog import ApplicationDialog

    owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Dale", last_name="Thorson",
                        phone="507-376-4410",
                        address={"line1": "9 Elm St", "city": "Worthington", "postal_code": "56187"})
    d = _show(qtbot, ApplicationDialog(AppContext(office.clerk, office.worthington), permit_type="breeder_hobbyist"))
    before = _saved()
    d.owner.edit.setFocus()
    qtbot.keyClicks(d.owner.edit, "376-4410")
    qtbot.keyClick(d.owner.edit, ENTER)  # picks Thorson
    assert d.owner.owner_id() is not None and d.focusWidget() is d.owner.box
    qtbot.keyClick(d.owner.box, ENTER)  # in the owners found: on to the next field, never the form's OK
    assert d.isVisible() and d.result() == 0 and _saved() == before and charges_confirmed == []
    assert d.focusWidget() is not d.owner.box
    d.description.setPlainText("Beagles")
    charges_confirmed.answer = False  # the clerk goes back to the form
    d.accept()
    assert len(charges_confirmed) == 1 and "charge $" in charges_confirmed[0] and _saved() == before
    charges_confirmed.answer = True
    d.accept()
    assert PermitApplication.select().count() == before[3] + 1


def test_t_3a_enter_in_any_field_of_new_license_asks_the_charge_before_anything_is_taken(
        qtbot, olson, charges_confirmed):
    """Enter in a plain field confirms the form, as its default button does, but only through the
    question naming the fee; the searching fields pick and go no further."""
    from ui.licenses.new_license import NewLicenseDialog

    ctx, owner, dog, _ = olson
    d = _show(qtbot, NewLicenseDialog(ctx, owner_id=owner, animal_id=dog))
    assert d.ok_button.text() == "&Issue license (Ctrl+Enter)"  # the key from any field, said on the button
    before = _saved()
    # Issue is the default, not the age-exemption offer (hidden until the service offers it, T-7C)
    assert d.ok_button.isDefault() and not d.exempt_button.isDefault()
    charges_confirmed.answer = False
    searching = _searching_fields(d)
    assert {d.owner.find, d.owner.results} <= set(searching)
    for field in searching:
        field.setFocus()
        qtbot.keyClick(field, ENTER)
    assert charges_confirmed == [] and d.isVisible()
    plain = [w for w in d.findChildren(QLineEdit) if w.isVisibleTo(d) and w.isEnabled() and w not in searching]
    assert len(plain) >= 4
    for field in plain:
        field.setFocus()
        qtbot.keyClick(field, ENTER)
    assert len(charges_confirmed) == len(plain) and all("charge $15.00" in q for q in charges_confirmed)
    assert d.isVisible() and _saved() == before


@pytest.fixture
def shelter(office):
    facility = kennels.create_facility(office.admin, name="Tracy Animal Control Facility")
    kennels.add_kennel_range(office.admin, facility.id, kind="run", prefix="R", count=4)
    return facility.id


def test_enter_in_any_field_of_the_intake_takes_nothing_in(qtbot, office, shelter, olson):
    from ui.intake.intake_dialog import IntakeDialog

    ctx = olson[0]
    d = _show(qtbot, IntakeDialog(ctx))
    qtbot.keyClicks(d.scan_edit, "985112233445566")
    qtbot.keyClick(d.scan_edit, ENTER)  # looks the chip up (nothing found) and goes no further
    fields = [w for w in d.findChildren(QLineEdit) if w.isVisibleTo(d) and w.isEnabled()]
    assert d.scan_edit in fields and len(fields) >= 5
    for field in fields:
        field.setFocus()
        qtbot.keyClicks(field, "Rex" if field is d.name_edit else "")
        qtbot.keyClick(field, ENTER)
    assert d.isVisible() and not Impound.select().exists()


def test_enter_in_any_field_of_a_reclaim_takes_no_payment_and_releases_nothing(qtbot, office, olson):
    from ui.intake.reclaim_dialog import ReclaimDialog

    ctx, _, dog, _ = olson
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog, on=TODAY)
    d = _show(qtbot, ReclaimDialog(ctx, r.impound_id))
    before = _saved()
    fields = [w for w in d.findChildren(QLineEdit) if w.isVisibleTo(d) and w.isEnabled()]
    assert d.amount in fields
    for field in fields:
        field.setFocus()
        qtbot.keyClick(field, ENTER)
    assert d.isVisible() and _saved() == before
    assert Impound.get_by_id(r.impound_id).released_on is None
