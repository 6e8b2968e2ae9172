"""Is this file an office AnimalOffice may open? Damaged, empty and foreign files are refused.

A file is never replaced or repaired here: a refusal leaves it byte for byte as it was, and
says how to restore the latest backup. The check at open keeps to a budget at any size:

- up to ``QUICK_CHECK_MAX_BYTES`` SQLite's ``PRAGMA quick_check`` runs before the office opens
  (a second per few hundred MB);
- above it the open does the cheap checks (the header, the page size, the length the header
  promises, the schema, our meta row, the last page of every table), and the full
  ``quick_check`` runs in a background thread on a read-only connection of its own. Until it
  has passed, every write transaction waits for it (``hold_writes``; the window says so in its
  status bar); if it fails, every write is refused with ``OfficeDamaged`` and nothing more is
  written to the file. Reads go on, so the office can still look things up and take a backup.
"""
from __future__ import annotations

import sqlite3
import struct
import threading
import time
from pathlib import Path

from ..domain.errors import OfficeError

APP_ID = "animaloffice"
SQLITE_MAGIC = b"SQLite format 3\x00"

# quick_check reads the whole file; above this size it runs in the background (see above)
QUICK_CHECK_MAX_BYTES = 64 * 1024 * 1024


class DatabaseProblem(Exception):
    """The database cannot be opened as an office database (damaged, foreign, too new)."""

    def __init__(self, location: str, problem: str, *, recoverable: bool = True):
        super().__init__(f"{location}: {problem}")
        self.location, self.problem, self.recoverable = location, problem, recoverable


class OfficeDamaged(OfficeError):
    """The full check found the open office file damaged: nothing more is written to it."""

    def __init__(self, path: Path, detail: str):
        super().__init__(str(path), detail)
        self.field = None
        self.path, self.detail = Path(path), detail
        self.message = (f"the office file {path} failed its integrity check ({detail}); nothing was saved, "
                        "and nothing more will be. Close AnimalOffice: at the next start it refuses the file "
                        "and offers the latest backup (or: animaloffice restore <backup file>)")


def read_only_uri(path: Path) -> str:
    """An SQLite URI opening ``path`` read-only; any character in the path (``%``, ``?``, ``#``,
    accents) is percent-encoded, so it names that file and no other."""
    return Path(path).resolve().as_uri() + "?mode=ro"


def check_sqlite_file(path: Path, *, thorough: bool | None = None) -> bool:
    """Refuse a file that is empty, not an SQLite database, damaged, or another program's.

    ``thorough`` (default: for files up to QUICK_CHECK_MAX_BYTES) runs PRAGMA quick_check;
    returns whether it ran (if not, ``start_background_check`` is the rest)."""
    location = str(path)
    size = Path(path).stat().st_size
    if thorough is None:
        thorough = size <= QUICK_CHECK_MAX_BYTES
    if size == 0:
        raise DatabaseProblem(location, "the office file is empty (0 bytes): it holds no records, and "
                              "AnimalOffice does not start a new office over it. If this office was never "
                              "set up (its first start was cut off), delete the empty file and start again")
    with open(path, "rb") as fh:
        header = fh.read(100)
    if header[:16] != SQLITE_MAGIC:
        raise DatabaseProblem(location, "this file is not an AnimalOffice database (not SQLite): either it "
                              "is another kind of file, or its first bytes are damaged")
    # A checkpoint writes the pages of the write-ahead log into the file in page order, the
    # header first: one cut off by a crash leaves a file shorter than its header says, which the
    # log (kept until the checkpoint is done) completes at the next open. Only without a log is
    # a short file cut short.
    wal = Path(f"{path}-wal")
    _check_header(location, header, size, completed_by_log=wal.exists() and wal.stat().st_size > 0)
    try:
        conn = sqlite3.connect(read_only_uri(path), uri=True)
        try:
            ok = conn.execute("PRAGMA quick_check").fetchone()[0] if thorough else "ok"
            tables = {r[0]: r[1] or "" for r in conn.execute(
                "SELECT name, sql FROM sqlite_master WHERE type='table'")}
            app = None
            if "meta" in tables:
                row = conn.execute("SELECT value FROM meta WHERE key='application'").fetchone()
                app = row[0] if row else None
            if not thorough and app == APP_ID:
                _touch_every_table(conn, tables)
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        raise DatabaseProblem(location, f"the database file is damaged ({exc})") from None
    if ok != "ok":
        raise DatabaseProblem(location, f"the database file is damaged (integrity check: {ok})")
    if tables and app != APP_ID:
        raise DatabaseProblem(location, "this file belongs to another program, not AnimalOffice")
    return thorough


def _check_header(location: str, header: bytes, size: int, *, completed_by_log: bool = False) -> None:
    """The 100-byte header: a page size SQLite can write, and a file as long as it says."""
    if len(header) < 100:
        raise DatabaseProblem(location, f"the database file is damaged (only {size} bytes: cut short)")
    raw = struct.unpack(">H", header[16:18])[0]
    page_size = 65536 if raw == 1 else raw
    if page_size < 512 or page_size & (page_size - 1):
        raise DatabaseProblem(location, "the database file is damaged (its header gives no valid page size)")
    change, pages, valid_for = (struct.unpack(">I", header[i:i + 4])[0] for i in (24, 28, 92))
    if change == valid_for and pages and size < pages * page_size and not completed_by_log:
        raise DatabaseProblem(location, f"the database file is damaged (cut short: {size} bytes of the "
                              f"{pages * page_size} its header gives)")


