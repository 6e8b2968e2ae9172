"""T-7A in the window: the owner's record shows the last day to apply for an animal permit, and
the Reports tab makes, prints and exports "Animal permits needed (T-7A)"."""
import io
from datetime import date as D

import pypdf
from PySide6.QtCore import Qt

from animaloffice.reports import report_pdf
from animaloffice.services import animals, owners
from animaloffice.services import permits as svc
from animaloffice.services.payments import PaymentInput
from ui.main_window import open_main_window
from ui.widgets.forms import to_qdate


def _owner(office, where, last, line1, city, pets):
    o = owners.create_owner(office.clerk, jurisdiction_id=where, first_name="Ann", last_name=last,
                            address={"line1": line1, "city": city, "postal_code": "56175"})
    for species, name, since in pets:
        animals.create_animal(office.clerk, jurisdiction_id=where, owner_id=o.id, species=species, name=name,
                              owned_since=since)
    return o.id


def _window(qtbot, office, jurisdiction):
    window = open_main_window(office.officer, jurisdiction)
    qtbot.addWidget(window)
    window.show()
    return window


def test_t_7a_owner_record_shows_apply_by_until_an_application_is_recorded(qtbot, office):
    ann = _owner(office, office.tracy, "Olson", "12 Elm St", "Tracy",
                 [("dog", "Rex", D(2025, 5, 1)), ("horse", "Daisy", D(2026, 7, 2))])
    fay = _owner(office, office.tracy, "Plain", "7 Birch St", "Tracy", [("dog", "Bo", D(2026, 3, 2))])
    window = _window(qtbot, office, office.tracy)
    tab = window.tab_widgets["owners"]
    window.ctx.open_record.emit("owner_history", ann)
    label = tab.record.permit_due
    assert window.tabs.currentWidget() is tab and label.isVisible()
    assert "Animal permit needed — apply by 07/08/2026 (T-7A) — late" in label.text()
    assert "Daisy (horse) is livestock (T-4A1)" in label.text()  # what makes it needed
    assert "Friday July 3, 2026" in label.text() and "subd. 7(A)" in label.text()  # the counting and the section
    tab.open_owner(fay)
    assert not label.isVisible() and label.text() == ""
    tab.open_owner(ann)
    assert label.isVisible()
    svc.record_application(office.clerk, owner_id=ann, permit_type="animal", species=["horse"], payment=PaymentInput("cash"))
    window.ctx.changed("permit")
    assert not label.isVisible()  # applied for: nothing due


def test_t_7a_worthington_owner_record_shows_no_deadline(qtbot, office):
    ivy = _owner(office, office.worthington, "West", "5 Lake Ave", "Worthington",
                 [("horse", "Star", D(2026, 7, 2))] + [("dog", f"W{i}", D(2026, 1, 5)) for i in range(5)])
    window = _window(qtbot, office, office.worthington)
    tab = window.tab_widgets["owners"]
    window.ctx.open_record.emit("owner_history", ivy)
    assert tab.record.title.text() == "West, Ann" and not tab.record.permit_due.isVisible()


def test_t_7a_report_tab_runs_prints_and_exports(qtbot, office, tmp_path):
    ann = _owner(office, office.tracy, "Olson", "12 Elm St", "Tracy", [("horse", "Daisy", D(2026, 7, 2))])
    bo = _owner(office, office.tracy, "Berg", "40 Oak St", "Tracy",
                [("dog", f"D{i}", day) for i, day in
                 enumerate((D(2025, 6, 2), D(2025, 9, 1), D(2026, 1, 12), D(2026, 1, 16)))])
    window = _window(qtbot, office, office.tracy)
    tab = window.tab_widgets["reports"]
    window.tabs.setCurrentWidget(tab)
    row = next(i for i in range(tab.picker.count())
               if tab.picker.item(i).data(Qt.ItemDataRole.UserRole) == "permits_needed")
    tab.picker.setCurrentRow(row)
    assert tab.picker.item(row).text() == "Animal permits needed (T-7A)"
    assert set(tab.inputs) == {"jurisdiction_id", "on"} and "T-7A" in tab.description.text()
    tab.inputs["on"].setDate(to_qdate(D(2026, 7, 8)))
    qtbot.mouseClick(tab.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not tab.running, timeout=10000)  # made on a worker
    model = tab.table.model_
    assert model.rowCount() == 2 and [r[0] for r in tab.result.rows] == [bo, ann]
    assert model.text(0, 0) == "Berg, Ann" and model.text(1, 0) == "Olson, Ann"
    assert tab.result.values()[0][4] == D(2026, 1, 22) and tab.result.values()[0][6] == "late"
    assert tab.result.values()[1][5:] == ("today", "")
    dialog = tab.preview()
    qtbot.addWidget(dialog)
    assert dialog.document.pageCount() == 1
    text = pypdf.PdfReader(io.BytesIO(report_pdf(tab.result))).pages[0].extract_text()
    assert "Animal permits needed (T-7A)" in text and "01/22/2026" in text and "07/08/2026" in text
    tab.export_csv(str(tmp_path / "permits.csv"))
    csv = (tmp_path / "permits.csv").read_text(encoding="utf-8-sig")
    assert csv.splitlines()[0] == "Owner,Address,Needed because,Acquired,Apply by,Left,Late"
    assert "2026-01-22" in csv and "late" in csv
    # double-clicking a row opens the owner's record, where the same date shows
    tab.table.selectRow(1)
    tab._open_row(tab.table.currentIndex())
    owners_tab = window.tab_widgets["owners"]
    assert window.tabs.currentWidget() is owners_tab and owners_tab.record.owner_id == ann
    assert "apply by 07/08/2026" in owners_tab.record.permit_due.text()
