"""Tools > Audit log: filter by user, record and date, read a record's history, export."""
import csv

from PySide6.QtWidgets import QFileDialog

from animaloffice.persistence.models.office import AuditEntry
from animaloffice.services import owners
from tests.gui.test_admin_users import no_blocking_boxes  # noqa: F401 (autouse fixture)
from ui.admin.audit_viewer import AuditViewer, show_history
from ui.context import AppContext


def _rows(viewer):
    return [viewer.model.row_values(i) for i in range(viewer.model.rowCount())]


def test_filter_by_user_record_and_dates(qtbot, office):
    a = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Olson")
    b = owners.create_owner(office.officer, jurisdiction_id=office.tracy, last_name="Berg")
    owners.update_owner(office.officer, a.id, expected_version=a.version, last_name="Olsen")
    viewer = AuditViewer(AppContext(office.admin))
    qtbot.addWidget(viewer)
    assert viewer.count_label.text() == f"{AuditEntry.select().count():,} entries"
    viewer.user_box.setCurrentIndex(viewer.user_box.findData("officer"))
    viewer.apply()
    assert {r[2] for r in _rows(viewer)} == {"officer"} and len(_rows(viewer)) == 2
    viewer.clear_filters()
    viewer.set_record("owner", a.id)
    viewer.apply()
    assert [r[3] for r in _rows(viewer)] == ["owner.update", "owner.create"]  # newest first
    assert "'Olson' → 'Olsen'" in _rows(viewer)[0][6]
    viewer.view.selectRow(0)
    assert "last_name: 'Olson'  →  'Olsen'" in viewer.detail.toPlainText()
    viewer.use_dates.setChecked(True)
    viewer.since.setDate(viewer.since.date().addDays(-3000))
    viewer.until.setDate(viewer.until.date().addDays(-3000 + 10))
    viewer.apply()
    assert viewer.model.rowCount() == 0
    viewer.until.setDate(viewer.since.date().addDays(-1))  # an impossible range is refused by field
    viewer.apply()
    assert viewer.banner.isHidden() is False and "until" in viewer.banner.text().lower()
    assert b.id


def test_record_history_from_an_entry_and_from_a_tab(qtbot, office):
    a = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Olson")
    owners.change_phone(office.clerk, a.id, "507-555-0111")
    owners.update_owner(office.clerk, a.id, expected_version=a.version, notes="moved")
    viewer = AuditViewer(AppContext(office.admin))
    qtbot.addWidget(viewer)
    row = next(i for i, r in enumerate(_rows(viewer)) if r[3] == "owner.update")
    viewer.view.selectRow(row)
    viewer.show_selected_history()
    assert [r[3] for r in _rows(viewer)] == ["owner.create", "owner.update"]  # oldest first
    history = show_history(AppContext(office.admin), "owner", a.id)
    qtbot.addWidget(history)
    assert [r[3] for r in _rows(history)] == ["owner.create", "owner.update"]


def test_export_csv_is_logged(qtbot, office, tmp_path, monkeypatch):
    owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Olson")
    path = tmp_path / "audit.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(path), "")))
    viewer = AuditViewer(AppContext(office.officer))
    qtbot.addWidget(viewer)
    viewer.set_record("owner", "1")
    viewer.apply()
    viewer.export()
    rows = list(csv.reader(path.open(encoding="utf-8-sig")))
    assert rows[0][3] == "action" and [r[3] for r in rows[1:]] == ["owner.create"]
    assert AuditEntry.select().where(AuditEntry.action == "export.audit_log").count() == 1
    viewer.clear_filters()
    assert "export.audit_log" in [r[3] for r in _rows(viewer)]


def test_clerk_may_not_export(qtbot, office):
    viewer = AuditViewer(AppContext(office.clerk))
    qtbot.addWidget(viewer)
    assert not viewer.export_button.isEnabled()
