"""The first start of the day and the quit, with their backups, each in a fresh process.

As ``animaloffice`` runs them: the window filled for a signed-in clerk (as in ``startup``),
then the day's backup started in the background; one change made; the window closed, and the
close backup made once it is gone. The clocks run from the process start (as in ``startup``)
and from the close: to the first turn of the event loop with the backup under way (the clerk
can work), to the day's backup made and checked, to the window gone, to the process done. A
second run quits while the day's backup is still copying. Each run has a data folder of its
own (the day's backup is due), removed after; the office file is the cached one.
"""
from __future__ import annotations

import shutil
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from .common import PYTHON, ROOT, Figure, Report, cache_dir, child_env
from .databases import BenchDb
from .startup import OURS, one

DAY = """
import sys, time
from PySide6.QtCore import QTimer
from ui.app import make_application, open_main_window
from ui.main_window import MainWindow
from ui import workers
from ui.backup_tasks import backup_after_close, start_daily_backup
QUIT_EARLY = sys.argv[1] == "early"
app = make_application()
frame = MainWindow()
frame.show()
marks = {}

def office():
    from ui.preload import load_office_code
    load_office_code(app, frame.start_tab())
    from animaloffice.services import opening
    from animaloffice.domain.roles import Actor
    from animaloffice.persistence.models import User
    from animaloffice.services import owners
    opening.open_office(create=False)
    clerk = User.get(User.username == "clerk")
    actor = Actor(clerk.username, clerk.role, clerk.id)
    window = open_main_window(actor, window=frame)
    assert window.tab_widgets["licenses"].model.rowCount() > 0
    task = start_daily_backup(window)
    assert task is not None, "the day's backup was not due"
    QTimer.singleShot(0, lambda: marks.setdefault("usable", time.time()))

    def close():
        marks["close"] = time.time()
        window.close()

    def wait_for_backup():
        if task in workers._running:
            QTimer.singleShot(20, wait_for_backup)
            return
        marks["backup"] = time.time()
        owners.create_owner(actor, jurisdiction_id=window.ctx.jurisdiction_id, first_name="Bench",
                            last_name="Mark")  # a change since the day's backup: the close makes one
        QTimer.singleShot(0, close)

    QTimer.singleShot(300 if QUIT_EARLY else 0, close if QUIT_EARLY else wait_for_backup)

QTimer.singleShot(0, office)
app.exec()
marks["gone"] = time.time()
backup_after_close()
marks["done"] = time.time()
for key in ("usable", "backup", "close", "gone", "done"):
    print(key, marks.get(key, 0.0), flush=True)
"""


def _day(path: Path, how: str) -> dict[str, float]:
    home = Path(tempfile.mkdtemp(prefix="ao-day-", dir=cache_dir()))
    try:
        env = child_env(ANIMALOFFICE_HOME=home, ANIMALOFFICE_DB=f"sqlite:///{path}")
        start = time.time()
        done = subprocess.run([PYTHON, "-c", DAY, how], cwd=ROOT, env=env, capture_output=True, text=True,
                              timeout=900)
        if done.returncode != 0:
            raise RuntimeError(f"start-and-quit run failed:\n{done.stderr[-2000:]}")
        marks = {k: float(v) for k, v in (line.split() for line in done.stdout.split("\n") if line.strip())}
        backups = sorted(p.name.split("-")[1] for p in (home / "backups").glob("animaloffice-*.sqlite3"))
        partial = list((home / "backups").glob("*.partial"))
        return {"start": start, **marks, "kept": backups, "partial": bool(partial)}
    finally:
        shutil.rmtree(home, ignore_errors=True)


def run(db: BenchDb, report: Report, *, quick: bool = False) -> None:
    if db.postgres:  # ui.backup_tasks: the office's own backups are of its SQLite file
        report.note("the first start of the day and the quit, with their backups: not measured (the "
                    "office makes these backups of a SQLite file only)")
        return
    path = db.path
    env = child_env(ANIMALOFFICE_HOME=cache_dir() / "home", ANIMALOFFICE_DB=f"sqlite:///{path}")
    one(OURS, env)  # warm the file cache
    plain, days, early = [], [], []
    for _ in range(1 if quick else 3):
        plain.append(one(OURS, env)[1])
        days.append(_day(path, "full"))
        early.append(_day(path, "early"))
    usable = statistics.median(d["usable"] - d["start"] for d in days)
    base = statistics.median(plain)
    report.add(Figure("first start of the day: Licenses list shown, day's backup under way", usable, base,
                      "<= bare + 1 s", usable <= base + 1.0,
                      note="bare: the same start with no backup due"))
    made = statistics.median(d["backup"] - d["usable"] for d in days)
    report.add(Figure("the day's backup in the background: made and checked once", made, None,
                      note=f"{Path(path).stat().st_size / 1e6:,.0f} MB office; kept {days[-1]['kept']}"))
    gone = statistics.median(d["gone"] - d["close"] for d in days)
    report.add(Figure("quit: window gone (a change since the backup)", gone, None, "< 1 s", gone < 1.0))
    after = statistics.median(d["done"] - d["gone"] for d in days)
    report.add(Figure("quit: the close backup, after the window is gone", after, None,
                      note="the process ends when it is made and checked"))
    cut = statistics.median(d["gone"] - d["close"] for d in early)
    clean = all(not d["partial"] for d in early)  # a copy that finished before the quit is whole
    report.add(Figure("quit while the day's backup copies: window gone", cut, None, "< 1 s, nothing half-made",
                      cut < 1.0 and clean, note=f"no .partial left; kept {early[-1]['kept']}"))
