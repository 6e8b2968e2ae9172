"""The Owners tab: a person's whole story on one screen; edits, violations, citations, merges."""
import pytest

from animaloffice.persistence.models.enforcement import Violation
from animaloffice.persistence.models.people import Owner
from animaloffice.services import animals, owners
from ui import printing
from ui.main_window import open_main_window
from ui.owners import dialogs
from ui.owners.violation_dialogs import MergeDialog


@pytest.fixture
def scene(qtbot, office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Ida", last_name="Lund",
                            address={"line1": "5 Lake Ave", "city": "Worthington", "postal_code": "56187"},
                            phone="507-555-0150")
    a = animals.create_animal(office.clerk, jurisdiction_id=office.worthington, owner_id=o.id, species="dog",
                              name="Tuff", altered=False)
    window = open_main_window(office.officer, office.worthington)
    qtbot.addWidget(window)
    window.show()
    tab = window.tab_widgets["owners"]
    return window, tab, o.id, a.id


def _auto(monkeypatch, fill):
    def fake_exec(self):
        fill(self)
        return self.submit()
    monkeypatch.setattr(dialogs.ServiceDialog, "exec", fake_exec)


def test_owner_history_reachable_from_any_tab(scene, qtbot):
    window, tab, owner_id, _ = scene
    assert tab.title == "Owners" and "owner_history" in tab.handles
    window.ctx.open_record.emit("owner_history", owner_id)
    assert window.tabs.currentWidget() is tab
    assert tab.record.title.text() == "Lund, Ida"
    assert "5 Lake Ave" in tab.record.details.text()
    whats = [tab.record.timeline.model_.text(r, 1) for r in range(tab.record.timeline.model_.rowCount())]
    assert "Owner recorded" in whats and "Animal acquired" in whats
    assert tab.record.animals.model_.rowCount() == 1
    assert tab.model.rowCount() == 1  # the list shows the jurisdiction's owners


def test_edit_owner_and_conflict_is_a_message(scene, office, monkeypatch):
    window, tab, owner_id, _ = scene
    tab.open_owner(owner_id)
    stale = tab.record.header
    owners.update_owner(office.clerk, owner_id, expected_version=stale.version, email="ida@example.org")
    dialog = dialogs.OwnerDialog(window.ctx, stale, tab)
    dialog.email.setText("other@example.org")
    assert not dialog.submit()
    assert "changed by someone else" in dialog.banner.text()
    _auto(monkeypatch, lambda d: d.notes.setPlainText("prefers mail"))
    tab.record.reload()
    assert tab.record.edit()
    assert Owner.get_by_id(owner_id).notes == "prefers mail" and "prefers mail" in tab.record.details.text()


def test_address_phone_and_conviction(scene, monkeypatch):
    window, tab, owner_id, _ = scene
    tab.open_owner(owner_id)

    def fill_address(d):
        d.line1.setText("9 Oxford St")
        d.city.setText("Worthington")
    _auto(monkeypatch, fill_address)
    assert tab.record.new_address()
    assert tab.record.addresses.model_.rowCount() == 2
    _auto(monkeypatch, lambda d: d.number.setText("507-555-0199"))
    assert tab.record.new_phone()
    assert tab.record.header.phone == "507-555-0199"

    def fill_conviction(d):
        d.offense.setText("animal cruelty")
        d.cruelty.setChecked(True)
    _auto(monkeypatch, fill_conviction)
    assert tab.record.conviction()
    assert "cruelty conviction" in tab.record.flags.text()


