"""The day the owner received a mailed decision that let the declaration stand (MN-347.50,
347.541: 14 days from receipt to comply), recorded from the certified-mail receipt."""
from datetime import date, datetime, time

import pytest

from animaloffice.domain.errors import ValidationError
from animaloffice.persistence import migrations
from animaloffice.persistence.db import schema_version
from animaloffice.persistence.models.dangerous_dogs import DangerousDogCase
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.queries import dangerous_dog_dates as dates
from animaloffice.queries import dangerous_dogs as q
from animaloffice.services import dangerous_dogs as svc
from animaloffice.services import hearings
from animaloffice.services.dangerous_dog_outcomes import record_decision_received
from tests.core.schema_files import older_file, opened

from .conftest import declare, make_dog


def _affirmed(office, dog, method="registered"):
    c = declare(office, dog)
    n = svc.send_declaration_notice(office.officer, c.id, sent_on=date(2026, 6, 5))
    hearings.record_request(office.clerk, n.id, received_on=date(2026, 6, 15), how="mail")
    s = hearings.schedule_hearing(office.officer, n.id, at=datetime.combine(date(2026, 7, 1), time(10, 0)),
                                  body="Hearing Officer", place="Tracy City Hall", sent_on=date(2026, 6, 16))
    hearings.record_hearing(office.officer, s.hearing_id, attendees="Owner; Officer Lind",
                            findings="The dog left the yard and bit once.")
    hearings.decide_hearing(office.officer, s.hearing_id, decision="upheld", decided_on=date(2026, 7, 6),
                            conclusions="Unprovoked bite.", method=method)
    return c


def test_mn_347_50_a_later_receipt_moves_the_days_to_comply(office, dog):
    c = _affirmed(office, dog)
    assert DangerousDogCase.get_by_id(c.id).compliance_deadline == date(2026, 7, 23)  # taken as received July 9
    [item] = dates.follow_ups(office.tracy, date(2026, 7, 24))
    assert "presumed receipt of the mailed decision" in item.detail
    assert "decision_received" in q.case_view(c.id, date(2026, 7, 24)).actions

    due = record_decision_received(office.clerk, c.id, received_on=date(2026, 7, 13))  # the green card
    row = DangerousDogCase.get_by_id(c.id)
    assert due == row.compliance_deadline == date(2026, 7, 27) and row.decision_received_on == date(2026, 7, 13)
    assert "The owner received the decision on Monday July 13, 2026" in row.compliance_why
    entry = AuditEntry.select().where(AuditEntry.action == "dangerous_dog.decision_received").get()
    assert entry.username == "clerk" and "July 27, 2026" in entry.note
    assert dates.follow_ups(office.tracy, date(2026, 7, 24)) == []  # not overdue: the dog may not be seized yet
    [item] = dates.follow_ups(office.tracy, date(2026, 7, 28))
    assert "presumed" not in item.detail and "may be seized" in item.detail
    view = q.case_view(c.id, date(2026, 7, 24))
    assert [d.day for d in view.dates if d.label == "Decision received"] == [date(2026, 7, 13)]


def test_mn_347_50_an_earlier_receipt_keeps_the_day_the_decision_stated(office, dog):
    c = _affirmed(office, dog)
    assert record_decision_received(office.clerk, c.id, received_on=date(2026, 7, 7)) == date(2026, 7, 23)
    assert "still count from the day the decision stated" in DangerousDogCase.get_by_id(c.id).compliance_why


def test_mn_347_50_receipt_refused_before_the_decision_or_without_one(office, dog):
    c = _affirmed(office, dog)
    before = AuditEntry.select().count()
    with pytest.raises(ValidationError) as err:
        record_decision_received(office.clerk, c.id, received_on=date(2026, 7, 5))
    assert err.value.field == "received_on" and "before the decision was sent" in str(err.value)
    assert DangerousDogCase.get_by_id(c.id).decision_received_on is None and AuditEntry.select().count() == before
    undecided = declare(office, make_dog(office, name="Rex"))  # another dog, no hearing yet
    with pytest.raises(ValidationError) as err:
        record_decision_received(office.clerk, undecided.id, received_on=date(2026, 7, 7))
    assert err.value.field == "case_id" and "no decision on file" in str(err.value)
    assert "decision_received" not in q.case_view(undecided.id, date(2026, 7, 7)).actions


def test_schema_7_adds_the_decision_receipt_to_a_schema_6_file(tmp_path):
    path = tmp_path / "office.sqlite3"
    older_file(path, 6, *(f'ALTER TABLE "dangerous_dog" DROP COLUMN "{column}"'
                          for column in ("decision_sent_on", "decision_sent_by", "decision_received_on")))
    with opened(path):
        assert schema_version() == migrations.CURRENT >= 7
        columns = {c.name for c in DangerousDogCase._meta.database.get_columns("dangerous_dog")}
        assert {"decision_sent_on", "decision_sent_by", "decision_received_on"} <= columns
        assert DangerousDogCase.select().count() == 0
    assert (tmp_path / "office.before-upgrade-v6.sqlite3").exists()
