"""Impound and quarantine notices say where the animal is and how to reach the office even before
it has a kennel (MN-347.14), read back from the printed notice."""
from datetime import date

import pytest

from animaloffice.services import impound_notices, impounds, jurisdictions, kennels
from tests.core.impounds.conftest import make_dog, make_owner
from tests.documents.test_impound_documents import text

OFFICE = {"office_name": "Southwest Minnesota Animal Control", "office_address": "336 Morgan St\nTracy, MN 56175",
          "office_phone": "507-629-5528", "office_hours": "Mon-Fri 8:00-16:30"}


@pytest.fixture
def dog(office):
    jurisdictions.set_office_settings(office.admin, OFFICE)
    return make_dog(office, office.tracy, make_owner(office, office.tracy))


def test_mn_347_14_notice_for_an_animal_with_no_kennel_yet_names_the_office(office, dog):
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog,
                        on=date(2026, 11, 24), found_place="Morgan St")
    info = impound_notices.send_impound_notice(office.clerk, r.impound_id, on=date(2026, 11, 25))
    out = text(impound_notices.notice_pdf(info.id))
    assert "It is held at Southwest Minnesota Animal Control, 336 Morgan St, Tracy, MN 56175." in out
    assert "(open Mon-Fri 8:00-16:30; telephone 507-629-5528)" in out
    assert ", ." not in out and "open ;" not in out and "telephone )" not in out


def test_t_6d5_quarantine_notice_gives_the_office_telephone_when_the_facility_has_none(office, dog):
    f = kennels.create_facility(office.admin, name="Tracy Quarantine Barn", address="100 Shelter Rd, Tracy, MN")
    k = kennels.add_kennels(office.admin, f.id, kind="quarantine", codes=["Q1"])[0]
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="quarantine", animal_id=dog,
                        kennel_id=k.id, on=date(2026, 11, 24), quarantine="bite", bite_on=date(2026, 11, 23))
    info = impound_notices.send_quarantine_notice(office.clerk, r.impound_id, on=date(2026, 11, 25))
    out = text(impound_notices.notice_pdf(info.id))
    assert "quarantine at Tracy Quarantine Barn, 100 Shelter Rd, Tracy, MN, since" in out
    assert "Please call 507-629-5528 to arrange" in out
