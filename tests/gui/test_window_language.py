"""The window in another language (ui/translation.py): a workstation chooses Spanish, and from the
next start Qt's own words and ours read in Spanish; the translation files are what the code and
the translators' .ts make, and no word marked for translation is left untranslated."""
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QGroupBox, QLabel

from ui import translation
from ui.admin_settings import SettingsDialog
from ui.context import AppContext

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(shutil.which("pyside6-lupdate") or ROOT / ".venv" / "bin" / "pyside6-lupdate").parent


def _messages(ts: Path) -> dict[tuple[str, str], tuple[str, str]]:
    """(context, source) -> (translation, its type) of every message in a .ts file."""
    out = {}
    for ctx in ET.parse(ts).getroot().iter("context"):
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            out[(ctx.findtext("name"), msg.findtext("source"))] = (tr.text or "", tr.get("type", ""))
    return out


@pytest.fixture
def spanish_window(qtbot):
    app = QApplication.instance()
    assert translation.install(app, "es") == "es"
    yield app
    translation.install(app, "en")


def test_every_translation_file_is_what_the_code_and_its_ts_make(tmp_path):
    """The .ts holds every word the window marks (and no word it no longer has), and the .qm the
    window reads is the .ts compiled: scripts/translations.sh was run after the last change."""
    files = subprocess.run(["git", "ls-files", "ui/*.py"], cwd=ROOT, capture_output=True, text=True,
                           check=True).stdout.split()
    for ts in sorted((ROOT / "resources" / "i18n").glob("animaloffice_*.ts")):
        fresh = tmp_path / ts.name
        shutil.copyfile(ts, fresh)
        subprocess.run([str(BIN / "pyside6-lupdate"), "-silent", "-no-obsolete", "-locations", "none", *files,
                        "-ts", str(fresh)], cwd=ROOT, check=True)
        assert _messages(fresh) == _messages(ts), f"{ts.name}: run scripts/translations.sh"
        qm = tmp_path / ts.with_suffix(".qm").name
        subprocess.run([str(BIN / "pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)
        assert qm.read_bytes() == ts.with_suffix(".qm").read_bytes(), f"{ts.name}: compile it again"


# the parts of the window translated in full (the rest shows its English words until translated)
# (the reclaim and the charge it confirms are what a bilingual clerk shows an owner at the counter)
COMPLETE = {"es": {"WorkstationPage", "ReclaimDialog", "Charges"}}


def test_the_parts_translated_in_full_leave_no_word_untranslated():
    for ts in sorted((ROOT / "resources" / "i18n").glob("animaloffice_*.ts")):
        messages = _messages(ts)
        complete = COMPLETE[ts.stem.split("_", 1)[1]]
        assert complete <= {ctx for ctx, _ in messages}, ts.name
        left = [(ctx, src) for (ctx, src), (text, kind) in messages.items()
                if ctx in complete and (kind == "unfinished" or not text)]
        assert not left, f"{ts.name}: {left[:5]}"
        for (_ctx, src), (text, _) in messages.items():  # the same places for the values put in
            if not text:
                continue
            assert set(re.findall(r"\{\d\}", src)) == set(re.findall(r"\{\d\}", text)), src


def test_a_workstation_chooses_spanish_and_the_window_speaks_it_from_the_next_start(qtbot, office,
                                                                                     spanish_window):
    assert "es" in translation.window_languages() and translation.chosen() == "en"
    translation.install(spanish_window, "en")
    dialog = SettingsDialog(AppContext(office.admin))
    qtbot.addWidget(dialog)
    page = dialog.workstation
    page.window_language.setCurrentIndex(page.window_language.findData("es"))
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert translation.chosen() == "es"
    assert any(label.text() == "Window lan&guage" for label in page.findChildren(QLabel))  # this start: English
    # the next start: make_application installs the workstation's choice before any widget
    assert translation.install(spanish_window) == "es"
    again = SettingsDialog(AppContext(office.admin))
    qtbot.addWidget(again)
    titles = {box.title() for box in again.workstation.findChildren(QGroupBox)}
    assert {"Copias de seguridad", "Base de datos de la oficina", "Ventana"} <= titles
    texts = {label.text() for label in again.workstation.findChildren(QLabel)}
    assert "&Idioma de la ventana" in texts and "Carpeta de copias de segu&ridad" in texts
    assert any(t.startswith("En uso ahora: ") for t in texts)
    cancel = again.buttons.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "")
    assert cancel == "Cancelar"  # Qt's own words follow the same choice


def test_a_window_language_with_no_translation_is_refused_and_english_is_the_default(qtbot):
    with pytest.raises(ValueError):
        translation.choose("fr")
    assert translation.install(QApplication.instance(), "fr") == "en"


def test_the_reclaim_and_its_charge_question_read_in_spanish(qtbot, office, spanish_window):
    """T-6B at a Spanish-speaking counter: the reclaim's own words and the charge it confirms."""
    from datetime import date

    from PySide6.QtWidgets import QPushButton

    from animaloffice.services import impounds
    from tests.core.impounds.conftest import make_dog, make_owner
    from ui.intake.reclaim_dialog import ReclaimDialog
    from ui.widgets.charges import charge_text

    dog = make_dog(office, office.tracy, make_owner(office, office.tracy))
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog,
                        on=date.today())
    dialog = ReclaimDialog(AppContext(office.clerk, office.tracy), r.impound_id)
    qtbot.addWidget(dialog)
    buttons = {b.text() for b in dialog.findChildren(QPushButton)}
    assert {"Cobrar y entregar el &animal", "Cobrar solo el &pago", "Expedir &licencia aquí", "Cerrar"} <= buttons
    assert dialog.windowTitle().startswith("Recuperación ")
    assert [dialog.method.itemText(i) for i in range(dialog.method.count())] == ["Efectivo", "Cheque", "Tarjeta"]
    assert charge_text("Recuperación TRA-I-1", 5000, 5000, "Efectivo") == (
        "Recuperación TRA-I-1: ¿cobrar $50.00?\nSe cobra ahora: $50.00; forma de pago: efectivo.")
