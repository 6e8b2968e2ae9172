"""What the window loads before the clerk's first list is shown: the Licenses tab's actions ask
whether the dog shown has a dangerous-dog case, and that must not bring the dangerous-dog window, its
papers and their services in (they came in at start-up, ~30 ms on this machine, before the
question was moved to ``ui.hearings.dangerous_dog_offer``). Run in a fresh process as an office
starts, with the tabs' warm-up (which imports every tab's code after start-up) held off."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import date, timedelta
from pathlib import Path

import pytest

from animaloffice.services import licensing
from animaloffice.services.payments import PaymentInput
from tests.gui.licenses.license_gui_helpers import owner_with_dog

ROOT = Path(__file__).resolve().parents[2]
LATER = ("ui.hearings.dangerous_dog_cases", "animaloffice.printing.dangerous_dog_papers",
         "animaloffice.services.dangerous_dogs", "animaloffice.queries.dangerous_dogs", "reportlab")
START = f"""
import json, sys
from PySide6.QtCore import QTimer
from ui import lazy_tabs
lazy_tabs.TabSet.warm_up = lambda self: None
from ui.app import make_application, open_main_window
from ui.main_window import MainWindow
app = make_application()
frame = MainWindow()
frame.show()

def office():
    try:
        check()
    except BaseException:
        import traceback
        traceback.print_exc()
        app.exit(1)

def check():
    from ui.preload import load_office_code
    load_office_code(app, frame.start_tab())
    from animaloffice.services import opening
    from animaloffice.domain.roles import Actor
    from animaloffice.persistence.models import User
    opening.open_office(create=False)
    clerk = User.get(User.username == "clerk")
    window = open_main_window(Actor(clerk.username, clerk.role, clerk.id), window=frame)
    tab = window.tab_widgets["licenses"]
    assert tab.model.rowCount() > 0
    loaded = [n for n in {list(LATER)!r} if n in sys.modules]
    QTimer.singleShot(0, lambda: (print(json.dumps(loaded), flush=True), app.quit()))

QTimer.singleShot(0, office)
app.exec()
"""


def test_the_first_list_is_shown_without_the_dangerous_dog_code(office):
    on = date.today() - timedelta(days=30)
    _, dog = owner_with_dog(office, shot=on)
    licensing.issue_license(office.clerk, animal_id=dog, year=on.year, on=on, payment=PaymentInput("cash", 1500))
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    try:
        done = subprocess.run([sys.executable, "-c", START], cwd=ROOT, env=env, capture_output=True, text=True,
                              timeout=20)
    except subprocess.TimeoutExpired as exc:
        raise AssertionError(f"{exc.stdout!r} {exc.stderr!r}") from None
    assert done.returncode == 0, done.stderr[-2000:]
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []


def test_pyside_is_told_the_same_of_every_module_by_its_quick_check():
    """PySide6 asks of each module imported after it whether its source names PySide6; the quick
    check (``ui.pyside_imports``, in place once ``ui.app`` is imported) reads the file instead of
    fetching the source through ``inspect``, and must answer as PySide6's own check does."""
    import ui.app  # noqa: F401

    check = sys.modules["shibokensupport.feature"]._mod_uses_pyside
    assert getattr(check, "quick", False)
    answers = {name: (check(module), check.slow(module)) for name, module in list(sys.modules.items())}
    assert all(quick == slow for quick, slow in answers.values()), \
        [name for name, (quick, slow) in answers.items() if quick != slow]
    assert answers["ui.main_window"] == (True, True) and answers["animaloffice.config"] == (False, False)


def test_the_office_file_is_checked_while_the_code_loads_and_the_open_takes_the_answer(office, monkeypatch):
    """The window's check at open of its SQLite file starts with the import of the office's code
    (on its own thread, ``file_check.check_early``); the open that follows takes its answer."""
    from PySide6.QtWidgets import QApplication

    from animaloffice.persistence import db, file_check
    from animaloffice.persistence.db import close_database
    from ui import preload

    if office.backend != "sqlite":
        pytest.skip("the check at open is of an SQLite file")
    close_database()
    monkeypatch.setattr(preload, "OFFICE", ())
    preload.load_office_code(QApplication.instance())
    early = file_check._early
    assert early is not None and early.path == office.target.path
    assert early.done.wait(10) and early.error is None

    def checked_again(*_a, **_k):
        raise AssertionError("the file was checked a second time")

    monkeypatch.setattr(db, "check_sqlite_file", checked_again)
    db.open_database(office.target)
    assert file_check._early is None


GC_CHECK = """
import gc, json
from ui.app import make_application
from ui import preload
app = make_application()
seen = []
real = preload._check_office_file
preload._check_office_file = lambda: (seen.append(gc.isenabled()), real())
before = gc.get_freeze_count()
preload.load_office_code(app, "licenses")
after = (gc.isenabled(), gc.get_freeze_count() - before)
gc.disable()  # one who turned the collector off keeps it off
preload.load_office_code(app)
print(json.dumps([seen, after, gc.isenabled()]))
"""


def test_the_collector_waits_while_the_code_loads_and_is_on_again_after(tmp_path):
    """Python's garbage collector is off while the office's code is imported (it would walk the
    new modules' objects again and again) and on again after, with those objects set aside
    (frozen) from its later passes. In a fresh process, as the program starts."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT), "ANIMALOFFICE_HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", GC_CHECK], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    seen, (enabled, frozen), enabled_after_off = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen == [False, False] and enabled and frozen > 10_000 and not enabled_after_off


def test_for_a_postgresql_office_the_secret_store_is_found_while_the_code_loads(monkeypatch, tmp_path):
    """A desk on PostgreSQL: while the office's code is imported, the secret store holding the
    password is looked for (``credentials.warm_up``) and the driver loaded; no file is checked."""
    from PySide6.QtWidgets import QApplication

    from animaloffice import credentials
    from animaloffice.persistence import drivers, file_check
    from ui import preload

    monkeypatch.setenv("ANIMALOFFICE_HOME", str(tmp_path))
    monkeypatch.setenv("ANIMALOFFICE_DB", "postgresql://animaloffice_desk@db.office.invalid/animaloffice")
    done = []
    monkeypatch.setattr(credentials, "warm_up", lambda: done.append("secret store"))
    monkeypatch.setattr(drivers, "load_postgres_driver", lambda: done.append("driver"))
    monkeypatch.setattr(file_check, "check_early", lambda path: done.append(f"check {path}"))
    monkeypatch.setattr(preload, "OFFICE", ())
    preload.load_office_code(QApplication.instance())
    assert done == ["secret store", "driver"]
