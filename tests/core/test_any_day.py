"""The tests that build their records from today's date hold on any day of the year: run again as
of the last day of a year and of a day in January (libfaketime), when a license issued a few weeks
ago is last year's and "next month" is next year's. Each of these days once broke a dozen tests;
the office's demo data (licenses in force on the day a story needs them) with them."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DATE_BOUND = ("tests/core/licensing", "tests/core/owners", "tests/core/dangerous_dogs",
              "tests/core/hearings/test_hearing_requests.py", "tests/core/impounds/test_demo_part.py",
              "tests/core/perf/test_license_paging.py", "tests/core/perf/test_demo_build.py",
              "tests/documents/licensing", "tests/gui/licenses", "tests/gui/intake/test_intake_flow.py")
# timing tests, which a faked clock upsets (its waits run on the faked time): they hold no date
NOT_DATE_BOUND = ("tests/gui/licenses/test_find_box.py::"
                  "test_a_slow_page_is_read_off_the_gui_thread_and_a_newer_search_replaces_it",)


DAYS = ["2027-12-31", "2028-01-10"]


def _start(day: str, folder: Path) -> tuple[subprocess.Popen, Path]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("ANIMALOFFICE_DB", "ANIMALOFFICE_HOME") and not k.startswith("ANIMALOFFICE_TEST_PG")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    out = folder / "output.txt"
    with out.open("w") as sink:  # a file, not a pipe: a long failure report never blocks the run
        run = subprocess.Popen(["faketime", f"{day} 10:00:00", sys.executable, "-m", "pytest", "-q", "-p",
                                "no:cacheprovider", "--basetemp", str(folder / "t"), *DATE_BOUND,
                                *(arg for test in NOT_DATE_BOUND for arg in ("--deselect", test))],
                               cwd=ROOT, env=env, stdout=sink, stderr=subprocess.STDOUT, text=True)
    return run, out


@pytest.fixture(scope="module")
def runs(request, tmp_path_factory):
    """The days' runs start together, as two processes (the second core does not sit idle while
    the first day runs); each test waits for its own day's."""
    days = [item.callspec.params["day"] for item in request.session.items
            if getattr(item, "originalname", "") == "test_date_bound_tests_hold_on_a_turn_of_the_year"]
    started = {day: _start(day, tmp_path_factory.mktemp(f"day-{day}")) for day in days}
    yield started
    for run, _ in started.values():
        if run.poll() is None:
            run.kill()
            run.wait()


@pytest.mark.slow
@pytest.mark.skipif(not shutil.which("faketime"), reason="needs faketime (Debian's faketime) to move the clock")
@pytest.mark.parametrize("day", DAYS)
def test_date_bound_tests_hold_on_a_turn_of_the_year(day, runs):
    run, out = runs[day]
    returncode = run.wait(timeout=900)
    output = out.read_text()
    assert returncode == 0, output[-6000:]
    assert f"{day[:4]}" in subprocess.run(["faketime", f"{day} 10:00:00", sys.executable, "-c",
                                           "import datetime; print(datetime.date.today())"],
                                          capture_output=True, text=True).stdout  # the clock did move
