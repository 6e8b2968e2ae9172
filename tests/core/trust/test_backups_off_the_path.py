"""Backups that do not hold the clerk up: verified once, stoppable between steps (a quit) with
nothing half-made kept, no close backup when nothing changed, cut-off copies cleared."""
import hashlib
import os
import time
from pathlib import Path

import pytest

from animaloffice.persistence import file_check
from animaloffice.services import backups, owners
from animaloffice.services.backups import BackupCancelled


def _owner(office, last="Olson"):
    return owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name=last)


def _digests(folder: Path) -> dict:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.iterdir()}


def test_a_backup_is_checked_in_full_once(sqlite_office, tmp_path, monkeypatch):
    checks = []
    real = backups.inspect_backup
    monkeypatch.setattr(backups, "inspect_backup", lambda path: checks.append(path) or real(path))
    kinds = []
    real_file_check = file_check.check_sqlite_file
    monkeypatch.setattr(backups, "check_sqlite_file",
                        lambda path, thorough=None: kinds.append(thorough) or real_file_check(path, thorough=thorough))
    summary = backups.make_backup(tmp_path / "b", reason="manual")
    assert len(checks) == 1 and kinds == [False]  # one integrity check, no quick check beside it
    assert summary.path.exists() and summary.path.suffix == ".sqlite3"
    assert summary.size_bytes == summary.path.stat().st_size


def test_a_stopped_backup_keeps_nothing_and_leaves_the_earlier_ones(sqlite_office, tmp_path):
    folder = tmp_path / "b"
    backups.make_backup(folder, reason="daily")
    before = _digests(folder)
    _owner(sqlite_office)
    asked = []

    def quitting(done, total):
        asked.append((done, total))
        return False

    with pytest.raises(BackupCancelled):
        backups.make_backup(folder, reason="daily", progress=quitting)
    assert asked and _digests(folder) == before  # no new file, no .partial, the old one as it was


def test_the_copy_asks_between_steps(sqlite_office, tmp_path, monkeypatch):
    for i in range(30):
        _owner(sqlite_office, last=f"Olson{i}")
    monkeypatch.setattr(backups, "PAGES_PER_STEP", 2)
    steps = []
    backups.make_backup(tmp_path / "b", reason="manual", progress=lambda done, total: steps.append(done) or True)
    assert len(steps) > 3 and steps == sorted(steps)


def test_a_close_with_nothing_changed_makes_no_backup(sqlite_office, tmp_path):
    folder = tmp_path / "b"
    first = backups.close_backup(folder)
    assert first is not None
    assert backups.close_backup(folder) is None  # nothing changed since
    _owner(sqlite_office)
    second = backups.close_backup(folder)
    assert second is not None and second.counts["owner"] == first.counts["owner"] + 1


def test_a_cut_off_copy_is_cleared_when_old(sqlite_office, tmp_path):
    folder = tmp_path / "b"
    folder.mkdir()
    old, fresh = folder / "animaloffice-close-1.partial", folder / "animaloffice-close-2.partial"
    for p in (old, fresh):
        p.write_bytes(b"half a copy")
    past = time.time() - (backups.STALE_PARTIAL_HOURS + 1) * 3600
    os.utime(old, (past, past))
    backups.make_backup(folder, reason="manual")
    assert not old.exists() and fresh.exists()  # a fresh one may be another window's copy under way
