"""The Owners tab links a person's records in two cities and unlinks them, and shows the linked
record: its name and city on the record, opened with a click, and what a cruelty conviction on it
means here (W-90.10H6)."""
from datetime import date

import pytest
from PySide6.QtCore import Qt

from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.models.people import OwnerLink
from animaloffice.services import owners
from ui.main_window import open_main_window
from ui.owners import dialogs
from ui.owners.links import LinkDialog


@pytest.fixture
def ida(qtbot, office):
    """Ida Lund in Worthington (the window's city) and in Tracy, with a cruelty conviction there."""
    worthington = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Ida",
                                      last_name="Lund", address={"line1": "5 Lake Ave", "city": "Worthington",
                                                                 "postal_code": "56187"}).id
    tracy = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ida", last_name="Lund",
                                address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"}).id
    owners.record_conviction(office.officer, tracy, offense="Animal cruelty", convicted_on=date(2022, 6, 1),
                             animal_cruelty=True, court="Lyon County")
    window = open_main_window(office.officer, office.worthington)
    qtbot.addWidget(window)
    window.show()
    tab = window.tab_widgets["owners"]
    tab.open_owner(worthington)
    return window, tab, worthington, tracy


def _auto(monkeypatch, fill):
    def fake_exec(self):
        fill(self)
        return self.submit()
    monkeypatch.setattr(dialogs.ServiceDialog, "exec", fake_exec)


def test_link_open_and_unlink_from_the_record(ida, monkeypatch, qtbot):
    window, tab, worthington, tracy = ida
    page = tab.record.linked
    assert page.table.model_.rowCount() == 0 and not tab.record.same_person.isVisibleTo(tab.record)
    assert "cruelty" not in tab.record.flags.text()

    def fill_link(d):
        d.search.setText("Lund")
        d.choice.setCurrentIndex(d.choice.findData(tracy))
        d.sure.setChecked(True)
        d.note.setPlainText("Same phone and date of birth")
    _auto(monkeypatch, fill_link)
    qtbot.mouseClick(page.link_button, Qt.MouseButton.LeftButton)
    assert OwnerLink.select().count() == 1
    assert page.table.model_.rowCount() == 1 and page.table.model_.text(0, 0) == "City of Tracy"
    assert tab.record.same_person.isVisibleTo(tab.record) and "City of Tracy" in tab.record.same_person.text()
    assert "cruelty conviction on the linked record in the City of Tracy" in tab.record.flags.text()

    tab.record.same_person.linkActivated.emit(str(tracy))  # the linked record opens on a click
    assert tab.record.owner_id == tracy and tab.record.title.text() == "Lund, Ida — City of Tracy"
    assert "City of Worthington" in tab.record.same_person.text()

    tab.open_owner(worthington)
    page.table.selectRow(0)
    assert page.unlink_button.isEnabled()
    _auto(monkeypatch, lambda d: d.reason.setPlainText("Two women of the same name"))
    qtbot.mouseClick(page.unlink_button, Qt.MouseButton.LeftButton)
    assert OwnerLink.get().is_void and page.table.model_.rowCount() == 0
    assert not tab.record.same_person.isVisibleTo(tab.record) and "cruelty" not in tab.record.flags.text()
    assert AuditEntry.select().where(AuditEntry.action == "owner.unlink").count() == 1
    whats = [tab.record.timeline.model_.text(r, 1) for r in range(tab.record.timeline.model_.rowCount())]
    assert "Linked as the same person" in whats and "Link removed" in whats


def test_a_link_needs_a_record_and_the_officers_confirmation(ida, office):
    window, tab, worthington, tracy = ida
    dialog = LinkDialog(window.ctx, tab.record.header)
    assert dialog.choice.count() == 1  # only the Tracy record: the same kind, in another city
    assert not dialog.submit() and "confirm" in dialog.banner.text()
    dialog.sure.setChecked(True)
    dialog.search.setText("nobody of that name")
    assert not dialog.submit() and "Choose the record" in dialog.banner.text()
    assert OwnerLink.select().count() == 0


def test_a_clerk_sees_the_linked_record_but_does_not_link(qtbot, office, ida):
    _, _, worthington, tracy = ida
    from animaloffice.services.owner_links import link_owners

    link_owners(office.officer, worthington, tracy)
    window = open_main_window(office.clerk, office.worthington)
    qtbot.addWidget(window)
    tab = window.tab_widgets["owners"]
    tab.open_owner(worthington)
    tab.record.linked.table.selectRow(0)
    assert tab.record.linked.table.model_.rowCount() == 1
    assert not tab.record.linked.link_button.isEnabled() and not tab.record.linked.unlink_button.isEnabled()
