"""Who has the office open, and taking it exclusively for a restore or an upgrade.

SQLite: every program that opens an office file registers beside it, in ``<file>.sessions/``,
a small file naming the computer, the user, the process and when it started, and holds an OS
lock on it while the office is open (the lock goes with the process, even one killed). A
restore or a schema upgrade first takes ``exclusive.lock`` there, then looks at the others: a
session file whose lock is held belongs to a program that has the office open, and the restore
or upgrade is refused, saying who. A program opening the office while a restore holds it is
refused too (it registers first and looks second; the restore marks first and looks second, so
one of the two always sees the other). The window also refuses a second window on the same
office file on the same computer.

PostgreSQL: every session holds a shared advisory lock (``ADVISORY_KEY``) from the moment it
connects; an upgrade takes the same key exclusively, which it gets only when no desk holds it,
and otherwise names the sessions holding it (``pg_locks`` with ``pg_stat_activity``).
"""
from __future__ import annotations

import getpass
import json
import os
import socket
import threading
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

from ..domain.errors import OfficeError

ADVISORY_KEY = 0x416E696D  # "Anim": the office's advisory lock on PostgreSQL
EXCLUSIVE = "exclusive.lock"


class OfficeInUse(OfficeError):
    """The office is held by another program (a window open, a restore, an upgrade)."""

    def __init__(self, message: str, holders: list[str] | None = None):
        super().__init__(message)
        self.field = None
        self.holders = holders or []
        self.message = message


def me() -> dict:
    try:
        user = getpass.getuser()
    except Exception:
        user = "?"
    return {"host": socket.gethostname(), "user": user, "pid": os.getpid(),
            "started": datetime.now().isoformat(timespec="seconds")}


def describe(holder: dict) -> str:
    started = str(holder.get("started", "")).replace("T", " ")[:16]
    what = holder.get("what") or ("the window" if holder.get("window") else "a program")
    return f"{what} of {holder.get('user', '?')} on {holder.get('host', '?')} (since {started})"


# --- OS file locks -------------------------------------------------------------------------
_LOCK_AT = 1 << 20  # Windows locks a byte range, and a locked byte cannot be read: lock one past the text


