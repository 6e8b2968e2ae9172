"""Opening an SQLite office registers this program in the session list beside the file
(``presence.join``). The start does not wait for the session file to reach the disk: the file
and its lock, which others go by, are there at once, and the words naming the holder follow on
a thread. The exclusive marker of a restore or an upgrade is still on the disk before it goes on."""
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from animaloffice.persistence import presence

ROOT = Path(__file__).resolve().parents[3]


def slow_disk(monkeypatch, seconds: float):
    """``os.fsync`` taking ``seconds``; returns the descriptors flushed, in order."""
    real, flushed = presence.os.fsync, []

    def fsync(fd):
        time.sleep(seconds)
        real(fd)
        flushed.append(fd)

    monkeypatch.setattr(presence.os, "fsync", fsync)
    return flushed


def another_program_sees(session) -> dict:
    """What another process finds: the holder a live lock on the session file names (None: free)."""
    code = ("import json, sys\nfrom pathlib import Path\nfrom animaloffice.persistence import presence\n"
            "print(json.dumps(presence._alive(Path(sys.argv[1]))))")
    done = subprocess.run([sys.executable, "-c", code, str(session)], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout) or {}


def test_joining_does_not_wait_for_the_session_file_to_reach_the_disk(tmp_path, monkeypatch):
    office = tmp_path / "office.sqlite3"
    office.write_bytes(b"")
    flushed = slow_disk(monkeypatch, 0.5)
    began = time.monotonic()
    presence.join(office)
    try:
        assert time.monotonic() - began < 0.4
        held = presence._sessions[presence._key(office)]
        assert flushed == [] and held.flushing is not None and held.flushing.is_alive()
        (session,) = list((tmp_path / "office.sqlite3.sessions").glob("*.session"))
        # (read from another process: closing any descriptor of the file here would drop the lock)
        held_by = another_program_sees(session)
        assert held_by.get("window") is False and held_by.get("pid") == os.getpid()
    finally:
        presence.leave(office)  # waits for the flush before it closes the descriptor
    assert flushed == [held.fd] and not held.flushing.is_alive()
    assert not (tmp_path / "office.sqlite3.sessions").exists()


def test_the_exclusive_marker_is_on_the_disk_before_the_restore_goes_on(tmp_path, monkeypatch):
    office = tmp_path / "office.sqlite3"
    office.write_bytes(b"")
    flushed = slow_disk(monkeypatch, 0.2)
    with presence.exclusive(office, "a restore"):
        assert len(flushed) == 1  # waited for, before the restore's work
