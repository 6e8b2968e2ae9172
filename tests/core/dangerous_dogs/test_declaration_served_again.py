"""MN-347.541, MN-347.50, MN-645.15: a declaration notice sent by certified mail that came back
unclaimed and was then handed to the owner counts its 14 days to request a hearing and to
register the dog from the hand delivery: on the notice, on the case, and on the copy printed
from then on."""
import io
from datetime import date

import pypdf

from animaloffice.domain.explain import fmt_date
from animaloffice.persistence.models.dangerous_dogs import DangerousDogCase
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.printing.dangerous_dog_papers import notice_pdf
from animaloffice.services import dangerous_dogs as svc
from animaloffice.services import service_of_notice as service

from .conftest import declare


def _flat(pdf: bytes) -> str:
    return " ".join(" ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf)).pages).split())


def test_mn_347_541_the_days_count_from_the_hand_delivery_after_the_mail_came_back(office, dog):
    c = declare(office, dog)
    info = svc.send_declaration_notice(office.officer, c.id, sent_on=date(2026, 6, 5))
    n = Notice.get_by_id(info.id)
    first_hearing, first_register = n.hearing_deadline, n.other_deadline
    assert DangerousDogCase.get_by_id(c.id).compliance_deadline == first_register
    assert fmt_date(first_hearing) in _flat(notice_pdf(n.id))
    [mailing] = service.attempts_of(n.id)
    service.record_return(office.clerk, attempt_id=mailing.id, status="unclaimed", on=date(2026, 6, 15))
    service.record_attempt(office.officer, notice_id=n.id, method="hand", served_on=date(2026, 6, 16),
                           served_by="Officer Lind", served_to="Abdi Hassan", place="88 Craig Ave")
    n = Notice.get_by_id(n.id)
    assert n.hearing_deadline == n.other_deadline == date(2026, 6, 30)  # June 16 + 14 days
    assert n.hearing_deadline > first_hearing
    case = DangerousDogCase.get_by_id(c.id)
    assert case.compliance_deadline == date(2026, 6, 30) and "June 16, 2026" in case.compliance_why
    flat = _flat(notice_pdf(n.id))
    assert "Tuesday June 30, 2026" in flat and fmt_date(first_hearing) not in flat
    assert "June 16, 2026" in flat  # how the day was counted, from the hand delivery
