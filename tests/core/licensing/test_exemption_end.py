"""T-7C exemptions end: by hand with a reason (audited), and with a change of owner (T-3C) for
every exemption but the age one."""
from datetime import date, timedelta

import pytest

from animaloffice.domain.errors import ValidationError
from animaloffice.persistence.models.animals import Animal
from animaloffice.persistence.models.licensing import Exemption
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.queries.license_detail import animal_summary
from animaloffice.services import animals, exemptions, licensing

TODAY = date.today()


def test_t_3c_transfer_ends_an_owner_bound_exemption(office, desk):
    aid = desk.dog(shot=TODAY - timedelta(days=100))
    ex = licensing.record_exemption(office.clerk, animal_id=aid, reason="temporary_30")
    assert animal_summary(aid).open_exemption_id == ex
    animals.transfer_animal(office.clerk, aid, desk.owner(last="Resident"))
    row = Exemption.get_by_id(ex)
    assert row.valid_until == TODAY - timedelta(days=1) and "T-3C" in row.notes
    assert animal_summary(aid).open_exemption_id is None
    assert AuditEntry.get((AuditEntry.table_name == "exemption") & (AuditEntry.record_id == str(ex))
                          & (AuditEntry.action == "exemption.end_on_transfer")).username == "clerk"


def test_t_7c_transfer_keeps_the_age_exemption(office, desk):
    aid = desk.dog(born=TODAY - timedelta(days=60))
    ex = licensing.record_exemption(office.clerk, animal_id=aid, reason="under_4_months")
    until = Exemption.get_by_id(ex).valid_until
    animals.transfer_animal(office.clerk, aid, desk.owner(last="Resident"))
    assert Exemption.get_by_id(ex).valid_until == until and animal_summary(aid).open_exemption_id == ex


def test_t_7c_end_an_open_ended_exemption_by_hand(office, desk):
    aid = desk.dog(shot=TODAY - timedelta(days=100))
    ex = licensing.record_exemption(office.clerk, animal_id=aid, reason="police_canine", notes="unit 4",
                                    on=TODAY - timedelta(days=30))
    exemptions.end_exemption(office.clerk, ex, reason="retired from police work")
    row = Exemption.get_by_id(ex)
    assert row.valid_until == TODAY - timedelta(days=1) and row.notes.startswith("unit 4; ended")
    assert "retired from police work" in row.notes
    entry = AuditEntry.get((AuditEntry.table_name == "exemption") & (AuditEntry.action == "exemption.end"))
    assert entry.username == "clerk" and entry.note == "retired from police work"
    assert animal_summary(aid).open_exemption_id is None


@pytest.mark.parametrize("kwargs, field", [
    ({"reason": ""}, "reason"),
    ({"reason": "left", "on": TODAY - timedelta(days=40)}, "on"),
    ({"reason": "left", "on": TODAY + timedelta(days=1)}, "on"),
])
def test_t_7c_end_exemption_refuses_bad_input_and_saves_nothing(office, desk, kwargs, field):
    aid = desk.dog(shot=TODAY - timedelta(days=100))
    ex = licensing.record_exemption(office.clerk, animal_id=aid, reason="police_canine",
                                    on=TODAY - timedelta(days=30))
    audits = AuditEntry.select().count()
    with pytest.raises(ValidationError) as info:
        exemptions.end_exemption(office.clerk, ex, **kwargs)
    assert info.value.field == field
    assert Exemption.get_by_id(ex).valid_until is None and AuditEntry.select().count() == audits


def test_t_7c_an_ended_exemption_cannot_be_ended_again(office, desk):
    aid = desk.dog(shot=TODAY - timedelta(days=100))
    ex = licensing.record_exemption(office.clerk, animal_id=aid, reason="police_canine",
                                    on=TODAY - timedelta(days=30))
    exemptions.end_exemption(office.clerk, ex, reason="left", on=TODAY - timedelta(days=5))
    with pytest.raises(ValidationError) as info:
        exemptions.end_exemption(office.clerk, ex, reason="again")
    assert info.value.field == "exemption_id"
    assert Animal.get_by_id(aid).status == "active"
