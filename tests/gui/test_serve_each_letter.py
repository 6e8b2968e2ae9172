"""Each letter is served on its own (issue #30): the notice of hearing, the written decision and a
call's notice to comply each open their own service window, where a hand delivery is recorded and
its proof of service printed (read back: it names that letter, not the contested notice). A notice
of hearing nothing proves served opens its own window from the follow-up page and from Today, and
leaves both once the delivery is recorded."""
import io
from datetime import date, datetime, time, timedelta

import pypdf
import pytest
from form_dialogs import Dialogs
from PySide6.QtCore import Qt

from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.service import ServiceAttempt
from animaloffice.queries.hearing_letters import letters_of_hearing
from animaloffice.queries.hearings import NO_PROOF
from animaloffice.services import animals, call_letters, calls, hearings, owners
from tests.core.hearings.conftest import make_denial
from ui import workers
from ui.context import AppContext
from ui.widgets.forms import to_qdate

TODAY = date.today()
SENT = TODAY - timedelta(days=3)


def _text(pdf: bytes) -> str:
    return " ".join(" ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf)).pages).split())


@pytest.fixture
def previews(monkeypatch):
    shown = []
    monkeypatch.setattr("ui.hearings.service_window.preview",
                        lambda parent, pdf, title, doc_type, name: shown.append((title, doc_type, pdf)))
    return shown


@pytest.fixture
def tab(qtbot, office):
    from ui.hearings import create_tab

    widget = create_tab(AppContext(office.officer, office.tracy))
    qtbot.addWidget(widget)
    widget.resize(1300, 800)
    widget.show()
    return widget


def _scheduled(office):
    """A denial requested and its hearing scheduled: the notice of hearing sent by certified mail,
    its return not yet back (nothing proves it served)."""
    case = make_denial(office, SENT - timedelta(days=1))
    hearings.record_request(office.clerk, case.notice_id, received_on=SENT)
    s = hearings.schedule_hearing(office.officer, case.notice_id, sent_on=SENT, method="certified",
                                  at=datetime.combine(TODAY + timedelta(days=10), time(18)))
    return case, s


def _today_read(qtbot, office):
    """Tracy's Today tab, shown and read."""
    from ui.today import create_tab as today_tab

    today = today_tab(AppContext(office.clerk, office.tracy))
    qtbot.addWidget(today)
    today.resize(1300, 700)
    today.show()
    today.refresh()
    qtbot.waitUntil(lambda: not today.loading, timeout=10_000)
    return today


def _no_proof_rows(tab):
    return [i for i in range(tab.follow.topLevelItemCount()) if tab.follow.topLevelItem(i).text(1) == NO_PROOF]


def _hand_delivery(window, monkeypatch, to="Ruth Kvistad", on=SENT):
    d = Dialogs(monkeypatch)

    def hand(dlg):
        dlg.method.setCurrentIndex(dlg.method.findData("hand"))
        dlg.served_on.setDate(to_qdate(on))
        dlg.served_by.setCurrentText("Officer Dana Lee")
        dlg.served_to.setText(to)
        dlg.place.setText("12 Elm St, front door")
    d.fill["AttemptDialog"] = hand
    before = ServiceAttempt.select().count()
    window.buttons["record"].click()
    assert ServiceAttempt.select().count() == before + 1, getattr(d.last, "refusal", lambda: "")()
    return ServiceAttempt.select().order_by(ServiceAttempt.id.desc()).get()


def _proof_text(window, previews, attempt) -> tuple[str, str]:
    window.choose(attempt.id)
    window.buttons["print"].click()
    title, doc_type, pdf = previews[-1]
    assert doc_type == "proof_of_service"
    return title, _text(pdf)


def test_issue_30_a_notice_of_hearing_served_by_hand_from_its_follow_up_row(tab, office, qtbot, monkeypatch,
                                                                             previews):
    """The follow-up row of the notice of hearing opens the case and the notice of hearing's own
    service window; a hand delivery recorded there takes the row off, leaves the contested notice's
    service as it was, and its proof of service names the notice of hearing."""
    case, s = _scheduled(office)
    letter = Notice.get_by_id(s.letter_id)
    contested = ServiceAttempt.select().where(ServiceAttempt.notice == case.notice_id).count()
    tab.refresh()
    [row] = _no_proof_rows(tab)
    assert tab.follow.topLevelItem(row).text(2).startswith(letter.number)
    tab.pages.setCurrentIndex(1)
    tab.follow.setCurrentItem(tab.follow.topLevelItem(row))
    tab.follow.setFocus()
    qtbot.keyClick(tab.follow, Qt.Key.Key_Return)
    window = tab.service_window
    assert window.isVisible() and window.notice_id == letter.id and letter.number in window.heading.text()
    assert tab.pages.currentIndex() == 0 and tab.case.summary.notice_id == case.notice_id
    chosen = tab.case.history.currentItem()
    assert chosen is not None and letter.number in chosen.text(2)  # the letter served, chosen in the history

    handed = _hand_delivery(window, monkeypatch)
    assert handed.notice_id == letter.id
    assert ServiceAttempt.select().where(ServiceAttempt.notice == case.notice_id).count() == contested
    assert window.current().id == handed.id and window.current().proves
    tab.follow_page.fill()
    assert _no_proof_rows(tab) == []

    title, text = _proof_text(window, previews, handed)
    assert letter.number in title and letter.number in text and "Notice of hearing" in text
    assert Notice.get_by_id(case.notice_id).number not in text.replace(letter.number, "")
    assert "Officer Dana Lee" in text and "Ruth Kvistad" in text


def test_issue_30_the_today_row_of_a_notice_of_hearing_opens_its_own_service_window(tab, office, qtbot,
                                                                                     monkeypatch):
    """Today's "No proof of service" row of a notice of hearing opens that notice's service window
    on the Hearings tab (a hearing's other rows still open its case only); once served by hand it is
    no longer listed."""
    case, s = _scheduled(office)
    letter = Notice.get_by_id(s.letter_id)
    today = _today_read(qtbot, office)
    rows = [r for r in range(today.table.rowCount()) if today.table.item(r, 2).text() == NO_PROOF
            and letter.number in today.table.item(r, 3).text()]
    assert len(rows) == 1
    opened = []
    today.ctx.open_record.connect(lambda kind, rid: opened.append((kind, rid)))
    today.table.setFocus()
    today.table.setCurrentCell(rows[0], 0)
    qtbot.keyClick(today.table, Qt.Key.Key_Return)
    assert opened == [("notice_service", letter.id)]

    tab.show_record(*opened[0])  # as the main window does: the Hearings tab handles the kind
    window = tab.service_window
    assert window.isVisible() and window.notice_id == letter.id and tab.case.summary.notice_id == case.notice_id
    _hand_delivery(window, monkeypatch)
    today.refresh()
    qtbot.waitUntil(lambda: not today.loading, timeout=10_000)
    assert not any(letter.number in today.table.item(r, 3).text() for r in range(today.table.rowCount()))
    assert "notice_service" in tab.handles


def test_issue_30_a_written_decision_served_by_hand_from_the_case_history(tab, office, qtbot, monkeypatch,
                                                                          previews):
    """The decision letter, chosen in the case's history, opens its own service window (by its
    button, and by Enter on the letter); the hand delivery is recorded on the decision letter and
    its proof of service names it."""
    case = make_denial(office, TODAY - timedelta(days=40))
    hearings.record_request(office.clerk, case.notice_id, received_on=TODAY - timedelta(days=35))
    s = hearings.schedule_hearing(office.officer, case.notice_id, sent_on=TODAY - timedelta(days=34),
                                  at=datetime.combine(TODAY - timedelta(days=20), time(18)))
    hearings.record_hearing(office.officer, s.hearing_id, attendees="Owner; Officer Lee", findings="Five dogs.")
    hearings.decide_hearing(office.officer, s.hearing_id, decision="upheld", decided_on=TODAY,
                            conclusions="The denial stands.")
    [decision] = letters_of_hearing(s.hearing_id, "decision")
    letter = Notice.get_by_id(decision)
    tab.refresh()
    tab.show_record("notice", case.notice_id)
    button = tab.case.serve_button
    assert button.isVisible() and not button.isEnabled()  # no letter chosen in the history yet
    tab.case.history.setCurrentItem(next(
        tab.case.history.topLevelItem(i) for i in range(tab.case.history.topLevelItemCount())
        if tab.case.history.topLevelItem(i).text(1) == "Written decision"
        and tab.case.history.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole)[0] != "notice"))
    assert not button.isEnabled()  # the decision as an event of the case, not its letter
    assert tab.case.choose_letter(letter.id) and button.isEnabled()
    button.click()
    window = tab.service_window
    assert window.isVisible() and window.notice_id == letter.id and letter.number in window.heading.text()
    window.close()

    tab.case.history.setFocus()
    qtbot.keyClick(tab.case.history, Qt.Key.Key_Return)  # Enter on the letter does the same
    window = tab.service_window
    assert window.isVisible() and window.notice_id == letter.id

    handed = _hand_delivery(window, monkeypatch, on=TODAY)
    assert handed.notice_id == letter.id
    title, text = _proof_text(window, previews, handed)
    assert letter.number in title and letter.number in text and "Written decision" in text


