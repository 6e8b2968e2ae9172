"""The main window: assembles the tabs, the jurisdiction picker, the search box, menus.

It holds no office logic; each tab is its own package under ``ui/`` exposing
``create_tab(ctx) -> QWidget`` (the widget has ``title`` and may have
``show_record(kind, id)`` to open a search hit).
"""
from __future__ import annotations

import importlib

from PySide6.QtCore import QByteArray, QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (QComboBox, QLabel, QLineEdit, QListWidget, QListWidgetItem, QMainWindow,
                               QMessageBox, QTabWidget, QToolBar, QVBoxLayout, QWidget)

from animaloffice import __version__
from animaloffice.queries.search import search

from . import settings
from .context import AppContext
from .lazy_tabs import WARM_UP_DELAY_MS, Placeholder, TabSet

TABS = (  # (package under ui/, the shortcut that jumps to it)
    ("licenses", "Ctrl+1"),
    ("permits", "Ctrl+2"),
    ("intake", "Ctrl+3"),
    ("hearings", "Ctrl+4"),
    ("owners", "Ctrl+5"),
    ("reports", "Ctrl+6"),
)


class SearchBox(QWidget):
    """Type a name, tag number, license number or microchip; results as you type."""

    def __init__(self, ctx: AppContext, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.edit = QLineEdit(objectName="search_edit")
        self.edit.setPlaceholderText("Search owner, animal, tag, license or microchip (Ctrl+F)")
        self.edit.setClearButtonEnabled(True)
        self.edit.setAccessibleName("Search")
        self.edit.setMinimumWidth(380)
        self.results = QListWidget(objectName="search_results")
        self.results.setWindowFlags(Qt.WindowType.ToolTip)
        self.results.setAccessibleName("Search results")
        self.timer = QTimer(self, singleShot=True, interval=120)
        self.timer.timeout.connect(self.run_search)
        self.edit.textEdited.connect(lambda _: (self.results.setCurrentRow(0), self.timer.start()))
        self.edit.returnPressed.connect(self.open_first)
        self.edit.installEventFilter(self)
        self.results.itemActivated.connect(self.open_item)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.edit)
        self.hits = []

    def run_search(self) -> None:
        self.hits = search(self.edit.text(), self.ctx.jurisdiction_id)
        self.results.clear()
        for hit in self.hits:
            item = QListWidgetItem(f"{hit.title}  —  {hit.detail}")
            item.setData(Qt.ItemDataRole.UserRole, (hit.kind, hit.id))
            self.results.addItem(item)
        self.results.setCurrentRow(0)
        if self.hits and self.edit.hasFocus():
            pos = self.edit.mapToGlobal(self.edit.rect().bottomLeft())
            self.results.move(pos)
            self.results.resize(max(self.edit.width(), 520), min(24 * len(self.hits) + 6, 320))
            self.results.show()
        else:
            self.results.hide()

    def open_first(self) -> None:
        """Enter (or a barcode scanner's trailing Enter) opens the best hit at once, or the
        hit chosen with the arrow keys. The text stays selected, so the next scan replaces it."""
        chosen = self.results.currentItem() if self.results.isVisible() else None
        if chosen is not None and self.results.currentRow() > 0:
            self.open_item(chosen)
        else:
            self.timer.stop()
            self.run_search()
            if self.hits:
                self.ctx.open_record.emit(self.hits[0].kind, self.hits[0].id)
                self.results.hide()
            else:
                self.ctx.status(f"Nothing found for {self.edit.text().strip()!r}")
        self._ready_for_next_scan()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt name): arrows and Esc in the box
        if obj is self.edit and event.type() == QEvent.Type.KeyPress and self.results.isVisible():
            key, count = event.key(), self.results.count()
            if key in (Qt.Key.Key_Down, Qt.Key.Key_Up) and count:
                step = 1 if key == Qt.Key.Key_Down else -1
                self.results.setCurrentRow(max(0, min(count - 1, self.results.currentRow() + step)))
                return True
            if key == Qt.Key.Key_Escape:
                self.results.hide()
                return True
        return super().eventFilter(obj, event)

    def open_item(self, item: QListWidgetItem) -> None:
        kind, rid = item.data(Qt.ItemDataRole.UserRole)
        self.results.hide()
        self.ctx.open_record.emit(kind, rid)
        self._ready_for_next_scan()

    def _ready_for_next_scan(self) -> None:
        """The record opened may have taken the focus: give it back with the text selected,
        so the next scan (or typed search) replaces it."""
        self.edit.setFocus()
        self.edit.selectAll()


