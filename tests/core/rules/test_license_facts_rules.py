"""A license as the window shows it (``domain.license_facts``): T-3A's license is current only while it
is in force; an expired, ended, relicensed or voided one is not."""
from datetime import date

import pytest

from animaloffice.domain.license_facts import AnimalCard, LicenseDetail, OwnerCard

OWNER = OwnerCard(1, "Tou Vang", "5 Lake Ave", ("5 Lake Ave", "Tracy MN 56175"), "507-555-0150", "")
DOG = AnimalCard(2, "Koda", "dog", "Dog", "Husky", "F", True, date(2021, 5, 1), False, "5 years", "grey", "",
                 "", "active", 1, 1)


def detail(status: str) -> LicenseDetail:
    return LicenseDetail(3, "TR-2026-0001", 2026, 17, "annual", False, date(2026, 1, 5), date(2026, 12, 31), status,
                         None, "", "", 1500, 1, 1, "Tracy", "", "", OWNER, DOG, None, None, (), (), (), ())


def test_t_3a_a_license_in_force_is_current():
    assert detail("active").is_current is True


@pytest.mark.parametrize("status", ["expired", "ended", "relicense", "void"])
def test_t_3a_a_license_not_in_force_is_not_current(status):
    assert detail(status).is_current is False
