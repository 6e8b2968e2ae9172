"""Each written decision's effect on the permit or application (T-4A, T-4C, W-90.10H5), and appeals'."""
from datetime import date, datetime, time, timedelta

import pytest

from animaloffice.domain.errors import ValidationError
from animaloffice.persistence.models.enforcement import Appeal, Hearing, Notice
from animaloffice.persistence.models.permits import Permit, PermitApplication
from animaloffice.printing.hearing_letters import letter_pdf
from animaloffice.queries import hearings as q
from animaloffice.services import hearing_appeals, hearings
from tests.core.penalty_schedule import adopt_penalty_schedule


def heard(office, case):
    """A request on the notice's day, the hearing two weeks after the last day, held. Where the
    profile names no body for the matter (Worthington, W-90.10H5), the office names one."""
    from animaloffice.queries.hearing_terms import terms_for_notice

    n = Notice.get_by_id(case.notice_id)
    hearings.record_request(office.clerk, case.notice_id, received_on=n.sent_on)
    s = hearings.schedule_hearing(office.officer, case.notice_id,
                                  at=datetime.combine(n.hearing_deadline + timedelta(days=14), time(18, 0)),
                                  sent_on=n.hearing_deadline,
                                  body=None if terms_for_notice(n).body else "Hearing Officer")
    hearings.record_hearing(office.officer, s.hearing_id, attendees="Owner; officer; commission",
                            findings="Facts found.")
    return s.hearing_id, n.hearing_deadline + timedelta(days=15)


