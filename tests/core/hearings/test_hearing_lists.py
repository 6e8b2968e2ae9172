"""The Hearings tab's read side: notices with a hearing right, follow-up, calendar, case history."""
from datetime import date, datetime

from animaloffice.queries import hearing_cases
from animaloffice.queries import hearings as q
from animaloffice.services import hearing_appeals, hearings
from animaloffice.services import service_of_notice as svc


def test_every_notice_with_a_hearing_right_and_where_it_stands(office, cases):
    today = date(2026, 6, 20)
    open_case = cases.denial(date(2026, 6, 15), number="A-open")          # deadline June 22
    stands = cases.denial(date(2026, 6, 1), number="A-stands")            # deadline June 8, passed
    requested = cases.revocation(date(2026, 6, 10), number="P-req")       # deadline June 17
    hearings.record_request(office.clerk, requested.notice_id, received_on=date(2026, 6, 16))
    other_city = cases.denial(date(2026, 6, 15), jid=office.worthington, number="A-w")
    rows = {r.number: r for r in q.hearing_rights(office.tracy, today)}
    assert len(rows) == 3
    by_id = {r.id: r for r in rows.values()}
    o = by_id[open_case.notice_id]
    assert o.deadline == date(2026, 6, 22) and o.days_left == 2 and o.requested == "no"
    assert o.status_code == "open" and o.matter == "permit application A-open"
    s = by_id[stands.notice_id]
    assert s.days_left == -12 and s.status_code == "decision_stands" and "denial stands" in s.status
    r = by_id[requested.notice_id]
    assert r.requested == "06/16/2026" and r.days_left is None and r.status_code == "to_schedule"
    assert other_city.notice_id not in by_id
    assert [x.id for x in q.hearing_rights(office.tracy, today, "open")] == [open_case.notice_id]
    assert [x.id for x in q.hearing_rights(office.tracy, today, "decision_stands")] == [stands.notice_id]
    assert [x.id for x in q.hearing_rights(office.tracy, today, "in_progress")] == [requested.notice_id]
    assert [x.id for x in q.hearing_rights(office.tracy, today, text="a-open")] == [open_case.notice_id]
    fetch = q.hearing_rights_source(office.tracy, today)
    assert [t[0] for t in fetch(0, 10, "deadline", False)] == [stands.notice_id, requested.notice_id,
                                                               open_case.notice_id]
    assert len(fetch(1, 1, "deadline", True)) == 1


def test_follow_up_list(office, cases):
    today = date(2026, 7, 1)
    stands = cases.denial(date(2026, 6, 1), number="A-1")
    late = cases.denial(date(2026, 6, 1), number="A-2")
    hearings.record_request(office.clerk, late.notice_id, received_on=date(2026, 6, 10))
    to_schedule = cases.revocation(date(2026, 6, 15), removal=date(2026, 6, 25), number="P-1")
    hearings.record_request(office.clerk, to_schedule.notice_id, received_on=date(2026, 6, 16))
    # the denial was mailed first class: its service is followed up until who mailed it is named
    assert (stands.notice_id, "No proof of service") in {(f.notice_id, f.what) for f in q.follow_up(office.tracy, today)}
    svc.record_mailer(office.clerk, svc.attempts_of(stands.notice_id)[0].id, mailed_by="Front desk")
    items = q.follow_up(office.tracy, today)
    whats = {(f.notice_id, f.what) for f in items}
    assert (stands.notice_id, "Decision stands (no hearing requested)") in whats
    assert (late.notice_id, "Late request: accept or refuse") in whats
    assert (to_schedule.notice_id, "Hearing to schedule") in whats
    assert (stands.notice_id, "No proof of service") not in whats
    assert [f.due for f in items] == sorted(f.due for f in items)
    assert not any(f.notice_id == stands.notice_id for f in q.follow_up(office.tracy, today, since=date(2026, 6, 20)))


def test_calendar_lists_scheduled_hearings_by_date(office, cases):
    a = cases.denial(date(2026, 6, 1), number="A-1")
    b = cases.revocation(date(2026, 6, 2), number="P-1")
    for case, at in ((a, datetime(2026, 6, 22, 19, 0)), (b, datetime(2026, 6, 22, 18, 0))):
        hearings.record_request(office.clerk, case.notice_id, received_on=date(2026, 6, 3))
        hearings.schedule_hearing(office.officer, case.notice_id, at=at, sent_on=date(2026, 6, 4))
    listed = q.hearings_between(office.tracy, date(2026, 6, 1), date(2026, 6, 30))
    assert [h.notice_id for h in listed] == [b.notice_id, a.notice_id]  # by time on the day
    assert q.hearing_days(office.tracy, date(2026, 6, 1), date(2026, 6, 30)) == {date(2026, 6, 22): 2}
    assert q.hearings_between(office.tracy, date(2026, 6, 23), date(2026, 6, 30)) == []
    assert q.hearings_between(office.worthington, date(2026, 6, 1), date(2026, 6, 30)) == []


def test_case_history_in_order(office, cases):
    case = cases.denial(date(2026, 6, 12))
    hearings.record_request(office.clerk, case.notice_id, received_on=date(2026, 6, 16))
    s = hearings.schedule_hearing(office.officer, case.notice_id, at=datetime(2026, 7, 6, 18, 0),
                                  sent_on=date(2026, 6, 17))
    hearings.record_hearing(office.officer, s.hearing_id, attendees="Owner, commission", findings="Goats.")
    hearings.decide_hearing(office.officer, s.hearing_id, decision="upheld", decided_on=date(2026, 7, 8),
                            conclusions="Prohibited.")
    hearing_appeals.record_appeal(office.officer, s.hearing_id, filed_by="owner", filed_on=date(2026, 7, 20))
    events = hearing_cases.case_history(case.notice_id)
    assert [e.what for e in events] == ["Denial notice", "Hearing requested", "Hearing notice", "Hearing held",
                                        "Written decision", "Decision letter", "Appeal filed"]
    assert [e.on for e in events] == sorted(e.on for e in events)
    summary = hearing_cases.case_summary(case.notice_id, date(2026, 7, 21))
    assert summary.status.code == "appealed" and "appeal_outcome" in summary.actions
    assert summary.matter.number == "A-1" and summary.deadline == date(2026, 6, 22)
    assert "Juneteenth" in summary.deadline_why


def test_lists_read_the_permits_of_many_cases_at_once(office, cases, monkeypatch):
    """Every case's matter (a permit or application) in one query per table: the Hearings tab
    read them one by one, a second's wait on a big office."""
    made = [cases.denial(date(2026, 6, 1 + i), number=f"A-{i}") for i in range(6)]
    made.append(cases.revocation(date(2026, 6, 9), number="P-1"))
    from animaloffice.persistence.models.base import database

    statements = []
    real = type(database.obj).execute_sql

    def counting(self, sql, *args, **kwargs):
        statements.append(sql)
        return real(self, sql, *args, **kwargs)

    monkeypatch.setattr(type(database.obj), "execute_sql", counting)
    rows = q.hearing_rights(office.tracy, date(2026, 6, 20))
    assert sorted(r.matter for r in rows) == ["permit P-1"] + [f"permit application A-{i}" for i in range(6)]
    reads = [s for s in statements if 'FROM "permit_application"' in s or 'FROM "permit" ' in s]
    assert len(reads) == 2, reads
    from animaloffice.persistence.models.enforcement import Notice

    assert hearing_cases.matter_of(Notice.get_by_id(made[-1].notice_id)).title() == "permit P-1"
