"""Icons for the tabs and main actions, drawn as SVG in ``resources/icons``.

Line icons use ``stroke="currentColor"``; they are painted in the palette's
text colour at the moment they are drawn, so they stay readable when the
system switches between light and dark. Icons whose file names no colour
(the application icon) are drawn as they are.
"""
from __future__ import annotations

from functools import cache
from pathlib import Path

from PySide6.QtCore import QByteArray, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication, QIcon, QIconEngine, QImage, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import QApplication

#: every icon the window uses; a test checks each file exists and renders
NAMES = ("animaloffice", "licenses", "permits", "intake", "hearings", "owners", "reports", "field", "search",
         "print", "save-pdf", "settings", "backup", "quit", "help", "jurisdiction", "users", "scanner", "today")
FIXED_SIZES = (16, 24, 32, 48, 64, 128, 256)  # offered for the window-system icons (taskbar, title bar)


def icons_dir() -> Path:
    from animaloffice import config

    return config.resources_dir() / "icons"


@cache
def svg_source(name: str) -> bytes:
    return (icons_dir() / f"{name}.svg").read_bytes()


def _colour_for(mode: QIcon.Mode) -> str:
    palette = QGuiApplication.palette()
    group = QPalette.ColorGroup.Disabled if mode == QIcon.Mode.Disabled else QPalette.ColorGroup.Active
    role = QPalette.ColorRole.HighlightedText if mode == QIcon.Mode.Selected else QPalette.ColorRole.WindowText
    return palette.color(group, role).name()


def render(name: str, size: QSize, colour: str | None = None) -> QImage:
    """The icon drawn at `size` (currentColor replaced by `colour`, default the palette's text)."""
    data = svg_source(name)
    data = data.replace(b"currentColor", (colour or _colour_for(QIcon.Mode.Normal)).encode())
    from PySide6.QtSvg import QSvgRenderer  # when the first icon is drawn, not at start-up

    renderer = QSvgRenderer(QByteArray(data))
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    return image


class _PaletteIconEngine(QIconEngine):
    """Draws the SVG when asked, at the size asked (line icons in the current palette colour).

    Nothing is drawn before an icon is shown: the application icon's seven sizes used to be
    drawn at start-up, before the first window."""

    def __init__(self, name: str):
        super().__init__()
        self.name = name
        self.fixed = b"currentColor" not in svg_source(name)  # its own colours: any size will do

    def availableSizes(self, mode: QIcon.Mode = QIcon.Mode.Normal,  # noqa: N802 (Qt name)
                       state: QIcon.State = QIcon.State.Off) -> list[QSize]:
        return [QSize(px, px) for px in FIXED_SIZES] if self.fixed else []

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
        size = QSize(max(1, int(rect.width() * ratio)), max(1, int(rect.height() * ratio)))
        image = render(self.name, size, _colour_for(mode))
        image.setDevicePixelRatio(ratio)
        painter.drawImage(rect, image)

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        return QPixmap.fromImage(render(self.name, size, _colour_for(mode)))

    def scaledPixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State,  # noqa: N802
                     scale: float) -> QPixmap:
        device = QSize(max(1, int(size.width() * scale)), max(1, int(size.height() * scale)))
        pixmap = QPixmap.fromImage(render(self.name, device, _colour_for(mode)))
        pixmap.setDevicePixelRatio(scale)
        return pixmap

    def actualSize(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QSize:  # noqa: N802
        return size

    def clone(self) -> QIconEngine:
        return _PaletteIconEngine(self.name)

    def key(self) -> str:
        return "animaloffice-svg"

    def isNull(self) -> bool:  # noqa: N802
        return False


_engines: list[_PaletteIconEngine] = []  # Qt owns the engine, Python must keep the wrapper alive


def icon(name: str) -> QIcon:
    """The named icon (a file ``resources/icons/<name>.svg``)."""
    if name not in NAMES and not (icons_dir() / f"{name}.svg").exists():
        raise KeyError(f"no icon {name!r} in {icons_dir()}")
    engine = _PaletteIconEngine(name)
    _engines.append(engine)
    return QIcon(engine)


def app_icon() -> QIcon:
    return icon("animaloffice")


def set_app_icon() -> None:
    """The icon on every window; set once the first window is up (drawn when first shown)."""
    app = QApplication.instance()
    if app is not None and app.windowIcon().isNull():
        app.setWindowIcon(app_icon())
