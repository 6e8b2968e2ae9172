"""The copy made before a schema upgrade is made with the backup API and checked: a copy that is
not whole is made again, and without a whole copy the upgrade does not start."""
import sqlite3

import pytest

from animaloffice.config import DatabaseTarget
from animaloffice.persistence import migrations, upgrade_copy
from animaloffice.persistence.db import close_database, open_database
from animaloffice.persistence.file_check import DatabaseProblem
from tests.core.schema_files import older_file


def _older_office(path):
    older_file(path, migrations.CURRENT - 1)
    with sqlite3.connect(path) as conn:  # an office with records in it
        for i in range(300):
            conn.execute("INSERT INTO office_setting (key, value, created_at, version) VALUES (?, ?, ?, 1)",
                         (f"note{i}", "x" * 200, "2026-01-01 00:00:00"))
    conn.close()


def _schema(path) -> str:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()[0]
    finally:
        conn.close()


def _cut_off(copy):
    """A copy cut off half-way (a kill, a full disk)."""
    size = copy.stat().st_size
    with open(copy, "r+b") as fh:
        fh.truncate(size // 2)


def test_a_copy_that_is_not_whole_is_made_again(tmp_path, monkeypatch):
    path = tmp_path / "office.sqlite3"
    _older_office(path)
    made = []
    real = upgrade_copy._backup_into

    def first_one_cut_off(source, dest):
        real(source, dest)
        made.append(dest)
        if len(made) == 1:
            _cut_off(dest)

    monkeypatch.setattr(upgrade_copy, "_backup_into", first_one_cut_off)
    open_database(DatabaseTarget("sqlite", path=path))
    close_database()
    assert len(made) == 2
    copy = upgrade_copy.copy_path(path, migrations.CURRENT - 1)
    assert copy.exists() and not copy.with_name(copy.name + ".partial").exists()
    conn = sqlite3.connect(copy)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert conn.execute("SELECT count(*) FROM office_setting").fetchone()[0] == 300
    conn.close()
    assert _schema(copy) == str(migrations.CURRENT - 1) and _schema(path) == str(migrations.CURRENT)


def test_the_upgrade_does_not_start_without_a_whole_copy(tmp_path, monkeypatch):
    path = tmp_path / "office.sqlite3"
    _older_office(path)
    real = upgrade_copy._backup_into

    def always_cut_off(source, dest):
        real(source, dest)
        _cut_off(dest)

    monkeypatch.setattr(upgrade_copy, "_backup_into", always_cut_off)
    with pytest.raises(DatabaseProblem) as refused:
        open_database(DatabaseTarget("sqlite", path=path))
    assert "did not start" in refused.value.problem and "not whole" in refused.value.problem
    assert _schema(path) == str(migrations.CURRENT - 1)  # nothing changed
    assert list(tmp_path.glob("office.before-upgrade-*")) == []
    monkeypatch.setattr(upgrade_copy, "_backup_into", real)  # room on the disk again: it goes ahead
    open_database(DatabaseTarget("sqlite", path=path))
    close_database()
    assert _schema(path) == str(migrations.CURRENT)


def test_an_old_copy_cut_off_by_an_earlier_attempt_is_replaced(tmp_path):
    path = tmp_path / "office.sqlite3"
    _older_office(path)
    stale = upgrade_copy.copy_path(path, migrations.CURRENT - 1)
    stale.write_bytes(b"SQLite format 3\x00" + b"\x00" * 100)  # what a killed copy left before
    open_database(DatabaseTarget("sqlite", path=path))
    close_database()
    assert upgrade_copy.problem_with(stale, {"office_setting": 300}) == ""
