"""Two workstations on one database issue licenses at the same moment: no license, tag or
receipt number repeats and no write is lost. Run against the real PostgreSQL server (when
ANIMALOFFICE_TEST_PG_URL names one) and on one SQLite file shared by two processes."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from animaloffice.config import parse_database_url
from animaloffice.domain.passwords import hash_password
from animaloffice.persistence.db import close_database, open_database
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.money import Payment
from animaloffice.persistence.models.office import User
from animaloffice.services.opening import ensure_jurisdictions

from .consistency import office_problems

ROOT = Path(__file__).resolve().parents[3]
PG_URL = os.environ.get("ANIMALOFFICE_TEST_PG_URL", "")
EACH = 40


def _fresh_postgres() -> str:
    from playhouse.db_url import connect

    raw = connect(PG_URL)
    raw.execute_sql("DROP SCHEMA public CASCADE; CREATE SCHEMA public;")
    raw.close()
    return PG_URL


def _seed(url: str) -> None:
    open_database(parse_database_url(url))
    ensure_jurisdictions(["tracy", "worthington"])
    for name in ("frontdesk", "shelterdesk"):
        User.create(username=name, role="clerk", password_hash=hash_password("not-used-here"))
    close_database()


def _run_two_desks(url: str, tmp_path: Path) -> list[str]:
    go = tmp_path / "go"
    procs = [subprocess.Popen([sys.executable, "-m", "tests.core.trust.office_writer", url, name,
                               str(EACH), "--wait", str(go), "--label", name[:5]],
                              cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for name in ("frontdesk", "shelterdesk")]
    for p in procs:  # both open the database, then start at the same moment
        assert p.stdout.readline().strip() == "READY", p.stderr.read()
    go.touch()
    lines = []
    for p in procs:
        out, err = p.communicate(timeout=300)
        assert p.returncode == 0, err
        assert out.rstrip().endswith("DONE")
        lines.extend(out.splitlines())
    return lines


def _check(url: str, lines: list[str]) -> None:
    reported = [line.split() for line in lines if line.startswith("L ")]
    paid_later = [line.split() for line in lines if line.startswith("P ")]
    assert len(reported) == 2 * EACH
    numbers = [r[2] for r in reported]
    tags = [int(r[3]) for r in reported]
    receipts = [r[3] for r in paid_later]
    assert len(set(numbers)) == len(numbers) and len(set(tags)) == len(tags)
    assert len(set(receipts)) == len(receipts)
    open_database(parse_database_url(url), create=False)
    try:
        assert License.select().count() == 2 * EACH  # no write lost
        assert {l.number for l in License.select()} == set(numbers)
        assert sorted(l.tag_number for l in License.select()) == list(range(1, 2 * EACH + 1))
        assert Payment.select().count() == 2 * EACH
        problems = office_problems()
        assert not problems, "\n".join(problems[:20])
    finally:
        close_database()


@pytest.mark.slow
@pytest.mark.postgres
@pytest.mark.skipif(not PG_URL, reason="needs ANIMALOFFICE_TEST_PG_URL (a PostgreSQL server)")
def test_two_workstations_on_postgresql(tmp_path):
    url = _fresh_postgres()
    _seed(url)
    _check(url, _run_two_desks(url, tmp_path))


@pytest.mark.slow
def test_two_workstations_on_one_sqlite_file(tmp_path):
    url = f"sqlite:///{tmp_path / 'shared.sqlite3'}"
    _seed(url)
    _check(url, _run_two_desks(url, tmp_path))
