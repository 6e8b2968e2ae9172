"""Damaged and empty office files are refused at open, never replaced or changed, with the way
to restore the latest backup; ``animaloffice check`` reports every kind of damage without a
traceback; a big file's full check runs in the background with writes held until it passes.
(The size past which the check goes to the background is lowered here instead of writing
64 MB files.)"""
import hashlib
import os
import random
import shutil
import sqlite3
from pathlib import Path

import pytest

from animaloffice.cli import parse_args, run_command
from animaloffice.config import DatabaseTarget
from animaloffice.domain import roles
from animaloffice.persistence import file_check
from animaloffice.persistence.db import close_database, open_database
from animaloffice.persistence.file_check import DatabaseProblem, OfficeDamaged
from animaloffice.persistence.models.people import Owner
from animaloffice.services import backups, opening, owners


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def home(tmp_path, monkeypatch):
    folder = tmp_path / "home"
    folder.mkdir()
    monkeypatch.setenv("ANIMALOFFICE_HOME", str(folder))
    return folder


@pytest.fixture
def office_file(sqlite_template, home, monkeypatch):
    """A healthy office file (the test template: two cities, three users), checkpointed."""
    path = home / "office.sqlite3"
    shutil.copyfile(sqlite_template[0], path)
    monkeypatch.setenv("ANIMALOFFICE_DB", f"sqlite:///{path}")
    return path


def index_root_page(path: Path) -> tuple[int, int]:
    """The root page of an index (the cheap checks at open do not read indexes), and the page size."""
    conn = sqlite3.connect(path)
    try:
        page_size = conn.execute("PRAGMA page_size").fetchone()[0]
        page = conn.execute("SELECT rootpage FROM sqlite_master WHERE type='index' AND rootpage > 1 "
                            "ORDER BY rootpage LIMIT 1").fetchone()[0]
    finally:
        conn.close()
    return page, page_size


def scribble(path: Path, page: int, page_size: int) -> None:
    with open(path, "r+b") as fh:
        fh.seek((page - 1) * page_size)
        fh.write(random.Random(page).randbytes(page_size))


def test_an_empty_file_is_refused_not_made_a_new_office(home, monkeypatch):
    path = home / "office.sqlite3"
    path.touch()
    monkeypatch.setenv("ANIMALOFFICE_DB", f"sqlite:///{path}")
    with pytest.raises(DatabaseProblem) as info:
        opening.open_office()
    assert "empty (0 bytes)" in info.value.problem and info.value.recoverable
    assert str(path) in str(info.value) and "No good backup was found" in str(info.value)
    assert path.stat().st_size == 0 and [p.name for p in home.iterdir() if p.is_file()] == ["office.sqlite3"]


def test_the_refusal_names_the_latest_good_backup(office_file):
    opening.open_office()
    made = backups.make_backup(reason="daily")
    close_database()
    office_file.write_bytes(b"")
    with pytest.raises(DatabaseProblem) as info:
        opening.open_office()
    assert made.path.name in str(info.value) and "animaloffice restore" in str(info.value)
    assert office_file.stat().st_size == 0


def test_a_damaged_big_file_opens_with_writes_held_then_refused(office_file, monkeypatch):
    monkeypatch.setattr(file_check, "QUICK_CHECK_MAX_BYTES", 0)  # every file is "big"
    page, size = index_root_page(office_file)
    scribble(office_file, page, size)
    before = digest(office_file)
    opening.open_office()  # the cheap checks pass: the header, the schema, every table's last page
    try:
        assert Owner.select().count() == 0  # reads go on
        with pytest.raises(OfficeDamaged) as info:
            owners.create_owner(roles.SYSTEM, jurisdiction_id=1, last_name="Lost")
        assert str(office_file) in info.value.message and "restore" in info.value.message
        assert not file_check.pending()
    finally:
        close_database()
    assert digest(office_file) == before


def test_a_healthy_big_file_saves_once_its_check_has_passed(office_file, monkeypatch):
    monkeypatch.setattr(file_check, "QUICK_CHECK_MAX_BYTES", 0)
    opening.open_office()
    try:
        owners.create_owner(roles.SYSTEM, jurisdiction_id=1, last_name="Saved")
        assert Owner.get().last_name == "Saved"
    finally:
        close_database()


