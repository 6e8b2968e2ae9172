"""The main window: assembles the tabs, the jurisdiction picker, the search box, menus.

It holds no office logic; each tab is its own package under ``ui/`` exposing
``create_tab(ctx) -> QWidget`` (the widget has ``title`` and may have
``show_record(kind, id)`` to open a search hit).

The window comes up in two steps. ``MainWindow()`` is the frame: title, the tabs by name,
toolbar, menus; it needs no office code, so it is on screen as soon as Qt is (and answers
input: the search box takes a scanned tag while the office opens). ``attach(ctx)`` then
gives it the signed-in user: the jurisdictions, the first tab with its list, the menus
that depend on the user's role.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QLabel,
    QLineEdit,
    QMainWindow,
    QScrollArea,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from . import settings
from .lazy_tabs import WARM_UP_DELAY_MS, Placeholder, TabSet
from .screen_fit import clamp_geometry, fit_to_screen, screen_size

if TYPE_CHECKING:
    from .context import AppContext

TABS = (  # (package under ui/, the shortcut that jumps to it)
    ("licenses", "Ctrl+1"),
    ("permits", "Ctrl+2"),
    ("intake", "Ctrl+3"),
    ("hearings", "Ctrl+4"),
    ("owners", "Ctrl+5"),
    ("reports", "Ctrl+6"),
    ("field", "Ctrl+7"),
    ("today", "Ctrl+8"),
)

FIRST_SIZE = QSize(1280, 820)  # a first start's window, as far as the screen allows


class SearchBox(QWidget):
    """Type a name, phone, tag number, license number or microchip; results as you type."""

    def __init__(self, ctx: AppContext | None, parent=None):
        super().__init__(parent)
        self.ctx = ctx  # None until the window is attached: typing is kept, the search waits
        self.edit = QLineEdit(objectName="search_edit")
        self.edit.setPlaceholderText(self.tr("Search owner, phone, animal, tag, license or microchip (Ctrl+F)"))
        self.edit.setClearButtonEnabled(True)
        self.edit.setAccessibleName(self.tr("Search"))
        self.edit.setMinimumWidth(380)
        self._results = None  # the pop-up list, made for the first search
        self.open_when_ready = False  # Enter (a scanner's) before the office was open
        self.timer = QTimer(self, singleShot=True, interval=120)
        self.timer.timeout.connect(self.run_search)
        self.edit.textEdited.connect(self._edited)
        self.edit.returnPressed.connect(self.open_first)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.edit)
        self.hits = []

    @property
    def results(self):
        if self._results is None:
            from PySide6.QtWidgets import QListWidget

            self._results = QListWidget(objectName="search_results")
            self._results.setWindowFlags(Qt.WindowType.ToolTip)
            self._results.setAccessibleName(self.tr("Search results"))
            self._results.itemActivated.connect(self.open_item)
            from PySide6.QtCore import QEvent

            self._key_press = QEvent.Type.KeyPress
            self.edit.installEventFilter(self)  # arrows and Esc move through the list
        return self._results

    def _edited(self, _text: str) -> None:
        if self._results is not None:
            self._results.setCurrentRow(0)
        self.timer.start()

    def hide_results(self) -> None:
        if self._results is not None:
            self._results.hide()

    def run_search(self) -> None:
        if self.ctx is None:
            return
        from animaloffice.queries.search import search

        self.hits = search(self.edit.text(), self.ctx.jurisdiction_id)
        self.results.clear()
        from PySide6.QtWidgets import QListWidgetItem

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
        if self.ctx is None:  # the office is still opening: the hit opens once it is
            self.open_when_ready = True
            return
        shown = self._results is not None and self._results.isVisible()
        chosen = self.results.currentItem() if shown else None
        if chosen is not None and self.results.currentRow() > 0:
            self.open_item(chosen)
        else:
            self.timer.stop()
            self.run_search()
            if self.hits:
                self.ctx.open_record.emit(self.hits[0].kind, self.hits[0].id)
                self.results.hide()
            else:
                self.ctx.status(self.tr("Nothing found for {0!r}").format(self.edit.text().strip()))
        self._ready_for_next_scan()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt name): arrows and Esc in the box
        if obj is self.edit and event.type() == self._key_press and self.results.isVisible():
            key, count = event.key(), self.results.count()
            if key in (Qt.Key.Key_Down, Qt.Key.Key_Up) and count:
                step = 1 if key == Qt.Key.Key_Down else -1
                self.results.setCurrentRow(max(0, min(count - 1, self.results.currentRow() + step)))
                return True
            if key == Qt.Key.Key_Escape:
                self.results.hide()
                return True
        return super().eventFilter(obj, event)

    def open_item(self, item) -> None:
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
    def __init__(self, ctx: AppContext | None = None, parent=None):
        super().__init__(parent)
        self.ctx = None
        self.setObjectName("main_window")
        self.setWindowTitle(self.tr("AnimalOffice"))
        self.tabs = QTabWidget(objectName="main_tabs")
        self.tabs.setDocumentMode(True)
        # every tab stands in by its name; attach() builds the one shown, the rest when needed
        self.tab_widgets = TabSet(self.tabs, self._tab_built)
        for name, shortcut in TABS:
            widget = self.tab_widgets.add(name)
            index = self.tabs.addTab(widget, widget.title)
            self.tabs.setTabToolTip(index, f"{widget.title} ({shortcut})")
        # on a small screen (1366x768 at 150 %) a tab taller than the window scrolls, rather than
        # the window growing past the screen's edge
        self.tabs_area = QScrollArea(objectName="tabs_area")
        self.tabs_area.setWidgetResizable(True)
        self.tabs_area.setFrameShape(QFrame.Shape.NoFrame)
        self.tabs_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.tabs_area.setWidget(self.tabs)
        self.setCentralWidget(self.tabs_area)
        self._build_toolbar()
        self._build_menus()
        self.status_label = QLabel()
        self.statusBar().addPermanentWidget(self.status_label)
        self.statusBar().showMessage(self.tr("Opening the office…"))
        self._restore_layout()
        if ctx is not None:
            self.attach(ctx)

    def start_tab(self) -> str:
        """The tab the window opens on (the one shown when it was last closed)."""
        return TABS[max(0, self.tabs.currentIndex())][0]

    def attach(self, ctx: AppContext) -> None:
        """Give the frame its signed-in user: jurisdictions, the first tab, role-based menus."""
        if self.ctx is not None:
            raise RuntimeError("the main window already has its user; open a new window for another")
        self.ctx = self.tab_widgets.ctx = self.search.ctx = ctx
        self._fill_jurisdictions()
        self.tab_widgets.build(self.start_tab())
        from .admin import install_menus  # File > Backup now / Restore…; Tools > Users, Audit log

        install_menus(self)
        ctx.status_message.connect(lambda m: self.statusBar().showMessage(m, 8000))
        ctx.open_record.connect(self.open_record)
        ctx.jurisdiction_changed.connect(self._show_jurisdiction)
        self.statusBar().clearMessage()
        self._update_status()
        self.tab_widgets.active = True
        from .window_actions import install  # settings, shortcuts help, icons, tab order

        install(self)
        from .account_guard import install as guard_account  # a deactivated account locks the window

        guard_account(self, reopen=open_main_window)
        if self.isVisible():
            self._warm_up_later()
        if self.search.open_when_ready:  # scanned while the office opened
            self.search.open_when_ready = False
            self.search.open_first()
        elif self.search.edit.text().strip():  # typed while the office opened
            self.search.timer.start()

    # --- assembly -------------------------------------------------------------------
    def _build_toolbar(self) -> None:
        bar = QToolBar("Main", objectName="main_toolbar")
        bar.setMovable(False)
        bar.addWidget(QLabel(self.tr(" Jurisdiction: ")))
        self.jurisdiction_box = QComboBox(objectName="jurisdiction_box")
        self.jurisdiction_box.setAccessibleName(self.tr("Jurisdiction"))
        self.jurisdiction_box.setMinimumContentsLength(16)
        self.jurisdiction_box.setEnabled(False)  # until attach() fills it
        bar.addWidget(self.jurisdiction_box)
        bar.addSeparator()
        self.search = SearchBox(None)
        bar.addWidget(self.search)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)

    def _fill_jurisdictions(self) -> None:
        box = self.jurisdiction_box
        for j in self.ctx.jurisdictions:
            box.addItem(j.name, j.id)
        box.setCurrentIndex(max(box.findData(self.ctx.jurisdiction_id), 0))
        box.currentIndexChanged.connect(lambda i: self.ctx.set_jurisdiction(box.itemData(i)))
        box.setEnabled(True)

    def _show_jurisdiction(self, jurisdiction_id: int) -> None:
        """The city box says the city the window works in, also when a record of another city
        turned the window to its city."""
        box = self.jurisdiction_box
        box.blockSignals(True)
        box.setCurrentIndex(max(box.findData(jurisdiction_id), 0))
        box.blockSignals(False)
        self._update_status()

    def sign_out(self) -> None:
        """A shared counter: the person leaves; the window locks and asks the next one to sign in
        (a good sign-in opens the window afresh for them)."""
        from animaloffice.services.sessions import record_sign_out

        actor = self.ctx.actor
        record_sign_out(actor)
        self.account_guard.lock(f"{actor.username} left the desk for the next person", label="signed out")

    def _build_menus(self) -> None:
        file_menu = self.file_menu = self.menuBar().addMenu(self.tr("&File"))
        self.sign_out_action = QAction(self.tr("Sign &out…"), self, objectName="sign_out_action", triggered=self.sign_out,
                                       toolTip="Leave the desk: the window locks until the next person signs in")
        file_menu.addAction(self.sign_out_action)
        file_menu.addSeparator()
        self.quit_action = QAction(self.tr("&Quit"), self, shortcut=QKeySequence.StandardKey.Quit,
                                   triggered=self.close)
        file_menu.addAction(self.quit_action)
        go = self.menuBar().addMenu(self.tr("&Go"))
        find = self.find_action = QAction(
            self.tr("&Find…"), self, shortcut=QKeySequence("Ctrl+F"),
            triggered=lambda: (self.search.edit.setFocus(), self.search.edit.selectAll()))
        go.addAction(find)
        self.addAction(find)
        for i, (_name, shortcut) in enumerate(TABS):
            action = QAction(self.tabs.tabText(i), self, shortcut=QKeySequence(shortcut))
            action.triggered.connect(lambda _=False, i=i: self.tabs.setCurrentIndex(i))
            go.addAction(action)
        self.tools_menu = self.menuBar().addMenu(self.tr("&Tools"))
        for i, (name, _) in enumerate(TABS):  # each tab may offer actions (batch printing, reports...)
            # filled when the tab is built (opening the submenu builds it)
            # each opens by its first letter (Alt+T, then L for Licenses): the tabs' names begin with
            # eight letters
            self.tab_widgets.menu_for(name, self.tools_menu.addMenu("&" + self.tabs.tabText(i)))
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        help_menu.addAction(QAction(self.tr("Open the &log folder"), self, triggered=self.open_log_folder))
        help_menu.addAction(QAction(self.tr("&About AnimalOffice"), self, triggered=self.about))

    def _update_status(self) -> None:
        if self.ctx is None:
            return
        name = next((j.name for j in self.ctx.jurisdictions if j.id == self.ctx.jurisdiction_id), "")
        role = self.ctx.actor.current_role(fresh=False) or "deactivated"  # as it is now
        self.status_label.setText(f"{self.ctx.actor.username} ({role}) · {name}")

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
        from .widgets.tab_order import tab_leaves_lists

        tab_leaves_lists(widget)
        menu = self.tab_widgets._menus.get(name)
        if menu is not None:
            actions = self._menu_actions(widget)
            for action in actions:
                menu.addAction(action)
            menu.menuAction().setVisible(bool(actions))

    def showEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().showEvent(event)
        if self.ctx is not None:
            self._warm_up_later()

    def _warm_up_later(self) -> None:
        """The other tabs, once the window is up and attached."""
        if not getattr(self, "_warming", False):
            self._warming = True
            QTimer.singleShot(WARM_UP_DELAY_MS, self.tabs, self.tab_widgets.warm_up)

    def about(self) -> None:
        from .about import show_about

        show_about(self)

    def open_log_folder(self) -> None:
        from .about import open_log_folder

        if not open_log_folder():
            from animaloffice.config import log_dir

            self.statusBar().showMessage(self.tr("The log folder is {0}").format(log_dir()), 10000)

    def _restore_layout(self) -> None:
        geometry = settings.load("main/geometry")
        if isinstance(geometry, QByteArray) and self.restoreGeometry(geometry):
            saved_on = settings.load("main/screen")
            clamp_geometry(self, FIRST_SIZE, saved_on if isinstance(saved_on, QSize) else None)
        else:
            fit_to_screen(self, FIRST_SIZE)
        state = settings.load("main/state")
        if isinstance(state, QByteArray):
            self.restoreState(state)
        tab = settings.load("main/tab")
        if tab is not None:
            self.tabs.setCurrentIndex(int(tab))

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        settings.save("main/geometry", self.saveGeometry())
        settings.save("main/screen", screen_size(self))
        settings.save("main/state", self.saveState())
        settings.save("main/tab", self.tabs.currentIndex())
        for widget in self.tab_widgets.values():
            if hasattr(widget, "save_layout"):
                widget.save_layout()
        self.search.hide_results()
        super().closeEvent(event)


def open_main_window(actor, jurisdiction_id: int | None = None, window=None):
    """The main window for the signed-in `actor`: `window` (a frame already on screen) filled,
    or a new one."""
    from animaloffice.queries.office import get_office_setting, jurisdiction_by_code

    from .context import AppContext
    if jurisdiction_id is None:
        default = get_office_setting("default_jurisdiction")
        if default:
            try:
                jurisdiction_id = jurisdiction_by_code(default).id
            except Exception:
                jurisdiction_id = None
    ctx = AppContext(actor, jurisdiction_id)
    if window is None:
        return MainWindow(ctx)
    window.attach(ctx)
    return window
