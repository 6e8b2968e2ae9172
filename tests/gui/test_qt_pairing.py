"""The Qt binding is the one paired with this Python (pyproject.toml, docs/platforms.md), and a
long day at the desk does not end the program.

PySide6 6.12.0 drops a reference to None at every Qt call that returns nothing. Where None is
immortal (Python 3.12 and later) that is harmless; on Python 3.11 the count reaches zero after
some thousands of calls and the process aborts ("Fatal Python error: none_dealloc"). So 3.11 is
paired with 6.11.3. These tests run in a child process: the abort would take pytest with it."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAIRING = {(3, 11): "6.11.3"}  # every later Python: 6.12.0
DEFAULT = "6.12.0"


def _run(code: str, tmp_path) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ANIMALOFFICE_HOME=str(tmp_path))
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)


def test_the_installed_pyside6_is_the_one_paired_with_this_python():
    import PySide6
    import shiboken6

    wanted = PAIRING.get(sys.version_info[:2], DEFAULT)
    assert PySide6.__version__ == wanted, (
        f"Python {sys.version.split()[0]} is paired with PySide6 {wanted}, found {PySide6.__version__}: "
        "install from the lock file (scripts/setup.sh), or measure the new pairing first")
    assert shiboken6.__version__ == wanted


def test_tens_of_thousands_of_qt_calls_leave_the_program_running(tmp_path):
    done = _run("import sys\n"
                "from PySide6.QtWidgets import QLabel\n"
                "from ui.app import make_application\n"
                "app = make_application(['t'])\n"
                "label = QLabel()\n"
                "before = sys.getrefcount(None)\n"
                "for i in range(30000):\n"
                "    label.setText(str(i))\n"
                "    label.update()\n"
                "    app.processEvents()\n"
                "drift = before - sys.getrefcount(None)\n"
                "print('alive', label.text(), drift < 100 or sys.version_info >= (3, 12))\n", tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["alive", "29999", "True"]
