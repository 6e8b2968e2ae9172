"""The written decision says how the contested notice was served: the attempt its deadlines count
from (T-4A), read back from the PDF."""
import io
from datetime import date

import pypdf

from animaloffice.persistence.models.enforcement import Notice
from animaloffice.printing.hearing_letters import letter_pdf
from animaloffice.services import hearings
from animaloffice.services import service_of_notice as svc
from tests.core.hearings.test_hearing_decisions import heard


def test_t_4a_the_decision_names_how_the_denial_was_served(office, denial):
    svc.record_attempt(office.officer, notice_id=denial.notice_id, method="hand",
                       served_on=Notice.get_by_id(denial.notice_id).sent_on,
                       served_by="Officer Dahl", served_to="Ruth Kvistad", place="412 Emory St", counts=True,
                       count_reason="handed to the owner at the counter the day it was mailed")
    hid = heard(office, denial)
    d = hearings.decide_hearing(office.officer, hid, decision="upheld", decided_on=date(2026, 7, 7),
                                conclusions="Livestock is prohibited in the city.")
    pdf = letter_pdf([d.letter_id])
    flat = " ".join(" ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf)).pages).split())
    assert "The notice was served by hand delivery on" in flat
    assert "by Officer Dahl to Ruth Kvistad at 412 Emory St" in flat
