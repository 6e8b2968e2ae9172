"""The written decision (T-4A, T-4C) and its effect on the permit or application; appeals de novo."""
from datetime import date, datetime, time, timedelta

import pytest

from animaloffice.domain.errors import RuleViolation, ValidationError
from animaloffice.persistence.models.enforcement import Appeal, Hearing, Notice
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.models.permits import Permit, PermitApplication
from animaloffice.services import hearing_appeals, hearings


def heard(office, case, *, received=None, at=None, sent=None, accept_late=""):
    """Request, schedule and hold a hearing; returns the hearing id. Where the profile names no body
    for the matter (Worthington), the office names one."""
    from animaloffice.queries.hearing_terms import terms_for_notice

    n = Notice.get_by_id(case.notice_id)
    hearings.record_request(office.officer if accept_late else office.clerk, case.notice_id,
                            received_on=received or n.sent_on, accept_late_reason=accept_late)
    s = hearings.schedule_hearing(office.officer, case.notice_id, at=at or datetime.combine(
        n.hearing_deadline + timedelta(days=14), time(18, 0)), sent_on=sent or n.hearing_deadline,
        body=None if terms_for_notice(n).body else "Hearing Officer")
    hearings.record_hearing(office.officer, s.hearing_id, attendees="Owner; Officer Dahl; 3 commissioners",
                            evidence="photos of the pen", findings="The goats are kept in a pen 20 ft from "
                            "the neighbour's window.")
    return s.hearing_id


def test_t_4a_upheld_denial_keeps_the_application_denied(office, denial):
    hid = heard(office, denial)
    d = hearings.decide_hearing(office.officer, hid, decision="upheld", decided_on=date(2026, 7, 7),
                                conclusions="Livestock is prohibited in the city (subd. 4(B)(4)).")
    assert PermitApplication.get_by_id(denial.application_id).status == "denied"
    assert Permit.select().count() == 0
    assert d.permit_id is None and "denial stands" in d.effect
    h = Hearing.get_by_id(hid)
    assert h.status == "decided" and h.decision == "upheld" and h.effect == d.effect
    letter = Notice.get_by_id(d.letter_id)
    assert letter.kind == "decision" and letter.sent_on == date(2026, 7, 7) and letter.subject_id == hid


def test_t_4c_upheld_revocation_after_a_late_request_took_effect_when_the_request_period_ended(office, revocation):
    """A late request, even accepted, stays nothing: the revocation took effect the day after the last
    day to request a hearing (T-4C sets no removal period)."""
    hid = heard(office, revocation, received=date(2026, 3, 11), sent=date(2026, 3, 11),
                accept_late="The owner was in hospital.")
    d = hearings.decide_hearing(office.officer, hid, decision="upheld", decided_on=date(2026, 3, 25),
                                conclusions="The barking is an animal nuisance (T-2C).")
    assert d.removal_deadline == date(2026, 3, 9)
    assert "it took effect on March 10, 2026" in d.effect and "removal" not in d.effect
    p = Permit.get_by_id(revocation.permit_id)
    assert p.status == "revoked" and p.removal_deadline == date(2026, 3, 9)
    assert Notice.get_by_id(d.letter_id).removal_deadline == date(2026, 3, 9)


def test_w_90_10h5_upheld_after_a_late_request_keeps_the_removal_deadline_running(office, worth_revocation):
    """A late request, even accepted, stays nothing: the removal deadline in the letter keeps running."""
    hid = heard(office, worth_revocation, received=date(2026, 3, 11), sent=date(2026, 3, 11),
                accept_late="The owner was in hospital.")
    d = hearings.decide_hearing(office.officer, hid, decision="upheld", decided_on=date(2026, 3, 25),
                                conclusions="Refused the inspection.")
    assert d.removal_deadline == date(2026, 3, 12) and "keeps running (it passed before this decision)" in d.effect
    assert Permit.get_by_id(worth_revocation.permit_id).removal_deadline == date(2026, 3, 12)


def test_w_90_10h5_upheld_after_a_timely_request_counts_the_removal_days_from_receipt(office, worth_revocation,
                                                                                       cases):
    """W-90.10H5 with MN-645.15: the request was made on time, so the removal deadline of March 12 was
    stayed; the decision of Wednesday March 25, mailed, is taken as received Saturday March 28
    (decision_mail_days, Minn. R. Civ. P. 6.05), and 10 days from then is Tuesday April 7."""
    hid = heard(office, worth_revocation)
    d = hearings.decide_hearing(office.officer, hid, decision="upheld", decided_on=date(2026, 3, 25),
                                conclusions="The barking is an animal nuisance (T-2C).", method="mail")
    assert d.removal_deadline == date(2026, 4, 7)
    p = Permit.get_by_id(worth_revocation.permit_id)
    assert p.status == "revoked" and p.removal_deadline == date(2026, 4, 7)
    letter = Notice.get_by_id(d.letter_id)
    assert letter.removal_deadline == date(2026, 4, 7) and "taken as received on Saturday March 28" in letter.explanation
    handed = heard(office, cases.revocation(date(2026, 3, 2), date(2026, 3, 12), number="P-2",
                                            jid=office.worthington, permit_type="commercial"))
    by_hand = hearings.decide_hearing(office.officer, handed, decision="upheld", decided_on=date(2026, 3, 25),
                                      conclusions="Upheld.", method="in_person")
    assert by_hand.removal_deadline == date(2026, 4, 6)  # 10 days from the day handed over: Saturday -> Monday


