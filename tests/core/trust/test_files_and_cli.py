"""The database file on disk: private to its owner, never overwritten when it cannot be
opened, backed up and restored from the command line."""
import hashlib
import os
import sqlite3
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from animaloffice.config import DatabaseTarget
from animaloffice.persistence.db import close_database, open_database
from animaloffice.persistence.file_check import DatabaseProblem

ROOT = Path(__file__).resolve().parents[3]
posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX file modes")


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _cli(home: Path, db: Path, *args: str, stdin: str | None = None,
         env: dict | None = None) -> subprocess.CompletedProcess:
    env = {**os.environ, "ANIMALOFFICE_HOME": str(home), "ANIMALOFFICE_DB": f"sqlite:///{db}",
           "ANIMALOFFICE_ADMIN_PASSWORD": "admin-password-1", "ANIMALOFFICE_USER": "boss",
           "ANIMALOFFICE_PASSWORD": "admin-password-1", **(env or {})}
    return subprocess.run([sys.executable, "-m", "animaloffice", *args], cwd=ROOT, env=env, text=True,
                          capture_output=True, input=stdin, timeout=120)


@posix_only
def test_database_wal_shm_and_backups_are_owner_only(sqlite_office):
    from animaloffice.services import backups, owners

    owners.create_owner(sqlite_office.clerk, jurisdiction_id=sqlite_office.tracy, last_name="Private")
    close_database()
    fresh = sqlite_office.home / "fresh" / "office.sqlite3"
    old_umask = os.umask(0o022)
    try:
        open_database(DatabaseTarget("sqlite", path=fresh))
        from animaloffice.services.opening import ensure_jurisdictions

        ensure_jurisdictions(["tracy"])
        files = [fresh, Path(f"{fresh}-wal"), Path(f"{fresh}-shm")]
        assert all(p.exists() for p in files)
        for p in files:
            assert stat.S_IMODE(p.stat().st_mode) == 0o600, p
        summary = backups.make_backup(reason="manual")
        assert stat.S_IMODE(summary.path.stat().st_mode) == 0o600
        assert stat.S_IMODE(summary.path.parent.stat().st_mode) == 0o700
        from animaloffice.persistence.db import _copy_aside
        from animaloffice.persistence.models.base import database

        _copy_aside(database.obj, fresh, 1)  # the copy kept before a schema upgrade
        assert stat.S_IMODE(fresh.with_name("office.before-upgrade-v1.sqlite3").stat().st_mode) == 0o600
    finally:
        os.umask(old_umask)


def test_damaged_file_is_refused_and_left_untouched(tmp_path):
    path = tmp_path / "office.sqlite3"
    open_database(DatabaseTarget("sqlite", path=path))
    from animaloffice.services.opening import ensure_jurisdictions

    ensure_jurisdictions(["tracy", "worthington"])
    close_database()
    with open(path, "r+b") as fh:  # a power cut or a bad disk scribbles over the middle pages
        size = os.path.getsize(path)
        for offset in range(8192, size, 8192):
            fh.seek(offset)
            fh.write(b"\xde\xad\xbe\xef" * 256)
    before = _digest(path)
    with pytest.raises(DatabaseProblem) as info:
        open_database(DatabaseTarget("sqlite", path=path))
    assert "damaged" in info.value.problem and info.value.recoverable
    assert _digest(path) == before
    # nothing new beside it but SQLite's own companions (read-only look, WAL index)
    assert {p.name for p in tmp_path.iterdir()} <= {"office.sqlite3", "office.sqlite3-wal",
                                                     "office.sqlite3-shm"}


def test_foreign_files_are_refused_and_left_untouched(tmp_path):
    text = tmp_path / "notes.sqlite3"
    text.write_text("meeting notes, not a database\n" * 50)
    other = tmp_path / "recipes.sqlite3"
    conn = sqlite3.connect(other)
    conn.execute("CREATE TABLE recipe (id INTEGER PRIMARY KEY, name TEXT)")
    conn.execute("INSERT INTO recipe (name) VALUES ('hotdish')")
    conn.commit()
    conn.close()
    for path, words in ((text, "not an AnimalOffice database"), (other, "another program")):
        before = _digest(path)
        with pytest.raises(DatabaseProblem) as info:
            open_database(DatabaseTarget("sqlite", path=path))
        assert words in info.value.problem
        assert _digest(path) == before


