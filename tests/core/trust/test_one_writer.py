"""One writer where it matters: a restore or an upgrade takes the office to itself, refused
(saying who holds it) while another program has it open; a program starting during a restore
is refused; one window per office file on a computer. No acknowledged save lands outside the
live office."""
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from animaloffice.config import DatabaseTarget, parse_database_url
from animaloffice.persistence import migrations, presence
from animaloffice.persistence.db import close_database, open_database
from animaloffice.persistence.models.licensing import License
from animaloffice.services import backups, restore

ROOT = Path(__file__).resolve().parents[3]
PG_URL = os.environ.get("ANIMALOFFICE_TEST_PG_URL", "")


def _start(module: str, *args: str) -> subprocess.Popen:
    proc = subprocess.Popen([sys.executable, "-m", f"tests.core.trust.{module}", *args], cwd=ROOT,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return proc


def _ready(proc: subprocess.Popen) -> str:
    line = proc.stdout.readline().strip()
    assert line, proc.stderr.read()
    return line


def _licenses(path: Path) -> int:
    with sqlite3.connect(path) as conn:
        return conn.execute("SELECT COUNT(*) FROM license").fetchone()[0]


def test_a_restore_is_refused_while_another_program_writes_and_its_saves_stay_in_the_office(sqlite_office, tmp_path):
    office = sqlite_office
    from animaloffice.domain.passwords import hash_password
    from animaloffice.persistence.models.office import User

    User.create(username="frontdesk", role="clerk", password_hash=hash_password("not-used-here"))
    backup = backups.make_backup(tmp_path / "b").path
    go = tmp_path / "go"
    writer = _start("office_writer", f"sqlite:///{office.target.path}", "frontdesk", "12", "--wait", str(go))
    assert _ready(writer) == "READY"
    go.touch()  # it writes while the restore is asked for
    with pytest.raises(presence.OfficeInUse) as refused:
        restore.restore(office.admin, backup, office.target)
    assert "needs the office to itself" in refused.value.message
    assert refused.value.holders and " on " in refused.value.holders[0]  # names the user and the computer
    out, err = writer.communicate(timeout=300)
    assert writer.returncode == 0, err
    acknowledged = [line.split()[1] for line in out.splitlines() if line.startswith("L ")]
    assert len(acknowledged) == 12
    close_database()
    assert _licenses(office.target.path) == 12  # every acknowledged license is in the live office
    assert not list(office.target.path.parent.glob("office.before-restore-*"))  # nothing set aside
    # with the other program gone, the restore goes ahead
    result = restore.restore(office.admin, backup, office.target)
    assert result.kept_aside is not None and License.select().count() == 0


def test_a_program_starting_during_a_restore_is_refused(sqlite_office):
    office = sqlite_office
    with presence.exclusive(office.target.path, "a restore"):
        holder = _start("office_holder", f"sqlite:///{office.target.path}")
        line = _ready(holder)
        holder.communicate(timeout=60)
    assert line.startswith("REFUSED") and "held for a restore" in line
    later = _start("office_holder", f"sqlite:///{office.target.path}")
    assert _ready(later) == "READY"  # after it, the office opens as usual
    later.communicate("", timeout=60)


def test_one_window_per_office_file_on_a_computer(sqlite_office):
    office = sqlite_office
    close_database()
    first = _start("office_holder", f"sqlite:///{office.target.path}", "--window")
    assert _ready(first) == "READY"
    try:
        with pytest.raises(presence.OfficeInUse) as refused:
            open_database(office.target, window=True)
        assert "already has this office open on this computer" in refused.value.message
        open_database(office.target)  # a job (a backup, the expiry) may still open it beside the window
        close_database()
    finally:
        first.communicate("", timeout=60)
    open_database(office.target, window=True)


def test_an_upgrade_waits_for_the_office_to_itself_and_leaves_the_file_as_it_was(tmp_path):
    from tests.core.schema_files import older_file

    path = tmp_path / "office.sqlite3"
    older_file(path, 13, 'DROP TABLE "sign_in_throttle"')
    holder = _start("office_holder", f"sqlite:///{path}", "--presence-only")
    assert _ready(holder) == "READY"
    try:
        with pytest.raises(presence.OfficeInUse) as refused:
            open_database(DatabaseTarget("sqlite", path=path))
        assert "upgrade" in refused.value.message and refused.value.holders
    finally:
        holder.communicate("", timeout=60)
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone() == ("13",)
    conn.close()
    open_database(DatabaseTarget("sqlite", path=path))
    try:
        from animaloffice.persistence.db import schema_version

        assert schema_version() == migrations.CURRENT
    finally:
        close_database()


@pytest.mark.postgres
@pytest.mark.skipif(not PG_URL, reason="needs ANIMALOFFICE_TEST_PG_URL (a PostgreSQL server)")
def test_a_postgresql_upgrade_is_refused_while_a_desk_is_connected_and_a_desk_waits_for_one(office):
    if office.backend != "postgres":
        pytest.skip("PostgreSQL's advisory lock")
    from animaloffice.persistence.models.base import database
    from animaloffice.persistence.models.office import Meta

    desk = _start("office_holder", PG_URL)
    assert _ready(desk) == "READY"
    try:
        Meta.update(value=str(migrations.CURRENT - 1)).where(Meta.key == "schema_version").execute()
        close_database()
        with pytest.raises(presence.OfficeInUse) as refused:
            open_database(parse_database_url(PG_URL))
        assert "AnimalOffice" in refused.value.message and "login" in refused.value.message
    finally:
        desk.communicate("", timeout=60)
    # an upgrade holding the office: a desk starting meanwhile is told so, not let in
    from playhouse.db_url import connect

    upgrader = connect(PG_URL)
    upgrader.execute_sql("SELECT pg_advisory_lock(%s)", (presence.ADVISORY_KEY,))
    try:
        waiting = _start("office_holder", PG_URL)
        line = _ready(waiting)
        waiting.communicate("", timeout=60)
        assert line.startswith("REFUSED") and "being upgraded" in line
    finally:
        upgrader.close()
    open_database(parse_database_url(PG_URL))
    assert database.obj is not None


def test_the_upgrade_command_takes_the_office_even_with_nothing_to_change(sqlite_office, capsys):
    from animaloffice import cli

    holder = _start("office_holder", f"sqlite:///{sqlite_office.target.path}")
    assert _ready(holder) == "READY"
    try:
        assert cli.run_command(cli.parse_args(["upgrade"])) == 2
        assert "needs the office to itself" in capsys.readouterr().err
    finally:
        holder.communicate("", timeout=60)
    assert cli.run_command(cli.parse_args(["upgrade"])) == 0
    assert f"schema {migrations.CURRENT}, ready" in capsys.readouterr().out
