"""The look: Qt's Fusion style in the system's light or dark colours.

Fusion looks the same on every office PC and follows the platform palette.
Where the platform says "dark" but hands Fusion a light palette (some Linux
desktops without a Qt theme plugin), a dark palette is built here; when the
system switches back, Fusion's own light palette returns. Widgets never set
colours of their own beyond what reads on both (see ``error_colour``).
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

_DARK = {  # role: (active, disabled)
    QPalette.ColorRole.Window: ("#2b2d30", "#2b2d30"),
    QPalette.ColorRole.WindowText: ("#e6e6e6", "#7f8389"),
    QPalette.ColorRole.Base: ("#1e1f22", "#26272a"),
    QPalette.ColorRole.AlternateBase: ("#27292c", "#27292c"),
    QPalette.ColorRole.ToolTipBase: ("#3c3f41", "#3c3f41"),
    QPalette.ColorRole.ToolTipText: ("#e6e6e6", "#e6e6e6"),
    QPalette.ColorRole.PlaceholderText: ("#8c9096", "#6b6e73"),
    QPalette.ColorRole.Text: ("#e6e6e6", "#7f8389"),
    QPalette.ColorRole.Button: ("#35373b", "#2f3134"),
    QPalette.ColorRole.ButtonText: ("#e6e6e6", "#7f8389"),
    QPalette.ColorRole.BrightText: ("#ff6b6b", "#ff6b6b"),
    QPalette.ColorRole.Link: ("#6cb4ff", "#5a7fa6"),
    QPalette.ColorRole.LinkVisited: ("#b79cff", "#8a7bb0"),
    QPalette.ColorRole.Highlight: ("#2f65ca", "#3a3d41"),
    QPalette.ColorRole.HighlightedText: ("#ffffff", "#a0a0a0"),
    QPalette.ColorRole.Light: ("#4a4d52", "#4a4d52"),
    QPalette.ColorRole.Midlight: ("#3e4145", "#3e4145"),
    QPalette.ColorRole.Mid: ("#2a2c2f", "#2a2c2f"),
    QPalette.ColorRole.Dark: ("#1a1b1d", "#1a1b1d"),
    QPalette.ColorRole.Shadow: ("#0d0d0e", "#0d0d0e"),
}


def dark_palette() -> QPalette:
    palette = QPalette()
    for role, (active, disabled) in _DARK.items():
        palette.setColor(QPalette.ColorGroup.Active, role, QColor(active))
        palette.setColor(QPalette.ColorGroup.Inactive, role, QColor(active))
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(disabled))
    return palette


def is_dark(palette: QPalette | None = None) -> bool:
    palette = palette or QGuiApplication.palette()
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def apply_look(app: QApplication) -> None:
    """Fusion, the system's colours, and follow the system when it switches light/dark."""
    if not app.property("animaloffice_fusion"):  # else make_application asked Qt for it at start
        app.setStyle("Fusion")
    follow_scheme(app, app.styleHints().colorScheme())
    app.styleHints().colorSchemeChanged.connect(lambda scheme: follow_scheme(app, scheme))


def follow_scheme(app: QApplication, scheme: Qt.ColorScheme) -> None:
    if scheme == Qt.ColorScheme.Dark and not is_dark(app.palette()):
        app.setPalette(dark_palette())
    elif scheme == Qt.ColorScheme.Light and is_dark(app.palette()):
        app.setPalette(app.style().standardPalette())


def error_colour(palette: QPalette | None = None) -> str:
    """A red that reads on the current background (dark red on light, light red on dark)."""
    return "#ff8080" if is_dark(palette) else "#b00020"


def ok_colour(palette: QPalette | None = None) -> str:
    """A green for "all clear" that reads on the current background."""
    return "#81c784" if is_dark(palette) else "#1b5e20"


_TINTS = {  # kind: (on a light background, on a dark background)
    "warning": ("#fff1c2", "#5a4a17"),
    "danger": ("#f6d5d8", "#5c2a30"),
    "info": ("#cfe3ff", "#23406b"),
    "ok": ("#d7f0d9", "#1f4a2a"),
}


def tint(kind: str, palette: QPalette | None = None) -> QColor:
    """A row or day highlight that keeps the palette's text readable in light and dark mode."""
    light, dark = _TINTS[kind]
    return QColor(dark if is_dark(palette) else light)


_TEXT = {  # kind: (on a light background, on a dark background)
    "danger": ("#b00020", "#ff8080"),
    "warning": ("#8a5300", "#ffc966"),
    "ok": ("#1b5e20", "#81c784"),
}


def colour(kind: str, palette: QPalette | None = None) -> str:
    """Text colour for a state ("danger", "warning", "ok", or "muted" for secondary text) that
    reads on the current background; for labels, rich text and table cells alike."""
    if kind == "muted":
        return (palette or QGuiApplication.palette()).color(QPalette.ColorRole.PlaceholderText).name()
    light, dark = _TEXT[kind]
    return dark if is_dark(palette) else light


def danger() -> str:
    return colour("danger")


def warning() -> str:
    return colour("warning")


def ok() -> str:
    return colour("ok")


def muted() -> str:
    return colour("muted")