def test_backup_and_restore_from_the_command_line(tmp_path):
    home, db = tmp_path / "home", tmp_path / "home" / "office.sqlite3"
    init = _cli(home, db, "init", "--jurisdiction", "tracy", "--admin", "boss")
    assert init.returncode == 0, init.stderr
    out = tmp_path / "backups"
    made = _cli(home, db, "backup", "--to", str(out))
    assert made.returncode == 0, made.stderr
    assert "backup written and verified" in made.stdout and "City of Tracy" in made.stdout
    [backup] = list(out.glob("animaloffice-manual-*.sqlite3"))
    listed = _cli(home, db, "backup", "--to", str(out), "--list")
    assert str(backup) in listed.stdout and "Holds:" in listed.stdout
    # something happens after the backup...
    conn = sqlite3.connect(db)
    conn.execute("INSERT INTO office_setting (key, value, created_at, version) "
                 "VALUES ('office_name', 'Later', '2026-01-01', 1)")
    conn.commit()
    conn.close()
    declined = _cli(home, db, "restore", str(backup), stdin="n\n")
    assert declined.returncode == 1 and "not restored" in declined.stdout
    unanswered = _cli(home, db, "restore", str(backup), stdin="")  # no one at the keyboard: no
    assert unanswered.returncode == 1 and "not restored" in unanswered.stdout, unanswered.stderr
    restored = _cli(home, db, "restore", str(backup), "--yes")
    assert restored.returncode == 0, restored.stderr
    assert "kept as" in restored.stdout
    conn = sqlite3.connect(db)
    assert conn.execute("SELECT COUNT(*) FROM office_setting").fetchone()[0] == 0
    assert conn.execute("SELECT action FROM audit_entry ORDER BY id DESC LIMIT 1").fetchone()[0] \
        == "backup.restore"
    conn.close()
    [kept] = list(db.parent.glob("office.before-restore-*.sqlite3"))
    conn = sqlite3.connect(kept)
    assert conn.execute("SELECT value FROM office_setting").fetchone()[0] == "Later"
    conn.close()
    check = _cli(home, db, "check")
    assert check.returncode == 0 and "ok" in check.stdout


def test_command_line_refuses_a_bad_backup(tmp_path):
    home, db = tmp_path / "home", tmp_path / "home" / "office.sqlite3"
    assert _cli(home, db, "init", "--jurisdiction", "tracy", "--admin", "boss").returncode == 0
    before = _digest(db)
    bad = tmp_path / "animaloffice-manual-bad.sqlite3"
    bad.write_bytes(b"SQLite format 3\x00" + b"\x00" * 5000)
    result = _cli(home, db, "restore", str(bad), "--yes")
    assert result.returncode == 2 and "animaloffice restore:" in result.stderr
    assert "Traceback" not in result.stderr
    assert _digest(db) == before
    damaged = _cli(home, tmp_path / "nothing-here.sqlite3", "backup")
    assert damaged.returncode == 2 and "no database file" in damaged.stderr


def test_init_refused_for_a_weak_password_leaves_the_office_to_be_set_up(tmp_path):
    """'animaloffice init' is all or nothing: refused, it keeps no city, so the next start still
    offers the set-up instead of an office with no one who can sign in."""
    home, db = tmp_path / "home", tmp_path / "home" / "office.sqlite3"
    env_pw = {"ANIMALOFFICE_ADMIN_PASSWORD": "short"}
    weak = _cli(home, db, "init", "--jurisdiction", "tracy,worthington", "--admin", "boss", env=env_pw)
    assert weak.returncode == 2 and "password" in weak.stderr
    conn = sqlite3.connect(db)
    assert conn.execute("SELECT COUNT(*) FROM jurisdiction").fetchone()[0] == 0
    conn.close()
    bogus = _cli(home, db, "init", "--jurisdiction", "tracy,nowhere", "--admin", "boss")
    assert bogus.returncode == 2 and "nowhere" in bogus.stderr
    conn = sqlite3.connect(db)
    assert conn.execute("SELECT COUNT(*) FROM jurisdiction").fetchone()[0] == 0
    conn.close()
    good = _cli(home, db, "init", "--jurisdiction", "tracy", "--admin", "boss")
    assert good.returncode == 0, good.stderr
