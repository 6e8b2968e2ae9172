"""T-4A, MN-645.15: a denial mailed first-class that came back, then posted at the premises: the
copy printed after the posting states the last day to request a hearing counted from the posting,
and how it was counted; the notice's date stays the day it was issued."""
import io
from datetime import date, timedelta

from pypdf import PdfReader

from animaloffice.documents.permits import render
from animaloffice.domain.explain import fmt_short
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.printing.permit_documents import notice_document
from animaloffice.queries import permit_checks
from animaloffice.services import owners, permit_notices
from animaloffice.services import permits as svc
from animaloffice.services import service_of_notice as service
from animaloffice.services.payments import PaymentInput


def _text(pdf: bytes) -> str:
    return " ".join(" ".join(page.extract_text().split()) for page in PdfReader(io.BytesIO(pdf)).pages)


def test_t_4a_the_copy_printed_after_the_posting_states_the_day_counted_from_it(office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Rosa", last_name="Vang",
                            address={"line1": "301 Morgan St", "city": "Tracy", "postal_code": "56175"}).id
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="animal", species=["goat"],
                                 on=date(2026, 5, 29), payment=PaymentInput("cash"))
    svc.deny_application(office.officer, rec.application_id, reasons=permit_checks.approval_refusals(rec.application_id),
                         on=date(2026, 6, 1))
    sent = date(2026, 6, 1)  # a Monday: 7 days end Monday June 8
    info = permit_notices.send_denial_notice(office.officer, rec.application_id, sent_on=sent)
    first = Notice.get_by_id(info.id).hearing_deadline
    assert first == date(2026, 6, 8)
    assert f"no later than {fmt_short(first)}" in _text(render(notice_document(info.id), title="Denial"))
    [mailing] = service.attempts_of(info.id)
    service.record_return(office.clerk, attempt_id=mailing.id, status="returned", on=sent + timedelta(days=6))
    posted = sent + timedelta(days=8)
    service.record_attempt(office.officer, notice_id=info.id, method="posted_premises", served_on=posted,
                           served_by="Officer Lee", place="301 Morgan St, front door")
    moved = Notice.get_by_id(info.id).hearing_deadline
    assert moved == date(2026, 6, 16)  # posted Tuesday June 9, + 7 days
    text = _text(render(notice_document(info.id), title="Denial"))
    assert f"no later than {fmt_short(moved)}" in text and fmt_short(first) not in text
    assert fmt_short(posted) in text  # how that date was counted: from the posting
    assert fmt_short(sent) in text  # the notice is still dated the day it was issued


def test_t_4a_a_bilingual_owners_copy_printed_after_the_posting_states_the_moved_day_in_both_languages(office):
    """The Spanish copy of a bilingual denial moves with the English one: the last day counted from
    the posting, and how it was counted, written the Spanish way (never the day first given)."""
    from animaloffice.documents.language import fmt_date
    from animaloffice.documents.language import fmt_short as fmt_es
    from animaloffice.persistence.models.people import Owner
    from animaloffice.printing.permit_documents import notice_documents

    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Rosa", last_name="Vang",
                            address={"line1": "301 Morgan St", "city": "Tracy", "postal_code": "56175"}).id
    owners.update_owner(office.clerk, o, expected_version=Owner.get_by_id(o).version, letter_language="es+en")
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="animal", species=["goat"],
                                 on=date(2026, 5, 29), payment=PaymentInput("cash"))
    svc.deny_application(office.officer, rec.application_id, reasons=permit_checks.approval_refusals(rec.application_id),
                         on=date(2026, 6, 1))
    sent = date(2026, 6, 1)
    info = permit_notices.send_denial_notice(office.officer, rec.application_id, sent_on=sent)
    first = Notice.get_by_id(info.id).hearing_deadline
    [mailing] = service.attempts_of(info.id)
    service.record_return(office.clerk, attempt_id=mailing.id, status="returned", on=sent + timedelta(days=6))
    posted = sent + timedelta(days=8)
    service.record_attempt(office.officer, notice_id=info.id, method="posted_premises", served_on=posted,
                           served_by="Officer Lee", place="301 Morgan St, front door")
    moved = Notice.get_by_id(info.id).hearing_deadline
    spanish, english = (_text(render(d, title="Denial")) for d in notice_documents(info.id))
    assert f"no later than {fmt_short(moved)}" in english
    assert f"a más tardar el {fmt_es(moved, 'es')}" in spanish, spanish
    assert fmt_es(first, "es") not in spanish and fmt_date(posted, "es") in spanish
