"""The Licenses tab on its own, over the test office, plus helpers to drive modal dialogs."""
from __future__ import annotations

import io
from datetime import date, timedelta

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from animaloffice.services import animals, owners

TODAY = date.today()


@pytest.fixture
def tab(qtbot, office):
    from ui.context import AppContext
    from ui.licenses.tab import LicensesTab

    ctx = AppContext(office.clerk, office.tracy)
    widget = LicensesTab(ctx)
    qtbot.addWidget(widget)
    widget.resize(1300, 800)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


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
        return dialog.result()

    monkeypatch.setattr(dialog_class, "exec", fake_exec)
    return seen


def click(qtbot, widget):
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def pdf_text(data: bytes) -> str:
    return "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(data)).pages)


def owner_with_dog(office, *, shot=None, years=3, last="Olson", name="Rex", received=None):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name=last,
                            address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"},
                            phone="507-555-0101")
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                              name=name, birth_date=TODAY - timedelta(days=2000))
    if shot is not None:
        animals.record_vaccination(office.clerk, a.id, vaccinated_on=shot, duration_years=years,
                                   veterinarian="Dr. Vet", received_on=received or shot)
    return o.id, a.id


ACCEPTED = QDialog.DialogCode.Accepted
