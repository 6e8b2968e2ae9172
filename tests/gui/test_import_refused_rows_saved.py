"""The import window saves its refused rows as a file to correct and re-import, and the owner's
history exports: both lists are tables of rows (not query models)."""
import csv

from PySide6.QtCore import Qt

from tests.gui.import_window import choose_file, open_import_window
from ui.main_window import open_main_window
from ui.reports import export_list


def test_save_refused_rows_writes_every_problem_of_every_row(qtbot, office, tmp_path, monkeypatch):
    path = tmp_path / "old.csv"
    path.write_text("first_name,last_name,address_line1,city,postal_code,animal_name,species,birth_date,sex\n"
                    "Ada,Olson,12 Elm St,Tracy,56175,Rex,Dog,2020-13-01,X\n"
                    "Bo,Berg,9 Oak St,Tracy,56175,Tom,Cat,2019-01-01,M\n")
    dialog = open_import_window(qtbot, office)
    choose_file(dialog, path)
    qtbot.mouseClick(dialog.dry_button, Qt.MouseButton.LeftButton)
    # both problems of row 2 at once, not one per dry run
    assert sorted((r.row, r.column) for r in dialog.report.refused) == [(2, "birth_date"), (2, "sex")]
    out = tmp_path / "refused.csv"
    monkeypatch.setattr(export_list, "ask_path", lambda *a, **k: str(out))
    assert dialog.save_refused.isEnabled()
    qtbot.mouseClick(dialog.save_refused, Qt.MouseButton.LeftButton)
    rows = list(csv.reader(out.read_text(encoding="utf-8-sig").splitlines()))
    assert rows[0] == ["Row", "Column", "Reason", "Value"]
    assert sorted(r[1] for r in rows[1:]) == ["birth_date", "sex"] and all(r[0] == "2" for r in rows[1:])


def test_owner_history_exports(qtbot, office, tmp_path):
    from animaloffice.services import owners

    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ida", last_name="Lund",
                            address={"line1": "5 Lake Ave", "city": "Tracy", "postal_code": "56175"})
    window = open_main_window(office.admin)
    qtbot.addWidget(window)
    window.show()
    window.ctx.open_record.emit("owner_history", o.id)
    record = window.tab_widgets["owners"].record
    out = tmp_path / "history.csv"
    assert record.export_history(path=str(out)) == str(out)
    rows = list(csv.reader(out.read_text(encoding="utf-8-sig").splitlines()))
    assert len(rows) == 1 + record.timeline.model_.rowCount() and len(rows) > 1


def test_asm3_people_export_imported_from_the_window_with_its_questions_answered(qtbot, office, tmp_path,
                                                                                monkeypatch):
    from animaloffice.persistence.models.licensing import License
    from tests.core.owners.asm3_files import animals_export, make_world, people_export

    world = make_world(people=20, pets=30, licences=30, shots=20)
    dialog = open_import_window(qtbot, office, monkeypatch)
    for name, data in (("animals.csv", animals_export(world)), ("people.csv", people_export(world))):
        path = tmp_path / name
        path.write_bytes(data)
        choose_file(dialog, path)
        qtbot.mouseClick(dialog.dry_button, Qt.MouseButton.LeftButton)
        if name == "people.csv":
            assert "tags" in dialog.report.questions and dialog.report.refused[0].column == "LICENSENUMBER"
            dialog.tags.setCurrentIndex(dialog.tags.findData("assign"))
        qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
        assert dialog.report.committed, [r.text() for r in dialog.report.refused[:5]]
    assert License.select().count() == 30
