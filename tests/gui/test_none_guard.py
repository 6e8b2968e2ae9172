"""A long day at the desk does not end the program: PySide6 6.12 drops a reference to None at
every Qt call that returns nothing, which on Python 3.11 ends the process ("Fatal Python error:
none_dealloc") after some thousands of calls, unless None is kept alive (ui/none_guard.py)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _run(code: str, tmp_path) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ANIMALOFFICE_HOME=str(tmp_path))
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)


def test_tens_of_thousands_of_qt_calls_leave_the_program_running(tmp_path):
    done = _run("from PySide6.QtWidgets import QLabel\n"
                "from ui.app import make_application\n"
                "app = make_application(['t'])\n"
                "label = QLabel()\n"
                "for i in range(30000):\n"
                "    label.setText(str(i))\n"
                "    app.processEvents()\n"
                "print('alive', label.text())\n", tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["alive", "29999"]


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12 on")
def test_the_program_s_own_start_keeps_none_alive_off_the_gui_thread(tmp_path):
    done = _run("import sys\n"
                "from ui.app import make_application\n"
                "app = make_application(['t'], guard_none=False)\n"
                "before = sys.getrefcount(None)\n"
                "from ui.preload import load_office_code\n"
                "load_office_code(app)\n"
                "print(before < 2 ** 40, sys.getrefcount(None) > 2 ** 59)\n", tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["True", "True"]
