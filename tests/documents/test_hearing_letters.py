"""The hearing notice and the written decision letter, rendered and read back (T-4A, T-4C)."""
import io
from datetime import date, datetime

import pypdf
import pytest

from animaloffice.documents.base import TemplateError, load_template
from animaloffice.domain import hearings as rules
from animaloffice.persistence.models.permits import PermitApplication
from animaloffice.persistence.profiles import profile_for
from animaloffice.printing.hearing_letters import letter_pdf
from animaloffice.queries.hearing_letters import letters_of_hearing
from animaloffice.services import hearings, owners
from animaloffice.services.notices import record_notice


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
                     "present evidence", "de novo", "subd. 4(A)", s.letter_number):
        assert expected in text, expected


def test_t_4a_decision_letter_reads_back(office, heard_case):
    n, s = heard_case
    hearings.record_hearing(office.officer, s.hearing_id, attendees="Zoë Ngô; Officer Dahl; the Commission",
                            findings="The goats are kept 20 feet from the neighbour's window.")
    d = hearings.decide_hearing(office.officer, s.hearing_id, decision="upheld", decided_on=date(2026, 7, 8),
                                conclusions="Goats are livestock under subd. 2(G) and are prohibited.",
                                signed_by="Dana Olson", signed_title="Chair, Police Commission")
    assert letters_of_hearing(s.hearing_id, "decision") == [d.letter_id]
    text = _flat(letter_pdf([d.letter_id]))
    for expected in ("Written decision of the Police Commission", "Monday July 6, 2026", "Officer Dahl",
                     "Findings of fact", "20 feet from the neighbour", "Conclusions", "subd. 2(G)",
                     "The denial of permit application TRA-A-2026-000007", "is upheld",
                     "no permit is issued", "July 8, 2026",
                     # T-4A: the appeal route as the profile states it, and no deadline made up for it
                     "The City Administrator or the applicant may appeal the decision of the Police Commission "
                     "de novo (Tracy City Code § 8.30, subd. 4(A))", "The ordinance sets no time limit for the appeal",
                     "Signed for the Police Commission", "Dana Olson", "Chair, Police Commission"):
        assert expected in text, expected


def test_t_4a_a_decision_is_never_signed_by_the_official_whose_action_was_contested(office, heard_case):
    """T-4A: the Police Commission decides the contested denial; its letter is signed for the Commission.
    The office's signatory (the official who signs the notices) is not printed under a decision, and
    a decision typed as signed by that official, or by whoever sent the contested notice, is refused."""
    from animaloffice.domain.errors import ValidationError
    from animaloffice.persistence.models.enforcement import Hearing
    from animaloffice.persistence.models.office import AuditEntry
    from animaloffice.services.jurisdictions import set_office_settings

    set_office_settings(office.admin, {"signature_name": "Pat Kvistad", "signature_title": "City Administrator"})
    n, s = heard_case
    hearings.record_hearing(office.officer, s.hearing_id, attendees="Zoë Ngô", findings="Goats.")
    before = AuditEntry.select().count()
    for who in ("Pat Kvistad", "officer", "Officer"):  # the signatory; who sent the denial notice
        with pytest.raises(ValidationError) as info:
            hearings.decide_hearing(office.officer, s.hearing_id, decision="upheld", decided_on=date(2026, 7, 8),
                                    conclusions="Prohibited.", signed_by=who)
        assert info.value.field == "signed_by"
    assert Hearing.get_by_id(s.hearing_id).status == "held" and AuditEntry.select().count() == before
    d = hearings.decide_hearing(office.officer, s.hearing_id, decision="upheld", decided_on=date(2026, 7, 8),
                                conclusions="Prohibited.")
    text = _flat(letter_pdf([d.letter_id]))
    assert "Signed for the Police Commission" in text
    assert "Pat Kvistad" not in text and "City Administrator" not in text.split("Signed for")[1]
    assert "Pat Kvistad" in _flat(letter_pdf([s.letter_id]))  # the office's own hearing notice keeps it


def test_hearing_templates_are_complete():
    for name in ("hearing_notice", "hearing_decision", "hearing_notice_reasons", "hearing_rescheduled",
                 "hearing_decision_conditions", "hearing_decision_removal_new", "hearing_decision_removal_running",
                 "hearing_decision_removal_passed", "hearing_decision_removal_released",
                 "hearing_decision_removal_misdemeanor",
                 "hearing_permit_expiry", "hearing_appeal_deadline", "hearing_decision_other"):
        assert load_template(name).subject
    for kind in ("denial", "revocation"):
        for decision in rules.DECISIONS:
            assert load_template(f"hearing_decision_{kind}_{decision}").fields() <= {
                "subject_ref", "permit_number", "decided_on", "permit_expiry_sentence"}
    with pytest.raises(TemplateError):
        load_template("hearing_nothing")


