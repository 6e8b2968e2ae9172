"""Help > About says what runs on what; an unexpected error shows a dialog that copies its
details and says where the log is; Qt's own warnings reach the log."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

ROOT = Path(__file__).resolve().parents[2]


def test_the_error_dialog_copies_its_details_and_names_the_log(qtbot, tmp_path, monkeypatch):
    from animaloffice import logs
    from ui.crash import show_error

    monkeypatch.setitem(logs._state, "path", tmp_path / "logs" / "animaloffice.log")
    box = show_error("Traceback (most recent call last):\nValueError: the tag printer", None)
    qtbot.addWidget(box)
    assert str(tmp_path / "logs" / "animaloffice.log") in box.informativeText()
    copy = next(b for b in box.findChildren(QPushButton) if b.text() == "&Copy details")
    copy.click()
    assert QApplication.clipboard().text().endswith("ValueError: the tag printer")
    assert box.isVisible()  # copying does not close it


def test_an_uncaught_error_in_the_window_is_logged_and_shown(tmp_path):
    """The program's own start: an exception in a slot reaches the log and the dialog."""
    code = ("import sys\n"
            "from animaloffice.logs import start_logging\nstart_logging()\n"
            "from PySide6.QtCore import QTimer, qWarning\n"
            "from PySide6.QtWidgets import QApplication, QWidget\n"
            "from ui.app import make_application\nfrom ui import crash\n"
            "app = make_application(['t'])\nw = QWidget()\ncrash.install(w)\n"
            "qWarning('a warning from Qt itself')\n"
            "def boom():\n    raise ZeroDivisionError('fee per day')\n"
            "QTimer.singleShot(0, boom)\n"
            "def look():\n"
            "    box = QApplication.activeModalWidget() or next((x for x in app.topLevelWidgets() "
            "if x.objectName() == 'unexpected_error'), None)\n"
            "    print('dialog', box is not None and 'fee per day' in box.detailedText(), flush=True)\n"
            "    app.quit()\n"
            "QTimer.singleShot(300, look)\napp.exec()\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith("ANIMALOFFICE_")}
    env.update(QT_QPA_PLATFORM="offscreen", ANIMALOFFICE_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "dialog True" in done.stdout
    log = (tmp_path / "logs" / "animaloffice.log").read_text()
    assert "ZeroDivisionError: fee per day" in log
    assert "a warning from Qt itself" in log


def test_about_names_version_python_qt_database_and_folders(qtbot, office, monkeypatch):
    import PySide6

    from animaloffice import __version__
    from ui import about

    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: shown.append(self.text()) or 0)
    about.show_about(None)
    (text,) = shown
    assert f"AnimalOffice {__version__}" in text
    assert sys.version.split()[0] in text and PySide6.__version__ in text
    assert f"SQLite file {office.target.path}" in text
    assert str(office.home) in text  # the data folder (ANIMALOFFICE_HOME in the tests)


def test_help_menu_offers_the_log_folder(qtbot, monkeypatch, tmp_path):
    from PySide6.QtGui import QDesktopServices

    from ui.main_window import MainWindow

    monkeypatch.setenv("ANIMALOFFICE_HOME", str(tmp_path))
    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url.toLocalFile()) or True)
    window = MainWindow()
    qtbot.addWidget(window)
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    next(a for a in help_menu.actions() if a.text() == "Open the &log folder").trigger()
    assert opened == [str(tmp_path / "logs")]
