"""Tools > Settings…: office letterhead, jurisdictions, fees and periods by date (administrator
only, refused by the services for anyone else), and this workstation's backup folder and database."""
import shutil
from datetime import date, timedelta

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from animaloffice import config
from animaloffice.persistence.profiles import profile_for
from animaloffice.printing.letterhead import letterhead_for
from animaloffice.queries.office import get_office_setting, office_logo
from ui.admin_settings import SettingsDialog
from ui.context import AppContext
from ui.main_window import open_main_window


def _dialog(qtbot, actor, jurisdiction_id=None):
    ctx = AppContext(actor, jurisdiction_id)
    dialog = SettingsDialog(ctx)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _ok(dialog):
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()


def test_office_details_go_on_every_letterhead(qtbot, office, tmp_path):
    from PIL import Image

    logo = tmp_path / "seal.png"
    Image.new("RGB", (60, 60), (10, 80, 30)).save(logo)
    dialog = _dialog(qtbot, office.admin)
    page = dialog.office
    page.edits["office_name"].setText("Lyon County Animal Control")
    page.address.setPlainText("336 Morgan Street\nTracy, MN 56175")
    page.edits["office_phone"].setText("507-629-5528")
    page.edits["signature_name"].setText("Dana Kvistad")
    page.pick_logo(str(logo))
    assert page.logo_preview.pixmap() is not None and not page.logo_preview.pixmap().isNull()
    _ok(dialog)
    assert not dialog.isVisible()
    head = letterhead_for(office.tracy)
    assert (head.office_name, head.address, head.phone, head.signature_name) == (
        "Lyon County Animal Control", "336 Morgan Street, Tracy, MN 56175", "507-629-5528", "Dana Kvistad")
    assert office_logo() == logo.read_bytes() and head.logo_path


def test_a_file_that_is_not_an_image_is_refused_at_the_field(qtbot, office, tmp_path):
    bad = tmp_path / "seal.png"
    bad.write_bytes(b"not an image")
    dialog = _dialog(qtbot, office.admin)
    dialog.office.report(lambda: dialog.office.pick_logo(str(bad)))
    assert dialog.errors.isVisible() and "PNG or JPEG" in dialog.errors.text()


def test_a_clerk_sees_office_values_read_only_and_the_service_refuses(qtbot, office):
    dialog = _dialog(qtbot, office.clerk)
    assert dialog.findChild(type(dialog.errors).__mro__[1], "admin_only_note") is not None
    assert dialog.tabs.currentWidget() is dialog.workstation
    assert dialog.office.edits["office_name"].isReadOnly()
    assert not dialog.fees.add_button.isEnabled() and not dialog.jurisdictions.add_button.isEnabled()
    dialog.office.edits["office_name"].setText("Clerk's Office")  # even if the field were edited...
    assert dialog.apply() is False  # ...the service says no
    assert "may not" in dialog.errors.text() and dialog.errors.isVisible()
    assert get_office_setting("office_name") == ""


@pytest.fixture
def third_city(tmp_path, monkeypatch):
    """A copy of the shipped resources with one more city's profile to add."""
    resources = tmp_path / "resources"
    shutil.copytree(config.resources_dir(), resources)
    text = (resources / "ordinances" / "tracy.toml").read_text()
    text = text.replace('code = "tracy"', 'code = "walnut_grove"').replace(
        'name = "City of Tracy"', 'name = "City of Walnut Grove"')
    (resources / "ordinances" / "walnut_grove.toml").write_text(text)
    monkeypatch.setenv("ANIMALOFFICE_RESOURCES", str(resources))


def test_add_a_shipped_profile_and_choose_the_default(qtbot, office, third_city):
    window = open_main_window(office.admin)
    qtbot.addWidget(window)
    window.settings_action.trigger()
    dialog = window.settings_dialog
    page = dialog.jurisdictions
    assert page.addable.currentData() == "walnut_grove"
    page.add_button.click()
    assert page.served.count() == 3
    assert window.jurisdiction_box.count() == 3  # the main window's list follows at once
    page.default_box.setCurrentIndex(page.default_box.findData("worthington"))
    _ok(dialog)
    assert get_office_setting("default_jurisdiction") == "worthington"
    again = open_main_window(office.clerk)
    qtbot.addWidget(again)
    assert again.jurisdiction_box.currentText() == "City of Worthington"


