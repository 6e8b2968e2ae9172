"""The Hearings tab's follow-up page lists every notice the law needs proven served that nothing
proves yet, with a hearing right or not (an impound's notice, a seizure notice, a denial), each
opening where its service is recorded: the case, or the impound on the Kennel tab. A notice whose
service is recorded, or whose matter is over, leaves it."""
from datetime import date, datetime, time, timedelta

import pytest
from PySide6.QtCore import Qt

from animaloffice.persistence.models.enforcement import Notice
from animaloffice.queries.hearings import NO_PROOF
from animaloffice.services import hearings, impound_notices, impound_release, impounds, seizure_notice
from animaloffice.services import service_of_notice as svc
from tests.core.hearings.conftest import make_denial
from tests.core.impounds.conftest import make_owner
from ui import workers
from ui.context import AppContext
from ui.hearings import create_tab

TODAY = date.today()
SENT = TODAY - timedelta(days=3)


@pytest.fixture
def tab(qtbot, office):
    widget = create_tab(AppContext(office.officer, office.tracy))
    qtbot.addWidget(widget)
    widget.resize(1300, 800)
    widget.show()
    return widget


def _rows(tab):
    return [(tab.follow.topLevelItem(i).text(1), tab.follow.topLevelItem(i).text(2))
            for i in range(tab.follow.topLevelItemCount())]


def _settled(tab, qtbot) -> None:
    qtbot.wait(1)
    qtbot.waitUntil(lambda: not tab.model.loading)
    assert workers.wait_all(10_000)  # not finish_all: it would stop the reads waited for
    qtbot.wait(1)


def _activate(tab, qtbot, row: int) -> None:
    tab.follow.setCurrentItem(tab.follow.topLevelItem(row))
    tab.follow.setFocus()
    qtbot.keyClick(tab.follow, Qt.Key.Key_Return)


def test_the_follow_up_page_lists_every_notice_without_proof_and_opens_where_it_is_served(tab, office, qtbot):
    owner = make_owner(office, office.tracy)
    held = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", owner_id=owner,
                           new_animal={"species": "dog", "colour": "tan"}, on=SENT)
    handed = impound_notices.send_impound_notice(office.clerk, held.impound_id, on=SENT, method="in_person")
    seized = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="neglect_abuse", owner_id=owner,
                             new_animal={"species": "dog", "colour": "black"}, on=SENT, found_place="9 Elm St",
                             condition="Found without water.")
    posted = seizure_notice.send_seizure_notice(office.officer, seized.impound_id, on=SENT, method="posted")
    denial = make_denial(office, SENT - timedelta(days=1))
    [mailed] = svc.attempts_of(denial.notice_id)
    svc.void_attempt(office.clerk, mailed.id, "mailed to the old address")
    tab.refresh()
    rows = _rows(tab)
    assert [what for what, _ in rows] == [NO_PROOF, NO_PROOF, NO_PROOF]
    assert tab.pages.tabText(1) == "Follo&w-up (3)"
    details = [detail for _, detail in rows]
    assert details[0] == (f"{Notice.get_by_id(denial.notice_id).number} · Kvistad, Ruth · permit application A-1: record service on the "
                          "case: who mailed it, and when (the affidavit of mailing), or another attempt with its proof")
    assert sorted(details[1:]) == sorted([
        f"{handed.number} · Halvorson, Ida · Impound notice: record service on the impound: who delivered or "
        "posted it, and when",
        f"{posted.number} · Posted notice · Seizure notice: record service on the impound: who delivered or "
        "posted it, and when"])

    opened = []
    tab.ctx.open_record.connect(lambda kind, rid: opened.append((kind, rid)))
    tab.pages.setCurrentIndex(1)
    impound_row = next(i for i, (_, d) in enumerate(rows) if d.startswith(handed.number))
    _activate(tab, qtbot, impound_row)
    assert opened == [("impound", held.impound_id)]  # the Kennel tab opens the impound
    _activate(tab, qtbot, 0)
    assert tab.pages.currentIndex() == 0 and tab.case.summary.notice_id == denial.notice_id

    svc.record_attempt(office.officer, notice_id=handed.id, method="hand", served_on=SENT, served_by="Officer Lee",
                       served_to="Ida Halvorson", place="412 Emory St")
    tab.refresh()
    assert not any(d.startswith(handed.number) for _, d in _rows(tab))
    assert tab.pages.tabText(1) == "Follo&w-up (2)"


def test_a_notice_of_hearing_without_proof_opens_its_hearings_case_and_its_service(tab, office, qtbot):
    case = make_denial(office, SENT - timedelta(days=1))
    hearings.record_request(office.clerk, case.notice_id, received_on=SENT)
    s = hearings.schedule_hearing(office.officer, case.notice_id, at=datetime.combine(TODAY + timedelta(days=10),
                                                                                      time(18)),
                                  sent_on=SENT, method="certified")
    tab.refresh()
    [(what, detail)] = [r for r in _rows(tab) if r[0] == NO_PROOF]
    assert detail.startswith(f"{Notice.get_by_id(s.letter_id).number} · Kvistad, Ruth · Notice of hearing: record "
                             "service on the hearing")
    tab.pages.setCurrentIndex(1)
    row = next(i for i, r in enumerate(_rows(tab)) if r[0] == NO_PROOF)
    _activate(tab, qtbot, row)
    assert tab.pages.currentIndex() == 0 and tab.case.summary.notice_id == case.notice_id
    assert tab.service_window.notice_id == s.letter_id  # the notice of hearing's own service, not the denial's


def test_an_impound_closed_elsewhere_takes_its_notice_off_the_follow_up_page(tab, office, qtbot):
    owner = make_owner(office, office.tracy)
    took = TODAY - timedelta(days=20)
    held = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", owner_id=owner,
                           new_animal={"species": "dog", "colour": "tan"}, on=took)
    impound_notices.send_impound_notice(office.clerk, held.impound_id, on=took, method="in_person")
    _settled(tab, qtbot)  # the office's telling of the notice is heard, and the lists it read are in
    assert [what for what, _ in _rows(tab)] == [NO_PROOF]
    impound_release.dispose(office.officer, held.impound_id, outcome="transferred_out", on=TODAY,
                            party="Prairie Pet Rescue", party_address="Marshall, MN")
    # the office tells of the impound, its animal and ownership written: no case table, yet the page reads again
    qtbot.waitUntil(lambda: tab.follow.topLevelItemCount() == 0, timeout=5000)
    assert tab.pages.tabText(1) == "Follo&w-up (0)"
