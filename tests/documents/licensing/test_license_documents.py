"""Licensing documents read back: tags (number, year, jurisdiction, a Code128 that scans to the
number), the license certificate, the receipt, renewal and certificate-due letters, the takings."""
import shutil
import subprocess
import time
from datetime import date, timedelta

import pytest
from code128_reader import codes_on_page
from pdf_reading import pages, text

from animaloffice.documents.tags import TagLabel, TagSheetLayout, render_tags
from animaloffice.domain.deadlines import add_months, add_years
from animaloffice.domain.errors import ValidationError
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.printing import license_documents as docs
from animaloffice.services import animals, jurisdictions, licensing, owners
from animaloffice.services.licensing_notices import record_letters_sent
from animaloffice.services.payments import PaymentInput

TODAY = date.today()


@pytest.fixture
def licensed(office):
    jurisdictions.set_office_settings(office.admin, {"office_name": "Tracy Animal Control",
                                                     "office_phone": "507-629-5528",
                                                     "office_address": "336 Morgan St, Tracy, MN 56175"})
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ida", last_name="Halvorson",
                            address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                              name="Pepper", breed="Beagle", sex="F", birth_date=TODAY - timedelta(days=1500))
    shot = TODAY - timedelta(days=40)
    animals.record_vaccination(office.clerk, a.id, vaccinated_on=shot, veterinarian="Dr. Lindahl",
                               product="Imrab 3", received_on=shot)
    issued = licensing.issue_license(office.clerk, animal_id=a.id, tag_number=4321,
                                     payment=PaymentInput("check", 1500, "1042"))
    return issued, shot


def test_t_3a_tag_shows_jurisdiction_year_number_phone_and_scans(licensed):
    issued, _ = licensed
    pdf = docs.tags_pdf([issued.license_id])
    page = text(pdf)
    for expected in ("City of Tracy", str(issued.year), "4321", "507-629-5528", "Dog"):
        assert expected in page
    assert codes_on_page(pdf) == ["4321"]


def test_tag_sheet_many_per_page_start_position_and_layout():
    labels = [TagLabel("City of Tracy", 2026, 500 + i, "507-629-5528") for i in range(35)]
    pdf = render_tags(labels)  # default 3 x 10
    assert pages(pdf) == 2
    assert codes_on_page(pdf, 0) == [str(500 + i) for i in range(30)]
    assert codes_on_page(pdf, 1) == [str(530 + i) for i in range(5)]
    small = TagSheetLayout(rows=2, columns=2, label_width_in=3.5, label_height_in=1.5)
    pdf = render_tags(labels[:5], small, start_position=3)  # a sheet with three labels used
    assert pages(pdf) == 2 and codes_on_page(pdf, 0) == ["500"] and codes_on_page(pdf, 1) == ["501", "502",
                                                                                             "503", "504"]
    both = render_tags(labels[:3], TagSheetLayout(code="both"))
    assert codes_on_page(both) == ["500", "501", "502"]
    with pytest.raises(ValidationError) as info:
        render_tags(labels, TagSheetLayout(columns=5))  # 5 x 2.625 in do not fit across Letter
    assert info.value.field == "columns"


def test_tag_layout_setting_round_trip_and_bad_setting_falls_back(office):
    layout = TagSheetLayout(rows=4, columns=2, label_width_in=3.0, label_height_in=2.0, code="qr")
    jurisdictions.set_office_settings(office.admin, {"tag_sheet_layout": layout.to_json()})
    assert docs.tag_layout() == layout
    jurisdictions.set_office_settings(office.admin, {"tag_sheet_layout": "{not json"})
    assert docs.tag_layout() == TagSheetLayout()


def test_thousand_tags_render_fast():
    labels = [TagLabel("City of Tracy", 2026, 100000 + i, "507-629-5528", "Dog") for i in range(1000)]
    started = time.perf_counter()
    pdf = render_tags(labels)
    elapsed = time.perf_counter() - started
    assert pages(pdf) == 34 and elapsed < 2.0, elapsed


def test_t_3b_license_certificate_shows_license_tag_and_next_certificate_due(licensed):
    issued, shot = licensed
    pdf = docs.certificate_pdf(issued.license_id)
    page = text(pdf)
    due = add_years(shot, 3)
    for expected in (issued.number, "4321", str(issued.year), "City of Tracy", "Halvorson, Ida", "Pepper",
                     "Beagle", "Dr. Lindahl", f"{due:%B} {due.day}, {due.year}", "subd. 3(A)",
                     "Tracy Animal Control"):
        assert expected in page, expected


