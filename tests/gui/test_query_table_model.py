"""The paged list model: pages read on a worker when asked to (T-7E: a slow page never holds up
the window), late pages of a replaced list dropped, failures told, and reads at once on demand."""
from __future__ import annotations

import threading

import pytest

from ui.models import query_table_model as qtm

COLUMNS = [qtm.Column("name", "Name")]


class Source:
    """Rows 1..total, each page held back until released (as a slow query would be)."""

    def __init__(self, total: int, label: str = "row"):
        self.total, self.label = total, label
        self.release = threading.Event()
        self.threads: list[bool] = []

    def __call__(self, offset, limit, sort_key, descending):
        self.threads.append(threading.current_thread() is threading.main_thread())
        assert self.release.wait(10), "never released"
        ids = range(self.total, 0, -1) if descending else range(1, self.total + 1)
        return [(i, f"{self.label} {i}") for i in list(ids)[offset:offset + limit]]


@pytest.fixture
def model(qtbot, monkeypatch, office):  # the office: each worker reads on its own connection to it
    monkeypatch.setattr(qtm, "BATCH_SIZE", 3)
    m = qtm.QueryTableModel(COLUMNS, background=True)
    yield m
    from ui import workers

    workers.finish_all(10_000)


def test_pages_are_read_on_a_worker_and_added_when_they_arrive(qtbot, model):
    source = Source(5)
    loaded = []
    model.first_page_loaded.connect(lambda: loaded.append(model.rowCount()))
    model.set_source(source)
    assert model.loading and model.rowCount() == 0  # returned at once
    source.release.set()
    qtbot.waitUntil(lambda: not model.loading, timeout=5000)
    assert model.rowCount() == 3 and loaded == [3] and model.canFetchMore()
    model.fetchMore()
    assert model.loading
    qtbot.waitUntil(lambda: model.rowCount() == 5, timeout=5000)
    assert not model.canFetchMore() and source.threads == [False, False]
    model.sort(0, qtm.Qt.SortOrder.DescendingOrder)  # a new order is read in the background too
    qtbot.waitUntil(lambda: model.rowCount() == 3 and not model.loading, timeout=5000)
    assert [model.record_id(r) for r in range(3)] == [5, 4, 3] and loaded == [3, 3]


def test_a_new_order_keeps_the_rows_shown_until_its_first_page_replaces_them(qtbot, model):
    """A sort read in the background leaves the list as it is (no blank list) and replaces it in
    one reset when the new order's first page is in; the rows shown meanwhile are not read on."""
    source = Source(5)
    source.release.set()
    model.set_source(source)
    qtbot.waitUntil(lambda: model.rowCount() == 3 and not model.loading, timeout=5000)
    source.release.clear()
    resets = []
    model.modelReset.connect(lambda: resets.append(model.rowCount()))
    model.sort(0, qtm.Qt.SortOrder.DescendingOrder)
    assert model.loading and [model.record_id(r) for r in range(3)] == [1, 2, 3] and not model.canFetchMore()
    source.release.set()
    qtbot.waitUntil(lambda: not model.loading, timeout=5000)
    assert [model.record_id(r) for r in range(3)] == [5, 4, 3] and resets == [3]


def test_the_model_answers_the_roles_a_view_asks_of_every_cell(qtbot, model):
    """The text, the alignment of a number, the id and the row; an icon, a check box or a size of
    its own are never asked of ``decorate``, the other roles are."""
    from PySide6.QtCore import Qt

    cols = [qtm.Column("name", "Name"), qtm.Column("fee", "Fee", kind="cents")]
    m = qtm.QueryTableModel(cols)
    asked = []
    m.decorate = lambda row, column, role: asked.append((column, role)) or "tip"
    m.set_source(lambda offset, limit, key, desc: [(7, "Rex", 1250)][offset:offset + limit], now=True)
    name, fee = m.index(0, 0), m.index(0, 1)
    assert m.data(name) == "Rex" and m.data(fee) == "$12.50" and m.data(fee, qtm.IdRole) == 7
    assert m.data(fee, qtm.SortRole) == 1250 and m.data(name, qtm.RowRole) == (7, "Rex", 1250)
    right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    assert m.data(fee, Qt.ItemDataRole.TextAlignmentRole) == int(right)
    for role in (Qt.ItemDataRole.DecorationRole, Qt.ItemDataRole.CheckStateRole, Qt.ItemDataRole.SizeHintRole):
        assert m.data(name, role) is None
    assert asked == []
    assert m.data(name, Qt.ItemDataRole.ToolTipRole) == "tip" and m.data(name, Qt.ItemDataRole.TextAlignmentRole) == "tip"
    assert asked == [(0, int(Qt.ItemDataRole.ToolTipRole)), (0, int(Qt.ItemDataRole.TextAlignmentRole))]
    assert m.data(m.index(1, 0)) is None  # past the rows read


def test_a_replaced_lists_late_page_is_dropped(qtbot, model):
    old, new = Source(9, "old"), Source(2, "new")
    model.set_source(old)
    model.set_source(new)
    new.release.set()
    qtbot.waitUntil(lambda: model.rowCount() == 2, timeout=5000)
    old.release.set()  # the old page arrives after the new one
    qtbot.wait(100)
    assert [model.row_values(r)[1] for r in range(model.rowCount())] == ["new 1", "new 2"]
    assert not model.loading and not model.canFetchMore()


def test_reads_at_once_when_asked_and_a_failure_is_told(qtbot, model):
    ready = Source(7)
    ready.release.set()
    model.set_source(ready, now=True)
    assert model.rowCount() == 3 and not model.loading and ready.threads == [True]
    model.fetch_more_now()
    assert model.rowCount() == 6

    def broken(*_):
        raise ValueError("the database is gone")

    told = []
    model.read_failed.connect(told.append)
    model.set_source(broken)
    qtbot.waitUntil(lambda: bool(told), timeout=5000)
    assert told == ["the database is gone"] and not model.loading and not model.canFetchMore()


def test_the_same_list_read_again_keeps_its_rows_until_the_new_page_is_in(qtbot, model):
    """After a change the list is read again without going blank; the new first page replaces
    every row shown (not added after them), and a failed read leaves no stale rows."""
    before = Source(7, "before")
    before.release.set()
    model.set_source(before, now=True)
    model.fetch_more_now()
    assert model.rowCount() == 6
    after = Source(8, "after")
    model.set_source(after, keep_rows=True)
    assert model.loading and model.rowCount() == 6 and not model.canFetchMore()
    assert model.row_values(0)[1] == "before 1"
    after.release.set()
    qtbot.waitUntil(lambda: not model.loading, timeout=5000)
    assert [model.row_values(r)[1] for r in range(model.rowCount())] == ["after 1", "after 2", "after 3"]
    assert model.canFetchMore()

    def broken(*_):
        raise ValueError("the database is gone")

    told = []
    model.read_failed.connect(told.append)
    model.set_source(broken, keep_rows=True)
    assert model.rowCount() == 3
    qtbot.waitUntil(lambda: bool(told), timeout=5000)
    assert model.rowCount() == 0 and not model.canFetchMore()
