"""The owner edit dialog (Owners tab) refuses an edit that raced another desk's edit of the
same owner, says so above the fields, and keeps the other desk's change."""
from animaloffice.persistence.models.people import Owner
from animaloffice.queries.owners import owner_header
from animaloffice.services import owners
from tests.gui.test_admin_users import no_blocking_boxes  # noqa: F401 (autouse fixture)
from ui.context import AppContext
from ui.owners.dialogs import OwnerDialog


def test_owner_edit_racing_another_desk_is_refused_with_a_message(qtbot, office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name="Olson")
    dialog = OwnerDialog(AppContext(office.clerk, office.tracy), owner_header(o.id))
    qtbot.addWidget(dialog)
    owners.update_owner(office.officer, o.id, expected_version=o.version, notes="seen at the shelter")
    dialog.last.setText("Olsen")
    assert dialog.submit() is False
    assert dialog.banner.isHidden() is False
    assert "this owner (record" in dialog.banner.text().lower()
    assert "changed by someone else" in dialog.banner.text().lower()
    assert "not saved" in dialog.banner.text().lower()
    row = Owner.get_by_id(o.id)
    assert (row.last_name, row.notes) == ("Olson", "seen at the shelter")
