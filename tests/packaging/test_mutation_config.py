"""The mutation run of the ordinance rules (docs/testing.md) is set up to work: [tool.mutmut] names
paths that exist, its tests open no database, and the documented command is there to run. The run
itself is far too slow for the suite (scripts/mutation.sh)."""
import os
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MUTMUT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mutmut"]


def test_mutmut_mutates_the_ordinance_rules_and_copies_what_exists():
    assert MUTMUT["only_mutate"] == ["animaloffice/domain/*"]
    for path in MUTMUT["source_paths"] + MUTMUT["also_copy"]:
        assert (ROOT / path).exists(), path
    assert (ROOT / "animaloffice" / "domain").is_dir()
    selection = [a for a in MUTMUT["pytest_add_cli_args_test_selection"] if not a.startswith("--")]
    ignored = [a.split("=", 1)[1] for a in MUTMUT["pytest_add_cli_args_test_selection"] if a.startswith("--ignore=")]
    for path in selection + ignored:
        assert (ROOT / path).exists(), path
    assert "--without-database" in MUTMUT["pytest_add_cli_args"]


def test_the_mutation_command_exists_is_executable_and_documented():
    script = ROOT / "scripts" / "mutation.sh"
    assert script.is_file() and os.access(script, os.X_OK)
    assert subprocess.run(["bash", "-n", str(script)], capture_output=True).returncode == 0
    assert "scripts/mutation.sh" in (ROOT / "docs" / "testing.md").read_text(encoding="utf-8")
    assert "mutants/" in (ROOT / ".gitignore").read_text(encoding="utf-8").split()


def test_without_database_keeps_the_rule_tests_and_drops_the_office_ones():
    """The mutants meet only tests that need no office database: a rule test is kept, a service
    test on the office fixture is left out."""
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--collect-only",
                           "--without-database", "tests/core/test_licensing_rules.py",
                           "tests/core/licensing/test_exemption_end.py"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={k: v for k, v in os.environ.items() if not k.startswith("ANIMALOFFICE_")})
    out = done.stdout
    assert done.returncode == 0, out + done.stderr
    assert "test_licensing_rules.py::test_t_3b_overdue_requires_relicensing" in out
    assert not [line for line in out.splitlines() if line.startswith("tests/core/licensing/test_exemption_end.py::")]
    assert "deselected" in out
