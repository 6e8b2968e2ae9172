"""Accessibility and look: every input has a name a screen reader can say, every main action and
tab an icon and a visible shortcut, and the dark palette is followed (no fixed colours)."""
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from animaloffice.config import DatabaseTarget
from animaloffice.documents.base import Letter, Letterhead
from animaloffice.documents.page_writer import render_letters
from ui import theme
from ui.accessibility import hard_coded_colours, unnamed_inputs
from ui.admin_settings import SettingsDialog
from ui.app import make_application
from ui.icons import NAMES, render
from ui.main_window import open_main_window
from ui.printing import DocumentPreview
from ui.sign_in import SignInDialog
from ui.window_actions import show_shortcuts


def _letter_pdf():
    from datetime import date

    return render_letters([Letter(Letterhead("Office", "City"), "T", date(2026, 1, 5), paragraphs=["x"])],
                          title="t")


def _all_windows(qtbot, office):
    window = open_main_window(office.admin)
    qtbot.addWidget(window)
    window.show()
    settings = SettingsDialog(window.ctx, window)
    preview = DocumentPreview(_letter_pdf(), "Letter", "letter", parent=window,
                              layouts={"a": "A", "b": "B"}, render_layout=lambda k: _letter_pdf())
    shortcuts = show_shortcuts(window)
    sign_in = SignInDialog()
    qtbot.addWidget(sign_in)
    return {"main window": window, "settings": settings, "preview": preview, "shortcuts": shortcuts,
            "sign in": sign_in}


def test_every_input_has_an_accessible_name_or_label(qtbot, office):
    for name, root in _all_windows(qtbot, office).items():
        assert unnamed_inputs(root) == [], name


def test_first_run_inputs_are_named(qtbot, tmp_path, monkeypatch):
    from animaloffice.persistence.db import close_database, open_database
    from ui.first_run import FirstRunWizard

    monkeypatch.setenv("ANIMALOFFICE_HOME", str(tmp_path))
    open_database(DatabaseTarget("sqlite", path=tmp_path / "n.sqlite3"))
    try:
        wizard = FirstRunWizard()
        qtbot.addWidget(wizard)
        assert unnamed_inputs(wizard) == []
    finally:
        close_database()


def test_tabs_and_main_actions_have_icons_and_shortcuts(qtbot, office):
    window = open_main_window(office.clerk)
    qtbot.addWidget(window)
    for i in range(window.tabs.count()):
        assert not window.tabs.tabIcon(i).isNull(), window.tabs.tabText(i)
        assert "(Ctrl+" in window.tabs.tabToolTip(i)
    menus = [a.text() for a in window.menuBar().actions()]
    assert all("&" in m for m in menus), menus  # every menu opens with Alt+letter
    for action in (window.settings_action, window.quit_action, window.shortcuts_action):
        assert not action.icon().isNull() and not action.shortcut().isEmpty()
    assert window.windowIcon().isNull() is False


def test_every_icon_draws_and_takes_the_palette_colour(qtbot):
    app = QApplication.instance()
    saved = app.palette()
    try:
        for dark in (False, True):
            app.setPalette(theme.dark_palette() if dark else app.style().standardPalette())
            for name in NAMES:
                image = render(name, QSize(32, 32))
                opaque = [image.pixelColor(x, y) for x in range(32) for y in range(32)
                          if image.pixelColor(x, y).alpha() == 255]
                assert opaque, name
                if name != "animaloffice":  # line icons are drawn in the text colour
                    lightness = sum(c.lightness() for c in opaque) / len(opaque)
                    assert (lightness > 160) if dark else (lightness < 100), (name, dark)
    finally:
        app.setPalette(saved)


def test_dark_scheme_is_followed_and_nothing_fixes_a_colour(qtbot, office):
    app = make_application()
    light = app.palette()
    try:
        theme.follow_scheme(app, Qt.ColorScheme.Dark)
        assert theme.is_dark(app.palette())
        windows = _all_windows(qtbot, office)
        for name, root in windows.items():
            assert theme.is_dark(root.palette()), name
            assert hard_coded_colours(root) == [], name
        theme.follow_scheme(app, Qt.ColorScheme.Light)
        assert not theme.is_dark(app.palette())
    finally:
        app.setPalette(light)


def test_error_banner_reads_in_dark_mode(qtbot):
    app = QApplication.instance()
    light = app.palette()
    try:
        from animaloffice.domain.errors import ValidationError
        from ui.widgets.forms import ErrorBanner

        app.setPalette(theme.dark_palette())
        banner = ErrorBanner()
        qtbot.addWidget(banner)
        banner.show_error(ValidationError("name", "is required"))
        assert theme.error_colour() in banner.styleSheet() and theme.error_colour() == "#ff8080"
    finally:
        app.setPalette(light)


def test_colours_come_from_the_theme():
    """A colour fixed in code (a dark red label, a pastel row) is unreadable in one of the two
    looks: state colours come from ui.theme (colour, tint, danger...), which has a light and a
    dark version of each. Only status chips that fix both their background and their text
    colour (the kennel board) keep their own pairs."""
    import re
    from pathlib import Path

    ui = Path(__file__).resolve().parents[2] / "ui"
    pairs_allowed = {"intake/board.py", "intake/detail.py"}
    fixed = re.compile(r"(QColor\(\s*\d|#[0-9a-fA-F]{3}\b|#[0-9a-fA-F]{6}\b)")
    offenders = [f"{p.relative_to(ui)}:{n}: {line.strip()[:70]}" for p in ui.rglob("*.py")
                 if p.name != "theme.py" and str(p.relative_to(ui)) not in pairs_allowed
                 for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
                 if fixed.search(line)]
    assert offenders == []
    app = QApplication.instance()
    saved = app.palette()
    try:
        app.setPalette(theme.dark_palette())
        assert all(theme.tint(k).lightness() < 110 for k in ("warning", "danger", "info", "ok"))
        assert all(QColor(theme.colour(k)).lightness() > 130 for k in ("danger", "warning", "ok", "muted"))
        app.setPalette(app.style().standardPalette())
        assert all(theme.tint(k).lightness() > 190 for k in ("warning", "danger", "info", "ok"))
        assert all(QColor(theme.colour(k)).lightness() < 110 for k in ("danger", "warning", "ok"))
    finally:
        app.setPalette(saved)
