"""The Today tab driven with qtbot: the week's deadlines of the city or all cities, each opening its record."""
from datetime import date, timedelta

import pytest
from PySide6.QtCore import Qt

from animaloffice.domain import hearings as rules
from animaloffice.persistence.models.permits import Permit, PermitApplication
from animaloffice.persistence.profiles import profile_for
from animaloffice.services import owners
from animaloffice.services import service_of_notice as svc
from animaloffice.services.notices import record_notice
from ui.context import AppContext
from ui.today import create_tab

TODAY = date.today()


def _owner(office, last):
    return owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Abdi", last_name=last,
                               address={"line1": "88 Craig Ave", "city": "Tracy", "postal_code": "56175"}).id


def _denial(office, sent_on, number):
    """A permit denial sent on ``sent_on``; sent six days ago, its T-4A request deadline (7 days,
    moved past a weekend or a holiday) is within the week whatever the weekday."""
    o = _owner(office, "Hassan")
    app = PermitApplication.create(jurisdiction=office.tracy, number=number, owner=o, permit_type="animal",
                                   received_on=sent_on, premises="88 Craig Ave", status="denied")
    profile = profile_for(office.tracy)
    notice = record_notice(office.officer, jurisdiction_id=office.tracy, kind="denial", sent_on=sent_on, owner_id=o,
                           subject_table="permit_application", subject_id=app.id, reasons="Five dogs; no kennel.",
                           hearing_right=True, hearing_deadline=rules.hearing_request_deadline(profile, sent_on))
    # mailed first class and sworn to by who mailed it (its affidavit of mailing): served, so only
    # its deadline is listed, not its service
    svc.record_mailer(office.clerk, svc.attempts_of(notice.id)[0].id, mailed_by="Front Desk Clerk")
    return notice


@pytest.fixture
def tab(qtbot, office):
    ctx = AppContext(office.clerk, office.tracy)
    widget = create_tab(ctx)
    qtbot.addWidget(widget)
    widget.resize(1300, 700)
    widget.show()
    return widget


def _rows(tab):
    t = tab.table
    return [tuple(t.item(r, c).text() for c in range(t.columnCount())) for r in range(t.rowCount())]


def _read(qtbot, tab):
    """The rows once the list is read (on a worker): the office's own word of what it wrote comes
    at the next turns of the event loop, and may ask for a read again."""
    qtbot.wait(10)
    qtbot.waitUntil(lambda: not tab.loading, timeout=10_000)
    return _rows(tab)


def test_t_4a_the_weeks_deadlines_listed_and_opened_with_enter(tab, office, qtbot):
    """T-4A: a hearing request deadline this week and a permit expiring today are listed, soonest first,
    each saying what clears it; Enter opens the row's record."""
    assert not _read(qtbot, tab) and tab.summary.text().startswith("Nothing due")
    notice = _denial(office, TODAY - timedelta(days=6), "TRA-A-2026-000042")
    o = _owner(office, "Lindquist")
    permit = Permit.create(jurisdiction=office.tracy, number="TRA-P-2026-000007", owner=o, permit_type="animal",
                           premises="88 Craig Ave", status="active", issued_on=TODAY - timedelta(days=300),
                           expires_on=TODAY)
    tab.ctx.changed("permit")  # an action elsewhere changed what the list shows
    rows = _read(qtbot, tab)
    assert rows[0][:3] == ("today", f"{TODAY:%a %m/%d/%Y}", "Permit expires")
    assert "TRA-P-2026-000007" in rows[0][3] and "renewal" in rows[0][4]
    request = next(r for r in rows if r[2] == "Hearing request deadline")
    assert "TRA-A-2026-000042" in request[3] and "hearing request" in request[4]
    opened = []
    tab.ctx.open_record.connect(lambda kind, rid: opened.append((kind, rid)))
    tab.table.setFocus()
    tab.table.setCurrentCell(0, 0)
    qtbot.keyClick(tab.table, Qt.Key.Key_Return)
    assert opened == [("permit", permit.id)]
    row = next(i for i, r in enumerate(rows) if r[2] == "Hearing request deadline")
    tab.table.setCurrentCell(row, 0)
    qtbot.keyClick(tab.table, Qt.Key.Key_Return)
    assert opened[-1] == ("notice", notice.id)


def test_the_other_city_and_all_cities(tab, office, qtbot):
    _denial(office, TODAY - timedelta(days=6), "TRA-A-2026-000043")
    tab.refresh()
    assert len(_read(qtbot, tab)) == 1
    tab.ctx.set_jurisdiction(office.worthington)  # the city switched: its own (empty) list
    assert not _read(qtbot, tab) and "Worthington" in tab.summary.text()
    tab.all_cities.setChecked(True)
    rows = _read(qtbot, tab)
    assert len(rows) == 1 and rows[0][5] == "City of Tracy" and "all cities" in tab.summary.text()


