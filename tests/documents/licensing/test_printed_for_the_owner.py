"""What the owner takes home, read back: the certificate carries the rabies certificate (MN-Form51
fields), says the tag is not transferable and fits one page; a voided payment's receipt does not
pass for proof of payment; the letterhead names the office once; a long city name stays on its tag."""
import io
from datetime import date, timedelta

import pytest
from pdf_reading import pages, text
from pypdf import PdfReader
from reportlab.lib.units import inch
from reportlab.pdfbase.pdfmetrics import stringWidth

from animaloffice.documents.tags import TagLabel, TagSheetLayout, render_tags
from animaloffice.printing import license_documents as docs
from animaloffice.services import animals, licensing, owners, payments
from animaloffice.services.payments import PaymentInput

TODAY = date.today()


@pytest.fixture
def licensed(office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Nguyễn Thị",
                            last_name="O'Brien-Łukasiewicz", phone="507-555-0199",
                            address={"line1": "1207 Ñandú Ave", "city": "Tracy", "postal_code": "56175"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                              name="Bánh Mì", breed="Shiba Inu", sex="F", altered=True, colour="red sesame",
                              size_class="20to50", weight_lb=24, microchip="985112003456789",
                              birth_date=TODAY - timedelta(days=1000))
    shot = TODAY - timedelta(days=27)
    animals.record_vaccination(office.clerk, a.id, vaccinated_on=shot, duration_years=3, product="Imrab 3 TF",
                               manufacturer="Boehringer Ingelheim", lot="A7731B", lot_expires=date(2031, 8, 31),
                               veterinarian="Dr. Karen Lindahl", vet_license="MN-04417", clinic="Prairie Vet",
                               clinic_address="150 Main St, Marshall, MN", rabies_tag="R-5512", received_on=shot)
    return licensing.issue_license(office.clerk, animal_id=a.id, tag_number=4321,
                                   payment=PaymentInput("cash", 1500))


def test_mn_form51_certificate_fields_and_tag_not_transferable_on_one_page(licensed):
    pdf = docs.certificate_pdf(licensed.license_id)
    assert pages(pdf) == 1
    page = " ".join(text(pdf).split())
    for expected in ("Imrab 3 TF", "Boehringer Ingelheim", "A7731B", "expires August 31, 2031",
                     "Dr. Karen Lindahl (license no. MN-04417)", "Prairie Vet, 150 Main St, Marshall, MN",
                     "R-5512", "3-year vaccine", "985112003456789", "20-50 lb, 24 lb", "Bánh Mì",
                     "O'Brien-Łukasiewicz, Nguyễn Thị", "not transferable", "4321 (", "subd. 3(C)"):
        assert expected in page, expected
    assert "None" not in page and "{" not in page


def test_voided_payment_receipt_is_not_proof_of_payment(licensed, office):
    licensing.void_license(office.admin, licensed.license_id, "issued to the wrong dog", refund=True)
    page = " ".join(text(docs.receipt_pdf(licensed.receipt.payment_id)).split())
    assert "(VOID)" in page and "VOID, not paid" in page and "issued to the wrong dog" in page
    assert "not proof of payment" in page and "Thank you" not in page and "Total paid" not in page


def test_letterhead_names_the_city_once_without_an_office_name(licensed, office):
    page = text(docs.receipt_pdf(licensed.receipt.payment_id))
    assert page.count("City of Tracy") == 1
    whole_drawer = text(docs.takings_pdf(TODAY))  # every jurisdiction: still headed by the office
    assert not whole_drawer.splitlines()[0].startswith("Takings for")
    assert "Voided" not in whole_drawer


def test_long_city_name_is_shortened_not_overprinted_on_the_tag():
    name = "City of Saint Anthony Village and Lauderdale Joint Animal Control"
    layout = TagSheetLayout(code="both")
    pdf = render_tags([TagLabel(name, 2027, 48213, "507-555-0199", "Dog")], layout)
    drawn = []

    def visit(t, cm, tm, font, size):
        if t.strip():
            drawn.append((t.strip(), tm[4], tm[0] * size))

    PdfReader(io.BytesIO(pdf)).pages[0].extract_text(visitor_text=visit)
    head = next(d for d in drawn if d[0].startswith("City of Saint"))
    assert head[0].endswith("…") and name not in "".join(d[0] for d in drawn)
    year = next(d for d in drawn if d[0] == "2027")
    right_of_head = head[1] + stringWidth(head[0], "DejaVuSans-Bold", head[2])
    assert right_of_head < year[1]  # the name ends before the year begins
    assert all(x < layout.left_margin_in * inch + layout.label_width_in * inch for _, x, _ in drawn)


def test_takings_pages_are_numbered_and_voided_methods_written_out(licensed, office):
    licensing.void_license(office.admin, licensed.license_id, "issued to the wrong dog", refund=True)
    pdf = docs.takings_pdf(TODAY, office.tracy)
    last = text(pdf, pages(pdf) - 1)
    assert f"page {pages(pdf)} of {pages(pdf)}" in last and "City of Tracy" in last
    voided = text(pdf).split("Voided (not counted)")[1] if "Voided" in text(pdf) else last.split("Reason")[1]
    assert "Cash" in voided and " cash " not in f" {voided} "


def test_certificate_names_the_issuing_clerk_and_day(licensed, office):
    """T-3A license certificate (domain.md 7.3 item 1): who issued it and when."""
    from animaloffice.domain.explain import fmt_short
    from animaloffice.persistence.models.office import User
    User.update(full_name="Ida Clerk").where(User.username == "clerk").execute()
    page = " ".join(text(docs.certificate_pdf(licensed.license_id)).split())
    assert f"Issued by Ida Clerk, {fmt_short(TODAY)}" in page


def test_receipt_of_a_payment_voided_for_a_bounced_check_still_lists_what_it_paid_for(licensed, office):
    payments.void_payment(office.admin, licensed.receipt.payment_id, "check returned unpaid")
    page = " ".join(text(docs.receipt_pdf(licensed.receipt.payment_id)).split())
    assert "(VOID)" in page and "check returned unpaid" in page and "not proof of payment" in page
    assert "dog license TRA-" in page and "tag 4321" in page and "$15.00 $15.00" in page
    assert "Total (VOID, not paid) $15.00" in page
