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

import animaloffice.services.opening  # noqa: F401  (before Qt, like ui/__init__.py)

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


def bare_connection(where: str):
    """sqlite3 on the file, or psycopg2 on the server (the same login as ours)."""
    from .databases import PgBare

    if where.startswith("postgres"):
        return PgBare(where)
    raw = sqlite3.connect(f"file:{where.removeprefix('sqlite:///')}?mode=ro", uri=True)
    raw.execute("PRAGMA cache_size = -32000")
    return raw


def bare_time(raw, statements) -> float:
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
    from PySide6.QtCore import QModelIndex, Qt
    from PySide6.QtWidgets import QMainWindow, QTableView

    from animaloffice.domain.roles import Actor
    from animaloffice.persistence.models.office import Jurisdiction, User
    from animaloffice.services import opening
    from ui.app import make_application
    from ui.context import AppContext
    from ui.models.query_table_model import QueryTableModel

    app = make_application()
    opening.open_office(create=False)
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
    raw = bare_connection(path)
    open_bare = bare_time(raw, statements)
    # a batch: from the view asking for more rows to the rows in the model (read on a worker,
    # handed back to the GUI thread); CPU is the GUI thread's own share of it
    times, cpu, bare, batch_size = [], [], [], 0
    for _ in range(batches):
        if not model.canFetchMore(QModelIndex()):
            break
        before = model.rowCount()
        t0, c0 = time.perf_counter(), time.thread_time()
        stmts = captured(lambda: (model.fetchMore(QModelIndex()), until_loaded(app, model)), every_thread=True)
        times.append(time.perf_counter() - t0)
        cpu.append(time.thread_time() - c0)
        settle(app)  # the view takes the rows in and paints them (painting is not the batch's)
        batch_size = model.rowCount() - before
        bare.append(bare_time(raw, stmts))
    # a sort: from the click to the last paint of the list in its new order, its columns fitted
    # (until 2026-12-07 it ended when the first page was in the model, before the fit and the
    # paints that followed it); taken over several columns and both orders (one sort alone moved
    # 4-37 ms between runs on a shared machine)
    sortable = [i for i, c in enumerate(model.columns) if c.sortable and i > 0][:3] or [0]
    sorts, sorts_bare = [], []
    view = next(v for v in views if v.model() is model)
    paints = PaintTimes(view.viewport())
    for column, order in [(c, o) for c in sortable for o in (Qt.SortOrder.AscendingOrder,
                                                              Qt.SortOrder.DescendingOrder)]:
        paints.times.clear()
        t0 = time.perf_counter()
        stmts = captured(lambda: (model.sort(column, order), until_loaded(app, model), app.processEvents()),
                         every_thread=True)
        settle(app, 0.3)
        sorts.append((paints.times[-1] if paints.times else time.perf_counter()) - t0)
        sorts_bare.append(bare_time(raw, stmts))
    sort_time, sort_bare = statistics.median(sorts), statistics.median(sorts_bare)
    find = find_box_pauses(app, window.centralWidget(), model, raw, licensing)
    rss = peak_rss_mb()
    done = subprocess.run([PYTHON, "-c", BARE_RSS], env=child_env(), capture_output=True, text=True)
    rss_bare = float(done.stdout.strip().splitlines()[-1]) if done.returncode == 0 else None
    print(json.dumps({
        "open": opened, "open_bare": open_bare, "statements": len(statements), "rows": model.rowCount(),
        "batch": statistics.median(times), "batch_bare": statistics.median(bare), "batch_worst": max(times),
        "batch_cpu": statistics.median(cpu),
        "batches": len(times), "batch_size": batch_size, "sort": sort_time, "sort_bare": sort_bare,
        "sort_worst": max(sorts), "sorts": len(sorts),
        "rss": rss, "rss_bare": rss_bare, "find": find}))


class PaintTimes:
    """When each paint of a widget ended (a list's new order is on screen at its last paint)."""

    def __init__(self, widget):
        from PySide6.QtCore import QObject

        class Filter(QObject):
            def eventFilter(inner, obj, event):  # noqa: N802, N805 (Qt name)
                from PySide6.QtCore import QEvent, QTimer

                if event.type() == QEvent.Type.Paint:  # ended once the event is handled: the next turn
                    QTimer.singleShot(0, lambda: self.times.append(time.perf_counter()))
                return False

        self.times: list[float] = []
        self.filter = Filter(widget)
        widget.installEventFilter(self.filter)


def settle(app, seconds: float = 0.05) -> None:
    """Let the view lay out and paint what it was given (it does so over a few passes)."""
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.processEvents()


def until_loaded(app, model) -> None:
    """Run the event loop until the page being read is in (as the window would, idle)."""
    from PySide6.QtCore import QEventLoop

    if model.loading:
        loop = QEventLoop()
        model.loading_changed.connect(loop.quit)
        if model.loading:
            loop.exec()
        model.loading_changed.disconnect(loop.quit)


def find_box_pauses(app, tab, model, raw, jurisdiction_id: int) -> dict:
    """The slowest searches the find box can be given (a one-letter name listed by owner name, a
    license-number prefix of a whole year listed by tag): the longest the window goes without
    handling an event while the page is read (a 2 ms timer ticks throughout), and the time until
    the page is shown. The bare column runs the same statements the read sent (the count aside), bare."""
    from PySide6.QtCore import Qt, QTimer

    from animaloffice.persistence.models.licensing import License

    number = License.select(License.number).where(License.jurisdiction == jurisdiction_id).first().number
    year_prefix = number[:number.index("-", number.index("-") + 1)] if number.count("-") >= 2 else number[:3]
    keys = [c.key for c in model.columns]
    out = {"pause": 0.0, "ready": 0.0, "bare": 0.0, "cases": []}
    for text, key in (("S", "owner"), ("a", "animal"), (year_prefix, "tag")):
        tab.table.sortByColumn(keys.index(key), Qt.SortOrder.AscendingOrder)
        until_loaded(app, model)
        ticks = [time.perf_counter()]
        timer = QTimer(interval=2)
        timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
        timer.start()
        app.processEvents()
        tab.find.setText(text)
        t0 = time.perf_counter()
        stmts = captured(lambda: (tab.refresh(background=True), until_loaded(app, model)), every_thread=True)
        ready = time.perf_counter() - t0
        app.processEvents()
        timer.stop()
        ticks.append(time.perf_counter())
        pause = max(b - a for a, b in zip(ticks, ticks[1:]))
        page = [st for st in stmts if "count(" not in st[0].lower()]  # the page and what it shows, not the count
        bare = bare_time(raw, page) if page else None  # none seen: no bare figure, rather than a loop of nothing
        out["cases"].append({"text": text, "order": key, "pause": pause, "ready": ready, "bare": bare,
                             "statements": len(page),
                             "rows": model.rowCount()})
        if pause > out["pause"]:
            out["pause"] = pause
        if ready > out["ready"]:
            out["ready"], out["bare"] = ready, bare
    tab.find.setText("")
    return out


def _open(module, ctx, window, app) -> None:
    tab = module.create_tab(ctx)
    window.setCentralWidget(tab)
    window.show()
    app.processEvents()


if __name__ == "__main__":
    main()
