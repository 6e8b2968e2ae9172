"""Tabs built when first needed, so the window opens at once on a big office.

Each tab loads its lists when it is built (queries over a million licenses, the
kennel board, the hearing cases...) and imports its dialogs. At start-up only
the tab the window opens on is built; the others stand in as empty pages with
their title, and are built when shown, when a search hit or another tab opens a
record in them, when their Tools submenu opens, when code asks for them
(``window.tab_widgets[name]``), or a moment after the window is up, one per
turn of the event loop, so their menu shortcuts work soon after start too.
Before the window has its signed-in user (``ctx`` is None) nothing is built.

A tab package declares ``TITLE`` (on the stand-in's tab; its name if missing) and
``HANDLES`` (the record kinds its ``show_record`` opens, so a search hit builds it).
"""
from __future__ import annotations

import importlib
from collections.abc import Mapping

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMenu, QSizePolicy, QTabWidget, QWidget

UI = __package__  # 'ui' in the source tree, 'animaloffice.ui' where installed

WARM_UP_DELAY_MS = 400


class Placeholder(QWidget):
    """The page of a tab not built yet."""

    def __init__(self, name: str, title: str, handles: tuple[str, ...]):
        super().__init__()
        self.setObjectName(f"{name}_tab_pending")
        self.name, self.title, self.handles = name, title, handles


class TabSet(Mapping):
    """name -> tab widget. Looking one up builds it; iterating does not (a pending tab gives its
    placeholder)."""

    def __init__(self, tabs: QTabWidget, on_built):
        self.tabs, self.on_built = tabs, on_built
        self.ctx = None  # the signed-in user's context, given when the window is attached
        self._widgets: dict[str, QWidget] = {}
        self._modules: dict[str, object] = {}
        self._menus: dict[str, QMenu] = {}
        self._importing = None  # (name, thread) while warm_up imports a tab's code
        self._imported: set[str] = set()
        self._replacing = False
        self.active = False  # the window turns it on once assembled
        tabs.currentChanged.connect(self._current_changed)
        tabs.currentChanged.connect(self._size_by_shown_tab)

    # --- building ---------------------------------------------------------------------------
    def add(self, name: str) -> QWidget:
        """The tab's stand-in page (``build`` replaces it with the tab)."""
        module = importlib.import_module(f"{UI}.{name}")
        self._modules[name] = module
        widget = Placeholder(name, getattr(module, "TITLE", name.capitalize()),
                             tuple(getattr(module, "HANDLES", ())))
        self._widgets[name] = widget
        return widget

    def built(self, name: str) -> bool:
        return not isinstance(self._widgets[name], Placeholder)

    def build(self, name: str) -> QWidget:
        widget = self._widgets[name]
        if not isinstance(widget, Placeholder) or self.ctx is None:  # no user yet: the frame only
            return widget
        real = self._modules[name].create_tab(self.ctx)
        index = self.tabs.indexOf(widget)
        current = self.tabs.currentIndex()
        icon, tip = self.tabs.tabIcon(index), self.tabs.tabToolTip(index)
        self._replacing = True
        try:
            self.tabs.removeTab(index)
            self.tabs.insertTab(index, real, real.title)
            self.tabs.setTabIcon(index, real.icon() if hasattr(real, "icon") else icon)
            self.tabs.setTabToolTip(index, tip)
            self.tabs.setCurrentIndex(current)
        finally:
            self._replacing = False
        widget.deleteLater()
        self._widgets[name] = real
        self._size_by_shown_tab(self.tabs.currentIndex())
        self.on_built(name, real)
        return real

    def menu_for(self, name: str, menu: QMenu) -> None:
        """The tab's Tools submenu: filled when the tab is built (or opened before that)."""
        self._menus[name] = menu
        menu.aboutToShow.connect(lambda name=name: self.build(name))

    def warm_up(self) -> None:
        """Build the pending tabs one per turn of the event loop, after the window is up.

        Each tab's code is imported on a helper thread first and the tab built when that is
        done, so the window goes on answering meanwhile (the Permits tab's code brings in
        ReportLab, which takes a noticeable while to import on an office PC)."""
        if not self.tabs.isVisible() or self.ctx is None:  # closed before it was needed, or not attached
            return
        if self._importing is not None:
            name, thread = self._importing
            if thread.is_alive():
                QTimer.singleShot(10, self.tabs, self.warm_up)
                return
            self._importing = None
            self._imported.add(name)
        pending = [n for n in self._widgets if not self.built(n)]
        if not pending:
            return
        name = pending[0]
        if name not in self._imported:
            from .preload import import_in_background

            self._importing = (name, import_in_background(f"{UI}.{name}.tab"))
            QTimer.singleShot(10, self.tabs, self.warm_up)
            return
        self.build(name)
        QTimer.singleShot(0, self.tabs, self.warm_up)

    def _size_by_shown_tab(self, shown: int) -> None:
        """The tabs need only the room of the tab shown: a tall tab (Field work) does not make
        every other tab scroll."""
        for i in range(self.tabs.count()):
            policy = QSizePolicy.Policy.Preferred if i == shown else QSizePolicy.Policy.Ignored
            self.tabs.widget(i).setSizePolicy(policy, policy)

    def _current_changed(self, index: int) -> None:
        if self._replacing or not self.active or index < 0:
            return
        widget = self.tabs.widget(index)
        if isinstance(widget, Placeholder):
            self.build(widget.name)

    # --- Mapping ------------------------------------------------------------------------------
    def __getitem__(self, name: str) -> QWidget:
        if name not in self._widgets:
            raise KeyError(name)
        return self.build(name)

    def __iter__(self):
        return iter(self._widgets)

    def __len__(self) -> int:
        return len(self._widgets)

    def items(self):  # without building: a pending tab gives its placeholder
        return list(self._widgets.items())

    def values(self):
        return list(self._widgets.values())
