"""The README's test command fails, saying why, when its PostgreSQL half cannot run, instead of
passing with that half silently skipped."""
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _bare_env(**extra) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith("ANIMALOFFICE_")}
    return {**env, **extra}


def test_pg_server_script_fails_and_says_why_without_postgresql(tmp_path):
    done = subprocess.run(["bash", str(ROOT / "scripts" / "pg-test-server.sh"), "start"], capture_output=True,
                          text=True, timeout=60, env=_bare_env(PGBIN=str(tmp_path), PGDATA=str(tmp_path / "d")))
    assert done.returncode != 0
    assert "PostgreSQL is not installed" in done.stderr


def test_a_required_postgresql_that_does_not_answer_stops_the_run(tmp_path):
    """Port 1 on loopback answers nothing: the run stops before any test, naming the server."""
    url = "postgresql://postgres@127.0.0.1:1/animaltest"
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "tests/core/test_calendar.py"], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env=_bare_env(ANIMALOFFICE_TEST_PG_REQUIRED="1", ANIMALOFFICE_TEST_PG_URL=url))
    out = done.stdout + done.stderr
    assert done.returncode != 0, out
    assert "does not answer" in out and "127.0.0.1:1" in out
    assert " passed" not in out


def test_the_postgresql_half_cannot_be_required_without_a_server_named(tmp_path):
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "tests/core/test_calendar.py"], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env=_bare_env(ANIMALOFFICE_TEST_PG_REQUIRED="1"))
    assert done.returncode != 0
    assert "ANIMALOFFICE_TEST_PG_URL is not set" in done.stdout + done.stderr
