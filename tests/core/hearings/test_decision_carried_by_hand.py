"""A written decision whose effect is left to be carried by hand stays on the follow-up list
until it is (T-4A, T-4C: the decision is carried; W-90.10H3: a citation's fine), and schema 6
adds the mark to an office's file."""
from datetime import date, timedelta

import pytest
from test_hearing_effects import heard  # this folder is on the path (pytest's prepend mode)

from animaloffice.domain.errors import ValidationError
from animaloffice.persistence import migrations
from animaloffice.persistence.db import schema_version
from animaloffice.persistence.models.enforcement import Hearing
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.queries import hearings as q
from animaloffice.queries.hearing_cases import case_summary
from animaloffice.services import hearing_appeals, hearings, owners, violations
from tests.core.penalty_schedule import adopt_penalty_schedule
from tests.core.schema_files import older_file, opened


def _contested_citation(office):
    day = date.today() - timedelta(days=40)
    o = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Ole", last_name="Lund")
    v = violations.record_violation(office.officer, owner_id=o.id, kind="standards", occurred_on=day)
    c = violations.issue_citation(office.officer, v.id, on=day)
    return c, heard(office, type("Case", (), {"notice_id": c.notice_id})())


def test_w_90_10h3_a_modified_citation_stays_on_the_follow_up_list_until_carried(office):
    adopt_penalty_schedule(office.tracy)
    adopt_penalty_schedule(office.worthington)  # a city that adopted a schedule
    c, (hid, on) = _contested_citation(office)
    d = hearings.decide_hearing(office.officer, hid, decision="modified", decided_on=on,
                                conclusions="The fine is halved.", conditions="Fine reduced to half.")
    assert "by hand" in d.effect and Hearing.get_by_id(hid).effect_pending
    todo = [f for f in q.follow_up(office.worthington, date.today()) if f.hearing_id == hid]
    assert [f.what for f in todo] == ["Decision to carry by hand"] and d.effect in todo[0].detail
    assert "decision_effect_done" in case_summary(c.notice_id, date.today()).actions

    def bold():  # the cases list marks a case that needs doing
        return next(r for r in q.hearing_rights(office.worthington, date.today()) if r.id == c.notice_id).needs_action

    assert bold()
    hearing_appeals.mark_decision_effect_done(office.officer, hid, note="Fine changed to $25 in the ledger.")
    row = Hearing.get_by_id(hid)
    assert not row.effect_pending and row.effect.endswith("done: Fine changed to $25 in the ledger.")
    assert not [f for f in q.follow_up(office.worthington, date.today()) if f.hearing_id == hid]
    assert "decision_effect_done" not in case_summary(c.notice_id, date.today()).actions
    assert not bold()
    assert AuditEntry.select().where(AuditEntry.action == "hearing.effect_done").count() == 1
    with pytest.raises(ValidationError) as again:
        hearing_appeals.mark_decision_effect_done(office.officer, hid, note="Twice.")
    assert again.value.field == "hearing_id"


def test_a_decision_carried_by_the_office_itself_is_not_left_to_do(office):
    adopt_penalty_schedule(office.tracy)
    adopt_penalty_schedule(office.worthington)  # a city that adopted a schedule
    _, (hid, on) = _contested_citation(office)
    hearings.decide_hearing(office.officer, hid, decision="reversed", decided_on=on, conclusions="Not supported.")
    assert not Hearing.get_by_id(hid).effect_pending
    assert not [f for f in q.follow_up(office.worthington, date.today()) if f.hearing_id == hid]


def test_schema_6_adds_the_mark_to_a_schema_5_file(tmp_path):
    path = tmp_path / "office.sqlite3"
    older_file(path, 5, 'ALTER TABLE "hearing" DROP COLUMN "effect_pending"')
    with opened(path):
        assert schema_version() == migrations.CURRENT >= 6
        assert "effect_pending" in {c.name for c in Hearing._meta.database.get_columns("hearing")}
    assert (tmp_path / "office.before-upgrade-v5.sqlite3").exists()
