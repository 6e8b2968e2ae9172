"""Start-up loads nothing it does not need: no PostgreSQL driver for an office on SQLite,
no ReportLab before a document is made; the driver still comes the moment PostgreSQL opens."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
PG_URL = os.environ.get("ANIMALOFFICE_TEST_PG_URL", "")


def run(code: str, *args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("ANIMALOFFICE_DB", "ANIMALOFFICE_TEST_PG_URL")}
    env["PYTHONPATH"] = str(ROOT)
    return subprocess.run([sys.executable, "-c", code, *args], env=env, capture_output=True, text=True,
                          cwd=ROOT, timeout=120)


def test_core_import_leaves_out_the_postgres_driver_and_reportlab():
    done = run("import sys, animaloffice.services.opening, animaloffice.services.licensing, animaloffice.queries.search\n"
               "print(sorted(m for m in sys.modules if m.split('.')[0] in ('psycopg2', 'psycopg', 'reportlab')))")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_postgres_driver_is_loaded_when_postgres_opens():
    pytest.importorskip("psycopg2")
    code = ("import sys\nimport animaloffice.persistence.db as db\nimport peewee\n"
            "from animaloffice.persistence.drivers import load_postgres_driver\n"
            "assert peewee.psycopg2 is None\n"
            "load_postgres_driver()\n"
            "peewee.PostgresqlDatabase('x')._adapter.check_driver()\n"
            "if len(sys.argv) > 1:\n"
            "    from animaloffice.config import parse_database_url\n"
            "    from animaloffice.persistence.models import Meta\n"
            "    db.open_database(parse_database_url(sys.argv[1]))\n"
            "    print(Meta.select().count())\n"
            "print('ok')")
    done = run(code, *([PG_URL] if PG_URL else []))
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().endswith("ok")
