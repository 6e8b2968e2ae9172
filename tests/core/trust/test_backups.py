"""Backups: verified before kept, a failed one reported and deleted, daily and rotated,
restored with the current file kept aside, the restore itself audited."""
import hashlib
import os
import sqlite3
import stat
from datetime import date, datetime, timedelta
from pathlib import Path

import pytest

from animaloffice.domain.errors import PermissionDenied
from animaloffice.persistence.db import close_database, integrity_check
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.models.people import Owner
from animaloffice.services import backups, owners, restore
from animaloffice.services.backups import BackupFailed


def _owner(office, last="Olson"):
    return owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name=last)


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_backup_is_verified_stamped_and_owner_only(sqlite_office, tmp_path):
    _owner(sqlite_office)
    summary = backups.make_backup(tmp_path / "b", reason="manual")
    assert summary.path.exists() and summary.path.parent == tmp_path / "b"
    assert summary.counts["owner"] == 1 and summary.counts["audit_entry"] == AuditEntry.select().count()
    assert summary.reason == "manual" and summary.created_at[:10] == date.today().isoformat()
    assert summary.jurisdictions == ("City of Tracy", "City of Worthington") or len(summary.jurisdictions) == 2
    assert summary.users == 3 and "Cities:" in summary.describe()
    if os.name == "posix":
        assert stat.S_IMODE(summary.path.stat().st_mode) == 0o600
    assert not list((tmp_path / "b").glob("*.partial"))
    # the backup is one self-contained file
    conn = sqlite3.connect(summary.path)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    conn.close()


def test_corrupted_backup_is_reported_and_deleted(sqlite_office, tmp_path, monkeypatch):
    for i in range(30):
        _owner(sqlite_office, f"Olson{i}")
    real_copy = backups._copy

    def copy_then_damage(source, dest):
        real_copy(source, dest)
        with open(dest, "r+b") as fh:  # scribble over pages in the middle of the file
            size = os.path.getsize(dest)
            for offset in range(4096, size, 4096 * 3):
                fh.seek(offset + 10)
                fh.write(os.urandom(900))

    monkeypatch.setattr(backups, "_copy", copy_then_damage)
    folder = tmp_path / "b"
    with pytest.raises(BackupFailed) as info:
        backups.make_backup(folder)
    assert "failed verification and was not kept" in info.value.message
    assert list(folder.iterdir()) == []


def test_backup_missing_rows_is_refused(sqlite_office, tmp_path, monkeypatch):
    _owner(sqlite_office)
    real_copy = backups._copy

    def copy_then_lose_a_row(source, dest, progress=None):
        real_copy(source, dest, progress)
        conn = sqlite3.connect(dest)
        conn.execute("DROP TRIGGER audit_entry_no_delete")
        conn.execute("DELETE FROM audit_entry WHERE id = (SELECT MAX(id) FROM audit_entry)")
        conn.commit()
        conn.close()

    monkeypatch.setattr(backups, "_copy", copy_then_lose_a_row)
    with pytest.raises(BackupFailed) as info:
        backups.make_backup(tmp_path)
    assert "row counts differ" in info.value.message
    assert not list(tmp_path.glob("animaloffice-*"))


def test_inspect_refuses_what_is_not_a_good_backup(sqlite_office, tmp_path):
    junk = tmp_path / "animaloffice-manual-junk.sqlite3"
    junk.write_bytes(b"not a database at all" * 100)
    with pytest.raises(BackupFailed):
        backups.inspect_backup(junk)
    foreign = tmp_path / "foreign.sqlite3"
    conn = sqlite3.connect(foreign)
    conn.execute("CREATE TABLE recipes (id INTEGER PRIMARY KEY, name TEXT)")
    conn.commit()
    conn.close()
    with pytest.raises(BackupFailed) as info:
        backups.inspect_backup(foreign)
    assert "another program" in info.value.message
    good = backups.make_backup(tmp_path / "ok")
    newer = tmp_path / "newer.sqlite3"
    newer.write_bytes(good.path.read_bytes())
    conn = sqlite3.connect(newer)
    conn.execute("UPDATE meta SET value = '999' WHERE key = 'schema_version'")
    conn.commit()
    conn.close()
    with pytest.raises(BackupFailed) as info:
        backups.inspect_backup(newer)
    assert "schema version" in info.value.message
    with pytest.raises(BackupFailed):
        backups.inspect_backup(tmp_path / "missing.sqlite3")
    # the newest good one is found past a damaged newer file
    os.utime(junk, None)
    assert backups.newest_good_backup(tmp_path / "ok").path == good.path
    junk2 = tmp_path / "ok" / "animaloffice-close-29990101-000000.sqlite3"
    junk2.write_bytes(b"garbage" * 1000)
    assert backups.newest_good_backup(tmp_path / "ok").path == good.path


