"""The import window reads an Excel workbook: the clerk picks the sheet, sees the "did you mean"
of a misspelt column, accepts it, and the records are imported with their microchips exact."""
import io
from datetime import date

from openpyxl import Workbook
from PySide6.QtCore import Qt

from animaloffice.persistence.models.animals import Animal
from animaloffice.persistence.models.people import Owner
from tests.gui.import_window import choose_file, open_import_window
from ui.reports.import_dialog import ImportDialog

CHIPS = ["985112345678901", "900008000001234"]


def _workbook(path):
    book = Workbook()
    notes = book.active
    notes.title = "Read me"
    notes.append(["Exported from the old system"])
    ws = book.create_sheet("Dogs")
    ws.append(["first_name", "last_name", "address_line1", "city", "postal_code", "animal_nmae", "species",
               "birth_date", "microchip"])
    ws.append(["Ada", "Olson", "12 Elm St", "Tracy", 56175, "Rex", "Dog", date(2020, 5, 1), int(CHIPS[0])])
    ws.append(["Bo", "Berg", "9 Oak St", "Tracy", 56175, "Tom", "Dog", None, float(CHIPS[1])])
    out = io.BytesIO()
    book.save(out)
    path.write_bytes(out.getvalue())


def test_workbook_sheet_suggestion_accepted_then_import(qtbot, office, tmp_path, monkeypatch):
    path = tmp_path / "old system.xlsx"
    _workbook(path)
    dialog = open_import_window(qtbot, office)
    choose_file(dialog, path)
    assert [dialog.sheet.itemText(i) for i in range(dialog.sheet.count())] == ["Read me", "Dogs"]
    assert dialog.sheet.isEnabled()
    dialog.sheet.setCurrentIndex(dialog.sheet.findData("Dogs"))
    qtbot.mouseClick(dialog.dry_button, Qt.MouseButton.LeftButton)
    assert dialog.report.suggested_columns == {"animal_nmae": "animal_name"}
    assert dialog.columns_box.isVisible()
    choice = dialog.column_choices["animal_nmae"]
    label = dialog.columns_form.labelForField(choice)
    assert "did you mean animal_name?" in label.text()
    assert dialog.refused.model_.text(0, 1) == "animal_nmae"
    choice.setCurrentIndex(choice.findData("animal_name"))  # the dry run runs again with the answer
    assert dialog.report.refused == [] and len(dialog.report.planned) == 2
    assert dialog.column_choices["animal_nmae"].currentData() == "animal_name"  # still shown, still chosen
    monkeypatch.setattr(ImportDialog, "_confirm", lambda self, p: True)
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    assert dialog.report.committed and Owner.select().count() == 2
    assert sorted((a.name, a.microchip) for a in Animal.select()) == [("Rex", CHIPS[0]), ("Tom", CHIPS[1])]
    dialog.path.setText(str(tmp_path / "another.csv"))
    dialog.path.editingFinished.emit()
    assert dialog.choices == {} and not dialog.columns_box.isVisible() and not dialog.sheet.isEnabled()
