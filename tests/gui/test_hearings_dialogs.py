"""The Hearings dialogs and case panel as the administrator sees them: refusals under the field they
name, warnings before saving, a case that reads whole in a small window (T-4A, T-4C, W-90.10H)."""
from datetime import date, datetime, timedelta

import pytest
from PySide6.QtCore import QRect, Qt

from animaloffice.domain import hearings as rules
from animaloffice.persistence.models.enforcement import Hearing, Notice
from animaloffice.persistence.models.permits import Permit, PermitApplication
from animaloffice.persistence.profiles import profile_for
from animaloffice.queries.hearing_cases import case_summary
from animaloffice.services import hearing_appeals, hearings, owners
from animaloffice.services.notices import record_notice
from ui.context import AppContext
from ui.hearings import create_tab, dialogs
from ui.widgets.forms import to_qdate

TODAY = date.today()


def _owner(office, jid):
    return owners.create_owner(office.clerk, jurisdiction_id=jid, first_name="Zoë", last_name="Ngô",
                               address={"line1": "412 Emory St", "city": "Tracy", "postal_code": "56175"})


def _denial(office, sent_on):
    o = _owner(office, office.tracy)
    app = PermitApplication.create(jurisdiction=office.tracy, number="TRA-A-1", owner=o.id, permit_type="animal",
                                   received_on=sent_on, premises="412 Emory St", status="denied")
    profile = profile_for(office.tracy)
    return record_notice(office.officer, jurisdiction_id=office.tracy, kind="denial", sent_on=sent_on,
                         owner_id=o.id, subject_table="permit_application", subject_id=app.id,
                         reasons="Five dogs; no kennel (T-4A)", hearing_right=True,
                         hearing_deadline=rules.hearing_request_deadline(profile, sent_on))


def _revocation(office, sent_on, removal):
    jid = office.worthington
    o = _owner(office, jid)
    permit = Permit.create(jurisdiction=jid, number="WOR-P-1", owner=o.id, permit_type="breeder_hobbyist",
                           premises="9 Rowe St", status="revoked", issued_on=date(2025, 1, 6), revoked_on=sent_on,
                           removal_deadline=removal)
    profile = profile_for(jid)
    return record_notice(office.officer, jurisdiction_id=jid, kind="revocation", sent_on=sent_on, owner_id=o.id,
                         subject_table="permit", subject_id=permit.id, reasons="Kennel not cleaned (W-90.10H1)",
                         hearing_right=True, removal_deadline=removal,
                         hearing_deadline=rules.hearing_request_deadline(profile, sent_on, "W-90.10H"))


def _held(office, notice, requested, sent, at, *, late=""):
    """Requested (late and accepted, given a reason), scheduled, held. Where the profile names no body
    (Worthington, W-90.10H5), the office names the one that hears it."""
    hearings.record_request(office.officer, notice.id, received_on=requested, accept_late_reason=late)
    body = None if Notice.get_by_id(notice.id).jurisdiction_id == office.tracy else "Hearing Officer"
    s = hearings.schedule_hearing(office.officer, notice.id, at=at, sent_on=sent, body=body)
    hearings.record_hearing(office.officer, s.hearing_id, attendees="Zoë Ngô\nOfficer Dahl",
                            findings="1. The yard is fenced.\n2. The kennel is heated.")
    return s.hearing_id


@pytest.fixture
def ctx(office):
    return AppContext(office.officer, office.tracy)


def test_refusal_shows_under_the_field_by_its_label_and_nothing_is_saved(qtbot, office, ctx):
    notice = _denial(office, TODAY - timedelta(days=40))
    hearings.record_request(office.clerk, notice.id, received_on=TODAY - timedelta(days=35))
    case = case_summary(notice.id, TODAY)
    dlg = dialogs.ScheduleDialog(ctx, case)
    qtbot.addWidget(dlg)
    dlg.sent.setDate(to_qdate(TODAY - timedelta(days=38)))  # before the request was received
    dlg.on.setDate(to_qdate(TODAY - timedelta(days=20)))
    dlg.ok_button.click()
    line = dlg.field_errors["sent_on"]
    assert line.isVisibleTo(dlg) and line.text().startswith("Hearing notice sent on: is before the request")
    assert not dlg.banner.isVisibleTo(dlg) and dlg.fields["sent_on"].property("invalid")
    assert dlg.result() == 0 and Hearing.select().count() == 0

    dlg.sent.setDate(to_qdate(TODAY - timedelta(days=34)))
    dlg.on.setDate(to_qdate(TODAY - timedelta(days=36)))  # the hearing before the request
    dlg.ok_button.click()
    assert not line.isVisibleTo(dlg)  # the earlier refusal is gone
    assert dlg.refusal().startswith("Hearing date: is before the request was received")


