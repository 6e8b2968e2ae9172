"""A clerk at the keyboard, counted: every command key pressed and every mouse click goes into
``commands``; the text typed into fields is counted apart (``typed``), not against a budget.

Keys go where the focus is, as a clerk's do (``QApplication.focusWidget()``): a key meant for
a field that the focus never reaches goes elsewhere, and the test finds out. Modal dialogs run
their real ``exec()``: what to do in each is queued with ``in_modal`` before the key that opens
it, and runs inside the dialog's own event loop once it has the keyboard.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

NO = Qt.KeyboardModifier.NoModifier
CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
_NAMES = {CTRL: "Ctrl+", ALT: "Alt+", SHIFT: "Shift+", NO: ""}


class Keyboard:
    def __init__(self, qtbot):
        self.qtbot = qtbot
        self.commands: list[str] = []
        self.typed = 0
        self._modals: deque[tuple[str, Callable[[QWidget], None]]] = deque()
        self._seen: list[QWidget] = []
        self._polling = False
        self.failures: list[str] = []

    # --- what the clerk does -------------------------------------------------------------
    def focus(self) -> QWidget:
        widget = QApplication.focusWidget()
        assert widget is not None, f"no widget has the keyboard (after {self.commands})"
        return widget

    def press(self, key: Qt.Key, modifier=NO) -> None:
        """One command key, into the widget that has the focus."""
        self.commands.append(_NAMES[modifier] + Qt.Key(key).name.removeprefix("Key_"))
        QTest.keyClick(self.focus(), key, modifier)

    def tab(self, times: int = 1) -> None:
        for _ in range(times):
            self.press(Qt.Key.Key_Tab)

    def alt(self, letter: str) -> None:
        self.press(getattr(Qt.Key, f"Key_{letter.upper()}"), ALT)

    def type(self, text: str) -> None:
        """Text typed into the field that has the focus (not a command)."""
        QTest.keyClicks(self.focus(), text)
        self.typed += len(text)

    def scan(self, text: str) -> None:
        """A barcode scanner used as a keyboard: the digits and its own Enter (neither a command)."""
        self.type(text)
        QTest.keyClick(self.focus(), Qt.Key.Key_Return)

    def click(self, widget: QWidget) -> None:
        self.commands.append("click")
        self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)

    def outside(self, what: str) -> None:
        """A key pressed in a window of the system's (the printer dialog), counted."""
        self.commands.append(what)

    # --- modal dialogs ------------------------------------------------------------------
    def in_modal(self, name: str, steps: Callable[[QWidget], None]) -> None:
        """When the next modal dialog (object name or class name ``name``) has the keyboard, run
        ``steps(dialog)`` inside its event loop."""
        self._modals.append((name, steps))
        if not self._polling:
            self._polling = True
            QTimer.singleShot(10, self._poll)

    def _poll(self) -> None:
        if not self._modals:
            self._polling = False
            return
        QTimer.singleShot(10, self._poll)  # keeps polling while the steps below run (nested dialogs)
        modal = QApplication.activeModalWidget()
        if modal is None or modal in self._seen or not modal.isActiveWindow():
            return
        name, steps = self._modals.popleft()
        self._seen.append(modal)
        if name not in (modal.objectName(), type(modal).__name__):
            self.failures.append(f"expected the {name} dialog, {modal.objectName() or type(modal).__name__} opened")
            modal.reject()
            return
        try:
            steps(modal)
        except BaseException as exc:  # noqa: BLE001 (reported by check(), not lost in Qt's loop)
            self.failures.append(f"in {name}: {type(exc).__name__}: {exc}")
            if modal.isVisible():
                modal.reject()

    def check(self) -> None:
        """Every queued dialog opened and its steps ran without a failure."""
        assert not self.failures, self.failures
        assert not self._modals, f"never opened: {[n for n, _ in self._modals]}"

    def wait_active(self, window: QWidget) -> None:
        """A window just shown has the keyboard (a window manager gives it; no key is pressed)."""
        self.qtbot.waitUntil(window.isVisible, timeout=3000)
        window.activateWindow()
        self.qtbot.waitUntil(window.isActiveWindow, timeout=3000)
