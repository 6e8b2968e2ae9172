"""File > Backup now and File > Restore…; a damaged database at start offers the newest
good backup; the daily backup at start."""
import hashlib
import os

import pytest
from PySide6.QtWidgets import QDialog, QMessageBox

from animaloffice.persistence.db import close_database, open_database
from animaloffice.persistence.file_check import DatabaseProblem
from animaloffice.persistence.models.people import Owner
from animaloffice.services import backups, owners
from tests.gui.test_admin_users import no_blocking_boxes  # noqa: F401 (autouse fixture)
from ui.admin.backup_dialogs import RestoreDialog, backup_now, restore_from_backup
from ui.context import AppContext
from ui.main_window import open_main_window


class Boxes(list):
    """Records message boxes and answers questions with ``answer``."""

    def __init__(self, monkeypatch, answer=QMessageBox.StandardButton.Yes):
        super().__init__()
        for name in ("information", "warning", "critical"):
            monkeypatch.setattr(QMessageBox, name, staticmethod(
                lambda parent, title, text, *a, _n=name: self.append((_n, title, text))))
        monkeypatch.setattr(QMessageBox, "question", staticmethod(
            lambda parent, title, text, *a: self.append(("question", title, text)) or answer))


def test_backup_now_from_the_file_menu(qtbot, office, monkeypatch):
    boxes = Boxes(monkeypatch)
    window = open_main_window(office.clerk)
    qtbot.addWidget(window)
    window.admin_actions["backup"].trigger()
    [(kind, title, text)] = boxes
    assert kind == "information" and "made and checked" in text
    [made] = backups.list_backups()
    assert str(made) in text and made.name.startswith("animaloffice-manual-")


def test_failed_backup_is_reported(qtbot, office, monkeypatch):
    boxes = Boxes(monkeypatch)

    def broken_copy(source, dest):
        dest.write_bytes(b"SQLite format 3\x00" + b"\x00" * 4000)

    monkeypatch.setattr(backups, "_copy", broken_copy)
    assert backup_now(AppContext(office.clerk)) is None
    [(kind, title, text)] = boxes
    assert kind == "critical" and "not kept" in text
    assert backups.list_backups() == []


def test_restore_previews_then_restores_keeping_the_current_file(qtbot, office, monkeypatch):
    owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="InBackup")
    made = backups.make_backup(reason="manual")
    owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="AfterBackup")
    ctx = AppContext(office.admin)
    dialog = RestoreDialog(ctx)
    qtbot.addWidget(dialog)
    assert dialog.list.count() == 1
    preview = dialog.preview.toPlainText()
    assert "1 owner" in preview and "City of Tracy" in preview and "Schema version" in preview
    assert dialog.restore_button.isEnabled()
    boxes = Boxes(monkeypatch)
    changed = []
    ctx.data_changed.connect(changed.append)
    monkeypatch.setattr(RestoreDialog, "exec", lambda self: (self.restore(), self.result())[1])
    result = restore_from_backup(ctx)
    assert result is not None and result.restored_from == made.path
    assert [o.last_name for o in Owner.select()] == ["InBackup"]
    assert result.kept_aside.exists() and changed == [""]
    assert [b[0] for b in boxes] == ["question", "information"]


def test_restore_declined_changes_nothing(qtbot, office, monkeypatch):
    owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Kept")
    backups.make_backup(reason="manual")
    owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Also kept")
    Boxes(monkeypatch, answer=QMessageBox.StandardButton.No)
    dialog = RestoreDialog(AppContext(office.admin))
    qtbot.addWidget(dialog)
    dialog.restore()
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert Owner.select().count() == 2


def test_damaged_backup_cannot_be_chosen_and_clerks_cannot_restore(qtbot, office, tmp_path):
    bad = backups.make_backup(reason="manual").path
    with open(bad, "r+b") as fh:
        fh.seek(100)
        fh.write(os.urandom(3000))
    dialog = RestoreDialog(AppContext(office.admin))
    qtbot.addWidget(dialog)
    assert "cannot be restored" in dialog.preview.toPlainText() and not dialog.restore_button.isEnabled()
    clerk = RestoreDialog(AppContext(office.clerk))
    qtbot.addWidget(clerk)
    assert clerk.list.count() == 0 and "administrator" in clerk.preview.toPlainText()