def _worthington_revocation(office, number, *, permit_type="commercial", sent=date(2026, 3, 2)):
    from animaloffice.domain.deadlines import deadline_to_act
    from animaloffice.persistence.models.permits import Permit

    jid = office.worthington
    profile = profile_for(jid)
    o = owners.create_owner(office.clerk, jurisdiction_id=jid, organisation="Prairie Paws Kennel", kind="organisation",
                            address={"line1": "1530 Oxford St", "city": "Worthington", "postal_code": "56187"})
    removal = deadline_to_act(sent, profile.period("removal_days"), profile.calendar, rule_id="W-90.10H5")
    permit = Permit.create(jurisdiction=jid, number=number, owner=o.id, permit_type=permit_type,
                           status="revoked", issued_on=date(2025, 5, 1), revoked_on=sent,
                           removal_deadline=removal.value)
    return record_notice(office.officer, jurisdiction_id=jid, kind="revocation", sent_on=sent, owner_id=o.id,
                         subject_table="permit", subject_id=permit.id, reasons="Kennel not cleaned (W-90.10H1)",
                         hearing_right=True, hearing_deadline=rules.hearing_request_deadline(profile, sent, "W-90.10H"),
                         removal_deadline=removal)


def test_w_90_10h5_decision_after_a_timely_request_gives_the_removal_days_from_its_receipt(office):
    """W-90.10H5: the request came on time, so the removal deadline was stayed while the hearing was
    pending; the letter upholding the revocation gives the 10 days from its receipt, with the date, and
    says what follows if the animals are not removed. Chapter 90 names no hearing body: the office
    named one when it scheduled, and no section is credited with the hearing."""
    n = _worthington_revocation(office, "WOR-P-2026-000003")
    assert n.removal_deadline == date(2026, 3, 12) and n.hearing_deadline == date(2026, 3, 9)
    hearings.record_request(office.clerk, n.id, received_on=date(2026, 3, 4))
    s = hearings.schedule_hearing(office.officer, n.id, at=datetime(2026, 3, 16, 19, 0), sent_on=date(2026, 3, 5),
                                  body="Hearing Officer")
    moved = hearings.reschedule_hearing(office.officer, s.hearing_id, at=datetime(2026, 3, 23, 19, 0),
                                        sent_on=date(2026, 3, 9), reason="the officer is away")
    notice_text = _flat(letter_pdf([moved.letter_id]))
    assert "replaces the notice of the hearing set for Monday March 16, 2026 at 7:00 PM" in notice_text
    assert "Hearing Officer" in notice_text and "Dear Prairie Paws Kennel" in notice_text
    assert "the removal deadline in the revocation notice is stayed while the hearing is pending" in notice_text
    assert "City Council" not in notice_text and "90.10(H))" not in notice_text
    assert "does not set out an appeal" in notice_text  # ch. 90 states no appeal route: the owner is told to ask
    hearings.record_hearing(office.officer, s.hearing_id, attendees="The owner; the Hearing Officer",
                            findings="The owner refused the inspection on February 20.")
    d = hearings.decide_hearing(office.officer, s.hearing_id, decision="upheld", decided_on=date(2026, 3, 24),
                                conclusions="Refusing inspection revokes the permit (90.10(H)(2)).", method="mail")
    text = _flat(letter_pdf([d.letter_id]))
    assert "The revocation of permit WOR-P-2026-000003 is upheld" in text
    assert "has passed" not in text and "keeps running" not in text
    # mailed Tuesday March 24, taken as received Friday March 27; 10 days: Monday April 6, 2026
    assert "The removal deadline in the revocation notice was stayed while the hearing was pending" in text
    assert ("remove the animals from the city, or release them to the city, within 10 days of your receipt of this "
            "decision: no later than Monday April 6, 2026") in text
    assert "taken as received on Friday March 27, 2026" in text
    assert "considered released to the city" in text and "no part of the permit fee is refunded" in text
    assert "Worthington City Code § 90.10(H)(5)" in text and "W-90.10H" not in text
    assert "Signed for the Hearing Officer" in text


