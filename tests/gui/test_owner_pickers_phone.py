"""Every owner picker finds an owner by phone number, typed with or without dashes, spaces or
brackets, and by name whatever its accents: New license's "Find owner" (and the Transfer
dialog's, the same section), the permit dialogs' owner picker and a call's or bite's picker."""
from __future__ import annotations

from datetime import date, timedelta

import pytest
from PySide6.QtCore import Qt

from animaloffice.services import animals, owners
from ui.context import AppContext


@pytest.fixture
def people(office):
    jose = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="José",
                               last_name="Hernández", phone="507-555-0134",
                               address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"})
    owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name="Olson",
                        phone="507-555-0199", address={"line1": "3 Oak St", "city": "Tracy", "postal_code": "56175"})
    dog = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=jose.id, species="dog",
                                name="Canela", birth_date=date.today() - timedelta(days=900))
    return AppContext(office.clerk, office.tracy), jose.id, dog.id


def _show(qtbot, widget):
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


@pytest.mark.parametrize("typed", ["(507) 555 0134", "5075550134", "Hernandez"])
def test_new_license_find_owner_by_phone_then_enter_picks(qtbot, people, typed):
    from ui.licenses.new_license import NewLicenseDialog

    ctx, jose, _ = people
    d = _show(qtbot, NewLicenseDialog(ctx))
    d.owner.find.setFocus()
    qtbot.keyClicks(d.owner.find, typed)
    qtbot.keyClick(d.owner.find, Qt.Key.Key_Return)  # picks the first owner found, issues nothing
    assert d.owner.owner_id() == jose and d.isVisible()
    assert d.owner.results.count() == 1 and "507-555-0134" in d.owner.results.item(0).text()


def test_transfer_dialog_finds_the_new_owner_by_phone(qtbot, people):
    from ui.licenses.record_dialogs import TransferDialog

    ctx, jose, dog = people
    d = _show(qtbot, TransferDialog(ctx, dog))
    qtbot.keyClicks(d.owner.find, "507 555-0199")
    qtbot.keyClick(d.owner.find, Qt.Key.Key_Return)
    assert d.owner.owner_id() not in (None, jose) and "Olson, Ann" in d.owner.results.currentItem().text()


def test_permit_owner_picker_by_phone(qtbot, people):
    from ui.permits.widgets import OwnerPicker

    ctx, jose, _ = people
    picker = _show(qtbot, OwnerPicker(ctx))
    picker.edit.setFocus()
    qtbot.keyClicks(picker.edit, "507-555-0134")
    qtbot.keyClick(picker.edit, Qt.Key.Key_Return)
    assert picker.owner_id() == jose and picker.box.count() == 1
    assert picker.box.currentText().startswith("Hernández, José")


def test_field_subject_picker_by_phone_offers_the_owners_animals(qtbot, people):
    from ui.field.picker import SubjectPicker

    ctx, jose, dog = people
    picker = _show(qtbot, SubjectPicker(ctx))
    picker.find_edit.setFocus()
    qtbot.keyClicks(picker.find_edit, "(507) 555-0134")
    qtbot.keyClick(picker.find_edit, Qt.Key.Key_Return)
    assert picker.owner_id() == jose
    assert picker.animals.findData(dog) > 0
