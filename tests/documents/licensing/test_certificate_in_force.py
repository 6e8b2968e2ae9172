"""T-3B: a license certificate printed again after a new rabies certificate was filed shows
that certificate (the one in force) beside its due date, not the one the license was issued on."""
from datetime import date, timedelta

from pdf_reading import text

from animaloffice.printing import license_documents as docs
from animaloffice.queries.license_detail import license_detail
from animaloffice.services import animals, licensing, owners
from animaloffice.services.payments import PaymentInput

TODAY = date.today()


def _long(day: date) -> str:
    return f"{day:%B} {day.day}, {day.year}"


def test_t_3b_reprinted_certificate_shows_the_certificate_in_force(office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name="Olson",
                            address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                              name="Rex", sex="M", birth_date=TODAY - timedelta(days=2000)).id
    old_shot = TODAY - timedelta(days=300)
    animals.record_vaccination(office.clerk, a, vaccinated_on=old_shot, duration_years=1, veterinarian="Dr. Old",
                               received_on=old_shot)
    issued = licensing.issue_license(office.clerk, animal_id=a, payment=PaymentInput("cash"))
    new_shot = TODAY - timedelta(days=2)
    animals.record_vaccination(office.clerk, a, vaccinated_on=new_shot, duration_years=3, veterinarian="Dr. New",
                               received_on=TODAY)
    page = " ".join(text(docs.certificate_pdf(issued.license_id)).split())
    assert "Dr. New" in page and "Dr. Old" not in page and _long(new_shot) in page
    d = license_detail(issued.license_id)
    assert d.certificate.veterinarian == "Dr. New" and d.issued_with == old_shot
    # the day the license was issued, the certificate it was issued on
    assert license_detail(issued.license_id, on=TODAY - timedelta(days=1)).certificate.veterinarian == "Dr. Old"