def test_w_90_10h_decision_after_a_late_request_says_the_removal_deadline_passed(office):
    """W-90.10H5: a late request stays nothing; an upheld revocation decided after the notice's removal
    deadline does not tell the owner to remove the animals by a date already gone: it says the deadline
    passed and what that means (the animals are considered released to the city, no refund)."""
    n = _worthington_revocation(office, "WOR-P-2026-000005")
    hearings.record_request(office.officer, n.id, received_on=date(2026, 3, 10), accept_late_reason="Mail delay.")
    s = hearings.schedule_hearing(office.officer, n.id, at=datetime(2026, 3, 23, 19, 0), sent_on=date(2026, 3, 10),
                                  body="Hearing Officer")
    notice_text = _flat(letter_pdf([s.letter_id]))
    assert "stayed" not in notice_text
    hearings.record_hearing(office.officer, s.hearing_id, attendees="The owner", findings="Refused the inspection.")
    d = hearings.decide_hearing(office.officer, s.hearing_id, decision="upheld", decided_on=date(2026, 3, 24),
                                conclusions="Refusing inspection revokes the permit (90.10(H)(2)).")
    text = _flat(letter_pdf([d.letter_id]))
    assert "keeps running" not in text
    assert "The removal deadline in the revocation notice, Thursday March 12, 2026, has passed" in text
    assert "considered released to the city" in text and "no part of the permit fee is refunded" in text


def test_w_90_10h5_decision_before_the_removal_deadline_after_a_late_request_keeps_it_running(office):
    """W-90.10H5: decided before the notice's removal deadline on a late request (which stayed nothing),
    the letter says the deadline keeps running and what follows if the animals are not removed."""
    n = _worthington_revocation(office, "WOR-P-2026-000004", permit_type="breeder_hobbyist", sent=date(2026, 2, 26))
    assert n.removal_deadline == date(2026, 3, 9) and n.hearing_deadline == date(2026, 3, 5)
    hearings.record_request(office.officer, n.id, received_on=date(2026, 3, 6), accept_late_reason="Mail delay.")
    s = hearings.schedule_hearing(office.officer, n.id, at=datetime(2026, 3, 6, 19, 0), sent_on=date(2026, 3, 6),
                                  short_notice_reason="the owner asked for the first hearing date", body="Hearing Officer")
    hearings.record_hearing(office.officer, s.hearing_id, attendees="Lena Berg", findings="The kennel was dirty.")
    d = hearings.decide_hearing(office.officer, s.hearing_id, decision="upheld", decided_on=date(2026, 3, 6),
                                conclusions="The revocation stands.")
    text = _flat(letter_pdf([d.letter_id]))
    assert "keeps running" in text and "by Monday March 9, 2026" in text and "has passed" not in text
    assert "considered released to the city" in text and "(Worthington City Code § 90.10(H)(5))" in text
    assert "W-90.10H1" not in text  # the reasons print the section, not the office's rule id


def _decided(office, decision, *, conditions="", attendees="Zoë Ngô; Officer Dahl", findings="Facts.",
             conclusions="Conclusions.", **kw):
    from animaloffice.services import hearings as svc

    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Zoë", last_name="Ngô",
                            address={"line1": "412 Emory St", "city": "Tracy", "postal_code": "56175"})
    app = PermitApplication.create(jurisdiction=office.tracy, number=f"TRA-A-{decision}", owner=o.id,
                                   permit_type="animal", received_on=date(2026, 6, 1), premises="412 Emory St",
                                   status="denied", species='["dog", "dog", "dog", "dog", "dog"]')
    profile = profile_for(office.tracy)
    n = record_notice(office.officer, jurisdiction_id=office.tracy, kind="denial", sent_on=date(2026, 6, 12),
                      owner_id=o.id, subject_table="permit_application", subject_id=app.id,
                      reasons="The dogs cannot be confined on the premises (T-4A)\nNo kennel (T-4A)",
                      hearing_right=True, hearing_deadline=rules.hearing_request_deadline(profile, date(2026, 6, 12)))
    svc.record_request(office.clerk, n.id, received_on=date(2026, 6, 22))
    s = svc.schedule_hearing(office.officer, n.id, at=datetime(2026, 7, 6, 18, 30), sent_on=date(2026, 6, 23))
    svc.record_hearing(office.officer, s.hearing_id, attendees=attendees, findings=findings)
    d = svc.decide_hearing(office.officer, s.hearing_id, decision=decision, decided_on=date(2026, 7, 8),
                           conclusions=conclusions, conditions=conditions, **kw)
    return n, s, d


