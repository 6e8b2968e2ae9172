"""A sale's papers in one PDF (tag, license certificate, receipt), read back: each is there, in
that order, and no internal rule id is printed for the resident."""
import io
import re
from datetime import date, timedelta

from pypdf import PdfReader

from animaloffice.printing import license_documents as docs
from animaloffice.services import animals, licensing, owners
from animaloffice.services.payments import PaymentInput

TODAY = date.today()
RULE_ID = re.compile(r"\b(T-\d[A-Z]|W-90\.\d|MN-\d)")


def _pages(data: bytes) -> list[str]:
    return [p.extract_text() for p in PdfReader(io.BytesIO(data)).pages]


def test_t_3a_sale_documents_hold_tag_certificate_and_receipt_in_one_pdf(office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ida", last_name="Halvorson",
                            address={"line1": "336 Morgan St", "city": "Tracy", "postal_code": "56175"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                              name="Pepper", sex="F", birth_date=TODAY - timedelta(days=900))
    animals.record_vaccination(office.clerk, a.id, vaccinated_on=TODAY - timedelta(days=9), veterinarian="Dr. V")
    issued = licensing.issue_license(office.clerk, animal_id=a.id, tag_number=58, payment=PaymentInput("cash"))
    pages = _pages(docs.sale_pdf(issued.license_id, issued.receipt.payment_id))
    alone = [len(_pages(d)) for d in (docs.tags_pdf([issued.license_id]), docs.certificate_pdf(issued.license_id),
                                      docs.receipt_pdf(issued.receipt.payment_id))]
    assert len(pages) == sum(alone)
    tag, certificate, receipt = pages[0], pages[alone[0]], pages[-1]
    assert "58" in tag
    assert issued.number in certificate and "Pepper" in certificate
    assert issued.receipt.receipt_number in receipt and "15.00" in receipt
    assert not RULE_ID.search("\n".join(pages))
    without_receipt = _pages(docs.sale_pdf(issued.license_id, None))
    assert len(without_receipt) == alone[0] + alone[1]
