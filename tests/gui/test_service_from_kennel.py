"""The service window of an impound's notice, opened from the Kennel intake tab's record panel: an
impound notice handed over at the desk has no proof of service until the hand delivery is recorded
with who served it, to whom and where; then it leaves the follow-up list and its affidavit prints."""
import io
from datetime import date, timedelta

import pypdf
import pytest
from form_dialogs import Dialogs
from PySide6.QtCore import Qt

from animaloffice.persistence.models.service import ServiceAttempt
from animaloffice.queries.unserved_notices import without_proof
from animaloffice.services import animals, impound_notices, impounds, kennels, owners
from ui.context import AppContext
from ui.intake import common, create_tab
from ui.widgets.forms import to_qdate

TODAY = date.today()
SENT = TODAY - timedelta(days=2)


@pytest.fixture
def handed(office):
    f = kennels.create_facility(office.admin, name="Tracy Animal Control Facility", address="336 Morgan St",
                                phone="507-629-5530", hours="Mon-Fri 9-13")
    [run] = kennels.add_kennel_range(office.admin, f.id, kind="run", prefix="R", count=1)
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ida", last_name="Halvorson",
                            address={"line1": "412 Emory St", "city": "Tracy", "postal_code": "56175"})
    dog = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                                name="Rusty", birth_date=date(2021, 5, 1)).id
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog,
                        kennel_id=run.id, on=SENT)
    return impound_notices.send_impound_notice(office.clerk, r.impound_id, on=SENT, method="in_person")


def test_an_impound_notice_handed_over_is_served_and_proven_from_the_kennel_panel(qtbot, office, handed,
                                                                                  monkeypatch):
    monkeypatch.setattr(common, "show_pdf", lambda *a, **k: None)
    previews = []
    monkeypatch.setattr("ui.hearings.service_window.preview",
                        lambda parent, pdf, title, doc_type, name: previews.append((doc_type, pdf)))
    assert [n.notice_id for n in without_proof(office.tracy)] == [handed.id]
    tab = create_tab(AppContext(office.officer, office.tracy))
    qtbot.addWidget(tab)
    tab.show()
    qtbot.mouseClick(tab.board.tile("R1"), Qt.MouseButton.LeftButton)
    box = tab.panel.notice_box
    assert box.list.count() == 1 and not box.service_button.isEnabled()
    box.list.setCurrentRow(0)
    assert box.service_button.isEnabled()
    qtbot.mouseClick(box.service_button, Qt.MouseButton.LeftButton)
    window = box.service_window
    assert window.isVisible() and handed.number in window.heading.text()
    assert window.rows()[0][1] == "Hand delivery" and window.rows()[0][8] == "Deadlines count from this"

    d = Dialogs(monkeypatch)

    def hand(dlg):
        dlg.method.setCurrentIndex(dlg.method.findData("hand"))
        dlg.served_on.setDate(to_qdate(SENT))
        dlg.served_by.setCurrentText("Officer Dana Lee")
        dlg.served_to.setText("Ida Halvorson")
        dlg.place.setText("the front desk, 336 Morgan St")
    d.fill["AttemptDialog"] = hand
    window.buttons["record"].click()
    attempt = ServiceAttempt.get((ServiceAttempt.notice == handed.id) & (ServiceAttempt.seq == 2))
    assert (attempt.method, attempt.served_by, attempt.served_to) == ("hand", "Officer Dana Lee", "Ida Halvorson")
    assert without_proof(office.tracy) == []
    assert window.current().id == attempt.id and window.buttons["print"].isEnabled()
    window.buttons["print"].click()
    [(_, pdf)] = previews
    flat = " ".join(" ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf)).pages).split())
    assert "Affidavit of personal service" in flat and "Notice of impoundment" in flat
    assert "handed a true copy of the notice to Ida Halvorson" in flat and "I, Officer Dana Lee, state" in flat
