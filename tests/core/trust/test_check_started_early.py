"""The window starts its office file's check at open while its code is imported
(``file_check.check_early``). The open takes that answer only for the very file checked, as it
was when the check began, and waits for it: a file damaged before is refused as before, one
written since is checked again, and nothing is opened (so nothing written) before an answer."""
import shutil
import sqlite3
import threading
import time

import pytest

from animaloffice.config import DatabaseTarget
from animaloffice.persistence import db, file_check
from animaloffice.persistence.db import close_database, open_database
from animaloffice.persistence.file_check import DatabaseProblem
from animaloffice.services import opening
from tests.core.trust.test_damaged_files import digest, index_root_page, scribble


@pytest.fixture
def office_file(sqlite_template, tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("ANIMALOFFICE_HOME", str(home))
    path = home / "office.sqlite3"
    shutil.copyfile(sqlite_template[0], path)
    monkeypatch.setenv("ANIMALOFFICE_DB", f"sqlite:///{path}")
    yield path
    file_check.take_early_check(path)  # none left over for another test's open
    close_database()


def early_done(path) -> None:
    file_check.check_early(path)
    early = file_check._early
    assert early is not None and early.done.wait(10)


def no_second_check(monkeypatch) -> None:
    def checked_again(*_a, **_k):
        raise AssertionError("the file was checked a second time")

    monkeypatch.setattr(db, "check_sqlite_file", checked_again)


def test_the_open_takes_the_early_answer_without_checking_again(office_file, monkeypatch):
    early_done(office_file)
    no_second_check(monkeypatch)
    open_database(DatabaseTarget("sqlite", path=office_file))
    assert file_check._early is None  # one answer, one open


def test_a_file_damaged_before_the_early_check_is_refused_at_open_unchanged(office_file, monkeypatch):
    page, size = index_root_page(office_file)
    scribble(office_file, page, size)
    before = digest(office_file)
    early_done(office_file)
    no_second_check(monkeypatch)  # the early answer is the refusal
    with pytest.raises(DatabaseProblem) as info:
        opening.open_office()
    assert "damaged" in info.value.problem and info.value.recoverable
    assert "No good backup was found" in str(info.value)
    assert digest(office_file) == before


def test_a_file_written_after_the_early_check_began_is_checked_again(office_file):
    early_done(office_file)  # healthy when it was checked
    time.sleep(0.05)  # past the file system's clock step, as a write from another program is
    page, size = index_root_page(office_file)
    scribble(office_file, page, size)  # the same size: only the modification time tells
    with pytest.raises(DatabaseProblem) as info:
        open_database(DatabaseTarget("sqlite", path=office_file))
    assert "damaged" in info.value.problem


def test_a_write_ahead_log_grown_since_the_early_check_has_the_file_checked_again(office_file, monkeypatch):
    early_done(office_file)
    conn = sqlite3.connect(office_file)  # another program's save, in the log beside the file
    conn.execute("PRAGMA journal_mode = wal")
    conn.execute("PRAGMA wal_autocheckpoint = 0")
    conn.execute("INSERT INTO meta (key, value) VALUES ('written_since', 'yes')")
    conn.commit()
    checks = []
    real = db.check_sqlite_file
    monkeypatch.setattr(db, "check_sqlite_file", lambda path, **kw: checks.append(path) or real(path, **kw))
    try:
        open_database(DatabaseTarget("sqlite", path=office_file))
    finally:
        conn.close()
    assert checks == [office_file]


def test_the_early_check_of_another_file_is_not_taken(office_file, tmp_path):
    other = tmp_path / "other.sqlite3"
    shutil.copyfile(office_file, other)
    page, size = index_root_page(other)
    scribble(other, page, size)
    early_done(other)  # refused, but it is not the file opened
    open_database(DatabaseTarget("sqlite", path=office_file))
    assert file_check._early is None


def test_the_open_waits_for_the_early_check_and_opens_nothing_before_it(office_file, monkeypatch):
    """A slow check that ends in a refusal: the open waits for it and refuses; the file was
    never connected to (so never written)."""
    started = threading.Event()

    def slow_refusal(path, **_kw):
        started.set()
        time.sleep(0.3)
        raise DatabaseProblem(str(path), "the database file is damaged (found late)")

    monkeypatch.setattr(file_check, "check_sqlite_file", slow_refusal)
    connected = []
    monkeypatch.setattr(db.OfficeSqlite, "connect", lambda self, **kw: connected.append(self))
    file_check.check_early(office_file)
    assert started.wait(5)
    began = time.monotonic()
    with pytest.raises(DatabaseProblem) as info:
        open_database(DatabaseTarget("sqlite", path=office_file))
    assert "found late" in info.value.problem and time.monotonic() - began > 0.1
    assert connected == []


def test_the_open_of_another_file_does_not_wait_for_an_early_check(office_file, tmp_path, monkeypatch):
    release = threading.Event()

    def held_up(path, **_kw):
        release.wait(10)
        return True

    monkeypatch.setattr(file_check, "check_sqlite_file", held_up)
    other = tmp_path / "other.sqlite3"
    shutil.copyfile(office_file, other)
    file_check.check_early(other)
    began = time.monotonic()
    try:
        assert file_check.take_early_check(office_file) is None
        assert time.monotonic() - began < 1
    finally:
        release.set()
