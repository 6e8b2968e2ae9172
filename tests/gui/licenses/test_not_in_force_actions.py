"""The Licenses tab's print actions for a license no longer in force (T-3C, T-7B): an ended
license's certificate prints with its notice; a void license prints neither certificate nor tag.
The detail pane shows the rabies certificate in force (T-3B)."""
from datetime import date, timedelta

from license_gui_helpers import owner_with_dog, pdf_text, select
from PySide6.QtCore import Qt

from animaloffice.persistence.models.licensing import License
from animaloffice.services import animals, licensing
from animaloffice.services.payments import PaymentInput

TODAY = date.today()


def test_t_7b_void_license_has_no_tag_or_certificate_to_print(qtbot, tab, office):
    _, animal_id = owner_with_dog(office, shot=TODAY - timedelta(days=20))
    issued = licensing.issue_license(office.clerk, animal_id=animal_id, payment=PaymentInput("cash"))
    _, other_id = owner_with_dog(office, shot=TODAY - timedelta(days=20), last="Berg", name="Max")
    other = licensing.issue_license(office.clerk, animal_id=other_id, payment=PaymentInput("cash"))
    licensing.void_license(office.admin, issued.license_id, "wrong dog")
    tab.status_box.setCurrentIndex(tab.status_box.findData("all"))
    qtbot.waitUntil(lambda: not tab.model.loading)
    select(tab, other.license_id)
    assert tab.actions["tag"].isEnabled() and tab.actions["certificate"].isEnabled()
    select(tab, issued.license_id)
    assert not tab.actions["tag"].isEnabled() and not tab.actions["certificate"].isEnabled()


def test_t_3c_ended_license_certificate_prints_not_in_force(qtbot, tab, office):
    _, animal_id = owner_with_dog(office, shot=TODAY - timedelta(days=20))
    issued = licensing.issue_license(office.clerk, animal_id=animal_id, payment=PaymentInput("cash"))
    buyer, _ = owner_with_dog(office, shot=TODAY - timedelta(days=20), last="Buyer", name="Other")
    animals.transfer_animal(office.clerk, animal_id, buyer, reason="sold")
    select(tab, issued.license_id)
    assert tab.actions["certificate"].isEnabled()
    qtbot.keyClick(tab.table, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    page = " ".join(pdf_text(tab.last_preview.data).split())
    assert "NOT IN FORCE" in page and "ENDED on" in page
    tab.last_preview.close()


def test_t_3b_detail_shows_the_certificate_in_force_and_the_one_issued_on(qtbot, tab, office):
    old_shot = TODAY - timedelta(days=300)
    _, animal_id = owner_with_dog(office, shot=old_shot, years=1)
    issued = licensing.issue_license(office.clerk, animal_id=animal_id, payment=PaymentInput("cash"))
    animals.record_vaccination(office.clerk, animal_id, vaccinated_on=TODAY - timedelta(days=2), duration_years=3,
                               veterinarian="Dr. New", received_on=TODAY)
    select(tab, issued.license_id)
    text = " ".join(tab.detail.toPlainText().split())
    assert "Dr. New" in text and "Filed after this license was issued" in text


def test_select_all_takes_every_listed_license_and_the_sheet_warns_of_those_not_in_force(qtbot, tab, office,
                                                                                        monkeypatch):
    """Select all in the list means every license it lists, not only the rows read so far (they
    are read a page at a time); a tag sheet with licenses no longer in force (T-3C) says so."""
    from ui.licenses.print_dialogs import TagPrintDialog
    from ui.models import query_table_model

    monkeypatch.setattr(query_table_model, "BATCH_SIZE", 2)  # pages of two rows: five licenses, three pages
    issued = []
    for i, last in enumerate(("Aune", "Berg", "Carr", "Dahl", "Ekre")):
        _, dog = owner_with_dog(office, shot=TODAY - timedelta(days=20), last=last, name=f"Dog{i}")
        issued.append(licensing.issue_license(office.clerk, animal_id=dog, payment=PaymentInput("cash")).license_id)
    buyer, _ = owner_with_dog(office, shot=TODAY - timedelta(days=20), last="Fisk", name="Other")
    animals.transfer_animal(office.clerk, License.get_by_id(issued[0]).animal_id, buyer, reason="sold")  # T-3C
    # a view reads on while its last row shows: with rows taller than the screen only the first page is read
    tab.table.verticalHeader().setMinimumSectionSize(3000)
    tab.table.verticalHeader().setDefaultSectionSize(3000)
    tab.status_box.setCurrentIndex(tab.status_box.findData("all"))
    qtbot.waitUntil(lambda: not tab.model.loading)
    assert tab.model.rowCount() < 5 and tab.model.canFetchMore()
    tab.table.selectAll()
    ids = tab.selected_license_ids()
    assert sorted(ids) == sorted(issued)
    dialog = TagPrintDialog(tab, ids, tab.ctx)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Print 5 tag(s)"
    assert dialog.not_in_force.isVisibleTo(dialog) and "1 of these licenses are not in force (1 ended)" in \
        dialog.not_in_force.text()
    tab.table.selectRow(0)  # one row chosen is that row, whatever is left to read
    assert tab.selected_license_ids() == [tab.model.record_id(0)]
