"""Child process of ``scroll.py``: open the Licenses tab on the database and scroll it.

Prints one JSON line. The core is imported before Qt, as the application does.
"""
from __future__ import annotations

import json
import sqlite3
import statistics
import subprocess
import sys
import time

import animaloffice.bootstrap  # noqa: F401  (before Qt, like ui/__init__.py)

from .common import PYTHON, child_env, peak_rss_mb
from .lookups import captured

BARE_RSS = """
import sys
from PySide6.QtWidgets import QApplication, QMainWindow, QTableView
from PySide6.QtGui import QStandardItemModel
app = QApplication([])
window = QMainWindow()
view = QTableView()
view.setModel(QStandardItemModel(0, 8))
window.setCentralWidget(view)
window.resize(1280, 820)
window.show()
app.processEvents()
for line in open('/proc/self/status'):
    if line.startswith('VmHWM:'):
        print(int(line.split()[1]) / 1024)
"""


def bare_time(raw: sqlite3.Connection, statements) -> float:
    best = None
    for _ in range(5):
        start = time.perf_counter()
        for sql, params in statements:
            raw.execute(sql, params).fetchall()
        t = time.perf_counter() - start
        best = t if best is None else min(best, t)
    return best


def main() -> None:
    path, batches = sys.argv[1], int(sys.argv[2])
    from PySide6.QtCore import QModelIndex
    from PySide6.QtWidgets import QMainWindow, QTableView

    from animaloffice import bootstrap
    from animaloffice.domain.roles import Actor
    from animaloffice.persistence.models import Jurisdiction, User
    from ui.app import make_application
    from ui.context import AppContext
    from ui.models.query_table_model import QueryTableModel

    app = make_application()
    bootstrap.open_office(create=False)
    clerk = User.get(User.username == "clerk")
    licensing = next(j.id for j in Jurisdiction.select().order_by(Jurisdiction.id)
                     if "licensing = true" in j.profile_source)
    ctx = AppContext(Actor(clerk.username, clerk.role, clerk.id), licensing)
    import ui.licenses
    import ui.licenses.tab  # noqa: F401 (its code loaded as at start-up; the open is timed, not the import)

    window = QMainWindow()
    window.resize(1280, 820)
    start = time.perf_counter()
    statements = captured(lambda: _open(ui.licenses, ctx, window, app))
    opened = time.perf_counter() - start
    views = [v for v in window.findChildren(QTableView)]
    model = None
    for view in views:
        m = view.model()
        while m is not None and not isinstance(m, QueryTableModel) and hasattr(m, "sourceModel"):
            m = m.sourceModel()
        if isinstance(m, QueryTableModel) and m.rowCount() > 0:
            model = m
            break
    if model is None:
        print(json.dumps({"missing": "the Licenses tab shows no paged license table yet"}))
        return
    raw = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    raw.execute("PRAGMA cache_size = -32000")
    open_bare = bare_time(raw, statements)
    times, cpu, bare, batch_size = [], [], [], 0
    for _ in range(batches):
        if not model.canFetchMore(QModelIndex()):
            break
        before = model.rowCount()
        t0, c0 = time.perf_counter(), time.thread_time()
        stmts = captured(lambda: model.fetchMore(QModelIndex()))
        times.append(time.perf_counter() - t0)
        cpu.append(time.thread_time() - c0)
        app.processEvents()  # the view takes the rows in (painting is not the batch's)
        batch_size = model.rowCount() - before
        bare.append(bare_time(raw, stmts))
    column = 1 if model.columnCount() > 1 and model.columns[1].sortable else 0
    t0 = time.perf_counter()
    stmts = captured(lambda: (model.sort(column), app.processEvents()))
    sort_time = time.perf_counter() - t0
    sort_bare = bare_time(raw, stmts)
    rss = peak_rss_mb()
    done = subprocess.run([PYTHON, "-c", BARE_RSS], env=child_env(), capture_output=True, text=True)
    rss_bare = float(done.stdout.strip().splitlines()[-1]) if done.returncode == 0 else None
    print(json.dumps({
        "open": opened, "open_bare": open_bare, "statements": len(statements), "rows": model.rowCount(),
        "batch": statistics.median(times), "batch_bare": statistics.median(bare), "batch_worst": max(times),
        "batch_cpu": statistics.median(cpu),
        "batches": len(times), "batch_size": batch_size, "sort": sort_time, "sort_bare": sort_bare,
        "rss": rss, "rss_bare": rss_bare}))


def _open(module, ctx, window, app) -> None:
    tab = module.create_tab(ctx)
    window.setCentralWidget(tab)
    window.show()
    app.processEvents()


if __name__ == "__main__":
    main()