def test_violation_citation_print_and_payment(scene, monkeypatch, qtbot, charges_confirmed):
    from animaloffice.services import impounds

    window, tab, owner_id, animal_id = scene
    # taken into custody for running at large today: the citation carries the W-90.05C penalty
    impounds.intake(window.ctx.actor, jurisdiction_id=window.ctx.jurisdiction_id, ground="at_large",
                    animal_id=animal_id)
    tab.open_owner(owner_id)

    def fill_violation(d):
        d.kind.setCurrentIndex(d.kind.findData("at_large"))
        d.animal.setCurrentIndex(d.animal.findData(animal_id))
        d.place.setText("Oxford St")
    _auto(monkeypatch, fill_violation)
    assert tab.record.violation()
    vid = Violation.get().id
    assert tab.record.violations.current_id() == vid
    assert tab.record.vbuttons["cite"].isEnabled() and not tab.record.vbuttons["pay"].isEnabled()
    shown = []
    monkeypatch.setattr(printing, "preview", lambda *a, **k: shown.append(a[2]))
    _auto(monkeypatch, lambda d: None)
    assert tab.record.cite()
    assert shown and shown[0].startswith("Citation WOR-C")
    row = next(r for r in range(tab.record.violations.model_.rowCount())
               if tab.record.violations.model_.text(r, 5) == "$100.00")
    assert tab.record.violations.model_.text(row, 6) == "open"
    assert "Owes $100.00" in tab.record.flags.text()
    assert tab.record.vbuttons["pay"].isEnabled()

    def fill_pay(d):
        d.method.setCurrentIndex(d.method.findData("cash"))
    _auto(monkeypatch, fill_pay)
    charges_confirmed.answer = False  # the charge is confirmed before it is taken: a no takes nothing
    assert not tab.record.pay() and Violation.get_by_id(vid).status == "open"
    assert charges_confirmed[-1].startswith("Take the citation's payment: charge $100.00?")
    assert "Taken now: $100.00 by cash." in charges_confirmed[-1]
    charges_confirmed.answer = True
    assert tab.record.pay()
    assert Violation.get_by_id(vid).status == "paid" and "Owes" not in tab.record.flags.text()


def test_merge_and_undo_from_the_record(scene, office, monkeypatch):
    window, tab, owner_id, _ = scene
    dup = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Ida", last_name="Lunde")
    tab.refresh()
    tab.open_owner(owner_id)

    def fill_merge(d):
        d.search.setText("Lunde")
        d.choice.setCurrentIndex(d.choice.findData(dup.id))
        d.sure.setChecked(True)
    _auto(monkeypatch, fill_merge)
    assert tab.record.merge()
    assert Owner.get_by_id(dup.id).merged_into_id == owner_id
    assert "Merged from" in tab.record.flags.text()
    tab.open_owner(dup.id)
    assert tab.record.buttons["unmerge"].isVisibleTo(tab.record)
    assert not tab.record.buttons["violation"].isEnabled()  # a merged record takes no new records
    _auto(monkeypatch, lambda d: d.reason.setPlainText("two people"))
    assert tab.record.undo_merge()
    assert Owner.get_by_id(dup.id).merged_into_id is None


def test_merge_needs_confirmation(scene, office):
    window, tab, owner_id, _ = scene
    owners.create_owner(office.clerk, jurisdiction_id=office.worthington, last_name="Other")
    dialog = MergeDialog(window.ctx, owner_id)
    assert dialog.choice.count() == 1 and not dialog.submit()
    assert "confirm" in dialog.banner.text()


def test_new_owner_and_export_list(scene, monkeypatch, tmp_path):
    window, tab, owner_id, _ = scene

    def fill(d):
        d.first.setText("Mai")
        d.last.setText("Vang")
        d.line1.setText("401 Fourth St")
        d.city.setText("Worthington")
    _auto(monkeypatch, fill)
    assert tab.new_owner()
    assert tab.record.title.text() == "Vang, Mai" and tab.model.rowCount() == 2
    path = tab.export_list(str(tmp_path / "owners.csv"))
    assert "Vang, Mai" in (tmp_path / "owners.csv").read_text(encoding="utf-8-sig")
    assert path


def test_an_organisation_owner_from_the_owners_tab(scene, monkeypatch):
    """A shelter, a rescue, a police department owns animals under its own name (no first and last
    name made up for it): recorded so from the Owners tab's form, listed and titled by that name."""
    window, tab, _, _ = scene

    def fill(d):
        d.kind.setCurrentIndex(d.kind.findData("organisation"))
        d.org.setText("Worthington Police Department")
        d.line1.setText("1121 Third Ave")
        d.city.setText("Worthington")
    _auto(monkeypatch, fill)
    assert tab.new_owner()
    row = Owner.get(Owner.organisation == "Worthington Police Department")
    assert (row.kind, row.first_name, row.last_name) == ("organisation", "", "")
    assert row.display_name == "Worthington Police Department"
    assert tab.record.title.text() == "Worthington Police Department (organisation)"