def test_damaged_database_at_start_offers_the_newest_good_backup(qtbot, office, monkeypatch):
    """Recovery at start: the message names the problem; yes restores, the damaged file is kept."""
    from ui.recovery import offer_recovery

    owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Saved")
    backups.make_backup(reason="daily")
    close_database()
    path = office.target.path
    with open(path, "r+b") as fh:
        size = os.path.getsize(path)
        for offset in range(4096, size, 4096):
            fh.seek(offset)
            fh.write(b"\xff" * 512)
    damaged = hashlib.sha256(path.read_bytes()).hexdigest()
    with pytest.raises(DatabaseProblem) as info:
        open_database(office.target)
    boxes = Boxes(monkeypatch, answer=QMessageBox.StandardButton.No)
    assert offer_recovery(info.value) is False
    assert "damaged" in boxes[0][2] and "newest good backup" in boxes[0][2]
    assert hashlib.sha256(path.read_bytes()).hexdigest() == damaged  # declined: untouched
    boxes = Boxes(monkeypatch, answer=QMessageBox.StandardButton.Yes)
    assert offer_recovery(info.value) is True
    assert Owner.get().last_name == "Saved"
    kept = list(path.parent.glob("office.before-restore-*.sqlite3"))
    assert len(kept) == 1 and hashlib.sha256(kept[0].read_bytes()).hexdigest() == damaged
    assert boxes[-1][0] == "information" and str(kept[0]) in boxes[-1][2]


def test_damaged_database_without_backup_says_so(qtbot, office, monkeypatch):
    from ui.recovery import offer_recovery

    boxes = Boxes(monkeypatch)
    problem = DatabaseProblem(str(office.target.path), "the database file is damaged (test)")
    assert offer_recovery(problem) is False
    assert boxes[0][0] == "critical" and "No good backup" in boxes[0][2]


def test_daily_backup_at_start_runs_in_the_background(qtbot, office, monkeypatch):
    from ui import workers
    from ui.backup_tasks import start_daily_backup

    boxes = Boxes(monkeypatch)
    task = start_daily_backup(None)
    assert task is not None
    qtbot.waitUntil(lambda: task not in workers._running, timeout=10000)
    task = start_daily_backup(None)
    qtbot.waitUntil(lambda: task not in workers._running, timeout=10000)
    assert [p.name.split("-")[1] for p in backups.list_backups()] == ["daily"] and boxes == []


def test_a_quit_during_the_daily_backup_keeps_the_earlier_ones(qtbot, office, monkeypatch):
    """The program quits while the day's backup copies: it stops, nothing half-made is kept."""
    import threading

    from ui import workers
    from ui.backup_tasks import start_daily_backup

    earlier = backups.make_backup(reason="close").path
    before = {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in earlier.parent.iterdir()}
    copying, go_on = threading.Event(), threading.Event()
    real_copy = backups._copy

    def slow_copy(source, dest, progress=None):
        copying.set()
        go_on.wait(10)
        real_copy(source, dest, progress)

    monkeypatch.setattr(backups, "_copy", slow_copy)
    boxes = Boxes(monkeypatch)
    task = start_daily_backup(None)
    assert copying.wait(10)
    workers.finish_all(0)  # what the program does as it quits: the task is told to stop
    go_on.set()
    qtbot.waitUntil(lambda: task not in workers._running, timeout=10000)
    after = {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in earlier.parent.iterdir()}
    assert after == before and boxes == []  # no daily backup, no .partial, no message for a stop


def test_the_close_backup_is_made_once_the_window_is_gone_and_only_when_needed(qtbot, office, monkeypatch):
    from ui.backup_tasks import backup_after_close

    Boxes(monkeypatch)
    backup_after_close()
    backup_after_close()  # nothing changed since
    assert [p.name.split("-")[1] for p in backups.list_backups()] == ["close"]


def test_an_empty_office_file_at_start_is_refused_with_the_backup_not_set_up(qtbot, office, monkeypatch):
    """A 0-byte office file: the window says so and offers the latest backup; the first-run
    set-up never appears, and declining leaves the file as it was."""
    from ui import app, first_run

    made = backups.make_backup(reason="daily")
    close_database()
    office.target.path.write_bytes(b"")
    monkeypatch.setattr(first_run.FirstRunWizard, "__init__", lambda *a: pytest.fail("set-up offered"))
    boxes = Boxes(monkeypatch, answer=QMessageBox.StandardButton.No)
    assert app._open_and_sign_in(None) == (None, 2)
    assert boxes[0][0] == "question" and "empty (0 bytes)" in boxes[0][2] and made.path.name in boxes[0][2]
    assert office.target.path.stat().st_size == 0


def test_a_big_file_failing_its_background_check_is_said_at_once(qtbot, office, monkeypatch):
    import sqlite3

    from animaloffice.persistence import file_check
    from animaloffice.services import opening
    from ui.recovery import watch_full_check

    close_database()
    path = office.target.path
    conn = sqlite3.connect(path)
    size = conn.execute("PRAGMA page_size").fetchone()[0]
    page = conn.execute("SELECT min(rootpage) FROM sqlite_master WHERE type='index' AND rootpage > 1").fetchone()[0]
    conn.close()
    with open(path, "r+b") as fh:
        fh.seek((page - 1) * size)
        fh.write(b"\xa5" * size)
    monkeypatch.setattr(file_check, "QUICK_CHECK_MAX_BYTES", 0)
    boxes = Boxes(monkeypatch)
    watch_full_check()
    opening.open_office()
    qtbot.waitUntil(lambda: bool(boxes), timeout=10000)
    assert boxes[0][0] == "critical" and str(path) in boxes[0][2] and "nothing more is saved" in boxes[0][2]