def test_w_90_10h5_a_decision_may_give_more_time_than_the_days_from_receipt_never_less(office, worth_revocation):
    hid = heard(office, worth_revocation)
    before = AuditEntry.select().count()
    with pytest.raises(RuleViolation) as info:
        hearings.decide_hearing(office.officer, hid, decision="upheld", decided_on=date(2026, 3, 25),
                                conclusions="Upheld.", new_removal_deadline=date(2026, 4, 1))
    assert info.value.field == "new_removal_deadline" and "April 7, 2026" in info.value.message
    assert Hearing.get_by_id(hid).status == "held" and AuditEntry.select().count() == before  # nothing half-saved
    d = hearings.decide_hearing(office.officer, hid, decision="upheld", decided_on=date(2026, 3, 25),
                                conclusions="Upheld.", new_removal_deadline=date(2026, 4, 30))
    assert Permit.get_by_id(worth_revocation.permit_id).removal_deadline == date(2026, 4, 30) == d.removal_deadline


def test_w_90_10h5_a_later_receipt_moves_the_removal_deadline_an_earlier_one_does_not(office, worth_revocation):
    hid = heard(office, worth_revocation)
    hearings.decide_hearing(office.officer, hid, decision="upheld", decided_on=date(2026, 3, 25),
                            conclusions="Upheld.", method="certified")
    with pytest.raises(ValidationError) as info:
        hearings.record_decision_received(office.clerk, hid, received_on=date(2026, 3, 24))
    assert info.value.field == "received_on"
    assert hearings.record_decision_received(office.clerk, hid, received_on=date(2026, 3, 26)) == date(2026, 4, 7)
    assert hearings.record_decision_received(office.clerk, hid, received_on=date(2026, 4, 2)) == date(2026, 4, 13)
    p = Permit.get_by_id(worth_revocation.permit_id)
    assert p.removal_deadline == date(2026, 4, 13) and Hearing.get_by_id(hid).decision_received_on == date(2026, 4, 2)


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


def test_t_4a_appeal_after_the_stated_deadline_is_recorded_and_flagged_late(office, denial):
    """T-4A names no time to appeal; once the office states one in Settings, with its source, an
    appeal filed after it is recorded and flagged late (not refused: the forum decides)."""
    from animaloffice.services.hearing_setup import set_hearing_terms

    set_hearing_terms(office.admin, office.tracy, "permit_denial", appeal_days=30,
                      appeal_days_source="Resolution 2026-14")
    hid = heard(office, denial)
    hearings.decide_hearing(office.officer, hid, decision="upheld", decided_on=date(2026, 7, 7),
                            conclusions="Livestock is prohibited.")
    late = hearing_appeals.record_appeal(office.officer, hid, filed_by="owner", filed_on=date(2026, 8, 7))
    row = Appeal.get_by_id(late.appeal_id)
    assert late.late and row.late and row.deadline == date(2026, 8, 6) and "late" in late.timeliness
    on_time = hearing_appeals.record_appeal(office.officer, hid, filed_by="city", filed_on=date(2026, 8, 6))
    assert not on_time.late and not Appeal.get_by_id(on_time.appeal_id).late
    fields = Notice.select().where(Notice.kind == "decision").get().fields
    assert "August 6, 2026" in fields and "Resolution 2026-14" in fields
    from animaloffice.queries.hearing_cases import case_summary

    texts = [t for _, _, t, _ in case_summary(denial.notice_id, date(2026, 8, 8)).appeals]
    assert any("filed late" in t for t in texts) and not all("filed late" in t for t in texts)


def test_t_4a_no_appeal_is_late_while_no_deadline_is_stated(office, denial):
    hid = heard(office, denial)
    hearings.decide_hearing(office.officer, hid, decision="upheld", decided_on=date(2026, 7, 7),
                            conclusions="Livestock is prohibited.")
    a = hearing_appeals.record_appeal(office.officer, hid, filed_by="owner", filed_on=date(2026, 11, 30))
    assert not a.late and Appeal.get_by_id(a.appeal_id).deadline is None


def test_t_4c_upheld_after_a_timely_request_takes_effect_the_day_after_receipt(office, revocation):
    """T-4C sets no removal period: stayed by the timely request, the revocation takes effect the day
    after the owner's receipt of the decision (mailed Wednesday March 25, taken as received Saturday
    March 28); a decision may set a later day, never an earlier one."""
    hid = heard(office, revocation)
    with pytest.raises(RuleViolation) as info:
        hearings.decide_hearing(office.officer, hid, decision="upheld", decided_on=date(2026, 3, 25),
                                conclusions="Upheld.", method="mail", new_removal_deadline=date(2026, 3, 26))
    assert info.value.field == "new_removal_deadline" and "kept under the permit until" in info.value.message
    d = hearings.decide_hearing(office.officer, hid, decision="upheld", decided_on=date(2026, 3, 25),
                                conclusions="The barking is an animal nuisance (T-2C).", method="mail")
    assert d.removal_deadline == date(2026, 3, 28) == Permit.get_by_id(revocation.permit_id).removal_deadline
    assert "the revocation takes effect on March 29, 2026" in d.effect and "removed" not in d.effect


def test_t_4b_reversal_refused_for_livestock_leaves_nothing_half_saved(office, denial):
    """T-4B: a hearing cannot issue a permit for livestock. The refused decision saves nothing: the
    hearing stays held, no letter, no permit, the application stays denied, no audit entry."""
    from animaloffice.persistence.models.office import AuditEntry

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
