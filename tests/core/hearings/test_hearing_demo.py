"""The demo's hearing cases cover every stage of the list."""
import random
from datetime import date

from animaloffice.demo_parts import hearings as demo
from animaloffice.domain.roles import SYSTEM
from animaloffice.queries import hearings as q
from animaloffice.services.jurisdictions import profile_for


def test_demo_hearing_cases(office):
    today = date.today()
    for jid in (office.tracy, office.worthington):
        assert demo.populate(SYSTEM, random.Random(7), jid, profile_for(jid), today) == 7
    codes = {r.status_code for r in q.hearing_rights(office.tracy, today)}
    assert codes == {"open", "decision_stands", "to_schedule", "late_pending", "scheduled", "decided", "appealed"}
    assert len(q.hearing_rights(office.worthington, today)) == 7
    assert q.hearings_between(office.tracy, today, date(today.year + 1, 12, 31))