def _touch_every_table(conn: sqlite3.Connection, tables: dict) -> None:
    """Read the last row of every table: the path down each tree, a few pages each."""
    for name, sql in tables.items():
        if sql.upper().startswith("CREATE VIRTUAL"):
            continue
        quoted = name.replace('"', '""')
        try:
            conn.execute(f'SELECT * FROM "{quoted}" ORDER BY rowid DESC LIMIT 1').fetchall()
        except sqlite3.OperationalError as exc:
            if "no such column" not in str(exc):  # a WITHOUT ROWID table has no rowid to order by
                raise


# --- the check at open, started before the open ---------------------------------------------
# The window starts its office file's check while the office's code is still being imported:
# SQLite's quick_check runs without Python's lock, so on a second core it adds nothing to the
# start-up. The open that follows takes that answer instead of checking again, and only if
# neither the file nor its write-ahead log has changed since the check began (same file, size
# and modification time); otherwise, or for any other file, the open checks as before. Nothing
# moves past the check: the open waits for its answer before it connects to the file, so no
# session of this program reads or writes it before it has passed (test_check_started_early).

class _Early:
    def __init__(self, path: Path):
        self.path = Path(path)
        self.state = _file_state(self.path)
        self.done = threading.Event()
        self.result: bool | None = None
        self.error: BaseException | None = None


_early: _Early | None = None


def _file_state(path: Path) -> tuple | None:
    """What tells that the file or its log was replaced or written: None when the file is missing.
    A log that is missing or empty holds nothing (the check's own read-only connection may leave
    an empty one)."""
    state = []
    for name in (str(path), f"{path}-wal"):
        try:
            st = Path(name).stat()
        except OSError:
            if name == str(path):
                return None
            st = None
        state.append((st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns) if st and st.st_size else None)
    return tuple(state)


def check_early(path: Path) -> None:
    """Start ``check_sqlite_file(path)`` on a thread of its own; the open of that file takes its
    answer (``take_early_check``)."""
    global _early
    early = _Early(path)
    if early.state is None:
        return
    with _lock:
        _early = early
    threading.Thread(target=_run_early, args=(early,), name="office-file-check-at-open", daemon=True).start()


def _run_early(early: _Early) -> None:
    try:
        early.result = check_sqlite_file(early.path)
    except BaseException as exc:  # noqa: BLE001 (raised again, as it was, by the open)
        early.error = exc
    finally:
        early.done.set()


def take_early_check(path: Path) -> bool | None:
    """For the open of ``path``: the answer of the check started early (its refusal raised), or
    None when there is none for the file as it is now (the caller checks it). Each early check
    serves one open."""
    global _early
    with _lock:
        early, _early = _early, None
    if early is None or _file_state(Path(path)) != early.state:  # another file: no need to wait
        return None
    early.done.wait()
    if _file_state(Path(path)) != early.state:  # written while it was being checked
        return None
    if early.error is not None:
        raise early.error
    return early.result


# --- the full check in the background, writes held until it has passed -------------------

class _Check:
    def __init__(self, path: Path):
        self.path = Path(path)
        self.done = threading.Event()
        self.problem: str | None = None
        self.conn: sqlite3.Connection | None = None
        self.cancelled = False


_current: _Check | None = None
_lock = threading.Lock()
_failure_listeners: list = []


def on_failure(callback) -> None:
    """``callback(OfficeDamaged)`` is told, from the checking thread, when the full check fails."""
    _failure_listeners.append(callback)


def start_background_check(path: Path) -> None:
    global _current
    check = _Check(path)
    with _lock:
        forget()
        _current = check
    threading.Thread(target=_run, args=(check,), name="office-file-check", daemon=True).start()


def _run(check: _Check) -> None:
    try:
        check.conn = sqlite3.connect(read_only_uri(check.path), uri=True, check_same_thread=False)
        try:
            rows = [r[0] for r in check.conn.execute("PRAGMA quick_check(20)").fetchall()]
        finally:
            check.conn.close()
        check.problem = None if rows == ["ok"] else "; ".join(rows)
    except sqlite3.Error as exc:
        check.problem = None if check.cancelled else str(exc)
    check.done.set()
    if check.problem and not check.cancelled:
        for callback in list(_failure_listeners):
            try:
                callback(OfficeDamaged(check.path, check.problem))
            except Exception:  # a listener's failure never hides the refusal of writes
                pass


def forget() -> None:
    """The office is closed (or another opened): its check, if running, is stopped and ignored."""
    global _current
    check, _current = _current, None
    if check is not None and not check.done.is_set():
        check.cancelled = True
        if check.conn is not None:
            try:
                check.conn.interrupt()
            except sqlite3.Error:
                pass


def pending() -> bool:
    check = _current
    return check is not None and not check.done.is_set()


def hold_writes(waiting=None, step_s: float = 0.25) -> None:
    """Before a write: wait for the full check of the open file (telling ``waiting(seconds)``);
    refuse with OfficeDamaged if it failed."""
    check = _current
    if check is None:
        return
    start = time.monotonic()
    while not check.done.wait(step_s):
        if waiting is not None:
            waiting(time.monotonic() - start)
    if check.problem and not check.cancelled:
        raise OfficeDamaged(check.path, check.problem)
