"""The one clamp every window goes through (ui.screen_fit): the preview opens inside the screen
with Print, Save as PDF and Close on it; a dialog taller than the screen scrolls its fields and
keeps its buttons below them; a saved window size from another screen comes back inside."""
from datetime import date

from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QMainWindow, QScrollArea, QVBoxLayout

from animaloffice.documents.base import Letter, Letterhead
from animaloffice.documents.page_writer import render_letters
from ui import screen_fit


def _global(widget) -> QRect:
    return QRect(widget.mapToGlobal(widget.rect().topLeft()), widget.size())


def test_the_preview_opens_inside_the_screen_with_its_buttons_on_it(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("ANIMALOFFICE_HOME", str(tmp_path))
    from ui.printing import preview

    pdf = render_letters([Letter(Letterhead("Office", "City"), "T", date(2026, 3, 2), paragraphs=["x"])], title="t")
    host = QMainWindow()
    qtbot.addWidget(host)
    host.show()
    dialog = preview(host, pdf, "Letter", "letter")
    qtbot.waitExposed(dialog)
    screen = dialog.screen().availableGeometry()
    assert screen.height() < 940  # the preview's own wish is taller than this screen
    assert screen.contains(dialog.frameGeometry())
    for button in (dialog.print_button, dialog.save_button, dialog.close_button):
        assert button.isVisible() and screen.contains(_global(button)), button.text()
    dialog.close()


def test_a_dialog_taller_than_the_screen_scrolls_its_fields_and_keeps_its_buttons(qtbot):
    dialog = QDialog()
    qtbot.addWidget(dialog)
    layout = QVBoxLayout(dialog)
    labels = [QLabel(f"Field {i}") for i in range(80)]
    for label in labels:
        label.setMinimumHeight(24)
        layout.addWidget(label)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    layout.addWidget(buttons)
    assert dialog.minimumSizeHint().height() > dialog.screen().availableGeometry().height()

    screen_fit.fit_to_screen(dialog, QSize(500, 3000))
    dialog.show()
    qtbot.waitExposed(dialog)
    screen = dialog.screen().availableGeometry()
    area = dialog.findChild(QScrollArea, screen_fit.SCROLL_NAME)
    assert area is not None and labels[0].parentWidget() is area.widget()  # the same widgets, scrolled
    assert buttons.parentWidget() is dialog
    assert screen.contains(dialog.frameGeometry())
    assert screen.contains(_global(buttons)) and _global(dialog).contains(_global(buttons))


def test_a_window_saved_on_a_larger_screen_comes_back_inside_this_one(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    screen = window.screen().availableGeometry()
    window.setGeometry(screen.width() - 100, 50, screen.width() + 600, screen.height() + 400)
    screen_fit.clamp_geometry(window, QSize(1280, 820))
    window.show()
    qtbot.waitExposed(window)
    assert screen.contains(window.frameGeometry())


def test_a_window_saved_on_another_screen_opens_at_its_first_start_size_again(qtbot):
    """A 767x443 window left by a 1366x768 session is not the size for this screen."""
    window = QMainWindow()
    qtbot.addWidget(window)
    window.resize(300, 200)
    screen_fit.clamp_geometry(window, QSize(700, 500), saved_on=QSize(911, 512))
    assert (window.width(), window.height()) == (700, 500)
    window.resize(300, 200)  # saved on this screen: the size the person chose
    screen_fit.clamp_geometry(window, QSize(700, 500), saved_on=screen_fit.screen_size(window))
    assert (window.width(), window.height()) == (300, 200)
