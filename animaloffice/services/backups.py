"""Backups through the database's online backup API, verified before they are kept.

A SQLite backup is a copy made with ``sqlite3.Connection.backup`` (safe while
the office is working), stamped with when and why it was made, then opened and
checked: integrity, our application id, a schema this program knows, and the
same number of rows in the main tables as the live database had at that moment.
A backup that fails the check is deleted and the failure is reported
(``BackupFailed``), never silently kept. Backups are readable by the owner only.

Backups are made on close, once a day (the first start of the day), and by
hand; each kind is rotated separately (``KEEP``). The window makes the day's backup in the
background and the close backup after the window is gone: neither holds a clerk up. A backup
is verified once (one full integrity check), can be cancelled between steps of the copy
(``progress`` returns False: nothing is kept, the previous backups stay as they were), and a
close with nothing changed since the newest backup makes none.
"""
from __future__ import annotations

import os
import shutil
import sqlite3
from dataclasses import dataclass, field, replace
from datetime import date, datetime
from pathlib import Path

from .. import config
from ..config import DatabaseTarget
from ..domain.errors import OfficeError
from ..persistence import migrations
from ..persistence.db import is_sqlite
from ..persistence.file_check import APP_ID, check_sqlite_file, read_only_uri
from ..persistence.models.base import database

KEEP = {"close": 10, "daily": 14, "manual": 30, "before-restore": 5}
CHECK_TABLES = ("owner", "animal", "license", "permit", "impound", "payment", "attachment", "attachment_data",
                "audit_entry")
PREFIX = "animaloffice-"
PAGES_PER_STEP = 4096  # copied between two looks at ``progress`` (16 MB of 4 KB pages)
STALE_PARTIAL_HOURS = 12  # a .partial this old is a copy that was cut off (a power cut, a kill)


class BackupFailed(OfficeError):
    def __init__(self, message: str):
        super().__init__(message)
        self.message = message
        self.field = None


class BackupCancelled(BackupFailed):
    """The copy was stopped (the program is quitting); nothing was kept or rotated."""


@dataclass(frozen=True)
class BackupSummary:
    path: Path
    created_at: str
    schema_version: str
    counts: dict
    reason: str = ""
    jurisdictions: tuple[str, ...] = ()
    users: int = 0
    last_change: str = ""
    size_bytes: int = 0
    extra: dict = field(default_factory=dict)

    def __str__(self) -> str:
        return str(self.path)

    def describe(self) -> str:
        """A few lines for a person choosing what to restore."""
        counts = ", ".join(f"{v:,} {k.replace('_', ' ')}" for k, v in self.counts.items())
        lines = [f"Made: {self.created_at.replace('T', ' ')}" + (f" ({self.reason})" if self.reason else ""),
                 f"Cities: {', '.join(self.jurisdictions) or 'none'}",
                 f"Holds: {counts}; {self.users} users",
                 f"Last recorded change: {self.last_change.replace('T', ' ') or 'none'}",
                 f"Schema version {self.schema_version}; {self.size_bytes / 1_048_576:.1f} MB"]
        return "\n".join(lines)


