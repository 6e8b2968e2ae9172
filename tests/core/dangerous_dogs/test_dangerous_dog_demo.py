"""The demo's dangerous-dog cases cover each stage (MN-347.50)."""
import random
from datetime import date

from animaloffice.demo_parts import dangerous_dogs as demo
from animaloffice.domain.roles import SYSTEM
from animaloffice.persistence.models.dangerous_dogs import DangerousDogCase
from animaloffice.persistence.profiles import profile_for
from animaloffice.queries import dangerous_dogs as q
from animaloffice.queries import hearings as hq


def test_demo_dangerous_dog_cases(office):
    today = date.today()
    for jid in (office.tracy, office.worthington):
        assert demo.populate(SYSTEM, random.Random(11), jid, profile_for(jid), today) == 6
    rows = q.cases(office.tracy, today=today)
    assert len(rows) == 6
    labels = " | ".join(r.status for r in rows)
    assert "registered dangerous dog until" in labels and "rescinded on" in labels
    assert "declared potentially dangerous dog" in labels
    kinds = {r.kind for r in hq.hearing_rights(office.tracy, today)}
    assert kinds == {"declaration"}
    codes = {r.status_code for r in hq.hearing_rights(office.tracy, today)}
    assert {"open", "to_schedule", "decided"} <= codes
    assert len(q.cases(office.worthington, today=today)) == 6
    seized = [DangerousDogCase.get_by_id(r.id) for r in rows if DangerousDogCase.get_by_id(r.id).seized_on]
    assert len(seized) == 1 and seized[0].facility_id is not None  # MN-347.541: held at the city's facility
    assert q.case_view(seized[0].id, today).where_kept.startswith("held at Tracy Animal Control Facility")
