"""The benchmark command runs end to end (on a tiny office) and prints every figure."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
FIGURES = ("build the tiny database", "lookup: tag number", "lookup: microchip", "lookup: owner name prefix",
           "search box, each keystroke", "licenses list: find box", "start-up: main window on screen",
           "start-up: Licenses list shown", "first start of the day: Licenses list shown, day's backup under way",
           "quit: window gone", "quit while the day's backup copies",
           "licenses tab: one scroll batch", "find box, longest pause",
           "peak memory with the licenses tab open", "license certificate PDF", "renewal letters in one PDF",
           "tags with codes", "report: Licenses due and overdue", "report: Monthly intake and outcome matrix")


@pytest.mark.slow
def test_benchmark_command_prints_every_figure(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("ANIMALOFFICE_DB", "ANIMALOFFICE_HOME")}
    env.update(ANIMALOFFICE_BENCH_CACHE=str(tmp_path / "cache"), QT_QPA_PLATFORM="offscreen")
    out = tmp_path / "figures.json"
    done = subprocess.run([sys.executable, "-m", "benchmarks", "--size", "tiny", "--quick", "--json", str(out)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout + done.stderr
    for name in FIGURES:
        assert name in done.stdout, name
    figures = json.loads(out.read_text())["figures"]
    by_name = {f["name"]: f for f in figures}
    assert all(f["ours"] > 0 for f in figures), figures
    timed = [f for name, f in by_name.items() if "lookup" in name or "start-up" in name or "letters" in name]
    assert timed and all(f["bare"] and f["ratio"] for f in timed)  # each with the bare library's figure
    # run again: the database is reused, not built again
    again = subprocess.run([sys.executable, "-m", "benchmarks", "--size", "tiny", "--quick", "--only", "lookups"],
                           cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert again.returncode == 0 and "measured when the cache was built" in again.stdout, again.stdout
