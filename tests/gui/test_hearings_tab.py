"""The Hearings tab driven with qtbot: from a denial notice to the written decision (T-4A)."""
import io
import threading
from datetime import date, timedelta

import pypdf
import pytest
from form_dialogs import Dialogs
from PySide6.QtCore import Qt, QTime

from animaloffice.domain import hearings as rules
from animaloffice.persistence.models.enforcement import Hearing, HearingRequest, Notice
from animaloffice.persistence.models.permits import Permit, PermitApplication
from animaloffice.persistence.profiles import profile_for
from animaloffice.services import owners
from animaloffice.services.notices import record_notice
from tests.core.penalty_schedule import adopt_penalty_schedule
from ui import workers
from ui.context import AppContext
from ui.hearings import create_tab
from ui.widgets.forms import to_qdate

TODAY = date.today()


def _denial(office, sent_on, number="TRA-A-2026-000042"):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Abdi", last_name="Hassan",
                            address={"line1": "88 Craig Ave", "city": "Tracy", "postal_code": "56175"})
    app = PermitApplication.create(jurisdiction=office.tracy, number=number, owner=o.id, permit_type="animal",
                                   received_on=sent_on, premises="88 Craig Ave", status="denied")
    profile = profile_for(office.tracy)
    n = record_notice(office.officer, jurisdiction_id=office.tracy, kind="denial", sent_on=sent_on, owner_id=o.id,
                      subject_table="permit_application", subject_id=app.id, reasons="Five dogs; no kennel.",
                      hearing_right=True, hearing_deadline=rules.hearing_request_deadline(profile, sent_on))
    return n, app


@pytest.fixture
def tab(qtbot, office, monkeypatch):
    ctx = AppContext(office.officer, office.tracy)
    widget = create_tab(ctx)
    qtbot.addWidget(widget)
    widget.resize(1300, 800)
    widget.show()
    previews = []
    monkeypatch.setattr("ui.hearings.tab.preview", lambda parent, pdf, title, doc_type, name: previews.append(
        (title, pdf)))
    widget.previews = previews
    return widget