def test_a_new_fee_from_a_date_shows_as_set_for_later(qtbot, office):
    later = date.today() + timedelta(days=40)
    dialog = _dialog(qtbot, office.admin, office.tracy)
    page = dialog.fees
    assert page.jurisdiction.currentData() == office.tracy
    row = next(i for i, s in enumerate(page.settings) if s.key == "license.dog")
    page.table.selectRow(row)
    assert page.key_box.currentData() == "fee:license.dog"
    assert page.value_edit.prefix() == "$" and page.value_edit.value() == 15.0
    page.value_edit.setValue(20.0)
    page.from_edit.setDate(later)
    page.note_edit.setText("Council resolution 2026-14")
    page.add_button.click()
    assert profile_for(office.tracy).fee("license.dog", later) == 2000
    assert profile_for(office.tracy).fee("license.dog", date.today()) == 1500
    row = next(i for i, s in enumerate(page.settings) if s.key == "license.dog")
    assert page.table.item(row, 1).text() == "$15.00"
    assert "$20.00 from" in page.table.item(row, 3).text()
    assert any("Council resolution 2026-14" in page.history.item(i).text() for i in range(page.history.count()))


def test_a_period_change_in_the_past_needs_confirmation(qtbot, office, monkeypatch):
    dialog = _dialog(qtbot, office.admin, office.worthington)
    page = dialog.fees
    page.key_box.setCurrentIndex(page.key_box.findData("period:reapply_days"))
    assert page.value_edit.decimals() == 0 and page.unit_label.text() == "days"
    page.value_edit.setValue(45)
    page.from_edit.setDate(date.today() - timedelta(days=3))
    monkeypatch.setattr(page, "confirm", lambda question: False)
    assert page.add_value() is False
    assert profile_for(office.worthington).period("reapply_days") == 30
    monkeypatch.setattr(page, "confirm", lambda question: True)
    assert page.add_value() is True
    assert profile_for(office.worthington).period("reapply_days") == 45


def test_workstation_backup_folder_and_database(qtbot, office, tmp_path):
    dialog = _dialog(qtbot, office.clerk)  # this PC's settings are anyone's
    page = dialog.workstation
    page.backup_dir.setText(str(tmp_path / "usb" / "backups"))
    page.use_server.setChecked(True)
    page.db_url.setText("postgresql://clerk@/animaloffice")
    assert dialog.apply() is False
    assert "server" in dialog.errors.text()
    page.db_url.setText("postgresql://clerk@db.office.local:5432/animaloffice")
    page.db_password.setText("the-desk-password")
    _ok(dialog)
    saved = config.read_local_settings()
    assert saved["database_url"] == "postgresql://clerk@db.office.local:5432/animaloffice"
    assert "the-desk-password" not in (office.home / config.LOCAL_SETTINGS).read_text()
    assert saved["backup_dir"] == str(tmp_path / "usb" / "backups")
    assert (tmp_path / "usb" / "backups").is_dir()
    again = _dialog(qtbot, office.clerk)
    assert again.workstation.use_server.isChecked()
    # shown without the password, which is kept elsewhere and never put back on the screen
    assert again.workstation.db_url.text() == "postgresql://clerk@db.office.local:5432/animaloffice"
    assert again.workstation.db_password.text() == "" and "kept" in again.workstation.password_kept.text()
    again.workstation.use_file.setChecked(True)
    again.workstation.db_path.setText(str(tmp_path / "office.sqlite3"))
    _ok(again)
    assert config.read_local_settings()["database_url"] == f"sqlite:///{tmp_path / 'office.sqlite3'}"


def test_settings_from_the_tools_menu_with_a_shortcut(qtbot, office):
    window = open_main_window(office.clerk)
    qtbot.addWidget(window)
    action = window.settings_action
    assert action in window.tools_menu.actions()
    assert action.shortcut().toString() == "Ctrl+," and not action.icon().isNull()
    action.trigger()
    assert window.settings_dialog.isVisible()
    assert window.settings_dialog.windowTitle() == "Settings"


def test_test_the_connection_button_reports_without_switching(qtbot, office, tmp_path):
    dialog = _dialog(qtbot, office.clerk)
    page = dialog.workstation
    page.use_file.setChecked(True)
    page.db_path.setText(str(office.target.path))
    page.try_button.click()
    assert page.tried.text().startswith("✓") and "AnimalOffice database" in page.tried.text()
    (tmp_path / "other.db").write_bytes(b"not a database at all")
    page.db_path.setText(str(tmp_path / "other.db"))
    page.try_button.click()
    assert page.tried.text().startswith("✗") and "not an AnimalOffice database" in page.tried.text()
    page.use_server.setChecked(True)
    page.db_url.setText("postgresql://nobody@127.0.0.1:1/animaloffice")
    page.try_button.click()
    assert "cannot connect to 127.0.0.1:1/animaloffice" in page.tried.text()
    assert "database_url" not in config.read_local_settings()  # trying saves nothing


