"""Tools > Letter templates…: an administrator sees which letters the office corrected in its own
letters folder and copies a shipped one there to edit, or starts a new language from Spanish."""
from animaloffice.documents import language
from tests.gui.test_admin_users import no_blocking_boxes  # noqa: F401 (autouse fixture)
from ui.admin.letters_dialog import LettersDialog
from ui.context import AppContext
from ui.main_window import open_main_window


def test_only_an_administrator_has_the_letter_templates(qtbot, office):
    admin = open_main_window(office.admin)
    qtbot.addWidget(admin)
    action = admin.admin_actions["letters"]
    assert action.isVisible() and action in admin.tools_menu.actions()
    clerk = open_main_window(office.clerk)
    qtbot.addWidget(clerk)
    assert not clerk.admin_actions["letters"].isVisible()


def _rows(dialog) -> list[tuple[str, str]]:
    items = [dialog.list.topLevelItem(i) for i in range(dialog.list.topLevelItemCount())]
    return [(item.text(0), item.text(1)) for item in items]


def test_a_shipped_letter_is_copied_to_the_office_folder_and_listed(qtbot, office, tmp_path, monkeypatch):
    folder = tmp_path / "office-letters"
    monkeypatch.setenv("ANIMALOFFICE_LETTERS", str(folder))
    dialog = LettersDialog(AppContext(office.admin))
    qtbot.addWidget(dialog)
    assert str(folder) in dialog.folder.text() and not dialog.open_folder.isEnabled()
    assert _rows(dialog) == [("", "none: every letter prints as shipped")]
    dialog.name.setCurrentText("permit_denial")
    dialog.language.setCurrentText("es")
    dialog.copy.click()
    copied = folder / "es" / "permit_denial.txt"
    assert copied.is_file() and str(copied) in dialog.result.text()
    assert _rows(dialog) == [("es/permit_denial.txt", "as shipped")] and dialog.open_folder.isEnabled()
    dialog.copy.click()  # never over the office's corrections
    assert "the office already has its copy" in dialog.result.text()

    dialog.name.setCurrentText("language.json")
    dialog.language.setCurrentText("xx")
    dialog.start_from.setCurrentText("es")
    dialog.copy.click()
    assert (folder / "xx" / "language.json").read_bytes() == (language.letters_dir() / "es" / "language.json").read_bytes()
    assert ("xx/language.json", "new") in _rows(dialog)
    assert dialog.language.findText("xx") >= 0  # now a language the office writes in
    language.forget()