def test_record_dialog_names_the_present_field_as_labelled(qtbot, office, ctx):
    notice = _denial(office, TODAY - timedelta(days=40))
    hearings.record_request(office.clerk, notice.id, received_on=TODAY - timedelta(days=35))
    s = hearings.schedule_hearing(office.officer, notice.id, at=datetime.combine(
        TODAY - timedelta(days=20), datetime.min.time()), sent_on=TODAY - timedelta(days=34))
    dlg = dialogs.RecordDialog(ctx, case_summary(notice.id, TODAY))
    qtbot.addWidget(dlg)
    dlg.ok_button.click()
    assert dlg.refusal() == "Present: is required" and dlg.field_errors["attendees"].isVisibleTo(dlg)
    assert Hearing.get_by_id(s.hearing_id).status == "scheduled"


def test_rule_refusal_under_its_field_carries_the_rule_id(qtbot, office, ctx):
    notice = _denial(office, TODAY - timedelta(days=40))
    hid = _held(office, notice, TODAY - timedelta(days=35), TODAY - timedelta(days=34),
                datetime.combine(TODAY - timedelta(days=20), datetime.min.time()))
    hearings.decide_hearing(office.officer, hid, decision="upheld", decided_on=TODAY - timedelta(days=19),
                            conclusions="Stands.")
    dlg = dialogs.AppealDialog(ctx, case_summary(notice.id, TODAY))
    qtbot.addWidget(dlg)
    dlg.filed.setDate(to_qdate(TODAY - timedelta(days=25)))
    dlg.ok_button.click()
    text = dlg.field_errors["filed_on"].text()
    assert "before the decision" in text and "(T-4A)" in text
    dlg.filed.setDate(to_qdate(TODAY))
    dlg.ok_button.click()
    assert dlg.result() == 1 and hearing_appeals.record_appeal  # saved once the date is right


def test_schedule_dialog_says_which_case_and_warns_of_a_closed_day(qtbot, office, ctx):
    notice = _denial(office, TODAY - timedelta(days=40))
    hearings.record_request(office.clerk, notice.id, received_on=TODAY - timedelta(days=35))
    dlg = dialogs.ScheduleDialog(ctx, case_summary(notice.id, TODAY))
    qtbot.addWidget(dlg)
    texts = " ".join(w.text() for w in dlg.findChildren(type(dlg.earliest)))
    assert notice.number in texts and "Ngô, Zoë" in texts and "TRA-A-1" in texts
    profile = profile_for(office.tracy)
    offered = dlg.day(dlg.on)
    assert profile.calendar.is_business_day(offered)  # the first date offered is a day the city is open
    assert offered >= rules.earliest_hearing_date(profile, TODAY).value
    saturday = TODAY + timedelta(days=(5 - TODAY.weekday()) % 7 + 7)
    dlg.on.setDate(to_qdate(saturday))
    assert "a Saturday" in dlg.day_warning.text() and dlg.day_warning.isVisibleTo(dlg)
    dlg.on.setDate(to_qdate(saturday + timedelta(days=2)))
    if profile_for(office.tracy).calendar.is_business_day(saturday + timedelta(days=2)):
        assert dlg.day_warning.text() == "" and not dlg.day_warning.isVisibleTo(dlg)
    assert dlg.place.cursorPosition() == 0  # the place reads from its start


