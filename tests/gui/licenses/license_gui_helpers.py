"""Helpers for the Licenses tab tests: drive modal dialogs, read PDFs, make an owner with a dog."""
from __future__ import annotations

import io
from datetime import date, timedelta

from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from animaloffice.services import animals, owners

TODAY = date.today()


def drive(monkeypatch, dialog_class, steps, qtbot=None):
    """Replace the modal exec() of `dialog_class`: run `steps(dialog)` instead, then return its result.
    Records every dialog it ran in the returned list."""
    seen = []

    def fake_exec(dialog):
        seen.append(dialog)
        dialog.show()  # shown but not modal: keyboard shortcuts reach it, the test never blocks
        dialog.activateWindow()
        if qtbot is not None:
            qtbot.waitUntil(dialog.isActiveWindow, timeout=2000)
        steps(dialog)
        dialog.hide()
        owner = dialog.parentWidget().window() if dialog.parentWidget() else None
        if qtbot is not None and owner is not None:  # focus goes back, as when a modal dialog closes
            owner.activateWindow()
            qtbot.waitUntil(owner.isActiveWindow, timeout=2000)
        return dialog.result()

    monkeypatch.setattr(dialog_class, "exec", fake_exec)
    return seen


def new_license_dialog(qtbot, tab):
    """The New license dialog of the tab, shown and exposed, closed with the test."""
    from ui.licenses.new_license import NewLicenseDialog

    dialog = NewLicenseDialog(tab.ctx, tab)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def click(qtbot, widget):
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def pdf_text(data: bytes) -> str:
    return "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(data)).pages)


def owner_with_dog(office, *, shot=None, years=3, last="Olson", name="Rex", received=None):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name=last,
                            address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"},
                            phone="507-555-0101")
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                              name=name, sex="M", birth_date=TODAY - timedelta(days=2000))
    if shot is not None:
        animals.record_vaccination(office.clerk, a.id, vaccinated_on=shot, duration_years=years,
                                   veterinarian="Dr. Vet", received_on=received or shot)
    return o.id, a.id


ACCEPTED = QDialog.DialogCode.Accepted


def select(tab, license_id):
    """Read the list again and choose the license's row; its detail is then shown."""
    tab.refresh()
    row = tab.model.row_of(license_id)
    assert row >= 0
    tab.table.setCurrentIndex(tab.model.index(row, 0))
    assert tab.detail.record_id == license_id
