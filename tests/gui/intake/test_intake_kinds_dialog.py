"""The Intake dialog records each way an animal comes in: "How it came in" shows only that kind's
fields, the owner's form prints for signing, and the board and kennel card show the kind (T-6D1-6
for a seizure; a surrender's license ends, T-3C; MN-346.47 keeps whom it came from)."""
import io
from datetime import date, timedelta

import pypdf
import pytest
from PySide6.QtCore import Qt

from animaloffice.persistence.models.impounds import Impound
from animaloffice.persistence.models.licensing import License
from animaloffice.services import animals, kennels, licensing, owners
from animaloffice.services.payments import PaymentInput
from ui.context import AppContext
from ui.intake import common, create_tab


def pdf_text(data: bytes) -> str:
    return " ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(data)).pages).replace("\n", " ")


@pytest.fixture
def shown(monkeypatch):
    docs = []
    monkeypatch.setattr(common, "show_pdf", lambda parent, data, title, doc_type, name: docs.append((doc_type, data)))
    return docs


@pytest.fixture
def desk(office):
    f = kennels.create_facility(office.admin, name="Tracy Animal Control Facility", address="336 Morgan St",
                                phone="507-629-5530", hours="Mon-Fri 9-13")
    kennels.add_kennel_range(office.admin, f.id, kind="run", prefix="R", count=3)
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ida", last_name="Halvorson",
                            address={"line1": "412 Emory St", "city": "Tracy", "postal_code": "56175"})
    today = date.today()
    pets = []
    for name, tag in (("Pepper", 4321), ("Smokey", 4322)):
        a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                                  name=name, breed="Beagle", colour="black", sex="M", birth_date=date(2015, 5, 1))
        animals.record_vaccination(office.clerk, a.id, vaccinated_on=today - timedelta(days=40),
                                   veterinarian="Dr. V")
        licensing.issue_license(office.clerk, animal_id=a.id, on=today - timedelta(days=30), tag_number=tag,
                                year=today.year, payment=PaymentInput("cash"))
        pets.append(a.id)
    return pets


def _open(qtbot, ctx, kind):
    tab = create_tab(ctx)
    qtbot.addWidget(tab)
    tab.show()
    tab.refresh()
    dialog = tab.open_intake_dialog()
    dialog.kind_box.setCurrentIndex(dialog.kind_box.findData(kind))
    return tab, dialog


def test_surrender_through_the_dialog(qtbot, office, desk, shown):
    tab, dialog = _open(qtbot, AppContext(office.clerk, office.tracy), "surrender")
    assert not dialog.ground_box.isVisible() and not dialog.place_edit.isVisible()
    assert dialog.kind_fields.reason.isVisible() and not dialog.kind_fields.agency.isVisible()
    assert not dialog.field_button.isVisible() and "No hold" in dialog.hold_label.text()
    qtbot.keyClicks(dialog.scan_edit, "4321")
    qtbot.keyClick(dialog.scan_edit, Qt.Key.Key_Return)
    assert "Halvorson" in dialog.kind_fields.owner_label.text()
    dialog.kind_fields.reason.setPlainText("Moving to a flat with no dogs allowed")
    qtbot.mouseClick(dialog.take_button, Qt.MouseButton.LeftButton)  # not yet: the owner's word is missing
    assert dialog.isVisible() and "theirs" in dialog.banner.text()
    qtbot.mouseClick(dialog.kind_fields.print_button, Qt.MouseButton.LeftButton)
    kind, form = shown[-1]
    assert kind == "intake_form" and "cannot reclaim it" in pdf_text(form) and "Pepper" in pdf_text(form)
    dialog.kind_fields.owner_affirmed.setChecked(True)
    dialog.kennel_box.setCurrentIndex(1)
    qtbot.mouseClick(dialog.take_button, Qt.MouseButton.LeftButton)
    row = Impound.get()
    assert row.intake_type == "relinquished" and row.hold_last_day is None
    assert License.get(License.animal == desk[0]).status == "ended"
    tile = next(t for t in tab.board.tiles if t.cell.impound_id == row.id)
    assert "Owner surrender" in tile.text() and tile.cell.state == "in_care"
    kind, card = shown[-1]
    assert kind == "kennel_card" and "Owner surrender" in pdf_text(card) and "Moving to a flat" in pdf_text(card)