def test_a_notice_nothing_proves_served_is_listed_and_opens_its_case_and_service(tab, office, qtbot):
    """Certified mail with no return yet: listed as waiting, with what clears it (record service),
    and Enter opens the notice's case with the notice's service window, where its service is recorded."""
    from animaloffice.persistence.models.service import ServiceAttempt

    notice = _denial(office, TODAY - timedelta(days=12), "TRA-A-2026-000077")
    first = svc.attempts_of(notice.id)[0]
    ServiceAttempt.update(method="certified", article_number="70190700000012345670").where(
        ServiceAttempt.id == first.id).execute()
    tab.ctx.changed("notice")
    rows = _read(qtbot, tab)
    row = next(i for i, r in enumerate(rows) if r[2] == "No proof of service")
    assert rows[row][0] == "waiting" and "TRA-A-2026-000077" in rows[row][3]
    assert rows[row][4].startswith("Record service on the case")
    opened = []
    tab.ctx.open_record.connect(lambda kind, rid: opened.append((kind, rid)))
    tab.table.setFocus()
    tab.table.setCurrentCell(row, 0)
    qtbot.keyClick(tab.table, Qt.Key.Key_Return)
    assert opened == [("notice_service", notice.id)]


def test_all_cities_opens_another_citys_record_in_that_city(qtbot, office):
    """On all cities, a Worthington row chosen while the window works in Tracy turns the window to
    Worthington (its city box, its lists) and opens the permit selected in the Permits tab."""
    from ui.main_window import open_main_window

    o = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Ana", last_name="Ruiz",
                            address={"line1": "4 Oxford St", "city": "Worthington", "postal_code": "56187"}).id
    permit = Permit.create(jurisdiction=office.worthington, number="WOR-P-2026-000003", owner=o,
                           permit_type="breeder_hobbyist", premises="4 Oxford St", status="active",
                           issued_on=TODAY - timedelta(days=300), expires_on=TODAY)
    window = open_main_window(office.clerk, office.tracy)
    qtbot.addWidget(window)
    window.show()
    today = window.tab_widgets.build("today")
    window.tabs.setCurrentWidget(today)
    assert window.jurisdiction_box.currentText() == "City of Tracy"
    today.all_cities.setChecked(True)
    row = next(r for r, cells in enumerate(_read(qtbot, today)) if "WOR-P-2026-000003" in cells[3])
    today.table.setFocus()
    today.table.setCurrentCell(row, 0)
    qtbot.keyClick(today.table, Qt.Key.Key_Return)
    permits = window.tabs.currentWidget()
    assert window.tabs.tabText(window.tabs.currentIndex()) == "Permits"
    assert window.jurisdiction_box.currentText() == "City of Worthington"
    assert window.ctx.jurisdiction_id == office.worthington
    assert window.status_label.text().endswith("· City of Worthington")
    assert permits.current == ("permit", permit.id)
    selected = permits.permits.view.selectionModel().selectedRows()
    assert [permits.permits.model.record_id(i.row()) for i in selected] == [permit.id]
    assert today.all_cities.isChecked() and any("WOR-P-2026-000003" in cells[3] for cells in _read(qtbot, today))


def test_a_notice_to_obtain_a_license_and_a_hearing_to_schedule_say_what_clears_them(tab, office, qtbot):
    """T-6D3: the notice's day is listed with the license that clears it, and Enter opens the animal
    in the Licenses tab; a hearing asked for says to schedule it, then when it was asked for."""
    from animaloffice.services import animals, hearings, impound_notices

    o = _owner(office, "Warsame")
    dog = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o, species="dog",
                                name="Nala", breed="Boxer").id
    order = impound_notices.send_license_order(office.officer, dog, on=TODAY)
    notice = _denial(office, TODAY - timedelta(days=2), "TRA-A-2026-000051")
    hearings.record_request(office.clerk, notice.id, received_on=TODAY)
    tab.ctx.changed("notice")
    rows = _read(qtbot, tab)
    row = next(i for i, r in enumerate(rows) if r[2] == "Notice to obtain a license")
    assert rows[row][3] == f"{order.number} · Nala · Warsame, Abdi"
    assert rows[row][4] == "The license issued by this day; after it the animal may be impounded for want of it"
    schedule = next(r for r in rows if r[2] == "Hearing to schedule")
    assert schedule[4] == f"Schedule the hearing — requested {TODAY:%m/%d/%Y}"
    opened = []
    tab.ctx.open_record.connect(lambda kind, rid: opened.append((kind, rid)))
    tab.table.setFocus()
    tab.table.setCurrentCell(row, 0)
    qtbot.keyClick(tab.table, Qt.Key.Key_Return)
    assert opened == [("animal", dog)]


def test_t_6d3_a_notice_past_its_day_is_shown_overdue_and_how_late(tab, office, qtbot):
    """The list as of Thu 03/12/2026: a notice to obtain a license given Mon 03/02 for Wed 03/04,
    no license since, is listed overdue, 8 days late, and counted as due."""
    from animaloffice.services import animals, impound_notices

    dog = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=_owner(office, "Warsame"),
                                species="dog", name="Nala", breed="Boxer").id
    order = impound_notices.send_license_order(office.officer, dog, on=date(2026, 3, 2))
    tab.today = lambda: date(2026, 3, 12)
    tab.refresh()
    [row] = [r for r in _read(qtbot, tab) if r[2] == "Notice to obtain a license"]
    assert row[:2] == ("overdue, 8 days late", "Wed 03/04/2026") and order.number in row[3]
    assert tab.summary.text().startswith("1 due today or overdue, 1 through Wednesday 03/18")
