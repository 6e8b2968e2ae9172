"""The import window asks what an ASM3 species or license type that matches nothing here is,
keeps the answers, checks the file again with them, and imports it."""
from datetime import date

from PySide6.QtCore import Qt

from animaloffice.persistence.models.animals import Animal
from animaloffice.persistence.models.imports import ImportMapping
from animaloffice.persistence.models.licensing import License
from tests.gui.import_window import choose_file, open_import_window

Y = date.today().year
FILE = ("PERSONCODE,PERSONFIRSTNAME,PERSONLASTNAME,PERSONADDRESS,PERSONCITY,PERSONZIPCODE,ANIMALCODE,ANIMALNAME,"
        "ANIMALSPECIES,ANIMALDOB,LICENSENUMBER,LICENSETYPE,LICENSEFEE,LICENSEISSUEDATE,LICENSEEXPIRESDATE\n"
        f"P1,Ada,Olson,12 Elm St,Tracy,56175,A1,Rex,Dog,03/02/2021,L1,Senior Dog,5.00,01/02/{Y},12/31/{Y}\n"
        "P2,Bo,Berg,9 Oak St,Tracy,56175,A2,Nibbles,Guinea Pig,01/01/2023,,,,,\n")


def test_the_mapping_step_is_answered_in_the_window_and_kept(qtbot, office, tmp_path, monkeypatch):
    dialog = open_import_window(qtbot, office, monkeypatch)
    path = tmp_path / "asm3.csv"
    path.write_text(FILE)
    choose_file(dialog, path)
    dialog.tags.setCurrentIndex(dialog.tags.findData("assign"))
    qtbot.mouseClick(dialog.dry_button, Qt.MouseButton.LeftButton)
    assert dialog.mappings.isVisible()
    assert set(dialog.mappings.choices) == {("license_type", "Senior Dog"), ("species", "Guinea Pig")}
    assert {r.column for r in dialog.report.refused} == {"LICENSETYPE", "ANIMALSPECIES"}
    species = dialog.findChild(type(dialog.format), "mapping:species:Guinea Pig")
    species.setCurrentIndex(species.findData("other_small"))
    term = dialog.findChild(type(dialog.format), "mapping:license_type:Senior Dog")
    term.setCurrentIndex(term.findData("yearly"))
    qtbot.mouseClick(dialog.mappings.keep, Qt.MouseButton.LeftButton)
    # kept, and the file checked again with them: nothing left to ask
    assert {(m.kind, m.value, m.target) for m in ImportMapping.select()} == {
        ("species", "Guinea Pig", "other_small"), ("license_type", "Senior Dog", "yearly")}
    assert dialog.report.refused == [] and dialog.report.unmatched == {} and not dialog.mappings.isVisible()
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    assert dialog.report.committed
    assert Animal.get(Animal.name == "Nibbles").species == "other_small" and License.select().count() == 1
