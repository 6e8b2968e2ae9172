"""The wheel is a working program: built from the checkout and installed in a clean virtualenv
(its dependencies from the lock file), it passes its self-test and builds a demo office, with
its profiles, letters, fonts and icons inside its own package and no top-level ``ui``."""
from __future__ import annotations

import os
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _env(tmp_path: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ANIMALOFFICE_", "PYTHONPATH"))}
    return {**env, "QT_QPA_PLATFORM": "offscreen", "ANIMALOFFICE_HOME": str(tmp_path / "home")}


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", "-w", str(out),
                    str(ROOT)], check=True, timeout=600, capture_output=True)
    (found,) = out.glob("animaloffice-*.whl")
    return found


def test_the_wheel_ships_everything_inside_its_own_package(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    tops = {n.split("/")[0] for n in names}
    assert tops == {"animaloffice", f"{wheel.name.split('-')[0]}-{wheel.name.split('-')[1]}.dist-info"}
    for needed in ("animaloffice/resources/ordinances/tracy.toml", "animaloffice/resources/ordinances/worthington.toml",
                   "animaloffice/resources/letters/en/receipt.txt", "animaloffice/resources/fonts/DejaVuSans.ttf",
                   "animaloffice/resources/icons/licenses.svg", "animaloffice/ui/app.py",
                   "animaloffice/ui/licenses/tab.py"):
        assert needed in names, needed
    meta = zipfile.ZipFile(wheel).read(next(n for n in names if n.endswith("dist-info/METADATA"))).decode()
    assert "License-Expression: LicenseRef-Proprietary" in meta
    from animaloffice import __version__

    assert f"Version: {__version__}" in meta
    entry = zipfile.ZipFile(wheel).read(next(n for n in names if n.endswith("entry_points.txt"))).decode()
    assert "[console_scripts]\nanimaloffice = animaloffice.__main__:main" in entry
    assert "[gui_scripts]\nanimaloffice-window = animaloffice.__main__:main" in entry


@pytest.mark.slow
def test_the_wheel_installed_in_a_clean_venv_passes_its_self_test_and_builds_a_demo(wheel, tmp_path):
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    py = env_dir / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    subprocess.run([str(py), "-m", "pip", "install", "-q", "--require-hashes", "-r", str(ROOT / "requirements" / "app.txt")],
                   check=True, timeout=900, capture_output=True)
    subprocess.run([str(py), "-m", "pip", "install", "-q", "--no-deps", str(wheel)], check=True, timeout=300,
                   capture_output=True)
    exe = env_dir / "bin" / "animaloffice"
    away = tmp_path / "elsewhere"  # nothing of the checkout on the path
    away.mkdir()
    checked = subprocess.run([str(py), "-c", "import importlib.util as u; print(u.find_spec('ui'))"], cwd=away,
                             capture_output=True, text=True, timeout=60, env=_env(tmp_path))
    assert checked.stdout.strip() == "None"
    test = subprocess.run([str(exe), "--self-test"], cwd=away, capture_output=True, text=True, timeout=300,
                          env=_env(tmp_path))
    out = test.stdout + test.stderr
    assert test.returncode == 0, out
    assert "self-test passed" in out
    assert str(env_dir) in out  # the installed package's own resources, not the checkout's
    demo = subprocess.run([str(exe), "demo", "--size", "town"], cwd=away, capture_output=True, text=True,
                          timeout=600, env=_env(tmp_path))
    assert demo.returncode == 0, demo.stdout + demo.stderr
    assert (tmp_path / "home" / "animaloffice.sqlite3").stat().st_size > 100_000


def test_the_window_imports_itself_relatively():
    """Installed, the window is ``animaloffice.ui``: an absolute ``ui.`` import inside it would fail
    there while passing in the checkout."""
    import re

    absolute = re.compile(r"^\s*(from ui(\.| )|import ui(\.|$| ))", re.M)
    found = [str(p.relative_to(ROOT)) for p in (ROOT / "ui").rglob("*.py") if absolute.search(p.read_text("utf-8"))]
    assert found == []