def _text(pdf):
    return " ".join(" ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf)).pages).split())


def test_list_colours_and_days_left(tab, office):
    near, _ = _denial(office, TODAY - timedelta(days=6), "A-near")
    passed, _ = _denial(office, TODAY - timedelta(days=40), "A-passed")
    tab.refresh()
    model = tab.model
    assert model.rowCount() == 2
    rows = {model.record_id(r): r for r in range(model.rowCount())}
    n = Notice.get_by_id(near.id)
    left = (n.hearing_deadline - TODAY).days
    assert model.index(rows[near.id], 6).data() == (str(left) if left else "last day")
    gone = (TODAY - Notice.get_by_id(passed.id).hearing_deadline).days
    assert model.index(rows[passed.id], 6).data() == f"passed {gone} d ago"  # never a negative count
    passed_bg = model.index(rows[passed.id], 0).data(Qt.ItemDataRole.BackgroundRole)
    assert passed_bg is not None and passed_bg.color().name() == "#f6d5d8"
    assert "stands" in model.index(rows[passed.id], 8).data()
    near_bg = model.index(rows[near.id], 0).data(Qt.ItemDataRole.BackgroundRole)
    assert (near_bg is not None) == (left <= rules.NEAR_DAYS)
    def follow():
        return [tab.follow.topLevelItem(i).text(1) for i in range(tab.follow.topLevelItemCount())]
    assert "Decision stands (no hearing requested)" not in follow()  # passed before the window
    tab.since.setDate(to_qdate(TODAY - timedelta(days=60)))
    assert "Decision stands (no hearing requested)" in follow()


def settled(tab, qtbot):
    """The office's telling of the cases made above is heard, and the lists it read are in."""
    qtbot.wait(1)
    qtbot.waitUntil(lambda: not tab.model.loading)
    assert workers.wait_all(10_000)  # not finish_all: it would stop the reads waited for
    qtbot.wait(1)


def test_switching_jurisdiction_reads_both_lists_on_a_worker(tab, office, qtbot, monkeypatch):
    """Choosing another jurisdiction reads the cases and the follow-up list on a worker (each
    walks every case of the city through the hearing rules: the window stood still for them on a
    big office); the case chosen before is chosen again when it is listed."""
    from animaloffice.queries import hearings as q

    near, _ = _denial(office, TODAY - timedelta(days=40), "A-passed")  # the decision stands
    from animaloffice.services import service_of_notice as svc  # and its mailing is sworn to: served
    svc.record_mailer(office.clerk, svc.attempts_of(near.id)[0].id, mailed_by="Front Desk Clerk")
    tab.since.setDate(to_qdate(TODAY - timedelta(days=60)))  # so the follow-up list shows it
    tab.refresh()
    tab.open_case(near.id)
    assert tab.model.rowCount() == 1 and tab.follow.topLevelItemCount() == 1
    settled(tab, qtbot)
    on_gui = []
    source, follow_up = q.hearing_rights_source, q.follow_up

    def watched_source(*args, **kwargs):
        fetch = source(*args, **kwargs)
        return lambda *a: on_gui.append(("cases", threading.current_thread() is threading.main_thread())) \
            or fetch(*a)

    def watched_follow_up(*args, **kwargs):
        on_gui.append(("follow-up", threading.current_thread() is threading.main_thread()))
        return follow_up(*args, **kwargs)

    monkeypatch.setattr(q, "hearing_rights_source", watched_source)
    monkeypatch.setattr(q, "follow_up", watched_follow_up)
    tab.ctx.set_jurisdiction(office.worthington)
    qtbot.waitUntil(lambda: len(on_gui) == 2 and not tab.model.loading)
    assert sorted(on_gui) == [("cases", False), ("follow-up", False)]
    qtbot.waitUntil(lambda: tab.follow.topLevelItemCount() == 0)
    assert tab.model.rowCount() == 0
    assert tab.case.summary is None and not tab.case.buttons["request"].isEnabled()  # Tracy's case put away
    tab.ctx.set_jurisdiction(office.tracy)
    qtbot.waitUntil(lambda: tab.model.rowCount() == 1 and tab.follow.topLevelItemCount() == 1)
    assert tab.model.record_id(tab.table.currentIndex().row()) == near.id and tab.problem.isHidden()
    assert tab.case.summary.notice_id == near.id


def test_a_case_is_scheduled_under_its_own_citys_rules(tab, office, qtbot):
    """T-4A: a Tracy denial is heard by Tracy's body, whichever city the window shows (a case
    opened from a search while another city is chosen)."""
    from animaloffice.queries.hearing_terms import hearing_terms
    from animaloffice.services import hearings
    from ui.hearings import dialogs

    notice, _ = _denial(office, TODAY - timedelta(days=3), "A-own")
    hearings.record_request(office.officer, notice.id, received_on=TODAY, how="in_writing")
    tab.refresh()
    tab.open_case(notice.id)
    tab.ctx._jurisdiction_id = office.worthington  # the window on the other city, the case still open (no signal)
    body = hearing_terms(office.tracy, "permit_denial").body
    assert body == "Police Commission" != hearing_terms(office.worthington, "permit_denial").body
    dialog = dialogs.ScheduleDialog(tab.ctx, tab.case.summary, parent=tab)
    qtbot.addWidget(dialog)
    assert dialog.body.text() == body
    request = dialogs.RequestDialog(tab.ctx, tab.case.summary, tab)
    qtbot.addWidget(request)
    assert "T-4A" in request.timeliness.text()


def test_denial_to_request_hearing_and_written_decision(tab, office, monkeypatch, qtbot):
    """T-4A: notice -> request -> scheduled hearing (notice printed) -> record -> decision reversing the
    denial (letter printed) -> the permit is issued."""
    notice, app = _denial(office, TODAY - timedelta(days=40))
    d = Dialogs(monkeypatch)
    tab.show_record("notice", notice.id)
    assert tab.case.summary.notice_id == notice.id
    assert tab.case.buttons["request"].isEnabled() and not tab.case.buttons["schedule"].isEnabled()

    def request(dlg):
        dlg.received.setDate(to_qdate(TODAY - timedelta(days=38)))
        dlg.how.setCurrentIndex(dlg.how.findData("mail"))
        assert "on time" in dlg.timeliness.text()
    d.fill["RequestDialog"] = request
    qtbot.mouseClick(tab.case.buttons["request"], Qt.MouseButton.LeftButton)
    assert HearingRequest.get(HearingRequest.notice == notice.id).how == "mail"
    assert tab.case.buttons["schedule"].isEnabled()

    hearing_day = TODAY - timedelta(days=20)

    def schedule_too_soon(dlg):
        dlg.sent.setDate(to_qdate(TODAY - timedelta(days=22)))
        dlg.on.setDate(to_qdate(hearing_day))
        dlg.at.setTime(QTime(18, 30))
    d.fill["ScheduleDialog"] = schedule_too_soon
    tab.case.buttons["schedule"].click()
    shown = d.last.field_errors["at"]
    assert "too little notice" in shown.text() and shown.text().count("(T-4A)") == 1 and shown.isVisibleTo(d.last)
    assert Hearing.select().count() == 0

    def schedule(dlg):
        dlg.sent.setDate(to_qdate(TODAY - timedelta(days=37)))
        dlg.on.setDate(to_qdate(hearing_day))
        dlg.at.setTime(QTime(18, 30))
        assert dlg.place.text().startswith("Council Chambers") and dlg.body.text() == "Police Commission"
    d.fill["ScheduleDialog"] = schedule
    tab.case.buttons["schedule"].click()
    hearing = Hearing.get(Hearing.notice == notice.id)
    assert hearing.scheduled_at.date() == hearing_day and hearing.scheduled_at.hour == 18
    title, pdf = tab.previews[-1]
    assert title.startswith("Hearing notice")
    text = _text(pdf)
    assert f"{hearing_day:%A} {hearing_day:%B} {hearing_day.day}, {hearing_day.year}" in text
    assert "6:30 PM" in text and "Police Commission" in text and app.number in text

    tab.calendar.go_to(hearing_day)
    assert tab.calendar.day_list.count() == 1 and "Hassan" in tab.calendar.day_list.item(0).text()
    assert hearing_day in tab.calendar.marked or hearing_day.month != tab.calendar.calendar.monthShown()

    def record(dlg):
        dlg.attendees.setPlainText("Abdi Hassan; Officer Dahl; the Commission")
        dlg.findings.setPlainText("The dogs are kept in a fenced yard with a heated kennel.")
    d.fill["RecordDialog"] = record
    tab.case.buttons["record"].click()
    assert Hearing.get_by_id(hearing.id).status == "held"

    def decide(dlg):
        assert "heated kennel" in dlg.findings.toPlainText()
        dlg.decision.setCurrentIndex(dlg.decision.findData("reversed"))
        dlg.decided.setDate(to_qdate(hearing_day + timedelta(days=1)))
        dlg.conclusions.setPlainText("The kennel confines the dogs; the permit can be issued.")
        dlg.expires_set.setChecked(True)
        dlg.expires.setDate(to_qdate(hearing_day + timedelta(days=366)))
    d.fill["DecisionDialog"] = decide
    tab.case.buttons["decide"].click()
    assert Hearing.get_by_id(hearing.id).decision == "reversed"
    permit = Permit.get(Permit.application == app.id)
    assert permit.status == "active" and permit.expires_on == hearing_day + timedelta(days=366)
    assert PermitApplication.get_by_id(app.id).status == "approved"
    title, pdf = tab.previews[-1]
    text = _text(pdf)
    assert title.startswith("Written decision") and "is reversed" in text and permit.number in text
    whats = [row[1] for row in tab.case.history_rows()]
    assert whats == ["Denial notice", "Hearing requested", "Hearing notice", "Hearing held", "Written decision",
                     "Decision letter"]
    assert d.seen == ["RequestDialog", "ScheduleDialog", "ScheduleDialog", "RecordDialog", "DecisionDialog"]


def test_late_request_recorded_then_accepted_with_a_reason(tab, office, monkeypatch):
    """T-4A: a request the day after the last day is marked late; accepting it takes a reason."""
    notice, _ = _denial(office, TODAY - timedelta(days=40))
    deadline = Notice.get_by_id(notice.id).hearing_deadline
    d = Dialogs(monkeypatch)
    tab.show_record("notice", notice.id)

    def request(dlg):
        dlg.received.setDate(to_qdate(deadline + timedelta(days=1)))
        assert "late" in dlg.timeliness.text() and dlg.reason.isEnabled()
    d.fill["RequestDialog"] = request
    tab.case.buttons["request"].click()
    req = HearingRequest.get(HearingRequest.notice == notice.id)
    assert req.late and not req.accepted
    assert tab.case.summary.status.code == "late_pending" and not tab.case.buttons["schedule"].isEnabled()

    d.fill["ReasonDialog"] = lambda dlg: None  # empty reason: refused by the service, dialog stays open
    tab.case.buttons["accept_late"].click()
    assert d.last.refusal() == "Reason: is required" and d.last.field_errors["reason"].isVisibleTo(d.last)
    assert not HearingRequest.get_by_id(req.id).accepted
    d.fill["ReasonDialog"] = lambda dlg: dlg.reason.setPlainText("postmarked before the last day")
    tab.case.buttons["accept_late"].click()
    assert HearingRequest.get_by_id(req.id).late_reason == "postmarked before the last day"
    assert tab.case.buttons["schedule"].isEnabled()


def test_show_record_opens_the_case_from_a_hearing_or_its_letter(tab, office):
    from datetime import datetime

    from animaloffice.services import hearings

    notice, _ = _denial(office, TODAY - timedelta(days=40))
    hearings.record_request(office.clerk, notice.id, received_on=TODAY - timedelta(days=39))
    s = hearings.schedule_hearing(office.officer, notice.id, at=datetime.combine(
        TODAY + timedelta(days=10), datetime.min.time()), sent_on=TODAY)
    tab.ctx.changed("hearing")
    assert "hearing" in tab.handles and "notice" in tab.handles
    tab.pages.setCurrentIndex(2)
    tab.show_record("hearing", s.hearing_id)
    assert tab.pages.currentIndex() == 0 and tab.case.summary.notice_id == notice.id
    tab.case.show_case(None)
    tab.show_record("notice", s.letter_id)  # the hearing notice leads to its case
    assert tab.case.summary.notice_id == notice.id
    assert tab.table.currentIndex().row() == tab.model.row_of(notice.id)


def test_open_the_matter_in_the_permits_tab(tab, office):
    notice, app = _denial(office, TODAY - timedelta(days=5))
    opened = []
    tab.ctx.open_record.connect(lambda kind, rid: opened.append((kind, rid)))
    tab.show_record("notice", notice.id)
    tab.case.buttons["open_matter"].click()
    assert opened == [("application", app.id)]


def test_tools_menu_brings_the_calendar_forward(qtbot, office):
    from ui.main_window import open_main_window

    window = open_main_window(office.officer)
    qtbot.addWidget(window)
    window.show()
    window.tabs.setCurrentIndex(0)
    tab = window.tab_widgets["hearings"]
    calendar_action = next(a for a in tab.menu_actions() if "calendar" in a.text())
    calendar_action.trigger()
    assert window.tabs.currentWidget() is tab and tab.pages.currentWidget() is tab.calendar


def test_a_list_that_cannot_be_read_in_the_background_says_so(tab, office, qtbot, monkeypatch):
    from animaloffice.queries import hearings as q

    def broken(*args, **kwargs):
        raise RuntimeError("disk I/O error")

    monkeypatch.setattr(q, "follow_up", broken)
    tab.ctx.set_jurisdiction(office.worthington)
    qtbot.waitUntil(lambda: not tab.problem.isHidden())
    assert tab.problem.text() == "The list could not be read: the follow-up list: disk I/O error"
    monkeypatch.undo()
    tab.refresh()
    assert tab.problem.isHidden()


def test_a_name_typed_in_the_find_box_is_looked_up_on_a_worker(tab, office, qtbot, monkeypatch):
    """Each keystroke lists the matching cases without holding the window (every case of the
    city goes through the hearing rules); the case chosen stays chosen while it is listed."""
    from animaloffice.queries import hearings as q

    first, _ = _denial(office, TODAY - timedelta(days=6), "A-first")
    tab.refresh()
    tab.open_case(first.id)
    settled(tab, qtbot)
    on_gui = []
    source = q.hearing_rights_source

    def watched_source(*args, **kwargs):
        fetch = source(*args, **kwargs)
        return lambda *a: on_gui.append(threading.current_thread() is threading.main_thread()) or fetch(*a)

    monkeypatch.setattr(q, "hearing_rights_source", watched_source)
    qtbot.keyClicks(tab.search, "Hass")
    qtbot.waitUntil(lambda: not tab.model.loading and len(on_gui) >= 1)
    assert not any(on_gui)
    qtbot.waitUntil(lambda: tab.model.rowCount() == 1
                    and tab.model.record_id(tab.table.currentIndex().row()) == first.id)
    tab.search.setText("Nobody")
    qtbot.waitUntil(lambda: not tab.model.loading and tab.model.rowCount() == 0)


def test_a_decision_left_to_carry_by_hand_is_marked_done_from_the_case(tab, office, monkeypatch):
    """A written decision modifying a citation's fine is left to carry by hand: the case offers
    "Decision carried by hand…", and the note given takes it off the follow-up list (W-90.10H3)."""
    adopt_penalty_schedule(office.tracy)
    adopt_penalty_schedule(office.worthington)  # a city that adopted a schedule
    from datetime import datetime, time

    from animaloffice.services import hearings, violations

    day = TODAY - timedelta(days=40)
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ole", last_name="Lund")
    v = violations.record_violation(office.officer, owner_id=o.id, kind="no_tag", occurred_on=day)
    c = violations.issue_citation(office.officer, v.id, on=day)
    hearings.record_request(office.clerk, c.notice_id, received_on=day)
    at = datetime.combine(day + timedelta(days=14), time(18, 0))
    s = hearings.schedule_hearing(office.officer, c.notice_id, at=at, sent_on=day + timedelta(days=1),
                                  body="Police Commission")  # named by the office: 8.30 names none for a citation
    hearings.record_hearing(office.officer, s.hearing_id, attendees="Owner; officer", findings="Facts found.")
    hearings.decide_hearing(office.officer, s.hearing_id, decision="modified", decided_on=at.date(),
                            conclusions="Half the fine.", conditions="Fine halved.")
    tab.since.setDate(to_qdate(TODAY - timedelta(days=60)))
    tab.refresh()
    tab.show_record("notice", c.notice_id)
    follow = [tab.follow.topLevelItem(i).text(1) for i in range(tab.follow.topLevelItemCount())]
    assert "Decision to carry by hand" in follow
    button = tab.case.buttons["decision_effect_done"]
    assert button.isEnabled()
    d = Dialogs(monkeypatch)
    d.fill["ReasonDialog"] = lambda dlg: dlg.reason.setPlainText("Fine set to half in the ledger.")
    button.click()
    assert not Hearing.get_by_id(s.hearing_id).effect_pending
    assert not tab.case.buttons["decision_effect_done"].isEnabled()
    follow = [tab.follow.topLevelItem(i).text(1) for i in range(tab.follow.topLevelItemCount())]
    assert "Decision to carry by hand" not in follow


def test_the_case_shows_how_the_notice_was_served_and_flags_mail_back_unclaimed(tab, office):
    from animaloffice.persistence.models.service import ServiceAttempt
    from animaloffice.services import service_of_notice as svc

    notice, _ = _denial(office, TODAY - timedelta(days=6), "A-served")
    cert = svc.record_attempt(office.officer, notice_id=notice.id, method="certified", served_on=TODAY - timedelta(days=6),
                              article="7019 0700 0000 1234 5670", counts=True,
                              count_reason="sent certified the same day; its return is the proof")
    tab.refresh()
    tab.case.show_case(notice.id)
    shown = tab.case.details.text()
    assert "Served:" in shown and "first-class mail" in shown and "article 70190700000012345670" in shown
    assert "NOT SERVED" not in shown
    svc.record_return(office.officer, attempt_id=cert, status="unclaimed", on=TODAY - timedelta(days=1))
    first = svc.attempts_of(notice.id)[0]
    ServiceAttempt.update(voided_at=first.created_at, void_reason="sent to the wrong address").where(
        ServiceAttempt.id == first.id).execute()
    tab.case.show_case(notice.id)
    shown = tab.case.details.text()
    assert "unclaimed" in shown and "NOT SERVED" in shown and "#b00020" in shown


def test_the_list_opens_with_the_newest_notice_first(tab, office):
    """The hearing list is sorted by the day sent, newest first, when it opens."""
    _denial(office, TODAY - timedelta(days=20), number="TRA-A-2026-000050")
    newest, _ = _denial(office, TODAY - timedelta(days=1), number="TRA-A-2026-000051")
    tab.refresh()
    assert tab.model.record_id(0) == newest.id
