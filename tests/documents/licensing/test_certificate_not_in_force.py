"""A license certificate printed for a license no longer in force says so at the top (T-3A yearly
term, T-3B relicensing and lapse, T-3C transfer, T-7B void); a void license's tag is not printed."""
from datetime import date, timedelta

import pytest
from pdf_reading import pages, text

from animaloffice.domain.errors import ValidationError
from animaloffice.printing import license_documents as docs
from animaloffice.services import animals, jurisdictions, licensing, owners
from animaloffice.services.payments import PaymentInput

TODAY = date.today()


def _dog(office, shot):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name="Olson",
                            address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                              name="Rex", sex="M", birth_date=date(2019, 6, 1))  # before the 2022 shot, in any year
    animals.record_vaccination(office.clerk, a.id, vaccinated_on=shot, duration_years=3, veterinarian="Dr. Vet",
                               received_on=shot)
    return a.id


def _page(license_id):
    pdf = docs.certificate_pdf(license_id)
    assert pages(pdf) == 1
    return " ".join(text(pdf).split())


def test_t_3a_certificate_of_a_license_in_force_has_no_notice(office):
    issued = licensing.issue_license(office.clerk, animal_id=_dog(office, TODAY - timedelta(days=20)), payment=PaymentInput("cash"))
    assert "NOT IN FORCE" not in _page(issued.license_id)


def test_t_3c_certificate_of_a_license_ended_by_transfer_says_ended(office):
    aid = _dog(office, TODAY - timedelta(days=20))
    issued = licensing.issue_license(office.clerk, animal_id=aid, payment=PaymentInput("cash"))
    buyer = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Bob", last_name="Buyer",
                                address={"line1": "9 Oak St", "city": "Tracy", "postal_code": "56175"})
    animals.transfer_animal(office.clerk, aid, buyer.id, reason="sold")
    page = _page(issued.license_id)
    assert page.index("NOT IN FORCE") < page.index("license certificate")
    assert f"ENDED on {TODAY:%B} {TODAY.day}, {TODAY.year}" in page and "transferred to a new owner" in page


def test_t_3a_certificate_of_last_years_license_says_expired(office):
    aid = _dog(office, date(TODAY.year - 1, 2, 1))
    issued = licensing.issue_license(office.clerk, animal_id=aid, on=date(TODAY.year - 1, 3, 1),
                                     year=TODAY.year - 1, payment=PaymentInput("cash"))
    page = _page(issued.license_id)
    assert "NOT IN FORCE" in page and f"EXPIRED on December 31, {TODAY.year - 1}" in page


def test_t_7b_void_license_certificate_says_void_and_its_tag_is_refused(office):
    issued = licensing.issue_license(office.clerk, animal_id=_dog(office, TODAY - timedelta(days=20)), payment=PaymentInput("cash"))
    licensing.void_license(office.admin, issued.license_id, "issued to the wrong dog")
    page = _page(issued.license_id)
    assert "NOT IN FORCE" in page and "VOID" in page and "issued to the wrong dog" in page
    with pytest.raises(ValidationError) as info:
        docs.tags_pdf([issued.license_id])
    assert info.value.field == "license_id" and "void" in info.value.reason


def test_t_3a_expired_certificate_with_a_full_letterhead_and_rabies_certificate_fits_one_page(office):
    """The NOT IN FORCE notice at the top must not push the closing words onto a second page."""
    jurisdictions.set_office_settings(office.admin, {
        "office_name": "Southwest Minnesota Animal Control", "office_address": "336 Morgan St\nTracy, MN 56175",
        "office_phone": "507-629-5528", "signature_name": "Dana Lindqvist"})
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name="Olson",
                            phone="507-555-0199", address={"line1": "1207 McMillan St", "city": "Tracy",
                                                           "postal_code": "56175"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                              name="Rex", breed="Australian Shepherd", sex="M", altered=True,
                              colour="black and white", microchip="985348657385145",
                              birth_date=date(TODAY.year - 8, 4, 6)).id
    shot = date(TODAY.year - 1, 1, 10)
    animals.record_vaccination(office.clerk, a, vaccinated_on=shot, duration_years=3, product="Imrab 3",
                               manufacturer="Boehringer Ingelheim", lot="536063A", veterinarian="Dr. Greta Halvorson",
                               clinic="Walnut Grove Vet Clinic", clinic_address="301 Main St, Walnut Grove, MN",
                               rabies_tag="R16393", received_on=shot)
    issued = licensing.issue_license(office.clerk, animal_id=a, on=date(TODAY.year - 1, 2, 1), year=TODAY.year - 1, payment=PaymentInput("cash"))
    page = _page(issued.license_id)  # one page
    assert "NOT IN FORCE" in page and "new owner must license it" in page


def test_t_3b_certificate_of_a_license_whose_rabies_certificate_lapsed_says_relicense(office):
    """The license screen says RELICENSE REQUIRED once the rabies certificate lapses (T-3B); the
    certificate printed that day says so too instead of passing for a valid license."""
    aid = _dog(office, date(2022, 3, 1))  # a 3-year certificate, due by March 1, 2025
    issued = licensing.issue_license(office.clerk, animal_id=aid, on=date(2025, 2, 1), year=2025, payment=PaymentInput("cash"))
    pdf = docs.certificate_pdf(issued.license_id, on=date(2025, 6, 1))
    page = " ".join(text(pdf).split())
    assert pages(pdf) == 1 and page.index("RELICENSE REQUIRED") < page.index("license certificate")
    assert "lapsed on March 1, 2025 (Tracy City Code § 8.30, subd. 3(B))" in page
    assert "must be licensed again" in page and "(RELICENSE REQUIRED)" in page
    before = " ".join(text(docs.certificate_pdf(issued.license_id, on=date(2025, 2, 20))).split())
    assert "RELICENSE" not in before and "NOT IN FORCE" not in before
