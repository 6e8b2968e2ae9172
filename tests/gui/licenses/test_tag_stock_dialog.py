"""Tag stock at the desk: opened to look or to mark a spoiled tag, a stray Enter records nothing
(a one-tag 'range' would make every other tag of the year refused), and the ranges list their notes."""
from datetime import date

from license_gui_helpers import click, drive
from PySide6.QtCore import Qt

from animaloffice.persistence.models.licensing import TagMark, TagStock
from animaloffice.services import tag_numbers
from ui.licenses.record_dialogs import TagStockDialog

TODAY = date.today()


def test_enter_alone_records_no_range_and_blank_mark_is_refused(qtbot, tab, office, monkeypatch):
    seen = {}

    def steps(d):
        qtbot.keyClick(d, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # nothing typed yet
        seen["range"] = d.sections[0].banner.text()
        click(qtbot, d.mark_button)
        seen["mark"] = d.sections[1].banner.text()
        seen["counts"] = (TagStock.select().count(), TagMark.select().count())
        qtbot.keyClicks(d.first, "3000")
        qtbot.keyClicks(d.last, "3099")
        qtbot.keyClicks(d.notes, "red hearts")
        click(qtbot, d.ok_button)

    drive(monkeypatch, TagStockDialog, steps, qtbot)
    tab.actions["stock"].trigger()
    assert "First number" in seen["range"] and "Tag number" in seen["mark"]
    assert seen["counts"] == (0, 0)
    assert (TagStock.get().first_number, TagStock.get().last_number) == (3000, 3099)
    assert tag_numbers.next_tag_number(office.tracy, TODAY.year) == 3000

    def look(d):
        seen["row"] = [d.table.item(0, c).text() for c in range(d.table.columnCount())]
        seen["editable"] = bool(d.table.editTriggers() & d.table.EditTrigger.DoubleClicked)
        d.reject()

    drive(monkeypatch, TagStockDialog, look, qtbot)
    tab.actions["stock"].trigger()
    assert seen["row"][:2] == ["3000", "3099"] and seen["row"][-1] == "red hearts" and not seen["editable"]