def test_issue_30_a_calls_notice_to_comply_served_by_hand_from_the_field_work_tab(qtbot, office, monkeypatch,
                                                                                  previews):
    """The call's Service button opens its letter's service window (none before a letter is sent):
    the letter chosen under What it produced, else the newest. A hand delivery is recorded on the
    notice to comply, then on a warning, and each proof of service names its letter."""
    from ui.field import create_tab

    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ida", last_name="Halvorson",
                            address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog", name="Rex")
    call = calls.record_call(office.clerk, jurisdiction_id=office.tracy, kind="noise", address="12 Elm St",
                             received_at=datetime.now().replace(microsecond=0) - timedelta(hours=5),
                             owner_id=o.id, animal_id=a.id)
    field = create_tab(AppContext(office.officer, office.tracy))
    qtbot.addWidget(field)
    field.show()
    field.show_record("call", call.id)
    panel = field.calls.panel
    assert panel.buttons["service"].isVisible() and not panel.buttons["service"].isEnabled()
    info = call_letters.send_notice_to_comply(office.officer, call.id,
                                              findings="The officer heard the dog bark for twenty minutes.")
    letter = Notice.get_by_id(info.id)
    panel.show_call(call.id)
    assert panel.buttons["service"].isEnabled()
    panel.buttons["service"].click()
    window = panel.service_window
    assert window.isVisible() and window.notice_id == letter.id and letter.number in window.heading.text()

    handed = _hand_delivery(window, monkeypatch, to="Ida Halvorson", on=TODAY)
    assert handed.notice_id == letter.id and window.current().id == handed.id and window.current().proves
    title, text = _proof_text(window, previews, handed)
    assert letter.number in title and letter.number in text and "Ida Halvorson" in text
    assert f"{letter.number}: Notice to comply, issued" in " ".join(text.split())  # the paper named by its kind
    window.close()

    warning = Notice.get_by_id(call_letters.send_warning(office.officer, call.id, findings="Barking again.").id)
    panel.show_call(call.id)
    assert panel.letter_to_serve() == warning.id  # none chosen: the newest letter
    panel.links.setCurrentItem(next(panel.links.item(i) for i in range(panel.links.count())
                                    if panel.links.item(i).data(Qt.ItemDataRole.UserRole) == ("notice", letter.id)))
    panel.buttons["service"].click()
    assert panel.service_window.notice_id == letter.id  # the letter chosen under What it produced
    panel.service_window.close()
    panel.links.setCurrentItem(next(panel.links.item(i) for i in range(panel.links.count())
                                    if panel.links.item(i).data(Qt.ItemDataRole.UserRole) == ("notice", warning.id)))
    panel.buttons["service"].click()
    window = panel.service_window
    assert window.notice_id == warning.id
    handed = _hand_delivery(window, monkeypatch, to="Ida Halvorson", on=TODAY)
    assert handed.notice_id == warning.id and window.current().proves
    assert warning.number in _proof_text(window, previews, handed)[1]
    workers.wait_all(10_000)


