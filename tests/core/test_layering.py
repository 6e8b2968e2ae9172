"""The core never imports Qt or ui/ (checked in a fresh process: pytest-qt loads PySide6 here)."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_core_never_imports_qt():
    code = (
        "import sys, pkgutil, importlib, animaloffice\n"
        "for m in pkgutil.walk_packages(animaloffice.__path__, 'animaloffice.'):\n"
        "    if m.name != 'animaloffice.__main__':\n"
        "        importlib.import_module(m.name)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in {'PySide6', 'ui', 'shiboken6'})\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_help_runs_without_qt():
    out = subprocess.run([sys.executable, "-m", "animaloffice", "--help"], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout
    for command in ("demo", "backup", "restore", "check"):
        assert command in out
