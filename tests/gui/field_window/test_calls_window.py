"""The Field work tab, driven offscreen: the officer's list of open calls by priority and age, a
call taken at the desk with its caller kept from the clerk, its visit, letter and close (the
blocker shown, then cleared), its reopening; the tab reached from the main window."""
import io
from datetime import datetime, timedelta

import pypdf
import pytest

from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.field import Call
from animaloffice.services import animals, calls, owners
from ui.context import AppContext
from ui.field import create_tab


def pdf_text(data: bytes) -> str:
    return " ".join(" ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(data)).pages).split())


def shown(widget) -> tuple[str, bytes]:
    """The document the widget last opened in the preview: its kind and its bytes."""
    preview = widget.last_preview
    return preview.doc_type, preview.data


@pytest.fixture
def owner(office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ida", last_name="Halvorson",
                            address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog", name="Rex")
    return o.id, a.id


def _tab(qtbot, actor, jid):
    tab = create_tab(AppContext(actor, jid))
    qtbot.addWidget(tab)
    tab.show()
    return tab


def _ago(hours):
    return datetime.now().replace(microsecond=0) - timedelta(hours=hours)


def test_the_officers_call_list_by_priority_and_age(qtbot, office, owner):
    for kind, hours, priority in (("noise", 30, "normal"), ("stray", 2, "urgent"), ("at_large", 50, "normal")):
        calls.record_call(office.clerk, jurisdiction_id=office.tracy, kind=kind, address=f"{hours} Main St",
                          received_at=_ago(hours), priority=priority)
    tab = _tab(qtbot, office.officer, office.tracy)
    page = tab.calls
    model = page.model
    rows = [[model.index(r, c).data() for c in range(4)] for r in range(model.rowCount())]
    assert [r[1] for r in rows] == ["Urgent", "Normal", "Normal"] and [r[2] for r in rows] == ["2 h", "2 days", "1 day"]
    assert tab.title == "Field work" and "call" in tab.handles


def test_a_call_taken_worked_and_closed_through_the_window(qtbot, office, owner):
    owner_id, animal_id = owner
    clerk_tab = _tab(qtbot, office.clerk, office.tracy)
    dialog = clerk_tab.calls.new_call()
    dialog.kind.setCurrentIndex(dialog.kind.findData("noise"))
    dialog.subject.find_edit.setText("Halvorson")
    dialog.subject.find()
    dialog.subject.animals.setCurrentIndex(dialog.subject.animals.findData(animal_id))
    dialog.caller_name.setText("Marguerite Oyelaran")
    dialog.caller_phone.setText("320-555-0187")
    dialog.description.setPlainText("Barking every night")
    dialog.submit()
    call = Call.get()
    assert (call.owner_id, call.animal_id, call.caller_name) == (owner_id, animal_id, "Marguerite Oyelaran")
    panel = clerk_tab.calls.panel
    assert panel.detail.id == call.id and "confidential" in panel.caller.text()
    assert "Oyelaran" not in panel.caller.text() and not panel.buttons["visit"].isEnabled()
    tab = _tab(qtbot, office.officer, office.tracy)
    tab.show_record("call", call.id)
    panel = tab.calls.panel
    assert "Marguerite Oyelaran" in panel.caller.text()
    visit = panel.visit()
    visit.notes.setPlainText("Heard the barking from the street")
    visit.submit()
    assert panel.visits.count() == 1
    close = panel.close_call()
    close.outcome.setCurrentIndex(close.outcome.findData("warning"))
    assert "warning letter" in close.blockers.text() and not close.ok_button.isEnabled()
    close.reject()
    letter = panel.letter("warning")
    letter.findings.setPlainText("Marguerite Oyelaran heard it")
    letter.submit()
    assert "confidential" in letter.banner.text() and letter.isVisible()
    letter.findings.setPlainText("The officer heard the dog bark for twenty minutes.")
    letter.submit()
    kind, data = shown(panel)
    assert kind == "call_letter" and "twenty minutes" in pdf_text(data)
    assert Notice.get(Notice.kind == "warning").owner_id == owner_id
    close = panel.close_call()
    close.outcome.setCurrentIndex(close.outcome.findData("warning"))
    assert close.blockers.text() == "" and close.ok_button.isEnabled()
    close.submit()
    assert Call.get_by_id(call.id).status == "closed" and panel.buttons["reopen"].isEnabled()
    reopen = panel.reopen()
    reopen.reason.setPlainText("Barking again")
    reopen.submit()
    assert Call.get_by_id(call.id).status == "new"
    panel.print_report()
    assert "Oyelaran" not in pdf_text(shown(panel)[1])
    panel.print_report(with_confidential=True)
    assert "Oyelaran" in pdf_text(shown(panel)[1])


def test_the_field_tab_is_in_the_main_window(qtbot, office):
    from ui.main_window import open_main_window

    window = open_main_window(office.officer, office.tracy)
    qtbot.addWidget(window)
    titles = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    assert "Field work" in titles
    info = calls.record_call(office.clerk, jurisdiction_id=office.tracy, kind="stray", address="Emory St")
    window.ctx.open_record.emit("call", info.id)
    tab = window.tab_widgets["field"]
    assert window.tabs.currentWidget() is tab and tab.calls.panel.detail.id == info.id


def test_switching_city_puts_away_the_other_citys_call(qtbot, office, owner):
    """The Field work tab after a city switch: the other city's calls and the call that was open are
    gone, the new city's listed."""
    tracy = calls.record_call(office.clerk, jurisdiction_id=office.tracy, kind="noise", address="12 Elm St",
                              received_at=_ago(3)).id
    calls.record_call(office.clerk, jurisdiction_id=office.worthington, kind="stray", address="88 Lake Ave",
                      received_at=_ago(2))
    ctx = AppContext(office.officer, office.tracy)
    tab = create_tab(ctx)
    qtbot.addWidget(tab)
    tab.show()
    page = tab.calls
    page.show_call(tracy)
    assert page.panel.detail is not None and page.panel.detail.id == tracy
    texts = lambda: [page.model.index(r, c).data() for r in range(page.model.rowCount())  # noqa: E731
                     for c in range(page.model.columnCount())]
    assert any("12 Elm St" in str(t) for t in texts())
    ctx.set_jurisdiction(office.worthington)
    assert page.panel.detail is None
    assert any("88 Lake Ave" in str(t) for t in texts()) and not any("12 Elm St" in str(t) for t in texts())