def test_owners_tab_follows_the_person_opened_elsewhere(scene, qtbot):
    window, tab, owner_id, animal_id = scene
    window.tabs.setCurrentIndex(0)
    window.ctx.open_record.emit("animal", animal_id)  # e.g. a microchip search hit
    window.tabs.setCurrentWidget(tab)
    assert tab.record.owner_id == owner_id and tab.record.title.text() == "Lund, Ida"


def test_an_owner_changed_while_the_tab_was_hidden_is_shown_as_changed(scene, office, qtbot):
    """A change made elsewhere (another tab, a service) while the Owners tab is hidden is read when
    the tab comes back: the record on screen is the one an edit must start from, so the next edit
    is saved rather than refused as someone else's change."""
    window, tab, owner_id, _ = scene
    window.tabs.setCurrentWidget(tab)
    tab.open_owner(owner_id)
    window.tabs.setCurrentIndex(0)  # Licenses
    owners.update_owner(office.clerk, owner_id, expected_version=tab.record.header.version,
                        email="ida@example.org")
    window.ctx.changed("owner")
    window.tabs.setCurrentWidget(tab)
    assert "ida@example.org" in tab.record.details.text()
    dialog = dialogs.OwnerDialog(window.ctx, tab.record.header, tab)
    qtbot.addWidget(dialog)
    dialog.notes.setPlainText("Prefers mail.")
    assert dialog.submit()
    assert Owner.get_by_id(owner_id).notes == "Prefers mail."


def test_address_refusal_marks_the_field_it_names(scene):
    """A refused new address points at the field at fault (focus, outline), not only the banner."""
    window, tab, owner_id, _ = scene
    dialog = dialogs.AddressDialog(window.ctx, owner_id, tab)
    dialog.show()
    dialog.line1.setText("9 Oxford St")
    assert not dialog.submit()
    assert dialog.banner.text().startswith("City:") and dialog.city.property("invalid")
    dialog.city.setText("Worthington")
    dialog.zip.setText("5618")
    assert not dialog.submit()
    assert "ZIP" in dialog.banner.text() and dialog.zip.property("invalid")
    assert not dialog.city.property("invalid")


def test_violation_officer_defaults_to_the_person_not_the_user_name(scene):
    """The officer printed on a citation is the signed-in person's full name."""
    window, tab, owner_id, _ = scene
    from ui.owners.violation_dialogs import ViolationDialog

    assert ViolationDialog(window.ctx, owner_id, tab).officer.text() == "Officer"  # the test user's full name


def test_opening_an_owner_beyond_the_first_page_keeps_the_list_as_it_was(scene, office, monkeypatch):
    """An owner opened from a search is found further down the list; the list does not
    suddenly show merged and void records, and the owner is selected."""
    from ui.models import query_table_model

    window, tab, owner_id, _ = scene
    monkeypatch.setattr(query_table_model, "BATCH_SIZE", 2)
    made = [owners.create_owner(office.clerk, jurisdiction_id=office.worthington, last_name=name).id
            for name in ("Aho", "Berg", "Carr", "Dahl", "Zook")]
    tab.refresh()
    assert tab.model.rowCount() == 2
    tab.open_owner(made[-1])
    assert not tab.show_merged.isChecked()
    assert tab.model.record_id(tab.table.currentIndex().row()) == made[-1]
    tab.refresh()  # after an edit anywhere: the owner on screen stays selected in the list
    assert tab.model.record_id(tab.table.currentIndex().row()) == made[-1]
    merged = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, last_name="Lund").id
    from animaloffice.services import merge
    merge.merge_owners(office.officer, keep_id=owner_id, duplicate_id=merged)
    tab.filter.setText("Berg")
    tab.refresh()
    tab.open_owner(merged)
    assert tab.show_merged.isChecked() and tab.filter.text() == ""
    assert tab.model.record_id(tab.table.currentIndex().row()) == merged


