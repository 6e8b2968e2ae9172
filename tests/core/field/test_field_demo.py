"""The field work's demo part, after the intake desk's, in both cities: calls in every state and
with every outcome, a reopened call, repeat complaints at one address, a bite report with its
quarantine, photos on the impounds held, and a clinic's rabies report with unlicensed animals."""
import random
from datetime import date

from animaloffice.demo_parts import impounds, officer_field
from animaloffice.domain import calls as crules
from animaloffice.domain.roles import SYSTEM
from animaloffice.domain.statuses import CallStatus
from animaloffice.persistence.models.attachments import Attachment
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.field import BiteReport, Call
from animaloffice.persistence.models.impounds import Impound
from animaloffice.persistence.models.rabies_reports import RabiesReport, RabiesReportLine
from animaloffice.persistence.profiles import profile_for
from animaloffice.queries.calls import repeat_groups
from animaloffice.queries.rabies_reports import unlicensed_vaccinated
from animaloffice.services.attachments import attachment_bytes


def test_the_demo_has_the_officers_field_work_in_both_cities(office):
    today = date.today()
    for jid in (office.tracy, office.worthington):
        impounds.populate(SYSTEM, random.Random(7), jid, profile_for(jid), today)
        officer_field.populate(SYSTEM, random.Random(8), jid, profile_for(jid), today)
    for jid in (office.tracy, office.worthington):
        mine = list(Call.select().where(Call.jurisdiction == jid))
        assert {c.status for c in mine} == {s.value for s in CallStatus}
        assert {c.outcome for c in mine if c.status == "closed"} == set(crules.OUTCOMES)
        assert any(c.reopened_at for c in mine) and all(c.caller_name or c.status == "new" for c in mine)
        assert [g.count for g in repeat_groups(jid)] == [3]
        bite = BiteReport.get(BiteReport.jurisdiction == jid)
        assert bite.health_reported_on and Impound.get_by_id(bite.impound_id).quarantine == "bite"
        held = [i.id for i in Impound.select().where((Impound.jurisdiction == jid) & (Impound.status == "held"))]
        photos = list(Attachment.select().where((Attachment.subject_table == "impound")
                                                & Attachment.subject_id.in_(held)))
        assert len(photos) >= 4 and all(p.content_type == "image/jpeg" for p in photos)
        assert attachment_bytes(photos[0].id)[:3] == b"\xff\xd8\xff"
        report = RabiesReport.get(RabiesReport.jurisdiction == jid)
        statuses = [l.status for l in RabiesReportLine.select().where(RabiesReportLine.report == report.id)]
        assert "outside" in statuses and "new_animal" in statuses
    tracy = unlicensed_vaccinated(office.tracy)
    assert len(tracy) >= 4 and sum(1 for u in tracy if u.letter_sent_on) == 1
    assert unlicensed_vaccinated(office.worthington) == []  # Worthington licenses no dogs or cats
    assert {n.kind for n in Notice.select()} >= {"warning", "notice_to_comply", "license_order"}
