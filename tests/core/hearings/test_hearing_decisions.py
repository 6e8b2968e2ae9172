"""The written decision (T-4A, T-4C) and its effect on the permit or application; appeals de novo."""
from datetime import date, datetime, time, timedelta

import pytest

from animaloffice.domain.errors import RuleViolation, ValidationError
from animaloffice.persistence.models import Appeal, Hearing, Notice, Permit, PermitApplication
from animaloffice.services import hearing_appeals, hearings


def heard(office, case, *, received=None, at=None, sent=None):
    """Request, schedule and hold a hearing; returns the hearing id."""
    n = Notice.get_by_id(case.notice_id)
    hearings.record_request(office.clerk, case.notice_id, received_on=received or n.sent_on)
    s = hearings.schedule_hearing(office.officer, case.notice_id, at=at or datetime.combine(
        n.hearing_deadline + timedelta(days=14), time(18, 0)), sent_on=sent or n.hearing_deadline)
    hearings.record_hearing(office.officer, s.hearing_id, attendees="Owner; Officer Dahl; 3 commissioners",
                            evidence="photos of the pen", findings="The goats are kept in a pen 20 ft from "
                            "the neighbour's window.")
    return s.hearing_id


def test_t_4a_upheld_denial_keeps_the_application_denied(office, denial):
    hid = heard(office, denial)
    d = hearings.decide_hearing(office.officer, hid, decision="upheld", decided_on=date(2026, 7, 7),
                                conclusions="Livestock is prohibited in the city (Subd. 4(B)(4)).")
    assert PermitApplication.get_by_id(denial.application_id).status == "denied"
    assert Permit.select().count() == 0
    assert d.permit_id is None and "denial stands" in d.effect
    h = Hearing.get_by_id(hid)
    assert h.status == "decided" and h.decision == "upheld" and h.effect == d.effect
    letter = Notice.get_by_id(d.letter_id)
    assert letter.kind == "decision" and letter.sent_on == date(2026, 7, 7) and letter.subject_id == hid


def test_t_4c_upheld_revocation_keeps_the_removal_deadline_running(office, revocation):
    hid = heard(office, revocation)
    d = hearings.decide_hearing(office.officer, hid, decision="upheld", decided_on=date(2026, 3, 25),
                                conclusions="The barking is an animal nuisance (T-2C).")
    assert d.removal_deadline == date(2026, 3, 12)
    assert "keeps running" in d.effect
    p = Permit.get_by_id(revocation.permit_id)
    assert p.status == "revoked" and p.removal_deadline == date(2026, 3, 12)
    assert Notice.get_by_id(d.letter_id).removal_deadline == date(2026, 3, 12)


def test_decision_checks(office, revocation, denial):
    hid = heard(office, revocation)
    with pytest.raises(ValidationError) as info:
        hearings.decide_hearing(office.officer, hid, decision="modified", decided_on=date(2026, 3, 25),
                                conclusions="x")
    assert info.value.field == "conditions"
    with pytest.raises(ValidationError) as info:
        hearings.decide_hearing(office.officer, hid, decision="reversed", decided_on=date(2026, 3, 25),
                                conclusions="x", new_removal_deadline=date(2026, 4, 30))
    assert info.value.field == "new_removal_deadline"
    with pytest.raises(ValidationError) as info:
        hearings.decide_hearing(office.officer, hid, decision="upheld", decided_on=date(2026, 3, 25),
                                conclusions="x", permit_expires_on=date(2027, 3, 25))
    assert info.value.field == "permit_expires_on"
    with pytest.raises(ValidationError) as info:
        hearings.decide_hearing(office.officer, hid, decision="upheld", decided_on=date(2026, 3, 1),
                                conclusions="x")
    assert info.value.field == "decided_on"  # before the hearing
    with pytest.raises(ValidationError) as info:
        hearings.decide_hearing(office.officer, hid, decision="upheld", decided_on=date(2026, 3, 25),
                                conclusions="")
    assert info.value.field == "conclusions"
    assert Hearing.get_by_id(hid).status == "held"  # nothing half-saved


def test_decision_needs_the_hearing_recorded(office, denial):
    hearings.record_request(office.clerk, denial.notice_id, received_on=date(2026, 6, 15))
    s = hearings.schedule_hearing(office.officer, denial.notice_id, at=datetime(2026, 7, 6, 18, 0),
                                  sent_on=date(2026, 6, 16))
    with pytest.raises(ValidationError) as info:
        hearings.decide_hearing(office.officer, s.hearing_id, decision="upheld", conclusions="x",
                                decided_on=date(2026, 7, 7))
    assert "record the hearing first" in info.value.message


