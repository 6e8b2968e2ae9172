"""The copy of an office file made before its schema is upgraded: made with SQLite's backup
API, checked (the database's integrity check on the copy, and every table holding as many rows
as the office), made again once if it is not whole, and the upgrade does not start without a
whole copy. The copy is written beside the office under a temporary name and takes its own
name only once it has passed the check, so a copy cut off (a power cut, a kill) is never taken
for a good one."""
from __future__ import annotations

import os
import sqlite3
from pathlib import Path

ATTEMPTS = 2  # the copy, and once more if it was not whole


class CopyNotWhole(Exception):
    pass


def copy_path(path: Path, version: int) -> Path:
    return path.with_name(f"{path.stem}.before-upgrade-v{version}{path.suffix}")


def _tables(conn: sqlite3.Connection) -> list[str]:
    return [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' "
                                       "AND name NOT LIKE 'sqlite_%' ORDER BY name")]


def row_counts(conn: sqlite3.Connection) -> dict[str, int]:
    return {t: conn.execute(f'SELECT count(*) FROM "{t}"').fetchone()[0] for t in _tables(conn)}


def _backup_into(source: sqlite3.Connection, dest: Path) -> None:
    """The copy itself, page by page through the backup API (the office is the upgrade's alone)."""
    out = sqlite3.connect(dest)
    try:
        source.backup(out)
    finally:
        out.close()


def _sync(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def problem_with(copy: Path, expected: dict[str, int]) -> str:
    """What is wrong with the copy ('' when it is whole)."""
    try:
        conn = sqlite3.connect(f"file:{copy}?mode=ro", uri=True)
        try:
            result = [r[0] for r in conn.execute("PRAGMA integrity_check").fetchall()]
            if result != ["ok"]:
                return f"its integrity check says {'; '.join(result[:3])}"
            counts = row_counts(conn)
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        return f"it cannot be read ({exc})"
    differ = [f"{t} has {counts.get(t, 'no')} rows, the office {n}" for t, n in expected.items()
              if counts.get(t) != n]
    return "; ".join(differ[:3])


def _remove(path: Path) -> None:
    for suffix in ("", "-wal", "-shm"):
        Path(str(path) + suffix).unlink(missing_ok=True)


def make_copy(source: sqlite3.Connection, path: Path, version: int) -> Path:
    """Copy the office aside before its upgrade and check the copy; raises CopyNotWhole when no
    whole copy could be made (nothing of it is left behind)."""
    dest = copy_path(path, version)
    tmp = dest.with_name(dest.name + ".partial")
    expected = row_counts(source)
    problem = ""
    for _ in range(ATTEMPTS):
        _remove(tmp)
        os.close(os.open(tmp, os.O_WRONLY | os.O_CREAT, 0o600))  # records are private
        try:
            _backup_into(source, tmp)
            _sync(tmp)
            problem = problem_with(tmp, expected)
        except (OSError, sqlite3.Error) as exc:
            problem = str(exc)
        if not problem:
            for suffix in ("-wal", "-shm"):  # left by the check's reading of the copy
                Path(str(tmp) + suffix).unlink(missing_ok=True)
            os.replace(tmp, dest)
            return dest
    _remove(tmp)
    raise CopyNotWhole(problem)
