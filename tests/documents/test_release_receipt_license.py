"""A release receipt printed again later shows the license the animal had on the day it was
released (T-6B), not one issued after it, read back from the receipt."""
import io
from datetime import date

import pypdf

from animaloffice.services import impound_printing, impound_release, impounds, licensing
from animaloffice.services.payments import PaymentInput
from tests.core.impounds.conftest import make_dog, make_owner


def text(pdf: bytes) -> str:
    return " ".join(" ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf)).pages).split())


def test_t_6b_reprinted_release_receipt_shows_the_license_of_the_release_day(office):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, licensed_on=date(2025, 1, 10), tag=512, shot_on=date(2024, 12, 1))
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog,
                        on=date(2025, 7, 28), found_place="Humiston Ave")
    on = date(2025, 7, 29)
    b = impound_release.bill(r.impound_id, on)
    impound_release.reclaim(office.clerk, r.impound_id, on=on, payment=PaymentInput("cash", b.due_cents))
    first = text(impound_printing.release_receipt_pdf(r.impound_id))
    assert "TRA-2025-000001, tag 512" in first
    renewed = licensing.renew_license(office.clerk, licensing_id(dog), on=date(2026, 1, 6), tag_number=77, payment=PaymentInput("cash"))
    assert renewed.license_id
    again = text(impound_printing.release_receipt_pdf(r.impound_id))
    assert "TRA-2025-000001, tag 512" in again and "tag 77" not in again


def licensing_id(animal_id: int) -> int:
    from animaloffice.persistence.models.licensing import License

    return License.get(License.animal == animal_id).id