def test_a_file_cut_short_is_refused_at_open_at_any_size(office_file, monkeypatch):
    monkeypatch.setattr(file_check, "QUICK_CHECK_MAX_BYTES", 0)
    with open(office_file, "r+b") as fh:
        fh.truncate(office_file.stat().st_size // 2)
    before = digest(office_file)
    with pytest.raises(DatabaseProblem) as info:
        opening.open_office()
    assert "damaged" in info.value.problem and digest(office_file) == before


def damaged_copies(healthy: Path, folder: Path) -> dict[str, Path]:
    data = healthy.read_bytes()
    page, size = index_root_page(healthy)
    rng = random.Random(26)
    kinds = {
        "empty": b"",
        "truncated": data[: len(data) // 3],
        "cut mid-page": data[: len(data) // 2 + 77],
        "header zeroed": b"\0" * 100 + data[100:],
        "not sqlite": b"PK\x03\x04 a zip, not a database" * 200,
        "random over pages": b"".join(
            data[i:i + size] if (i // size) % 3 else rng.randbytes(size) for i in range(0, len(data), size))[:len(data)],
        "index page": data[: (page - 1) * size] + rng.randbytes(size) + data[page * size:],
        "page size zeroed": data[:16] + b"\0\0" + data[18:],
        "schema page": data[:100] + rng.randbytes(size - 100) + data[size:],
    }
    out = {}
    for name, content in kinds.items():
        path = folder / f"{name.replace(' ', '-')}.sqlite3"
        path.write_bytes(content)
        out[name] = path
    return out


@pytest.mark.parametrize("big", [False, True], ids=["small", "past the shortcut"])
def test_check_reports_every_damage_without_a_traceback(office_file, tmp_path, monkeypatch, capsys, big):
    if big:
        monkeypatch.setattr(file_check, "QUICK_CHECK_MAX_BYTES", 0)
    folder = tmp_path / "damaged"
    folder.mkdir()
    for name, path in damaged_copies(office_file, folder).items():
        before = digest(path)
        monkeypatch.setenv("ANIMALOFFICE_DB", f"sqlite:///{path}")
        code = run_command(parse_args(["check"]))
        out, err = capsys.readouterr()
        assert code == 1, (name, out, err)
        assert "Traceback" not in out + err and (str(path) in err or "damaged" in out), (name, out, err)
        assert digest(path) == before, name
    monkeypatch.setenv("ANIMALOFFICE_DB", f"sqlite:///{office_file}")
    assert run_command(parse_args(["check"])) == 0
    assert ": ok" in capsys.readouterr().out


def test_a_folder_with_percent_and_accents_opens(tmp_path, monkeypatch):
    folder = tmp_path / "data 100% Ñandú"
    monkeypatch.setenv("ANIMALOFFICE_HOME", str(folder / "home"))
    path = folder / ("office %41 #1 ?.sqlite3" if os.name == "posix" else "office %41.sqlite3")
    target = DatabaseTarget("sqlite", path=path)
    open_database(target)
    opening.ensure_jurisdictions(["tracy"])
    close_database()
    for thorough in (True, False):
        assert file_check.check_sqlite_file(path, thorough=thorough) is thorough
    opening.open_office(target)
    try:
        made = backups.make_backup(folder / "backups 100%", reason="manual")
        assert backups.inspect_backup(made.path).jurisdictions == ("City of Tracy",)
    finally:
        close_database()
    # the checks read that file, not one the path's % or # or ? would name (and create)
    assert {p.name for p in folder.iterdir()} <= {path.name, path.name + "-wal", path.name + "-shm", "home",
                                                  "backups 100%"}


def _checkpoint_cut_after_the_header(path: Path) -> Path:
    """Grow the office in its write-ahead log, then write only the log's newest page 1 into the
    file, as a checkpoint killed after its first page leaves it: the header says more pages than
    the file has; the log holds the rest. Returns the copy made so (the office's own file is
    closed normally after, which checkpoints it)."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA wal_autocheckpoint = 0")
    conn.execute("CREATE TABLE grown (id INTEGER PRIMARY KEY, filler TEXT)")
    conn.executemany("INSERT INTO grown (filler) VALUES (?)", [("x" * 500,) for _ in range(400)])
    page_size = conn.execute("PRAGMA page_size").fetchone()[0]
    wal = Path(f"{path}-wal").read_bytes()  # read while the connection holds it open
    header_page = None
    for start in range(32, len(wal) - 24 - page_size + 1, 24 + page_size):
        if int.from_bytes(wal[start:start + 4], "big") == 1:
            header_page = wal[start + 24:start + 24 + page_size]
    copy = path.with_name("cut-checkpoint.sqlite3")
    shutil.copyfile(path, copy)
    Path(f"{copy}-wal").write_bytes(wal)
    with open(copy, "r+b") as fh:
        fh.write(header_page)
    conn.close()
    assert header_page is not None
    return copy


def test_a_checkpoint_cut_off_by_a_crash_is_completed_not_called_damaged(office_file, monkeypatch):
    """The file is shorter than its header says only because the log is not yet written into it:
    the office opens with every row, the checks pass, and nothing is lost (crash safety)."""
    copy = _checkpoint_cut_after_the_header(office_file)
    with open(copy, "rb") as fh:
        header = fh.read(100)
    assert copy.stat().st_size < int.from_bytes(header[28:32], "big") * int.from_bytes(header[16:18], "big")
    alone = copy.with_name("cut-without-log.sqlite3")
    shutil.copyfile(copy, alone)  # the same file, its log lost
    monkeypatch.setenv("ANIMALOFFICE_DB", f"sqlite:///{copy}")
    for quick in (True, False):
        monkeypatch.setattr(file_check, "QUICK_CHECK_MAX_BYTES", 1 << 40 if quick else 0)
        assert file_check.check_sqlite_file(copy) is quick
    conn = sqlite3.connect(copy)
    try:
        assert conn.execute("SELECT count(*) FROM grown").fetchone()[0] == 400
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    finally:
        conn.close()
    with pytest.raises(DatabaseProblem) as info:  # without its log the same file is cut short
        file_check.check_sqlite_file(alone)
    assert "cut short" in info.value.problem