def _try_lock(fd: int) -> bool:
    try:
        if os.name == "nt":
            import msvcrt

            os.lseek(fd, _LOCK_AT, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except OSError:
        return False


def _unlock(fd: int) -> None:
    try:
        if os.name == "nt":
            import msvcrt

            os.lseek(fd, _LOCK_AT, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        else:
            import fcntl

            fcntl.lockf(fd, fcntl.LOCK_UN)
    except OSError:
        pass


def _folder(path: Path) -> Path:
    return Path(str(path) + ".sessions")


class _Held:
    """A file this process created and holds locked."""

    def __init__(self, path: Path, fd: int):
        self.path, self.fd = path, fd
        self.flushing: threading.Thread | None = None  # the words going to the disk (``_hold``)

    def release(self) -> None:
        if self.flushing is not None:
            self.flushing.join()  # its descriptor is closed only once the flush is done with it
        _unlock(self.fd)
        os.close(self.fd)
        try:
            self.path.unlink()
            self.path.parent.rmdir()  # the last one out leaves nothing beside the office file
        except OSError:
            pass


def _hold(path: Path, content: dict, *, wait_for_disk: bool = True) -> _Held | None:
    """Create (or take over a stale) ``path``, lock it and write ``content``; None if another
    live process holds it. The folder is made when missing (the last program out removes it).

    ``wait_for_disk=False`` (a session file, at every start): the content goes to the disk on a
    thread of its own instead of the start waiting for it (a few ms to tens of ms on an office
    PC). What others go by is the file and its lock, both there before this returns; the words
    only name the holder, and after a power cut the session is over anyway (its file is stale)."""
    for _attempt in range(5):
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
            break
        except FileNotFoundError:  # removed between the two by the last program leaving
            continue
    else:
        raise OfficeInUse(f"the office file's session list {path.parent} cannot be written")
    if not _try_lock(fd):
        os.close(fd)
        return None
    data = json.dumps(content).encode()
    os.ftruncate(fd, 0)
    os.lseek(fd, 0, os.SEEK_SET)
    os.write(fd, data)
    held = _Held(path, fd)
    if wait_for_disk:
        os.fsync(fd)
    else:
        held.flushing = threading.Thread(target=_to_disk, args=(fd,), name="session-file-flush", daemon=True)
        held.flushing.start()
    return held


def _to_disk(fd: int) -> None:
    try:
        os.fsync(fd)
    except OSError:  # the words stay in the system's cache; the lock is what counts
        pass


def _read(path: Path) -> dict:
    try:
        text = path.read_bytes().decode("utf-8", "replace")
        return json.loads(text) if text.strip() else {}
    except (OSError, ValueError):
        return {}


def _alive(path: Path) -> dict | None:
    """The holder named in ``path`` if a live process holds its lock; a stale file is removed."""
    try:
        fd = os.open(path, os.O_RDWR)
    except OSError:
        return None
    try:
        if _try_lock(fd):  # nobody holds it: the program that wrote it has gone
            _unlock(fd)
            try:
                path.unlink()
            except OSError:
                pass
            return None
    finally:
        os.close(fd)
    return _read(path) or {"what": "a program"}


# --- this process's sessions ---------------------------------------------------------------
_sessions: dict[str, _Held] = {}  # office file -> our session file
_exclusive: dict[str, _Held] = {}  # office file -> our exclusive marker
_windows: set[str] = set()  # office files this program's window has open (opened again after a restore too)


def _key(path: Path) -> str:
    return str(Path(path).resolve())


def join(path: Path, *, window: bool = False) -> None:
    """Register this program as having the office file ``path`` open (SQLite). Refused
    (OfficeInUse) while a restore or an upgrade holds it, and for a second window of the same
    office on this computer."""
    key = _key(path)
    if key in _sessions:
        return
    window = window or key in _windows
    folder = _folder(Path(key))
    folder.mkdir(parents=True, exist_ok=True)
    if os.name == "posix":
        os.chmod(folder, 0o700)
    mine = me()
    held = _hold(folder / f"{mine['host']}-{mine['pid']}.session", {**mine, "window": window}, wait_for_disk=False)
    if held is None:  # our own name locked by another process: a pid reused on a shared folder
        raise OfficeInUse("the office file's session list cannot be written")
    _sessions[key] = held
    try:
        if key not in _exclusive:
            marker = folder / EXCLUSIVE
            holder = _alive(marker) if marker.exists() else None
            if holder is not None:
                raise OfficeInUse(f"the office is held for {holder.get('why', 'a restore')} by "
                                  f"{describe(holder)}; try again when it is done", [describe(holder)])
        if window:
            twin = [h for h in others(path) if h.get("window") and h.get("host") == mine["host"]]
            if twin:
                raise OfficeInUse(f"AnimalOffice already has this office open on this computer: "
                                  f"{describe(twin[0])}. Use that window, or close it first.",
                                  [describe(twin[0])])
    except OfficeInUse:
        leave(path)
        raise
    if window:
        _windows.add(key)


def leave(path: Path | None = None) -> None:
    """This program no longer has the office file open (all of them, without ``path``)."""
    keys = [_key(path)] if path is not None else list(_sessions)
    for key in keys:
        held = _sessions.pop(key, None)
        if held is not None:
            held.release()


def others(path: Path) -> list[dict]:
    """The live sessions of other programs on the office file ``path``."""
    folder = _folder(Path(_key(path)))
    mine = _sessions.get(_key(path))
    found = []
    for f in sorted(folder.glob("*.session")) if folder.is_dir() else ():
        if mine is not None and f == mine.path:
            continue
        holder = _alive(f)
        if holder is not None:
            found.append(holder)
    return found


@contextmanager
def exclusive(path: Path, why: str):
    """Hold the office file ``path`` for ``why`` ("a restore", "an upgrade"): refused
    (OfficeInUse, naming them) while any other program has it open."""
    key = _key(path)
    if key in _exclusive:
        yield
        return
    folder = _folder(Path(key))
    folder.mkdir(parents=True, exist_ok=True)
    marker = _hold(folder / EXCLUSIVE, {**me(), "why": why})
    if marker is None:
        holder = _read(folder / EXCLUSIVE)
        raise OfficeInUse(f"the office is already held for {holder.get('why', 'a restore')} by "
                          f"{describe(holder)}", [describe(holder)])
    try:
        busy = others(path)
        if busy:
            names = [describe(h) for h in busy]
            raise OfficeInUse(f"{why[:1].upper()}{why[1:]} needs the office to itself, and it is open in "
                              + "; ".join(names) + ". Close AnimalOffice there, then try again.", names)
        _exclusive[key] = marker
        yield
    finally:
        _exclusive.pop(key, None)
        marker.release()


# --- PostgreSQL ----------------------------------------------------------------------------
def pg_application_name() -> str:
    mine = me()
    return f"AnimalOffice {mine['user']}@{mine['host']}"[:63]


def pg_join(conn) -> bool:
    """On a new PostgreSQL connection: hold the office's advisory lock shared (False: an
    upgrade holds it)."""
    with conn.cursor() as cur:
        cur.execute("SELECT pg_try_advisory_lock_shared(%s)", (ADVISORY_KEY,))
        return bool(cur.fetchone()[0])


def pg_holders(db) -> list[str]:
    """Who holds the office's lock: the program's name, the login, and (for a role that may read
    other logins' sessions, pg_read_all_stats) the address and since when."""
    rows = db.execute_sql(
        "SELECT a.application_name, a.usename, host(a.client_addr), a.backend_start FROM pg_locks l "
        "JOIN pg_stat_activity a ON a.pid = l.pid WHERE l.locktype = 'advisory' "
        "AND l.objid = %s AND l.pid <> pg_backend_pid() ORDER BY a.backend_start",
        (ADVISORY_KEY,)).fetchall()
    out = []
    for app, user, address, start in rows:
        more = "".join(f", {label}{value}" for label, value in (("from ", address), ("since ", str(start)[:16] if start else None))
                       if value)
        out.append(f"{app or 'a program'} (login {user}{more})")
    return out


@contextmanager
def pg_exclusive(db, why: str):
    """Hold the office's advisory lock exclusively for ``why`` (an upgrade)."""
    got = db.execute_sql("SELECT pg_try_advisory_lock(%s)", (ADVISORY_KEY,)).fetchone()[0]
    if not got:
        names = pg_holders(db)
        raise OfficeInUse(f"{why[:1].upper()}{why[1:]} needs the office to itself, and it is open in "
                          + ("; ".join(names) or "another session") + ". Close AnimalOffice there, "
                          "then try again.", names)
    try:
        yield
    finally:
        db.execute_sql("SELECT pg_advisory_unlock(%s)", (ADVISORY_KEY,))
