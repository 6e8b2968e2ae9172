"""The code holds the lint rules chosen in pyproject.toml ([tool.ruff.lint]) at zero findings, and
the domain its strict types ([tool.mypy])."""
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent))
    if found is None:
        pytest.fail(f"{name} is not installed in this environment (scripts/setup.sh --test installs it)")
    return found


def test_ruff_finds_nothing():
    done = subprocess.run([_tool("ruff"), "check", "--no-cache", "."], cwd=ROOT, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]


def test_domain_types_hold_strictly(tmp_path):
    """The ordinance rules (animaloffice/domain) type-check under mypy --strict ([tool.mypy]):
    every function annotated, no Any leaking out, None handled where a value may be missing."""
    done = subprocess.run([_tool("mypy"), "--cache-dir", str(tmp_path / "mypy"), "animaloffice/domain"],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
