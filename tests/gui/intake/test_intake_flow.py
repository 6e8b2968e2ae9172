"""The intake desk end to end: a stray found by tag, its kennel card and owner notice, and a
week later the bill, the payment and the release (T-6A-D, MN-347.14)."""
import io
from datetime import date, timedelta

import pypdf
import pytest
from PySide6.QtCore import Qt

from animaloffice.persistence.models.animals import Animal
from animaloffice.persistence.models.enforcement import Notice
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
    """Documents the tab would preview, captured instead of opening a window."""
    docs = []
    monkeypatch.setattr(common, "show_pdf", lambda parent, data, title, doc_type, name: docs.append((doc_type, data)))
    return docs


@pytest.fixture
def desk(office):
    f = kennels.create_facility(office.admin, name="Tracy Animal Control Facility", address="336 Morgan St",
                                phone="507-629-5530", hours="Mon-Fri 9-13")
    kennels.add_kennel_range(office.admin, f.id, kind="run", prefix="R", count=3)
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ida", last_name="Halvorson",
                            address={"line1": "412 Emory St", "city": "Tracy", "postal_code": "56175"},
                            phone="507-555-0101")
    today = date.today()
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                              name="Pepper", breed="Labrador Retriever", colour="black", sex="M",
                              birth_date=date(2021, 5, 1))
    animals.record_vaccination(office.clerk, a.id, vaccinated_on=today - timedelta(days=40), veterinarian="Dr. V")
    licensing.issue_license(office.clerk, animal_id=a.id, on=today - timedelta(days=30), tag_number=4321,
                            year=today.year, payment=PaymentInput("cash"))  # this year's license, in January too
    return a.id


def test_intake_found_by_tag_to_release(qtbot, office, desk, shown):
    ctx = AppContext(office.clerk, office.tracy)
    tab = create_tab(ctx)
    qtbot.addWidget(tab)
    tab.show()
    taken_on = date.today() - timedelta(days=7)
    tab.today = lambda: taken_on
    tab.refresh()
    assert [t.cell.state for t in tab.board.tiles] == ["empty"] * 3

    # the barcode scanner types the tag number and Enter: animal and owner at once
    qtbot.mouseClick(tab.board.tile("R2"), Qt.MouseButton.LeftButton)  # an empty kennel starts an intake
    dialog = tab.intake_dialog
    assert dialog.kennel_box.currentText().endswith("R2 (run)")
    qtbot.keyClicks(dialog.scan_edit, "4321")
    qtbot.keyClick(dialog.scan_edit, Qt.Key.Key_Return)
    assert dialog.isVisible()  # Enter only looked the number up
    assert "Pepper" in dialog.found_label.text() and "Halvorson" in dialog.found_label.text()
    assert not dialog.new_box.isEnabled()
    dialog.place_edit.setText("Morgan St and 3rd St")
    dialog.detail_box.setCurrentIndex(dialog.detail_box.findData("near_street"))
    assert "disposition allowed from" in dialog.hold_label.text()
    qtbot.mouseClick(dialog.take_button, Qt.MouseButton.LeftButton)

    row = Impound.get()
    assert row.animal_id == desk and row.impounded_on == taken_on and row.found_detail == "near_street"
    assert tab.panel.detail.id == row.id
    kind, card = shown[-1]
    assert kind == "kennel_card" and row.number in pdf_text(card) and f"{row.disposition_from:%B}" in pdf_text(card)
    assert tab.board.tile("R2").cell.state == "in_hold"
    # the owner's copy of the card (T-6C): the hold's dates without the office's own notes
    assert tab.panel.buttons["owner_card"].isEnabled()
    qtbot.mouseClick(tab.panel.buttons["owner_card"], Qt.MouseButton.LeftButton)
    kind, copy = shown[-1]
    assert kind == "kennel_card" and "Owner's copy" in pdf_text(copy) and row.number in pdf_text(copy)

    # the owner's notice, the same day
    notice = tab.panel.owner_notice()
    qtbot.mouseClick(notice.ok_button, Qt.MouseButton.LeftButton)
    assert Notice.get().kind == "impound"
    kind, letter = shown[-1]
    assert kind == "impound_notice" and "Ida Halvorson" in pdf_text(letter)
    tab.refresh()
    assert tab.board.tile("R2").cell.state == "notified"
    assert tab.panel.notices.count() == 1

    # a week later the owner comes in: bill, payment, release, receipt
    tab.today = lambda: date.today()
    tab.refresh()
    dialog = tab.panel.reclaim()
    bill = dialog.bill
    assert bill.due_cents == 3500 + 7 * 1500 and not [b for b in bill.blockers if b.data["needs"] != "payment"]
    assert dialog.amount.text() == f"{bill.due_cents / 100:.2f}"
    qtbot.mouseClick(dialog.release_button, Qt.MouseButton.LeftButton)
    row = Impound.get()
    assert row.status == "released" and row.outcome == "returned_to_owner"
    kind, receipt = shown[-1]
    assert kind == "receipt" and "$140.00" in pdf_text(receipt)
    assert tab.board.tile("R2").cell.state == "empty"
    assert tab.panel.buttons["receipt"].isEnabled() and not tab.panel.buttons["reclaim"].isEnabled()