def test_transfer_in_through_the_dialog(qtbot, office, desk, shown):
    tab, dialog = _open(qtbot, AppContext(office.clerk, office.tracy), "transfer_in")
    assert dialog.kind_fields.agency.isVisible() and not dialog.kind_fields.reason.isVisible()
    dialog.name_edit.setText("Scout")
    dialog.kind_fields.agency.setText("Lyon County Humane Society")
    qtbot.mouseClick(dialog.take_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and "reference" in dialog.banner.text()
    dialog.kind_fields.reference.setText("LCHS-2026-0417")
    dialog.kennel_box.setCurrentIndex(2)
    qtbot.mouseClick(dialog.take_button, Qt.MouseButton.LeftButton)
    row = Impound.get()
    assert (row.intake_type, row.source_reference, row.owner_id) == ("transferred_in", "LCHS-2026-0417", None)
    tile = next(t for t in tab.board.tiles if t.cell.impound_id == row.id)
    assert "Transfer in" in tile.text()


def test_owner_requested_euthanasia_through_the_dialog(qtbot, office, desk, shown):
    tab, dialog = _open(qtbot, AppContext(office.officer, office.tracy), "owner_euthanasia")
    assert dialog.kind_fields.signed.isVisible() and not dialog.kennel_box.isVisible()
    qtbot.keyClicks(dialog.scan_edit, "4322")
    qtbot.keyClick(dialog.scan_edit, Qt.Key.Key_Return)
    dialog.kind_fields.owner_affirmed.setChecked(True)
    dialog.kind_fields.reason.setPlainText("Old age")
    qtbot.mouseClick(dialog.take_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and "signed request" in dialog.banner.text()
    qtbot.mouseClick(dialog.kind_fields.print_button, Qt.MouseButton.LeftButton)
    assert "Owner's request for euthanasia" in pdf_text(shown[-1][1])
    dialog.kind_fields.signed.setChecked(True)
    qtbot.mouseClick(dialog.take_button, Qt.MouseButton.LeftButton)
    row = Impound.get()
    assert (row.intake_type, row.status, row.outcome) == \
        ("owner_intended_euthanasia", "disposed", "owner_intended_euthanasia")


def test_the_surrender_form_is_offered_in_the_owners_language(qtbot, office, desk, shown):
    """A Spanish-reading owner found by the tag gets the form in Spanish; the desk may choose English."""
    from animaloffice.persistence.models.people import Owner

    owner = Owner.get(Owner.last_name == "Halvorson")
    owners.update_owner(office.clerk, owner.id, expected_version=owner.version, letter_language="es")
    tab, dialog = _open(qtbot, AppContext(office.clerk, office.tracy), "surrender")
    assert dialog.kind_fields.form_language.isVisible()
    qtbot.keyClicks(dialog.scan_edit, "4321")
    qtbot.keyClick(dialog.scan_edit, Qt.Key.Key_Return)
    assert dialog.kind_fields.form_language.currentData() == "es"
    qtbot.mouseClick(dialog.kind_fields.print_button, Qt.MouseButton.LeftButton)
    assert "Entrega de un animal por su dueño" in pdf_text(shown[-1][1])
    dialog.kind_fields.form_language.setCurrentIndex(dialog.kind_fields.form_language.findData("en"))
    qtbot.mouseClick(dialog.kind_fields.print_button, Qt.MouseButton.LeftButton)
    assert "Surrender of an animal by its owner" in pdf_text(shown[-1][1])
