"""Backups through the database's online backup API, verified before they are kept.

A SQLite backup is a copy made with ``sqlite3.Connection.backup`` (safe while
the office is working), then opened and checked: integrity, our application
id, and the same number of rows in the main tables. A backup that fails the
check is deleted and the failure is reported, never silently kept.
"""
from __future__ import annotations

import os
import shutil
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from .. import config
from ..config import DatabaseTarget
from ..persistence.db import APP_ID, check_sqlite_file, is_sqlite
from ..persistence.models import database

KEEP = {"close": 10, "daily": 14, "manual": 30, "before-restore": 5}
CHECK_TABLES = ("owner", "animal", "license", "permit", "impound", "payment", "audit_entry")


class BackupFailed(Exception):
    pass


@dataclass(frozen=True)
class BackupSummary:
    path: Path
    created_at: str
    schema_version: str
    counts: dict

    def __str__(self) -> str:
        return str(self.path)


def make_backup(folder: Path | None = None, *, reason: str = "manual") -> BackupSummary:
    if not is_sqlite():
        raise BackupFailed("this office uses PostgreSQL: back it up with pg_dump on the server")
    folder = folder or config.backup_dir()
    folder.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    dest = folder / f"animaloffice-{reason}-{stamp}.sqlite3"
    n = 1
    while dest.exists():
        n += 1
        dest = folder / f"animaloffice-{reason}-{stamp}-{n}.sqlite3"
    live_counts = _counts(database.connection())
    tmp = dest.with_suffix(".partial")
    out = sqlite3.connect(tmp)
    try:
        database.connection().backup(out)
    finally:
        out.close()
    if os.name == "posix":
        os.chmod(tmp, 0o600)
    try:
        summary = inspect_backup(tmp)
        if summary.counts != live_counts:
            raise BackupFailed(f"row counts differ from the live database: {summary.counts} vs {live_counts}")
    except Exception as exc:
        tmp.unlink(missing_ok=True)
        raise BackupFailed(f"the backup failed verification and was not kept: {exc}") from None
    os.replace(tmp, dest)
    rotate(folder, reason)
    return BackupSummary(dest, summary.created_at, summary.schema_version, summary.counts)


def _counts(conn: sqlite3.Connection) -> dict:
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    return {t: conn.execute(f'SELECT COUNT(*) FROM "{t}"').fetchone()[0] for t in CHECK_TABLES if t in tables}


def inspect_backup(path: Path) -> BackupSummary:
    """Open a backup read-only and say what it holds; raises if it is not a good backup."""
    check_sqlite_file(path)
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
        if meta.get("application") != APP_ID:
            raise BackupFailed(f"{path.name} is not an AnimalOffice backup")
        ok = conn.execute("PRAGMA integrity_check").fetchone()[0]
        if ok != "ok":
            raise BackupFailed(f"{path.name} is damaged: {ok}")
        counts = _counts(conn)
    finally:
        conn.close()
    created = datetime.fromtimestamp(path.stat().st_mtime).isoformat(timespec="seconds")
    return BackupSummary(path, created, meta.get("schema_version", "?"), counts)


def list_backups(folder: Path | None = None) -> list[Path]:
    folder = folder or config.backup_dir()
    return sorted(folder.glob("animaloffice-*.sqlite3"), key=lambda p: p.stat().st_mtime, reverse=True)


def rotate(folder: Path, reason: str) -> None:
    keep = KEEP.get(reason, 10)
    mine = sorted(folder.glob(f"animaloffice-{reason}-*.sqlite3"), key=lambda p: p.stat().st_mtime,
                  reverse=True)
    for old in mine[keep:]:
        old.unlink(missing_ok=True)


def restore_backup(backup: Path, target: DatabaseTarget) -> Path:
    """Put a verified backup in place of the database file; the current file is kept aside."""
    if target.kind != "sqlite":
        raise BackupFailed("restore into PostgreSQL is done with pg_restore on the server")
    inspect_backup(backup)
    from ..persistence.db import close_database

    close_database()
    dest = Path(target.path)
    kept = dest.with_name(f"{dest.stem}.before-restore-{datetime.now():%Y%m%d-%H%M%S}{dest.suffix}")
    if dest.exists():
        # keep the current file exactly as it is (with its WAL): it may be the only copy
        # of something, or the evidence of what went wrong. Never overwrite data.
        for suffix in ("", "-wal", "-shm"):
            src = Path(str(dest) + suffix)
            if src.exists():
                os.replace(src, Path(str(kept) + suffix))
    tmp = dest.with_suffix(".restoring")
    shutil.copyfile(backup, tmp)
    if os.name == "posix":
        os.chmod(tmp, 0o600)
    os.replace(tmp, dest)
    return kept