def _owner_only_file(path: Path) -> None:
    """Create an empty file readable by the owner only (before SQLite writes into it)."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.close(fd)
    if os.name == "posix":
        os.chmod(path, 0o600)


def _copy(source: sqlite3.Connection, dest: Path, progress=None) -> None:
    """The online backup: a consistent copy even while others write (the source is read inside
    one transaction). ``progress(done, total)`` is asked between steps; False stops the copy."""
    out = sqlite3.connect(dest)

    def step(_status, remaining, total) -> None:
        if progress is not None and progress(total - remaining, total) is False:
            raise BackupCancelled("the backup was stopped before it was complete; nothing was kept")

    try:
        source.backup(out, pages=PAGES_PER_STEP, progress=step)
    finally:
        out.close()


def _stamp(path: Path, reason: str, audit_high: int) -> None:
    """Note in the copy when and why it was made, and the last audit entry it holds; a backup
    is one self-contained file."""
    conn = sqlite3.connect(path)
    try:
        conn.execute("PRAGMA journal_mode=DELETE")
        with conn:
            conn.executemany("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)",
                             [("backup_made_at", datetime.now().isoformat(timespec="seconds")),
                              ("backup_reason", reason), ("backup_audit_high", str(audit_high))])
    finally:
        conn.close()


def _audit_high(conn: sqlite3.Connection) -> int:
    return conn.execute("SELECT COALESCE(MAX(id), 0) FROM audit_entry").fetchone()[0]


def _clear_stale_partials(folder: Path) -> None:
    cutoff = datetime.now().timestamp() - STALE_PARTIAL_HOURS * 3600
    for partial in folder.glob(f"{PREFIX}*.partial"):
        try:
            if partial.stat().st_mtime < cutoff:
                partial.unlink()
        except OSError:
            pass


def make_backup(folder: Path | None = None, *, reason: str = "manual", progress=None) -> BackupSummary:
    """Make, verify (once) and keep a backup; rotate older ones of the same kind. Runs on any
    thread (it uses that thread's own connection). ``progress(done, total)`` returning False
    cancels it (``BackupCancelled``), keeping nothing."""
    if not is_sqlite():
        raise BackupFailed("this office uses PostgreSQL: back it up with pg_dump on the server")
    folder = Path(folder) if folder else config.backup_dir()
    folder.mkdir(parents=True, exist_ok=True)
    _clear_stale_partials(folder)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    dest = folder / f"{PREFIX}{reason}-{stamp}.sqlite3"
    n = 1
    while dest.exists():
        n += 1
        dest = folder / f"{PREFIX}{reason}-{stamp}-{n}.sqlite3"
    tmp = dest.with_suffix(".partial")
    conn = database.connection()
    own_txn = not conn.in_transaction
    try:
        _owner_only_file(tmp)
        if own_txn:  # count and copy from one snapshot, so a colleague's write cannot differ
            conn.execute("BEGIN")
        try:
            live_counts = _counts(conn)
            audit_high = _audit_high(conn)
            _copy(conn, tmp, progress)
        finally:
            if own_txn:
                conn.execute("COMMIT")
        _stamp(tmp, reason, audit_high)
        summary = inspect_backup(tmp)  # the one full check of the copy
        if summary.counts != live_counts:
            raise BackupFailed(f"row counts differ from the live database: {summary.counts} "
                               f"vs {live_counts}")
    except BackupCancelled:
        tmp.unlink(missing_ok=True)
        raise
    except Exception as exc:
        tmp.unlink(missing_ok=True)
        detail = exc.message if isinstance(exc, OfficeError) else str(exc)
        raise BackupFailed(f"the backup failed verification and was not kept: {detail}") from None
    os.replace(tmp, dest)
    rotate(folder, reason)
    return replace(summary, path=dest)


def _counts(conn: sqlite3.Connection) -> dict:
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    return {t: conn.execute(f'SELECT COUNT(*) FROM "{t}"').fetchone()[0] for t in CHECK_TABLES if t in tables}


def inspect_backup(path: Path) -> BackupSummary:
    """Open a backup read-only and say what it holds; raises BackupFailed if it is not a
    good backup this program can open."""
    path = Path(path)
    if not path.is_file():
        raise BackupFailed(f"{path} does not exist")
    try:
        check_sqlite_file(path, thorough=False)  # header and owner; the full check follows
    except Exception as exc:
        raise BackupFailed(f"{path.name}: {getattr(exc, 'problem', exc)}") from None
    try:
        conn = sqlite3.connect(read_only_uri(path), uri=True)
        try:
            meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
            if meta.get("application") != APP_ID:
                raise BackupFailed(f"{path.name} is not an AnimalOffice backup")
            ok = conn.execute("PRAGMA integrity_check").fetchone()[0]
            if ok != "ok":
                raise BackupFailed(f"{path.name} is damaged: {ok}")
            counts = _counts(conn)
            cities = tuple(r[0] for r in conn.execute("SELECT name FROM jurisdiction ORDER BY sort_order"))
            users = conn.execute("SELECT COUNT(*) FROM user").fetchone()[0]
            last = conn.execute("SELECT MAX(at) FROM audit_entry").fetchone()[0] or ""
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        raise BackupFailed(f"{path.name} cannot be read: {exc}") from None
    try:
        version = int(meta.get("schema_version", "0"))
    except ValueError:
        version = 0
    if not 1 <= version <= migrations.CURRENT:
        raise BackupFailed(f"{path.name} has schema version {meta.get('schema_version')!r}; this "
                           f"program opens versions 1 to {migrations.CURRENT}")
    created = meta.get("backup_made_at") or datetime.fromtimestamp(path.stat().st_mtime).isoformat(
        timespec="seconds")
    return BackupSummary(path, created, meta.get("schema_version", "?"), counts,
                         meta.get("backup_reason", ""), cities, users, str(last),
                         path.stat().st_size)


def list_backups(folder: Path | None = None) -> list[Path]:
    """Backup files, newest first."""
    folder = Path(folder) if folder else config.backup_dir()
    return sorted(folder.glob(f"{PREFIX}*.sqlite3"), key=lambda p: (p.stat().st_mtime, p.name),
                  reverse=True)


def newest_good_backup(folder: Path | None = None) -> BackupSummary | None:
    for path in list_backups(folder):
        try:
            return inspect_backup(path)
        except BackupFailed:
            continue
    return None


def restore_way(folder: Path | None = None) -> str:
    """How to restore the latest good backup, named, for a refusal at open (the file refused is
    never changed by the refusal)."""
    folder = Path(folder) if folder else config.backup_dir()
    backup = newest_good_backup(folder)
    if backup is None:
        return (f"The file was left as it is. No good backup was found in {folder}: put the office's latest "
                "backup there (an off-site copy) and restore it with: animaloffice restore <backup file>")
    return (f"The file was left as it is. The latest good backup is {backup.path.name}, made "
            f"{backup.created_at.replace('T', ' ')}. Restore it: start AnimalOffice and accept the restore it "
            f"offers, or run: animaloffice restore \"{backup.path}\" (the refused file is kept aside, not deleted)")


def rotate(folder: Path, reason: str) -> None:
    keep = KEEP.get(reason, 10)
    mine = sorted(folder.glob(f"{PREFIX}{reason}-*.sqlite3"), key=lambda p: (p.stat().st_mtime, p.name),
                  reverse=True)
    for old in mine[keep:]:
        old.unlink(missing_ok=True)


def _made_on(path: Path) -> date:
    """The day a backup was made, read from the stamp in its name (the program's clock when it
    was made): a folder copied to another disk keeps its names, not always its file times. A
    file whose name has no stamp gives its file time's day."""
    stamp = path.stem.removeprefix(PREFIX).split("-")
    try:
        return datetime.strptime(stamp[1], "%Y%m%d").date()
    except (IndexError, ValueError):
        return datetime.fromtimestamp(path.stat().st_mtime).date()


def daily_backup_due(folder: Path | None = None, today: date | None = None) -> bool:
    today = today or date.today()
    folder = Path(folder) if folder else config.backup_dir()
    return not any(_made_on(p) == today for p in folder.glob(f"{PREFIX}daily-*.sqlite3"))


def ensure_daily_backup(folder: Path | None = None, today: date | None = None,
                        progress=None) -> BackupSummary | None:
    """The day's backup, made at the first start of the day (SQLite only); None if there is
    one already or the office is on PostgreSQL. Raises BackupFailed if it cannot be made."""
    if not is_sqlite() or not daily_backup_due(folder, today):
        return None
    return make_backup(folder, reason="daily", progress=progress)


def unchanged_since_newest_backup(folder: Path | None = None) -> bool:
    """True when the newest backup already holds the office's last audit entry: every change is
    in it, so a close makes no second copy of the same records."""
    paths = list_backups(folder)
    if not paths or not is_sqlite():
        return False
    try:
        conn = sqlite3.connect(read_only_uri(paths[0]), uri=True)
        try:
            row = conn.execute("SELECT value FROM meta WHERE key='backup_audit_high'").fetchone()
        finally:
            conn.close()
    except sqlite3.DatabaseError:
        return False
    if row is None:
        return False
    return str(_audit_high(database.connection())) == row[0]


def close_backup(folder: Path | None = None) -> BackupSummary | None:
    """The backup made when the window closes; None when nothing changed since the newest one."""
    if not is_sqlite() or unchanged_since_newest_backup(folder):
        return None
    return make_backup(folder, reason="close")


def keep_aside(path: Path, why: str) -> Path:
    """Move an office file, with its -wal and -shm (they may hold committed records), to a name
    of its own beside it (``office.before-<why>-<time>.sqlite3``), never over another file;
    returns that name. The main file moves last: its name is what an office looks for."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    kept = path.with_name(f"{path.stem}.before-{why}-{stamp}{path.suffix}")
    n = 1
    while kept.exists():
        n += 1
        kept = path.with_name(f"{path.stem}.before-{why}-{stamp}-{n}{path.suffix}")
    for suffix in ("-wal", "-shm", ""):
        src = Path(str(path) + suffix)
        if src.exists():
            os.replace(src, Path(str(kept) + suffix))
    return kept


def restore_backup(backup: Path, target: DatabaseTarget) -> Path | None:
    """Put a verified backup in place of the database file; the current file is kept aside
    (moved, with its WAL, never overwritten). Returns where it was kept (None: there was no
    file). The caller reopens."""
    if target.kind != "sqlite":
        raise BackupFailed("restore into PostgreSQL is done with pg_restore on the server")
    inspect_backup(backup)
    from ..persistence.db import close_database

    close_database()
    dest = Path(target.path)
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_name(dest.name + ".restoring")
    _owner_only_file(tmp)
    with open(backup, "rb") as src, open(tmp, "wb") as out:
        shutil.copyfileobj(src, out)
        out.flush()
        os.fsync(out.fileno())
    inspect_backup(tmp)  # the copy itself is good before anything is moved
    # keep the current file exactly as it is (with its WAL): it may be the only copy of
    # something, or the evidence of what went wrong.
    kept = keep_aside(dest, "restore") if dest.exists() else None
    os.replace(tmp, dest)
    return kept
