"""A list's columns share its width: as wide as their contents when there is room, else narrowed
toward their titles, else the titles narrowed; never wider in all than the list."""
from PySide6.QtGui import QAction, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QTableView

from ui.widgets.fit_columns import fit_columns, shared_widths


def _shown(qtbot, model, width, height):
    """A table view of ``model`` whose columns are fitted, shown at that size."""
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(model)
    fitter = fit_columns(view)
    view.resize(width, height)
    view.show()
    return view, fitter


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
    view, _ = _shown(qtbot, model, 520, 200)
    header = view.horizontalHeader()

    def inside():  # the scroll bar's range follows the header's at the next layout
        return (header.sectionPosition(5) + header.sectionSize(5) <= view.viewport().width()
                and view.horizontalScrollBar().maximum() == 0)

    qtbot.waitUntil(inside)


def test_a_column_set_by_hand_keeps_its_width_and_the_others_share_the_rest():
    titles, wanted = {0: 50, 1: 60, 2: 40}, {0: 150, 1: 60, 2: 90}
    from ui.widgets.fit_columns import widths_beside_hand_set
    assert widths_beside_hand_set(titles, wanted, {1: 200}, 400, 20) == {0: 50 + 100 * 110 // 150, 1: 200,
                                                                         2: 40 + 50 * 110 // 150}
    assert widths_beside_hand_set(titles, wanted, {}, 400, 20) == shared_widths(titles, wanted, 400, 20)
    # beside a 300 px column the others' titles (90) do not fit in 340: they are shortened, to 20 each
    assert widths_beside_hand_set(titles, wanted, {1: 300}, 340, 20) == {0: 20, 1: 300, 2: 20}
    # and beside a 320 px one they would be narrower than 20: all share the room, the 320 counted
    squeezed = widths_beside_hand_set(titles, wanted, {1: 320}, 340, 20)
    assert sum(squeezed.values()) <= 340 and squeezed[1] > squeezed[0] and squeezed[1] < 320


def test_saved_hand_widths_read_back_and_garbage_is_no_width():
    from ui.widgets.fit_columns import read_widths, write_widths
    assert read_widths(write_widths({3: 200, 0: 120})) == {0: 120, 3: 200}
    assert read_widths(None) == {} and read_widths("x:1,2:,:5") == {}


def _drag(header, column: int, by: int) -> None:
    """Press on the right edge of ``column``'s title, move ``by`` pixels with the button held, release."""
    from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication
    edge = header.sectionViewportPosition(column) + header.sectionSize(column) - 1
    start, end = QPoint(edge, header.height() // 2), QPoint(edge + by, header.height() // 2)
    target = header.viewport()
    for kind, at, buttons in ((QEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton),
                              (QEvent.Type.MouseMove, end, Qt.MouseButton.LeftButton),
                              (QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)):
        event = QMouseEvent(kind, QPointF(at), QPointF(target.mapToGlobal(at)), Qt.MouseButton.LeftButton,
                            buttons, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(target, event)


def test_a_column_widened_by_hand_stays_wide_when_rows_come_and_the_window_opens_again(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("ANIMALOFFICE_HOME", str(tmp_path))

    def make():
        model = QStandardItemModel(2, 3)
        model.setHorizontalHeaderLabels(["Name", "Address", "Phone"])
        for row in range(2):
            for column in range(3):
                model.setItem(row, column, QStandardItem("cell"))
        view = QTableView()
        qtbot.addWidget(view)
        view.setModel(model)
        fitter = fit_columns(view, key="test/widths")
        view.resize(600, 200)
        view.show()
        qtbot.waitExposed(view)
        return view, model, fitter

    view, model, fitter = make()
    header = view.horizontalHeader()
    qtbot.waitUntil(lambda: header.sectionSize(0) < 150)
    _drag(header, 0, 150)
    widened = header.sectionSize(0)
    assert widened >= 180 and fitter.by_hand == {0: widened}
    model.appendRow([QStandardItem("x") for _ in range(3)])  # new rows refit the list ...
    view.resize(640, 200)
    qtbot.wait(20)
    assert header.sectionSize(0) == widened  # ... around the hand-set column
    assert header.length() <= view.viewport().width()
    view.close()
    again, _, _ = make()  # the next start keeps it
    qtbot.waitUntil(lambda: again.horizontalHeader().sectionSize(0) == widened)
    header.findChild(QAction, "fit_columns_again").trigger()  # the title row's menu
    assert fitter.by_hand == {}
    qtbot.waitUntil(lambda: header.sectionSize(0) < widened)


def test_a_refit_measures_the_rows_on_screen_not_every_row_read(qtbot):
    """A long list refits its columns as each batch of rows is read (a scroll): the refit measures
    the rows on screen, so its cost does not grow with the rows read (it measured the first 1,000,
    ~50 ms a batch on the Licenses list), even after a saved header state is restored."""
    from PySide6.QtCore import QAbstractTableModel, Qt

    class Counting(QAbstractTableModel):
        calls = 0

        def rowCount(self, parent=None):  # noqa: N802 (Qt name)
            return 0 if parent is not None and parent.isValid() else 3000

        def columnCount(self, parent=None):  # noqa: N802 (Qt name)
            return 4

        def data(self, index, role=Qt.ItemDataRole.DisplayRole):
            Counting.calls += 1
            return f"row {index.row()}" * (1 + index.row() % 3) if role == Qt.ItemDataRole.DisplayRole else None

    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(Counting())
    fitter = fit_columns(view)
    view.resize(600, 300)
    view.show()
    qtbot.waitExposed(view)
    view.horizontalHeader().restoreState(view.horizontalHeader().saveState())  # brings Qt's 1,000 back
    view.horizontalHeader().setResizeContentsPrecision(1000)
    Counting.calls = 0
    fitter.fit()
    on_screen = view.verticalHeader().visualIndexAt(view.viewport().height()) + 1
    assert 0 < on_screen < 50
    assert Counting.calls < on_screen * 4 * 10, Counting.calls  # a few roles per cell on screen, not 3,000 rows


def test_a_list_replaced_is_fitted_before_it_is_painted_and_rows_filled_after_they_come_are_fitted(qtbot):
    """A model reset (a new order's first page) is fitted at once, so the view paints the new rows
    once, at their widths; rows a QTableWidget inserts and then fills are fitted at the next turn,
    to what was filled in; a page added below the list's edge does not refit it."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QTableWidget, QTableWidgetItem

    table = QTableWidget(0, 2)
    table.setHorizontalHeaderLabels(["When", "What"])
    qtbot.addWidget(table)
    fitter = fit_columns(table)
    table.resize(900, 300)
    table.show()
    qtbot.waitExposed(table)
    table.setRowCount(2)  # rows come, then their cells are filled (the Today list)
    for row in range(2):
        table.setItem(row, 0, QTableWidgetItem("Thu 12/10/2026"))
        table.setItem(row, 1, QTableWidgetItem("A hearing request deadline whose text is long " * 2))
    text = table.fontMetrics().horizontalAdvance("A hearing request deadline whose text is long " * 2)
    qtbot.waitUntil(lambda: table.columnWidth(1) >= text)

    model = QStandardItemModel(0, 2)
    view, _ = _shown(qtbot, model, 900, 300)
    qtbot.waitExposed(view)
    widths_at_paint = []

    class Paints(QObject):
        def eventFilter(self, obj, event):  # noqa: N802 (Qt name)
            if event.type() == QEvent.Type.Paint:
                widths_at_paint.append(view.columnWidth(1))
            return False

    paints = Paints(view)
    view.viewport().installEventFilter(paints)
    wide = "an owner's name that is long enough to widen the column " * 2
    model.beginResetModel()
    model.blockSignals(True)
    model.appendRow([QStandardItem("1"), QStandardItem(wide)])
    model.blockSignals(False)
    model.endResetModel()
    qtbot.waitUntil(lambda: bool(widths_at_paint))
    assert widths_at_paint[0] >= view.fontMetrics().horizontalAdvance(wide)  # the first paint is at the new width

    table.setRowCount(200)  # a long list, then a row added below its edge
    qtbot.waitUntil(lambda: not fitter.timer.isActive())
    table.insertRow(150)
    assert not fitter.timer.isActive()
    table.insertRow(1)  # and one in view
    assert fitter.timer.isActive()
