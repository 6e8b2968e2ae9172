"""The demo's hearing cases cover every stage of the list."""
import random
from datetime import date

from animaloffice.demo_parts import hearings as demo
from animaloffice.domain.roles import SYSTEM
from animaloffice.persistence.profiles import profile_for
from animaloffice.queries import hearings as q


def test_demo_hearing_cases(office):
    today = date.today()
    for jid in (office.tracy, office.worthington):
        assert demo.populate(SYSTEM, random.Random(7), jid, profile_for(jid), today) == 8
    codes = {r.status_code for r in q.hearing_rights(office.tracy, today)}
    assert codes == {"open", "decision_stands", "to_schedule", "late_pending", "scheduled", "decided", "appealed"}
    assert len(q.hearing_rights(office.worthington, today)) == 8
    assert q.hearings_between(office.tracy, today, date(today.year + 1, 12, 31))


def test_demo_shows_a_stayed_removal_in_worthington(office):
    """W-90.10H5: the demo's Worthington revocation with a hearing requested on time: its removal
    deadline has passed on the calendar, yet no list shows it as passed; the permit says it is stayed."""
    from animaloffice.persistence.models.permits import Permit
    from animaloffice.queries import permits as permit_q
    from animaloffice.queries.hearing_stays import stayed_permit_ids

    today = date.today()
    demo.populate(SYSTEM, random.Random(7), office.worthington, profile_for(office.worthington), today)
    [pid] = stayed_permit_ids(office.worthington)
    permit = Permit.get_by_id(pid)
    assert permit.removal_deadline < today and permit.status == "revoked"
    assert pid not in {r.permit_id for r in permit_q.removals_overdue(office.worthington, today)}
    flags = {r[0]: r[7] for r in permit_q.permits_source(office.worthington, status="revoked")(0, 50)}
    assert "removal stayed" in flags[pid] and "passed" not in flags[pid]
