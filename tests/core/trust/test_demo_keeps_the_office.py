"""`animaloffice demo` never destroys an office's records (T-7B: nothing is deleted).

Without --db it writes to the office's own database, so a demo asked for by mistake must not
cost the office its file: on SQLite --force keeps the file it replaces beside it; a PostgreSQL
database that already holds records is refused (there is no file to keep)."""
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

from animaloffice.persistence.db import close_database
from animaloffice.persistence.models.people import Owner
from animaloffice.services import owners
from tests.conftest import PASSWORD

ROOT = Path(__file__).resolve().parents[3]


def _demo(office, *args):
    env = {**os.environ, "ANIMALOFFICE_HOME": str(office.home), "ANIMALOFFICE_USER": "admin",
           "ANIMALOFFICE_PASSWORD": PASSWORD}
    return subprocess.run([sys.executable, "-m", "animaloffice", "demo", "--jurisdiction", "tracy", *args],
                          cwd=ROOT, env=env, text=True, capture_output=True, timeout=300)


def test_t_7b_demo_never_destroys_the_offices_records(office):
    owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Keepme")
    before = Owner.select().count()
    if office.backend == "postgres":
        done = _demo(office, "--force")
        assert done.returncode == 2 and "already holds an office's records" in done.stderr
        assert Owner.select().count() == before
        return
    close_database()
    refused = _demo(office)
    assert refused.returncode == 2 and "--force" in refused.stderr
    done = _demo(office, "--force")
    assert done.returncode == 0, done.stderr
    [kept] = office.home.glob("office.before-demo-*.sqlite3")
    assert str(kept) in done.stdout
    with sqlite3.connect(kept) as old:
        assert old.execute("SELECT count(*) FROM owner WHERE last_name = 'Keepme'").fetchone() == (1,)
    with sqlite3.connect(office.target.path) as new:
        count, = new.execute("SELECT count(*) FROM owner").fetchone()
        assert count > 100 and new.execute("SELECT count(*) FROM owner WHERE last_name = 'Keepme'"
                                           ).fetchone() == (0,)