def test_mn_347_50_the_insurance_minimum_shows_and_is_set_in_full(qtbot, office):
    """MN-347.50: the dangerous-dog insurance minimum ($300,000) shows in full in the value box,
    not cut to the most a fee may be, and a higher amount the statute sets is taken."""
    later = date.today() + timedelta(days=40)
    dialog = _dialog(qtbot, office.admin, office.tracy)
    page = dialog.fees
    page.key_box.setCurrentIndex(page.key_box.findData("fee:dangerous_dog.insurance_minimum"))
    assert page.value_edit.value() == 300000.0
    page.value_edit.setValue(500000.0)
    page.from_edit.setDate(later)
    page.add_button.click()
    assert profile_for(office.tracy).fee("dangerous_dog.insurance_minimum", later) == 50_000_000
    page.key_box.setCurrentIndex(page.key_box.findData("fee:license.dog"))
    assert page.value_edit.maximum() == 100000.0


def test_w_90_10h5_settings_warn_until_the_hearing_set_up_is_filled_in(qtbot, office):
    """Worthington chapter 90 names no body to hear a permit denial or revocation: Settings says so at the
    top for anyone who opens it; an administrator fills it in, with its source, on the Hearings page."""
    from animaloffice.queries.hearing_terms import hearing_terms
    from animaloffice.services.hearing_setup import setup_warnings

    clerk = _dialog(qtbot, office.clerk)
    assert clerk.setup_warning.isVisible() and "City of Worthington" in clerk.setup_warning.text()
    assert clerk.hearings.edits["body"].isReadOnly()
    dialog = _dialog(qtbot, office.admin)
    page = dialog.hearings
    assert "City of Worthington, a permit denial: the profile does not state the body" in page.warning.text()
    page.city.setCurrentIndex(page.city.findData(office.worthington))
    page.matter.setCurrentIndex(page.matter.findData("permit_denial"))
    assert "heard by: not stated" in page.profile_says.text()
    page.edits["body"].setText("Hearing Officer")
    dialog.apply()  # no source for it: refused at the field, nothing saved
    assert dialog.errors.isVisible() and "source" in dialog.errors.text()
    assert hearing_terms(office.worthington, "permit_denial").body == ""
    page.edits["source"].setText("Worthington Resolution 2026-08")
    page.edits["appeal"].setText("Review by writ of certiorari to the Court of Appeals")
    page.edits["appeal_source"].setText("Minn. Stat. § 606.01")
    assert dialog.apply()
    assert hearing_terms(office.worthington, "permit_denial").body == "Hearing Officer"
    assert (office.worthington, "permit_denial") not in {(w.jurisdiction_id, w.matter) for w in setup_warnings()}
    assert "City of Worthington, a permit denial" not in page.warning.text()
    assert "City of Worthington, a permit revocation" in page.warning.text()


def test_t_7b_separation_of_duties_is_on_until_an_administrator_turns_it_off(qtbot, office):
    from animaloffice.services import approvals

    dialog = _dialog(qtbot, office.clerk)
    assert dialog.office.two_people.isChecked() and not dialog.office.two_people.isEnabled()
    admin = _dialog(qtbot, office.admin)
    assert admin.office.two_people.isChecked() and approvals.required()
    admin.office.two_people.setChecked(False)
    _ok(admin)
    assert get_office_setting("separation_of_duties") == "off" and not approvals.required()


def test_t_7d_an_unconfirmed_fee_is_warned_of_until_confirmed_with_its_source(qtbot, office):
    """Settings lists the fees shipped as starting values; the Fees page's Source column says
    "unconfirmed" until an administrator confirms the fee with its resolution and date."""
    from animaloffice.services.hearing_setup import FEES, setup_warnings

    clerk = _dialog(qtbot, office.clerk, office.tracy)
    assert "Fees to confirm" in clerk.setup_warning.text() and not clerk.fees.confirm_button.isEnabled()
    dialog = _dialog(qtbot, office.admin, office.tracy)
    page = dialog.fees
    assert page.table.horizontalHeaderItem(4).text() == "Source"
    row = next(i for i, s in enumerate(page.settings) if s.key == "license.dog")
    assert page.table.item(row, 4).text() == "unconfirmed"
    assert "Dog license" in page.unconfirmed.text()
    page.table.selectRow(row)
    page.confirm_button.click()  # no source typed: refused at the field, nothing saved
    assert dialog.errors.isVisible() and "Source: is required" in dialog.errors.text()
    assert page.table.item(row, 4).text() == "unconfirmed"
    page.source_edit.setText("Resolution 2026-14")
    page.adopted_set.setChecked(True)
    page.adopted_edit.setDate(date.today() - timedelta(days=10))
    page.confirm_button.click()
    row = next(i for i, s in enumerate(page.settings) if s.key == "license.dog")
    assert page.table.item(row, 4).text().startswith("Resolution 2026-14, adopted ")
    assert "Dog license" not in page.unconfirmed.text()
    fees = next(w for w in setup_warnings(office.tracy) if w.matter == FEES)
    assert "Dog license" not in fees.text() and "Cat license" in fees.text()