def test_w_90_10h5_decision_dialog_says_the_removal_deadline_passed(qtbot, office):
    """After a late request (which stays nothing) the notice's removal deadline has run out."""
    ctx = AppContext(office.officer, office.worthington)
    sent = TODAY - timedelta(days=40)
    notice = _revocation(office, sent, sent + timedelta(days=12))
    # late whatever day of the week the notice went out: the day after its last day to ask
    late_day = Notice.get_by_id(notice.id).hearing_deadline + timedelta(days=1)
    _held(office, notice, late_day, late_day,
          datetime.combine(sent + timedelta(days=20), datetime.min.time()), late="The owner was abroad.")
    dlg = dialogs.DecisionDialog(ctx, case_summary(notice.id, TODAY))
    qtbot.addWidget(dlg)
    assert "has passed" in dlg.effect.text() and "set a new one" in dlg.effect.text()
    dlg.removal_set.setChecked(True)
    assert "new deadline" in dlg.effect.text()
    assert dlg.day(dlg.removal) >= TODAY + timedelta(days=10)  # counted from the decision, MN-645.15
    dlg.decision.setCurrentIndex(dlg.decision.findData("reversed"))
    assert "reinstated" in dlg.effect.text()


def test_w_90_10h5_decision_dialog_counts_a_stayed_removal_from_the_decisions_receipt(qtbot, office):
    """A request made on time stayed the removal: before saving, the dialog gives the day counted from the
    owner's receipt of the decision (mailed: taken as received later; handed over: that day)."""
    from animaloffice.domain.explain import fmt_date
    from animaloffice.domain.hearing_stays import removal_after_decision

    ctx = AppContext(office.officer, office.worthington)
    sent = TODAY - timedelta(days=40)
    notice = _revocation(office, sent, sent + timedelta(days=10))
    _held(office, notice, sent + timedelta(days=3), sent + timedelta(days=4),
          datetime.combine(sent + timedelta(days=12), datetime.min.time()))
    dlg = dialogs.DecisionDialog(ctx, case_summary(notice.id, TODAY))
    qtbot.addWidget(dlg)
    profile = profile_for(office.worthington)
    mailed = removal_after_decision(profile, TODAY, sent_by="mail").value
    assert "was stayed" in dlg.effect.text() and fmt_date(mailed) in dlg.effect.text()
    dlg.method.setCurrentIndex(dlg.method.findData("in_person"))
    assert fmt_date(removal_after_decision(profile, TODAY, sent_by="in_person").value) in dlg.effect.text()
    dlg.conclusions.setPlainText("The kennel was not cleaned.")
    dlg.signed_by.setText("Officer")  # who sent the revocation letter: refused, at the field
    dlg.ok_button.click()
    assert dlg.result() == 0 and dlg.field_errors["signed_by"].isVisibleTo(dlg)
    assert "never by that official" in dlg.field_errors["signed_by"].text()
    dlg.signed_by.setText("Dana Olson")
    dlg.ok_button.click()
    assert dlg.result() == 1
    assert Permit.get(Permit.number == "WOR-P-1").removal_deadline == \
        removal_after_decision(profile, TODAY, sent_by="in_person").value


def test_case_panel_reads_whole_in_a_small_window(qtbot, office, ctx):
    """At 900x600 the whole case (status, request, hearing, effect, appeal) is in a scrolling area, the
    history's rows are as tall as their wrapped text, and times read '6:30 PM'."""
    notice = _denial(office, TODAY - timedelta(days=40))
    hid = _held(office, notice, TODAY - timedelta(days=35), TODAY - timedelta(days=34),
                datetime.combine(TODAY - timedelta(days=20), datetime.min.time()).replace(hour=18, minute=30))
    hearings.decide_hearing(office.officer, hid, decision="upheld", decided_on=TODAY - timedelta(days=19),
                            conclusions="The denial stands.")
    hearing_appeals.record_appeal(office.officer, hid, filed_by="owner", filed_on=TODAY, forum="District Court")
    tab = create_tab(ctx)
    qtbot.addWidget(tab)
    tab.resize(900, 600)
    tab.show()
    tab.open_case(notice.id)
    panel = tab.case
    qtbot.wait(50)
    text = panel.details.text()
    assert "Effect:</b> the denial stands" in text and "Appeal:</b> appeal de novo by the owner" in text
    assert panel.details_scroll.widget() is panel.details
    assert panel.details.heightForWidth(panel.details_scroll.viewport().width()) <= \
        panel.details_scroll.widget().height() + 1  # all of it inside the scrolling area
    assert "6:30 PM" in text and "06:30" not in text
    history = panel.history
    qtbot.waitUntil(lambda: history.topLevelItemCount() > 0)
    for i in range(history.topLevelItemCount()):
        item = history.topLevelItem(i)
        width = history.columnWidth(2) - 12
        needed = history.fontMetrics().boundingRect(QRect(0, 0, width, 100000),
                                                    int(Qt.TextFlag.TextWordWrap), item.text(2)).height()
        assert history.visualItemRect(item).height() >= needed, item.text(1)
    rows = panel.history_rows()
    held = next(r for r in rows if r[1] == "Hearing held")
    assert "present: Zoë Ngô; Officer Dahl" in held[2] and "\n" not in held[2]
    notice_row = next(r for r in rows if r[1] == "Hearing notice")
    assert "at 6:30 PM" in notice_row[2]


