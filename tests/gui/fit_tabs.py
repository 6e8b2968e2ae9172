"""What ``fit_windows.py`` looks for on the main window's tabs and in a window's labels.

The main window's tab area is a scroll area (a last resort on a small screen), so a tab taller or
wider than the window would still "fit" with its buttons scrolled away. Here each tab is shown in
turn, with the first row of its main list chosen so its detail panel is filled, and it must show
without the tab area scrolling, with every button and tab title in view, every column of its main
list inside the list, and no label cut short.
"""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QLabel,
    QTabBar,
    QTableView,
    QToolButton,
    QTreeView,
    QWidget,
)


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


TILES = ("KennelTile",)  # the kennel board's tiles scroll like a list's rows


def _inside_item_view(widget: QWidget, top: QWidget) -> bool:
    """A button drawn in a list's row or corner scrolls with the list's rows."""
    if type(widget).__name__ in TILES:
        return True
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        if isinstance(parent, QAbstractItemView):
            return True
        parent = parent.parentWidget()
    return False


def shown_part(widget: QWidget, top: QWidget) -> QRect:
    """The part of ``widget`` (in ``top``'s coordinates) not clipped by any parent, a scroll
    area's viewport among them."""
    rect = QRect(widget.mapTo(top, QPoint(0, 0)), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not top.parentWidget():
        rect &= QRect(parent.mapTo(top, QPoint(0, 0)), parent.size())
        parent = parent.parentWidget()
    return rect


def clipped_labels(root: QWidget) -> list[str]:
    """A label lower than its text needs: a wrapped one lower than its height for its width."""
    out = []
    for label in root.findChildren(QLabel):
        if not label.isVisibleTo(root.window()) or not label.text().strip() or _inside_item_view(label, root):
            continue
        need = label.heightForWidth(label.width()) if label.wordWrap() else label.sizeHint().height()
        if need > label.height():
            text = " ".join(label.text().split())
            out.append(f"label {text[:40]!r} shows {label.height()} of the {need} px it needs")
    return out


def hidden_buttons(root: QWidget, top: QWidget) -> list[str]:
    out = []
    for button in root.findChildren(QAbstractButton):
        if not button.isVisibleTo(top) or _inside_item_view(button, top):
            continue
        if isinstance(button, QToolButton) and isinstance(button.parentWidget(), QTabBar):
            continue  # a tab bar's scroll arrow: tab_bars() names the bar
        full = QRect(button.mapTo(top, QPoint(0, 0)), button.size())
        if shown_part(button, top) != full:
            out.append(f"button {button.text() or button.objectName()!r} is cut off")
    return out


def tab_bars(root: QWidget) -> list[str]:
    """A tab bar too narrow for its titles hides its last tabs behind scroll arrows."""
    out = []
    for bar in root.findChildren(QTabBar):
        if bar.isVisibleTo(root.window()) and bar.count() and bar.tabRect(bar.count() - 1).right() >= bar.width():
            out.append(f"tab bar {bar.parentWidget().objectName()!r} needs scroll arrows for "
                       f"{bar.tabText(bar.count() - 1)!r}")
    return out


def main_list(page: QWidget) -> QAbstractItemView | None:
    """The tab's ``table`` (its list of records), else its largest list on screen."""
    if isinstance(getattr(page, "table", None), QAbstractItemView):
        return page.table
    views = [v for v in page.findChildren(QAbstractItemView)
             if isinstance(v, (QTableView, QTreeView)) and v.isVisibleTo(page.window())]
    return max(views, key=lambda v: v.width() * v.height(), default=None)


def cut_columns(view: QAbstractItemView) -> list[str]:
    header = view.horizontalHeader() if isinstance(view, QTableView) else view.header()
    model, room = view.model(), view.viewport().width()
    out = []
    for column in range(header.count()):
        if header.isSectionHidden(column):
            continue
        if header.sectionPosition(column) + header.sectionSize(column) > room:
            title = model.headerData(column, header.orientation()) if model is not None else column
            out.append(f"column {title!r} of {view.objectName()!r} is past the list's right edge")
    return out


def columns_read_whole(view: QAbstractItemView) -> list[str]:
    """The columns a list keeps whole (``fit_columns(..., whole=)``: a due date, a license number,
    a name, a phone) as wide as their contents, so they are read, not guessed from "TRA-20…"."""
    from ui.widgets.fit_columns import ColumnFitter

    header = view.horizontalHeader() if isinstance(view, QTableView) else view.header()
    out = []
    for fitter in view.findChildren(ColumnFitter):
        for column in fitter.whole:
            wanted = min(view.sizeHintForColumn(column), fitter.caps.get(column, 10_000))
            if not header.isSectionHidden(column) and header.sectionSize(column) < wanted:
                title = view.model().headerData(column, header.orientation())
                out.append(f"column {title!r} of {view.objectName()!r} is cut: {header.sectionSize(column)} px "
                           f"of the {wanted} its contents take")
    return out


def choose_first_row(view: QAbstractItemView | None) -> None:
    if view is not None and view.model() is not None and view.model().rowCount():
        view.setCurrentIndex(view.model().index(0, 0))
        settle()


def tab_problems(window, show) -> dict[str, list[str]]:
    """Each tab's problems, by its title; ``show(name, page)`` may open a record in the tab first."""
    from ui.main_window import TABS

    found = {}
    for index, (name, _) in enumerate(TABS):
        window.tabs.setCurrentIndex(index)
        settle()
        page = window.tabs.widget(index)
        choose_first_row(main_list(page))
        show(name, page)
        settle()
        area, out = window.tabs_area, []
        if area.verticalScrollBar().maximum() > 0:
            out.append(f"the tab area scrolls {area.verticalScrollBar().maximum()} px down")
        if area.horizontalScrollBar().maximum() > 0:
            out.append(f"the tab area scrolls {area.horizontalScrollBar().maximum()} px across")
        view = main_list(page)
        out += (cut_columns(view) + columns_read_whole(view)) if view is not None else []
        out += hidden_buttons(page, window) + tab_bars(window) + clipped_labels(page)
        found[window.tabs.tabText(index)] = out
    return found