def test_release_refused_shows_reasons_and_license_on_the_spot(qtbot, office, shown):
    f = kennels.create_facility(office.admin, name="Tracy Animal Control Facility")
    kennels.add_kennels(office.admin, f.id, kind="run", codes=["R1"])
    ctx = AppContext(office.clerk, office.tracy)
    tab = create_tab(ctx)
    qtbot.addWidget(tab)
    tab.show()
    tab.today = lambda: date.today() - timedelta(days=3)
    dialog = tab.open_intake_dialog()
    qtbot.keyClicks(dialog.scan_edit, "77")
    qtbot.keyClick(dialog.scan_edit, Qt.Key.Key_Return)
    assert "Nothing on file" in dialog.found_label.text()
    assert dialog.sex_box.currentText() == "(choose)"  # asked, not assumed: a license states it (T-3A)
    dialog.name_edit.setText("Biscuit")
    dialog.age_spin.setValue(24)
    dialog.kennel_box.setCurrentIndex(1)
    qtbot.mouseClick(dialog.take_button, Qt.MouseButton.LeftButton)
    row = Impound.get()
    assert row.owner_id is None
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Nelson", first_name="Sara",
                            address={"line1": "9 Pine St", "city": "Tracy", "postal_code": "56175"})
    picker = tab.panel.set_owner()
    qtbot.keyClicks(picker.query, "Nelson")
    qtbot.keyClick(picker.query, Qt.Key.Key_Return)
    qtbot.mouseClick(picker.ok_button, Qt.MouseButton.LeftButton)
    assert Impound.get().owner_id == o.id

    tab.today = date.today
    dialog = tab.panel.reclaim()
    assert "license" in dialog.blockers_label.text() and dialog.license_button.isEnabled()
    qtbot.mouseClick(dialog.release_button, Qt.MouseButton.LeftButton)
    assert "T-6B" in dialog.banner.text() and Impound.get().status == "held"
    qtbot.mouseClick(dialog.license_button, Qt.MouseButton.LeftButton)
    assert "sex is not recorded" in dialog.banner.text()  # the application states it (T-3A)
    assert not License.select().exists() and Impound.get().status == "held"
    biscuit = Animal.get_by_id(row.animal_id)
    animals.update_animal(office.clerk, biscuit.id, expected_version=biscuit.version, sex="M")
    qtbot.mouseClick(dialog.license_button, Qt.MouseButton.LeftButton)
    assert "rabies" in dialog.banner.text().lower()  # T-3A: no certificate on file
    dialog.shot_vet.setText("Dr. Karen Lindahl")
    qtbot.mouseClick(dialog.shot_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.license_button, Qt.MouseButton.LeftButton)
    assert "✓" in dialog.blockers_label.text()
    assert any(l.fee_code == "license.dog" for l in dialog.bill.lines)
    qtbot.mouseClick(dialog.release_button, Qt.MouseButton.LeftButton)
    assert Impound.get().status == "released"
    # the dog goes home with its tag and license certificate: printed with the release receipt, one preview
    import io

    from pypdf import PdfReader

    lic = License.get()
    doc_type, data = shown[-1]
    text = " ".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages)
    assert doc_type == "receipt" and Impound.get().number in text
    assert lic.number in text and str(lic.tag_number) in text and "certificate" in text.lower()


def test_disposition_refused_before_the_date(qtbot, office, shown):
    f = kennels.create_facility(office.admin, name="Tracy Animal Control Facility")
    kennels.add_kennels(office.admin, f.id, kind="run", codes=["R1"])
    ctx = AppContext(office.officer, office.tracy)
    tab = create_tab(ctx)
    qtbot.addWidget(tab)
    tab.show()
    dialog = tab.open_intake_dialog()
    dialog.kennel_box.setCurrentIndex(1)
    qtbot.mouseClick(dialog.take_button, Qt.MouseButton.LeftButton)
    dispose = tab.panel.dispose()
    dispose.party.setText("Prairie Rescue")
    qtbot.mouseClick(dispose.ok_button, Qt.MouseButton.LeftButton)
    row = Impound.get()
    assert row.status == "held" and "T-6C" in dispose.banner.text()
    assert f"{row.disposition_from:%B} {row.disposition_from.day}" in dispose.banner.text()