class MainWindow(QMainWindow):
    def __init__(self, ctx: AppContext, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.setObjectName("main_window")
        self.setWindowTitle("AnimalOffice")
        self.tabs = QTabWidget(objectName="main_tabs")
        self.tabs.setDocumentMode(True)
        # only the tab the window opens on is built now; the others when first needed
        self.tab_widgets = TabSet(self.tabs, ctx, self._tab_built)
        start = settings.load("main/tab")
        start = int(start) if start is not None and 0 <= int(start) < len(TABS) else 0
        for i, (name, shortcut) in enumerate(TABS):
            widget = self.tab_widgets.add(name, eager=i == start)
            index = self.tabs.addTab(widget, widget.title)
            if hasattr(widget, "icon"):
                self.tabs.setTabIcon(index, widget.icon())
            self.tabs.setTabToolTip(index, f"{widget.title} ({shortcut})")
        self.setCentralWidget(self.tabs)
        self._build_toolbar()
        self._build_menus()
        self.status_label = QLabel()
        self.statusBar().addPermanentWidget(self.status_label)
        ctx.status_message.connect(lambda m: self.statusBar().showMessage(m, 8000))
        ctx.open_record.connect(self.open_record)
        ctx.jurisdiction_changed.connect(lambda _: self._update_status())
        self._update_status()
        self._restore_layout()
        self.tab_widgets.active = True
        from .window_actions import install  # settings, shortcuts help, icons, tab order

        install(self)

    # --- assembly -------------------------------------------------------------------
    def _build_toolbar(self) -> None:
        bar = QToolBar("Main", objectName="main_toolbar")
        bar.setMovable(False)
        bar.addWidget(QLabel(" Jurisdiction: "))
        self.jurisdiction_box = QComboBox(objectName="jurisdiction_box")
        self.jurisdiction_box.setAccessibleName("Jurisdiction")
        for j in self.ctx.jurisdictions:
            self.jurisdiction_box.addItem(j.name, j.id)
        index = self.jurisdiction_box.findData(self.ctx.jurisdiction_id)
        self.jurisdiction_box.setCurrentIndex(max(index, 0))
        self.jurisdiction_box.currentIndexChanged.connect(
            lambda i: self.ctx.set_jurisdiction(self.jurisdiction_box.itemData(i)))
        bar.addWidget(self.jurisdiction_box)
        bar.addSeparator()
        self.search = SearchBox(self.ctx)
        bar.addWidget(self.search)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)

    def _build_menus(self) -> None:
        file_menu = self.file_menu = self.menuBar().addMenu("&File")
        self.quit_action = QAction("&Quit", self, shortcut=QKeySequence.StandardKey.Quit,
                                   triggered=self.close)
        file_menu.addAction(self.quit_action)
        go = self.menuBar().addMenu("&Go")
        find = QAction("&Find…", self, shortcut=QKeySequence("Ctrl+F"),
                       triggered=lambda: (self.search.edit.setFocus(), self.search.edit.selectAll()))
        go.addAction(find)
        self.addAction(find)
        for i, (name, shortcut) in enumerate(TABS):
            action = QAction(self.tabs.tabText(i), self, shortcut=QKeySequence(shortcut))
            action.triggered.connect(lambda _=False, i=i: self.tabs.setCurrentIndex(i))
            go.addAction(action)
        self.tools_menu = self.menuBar().addMenu("&Tools")
        for i, (name, _) in enumerate(TABS):  # each tab may offer actions (batch printing, reports...)
            if self.tab_widgets.built(name):
                actions = self._menu_actions(self.tab_widgets[name])
                if actions:
                    menu = self.tools_menu.addMenu(self.tabs.tabText(i))
                    for action in actions:
                        menu.addAction(action)
            else:  # filled when the tab is built (opening the submenu builds it)
                self.tab_widgets.menu_for(name, self.tools_menu.addMenu(self.tabs.tabText(i)))
        from .admin import install_menus  # File > Backup now / Restore…; Tools > Users, Audit log

        install_menus(self)
        help_menu = self.menuBar().addMenu("&Help")
        help_menu.addAction(QAction("&About AnimalOffice", self, triggered=self.about))

    def _update_status(self) -> None:
        name = next((j.name for j in self.ctx.jurisdictions if j.id == self.ctx.jurisdiction_id), "")
        self.status_label.setText(f"{self.ctx.actor.username} ({self.ctx.actor.role}) · {name}")

    # --- behaviour ------------------------------------------------------------------
    def open_record(self, kind: str, record_id: int) -> None:
        for i in range(self.tabs.count()):
            widget = self.tabs.widget(i)
            if kind in getattr(widget, "handles", ()) and isinstance(widget, Placeholder):
                widget = self.tab_widgets.build(widget.name)
            if kind in getattr(widget, "handles", ()) and hasattr(widget, "show_record"):
                self.tabs.setCurrentWidget(widget)
                widget.show_record(kind, record_id)
                return

    @staticmethod
    def _menu_actions(widget) -> list:
        return list(widget.menu_actions() or []) if hasattr(widget, "menu_actions") else []

    def _tab_built(self, name: str, widget: QWidget) -> None:
        menu = self.tab_widgets._menus.get(name)
        if menu is not None:
            actions = self._menu_actions(widget)
            for action in actions:
                menu.addAction(action)
            menu.menuAction().setVisible(bool(actions))

    def showEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().showEvent(event)
        if not getattr(self, "_warming", False):  # the other tabs, once the window is up
            self._warming = True
            QTimer.singleShot(WARM_UP_DELAY_MS, self.tabs, self.tab_widgets.warm_up)

    def about(self) -> None:
        QMessageBox.about(self, "About AnimalOffice",
                          f"AnimalOffice {__version__}\nLicenses, permits, impounds and hearings "
                          "for a city animal control office.")

    def _restore_layout(self) -> None:
        geometry = settings.load("main/geometry")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        else:
            self.resize(1280, 820)
        state = settings.load("main/state")
        if isinstance(state, QByteArray):
            self.restoreState(state)
        tab = settings.load("main/tab")
        if tab is not None:
            self.tabs.setCurrentIndex(int(tab))

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        settings.save("main/geometry", self.saveGeometry())
        settings.save("main/state", self.saveState())
        settings.save("main/tab", self.tabs.currentIndex())
        for widget in self.tab_widgets.values():
            if hasattr(widget, "save_layout"):
                widget.save_layout()
        self.search.results.hide()
        super().closeEvent(event)
