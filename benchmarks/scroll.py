"""The Licenses tab on the big database: opening it, then each batch of rows as the view
scrolls, and the process's peak memory. Measured in a child process (so its memory is the
tab's, not the benchmark's); the bare figure runs the same SQL statements each batch ran
through the stdlib sqlite3 module (plain psycopg2 on PostgreSQL, with the desk's login).
"""
from __future__ import annotations

import json
import subprocess

from .common import PYTHON, ROOT, Figure, Report, cache_dir, child_env
from .databases import BenchDb

BATCHES = 60


def run(db: BenchDb, report: Report, *, quick: bool = False) -> None:
    env = child_env(ANIMALOFFICE_HOME=cache_dir() / "home", ANIMALOFFICE_DB=db.window_url())
    done = subprocess.run([PYTHON, "-m", "benchmarks.scroll_child", db.window_url(), str(10 if quick else BATCHES)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        raise RuntimeError(f"scroll benchmark failed:\n{done.stderr[-3000:]}")
    data = json.loads(done.stdout.strip().splitlines()[-1])
    if data.get("missing"):
        report.add(Figure("licenses tab: open", 0, None, "", None, note=data["missing"]))
        return
    report.add(Figure("licenses tab: open (first rows shown)", data["open"], data["open_bare"],
                      "", None, note=f"{data['rows']:,} rows; {data['statements']} statements"))
    report.add(Figure("licenses tab: one scroll batch (median)", data["batch"], data["batch_bare"],
                      "< 16 ms", data["batch"] < 0.016,
                      note=f"{data['batch_size']} rows; worst {data['batch_worst'] * 1e3:.1f} ms over "
                           f"{data['batches']} batches; CPU {data['batch_cpu'] * 1e3:.1f} ms"))
    report.add(Figure("licenses tab: sort by another column (median)", data["sort"], data["sort_bare"], "< 16 ms",
                      data["sort"] < 0.016, note=f"worst {data['sort_worst'] * 1e3:.1f} ms over {data['sorts']} "
                                                 "sorts (three columns, each both ways)"))
    find = data["find"]
    slowest = max(find["cases"], key=lambda c: c["ready"])
    report.add(Figure("licenses list: find box, longest pause while the slowest page is read", find["pause"],
                      None, "< 50 ms", find["pause"] < 0.05,
                      note="the window handling events while the page is read on a worker; "
                           + "; ".join(f"{c['text']!r} by {c['order']}: pause {c['pause'] * 1e3:.0f} ms, "
                                       f"page {c['ready'] * 1e3:.0f} ms" for c in find["cases"])))
    report.add(Figure("licenses list: find box, slowest page shown", slowest["ready"], slowest["bare"], "< 100 ms",
                      slowest["ready"] < 0.1, note=f"{slowest['text']!r} listed by {slowest['order']}"))
    report.add(Figure("peak memory with the licenses tab open", data["rss"], data["rss_bare"],
                      "< 300 MB", data["rss"] < 300, unit="MB",
                      note="bare: a QMainWindow with an empty QTableView"))
