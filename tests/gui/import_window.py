"""The import window opened from the main window as an administrator would, for the import tests."""
from __future__ import annotations

from ui.main_window import open_main_window
from ui.reports.import_dialog import ImportDialog


def open_import_window(qtbot, office, monkeypatch=None) -> ImportDialog:
    """The import window over the Reports tab; with `monkeypatch`, an import is confirmed without asking."""
    window = open_main_window(office.admin)
    qtbot.addWidget(window)
    dialog = ImportDialog(window.ctx, window.tab_widgets["reports"])
    qtbot.addWidget(dialog)
    dialog.show()
    if monkeypatch is not None:
        monkeypatch.setattr(ImportDialog, "_confirm", lambda self, p: True)
    return dialog


def choose_file(dialog: ImportDialog, path) -> None:
    """Type the file's path and leave the field, as a clerk does (the window reads the file then)."""
    dialog.path.setText(str(path))
    dialog.path.editingFinished.emit()