def _mnemonic(text: str) -> str:
    i = text.replace("&&", "").find("&")
    return text.replace("&&", "")[i + 1].lower() if i >= 0 else ""


def test_keyboard_mnemonics_never_clash_and_tab_leaves_the_list(qtbot, office, ctx):
    """Each Alt+letter on the Cases page does one thing in every state of a case (the buttons shown
    with each other, the page's own labels and tabs, the window's File/Go/Tools/Help menus), and Tab
    moves from the list to the case's actions instead of cell by cell."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QLabel

    notice = _denial(office, TODAY - timedelta(days=40))
    tab = create_tab(ctx)
    qtbot.addWidget(tab)
    tab.resize(1280, 800)
    tab.show()
    qtbot.waitExposed(tab)
    fixed = ["f", "g", "t", "h"] + [_mnemonic(tab.pages.tabText(i)) for i in range(tab.pages.count())]
    fixed += [_mnemonic(l.text()) for l in tab.findChildren(QLabel) if l.buddy() is not None and l.isVisible()]

    def check():
        visible = [code for code, b in tab.case.buttons.items() if b.isVisible()]
        expected = set(tab.case.summary.actions) | {"open_matter", "service"}  # every case has its service
        assert set(visible) == expected, (tab.case.summary.status.code, visible)
        for code in visible:  # shown in the panel's box, never as a window of its own
            b = tab.case.buttons[code]
            assert not b.isWindow() and b.parentWidget() is tab.case.actions_box and b.isEnabled()
        shown = [_mnemonic(b.text()) for b in tab.case.buttons.values() if b.isVisible()]
        letters = [m for m in fixed + shown if m]
        assert len(letters) == len(set(letters)), (tab.case.summary.status.code, sorted(letters))
        return shown

    steps = [
        lambda: None,
        lambda: hearings.record_request(office.clerk, notice.id, received_on=TODAY - timedelta(days=20)),
        lambda: hearings.accept_late_request(office.officer, tab.case.summary.request_id, reason="ill"),
        lambda: hearings.schedule_hearing(office.officer, notice.id, sent_on=TODAY - timedelta(days=19),
                                          at=datetime.combine(TODAY - timedelta(days=10), datetime.min.time())),
        lambda: hearings.record_hearing(office.officer, tab.case.summary.hearing_id, attendees="Zoë",
                                        findings="Facts."),
        lambda: hearings.decide_hearing(office.officer, tab.case.summary.hearing_id, decision="upheld",
                                        decided_on=TODAY - timedelta(days=9), conclusions="Stands."),
        lambda: hearing_appeals.record_appeal(office.officer, tab.case.summary.hearing_id, filed_by="owner",
                                              filed_on=TODAY),
    ]
    seen_states = []
    for step in steps:
        step()
        tab.open_case(notice.id)
        check()
        seen_states.append(tab.case.summary.status.code)
    assert seen_states == ["decision_stands", "late_pending", "to_schedule", "scheduled", "held", "decided",
                           "appealed"]

    opened = []
    tab.ctx.open_record.connect(lambda kind, rid: opened.append(kind))
    tab.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is tab)
    tab.table.setFocus()
    QTest.keyClick(tab.table, Qt.Key.Key_O, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: opened == ["application"])  # Alt+O: Open in Permits (an animated click)
    tab.table.setFocus()
    QTest.keyClick(tab.table, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not tab.table


def test_calendar_shades_holidays_and_points_to_the_next_hearing(qtbot, office, ctx):
    """A day with no hearing says when the next one is (Enter goes there); legal holidays are shaded
    with their name, so a hearing is not set on one by mistake (MN-645.44)."""
    from ui.hearings.calendar_view import GO_TO

    notice = _denial(office, TODAY - timedelta(days=40))
    hearings.record_request(office.clerk, notice.id, received_on=TODAY - timedelta(days=35))
    day = TODAY + timedelta(days=30)
    hearings.schedule_hearing(office.officer, notice.id, at=datetime.combine(day, datetime.min.time()).replace(
        hour=18), sent_on=TODAY)
    tab = create_tab(ctx)
    qtbot.addWidget(tab)
    cal = tab.calendar
    cal.go_to(TODAY)
    first = cal.day_list.item(0)
    assert first.text().startswith("Next hearing: ") and "6:00 PM" in first.text() and "Ngô, Zoë" in first.text()
    cal._activate(first)
    assert cal.calendar.selectedDate() == to_qdate(day) and cal.day_list.count() == 1
    assert cal.day_list.item(0).data(GO_TO) is None and day in cal.marked
    christmas = date(day.year, 12, 25)
    cal.go_to(christmas)
    fmt = cal.calendar.dateTextFormat(to_qdate(christmas))
    if christmas.weekday() < 5:
        assert "Christmas" in fmt.toolTip() and christmas in cal.shaded


def test_follow_up_rows_show_their_whole_text(qtbot, office, ctx):
    """A notice passed unrequested reads whole on the follow-up list (the decision stands), not cut at '…'."""
    from animaloffice.services import service_of_notice as svc

    notice = _denial(office, TODAY - timedelta(days=20))
    svc.record_mailer(office.clerk, svc.attempts_of(notice.id)[0].id, mailed_by="Front Desk Clerk")  # served
    tab = create_tab(ctx)
    qtbot.addWidget(tab)
    tab.resize(1000, 700)
    tab.show()
    tab.show_page(1)
    follow = tab.follow
    qtbot.waitUntil(lambda: follow.topLevelItemCount() == 1, timeout=10000)  # the list may be read in the background
    item = follow.topLevelItem(0)
    assert "stands" in item.text(2)
    width = follow.columnWidth(2) - 12
    needed = follow.fontMetrics().boundingRect(QRect(0, 0, width, 100000), int(Qt.TextFlag.TextWordWrap),
                                               item.text(2)).height()
    assert needed > follow.fontMetrics().height()  # the text does wrap at this width
    assert follow.visualItemRect(item).height() >= needed


def test_a_long_refusal_grows_the_dialog_nothing_overlaps(qtbot, office, ctx):
    """The too-little-notice refusal runs to several lines under the hearing date: the dialog grows so
    every row stays readable (T-4A)."""
    notice = _denial(office, TODAY - timedelta(days=40))
    hearings.record_request(office.clerk, notice.id, received_on=TODAY - timedelta(days=35))
    dlg = dialogs.ScheduleDialog(ctx, case_summary(notice.id, TODAY))
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    dlg.sent.setDate(to_qdate(TODAY - timedelta(days=30)))
    dlg.on.setDate(to_qdate(TODAY - timedelta(days=28)))
    dlg.ok_button.click()
    qtbot.wait(20)
    line = dlg.field_errors["at"]
    assert "too little notice" in line.text() and line.text().count("(T-4A)") == 1
    widgets = [w for w in (dlg.form.itemAt(i, role).widget() for i in range(dlg.form.rowCount())
                           for role in (dlg.form.ItemRole.FieldRole, dlg.form.ItemRole.SpanningRole)
                           if dlg.form.itemAt(i, role) is not None) if w.isVisible()]
    for above, below in zip(widgets, widgets[1:]):
        if above is below:
            continue
        assert above.geometry().bottom() <= below.geometry().top(), (above.objectName(), below.objectName())
        assert above.height() >= above.heightForWidth(above.width()) or above.heightForWidth(above.width()) < 0
    assert widgets[-1].geometry().bottom() <= dlg.buttons.geometry().top()


def test_appeal_outcome_names_the_case_and_its_effect_shows_in_the_case(qtbot, office):
    """T-4C: an appeal de novo reversing an upheld revocation reinstates the permit; the case says so
    (not only the hearing's 'stays revoked'), and the outcome dialog says which decision it reviews."""
    ctx = AppContext(office.officer, office.worthington)
    sent = TODAY - timedelta(days=40)
    notice = _revocation(office, sent, sent + timedelta(days=10))
    hid = _held(office, notice, sent + timedelta(days=3), sent + timedelta(days=4),
                datetime.combine(sent + timedelta(days=12), datetime.min.time()))
    hearings.decide_hearing(office.officer, hid, decision="upheld", decided_on=sent + timedelta(days=13),
                            conclusions="Stands.")
    hearing_appeals.record_appeal(office.officer, hid, filed_by="owner", filed_on=sent + timedelta(days=20))
    dlg = dialogs.AppealOutcomeDialog(ctx, case_summary(notice.id, TODAY))
    qtbot.addWidget(dlg)
    from PySide6.QtWidgets import QLabel

    texts = " ".join(w.text() for w in dlg.findChildren(QLabel) if w.objectName() == "note")
    assert "WOR-P-1" in texts and "stays revoked" in texts
    assert not dlg.fields["permit_expires_on"].isVisibleTo(dlg)  # a reinstated permit keeps its own expiry
    dlg.outcome.setCurrentIndex(dlg.outcome.findData("reversed"))
    dlg.ok_button.click()
    assert dlg.result() == 1 and Permit.get(Permit.number == "WOR-P-1").status == "active"
    tab = create_tab(ctx)
    qtbot.addWidget(tab)
    tab.open_case(notice.id)
    assert "reversed on" in tab.case.details.text() and "reinstated on appeal" in tab.case.details.text()


def test_t_4a_request_dialog_takes_the_postmark_and_counts_from_it(qtbot, office, ctx):
    """T-4A: "seven days after the notice is sent to request a hearing": a request mailed on the last day
    and received after it is on time in Tracy; the dialog says so before saving and keeps the postmark."""
    sent = date(2026, 6, 12)  # last day Monday June 22 (Juneteenth, then the weekend)
    notice = _denial(office, sent)
    dlg = dialogs.RequestDialog(ctx, case_summary(notice.id, date(2026, 6, 25)))
    qtbot.addWidget(dlg)
    dlg.show()
    assert "by the day it is mailed (its postmark)" in " ".join(
        w.text() for w in dlg.findChildren(type(dlg.timeliness)) if w.objectName() == "note")
    assert not dlg.mailed_row.isVisibleTo(dlg)  # handed in: no postmark
    dlg.received.setDate(to_qdate(date(2026, 6, 25)))
    dlg.how.setCurrentIndex(dlg.how.findData("mail"))
    assert dlg.mailed_row.isVisibleTo(dlg) and "late" in dlg.timeliness.text()
    dlg.mailed_set.setChecked(True)
    dlg.mailed.setDate(to_qdate(date(2026, 6, 22)))
    assert "on time" in dlg.timeliness.text() and not dlg.reason.isEnabled()
    dlg.ok_button.click()
    assert dlg.result() == 1 and not dlg.result_value.late
    from animaloffice.persistence.models.enforcement import HearingRequest

    assert HearingRequest.get_by_id(dlg.result_value.request_id).mailed_on == date(2026, 6, 22)


def test_t_4a_a_postmark_after_the_day_received_is_refused_at_its_field(qtbot, office, ctx):
    notice = _denial(office, date(2026, 6, 12))
    dlg = dialogs.RequestDialog(ctx, case_summary(notice.id, date(2026, 6, 25)))
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.received.setDate(to_qdate(date(2026, 6, 18)))
    dlg.how.setCurrentIndex(dlg.how.findData("mail"))
    dlg.mailed_set.setChecked(True)
    dlg.mailed.setDate(to_qdate(date(2026, 6, 19)))
    dlg.ok_button.click()
    assert dlg.result() == 0 and dlg.field_errors["mailed_on"].isVisibleTo(dlg)
    assert "after the day the request was received" in dlg.field_errors["mailed_on"].text()


def test_w_90_10h5_the_case_says_the_removal_is_stayed(qtbot, office):
    ctx = AppContext(office.officer, office.worthington)
    sent = TODAY - timedelta(days=30)
    notice = _revocation(office, sent, sent + timedelta(days=10))
    hearings.record_request(office.clerk, notice.id, received_on=sent + timedelta(days=2))
    tab = create_tab(ctx)
    qtbot.addWidget(tab)
    tab.open_case(notice.id)
    text = tab.case.details.text()
    assert "Stayed:</b>" in text and "stayed until the written decision" in text
    assert tab.case.summary.removal_stayed
