"""The hearing notice and the written decision on a contested citation (T-8A), read back: they
name the citation by the number printed on it, and say nothing of permits."""
import io
from datetime import date, datetime

import pypdf
import pytest

from animaloffice.printing.hearing_letters import letter_pdf
from animaloffice.queries.hearing_letters import letters_of_hearing
from animaloffice.services import animals, hearings, owners, violations
from tests.core.penalty_schedule import adopt_penalty_schedule


def flat(pdf: bytes) -> str:
    return " ".join(" ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf)).pages).split())


@pytest.fixture
def contested(office):
    adopt_penalty_schedule(office.tracy)  # a city that adopted a schedule: a citation with a hearing
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Kou", last_name="Ngo",
                            address={"line1": "1380 McMillan St", "city": "Tracy", "postal_code": "56175"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                              name="Louie", altered=True)
    v = violations.record_violation(office.officer, owner_id=o.id, animal_id=a.id, kind="nuisance",
                                    nuisance_kind="at_large", occurred_on=date(2026, 10, 1), place="City park",
                                    officer="Officer Dahl")
    cited = violations.issue_citation(office.officer, v.id, on=date(2026, 10, 2))
    hearings.record_request(office.clerk, cited.notice_id, received_on=date(2026, 10, 5))
    # Section 8.30 names no hearing on a citation (T-8A): the office names the body when it schedules
    s = hearings.schedule_hearing(office.officer, cited.notice_id, at=datetime(2026, 10, 20, 18, 30),
                                  sent_on=date(2026, 10, 6), body="Police Commission")
    return cited, s


def test_t_8a_citation_hearing_letters_name_the_citation_number(office, contested):
    adopt_penalty_schedule(office.tracy)
    adopt_penalty_schedule(office.worthington)  # a city that adopted a schedule
    cited, s = contested
    notice = flat(letter_pdf([letters_of_hearing(s.hearing_id, "hearing")[0]]))
    assert f"Concerning: citation {cited.citation_number}: " in notice and "violation #" not in notice
    assert "running at large, October 1, 2026" in notice
    assert "explain why the citation should be reversed." in notice and "permit" not in notice
    hearings.record_hearing(office.officer, s.hearing_id, attendees="The owner", findings="The dog was in the park.")
    d = hearings.decide_hearing(office.officer, s.hearing_id, decision="upheld", conclusions="At large.",
                                decided_on=date(2026, 10, 21))
    decision = flat(letter_pdf([d.letter_id]))
    assert f"Written decision of the Police Commission: citation {cited.citation_number} " in decision
    assert "violation #" not in decision and "citation of citation" not in decision