def _pdf_text(letter_id):
    import io

    import pypdf

    pdf = letter_pdf([letter_id])
    return " ".join(" ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf)).pages).split())


def _notice_text(notice_id):
    import io

    import pypdf

    from animaloffice.documents.permits import render
    from animaloffice.printing.permit_documents import notice_document

    pdf = render(notice_document(notice_id), title="Revocation")
    return " ".join(" ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf)).pages).split())


def test_t_4a_reversed_denial_issues_the_permit(office, denial):
    hid, on = heard(office, denial)
    d = hearings.decide_hearing(office.officer, hid, decision="reversed", decided_on=on, conclusions="Kept well.",
                                permit_expires_on=date(2027, 7, 7))
    app = PermitApplication.get_by_id(denial.application_id)
    assert app.status == "approved"
    permit = Permit.get_by_id(d.permit_id)
    assert permit.application_id == app.id and permit.status == "active" and permit.expires_on == date(2027, 7, 7)
    assert permit.number in d.effect and "issued" in d.effect
    assert Hearing.get_by_id(hid).effect == d.effect
    text = _pdf_text(d.letter_id)
    assert "is reversed" in text and f"Permit {permit.number} is issued" in text
    assert "The permit expires on July 7, 2027" in text


def test_t_4a_modified_denial_issues_the_permit_with_conditions(office, denial):
    hid, on = heard(office, denial)
    d = hearings.decide_hearing(office.officer, hid, decision="modified", decided_on=on, conclusions="With a fence.",
                                conditions="A 6-foot fence around the pen by August 1.")
    permit = Permit.get_by_id(d.permit_id)
    assert permit.conditions == "A 6-foot fence around the pen by August 1." and permit.status == "active"
    text = _pdf_text(d.letter_id)
    assert "is modified" in text and "Conditions" in text and "6-foot fence" in text


def test_t_4c_reversed_revocation_reinstates_the_permit(office, revocation):
    hid, on = heard(office, revocation)
    d = hearings.decide_hearing(office.officer, hid, decision="reversed", decided_on=on, conclusions="No nuisance.")
    p = Permit.get_by_id(revocation.permit_id)
    assert p.status == "active" and p.removal_deadline is None and p.revoked_on is None
    assert d.permit_id == p.id and "reinstated" in d.effect
    assert "The permit is reinstated" in _pdf_text(d.letter_id)


def test_t_4c_a_reinstated_permit_revoked_again_gets_a_letter_of_its_own(office, revocation):
    """W-90.10H4, T-4C: each revocation has its written notice, with its own hearing-request and
    removal deadlines; the animals' removal recorded under the reversed revocation is not this one's."""
    from animaloffice.queries.permit_views import permit_view
    from animaloffice.services import permit_life, permit_notices

    permit_life.record_removal(office.officer, revocation.permit_id, outcome="removed", on=date(2026, 3, 10))
    hid, on = heard(office, revocation)
    hearings.decide_hearing(office.officer, hid, decision="reversed", decided_on=on, conclusions="No nuisance.")
    assert Permit.get_by_id(revocation.permit_id).removal_done_on is None
    with pytest.raises(ValidationError) as refused:  # dated before the reversed revocation's letter
        permit_life.revoke_permit(office.officer, revocation.permit_id, grounds=["nuisance"], on=date(2026, 3, 2))
    assert refused.value.field == "on" and "reversed" in refused.value.message
    again = on + timedelta(days=30)
    permit_life.revoke_permit(office.officer, revocation.permit_id, grounds=["nuisance"], details="Barking again.",
                          on=again)
    letter = permit_notices.send_revocation_letter(office.officer, revocation.permit_id, sent_on=again)
    n = Notice.get_by_id(letter.id)
    assert n.id != revocation.notice_id and n.sent_on == again and n.hearing_deadline > again
    p = Permit.get_by_id(revocation.permit_id)
    assert p.status == "revoked" and p.removal_deadline == n.removal_deadline
    # T-4C sets no removal period: the last day under the permit is the hearing deadline (it takes effect after)
    assert n.removal_deadline == n.hearing_deadline and again < n.removal_deadline
    assert p.removal_done_on is None
    with pytest.raises(ValidationError, match="already sent"):  # this revocation's letter is sent
        permit_notices.send_revocation_letter(office.officer, revocation.permit_id, sent_on=again)
    text = _notice_text(letter.id)
    assert "Barking again." in text and f"{again:%B} {again.day}, {again.year}" in text
    assert [x.number for x in permit_view(p.id).notices][-1] == n.number


def test_w_90_10h3_a_citation_reversed_at_the_hearing_is_dismissed_and_no_longer_counts(office):
    """A reversed citation's violation is dismissed with its unpaid fine voided: it no longer
    counts toward the three violations that put a permit under review (W-90.10H3); an upheld one
    stands; an appeal reversing the upheld decision dismisses it then."""
    adopt_penalty_schedule(office.tracy)
    adopt_penalty_schedule(office.worthington)  # a city that adopted a schedule
    from animaloffice.persistence.models.enforcement import Violation
    from animaloffice.persistence.models.money import Charge
    from animaloffice.queries.review import owners_due_review
    from animaloffice.services import owners, violations

    day = date.today() - timedelta(days=40)
    o = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Ole", last_name="Lund")

    def contested(kind):
        v = violations.record_violation(office.officer, owner_id=o.id, kind=kind, occurred_on=day)
        c = violations.issue_citation(office.officer, v.id, on=day)
        return v.id, heard(office, type("Case", (), {"notice_id": c.notice_id})())

    reversed_id, (hid, on) = contested("standards")
    d = hearings.decide_hearing(office.officer, hid, decision="reversed", decided_on=on,
                                conclusions="Citation not supported.")
    assert Violation.get_by_id(reversed_id).status == "dismissed" and "dismissed" in d.effect
    fines = Charge.select().where((Charge.subject_table == "violation") & (Charge.subject_id == reversed_id))
    assert [c.voided_at is not None for c in fines] == [True]
    upheld_id, (hid2, on2) = contested("standards")
    d2 = hearings.decide_hearing(office.officer, hid2, decision="upheld", decided_on=on2, conclusions="Stands.")
    assert Violation.get_by_id(upheld_id).status == "open" and "stands" in d2.effect
    for _ in range(2):
        violations.record_violation(office.officer, owner_id=o.id, kind="other", occurred_on=day)
    counted = {r.owner_id: r.violations for r in owners_due_review(office.worthington, date.today())}
    assert counted.get(o.id) == 3  # the upheld one and two others; not the dismissed one
    appeal = hearing_appeals.record_appeal(office.officer, hid2, filed_by="owner", filed_on=on2)
    hearing_appeals.record_appeal_outcome(office.officer, appeal.appeal_id, outcome="reversed", outcome_on=on2)
    assert Violation.get_by_id(upheld_id).status == "dismissed"


def test_t_4c_modified_revocation_reinstates_with_conditions(office, revocation):
    hid, on = heard(office, revocation)
    hearings.decide_hearing(office.officer, hid, decision="modified", decided_on=on, conclusions="Bark collars.",
                            conditions="Dogs indoors from 10 p.m. to 7 a.m.")
    p = Permit.get_by_id(revocation.permit_id)
    assert p.status == "active" and p.conditions == "Dogs indoors from 10 p.m. to 7 a.m."


def test_w_90_10h5_upheld_revocation_with_a_new_removal_deadline(office, worth_revocation):
    revocation = worth_revocation
    hid, on = heard(office, revocation)
    new = on + timedelta(days=14)
    d = hearings.decide_hearing(office.officer, hid, decision="upheld", decided_on=on, conclusions="Nuisance.",
                                new_removal_deadline=new)
    p = Permit.get_by_id(revocation.permit_id)
    assert p.status == "revoked" and p.removal_deadline == new and d.removal_deadline == new
    assert "new deadline" in d.effect
    text = _pdf_text(d.letter_id)
    assert "sets a new removal deadline" in text


def test_a_refused_effect_saves_nothing(office, denial):
    """A reversal the Permits rules refuse (the application is no longer denied) rolls the decision back."""
    hid, on = heard(office, denial)
    PermitApplication.update(status="withdrawn").where(PermitApplication.id == denial.application_id).execute()
    with pytest.raises(ValidationError):
        hearings.decide_hearing(office.officer, hid, decision="reversed", decided_on=on, conclusions="x")
    assert Hearing.get_by_id(hid).status == "held" and Permit.select().count() == 0
    assert Notice.select().where(Notice.kind == "decision").count() == 0


def test_t_4a_appeal_reversing_an_upheld_denial_issues_the_permit(office, denial):
    hid, on = heard(office, denial)
    hearings.decide_hearing(office.officer, hid, decision="upheld", decided_on=on, conclusions="Prohibited.")
    a = hearing_appeals.record_appeal(office.officer, hid, filed_by="owner", filed_on=on + timedelta(days=3))
    out = hearing_appeals.record_appeal_outcome(office.officer, a.appeal_id, outcome="reversed",
                                                outcome_on=on + timedelta(days=40))
    assert out.permit_id is not None and not out.effect_pending
    assert Permit.get_by_id(out.permit_id).status == "active"
    assert "on appeal" in Appeal.get_by_id(a.appeal_id).effect


def test_t_4a_city_appeal_reversing_an_issued_permit_ends_it_with_a_letter(office, denial):
    """T-4A: "the City Administrator or the applicant may appeal, de novo". The city's appeal that
    restores the denial takes back the permit the hearing issued, by itself, and the owner is told."""
    hid, on = heard(office, denial)
    d = hearings.decide_hearing(office.officer, hid, decision="reversed", decided_on=on, conclusions="Fine.")
    a = hearing_appeals.record_appeal(office.officer, hid, filed_by="city", filed_on=on + timedelta(days=2))
    ended_on = on + timedelta(days=30)
    out = hearing_appeals.record_appeal_outcome(office.officer, a.appeal_id, outcome="reversed", outcome_on=ended_on)
    assert not out.effect_pending and out.permit_id == d.permit_id
    permit = Permit.get_by_id(d.permit_id)
    assert permit.status == "ended_on_appeal" and permit.expires_on == ended_on
    assert PermitApplication.get_by_id(denial.application_id).status == "denied"
    today = ended_on + timedelta(days=1)
    assert not any(f.what == "Appeal result to carry by hand" for f in q.follow_up(office.tracy, today))
    text = _pdf_text(out.letter_id)
    assert "The appeal by the city" in text and "the decision is reversed" in text
    assert f"permit {permit.number}, issued after the hearing, ends on" in text
    assert "T-4A" not in text  # a rule id never prints on the owner's letter


def test_w_90_10h5_city_appeal_restoring_a_revocation_revokes_again_with_days_from_receipt(office,
                                                                                             worth_revocation):
    """W-90.10H5 with MN-645.15: the city's appeal restores a revocation the hearing reversed; the
    permit is revoked again and the animals get the removal days from the letter's receipt (Tracy,
    with no removal period: tests/documents/test_tracy_revocation_effect.py)."""
    revocation = worth_revocation
    hid, on = heard(office, revocation)
    hearings.decide_hearing(office.officer, hid, decision="reversed", decided_on=on, conclusions="No nuisance.")
    a = hearing_appeals.record_appeal(office.officer, hid, filed_by="city", filed_on=on + timedelta(days=2))
    out = hearing_appeals.record_appeal_outcome(office.officer, a.appeal_id, outcome="reversed",
                                                outcome_on=date(2026, 4, 27), method="mail")
    permit = Permit.get_by_id(revocation.permit_id)
    assert not out.effect_pending and permit.status == "revoked" and permit.revoked_on == date(2026, 3, 2)
    # mailed Monday April 27, taken as received Thursday April 30 (3 days), + 10 days: Sunday May 10 -> Monday May 11
    assert permit.removal_deadline == date(2026, 5, 11)
    text = _pdf_text(out.letter_id)
    assert "revoked again" in text and "Monday May 11, 2026" in text and "receipt of this letter" in text


def test_t_4a_appeal_modifying_an_issued_permit_sets_its_conditions(office, denial):
    hid, on = heard(office, denial)
    d = hearings.decide_hearing(office.officer, hid, decision="reversed", decided_on=on, conclusions="Fine.")
    a = hearing_appeals.record_appeal(office.officer, hid, filed_by="city", filed_on=on + timedelta(days=2))
    out = hearing_appeals.record_appeal_outcome(office.officer, a.appeal_id, outcome="modified",
                                                outcome_on=on + timedelta(days=20), conditions="No more than two goats")
    assert not out.effect_pending and Permit.get_by_id(d.permit_id).conditions == "No more than two goats"
    assert "No more than two goats" in _pdf_text(out.letter_id)


def test_carrying_a_decision_needs_a_written_decision_and_the_right(office, denial):
    """The carry runs inside decide_hearing; on its own it refuses a hearing with no written decision
    (it would otherwise issue the denied permit) and a user without the hearings right."""
    from animaloffice.domain.errors import PermissionDenied
    from animaloffice.services.hearing_effects import carry_appeal, carry_decision

    n = Notice.get_by_id(denial.notice_id)
    hearings.record_request(office.clerk, n.id, received_on=n.sent_on)
    s = hearings.schedule_hearing(office.officer, n.id, at=datetime.combine(
        n.hearing_deadline + timedelta(days=14), time(18, 0)), sent_on=n.hearing_deadline)
    h = Hearing.get_by_id(s.hearing_id)
    with pytest.raises(ValidationError) as info:
        carry_decision(office.officer, n, h)
    assert info.value.field == "hearing"
    with pytest.raises(ValidationError) as info:
        carry_appeal(office.officer, "Test value", h, outcome="reversed", on=date.today(), conditions="",
                     expires_on=None)
    assert info.value.field == "notice"
    with pytest.raises(PermissionDenied):
        carry_decision(office.clerk, n, h)
    assert Permit.select().count() == 0
