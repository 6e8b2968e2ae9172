"""A new office from the first start: set-up, sign in, the main window, the
backup on close. Modal dialogs are driven by replacing their exec() (nothing blocks)."""
from pathlib import Path

from PySide6.QtWidgets import QApplication

from animaloffice.persistence import profiles
from animaloffice.persistence.db import close_database
from ui import app as app_module
from ui import main_window
from ui.first_run import FirstRunWizard
from ui.sign_in import SignInDialog


def test_first_start_to_main_window_and_backup(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("ANIMALOFFICE_HOME", str(tmp_path))
    monkeypatch.setenv("ANIMALOFFICE_DB", f"sqlite:///{tmp_path / 'office.sqlite3'}")
    profiles.forget()
    seen = {}

    def set_up(wizard):
        wizard.city_boxes["worthington"].setChecked(False)
        wizard.admin_name.setText("Dana")
        wizard.admin_password.setText("kennel-keys-42")
        wizard.admin_password2.setText("kennel-keys-42")
        wizard.finish()
        return wizard.result()

    def sign_in(dialog):
        seen["prefilled"] = dialog.username.text()
        dialog.password.setText("kennel-keys-42")
        dialog.try_sign_in()
        return dialog.result()

    opened = []
    real_open = main_window.open_main_window
    monkeypatch.setattr(app_module, "open_main_window", lambda *a, **k: opened.append(real_open(*a, **k))
                        or opened[-1])

    def run_window(app):
        window = opened[-1]
        assert window.isVisible()
        seen["title"] = window.windowTitle()
        seen["tabs"] = window.tabs.count()
        seen["status"] = window.status_label.text()
        window.close()
        return 0

    monkeypatch.setattr(FirstRunWizard, "exec", set_up)
    monkeypatch.setattr(SignInDialog, "exec", sign_in)
    monkeypatch.setattr(QApplication, "exec", run_window)
    try:
        assert app_module.run_app(None) == 0
    finally:
        close_database()
        profiles.forget()
    assert seen["prefilled"] == "dana"
    assert seen["tabs"] == 8 and "dana (administrator)" in seen["status"] and "City of Tracy" in seen["status"]
    backups = list(Path(tmp_path / "backups").glob("*"))
    assert backups, "a backup is made when the window closes"
