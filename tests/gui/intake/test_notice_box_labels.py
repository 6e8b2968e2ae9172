"""The impound panel's notices read in words: each notice's kind by the office's one name for it
(``domain.notice_kinds``) and how it was sent as its service window names that attempt ("Hand
delivery", "Posted at the premises"), never the stored codes ("in_person", "posted")."""
from datetime import date, timedelta

from PySide6.QtCore import Qt

from animaloffice.services import impound_notices, impounds, kennels, seizure_notice
from tests.core.impounds.conftest import make_owner
from ui.context import AppContext
from ui.intake import create_tab

SENT = date.today() - timedelta(days=2)


def _notices(qtbot, tab, code):
    qtbot.mouseClick(tab.board.tile(code), Qt.MouseButton.LeftButton)
    box = tab.panel.notice_box.list
    return [box.item(i).text() for i in range(box.count())]


def test_the_notice_box_names_each_notice_and_how_it_was_sent_in_words(qtbot, office):
    f = kennels.create_facility(office.admin, name="Tracy Animal Control Facility", address="336 Morgan St",
                                phone="507-629-5530", hours="Mon-Fri 9-13")
    runs = kennels.add_kennel_range(office.admin, f.id, kind="run", prefix="R", count=3)
    owner = make_owner(office, office.tracy)
    seized = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="neglect_abuse", owner_id=owner,
                             new_animal={"species": "dog", "colour": "black"}, kennel_id=runs[0].id, on=SENT,
                             found_place="9 Elm St", condition="Found without water.")
    at_place = seizure_notice.send_seizure_notice(office.officer, seized.impound_id, on=SENT, method="posted")
    handed = seizure_notice.send_seizure_notice(office.officer, seized.impound_id, on=SENT, method="in_person")
    stray = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                            new_animal={"species": "dog", "colour": "tan"}, kennel_id=runs[1].id, on=SENT)
    posting = impound_notices.post_notice(office.clerk, stray.impound_id, on=SENT,
                                          places=["City Hall", "Post office", "Public library"])
    known = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", owner_id=owner,
                            new_animal={"species": "cat", "colour": "grey"}, kennel_id=runs[2].id, on=SENT)
    certified = impound_notices.send_impound_notice(office.clerk, known.impound_id, on=SENT, method="certified")
    tab = create_tab(AppContext(office.officer, office.tracy))
    qtbot.addWidget(tab)
    tab.show()
    day = f"{SENT:%m/%d/%Y}"
    seizure_rows = _notices(qtbot, tab, "R1")
    assert seizure_rows[0].startswith(f"{day} · Seizure notice · Posted at the premises · {at_place.number}")
    assert seizure_rows[1].startswith(f"{day} · Seizure notice · Hand delivery · {handed.number}")
    assert _notices(qtbot, tab, "R2") == [f"{day} · Impound notice posted · Posted in public places · "
                                          f"{posting.number}"]
    [row] = _notices(qtbot, tab, "R3")
    assert row.startswith(f"{day} · Impound notice · Certified mail · {certified.number}")
    assert not any(code in text for text in seizure_rows + [row] for code in ("in_person", "posted ·", "certified ·"))
