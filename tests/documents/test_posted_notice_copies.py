"""A notice posted in public places prints one copy for each place named (MN-347.14), read back."""
import io
from datetime import date

import pypdf
import pytest

from animaloffice.services import impound_notices, impounds
from tests.core.impounds.conftest import make_dog, make_owner

PLACES = ["City Hall", "Post office", "Public library", "Cenex station"]


@pytest.fixture
def held(office):
    dog = make_dog(office, office.tracy, make_owner(office, office.tracy))
    return impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog,
                           on=date(2026, 11, 24), found_place="Morgan St and 3rd St")


def copies(pdf: bytes, title: str) -> int:
    pages = pypdf.PdfReader(io.BytesIO(pdf)).pages
    return sum(" ".join(p.extract_text().split()).count(title) for p in pages)


def test_mn_347_14_posting_at_four_places_prints_four_copies(office, held):
    info = impound_notices.post_notice(office.clerk, held.impound_id, on=date(2026, 11, 25), places=PLACES)
    pdf = impound_notices.notice_pdf(info.id)
    assert copies(pdf, "NOTICE: animal impounded, owner unknown") == 4
    assert "Cenex station" in " ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf)).pages)


def test_mn_347_14_posted_quarantine_notice_prints_a_copy_for_each_place(office):
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="quarantine",
                        new_animal={"species": "dog", "colour": "black"}, on=date(2026, 11, 24),
                        quarantine="bite", bite_on=date(2026, 11, 23))
    info = impound_notices.send_quarantine_notice(office.clerk, r.impound_id, on=date(2026, 11, 25),
                                                  places=PLACES[:3])
    assert copies(impound_notices.notice_pdf(info.id), "Notice of quarantine") == 3


def test_a_quarantine_notice_sent_to_the_owner_prints_once(office, held):
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="quarantine",
                        new_animal={"species": "dog", "colour": "black"}, owner_id=held.owner_id,
                        on=date(2026, 11, 24), quarantine="bite", bite_on=date(2026, 11, 23))
    info = impound_notices.send_quarantine_notice(office.clerk, r.impound_id, on=date(2026, 11, 25))
    assert copies(impound_notices.notice_pdf(info.id), "Notice of quarantine") == 1


def test_a_quarantine_notice_posted_at_the_owners_door_prints_once(office, held):
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="quarantine",
                        new_animal={"species": "dog", "colour": "black"}, owner_id=held.owner_id,
                        on=date(2026, 11, 24), quarantine="bite", bite_on=date(2026, 11, 23))
    info = impound_notices.send_quarantine_notice(office.clerk, r.impound_id, on=date(2026, 11, 25),
                                                  method="posted")
    assert copies(impound_notices.notice_pdf(info.id), "Notice of quarantine") == 1
