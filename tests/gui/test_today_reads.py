"""The Today list is read on a worker: at a metro office T-7A's weighing of households takes over a
second a city, so the window says "Reading…" and stays free, a newer read (another city, a refresh
after an action) replaces an older one, and a read that fails says so in the tab."""
from __future__ import annotations

import threading
from datetime import date, timedelta

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

import ui.today.tab as tab_module
from animaloffice.persistence.models.permits import Permit
from animaloffice.services import owners
from ui.context import AppContext
from ui.today import create_tab

TODAY = date.today()


def _expiring(office, city, number, last):
    o = owners.create_owner(office.clerk, jurisdiction_id=city, first_name="Ana", last_name=last,
                            address={"line1": "4 Oxford St", "city": "Tracy", "postal_code": "56175"}).id
    Permit.create(jurisdiction=city, number=number, owner=o, permit_type="animal", premises="4 Oxford St",
                  status="active", issued_on=TODAY - timedelta(days=300), expires_on=TODAY)


@pytest.fixture
def tab(qtbot, office):
    _expiring(office, office.tracy, "TRA-P-2026-000007", "Lindquist")
    _expiring(office, office.worthington, "WOR-P-2026-000003", "Ruiz")
    widget = create_tab(AppContext(office.clerk, office.tracy))
    qtbot.addWidget(widget)
    widget.resize(1300, 700)
    widget.show()
    qtbot.wait(10)  # the reads asked for as the tab was made and shown end first
    qtbot.waitUntil(lambda: not widget.loading, timeout=10_000)
    return widget


def _records(tab):
    return [tab.table.item(r, 3).text().split(" · ")[0] for r in range(tab.table.rowCount())]


def test_a_held_read_keeps_the_window_free_and_a_newer_city_replaces_it(qtbot, tab, office, monkeypatch):
    """Tracy's read is held back (as the weighing of a metro city's households holds it); the rows
    shown stay, the tab says "Reading…", the clerk switches to Worthington, whose list comes in;
    Tracy's, arriving late, is dropped."""
    assert _records(tab) == ["TRA-P-2026-000007"]
    gate, held, read_on = threading.Event(), threading.Event(), []
    real = tab_module.due_this_week

    def slow(city, today):
        read_on.append(threading.current_thread() is threading.main_thread())
        items = real(city, today)
        if city == office.tracy and not held.is_set():  # one slow read: Tracy's, the first asked for
            held.set()
            gate.wait(10)
        return items

    monkeypatch.setattr(tab_module, "due_this_week", slow)
    try:
        tab.findChild(QPushButton, "today_refresh").click()
        qtbot.waitUntil(held.is_set, timeout=5000)  # the event loop turns while Tracy's read is held
        assert tab.loading and tab.summary.text() == "Reading…"
        assert _records(tab) == ["TRA-P-2026-000007"]  # the rows shown stay meanwhile
        tab.ctx.set_jurisdiction(office.worthington)
        qtbot.waitUntil(lambda: _records(tab) == ["WOR-P-2026-000003"], timeout=10_000)
        assert not gate.is_set() and not tab.loading  # listed while Tracy's read was still held
        assert "City of Worthington" in tab.summary.text()
    finally:  # a failed step never leaves the reader held
        gate.set()
    qtbot.wait(200)  # Tracy's list arrives now, and must not replace Worthington's
    assert _records(tab) == ["WOR-P-2026-000003"] and "City of Worthington" in tab.summary.text()
    assert read_on and not any(read_on), "the Today list was read on the GUI thread"


def test_a_refresh_after_an_action_replaces_the_read_before_it(qtbot, tab, office, monkeypatch):
    """A read begun before an action (held), then the action's refresh: the list shows what the
    action made, and the earlier read's result, arriving after, does not put the old rows back."""
    gate, held = threading.Event(), threading.Event()
    real = tab_module.due_this_week

    def slow(city, today):
        items = real(city, today)
        if not held.is_set():
            held.set()
            gate.wait(10)
        return items

    monkeypatch.setattr(tab_module, "due_this_week", slow)
    try:
        tab.refresh()
        qtbot.waitUntil(held.is_set, timeout=5000)
        _expiring(office, office.tracy, "TRA-P-2026-000008", "Berg")
        tab.ctx.changed("permit")
        qtbot.waitUntil(lambda: "TRA-P-2026-000008" in _records(tab), timeout=10_000)
    finally:
        gate.set()
    qtbot.wait(200)
    assert sorted(_records(tab)) == ["TRA-P-2026-000007", "TRA-P-2026-000008"]


def test_a_read_that_fails_says_so_and_f5_reads_again(qtbot, tab, monkeypatch):
    real = tab_module.due_this_week

    def broken(city, today):
        raise RuntimeError("database disk image is malformed")

    monkeypatch.setattr(tab_module, "due_this_week", broken)
    tab.refresh()
    qtbot.waitUntil(lambda: not tab.loading, timeout=10_000)
    assert tab.problem.isVisible()
    assert tab.problem.text() == ("The list could not be read: database disk image is malformed. "
                                  "Refresh (F5) to try again.")
    assert tab.table.rowCount() == 0 and tab.summary.text() == "The list was not read"
    monkeypatch.setattr(tab_module, "due_this_week", real)
    tab.table.setFocus()
    qtbot.keyClick(tab.table, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: not tab.loading, timeout=10_000)
    assert not tab.problem.isVisible() and _records(tab) == ["TRA-P-2026-000007"]
