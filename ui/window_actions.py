"""What the main window gets from the office-PC work: Tools > Settings…, Help > Keyboard shortcuts,
icons on the tabs and main actions, a sensible tab order, and the jurisdiction list kept current.

Kept out of ``main_window.py`` (which only assembles) and installed with one call.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .icons import NAMES, icon
from .modal import open_window

SETTINGS_SHORTCUT = "Ctrl+,"
ACTION_ICONS = {"quit_action": "quit"}


def install(window) -> None:
    from .icons import set_app_icon

    set_app_icon()  # every window and dialog shows the application's icon
    _tab_icons(window)
    _settings_action(window)
    _help_actions(window)
    _action_icons(window)
    _tab_order(window)
    window.ctx.data_changed.connect(lambda table: _refresh_jurisdictions(window)
                                    if table in ("jurisdiction", "") else None)


def _tab_icons(window) -> None:
    for i in range(window.tabs.count()):
        name = next((n for n, w in window.tab_widgets.items() if w is window.tabs.widget(i)), "")
        if window.tabs.tabIcon(i).isNull() and name in NAMES:
            window.tabs.setTabIcon(i, icon(name))


def _settings_action(window) -> None:
    action = QAction(icon("settings"), "&Settings…", window, objectName="settings_action")
    action.setShortcut(QKeySequence(SETTINGS_SHORTCUT))
    action.setStatusTip(QCoreApplication.translate("ui.window_actions", "Office details, jurisdictions, fees and periods, backup folder and database"))
    action.setMenuRole(QAction.MenuRole.PreferencesRole)
    action.triggered.connect(lambda: open_settings(window))
    window.tools_menu.addSeparator()
    window.tools_menu.addAction(action)
    window.addAction(action)
    window.settings_action = action


def open_settings(window):
    from .admin_settings import open_settings as show

    window.settings_dialog = show(window, window.ctx)
    return window.settings_dialog


def _help_actions(window) -> None:
    help_menu = next((a.menu() for a in window.menuBar().actions() if a.text() == "&Help"), None)
    if help_menu is None:
        return
    action = QAction(icon("help"), "&Keyboard shortcuts", window, objectName="shortcuts_action")
    action.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
    action.triggered.connect(lambda: show_shortcuts(window))
    first = help_menu.actions()[0] if help_menu.actions() else None
    help_menu.insertAction(first, action)
    window.addAction(action)
    window.shortcuts_action = action


def _action_icons(window) -> None:
    quit_action = getattr(window, "quit_action", None)
    if isinstance(quit_action, QAction) and quit_action.shortcut().isEmpty():
        quit_action.setShortcut(QKeySequence("Ctrl+Q"))  # Windows binds no standard Quit key
    for attribute, name in ACTION_ICONS.items():
        action = getattr(window, attribute, None)
        if isinstance(action, QAction) and action.icon().isNull():
            action.setIcon(icon(name))
    find = getattr(window, "find_action", None)
    if isinstance(find, QAction) and find.icon().isNull():
        find.setIcon(icon("search"))


def _tab_order(window) -> None:
    """Jurisdiction, then search, then the tabs and their content."""
    QWidget.setTabOrder(window.jurisdiction_box, window.search.edit)
    # the tab widget, not only its bar: the widget stands in the chain for its bar, and left after
    # the tabs' content it sent Tab from a tab's last control back to the bar, so that the city and
    # the search box were never reached
    QWidget.setTabOrder(window.search.edit, window.tabs)
    window.search.edit.setFocus(Qt.FocusReason.OtherFocusReason)  # a scan at the desk goes straight in


def _refresh_jurisdictions(window) -> None:
    window.ctx.refresh_jurisdictions()
    box = window.jurisdiction_box
    current = box.currentData()
    box.blockSignals(True)
    box.clear()
    for j in window.ctx.jurisdictions:
        box.addItem(j.name, j.id)
    box.setCurrentIndex(max(0, box.findData(current)))
    box.blockSignals(False)


def all_shortcuts(window) -> list[tuple[str, str]]:
    """(action, shortcut) for every action of the window and its menus that has a shortcut."""
    seen, rows = set(), []
    for action in window.findChildren(QAction):
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        text = action.text().replace("&", "").replace("…", "").strip()
        if keys and text and (text, keys) not in seen:
            seen.add((text, keys))
            rows.append((text, keys))
    rows += [("Open the best search hit (a scanned tag or microchip)", "Enter"),
             ("Move through the search hits", "Down / Up")]
    return sorted(rows, key=lambda r: r[0].lower())


def show_shortcuts(window) -> QDialog:
    dialog = QDialog(window, objectName="shortcuts_dialog")
    dialog.setWindowTitle(QCoreApplication.translate("ui.window_actions", "Keyboard shortcuts"))
    rows = all_shortcuts(window)
    table = QTableWidget(len(rows), 2, dialog)
    table.setAccessibleName(QCoreApplication.translate("ui.window_actions", "Keyboard shortcuts"))
    table.setHorizontalHeaderLabels((QCoreApplication.translate("ui.window_actions", "Action"), QCoreApplication.translate("ui.window_actions", "Keys")))
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for r, (text, keys) in enumerate(rows):
        table.setItem(r, 0, QTableWidgetItem(text))
        table.setItem(r, 1, QTableWidgetItem(keys))
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(table)
    layout.addWidget(buttons)
    dialog.resize(520, 480)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    open_window(dialog)
    window.shortcuts_dialog = dialog
    return dialog
