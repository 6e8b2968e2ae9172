"""Start-up to an interactive main window, each in a fresh process (offscreen Qt).

Bare: PySide6 alone, a QMainWindow shown. Ours, as ``animaloffice`` starts: the main window's
frame (title, the tabs by name, toolbar with the search box, menus) shown before any office
code is imported; then the office opened on the cached database (profiles checked, schema
checked), a clerk signed in and the window filled for them, the Licenses list showing its
first rows. Two clocks run from just before the process is started: to the first turn of the
event loop after ``show()`` (the window is on screen and takes input; typing in the search
box is kept and searched once the office is open) and to the first turn after the Licenses
list is filled (the clerk can work). The sign-in dialog is left out: it waits for a person,
and checking a password is slow on purpose.
"""
from __future__ import annotations

import statistics
import subprocess
import time

from .common import PYTHON, ROOT, Figure, Report, cache_dir, child_env
from .databases import BenchDb

BARE = """
import time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
window = QMainWindow()
window.resize(1280, 820)
window.show()
QTimer.singleShot(0, lambda: (print(time.time(), flush=True), app.quit()))
app.exec()
"""

OURS = """
import time
from PySide6.QtCore import QTimer
from ui.app import make_application, open_main_window
from ui.main_window import MainWindow
app = make_application()
frame = MainWindow()
frame.show()

def office():
    print(time.time(), flush=True)  # the frame is up and answering
    from ui.preload import load_office_code
    load_office_code(app, frame.start_tab())
    from animaloffice.services import opening
    from animaloffice.domain.roles import Actor
    from animaloffice.persistence.models import User
    opening.open_office(create=False)
    clerk = User.get(User.username == "clerk")
    window = open_main_window(Actor(clerk.username, clerk.role, clerk.id), window=frame)
    assert window.tab_widgets["licenses"].model.rowCount() > 0
    QTimer.singleShot(0, lambda: (print(time.time(), flush=True), app.quit()))

QTimer.singleShot(0, office)
app.exec()
"""


def one(code: str, env: dict) -> list[float]:
    """Seconds from the process start to each time the script prints."""
    start = time.time()
    done = subprocess.run([PYTHON, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    if done.returncode != 0:
        raise RuntimeError(f"start-up run failed:\n{done.stderr[-2000:]}")
    return [float(line) - start for line in done.stdout.split()]


def run(db: BenchDb, report: Report, *, quick: bool = False) -> None:
    home = cache_dir() / "home"
    home.mkdir(exist_ok=True)
    env = child_env(ANIMALOFFICE_HOME=home, ANIMALOFFICE_DB=db.window_url())
    one(BARE, env), one(OURS, env)  # warm the file cache for both
    bare, shown, ready = [], [], []
    for _ in range(2 if quick else 9):  # alternate, so load on the machine hits both alike
        bare.append(one(BARE, env)[0])
        frame, filled = one(OURS, env)
        shown.append(frame)
        ready.append(filled)
    b, s, r = (statistics.median(x) for x in (bare, shown, ready))
    report.add(Figure("start-up: main window on screen, taking input", s, b, "<= 1.5x bare", s <= 1.5 * b,
                      note=f"best {min(shown):.2f} s vs {min(bare):.2f} s"))
    report.add(Figure("start-up: Licenses list shown (office open)", r, b, "<= 1.5x bare", r <= 1.5 * b,
                      note=f"best {min(ready):.2f} s; the window opened {r - s:.2f} s before"))
