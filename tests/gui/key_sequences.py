"""Every key sequence a window answers, by where it is active, to find one bound twice.

Qt runs neither of two shortcuts with the same keys active at the same time ("Ambiguous
shortcut"); two buttons with the same Alt+letter in one dialog only move the focus between
them. A key is active in a *scope*: the whole window (menus, window actions, the menu bar's
Alt+letter), or one tab of the main window (its actions, its buttons' keys: a hidden tab's keys
do not work), or one dialog. A key may be reused in two tabs, never in a tab and the window,
nor twice in one scope.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QLabel, QMenu, QMenuBar, QStackedWidget, QTabWidget, QWidget
from shiboken6 import getCppPointer

WIDE = (Qt.ShortcutContext.WindowShortcut, Qt.ShortcutContext.ApplicationShortcut)


def mnemonic(text: str) -> str:
    """'Alt+X' for a text with '&X' (not '&&'), else ''."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] != "&":
                return f"Alt+{text[i + 1].upper()}"
            i += 1
        i += 1
    return ""


def _keys(sequences) -> list[str]:
    return [s.toString(QKeySequence.SequenceFormat.PortableText) for s in sequences if not s.isEmpty()]


def _pages(widget: QWidget | None) -> dict[int, int]:
    """For each stack of pages above the widget (a tab widget's, a stacked widget's): which page
    it is on. Two widgets on different pages of one stack are never on screen together."""
    out = {}
    while widget is not None:
        parent = widget.parentWidget()
        if isinstance(parent, QStackedWidget):
            out[getCppPointer(parent)[0]] = parent.indexOf(widget)  # the same stack, whatever wrapper
        widget = parent
    return out


def together(a: QWidget | None, b: QWidget | None) -> bool:
    pa, pb = _pages(a), _pages(b)
    return all(pa[k] == pb[k] for k in pa.keys() & pb.keys())


def _where(widget: QWidget | None, tabs: QTabWidget | None) -> str:
    while widget is not None and tabs is not None:
        parent = widget.parentWidget()
        if parent is not None and parent.parentWidget() is tabs:
            return f"tab {tabs.tabText(tabs.indexOf(widget)).replace('&', '')}"
        widget = parent
    return "window"


def bindings(window) -> list[tuple[str, str, QWidget | None]]:
    """(keys, what, where it is active: None for the whole window) for every menu, action,
    shortcut and button of a window (buttons hidden on purpose left out)."""
    found = []
    seen = set()
    for action in window.findChildren(QAction) + list(window.actions()):
        if id(action) in seen or action.menu() is not None:
            continue
        seen.add(id(action))
        holders = [o for o in action.associatedObjects() if isinstance(o, QWidget) and not isinstance(o, QMenu)]
        owner = action.parent() if isinstance(action.parent(), QWidget) else None
        if action.shortcutContext() in WIDE:
            place = next((h for h in holders if h is not window), None)
        else:
            place = owner if owner is not None and owner is not window else None
        for k in _keys(action.shortcuts()):
            found.append((k, f"action {action.text().replace('&', '')!r}", place))
    for shortcut in window.findChildren(QShortcut):
        place = shortcut.parent() if isinstance(shortcut.parent(), QWidget) else None
        for k in _keys([shortcut.key()]):
            found.append((k, f"shortcut on {place.objectName() or type(place).__name__ if place else '?'}",
                          None if place is window else place))
    for button in window.findChildren(QAbstractButton):
        if button.isHidden() or not button.isEnabled() and not button.text():
            continue
        for k in _keys([button.shortcut()]):
            found.append((k, f"button {button.text().replace('&', '') or button.objectName()!r}", button))
    for bar in window.findChildren(QMenuBar):
        for action in bar.actions():
            key = mnemonic(action.text())
            if key:
                found.append((key, f"menu {action.text().replace('&', '')!r}", None))
    return found


def conflicts(rows: list[tuple[str, str, QWidget | None]], tabs: QTabWidget | None = None) -> list[str]:
    """Each key bound twice where both would be active at once, in words."""
    out = set()
    for i, (k1, w1, p1) in enumerate(rows):
        for k2, w2, p2 in rows[i + 1:]:
            if k1.lower() == k2.lower() and w1 != w2 and (p1 is None or p2 is None or together(p1, p2)):
                where = _where(p1 if p1 is not None else p2, tabs)
                out.add(f"{where}: {k1} is {' and '.join(sorted((w1, w2)))}")
    return sorted(out)


def window_conflicts(window, tabs: QTabWidget | None = None) -> list[str]:
    return conflicts(bindings(window), tabs)


def dialog_conflicts(dialog: QWidget) -> list[str]:
    """A dialog's keys bound twice: its shortcuts, actions, buttons, and the Alt+letter of the
    labels that lead to a field."""
    rows = bindings(dialog)
    for label in dialog.findChildren(QLabel):
        key = mnemonic(label.text()) if label.buddy() is not None and not label.isHidden() else ""
        if key:
            rows.append((key, f"label {label.text().replace('&', '')!r}", label))
    return conflicts(rows)