def test_receipt_lists_fee_method_and_total(licensed):
    issued, _ = licensed
    page = text(docs.receipt_pdf(issued.receipt.payment_id))
    for expected in (issued.receipt.receipt_number, "$15.00", "Check no. 1042", "Halvorson, Ida",
                     f"license {issued.number}", "Tracy City Code § 8.30, subd. 3(A)"):  # T-3A, cited
        assert expected in page, expected


def test_renewal_reminders_batch_and_notices(office):
    last_year = TODAY.year - 1
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Bo", last_name="Lee",
                            address={"line1": "5 Oak St", "city": "Tracy", "postal_code": "56175"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="cat",
                              name="Milo", sex="M", birth_date=date(2016, 4, 1))
    # a 1-year shot that runs out on January 2: out, or about to run out, on any day of this year
    animals.record_vaccination(office.clerk, a.id, vaccinated_on=date(last_year, 1, 2), veterinarian="Dr. V",
                               received_on=date(last_year, 1, 2), duration_years=1)
    lic = licensing.issue_license(office.clerk, animal_id=a.id, year=last_year, on=date(last_year, 1, 3), payment=PaymentInput("cash"))
    batch = docs.build_letter_batch("renewal", office.tracy, last_year, 12)
    assert [s.license_id for s in batch.subjects] == [lic.license_id]
    page = text(batch.pdf)
    for expected in ("Bo Lee", "5 Oak St", "Milo", lic.number, f"December 31, {last_year}", str(last_year + 1),
                     "$15.00", "rabies", "subd. 3(A)"):
        assert expected in page, expected
    assert "new certificate" in page  # the 1-year shot ran out: bring a new certificate
    record_letters_sent(office.clerk, batch.subjects)
    n = Notice.get(Notice.subject_id == lic.license_id)
    assert n.kind == "renewal" and n.other_deadline == date(last_year, 12, 31)
    assert docs.build_letter_batch("renewal", office.tracy, last_year, 12).pdf is None


def test_t_3b_certificate_due_letters_for_a_month(office):
    nxt = add_months(TODAY.replace(day=1), 1)
    shot = add_years(nxt.replace(day=12), -3)
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Cy", last_name="Dahl",
                            address={"line1": "9 Pine St", "city": "Tracy", "postal_code": "56175"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                              name="Koda", sex="M", birth_date=date(2016, 4, 1))
    animals.record_vaccination(office.clerk, a.id, vaccinated_on=shot, veterinarian="Dr. V", received_on=shot)
    lic = licensing.issue_license(office.clerk, animal_id=a.id, year=nxt.year, payment=PaymentInput("cash"))  # in December, next year's
    progress = []
    batch = docs.build_letter_batch("certificate_due", office.tracy, nxt.year, nxt.month,
                                    progress=lambda i, n: progress.append((i, n)) or True)
    due = add_years(shot, 3)
    page = text(batch.pdf)
    for expected in ("Cy Dahl", "Koda", lic.number, f"{due:%B} {due.day}, {due.year}", "anniversary",
                     "subd. 3(B)", "every 3 years"):
        assert expected in page.replace("\n", " "), expected
    assert "T-3B" not in page  # the ordinance is cited in words, never by the office's rule id
    assert progress
    from animaloffice.domain.errors import CancelledError
    with pytest.raises(CancelledError):
        docs.build_letter_batch("certificate_due", office.tracy, nxt.year, nxt.month, progress=lambda i, n: False)


def test_takings_sheet_totals(licensed):
    page = text(docs.takings_pdf(TODAY))
    for expected in ("Takings for", "Check", "Dog license", "$15.00", "1042", "Counted by"):
        assert expected in page, expected


@pytest.mark.skipif(not (shutil.which("zbarimg") and shutil.which("pdftoppm")),
                    reason="needs zbarimg (zbar-tools) and pdftoppm (poppler-utils) to scan the printed page")
def test_tags_scan_with_a_barcode_reader(tmp_path):
    """Code128 and QR, rasterised at printer resolution, read back by a real decoder."""
    numbers = [1, 42, 4321, 99999, 1234567]
    pdf = render_tags([TagLabel("City of Tracy", 2026, n, "507-629-5528") for n in numbers],
                      TagSheetLayout(code="both"))
    (tmp_path / "tags.pdf").write_bytes(pdf)
    subprocess.run(["pdftoppm", "-r", "200", "-png", "-f", "1", "-l", "1", str(tmp_path / "tags.pdf"),
                    str(tmp_path / "page")], check=True)
    image = next(tmp_path.glob("page*.png"))
    out = subprocess.run(["zbarimg", "-q", str(image)], capture_output=True, text=True).stdout.split()
    expected = {f"CODE-128:{n}" for n in numbers} | {f"QR-Code:{n}" for n in numbers}
    assert set(out) == expected