def test_t_4a_typed_lines_keep_their_shape_in_the_decision_letter(office):
    """Conditions typed one a line print as a list, findings one paragraph a line, the people present
    separated in the sentence; nothing runs together."""
    n, s, d = _decided(office, "modified",
                       conditions="No more than three dogs\n\nPen cleaned daily\n- Re-inspection in 90 days",
                       attendees="Zoë Ngô (applicant)\nOfficer M. Dahl\nCommissioners Olson and Vang",
                       findings="1. The yard is fenced.\n2. The kennel is heated.",
                       conclusions="The dogs can be confined.\nA permit may issue on conditions.")
    raw = _text(letter_pdf([d.letter_id]))
    lines = [l.strip(" \u2022\x7f") for l in raw.splitlines()]
    for condition in ("No more than three dogs", "Pen cleaned daily", "Re-inspection in 90 days"):
        assert condition in lines, condition  # a line of its own (the bullet extracts as a space)
    assert "1. The yard is fenced." in lines and "2. The kennel is heated." in lines
    assert "The dogs can be confined." in lines
    flat = " ".join(raw.split())
    assert "Present: Zoë Ngô (applicant); Officer M. Dahl; Commissioners Olson and Vang." in flat
    assert "daily Re-inspection" not in flat and "- Re-inspection" not in flat


def test_t_4a_hearing_notice_prints_sections_not_rule_ids(office, heard_case):
    n, s = heard_case
    text = _flat(letter_pdf([s.letter_id]))
    assert "(T-4" not in text and "T-4B" not in text
    assert "Three goats are livestock, which may not be kept in the city." in text


def test_t_4a_reasons_stored_with_rule_ids_print_with_their_section(office):
    n, s, d = _decided(office, "upheld")
    text = _flat(letter_pdf([s.letter_id]))
    assert "The dogs cannot be confined on the premises (Tracy City Code § 8.30, subd. 4(A))" in text
    assert "(T-4A)" not in text


def test_t_4c_reinstated_permit_letter_states_its_expiry(office):
    """T-4C: a revocation reversed reinstates the permit; the letter says until when it runs."""
    from animaloffice.persistence.models.permits import Permit

    profile = profile_for(office.tracy)
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Gary", last_name="Thorson",
                            address={"line1": "9 Rowe St", "city": "Tracy", "postal_code": "56175"})
    permit = Permit.create(jurisdiction=office.tracy, number="TRA-P-7", owner=o.id, permit_type="animal",
                           premises="9 Rowe St", status="revoked", issued_on=date(2026, 1, 6),
                           expires_on=date(2027, 1, 5), revoked_on=date(2026, 6, 12))
    n = record_notice(office.officer, jurisdiction_id=office.tracy, kind="revocation", sent_on=date(2026, 6, 12),
                      owner_id=o.id, subject_table="permit", subject_id=permit.id, reasons="Barking (T-4C)",
                      hearing_right=True, hearing_deadline=rules.hearing_request_deadline(profile, date(2026, 6, 12)))
    hearings.record_request(office.clerk, n.id, received_on=date(2026, 6, 15))
    s = hearings.schedule_hearing(office.officer, n.id, at=datetime(2026, 7, 6, 18, 30), sent_on=date(2026, 6, 23))
    hearings.record_hearing(office.officer, s.hearing_id, attendees="Gary Thorson", findings="The barking stopped.")
    d = hearings.decide_hearing(office.officer, s.hearing_id, decision="reversed", decided_on=date(2026, 7, 8),
                                conclusions="No nuisance now.")
    text = _flat(letter_pdf([d.letter_id]))
    assert "The permit is reinstated as of July 8, 2026. The permit expires on January 5, 2027." in text
    assert "Signed for the Police Commission" in text


def test_decision_letter_fits_one_page_and_a_long_one_names_itself_on_every_page(office):
    """A short decision is one page, the signature with it; a long record runs over pages, each carrying
    the letter's number and 'page N of M', headings never left at the foot of a page."""
    n, s, d = _decided(office, "upheld")
    reader = pypdf.PdfReader(io.BytesIO(letter_pdf([d.letter_id])))
    assert len(reader.pages) == 1
    assert "Tracy City Code § 8.30, subd. 4(A)" in reader.pages[0].extract_text()
    notice_pages = pypdf.PdfReader(io.BytesIO(letter_pdf([s.letter_id]))).pages
    assert all(len(p.extract_text().split()) > 15 for p in notice_pages)  # no page holding only a footer

    long_findings = "\n".join(f"{i}. The officer visited on day {i} and found the dogs loose in the yard."
                              for i in range(1, 80))
    n, s, d = _decided(office, "reversed", findings=long_findings)
    pages = pypdf.PdfReader(io.BytesIO(letter_pdf([d.letter_id]))).pages
    assert len(pages) >= 3
    for i, page in enumerate(pages, start=1):
        assert f"{d.letter_number} · page {i} of {len(pages)}" in page.extract_text()
    assert "Signed for the Police Commission" in pages[-1].extract_text()