def test_issue_30_each_today_row_of_a_moved_hearings_notices_opens_that_notice(tab, office, qtbot, monkeypatch):
    """A hearing moved sends a second notice of hearing; each one nothing proves served is its own
    row on Today, and each row opens that very notice's service window."""
    case, s = _scheduled(office)
    moved = hearings.reschedule_hearing(office.officer, s.hearing_id, sent_on=TODAY, method="certified",
                                        at=datetime.combine(TODAY + timedelta(days=12), time(18)),
                                        reason="the room is taken")
    today = _today_read(qtbot, office)
    opened = []
    today.ctx.open_record.connect(lambda kind, rid: opened.append((kind, rid)))
    for letter_id in (s.letter_id, moved.letter_id):
        number = Notice.get_by_id(letter_id).number
        rows = [r for r in range(today.table.rowCount()) if today.table.item(r, 2).text() == NO_PROOF
                and number in today.table.item(r, 3).text()]
        assert len(rows) == 1, number
        for row in rows:
            today.open_row(row)
            assert opened[-1] == ("notice_service", letter_id)
            tab.show_record(*opened[-1])
            assert tab.service_window.notice_id == letter_id
            tab.service_window.close()


def test_issue_30_an_appeals_letter_served_by_hand_from_the_case_history(tab, office, qtbot, monkeypatch, previews):
    """The letter on an appeal's outcome, chosen in the case's history, opens its own service window;
    until it is proven served it is on the follow-up page (a removal period may count from it)."""
    from animaloffice.services import hearing_appeals

    case = make_denial(office, TODAY - timedelta(days=60))
    hearings.record_request(office.clerk, case.notice_id, received_on=TODAY - timedelta(days=55))
    s = hearings.schedule_hearing(office.officer, case.notice_id, sent_on=TODAY - timedelta(days=54),
                                  at=datetime.combine(TODAY - timedelta(days=40), time(18)))
    hearings.record_hearing(office.officer, s.hearing_id, attendees="Owner", findings="Five dogs.")
    hearings.decide_hearing(office.officer, s.hearing_id, decision="upheld", decided_on=TODAY - timedelta(days=39),
                            conclusions="The denial stands.")
    appeal = hearing_appeals.record_appeal(office.officer, s.hearing_id, filed_by="owner",
                                           filed_on=TODAY - timedelta(days=30))
    hearing_appeals.record_appeal_outcome(office.officer, appeal.appeal_id, outcome="upheld", outcome_on=TODAY)
    letter = Notice.select().where(Notice.kind == "appeal").order_by(Notice.id.desc()).get()
    tab.refresh()
    assert any(letter.number in tab.follow.topLevelItem(i).text(2) for i in _no_proof_rows(tab))
    tab.show_record("notice", case.notice_id)
    assert tab.case.choose_letter(letter.id)
    tab.case.serve_button.click()
    window = tab.service_window
    assert window.isVisible() and window.notice_id == letter.id
    handed = _hand_delivery(window, monkeypatch, on=TODAY)
    title, text = _proof_text(window, previews, handed)
    assert letter.number in title and "Letter on the outcome of the appeal" in " ".join(text.split())
    tab.refresh()
    assert not any(letter.number in tab.follow.topLevelItem(i).text(2) for i in _no_proof_rows(tab))
