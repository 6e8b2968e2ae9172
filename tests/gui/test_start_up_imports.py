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
