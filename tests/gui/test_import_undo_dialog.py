"""The import window undoes the import it just made, with a reason; once the office has
started work on its records it refuses, and says why."""
from datetime import date

from PySide6.QtCore import Qt

from animaloffice.persistence.models.animals import Animal
from animaloffice.persistence.models.imports import ImportRun
from animaloffice.services import animals, licensing
from animaloffice.services.payments import PaymentInput
from tests.gui.import_window import choose_file, open_import_window
from ui.reports.import_dialog import ImportDialog

Y = date.today().year
FILE = ("PERSONCODE,PERSONFIRSTNAME,PERSONLASTNAME,PERSONADDRESS,PERSONCITY,PERSONZIPCODE,ANIMALCODE,ANIMALNAME,"
        "ANIMALSPECIES,ANIMALSEX,ANIMALDOB\n"
        "P1,Ada,Olson,12 Elm St,Tracy,56175,A1,Rex,Dog,Male,03/02/2021\n"
        "P1,,,,,,A2,Tom,Cat,Male,01/01/2020\n")


def _imported(qtbot, office, tmp_path, monkeypatch):
    dialog = open_import_window(qtbot, office, monkeypatch)
    monkeypatch.setattr(ImportDialog, "_ask_reason", lambda self: "the wrong office's file")
    path = tmp_path / "asm3.csv"
    path.write_text(FILE)
    choose_file(dialog, path)
    assert not dialog.undo_button.isEnabled()
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    assert dialog.report.committed and dialog.undo_button.isEnabled()
    return dialog


def test_the_import_just_made_is_undone_from_the_window(qtbot, office, tmp_path, monkeypatch):
    dialog = _imported(qtbot, office, tmp_path, monkeypatch)
    qtbot.mouseClick(dialog.undo_button, Qt.MouseButton.LeftButton)
    assert "undone: 3 records voided" in dialog.summary.text() and not dialog.undo_button.isEnabled()
    assert ImportRun.get().void_reason == "the wrong office's file"
    assert Animal.select().where(Animal.voided_at.is_null()).count() == 0


def test_the_window_says_why_an_import_worked_on_is_not_undone(qtbot, office, tmp_path, monkeypatch):
    dialog = _imported(qtbot, office, tmp_path, monkeypatch)
    tom = Animal.get(Animal.name == "Tom")
    animals.record_vaccination(office.clerk, tom.id, vaccinated_on=date.today(), veterinarian="Dr. V")
    licensing.issue_license(office.clerk, animal_id=tom.id, payment=PaymentInput("cash"))
    qtbot.mouseClick(dialog.undo_button, Qt.MouseButton.LeftButton)
    assert dialog.banner.isVisible() and "started work" in dialog.banner.text()
    assert ImportRun.get().voided_at is None


def test_the_window_writes_the_export_for_asm3(qtbot, office, tmp_path, monkeypatch):
    dialog = _imported(qtbot, office, tmp_path, monkeypatch)
    out = tmp_path / "for-asm3.csv"
    monkeypatch.setattr(ImportDialog, "_ask_save_path", lambda self: str(out))
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    lines = out.read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith('"PERSONCODE","PERSONCLASS"') and len(lines) == 3  # Rex and Tom
    assert all('"P1"' in line for line in lines[1:])  # ASM3's own person code, kept from the import


def test_an_earlier_import_is_chosen_and_undone_from_a_new_window(qtbot, office, tmp_path, monkeypatch):
    """The next morning, in a window opened again: the office picks yesterday's import from the
    jurisdiction's list and undoes it with a reason."""
    first = _imported(qtbot, office, tmp_path, monkeypatch)
    first.close()
    again = ImportDialog(first.ctx, first.parent())
    qtbot.addWidget(again)
    again.show()
    offered = []
    monkeypatch.setattr(ImportDialog, "_ask_run", lambda self, lines: offered.extend(lines) or lines[0].run_id)
    qtbot.mouseClick(again.undo_earlier, Qt.MouseButton.LeftButton)
    run = ImportRun.get()
    assert [line.run_id for line in offered] == [run.id]
    assert "asm3.csv" in offered[0].text() and f"{run.rows} rows, by admin" in offered[0].text()
    assert "undone: 3 records voided" in again.summary.text()
    assert ImportRun.get_by_id(run.id).void_reason == "the wrong office's file"
    assert Animal.select().where(Animal.voided_at.is_null()).count() == 0
    offered.clear()
    qtbot.mouseClick(again.undo_earlier, Qt.MouseButton.LeftButton)  # nothing left to undo
    assert offered == [] and "no import of this jurisdiction to undo" in again.summary.text()
