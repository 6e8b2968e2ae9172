"""Tools > Check the audit log…: an administrator sees the whole log checked against its chain,
and the first entry that does not fit when it was changed outside the program."""
import pytest

from animaloffice.domain.errors import PermissionDenied
from animaloffice.persistence.audit_chain import install_guards
from animaloffice.persistence.models.base import database
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.services import audit, owners
from tests.gui.test_admin_users import no_blocking_boxes  # noqa: F401 (autouse fixture)
from ui.admin.audit_check import AuditCheckDialog
from ui.context import AppContext
from ui.main_window import open_main_window


def _checked(qtbot, office):
    dialog = AuditCheckDialog(AppContext(office.admin))
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=10000)
    return dialog


def test_only_an_administrator_has_the_check(qtbot, office):
    admin = open_main_window(office.admin)
    qtbot.addWidget(admin)
    action = admin.admin_actions["audit_check"]
    assert action.isVisible() and action in admin.tools_menu.actions()
    officer = open_main_window(office.officer)
    qtbot.addWidget(officer)
    assert not officer.admin_actions["audit_check"].isVisible()
    with pytest.raises(PermissionDenied):
        audit.check_chain(office.officer)


def test_the_check_says_the_log_fits_then_names_an_edited_entry(qtbot, office):
    for name in ("Olson", "Berg", "Lund"):
        owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name=name)
    dialog = _checked(qtbot, office)
    assert dialog.report.ok and "fits its chain" in dialog.result.text()
    assert dialog.busy.isHidden()
    target = AuditEntry.select().order_by(AuditEntry.id.desc()).offset(1).first()
    database.execute_sql('DROP TRIGGER "audit_entry_no_update"')
    database.execute_sql(f"UPDATE audit_entry SET note = 'nothing happened' WHERE id = {target.id}")
    install_guards(database.obj)
    dialog = _checked(qtbot, office)
    assert not dialog.report.ok
    assert f"audit entry {target.id}" in dialog.result.text() and "changed afterwards" in dialog.result.text()
    assert "outside the program" in dialog.detail.text()


def test_an_administrator_signing_in_hears_of_a_break_found_at_open(qtbot, office, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from animaloffice.persistence import audit_chain

    broken = audit_chain.ChainReport(5, 9, audit_chain.ChainProblem(7, None, "it was changed afterwards"), False)
    monkeypatch.setattr(audit_chain, "_at_open", {"report": broken})
    said = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda parent, title, text, *a: said.append(text)))
    clerk = open_main_window(office.clerk)
    qtbot.addWidget(clerk)
    admin = open_main_window(office.admin)
    qtbot.addWidget(admin)
    qtbot.waitUntil(lambda: bool(said), timeout=3000)
    assert len(said) == 1 and "audit entry 7" in said[0]