def test_t_4a_either_side_appeals_de_novo(office, denial):
    hid = heard(office, denial)
    with pytest.raises(RuleViolation):  # no decision yet
        hearing_appeals.record_appeal(office.officer, hid, filed_by="owner", filed_on=date(2026, 7, 8))
    hearings.decide_hearing(office.officer, hid, decision="upheld", decided_on=date(2026, 7, 7),
                            conclusions="Livestock is prohibited.")
    with pytest.raises(RuleViolation) as info:
        hearing_appeals.record_appeal(office.officer, hid, filed_by="owner", filed_on=date(2026, 7, 6))
    assert info.value.rule_ids == ["T-4A"]
    a = hearing_appeals.record_appeal(office.officer, hid, filed_by="owner", filed_on=date(2026, 7, 20),
                                      forum="Lyon County District Court")
    with pytest.raises(RuleViolation):  # the owner already has one pending
        hearing_appeals.record_appeal(office.officer, hid, filed_by="owner", filed_on=date(2026, 7, 21))
    c = hearing_appeals.record_appeal(office.officer, hid, filed_by="city", filed_on=date(2026, 7, 21))
    out = hearing_appeals.record_appeal_outcome(office.officer, a.appeal_id, outcome="upheld",
                                                outcome_on=date(2026, 9, 1))
    assert "stands" in out.effect and not out.effect_pending
    assert Appeal.get_by_id(a.appeal_id).outcome == "upheld"
    with pytest.raises(ValidationError):
        hearing_appeals.record_appeal_outcome(office.officer, a.appeal_id, outcome="reversed",
                                              outcome_on=date(2026, 9, 2))
    w = hearing_appeals.record_appeal_outcome(office.officer, c.appeal_id, outcome="withdrawn",
                                              outcome_on=date(2026, 8, 1))
    assert w.outcome == "withdrawn"
    assert PermitApplication.get_by_id(denial.application_id).status == "denied"


def test_appeal_late_when_the_profile_sets_a_deadline(office, denial):
    from animaloffice.services.jurisdictions import set_dated_value

    set_dated_value(office.admin, office.tracy, "period", "appeal_days", date(2020, 1, 1), 30)
    hid = heard(office, denial)
    hearings.decide_hearing(office.officer, hid, decision="upheld", decided_on=date(2026, 7, 7),
                            conclusions="Livestock is prohibited.")
    with pytest.raises(RuleViolation) as info:
        hearing_appeals.record_appeal(office.officer, hid, filed_by="owner", filed_on=date(2026, 8, 7))
    assert "August 6, 2026" in info.value.message
    assert hearing_appeals.record_appeal(office.officer, hid, filed_by="owner", filed_on=date(2026, 8, 6))
    assert "August 6, 2026" in Notice.select().where(Notice.kind == "decision").get().fields


def test_t_4c_effect_says_a_removal_deadline_passed_before_the_decision(office, revocation):
    hid = heard(office, revocation)
    d = hearings.decide_hearing(office.officer, hid, decision="upheld", decided_on=date(2026, 3, 25),
                                conclusions="The barking is an animal nuisance (T-2C).")
    assert "March 12, 2026 keeps running (it passed before this decision)" in d.effect


def test_t_4b_reversal_refused_for_livestock_leaves_nothing_half_saved(office, denial):
    """T-4B: a hearing cannot issue a permit for livestock. The refused decision saves nothing: the
    hearing stays held, no letter, no permit, the application stays denied, no audit entry."""
    from animaloffice.persistence.models import AuditEntry

    PermitApplication.update(species='["goat", "goat", "goat"]').where(
        PermitApplication.id == denial.application_id).execute()
    hid = heard(office, denial)
    audits = AuditEntry.select().count()
    with pytest.raises(RuleViolation) as info:
        hearings.decide_hearing(office.officer, hid, decision="reversed", decided_on=date(2026, 7, 7),
                                conclusions="The goats are well kept.")
    assert info.value.field == "decision" and any(r.rule_id.startswith("T-4B") for r in info.value.refusals)
    h = Hearing.get_by_id(hid)
    assert h.status == "held" and h.decision == "" and h.decision_on is None
    assert Notice.select().where(Notice.kind == "decision").count() == 0 and Permit.select().count() == 0
    assert PermitApplication.get_by_id(denial.application_id).status == "denied"
    assert AuditEntry.select().count() == audits
