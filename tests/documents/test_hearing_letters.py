"""The hearing notice and the written decision letter, rendered and read back (T-4A, T-4C)."""
import io
from datetime import date, datetime

import pypdf
import pytest

from animaloffice.documents.base import TemplateError, load_template
from animaloffice.persistence.models import PermitApplication
from animaloffice.queries.hearing_cases import letter_pdf, letters_of_hearing
from animaloffice.services import hearings, owners
from animaloffice.services.jurisdictions import profile_for
from animaloffice.services.notices import record_notice
from animaloffice.domain import hearings as rules


def _text(pdf: bytes) -> str:
    reader = pypdf.PdfReader(io.BytesIO(pdf))
    return "\n".join(p.extract_text() for p in reader.pages)


def _flat(pdf: bytes) -> str:
    return " ".join(_text(pdf).split())


@pytest.fixture
def heard_case(office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Zoë", last_name="Ngô",
                            address={"line1": "412 Emory St", "city": "Tracy", "postal_code": "56175"})
    app = PermitApplication.create(jurisdiction=office.tracy, number="TRA-A-2026-000007", owner=o.id,
                                   permit_type="animal", received_on=date(2026, 6, 1), premises="412 Emory St",
                                   status="denied")
    profile = profile_for(office.tracy)
    n = record_notice(office.officer, jurisdiction_id=office.tracy, kind="denial", sent_on=date(2026, 6, 12),
                      owner_id=o.id, subject_table="permit_application", subject_id=app.id,
                      reasons="Three goats are livestock, which may not be kept in the city.",
                      hearing_right=True, hearing_deadline=rules.hearing_request_deadline(profile, date(2026, 6, 12)))
    hearings.record_request(office.clerk, n.id, received_on=date(2026, 6, 22))
    s = hearings.schedule_hearing(office.officer, n.id, at=datetime(2026, 7, 6, 18, 30), sent_on=date(2026, 6, 23))
    return n, s


def test_t_4a_hearing_notice_reads_back(office, heard_case):
    n, s = heard_case
    text = _flat(letter_pdf([s.letter_id]))
    for expected in ("Notice of hearing before the Police Commission", "Dear Zoë Ngô", "412 Emory St",
                     "Monday July 6, 2026", "6:30 PM", "Council Chambers, Tracy City Hall",
                     "June 22, 2026",  # request received
                     n.number, "June 12, 2026", "permit application TRA-A-2026-000007",
                     "Three goats are livestock", "Your rights at the hearing", "attorney",
                     "present evidence", "de novo", "Subd. 4(A)", s.letter_number):
        assert expected in text, expected


def test_t_4a_decision_letter_reads_back(office, heard_case):
    n, s = heard_case
    hearings.record_hearing(office.officer, s.hearing_id, attendees="Zoë Ngô; Officer Dahl; the Commission",
                            findings="The goats are kept 20 feet from the neighbour's window.")
    d = hearings.decide_hearing(office.officer, s.hearing_id, decision="upheld", decided_on=date(2026, 7, 8),
                                conclusions="Goats are livestock under Subd. 2(G) and are prohibited.")
    assert letters_of_hearing(s.hearing_id, "decision") == [d.letter_id]
    text = _flat(letter_pdf([d.letter_id]))
    for expected in ("Written decision of the Police Commission", "Monday July 6, 2026", "Officer Dahl",
                     "Findings of fact", "20 feet from the neighbour", "Conclusions", "Subd. 2(G)",
                     "The denial of permit application TRA-A-2026-000007", "is upheld",
                     "no permit is issued", "July 8, 2026", "appeal this decision de novo",
                     "either party may appeal de novo"):
        assert expected in text, expected


def test_hearing_templates_are_complete():
    for name in ("hearing_notice", "hearing_decision", "hearing_notice_reasons", "hearing_rescheduled",
                 "hearing_decision_conditions", "hearing_decision_removal_new", "hearing_decision_removal_running",
                 "hearing_permit_expiry", "hearing_appeal_deadline", "hearing_decision_other"):
        assert load_template(name).subject
    for kind in ("denial", "revocation"):
        for decision in rules.DECISIONS:
            assert load_template(f"hearing_decision_{kind}_{decision}").fields() <= {
                "subject_ref", "permit_number", "decided_on", "permit_expiry_sentence"}
    with pytest.raises(TemplateError):
        load_template("hearing_nothing")


def test_w_90_10h_decision_letter_keeps_the_removal_deadline(office):
    """W-90.10H5: an upheld revocation letter says the removal deadline keeps running."""
    from animaloffice.domain.deadlines import deadline_to_act
    from animaloffice.persistence.models import Permit

    jid = office.worthington
    profile = profile_for(jid)
    o = owners.create_owner(office.clerk, jurisdiction_id=jid, organisation="Prairie Paws Kennel", kind="organisation",
                            address={"line1": "1530 Oxford St", "city": "Worthington", "postal_code": "56187"})
    sent = date(2026, 3, 2)
    removal = deadline_to_act(sent, profile.period("removal_days"), profile.calendar, rule_id="W-90.10H5")
    permit = Permit.create(jurisdiction=jid, number="WOR-P-2026-000003", owner=o.id, permit_type="commercial",
                           status="revoked", issued_on=date(2025, 5, 1), revoked_on=sent,
                           removal_deadline=removal.value)
    n = record_notice(office.officer, jurisdiction_id=jid, kind="revocation", sent_on=sent, owner_id=o.id,
                      subject_table="permit", subject_id=permit.id, reasons="Inspection refused (90.10(H)(2)).",
                      hearing_right=True, hearing_deadline=rules.hearing_request_deadline(profile, sent, "W-90.10H"),
                      removal_deadline=removal)
    hearings.record_request(office.clerk, n.id, received_on=date(2026, 3, 4))
    s = hearings.schedule_hearing(office.officer, n.id, at=datetime(2026, 3, 16, 19, 0), sent_on=date(2026, 3, 5))
    moved = hearings.reschedule_hearing(office.officer, s.hearing_id, at=datetime(2026, 3, 23, 19, 0),
                                        sent_on=date(2026, 3, 9), reason="council meeting moved")
    notice_text = _flat(letter_pdf([moved.letter_id]))
    assert "replaces the notice of the hearing set for Monday March 16, 2026 at 7:00 PM" in notice_text
    assert "City Council" in notice_text and "Dear Prairie Paws Kennel" in notice_text
    hearings.record_hearing(office.officer, s.hearing_id, attendees="The owner; the Council",
                            findings="The owner refused the inspection on February 20.")
    d = hearings.decide_hearing(office.officer, s.hearing_id, decision="upheld", decided_on=date(2026, 3, 24),
                                conclusions="Refusing inspection revokes the permit (90.10(H)(2)).")
    text = _flat(letter_pdf([d.letter_id]))
    assert "The revocation of permit WOR-P-2026-000003 is upheld" in text
    assert "keeps running" in text and "Thursday March 12, 2026" in text
    assert "Worthington City Code § 90.10(H)" in text
