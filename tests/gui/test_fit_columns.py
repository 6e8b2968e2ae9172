"""A list's columns share its width: as wide as their contents when there is room, else narrowed
toward their titles, else the titles narrowed; never wider in all than the list."""
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QTableView

from ui.widgets.fit_columns import fit_columns, shared_widths


def test_contents_when_they_fit_else_titles_and_a_share_of_what_is_left():
    titles, wanted = {0: 50, 1: 60, 2: 40}, {0: 150, 1: 60, 2: 90}
    assert shared_widths(titles, wanted, 400, 20) == wanted
    assert shared_widths(titles, wanted, 250, 20) == {0: 50 + 100 * 100 // 150, 1: 60, 2: 40 + 50 * 100 // 150}
    narrowed = shared_widths(titles, wanted, 120, 20)  # not even the titles fit: down toward 20 each
    assert narrowed == {0: 20 + 30 * 60 // 90, 1: 20 + 40 * 60 // 90, 2: 20 + 20 * 60 // 90}
    assert sum(narrowed.values()) <= 120


def test_every_column_of_a_narrow_list_is_inside_it(qtbot):
    model = QStandardItemModel(3, 6)
    model.setHorizontalHeaderLabels(["Name", "Address", "Phone", "Animals", "Licenses", "Violations"])
    for row in range(3):
        for column in range(6):
            model.setItem(row, column, QStandardItem("a long cell text to make it wide " * (column % 2 + 1)))
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(model)
    fit_columns(view)
    view.resize(520, 200)
    view.show()
    qtbot.waitUntil(lambda: view.horizontalHeader().length() <= view.viewport().width())
    header = view.horizontalHeader()
    assert header.sectionPosition(5) + header.sectionSize(5) <= view.viewport().width()
    assert view.horizontalScrollBar().maximum() == 0
