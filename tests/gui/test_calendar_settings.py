"""Tools > Settings > Closures and holidays (MN-346.47, MN-645.44): an administrator records a closure
and changes a holiday option from a date; a refusal shows next to its field; what was recomputed is
listed; anyone else sees the page read-only."""
from datetime import date

from PySide6.QtWidgets import QDialogButtonBox

from animaloffice.persistence.models.impounds import Impound
from animaloffice.persistence.models.office import CalendarChange
from animaloffice.persistence.profiles import profile_for
from animaloffice.services import animals, impounds, owners
from ui.admin_settings import SettingsDialog
from ui.context import AppContext
from ui.widgets.forms import to_qdate


def _page(qtbot, actor, jid):
    dialog = SettingsDialog(AppContext(actor, jid))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.tabs.setCurrentWidget(dialog.calendar)
    return dialog, dialog.calendar


def test_mn_346_47_an_administrator_records_a_closure_and_the_hold_moves(qtbot, office):
    """MN-346.47: a closure without a reason is refused at the reason; with one it is saved, the open
    hold counts past it, the page lists what moved and the closure, which can be voided."""
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Vang")
    dog = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                                name="Pepper")
    held = impounds.intake(office.clerk, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog.id,
                           on=date(2026, 3, 2))
    dialog, page = _page(qtbot, office.admin, office.tracy)
    page.day.setDate(to_qdate(date(2026, 3, 4)))
    page.add_closure.click()
    assert dialog.errors.isVisible() and page.closure_reason.property("invalid") is True
    assert CalendarChange.select().count() == 0
    page.closure_reason.setText("Blizzard: roads closed")
    page.add_closure.click()
    assert Impound.get_by_id(held.impound_id).hold_last_day == date(2026, 3, 10)
    assert "Recomputed (1)" in page.result.text() and "moved from March 9, 2026 to March 10, 2026" in page.result.text()
    assert page.table.rowCount() == 1 and page.table.item(0, 1).text() == "Closed"
    assert page.table.item(0, 2).text() == "Blizzard: roads closed" and page.table.item(0, 4).text() == "in force"
    assert not page.void_button.isEnabled()
    page.table.selectRow(0)
    assert page.void_button.isEnabled()
    page.void_reason.setText("Recorded in error")
    page.void_button.click()
    assert page.table.item(0, 4).text() == "void: Recorded in error"
    assert "stays March 10, 2026" in page.result.text()
    assert profile_for(office.tracy).calendar.is_business_day(date(2026, 3, 4))


def test_mn_645_44_an_administrator_changes_a_holiday_option_from_a_date(qtbot, office):
    """MN-645.44: Tracy takes up the Friday after Thanksgiving from a date; the page says so for the
    year; choosing what the city already has is refused next to the choice."""
    dialog, page = _page(qtbot, office.admin, office.tracy)
    fat = [part for part in page.options_now.text().split("; ") if "Friday after Thanksgiving" in part]
    assert len(fat) == 1 and fat[0].rstrip(".").endswith(": a business day")  # Tracy does not observe it
    page.option.setCurrentIndex(page.option.findData("friday_after_thanksgiving"))
    page.observed.setCurrentIndex(page.observed.findData(False))
    page.option_reason.setText("Council resolution 2026-31")
    page.set_option.click()
    assert dialog.errors.isVisible() and page.observed.property("invalid") is True
    page.observed.setCurrentIndex(page.observed.findData(True))
    page.effective.setDate(to_qdate(date(2026, 11, 1)))
    page.set_option.click()
    assert not profile_for(office.tracy).calendar.is_business_day(date(2026, 11, 27))
    assert "observed from" in page.table.item(0, 1).text() and page.table.item(0, 0).text() == "November 1, 2026"
    assert "No open hold or deadline changed" in page.result.text()
    fat = [part for part in page.options_now.text().split("; ") if "Friday after Thanksgiving" in part]
    assert fat[0].rstrip(".").endswith(": observed")  # from November 2026 on


def test_mn_346_47_a_clerk_sees_the_calendar_read_only(qtbot, office):
    dialog, page = _page(qtbot, office.clerk, office.tracy)
    assert not page.add_closure.isEnabled() and not page.set_option.isEnabled()
    assert not page.closure_reason.isEnabled() and not page.void_button.isEnabled()
    dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
