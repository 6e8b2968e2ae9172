"""Every tab shows a change made anywhere, without being told by the action that made it: a
service called outside any window (as an import, a background task or another tab's dialog
would) is followed by each view at the next turn of the event loop (persistence.changes,
ui.context)."""
from datetime import date, timedelta

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QLabel

from animaloffice.domain import hearings as rules
from animaloffice.persistence.models.permits import PermitApplication
from animaloffice.persistence.profiles import profile_for
from animaloffice.services import calls, impounds, owners, permits
from animaloffice.services.notices import record_notice
from animaloffice.services.payments import PaymentInput
from tests.core.impounds.conftest import make_dog
from ui import field, hearings, intake, licenses, today
from ui import owners as owners_tab
from ui import permits as permits_tab
from ui.context import AppContext

TODAY = date.today()
NAME = "Zwiefelhofer"


def shown(widget) -> str:
    """All the text a tab shows: its labels and every loaded row of its lists and tables."""
    parts = [label.text() for label in widget.findChildren(QLabel) if label.isVisibleTo(widget)]
    for view in widget.findChildren(QAbstractItemView):
        model = view.model()
        if model is None:
            continue
        for row in range(model.rowCount()):
            for col in range(model.columnCount()):
                value = model.index(row, col).data(Qt.ItemDataRole.DisplayRole)
                if value is not None:
                    parts.append(str(value))
    return "\n".join(parts)


def _owner(office):
    return owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Greta", last_name=NAME,
                               address={"line1": "9 Harvest Ln", "city": "Tracy", "postal_code": "56175"}).id


def _licensed(office):
    make_dog(office, office.tracy, _owner(office), name="Biscotti", licensed_on=TODAY, tag=4711)


def _impounded(office):
    dog = make_dog(office, office.tracy, _owner(office), name="Biscotti")
    impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog, on=TODAY,
                    found_place="Harvest Ln")


def _call(office):
    calls.record_call(office.officer, jurisdiction_id=office.tracy, kind="noise", address="9 Harvest Ln",
                      caller_name="A neighbour", description=f"The {NAME} dog barks all night")


def _denied(office):
    owner_id = _owner(office)
    app = PermitApplication.create(jurisdiction=office.tracy, number="TRA-A-2026-000077", owner=owner_id,
                                   permit_type="animal", received_on=TODAY - timedelta(days=3),
                                   premises="9 Harvest Ln", status="denied")
    sent = TODAY - timedelta(days=3)
    record_notice(office.officer, jurisdiction_id=office.tracy, kind="denial", sent_on=sent, owner_id=owner_id,
                  subject_table="permit_application", subject_id=app.id, reasons="Five dogs; no kennel.",
                  hearing_right=True,
                  hearing_deadline=rules.hearing_request_deadline(profile_for(office.tracy), sent))


def _applied(office):
    permits.record_application(office.clerk, owner_id=_owner(office), permit_type="animal", species=["rabbit"] * 4,
                               premises="9 Harvest Ln", payment=PaymentInput("cash"))


CASES = {
    "owners": (owners_tab.create_tab, _owner, NAME),
    "permits": (permits_tab.create_tab, _applied, NAME),
    "licenses": (licenses.create_tab, _licensed, "Biscotti"),
    "intake": (intake.create_tab, _impounded, "Biscotti"),
    "field": (field.create_tab, _call, "Harvest Ln"),
    "hearings": (hearings.create_tab, _denied, NAME),
    "today": (today.create_tab, _denied, "TRA-A-2026-000077"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_tab_shows_a_change_made_outside_it(qtbot, office, case):
    make, act, expected = CASES[case]
    actor = office.officer if case in ("field", "hearings") else office.clerk
    ctx = AppContext(actor, office.tracy)
    tab = make(ctx)
    qtbot.addWidget(tab)
    tab.resize(1300, 800)
    tab.show()
    qtbot.wait(50)
    assert expected not in shown(tab)
    act(office)  # no window was told
    qtbot.waitUntil(lambda: expected in shown(tab), timeout=5000)


def test_what_the_window_announced_itself_is_not_announced_twice(qtbot, office):
    ctx = AppContext(office.clerk, office.tracy)
    heard: list[str] = []
    ctx.data_changed.connect(heard.append)
    _owner(office)
    ctx.changed("owner")  # the action's own announcement, at once
    assert heard == ["owner"]
    qtbot.waitUntil(lambda: len(heard) == 2)
    qtbot.wait(20)
    assert heard == ["owner", "address"]
    _owner(office)  # told by the office alone, the next turn: every table it wrote, once each
    assert heard == ["owner", "address"]
    qtbot.waitUntil(lambda: len(heard) == 4)
    qtbot.wait(20)
    assert heard == ["owner", "address", "address", "owner"]