def test_daily_backup_once_a_day_and_rotation(sqlite_office, tmp_path, monkeypatch):
    folder = tmp_path / "b"
    first = backups.ensure_daily_backup(folder)
    assert first is not None and first.reason == "daily"
    assert backups.ensure_daily_backup(folder) is None
    assert backups.daily_backup_due(folder, date.today() + timedelta(days=1))
    monkeypatch.setitem(backups.KEEP, "close", 3)
    made = [backups.make_backup(folder, reason="close").path for _ in range(5)]
    closes = sorted(p.name for p in folder.glob("animaloffice-close-*"))
    assert len(closes) == 3 and sorted(p.name for p in made[-3:]) == closes
    assert first.path.exists()  # rotation keeps each kind apart


def test_the_day_of_a_daily_backup_is_the_day_in_its_name_not_its_file_time(tmp_path):
    """A backup folder copied to another disk gets new file times; the day a backup was made is
    the stamp the program wrote into its name."""
    folder = tmp_path / "copied"
    folder.mkdir()
    made = folder / "animaloffice-daily-20261203-081500.sqlite3"
    made.write_bytes(b"x")
    os.utime(made, (datetime(2026, 12, 4, 9).timestamp(),) * 2)  # copied the next morning
    assert not backups.daily_backup_due(folder, date(2026, 12, 3))
    assert backups.daily_backup_due(folder, date(2026, 12, 4))
    unstamped = folder / "animaloffice-daily-copy.sqlite3"
    unstamped.write_bytes(b"x")
    os.utime(unstamped, (datetime(2026, 12, 4, 9).timestamp(),) * 2)
    assert not backups.daily_backup_due(folder, date(2026, 12, 4))  # no stamp: its file time


def test_backup_on_postgres_says_how(office, tmp_path):
    if office.backend != "postgres":
        pytest.skip("PostgreSQL only")
    with pytest.raises(BackupFailed) as info:
        backups.make_backup(tmp_path)
    assert "pg_dump" in info.value.message
    assert backups.ensure_daily_backup(tmp_path) is None


def test_restore_keeps_current_file_aside_and_is_audited(sqlite_office, tmp_path):
    office = sqlite_office
    _owner(office, "Before")
    good = backups.make_backup(tmp_path / "b")
    _owner(office, "After")
    assert Owner.select().count() == 2
    with pytest.raises(PermissionDenied):
        restore.restore(office.clerk, good.path)
    result = restore.restore(office.admin, good.path, office.target)
    assert [o.last_name for o in Owner.select()] == ["Before"]
    entry = AuditEntry.select().order_by(AuditEntry.id.desc()).first()
    assert entry.action == "backup.restore" and entry.username == "admin"
    assert result.kept_aside.exists() and result.kept_aside != office.target.path
    conn = sqlite3.connect(result.kept_aside)  # nothing was lost: the replaced file still holds both
    assert conn.execute("SELECT COUNT(*) FROM owner").fetchone()[0] == 2
    conn.close()
    assert integrity_check() == []
    if os.name == "posix":
        assert stat.S_IMODE(office.target.path.stat().st_mode) == 0o600


def test_restore_refuses_a_bad_backup_and_changes_nothing(sqlite_office, tmp_path):
    office = sqlite_office
    _owner(office)
    close_database()
    before = _digest(office.target.path)
    bad = tmp_path / "animaloffice-manual-bad.sqlite3"
    bad.write_bytes(b"SQLite format 3\x00" + os.urandom(8000))
    with pytest.raises(BackupFailed):
        restore.restore(office.admin, bad, office.target)
    assert _digest(office.target.path) == before
    assert not list(office.target.path.parent.glob("*.before-restore-*"))


def test_backup_opens_on_another_machine(sqlite_office, tmp_path, monkeypatch):
    """A backup carries its ordinance profiles and users: another machine opens it as is."""
    from animaloffice.config import DatabaseTarget
    from animaloffice.persistence import profiles
    from animaloffice.services import users
    from animaloffice.services.opening import open_office
    from tests.conftest import PASSWORD

    _owner(sqlite_office, "Portable")
    good = backups.make_backup(tmp_path / "b")
    close_database()
    other = tmp_path / "other-machine"
    monkeypatch.setenv("ANIMALOFFICE_HOME", str(other))
    target = DatabaseTarget("sqlite", path=other / "office.sqlite3")
    monkeypatch.setenv("ANIMALOFFICE_DB", f"sqlite:///{target.path}")
    profiles.forget()
    result = restore.restore(sqlite_office.admin, good.path, target)
    assert result.kept_aside is None
    close_database()
    open_office(target, create=False)
    assert Owner.get().last_name == "Portable"
    assert users.authenticate("clerk", PASSWORD, sleep=lambda s: None).role == "clerk"
    assert profiles.profile_for(sqlite_office.tracy).fee("license.dog", date.today()) > 0