def test_decision_letter_never_leaves_a_heading_at_the_foot_of_a_page():
    """Whatever the length of the findings, a heading starts a page's last lines only with its text."""
    from animaloffice.documents.base import Letterhead
    from animaloffice.documents.hearing_letters import HearingLetter, render_hearing_letters

    head = Letterhead("Animal Control", "City of Tracy")
    values = {"owner_name": "Zoë Ngô", "notice_number": "N-1", "notice_sent_on": "June 12, 2026",
              "notice_kind": "denial", "subject_label": "permit application", "subject_number": "A-1",
              "subject_description": "", "reasons": "", "jurisdiction_name": "City of Tracy",
              "hearing_citation": "Tracy City Code § 8.30, subd. 4(A)", "appeal_citation": "subd. 4(A)",
              "hearing_date": "Monday July 6, 2026", "hearing_time": "6:30 PM", "hearing_place": "City Hall",
              "hearing_body": "Police Commission", "attendees": "Zoë Ngô", "conclusions": "Upheld.",
              "decision": "upheld", "decided_on": "July 8, 2026", "conditions": "", "effect": "",
              "permit_number": "", "permit_expires_on": "", "removal_deadline": "", "appeal_deadline": ""}
    headings = {"Findings of fact", "Conclusions", "Decision", "Appeal"}
    for n in range(40, 50):  # one of these puts a heading near the foot of page 2
        findings = "\n".join(f"{i}. Finding number {i}." for i in range(n))
        letter = HearingLetter("decision", "N-2", date(2026, 7, 8), ("Zoë Ngô",), {**values, "findings": findings})
        pages = pypdf.PdfReader(io.BytesIO(render_hearing_letters([letter], head))).pages
        for page in pages[:-1]:
            body = [l.strip() for l in page.extract_text().splitlines()
                    if l.strip() and "· page" not in l and l.strip() != values["hearing_citation"]]
            assert body[-1] not in headings, (n, body[-1])


def test_t_4a_appeal_outcome_letter_reads_back(office):
    """T-4A: the owner's appeal de novo of an upheld denial is reversed: the permit is issued on the
    outcome's day and the owner's letter says so; an appeal filed after a stated deadline says it was late."""
    from animaloffice.queries.hearing_letters import letters_of_appeal
    from animaloffice.services import hearing_appeals
    from animaloffice.services.hearing_setup import set_hearing_terms

    set_hearing_terms(office.admin, office.tracy, "permit_denial", appeal_days=10,
                      appeal_days_source="Tracy Resolution 2026-40")
    n, s, d = _decided(office, "upheld")
    appeal = hearing_appeals.record_appeal(office.officer, s.hearing_id, filed_by="owner", filed_on=date(2026, 7, 24),
                                           forum="Lyon County District Court")
    assert appeal.late
    out = hearing_appeals.record_appeal_outcome(office.officer, appeal.appeal_id, outcome="reversed",
                                                outcome_on=date(2026, 9, 14))
    assert letters_of_appeal(appeal.appeal_id) == [out.letter_id]
    text = _flat(letter_pdf([out.letter_id]))
    for expected in ("Outcome of the appeal: the denial of permit application TRA-A-upheld", "Dear Zoë Ngô",
                     "The appeal by you, filed on July 24, 2026 (Lyon County District Court)",
                     "the decision is reversed", "recorded as filed after the deadline",
                     "The denial of permit application TRA-A-upheld is reversed: permit",
                     "is issued to you as of September 14, 2026"):
        assert expected in text, expected
    assert "T-4A" not in text


def test_t_4a_an_appeal_that_grants_the_permit_on_conditions_lists_them(office):
    """T-4A: an upheld denial modified on appeal issues the permit on the conditions the court set;
    the owner's letter lists them, as the hearing decision's letter would."""
    from animaloffice.services import hearing_appeals

    n, s, d = _decided(office, "upheld")
    appeal = hearing_appeals.record_appeal(office.officer, s.hearing_id, filed_by="owner", filed_on=date(2026, 7, 14),
                                           forum="Lyon County District Court")
    out = hearing_appeals.record_appeal_outcome(office.officer, appeal.appeal_id, outcome="modified",
                                                outcome_on=date(2026, 9, 14),
                                                conditions="No more than two goats.\nFenced yard kept locked.")
    text = _flat(letter_pdf([out.letter_id]))
    assert "is issued to you as of September 14, 2026" in text, text
    assert "No more than two goats." in text and "Fenced yard kept locked." in text, text
