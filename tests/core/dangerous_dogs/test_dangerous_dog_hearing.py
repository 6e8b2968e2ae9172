"""A declaration through the Hearings tab's services: request, hearing, decision, appeal (MN-347.50)."""
import io
from datetime import date, datetime, time

import pypdf
import pytest

from animaloffice.domain.errors import ValidationError
from animaloffice.persistence.models.dangerous_dogs import DangerousDogCase
from animaloffice.persistence.models.enforcement import Hearing, Notice
from animaloffice.printing.hearing_letters import letter_pdf
from animaloffice.queries import dangerous_dogs as q
from animaloffice.queries.hearing_cases import case_history, case_summary
from animaloffice.services import dangerous_dogs as svc
from animaloffice.services import hearing_appeals, hearings

from .conftest import declare

SENT = date(2026, 6, 5)  # hearing to be requested by Monday June 22, 2026 (Juneteenth, weekend)


def _text(pdf: bytes) -> str:
    return " ".join(" ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf)).pages).split())


def _declared(office, dog, **kw):
    c = declare(office, dog, **kw)
    n = svc.send_declaration_notice(office.officer, c.id, sent_on=SENT)
    return c, n


def _heard(office, notice_id, received=date(2026, 6, 22)):
    hearings.record_request(office.clerk, notice_id, received_on=received, how="mail")
    s = hearings.schedule_hearing(office.officer, notice_id, at=datetime.combine(date(2026, 7, 1), time(10, 0)),
                                  body="Hearing Officer", place="Tracy City Hall", sent_on=date(2026, 6, 23))
    hearings.record_hearing(office.officer, s.hearing_id, attendees="Owner; Officer Lind; hearing officer J. Ames",
                            findings="The jogger ran past the open gate; the dog left the yard and bit once.")
    return s


def test_mn_347_50_request_on_the_last_day_is_on_time_the_day_after_late(office, dog):
    """MN-347.50: the 14th day (moved off the holiday and weekend) is on time; the next is late."""
    _, n = _declared(office, dog)
    r = hearings.record_request(office.clerk, n.id, received_on=date(2026, 6, 22))
    assert not r.late and "MN-347.50" in r.timeliness
    hearings.withdraw_request(office.clerk, r.request_id, on=date(2026, 6, 22), reason="sent by mistake")
    late = hearings.record_request(office.clerk, n.id, received_on=date(2026, 6, 23))
    assert late.late and not late.accepted


def test_mn_347_50_declaration_reversed_at_hearing_rescinds_the_case(office, dog):
    """MN-347.50: notice, request, hearing, a written decision that reverses: the case is rescinded,
    and the decision letter says so in the declaration's words."""
    c, n = _declared(office, dog)
    s = _heard(office, n.id)
    summary = case_summary(n.id, date(2026, 7, 1))
    assert summary.matter.label == "dangerous-dog case" and "Duke" in summary.matter.description
    assert "14 days" in summary.deadline_why and summary.deadline == date(2026, 6, 22)
    d = hearings.decide_hearing(office.officer, s.hearing_id, decision="reversed", decided_on=date(2026, 7, 2),
                                conclusions="The bite was provoked; the declaration is not supported.",
                                method="registered")
    row = DangerousDogCase.get_by_id(c.id)
    assert row.status == "rescinded" and row.ended_on == date(2026, 7, 2)
    assert "reversed by the decision" in row.end_reason
    assert "rescinded" in d.effect and c.number in d.effect
    assert Hearing.get_by_id(s.hearing_id).effect == d.effect
    assert q.case_view(c.id, date(2026, 7, 3)).status_label == "rescinded on July 2, 2026"
    text = _text(letter_pdf([d.letter_id]))
    assert "declaration of your dog" in text and "The declaration is reversed" in text
    assert "Minn. Stat. § 347.541" in text and "dangerous_dog" not in text
    assert "Police Commission" not in text
    history = [e.what for e in case_history(n.id)]
    assert history[0] == "Notice (dangerous dog)" and "Written decision" in history


def test_mn_347_50_declaration_upheld_by_registered_mail_gives_14_days_from_its_presumed_receipt(office, dog):
    """MN-347.50: a decision that affirms gives 14 days from its receipt to comply (347.541); one sent by
    registered mail is taken as received 3 days after it was sent, and the letter says so."""
    c, n = _declared(office, dog)
    s = _heard(office, n.id)
    d = hearings.decide_hearing(office.officer, s.hearing_id, decision="upheld", decided_on=date(2026, 7, 6),
                                conclusions="Unprovoked bite causing substantial bodily harm.", method="registered")
    row = DangerousDogCase.get_by_id(c.id)
    assert row.status == "declared" and row.compliance_deadline == date(2026, 7, 23)
    assert (row.decision_sent_on, row.decision_sent_by, row.decision_received_on) == (date(2026, 7, 6), "registered",
                                                                                      None)
    assert "taken as received on Thursday July 9, 2026" in row.compliance_why
    assert "Minn. R. Civ. P. 6.05" in row.compliance_why
    assert "comply by July 23, 2026 (14 days from receipt of this decision, taken as July 9, 2026)" in d.effect
    text = _text(letter_pdf([d.letter_id]))
    assert "The declaration is affirmed" in text and "comply by July 23, 2026" in text
    assert "taken as July 9, 2026" in text


def test_mn_347_50_declaration_upheld_in_person_gives_14_days_from_the_decision(office, dog):
    """MN-347.50: a decision handed to the owner is received that day (347.541)."""
    c, n = _declared(office, dog)
    s = _heard(office, n.id)
    d = hearings.decide_hearing(office.officer, s.hearing_id, decision="upheld", decided_on=date(2026, 7, 6),
                                conclusions="Unprovoked bite causing substantial bodily harm.", method="in_person")
    row = DangerousDogCase.get_by_id(c.id)
    assert row.compliance_deadline == date(2026, 7, 20) and "given to the owner" in row.compliance_why
    assert d.effect.endswith("comply by July 20, 2026")


def test_mn_347_50_modified_decision_needs_conditions_and_records_them(office, dog):
    c, n = _declared(office, dog)
    s = _heard(office, n.id)
    with pytest.raises(ValidationError) as err:
        hearings.decide_hearing(office.officer, s.hearing_id, decision="modified", decided_on=date(2026, 7, 6),
                                conclusions="Affirmed with a condition.", method="registered")
    assert err.value.field == "conditions"
    assert Hearing.get_by_id(s.hearing_id).status == "held"  # nothing half-saved
    hearings.decide_hearing(office.officer, s.hearing_id, decision="modified", decided_on=date(2026, 7, 6),
                            conclusions="Affirmed with a condition.", conditions="A 6-foot fence with a locked gate.",
                            method="registered")
    row = DangerousDogCase.get_by_id(c.id)
    assert row.decision_conditions == "A 6-foot fence with a locked gate." and row.compliance_deadline is not None


def test_mn_347_50_appeals_rescind_or_reinstate(office, dog):
    """MN-347.50: an appeal that reverses an affirming decision rescinds; one that reverses a
    reversing decision reinstates the declaration with 14 days to comply."""
    c, n = _declared(office, dog)
    s = _heard(office, n.id)
    hearings.decide_hearing(office.officer, s.hearing_id, decision="reversed", decided_on=date(2026, 7, 6),
                            conclusions="Provoked.", method="registered")
    a = hearing_appeals.record_appeal(office.officer, s.hearing_id, filed_by="city", filed_on=date(2026, 7, 10))
    out = hearing_appeals.record_appeal_outcome(office.officer, a.appeal_id, outcome="reversed",
                                                outcome_on=date(2026, 8, 24))
    row = DangerousDogCase.get_by_id(c.id)
    assert row.status == "declared" and row.ended_on is None
    # the court's outcome of Monday August 24 is taken as received (by mail) on the 27th: 14 days on
    assert row.compliance_deadline == date(2026, 9, 10)
    assert "reinstated" in out.effect and not out.effect_pending


def test_mn_347_50_appeal_reversing_an_affirming_decision_rescinds(office, dog):
    c, n = _declared(office, dog)
    s = _heard(office, n.id)
    hearings.decide_hearing(office.officer, s.hearing_id, decision="upheld", decided_on=date(2026, 7, 6),
                            conclusions="Unprovoked.", method="registered")
    a = hearing_appeals.record_appeal(office.officer, s.hearing_id, filed_by="owner", filed_on=date(2026, 7, 10))
    out = hearing_appeals.record_appeal_outcome(office.officer, a.appeal_id, outcome="reversed",
                                                outcome_on=date(2026, 9, 1))
    assert DangerousDogCase.get_by_id(c.id).status == "rescinded" and "rescinded" in out.effect


def test_mn_347_50_hearing_notice_in_the_declaration_words(office, dog):
    _, n = _declared(office, dog)
    s = _heard(office, n.id)
    text = _text(letter_pdf([s.letter_id]))
    assert "Notice of hearing" in text and "declaration of your dog" in text
    assert "impartial hearing officer" in text and "Minn. Stat. § 347.541" in text
    assert "Hearing Officer" in text and "dangerous_dog" not in text
    assert "Duke" in text


def test_mn_347_50_upheld_after_the_case_closed_is_left_by_hand(office, dog):
    from animaloffice.services import dangerous_dog_outcomes as outcomes

    c, n = _declared(office, dog)
    s = _heard(office, n.id)
    outcomes.close_case(office.clerk, c.id, on=date(2026, 7, 3), why="died")
    d = hearings.decide_hearing(office.officer, s.hearing_id, decision="reversed", decided_on=date(2026, 7, 6),
                                conclusions="Moot.", method="registered")
    assert "already closed" in d.effect
    assert DangerousDogCase.get_by_id(c.id).status == "closed"
    assert Notice.get_by_id(n.id).kind == "dangerous_dog"
