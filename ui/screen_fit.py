"""Every window and dialog on the screen it opens on, with its buttons in reach.

A desk PC may have a 1366x768 screen at 150 % scaling: 911x512 pixels for the program. A
window asks for the size it likes (``preferred``); ``fit_to_screen`` gives it that size or the
screen's available room, whichever is smaller, and when even its smallest layout is taller or
wider than the room, the dialog's fields go into a scroll area while its buttons (the last row:
OK, Cancel, Print...) stay below it, always visible. ``clamp_geometry`` brings a window whose
saved geometry came from another screen back inside the one it opens on.

``ui.modal`` (``run_modal``, ``show_window``, ``open_window``) calls ``fit_to_screen`` for every
dialog, so a dialog only has to say how large it would like to be.
"""
from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QBoxLayout,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QLayout,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

# room for a window manager's frame and title bar, until the window's real frame is known
FRAME_ALLOWANCE = QSize(16, 40)
SCROLL_NAME = "fit_scroll"


def available_rect(widget: QWidget) -> QRect:
    """The available geometry (less taskbars) of the screen the widget opens on: its parent
    window's screen for a dialog, else its own, else the primary screen."""
    screen = None
    parent = widget.parentWidget()
    if parent is not None and parent.window().isVisible():
        screen = parent.window().screen()
    screen = screen or widget.screen() or QApplication.primaryScreen()
    return screen.availableGeometry()


def room(widget: QWidget) -> QSize:
    """The largest size (inside the frame) the widget may take on its screen."""
    area = available_rect(widget)
    frame = FRAME_ALLOWANCE
    if widget.isVisible():
        outer, inner = widget.frameGeometry(), widget.geometry()
        if outer.height() > inner.height():
            frame = QSize(outer.width() - inner.width(), outer.height() - inner.height())
    return QSize(max(200, area.width() - frame.width()), max(150, area.height() - frame.height()))


def fits(widget: QWidget) -> bool:
    limit = room(widget)
    hint = widget.minimumSizeHint()
    return hint.width() <= limit.width() and hint.height() <= limit.height()


def fit_to_screen(widget: QWidget, preferred: QSize | None = None) -> QSize:
    """Size ``widget`` to ``preferred`` (or the size it has or asks for) within its screen's
    room, scrolling a dialog's fields when its smallest layout does not fit. Returns the size."""
    limit = room(widget)
    if isinstance(widget, QDialog) and not fits(widget):
        scroll_fields(widget)
    if widget.layout() is not None:
        widget.layout().activate()
    minimum = widget.minimumSize()
    if minimum.width() > limit.width() or minimum.height() > limit.height():
        widget.setMinimumSize(minimum.boundedTo(limit))
    if preferred is None:
        preferred = widget.size() if widget.testAttribute(Qt.WidgetAttribute.WA_Resized) else widget.sizeHint()
    size = preferred.expandedTo(widget.minimumSizeHint()).boundedTo(limit)
    widget.resize(size)
    if widget.testAttribute(Qt.WidgetAttribute.WA_Moved) or widget.isVisible():
        clamp_position(widget)
    return size


def clamp_position(widget: QWidget) -> None:
    """Move the window so all of it is on its screen."""
    area = available_rect(widget)
    frame = widget.frameGeometry()
    if not widget.isVisible():  # no frame yet: leave room for the one it will get
        frame.setSize(frame.size() + FRAME_ALLOWANCE)
    x = min(max(frame.x(), area.left()), max(area.left(), area.right() + 1 - frame.width()))
    y = min(max(frame.y(), area.top()), max(area.top(), area.bottom() + 1 - frame.height()))
    if (x, y) != (frame.x(), frame.y()):
        widget.move(x, y)


def clamp_geometry(widget: QWidget, first_size: QSize, saved_on: QSize | None = None) -> None:
    """After ``restoreGeometry``: the window comes back inside the screen it opens on. Saved on
    a screen of another size (``saved_on``, the available size then), it opens at its first-start
    size again, as far as this screen allows: a 1366x768 session's window is not the size for a
    1920x1080 screen, nor the other way round."""
    size = widget.size()
    if saved_on is not None and saved_on != available_rect(widget).size():
        size = first_size
    widget.resize(size.boundedTo(room(widget)))
    clamp_position(widget)


def screen_size(widget: QWidget) -> QSize:
    """The available size of the widget's screen (saved with its geometry)."""
    return available_rect(widget).size()


# --- the scroll area for a dialog that is taller than the screen ------------------------

def _holds_buttons(item) -> bool:
    widget, layout = item.widget(), item.layout()
    if isinstance(widget, (QDialogButtonBox, QAbstractButton)):
        return True
    if layout is not None:
        return any(isinstance(layout.itemAt(i).widget(), (QDialogButtonBox, QAbstractButton))
                   for i in range(layout.count()))
    return False


def scroll_fields(dialog: QDialog) -> QScrollArea | None:
    """Put everything above the dialog's last row of buttons into a scroll area (once).

    Only a dialog laid out top to bottom is rearranged; the widgets keep their identity (the
    dialog's code still holds them), only their parent changes."""
    existing = dialog.findChild(QScrollArea, SCROLL_NAME)
    layout = dialog.layout()
    if existing is not None or not isinstance(layout, QBoxLayout) \
            or layout.direction() != QBoxLayout.Direction.TopToBottom:
        return existing
    count = layout.count()
    cut = next((i for i in range(count - 1, -1, -1) if _holds_buttons(layout.itemAt(i))), count)
    while cut > 0 and layout.itemAt(cut - 1).widget() is not None \
            and type(layout.itemAt(cut - 1).widget()).__name__ == "ErrorBanner":
        cut -= 1  # a refusal shown just above the buttons stays with them
    if cut == 0:
        return None
    stretches = [layout.stretch(i) for i in range(count)]
    items = [layout.takeAt(0) for _ in range(count)]
    body = QWidget(objectName="fit_body")
    inner = QVBoxLayout(body)
    inner.setContentsMargins(0, 0, 0, 0)
    inner.setSpacing(layout.spacing())
    for item, stretch in zip(items[:cut], stretches[:cut]):
        _move(item, inner, stretch)
    area = QScrollArea(objectName=SCROLL_NAME)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no blank stop between the last field and the buttons
    area.setWidget(body)
    layout.addWidget(area, 1)
    for item, stretch in zip(items[cut:], stretches[cut:]):
        _move(item, layout, stretch)
    return area


def _move(item, target: QBoxLayout, stretch: int) -> None:
    widget, child = item.widget(), item.layout()
    if widget is not None:
        target.addWidget(widget, stretch, item.alignment())
    elif isinstance(child, QLayout):
        child.setParent(None)
        target.addLayout(child, stretch)
    else:
        target.addItem(item)
