"""A notice of hearing lists the photos and papers on the matter's records as exhibits, read back
from the PDF; a matter without any lists none."""
import io
from datetime import date, datetime, timedelta

import pypdf

from animaloffice.printing.hearing_letters import letter_pdf
from animaloffice.queries.hearing_letters import letters_of_hearing
from animaloffice.services import animals, attachments, hearings, owners, violations
from tests.core.penalty_schedule import adopt_penalty_schedule

JPEG = b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + bytes(range(256)) * 8 + b"\xff\xd9"
PDF = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"


def flat(pdf: bytes) -> str:
    return " ".join(" ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf)).pages).split())


def _contested(office, *, files: bool):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Kou", last_name="Ngo",
                            address={"line1": "1380 McMillan St", "city": "Tracy", "postal_code": "56175"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog", name="Louie")
    day = date.today() - timedelta(days=6)
    v = violations.record_violation(office.officer, owner_id=o.id, animal_id=a.id, kind="nuisance",
                                    nuisance_kind="at_large", occurred_on=day, place="City park")
    if files:
        attachments.attach(office.officer, subject_table="violation", subject_id=v.id, file_name="IMG_2231.jpg",
                           data=JPEG, caption="Louie loose in the city park")
        attachments.attach(office.officer, subject_table="violation", subject_id=v.id, file_name="statement.pdf",
                           data=PDF, caption="Officer's written statement")
    cited = violations.issue_citation(office.officer, v.id, on=day + timedelta(days=1))
    hearings.record_request(office.clerk, cited.notice_id, received_on=day + timedelta(days=2))
    s = hearings.schedule_hearing(office.officer, cited.notice_id, at=datetime.now().replace(microsecond=0)
                                  + timedelta(days=10), sent_on=date.today(), body="Police Commission")
    return flat(letter_pdf([letters_of_hearing(s.hearing_id, "hearing")[0]]))


def test_the_notice_of_hearing_lists_the_exhibits(office):
    adopt_penalty_schedule(office.tracy)
    adopt_penalty_schedule(office.worthington)  # a city that adopted a schedule
    text = _contested(office, files=True)
    assert "Exhibits The office will present these photos and papers at the hearing." in text
    added = f"added {date.today():%m/%d/%Y}"
    assert f"Exhibit 1: Louie loose in the city park (photo, violation, {added})" in text
    assert f"Exhibit 2: Officer's written statement (pdf document, violation, {added})" in text


def test_a_matter_without_files_lists_no_exhibits(office):
    adopt_penalty_schedule(office.tracy)
    adopt_penalty_schedule(office.worthington)  # a city that adopted a schedule
    assert "Exhibit" not in _contested(office, files=False)
