"""The layers hold: import-linter reads the import graph against `.importlinter` (README.md,
"Layout"), and each kind of planted bad import breaks the contract that forbids it."""
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _lint(root: Path) -> subprocess.CompletedProcess:
    lint = shutil.which("lint-imports", path=str(Path(sys.executable).parent))
    assert lint, "import-linter is not installed here (scripts/setup.sh --test installs it)"
    env = {**os.environ, "PYTHONPATH": str(root)}
    return subprocess.run([lint, "--no-cache", "--config", str(root / ".importlinter")], cwd=root, env=env,
                          capture_output=True, text=True, timeout=120)


def test_the_import_contract_holds():
    run = _lint(ROOT)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "0 broken" in run.stdout


@pytest.fixture(scope="module")
def copy(tmp_path_factory):
    root = tmp_path_factory.mktemp("planted")
    for folder in ("animaloffice", "ui"):
        shutil.copytree(ROOT / folder, root / folder, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / ".importlinter", root / ".importlinter")
    return root


PLANTS = {
    # a rule that reads the database
    "animaloffice/domain/licensing.py": ("from ..persistence.models.licensing import License\n",
                                         "The domain imports nothing of the project"),
    # a document that fetches its own data
    "animaloffice/documents/receipts.py": ("from ..queries.charges import receipt\n", "The core's layers"),
    # a query that draws a document
    "animaloffice/queries/takings.py": ("from ..documents.takings import render_takings\n",
                                        "Queries read the database and never draw a document"),
    # a lower layer calling up into the services
    "animaloffice/persistence/fetch.py": ("from ..services import audit\n", "The core's layers"),
    # the window saving a table itself
    "ui/owners/tab.py": ("from animaloffice.persistence.db import transaction\n",
                         "The window writes only through the services"),
    # two services importing each other (impounds imports kennels)
    "animaloffice/services/kennels.py": ("from . import impounds\n", "No import cycles"),
}


@pytest.mark.parametrize("path", sorted(PLANTS))
def test_a_planted_bad_import_breaks_the_contract(copy, path):
    line, contract = PLANTS[path]
    target = copy / path
    original = target.read_text(encoding="utf-8")
    target.write_text(original + "\n" + line, encoding="utf-8")
    try:
        run = _lint(copy)
    finally:
        target.write_text(original, encoding="utf-8")
    assert run.returncode != 0, run.stdout
    broken = run.stdout.split("Broken contracts", 1)[1]
    assert contract in broken, run.stdout
