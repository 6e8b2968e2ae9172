"""Start-up to an interactive main window, each in a fresh process (offscreen Qt).

Bare: PySide6 alone, a QMainWindow shown. Ours: the office opened on the cached database
(profiles checked, schema checked), the main window with every tab assembled for a signed-in
clerk, shown. The clock runs from just before the process is started until the first turn
of the event loop after ``show()`` (the window answers input from then on). The sign-in
dialog is left out: it waits for a person, and checking a password is slow on purpose.
"""
from __future__ import annotations

import statistics
import subprocess
import time
from pathlib import Path

from .common import PYTHON, ROOT, Figure, Report, cache_dir, child_env

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
from animaloffice import bootstrap
from animaloffice.domain.roles import Actor
from animaloffice.persistence.models import User
app = make_application()
bootstrap.open_office(create=False)
clerk = User.get(User.username == "clerk")
window = open_main_window(Actor(clerk.username, clerk.role, clerk.id))
window.show()
QTimer.singleShot(0, lambda: (print(time.time(), flush=True), app.quit()))
app.exec()
"""


def one(code: str, env: dict) -> float:
    start = time.time()
    done = subprocess.run([PYTHON, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    if done.returncode != 0:
        raise RuntimeError(f"start-up run failed:\n{done.stderr[-2000:]}")
    return float(done.stdout.strip().splitlines()[-1]) - start


def run(path: Path, report: Report, *, quick: bool = False) -> None:
    home = cache_dir() / "home"
    home.mkdir(exist_ok=True)
    env = child_env(ANIMALOFFICE_HOME=home, ANIMALOFFICE_DB=f"sqlite:///{path}")
    one(BARE, env), one(OURS, env)  # warm the file cache for both
    bare, ours = [], []
    for _ in range(2 if quick else 7):  # alternate, so load on the machine hits both alike
        bare.append(one(BARE, env))
        ours.append(one(OURS, env))
    b, o = statistics.median(bare), statistics.median(ours)
    report.add(Figure("start-up to the main window", o, b, "<= 1.5x bare", o <= 1.5 * b,
                      note=f"best {min(ours):.2f} s vs {min(bare):.2f} s"))