def test_typed_filter_reads_in_the_background_and_export_takes_every_row(scene, office, qtbot, monkeypatch,
                                                                         tmp_path):
    """T-7E: the owner list is read on a worker as a name is typed, page by page as the view asks,
    A to Z, with the owner on screen kept selected; the CSV export takes every row, not only
    those read so far."""
    from ui.models import query_table_model

    window, tab, owner_id, _ = scene
    window.tabs.setCurrentWidget(tab)
    monkeypatch.setattr(query_table_model, "BATCH_SIZE", 2)
    for name in ("Lundberg", "Lunde", "Aho", "Carr"):
        owners.create_owner(office.clerk, jurisdiction_id=office.worthington, last_name=name)
    tab.open_owner(owner_id)
    reads = []
    tab.model.loading_changed.connect(reads.append)
    tab.filter.setFocus()
    qtbot.keyClicks(tab.filter, "lund")
    assert reads == []  # nothing read until typing pauses
    qtbot.waitUntil(lambda: tab.model.rowCount() == 3 and not tab.model.loading, timeout=5000)
    assert reads[0] is True  # the pages were read on a worker
    assert [tab.model.data(tab.model.index(r, 0)) for r in range(3)] == ["Lund, Ida", "Lundberg", "Lunde"]
    assert tab.model.record_id(tab.table.currentIndex().row()) == owner_id  # still selected
    tab.filter.clear()
    tab.refresh()
    assert tab.model.canFetchMore() and tab.model.rowCount() < 6
    tab.export_list(str(tmp_path / "owners.csv"))
    text = (tmp_path / "owners.csv").read_text(encoding="utf-8-sig")
    assert all(name in text for name in ("Lund, Ida", "Lundberg", "Lunde", "Aho", "Carr"))


def test_the_owner_form_sets_the_language_of_the_owners_letters(scene, qtbot):
    """The owner form offers each language the letters are written in, and both on one notice."""
    window, tab, owner_id, _ = scene
    tab.open_owner(owner_id)
    dialog = dialogs.OwnerDialog(window.ctx, tab.record.header, tab)
    qtbot.addWidget(dialog)
    box = dialog.language
    assert box.currentData() == "en"
    assert [box.itemData(i) for i in range(box.count())] == ["en", "es", "es+en"]
    box.setCurrentIndex(box.findData("es+en"))
    assert dialog.submit()
    assert Owner.get_by_id(owner_id).letter_language == "es+en"
    tab.record.reload()
    again = dialogs.OwnerDialog(window.ctx, tab.record.header, tab)
    qtbot.addWidget(again)
    assert again.language.currentText() == "Español + English"


def test_the_filter_finds_an_owner_by_phone_and_without_accents(scene, office, qtbot):
    window, tab, owner_id, _ = scene
    other = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Luis",
                                last_name="Hernández", phone="507-555-0177",
                                address={"line1": "9 Oak St", "city": "Worthington", "postal_code": "56187"})
    window.ctx.open_record.emit("owner", owner_id)
    for typed, found in (("Hernandez", other.id), ("555-0150", owner_id), ("5550177", other.id)):
        tab.filter.setText(typed)
        tab.refresh()
        qtbot.waitUntil(lambda: tab.model.rowCount() == 1)
        assert tab.model.record_id(0) == found


def test_switching_city_leaves_nothing_of_the_other_citys_owner(scene, qtbot):
    window, tab, owner_id, _ = scene
    window.ctx.open_record.emit("owner_history", owner_id)
    assert tab.record.title.text() == "Lund, Ida" and tab.record.animals.model().rowCount() == 1
    tracy = next(j.id for j in window.ctx.jurisdictions if j.id != window.ctx.jurisdiction_id)
    window.ctx.set_jurisdiction(tracy)
    assert tab.record.owner_id is None and tab.record.title.text() == "Choose an owner"
    assert "5 Lake Ave" not in tab.record.details.text()
    assert tab.record.animals.model().rowCount() == 0 and tab.record.timeline.model().rowCount() == 0
