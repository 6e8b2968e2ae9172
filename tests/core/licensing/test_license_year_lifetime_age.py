"""The license year at the edges of December (T-3A), lifetime licenses only as conversions of a
pre-amendment license (T-3A, T-3C), and the approximate age that lets T-3B and T-7C apply."""
from datetime import date, timedelta

import pytest

from animaloffice import config
from animaloffice.domain import license_terms
from animaloffice.domain.errors import RuleViolation
from animaloffice.domain.profile_reader import shipped_profiles
from animaloffice.persistence.models.animals import Animal
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.money import Charge
from animaloffice.queries import certificate_status
from animaloffice.services import animals, licensing, owners
from animaloffice.services.payments import PaymentInput

TODAY = date.today()
PROFILES = shipped_profiles(config.resources_dir())
TRACY = PROFILES["tracy"]


def test_t_3a_december_sale_is_for_the_coming_year_and_an_ended_year_is_never_sold():
    assert license_terms.license_year(TRACY, date(2026, 11, 30)) == 2026
    assert license_terms.license_year(TRACY, date(2026, 12, 1)) == 2027
    assert license_terms.license_year(TRACY, date(2026, 12, 31)) == 2027
    assert license_terms.sale_years(TRACY, date(2026, 12, 31)) == (2027, 2026)
    assert license_terms.sale_years(TRACY, date(2026, 6, 1)) == (2026,)
    [ended] = license_terms.year_refusals(TRACY, 2025, date(2026, 1, 2))
    assert ended.rule_id == "T-3A" and "2025 license year has ended" in ended.reason
    [early] = license_terms.year_refusals(TRACY, 2027, date(2026, 11, 30))
    assert "from December 1" in early.reason
    assert license_terms.year_refusals(TRACY, 2026, date(2026, 12, 31)) == []  # the clerk may choose it


def test_t_3a_the_sale_date_is_the_profiles():
    from dataclasses import replace
    none = replace(TRACY, readings=replace(TRACY.readings, next_year_sales_from=None))
    assert license_terms.license_year(none, date(2026, 12, 31)) == 2026
    assert license_terms.year_refusals(none, 2027, date(2026, 12, 31))[0].reason.endswith("year running only")


def _dog(office, *, born=None, shot=None, **kw):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name="Olson",
                            address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                              name="Rex", sex="M", **({"birth_date": born} if born or not kw else {}), **kw)
    animals.record_vaccination(office.clerk, a.id, vaccinated_on=shot or TODAY - timedelta(days=30),
                               veterinarian="Dr. Vet")
    return a.id


def test_t_3a_a_license_for_an_ended_year_is_refused_by_the_service(office):
    dog = _dog(office, born=TODAY - timedelta(days=2000))
    before = License.select().count()
    with pytest.raises(RuleViolation) as info:
        licensing.issue_license(office.clerk, animal_id=dog, year=TODAY.year - 1, payment=PaymentInput("cash"))
    assert info.value.field == "year" and "has ended" in info.value.message
    assert License.select().count() == before


def test_t_3a_a_december_sale_defaults_to_next_year(office):
    dec = date(TODAY.year - 1, 12, 31)  # a sale recorded on last Dec 31
    dog = _dog(office, born=TODAY - timedelta(days=2000), shot=dec - timedelta(days=20))
    issued = licensing.issue_license(office.clerk, animal_id=dog, on=dec, payment=PaymentInput("cash"))
    assert issued.year == TODAY.year and issued.expires_on == date(TODAY.year, 12, 31)
    assert issued.number.startswith(f"TRA-{TODAY.year}-")


def test_t_3a_lifetime_license_only_as_a_conversion_of_a_pre_amendment_license(office):
    dog = _dog(office, born=date(2014, 3, 1))
    with pytest.raises(RuleViolation) as info:  # no old license named
        licensing.issue_license(office.clerk, animal_id=dog, grandfathered=True)
    assert info.value.field == "converted_from_number"
    with pytest.raises(RuleViolation, match="before October 10, 2017"):
        licensing.issue_license(office.clerk, animal_id=dog, grandfathered=True, converted_from_number="1234",
                                converted_from_date=date(2018, 1, 5))
    charges = Charge.select().count()
    done = licensing.issue_license(office.clerk, animal_id=dog, grandfathered=True,
                                   converted_from_number="1234", converted_from_date=date(2016, 4, 2))
    lic = License.get_by_id(done.license_id)
    assert lic.term == "lifetime" and lic.expires_on is None and lic.grandfathered
    assert (lic.converted_from_number, lic.converted_from_date) == ("1234", date(2016, 4, 2))
    assert done.fee_cents == 0 and Charge.select().count() == charges  # the old license was paid for
    # T-3B still applies to it
    status = certificate_status.certificate_status_for(lic.id, TODAY + timedelta(days=3 * 366))
    assert status.relicense_required


def test_t_3a_no_lifetime_license_for_a_new_animal_or_after_a_transfer(office):
    pup = _dog(office, born=date(2019, 5, 1))
    with pytest.raises(RuleViolation, match="born on May 1, 2019"):
        licensing.issue_license(office.clerk, animal_id=pup, grandfathered=True, converted_from_number="77",
                                converted_from_date=date(2016, 1, 4))
    old = _dog(office, born=date(2012, 5, 1))
    buyer = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Bo", last_name="Lee",
                                address={"line1": "3 Oak Ave", "city": "Tracy", "postal_code": "56175"})
    animals.transfer_animal(office.clerk, old, buyer.id, on=TODAY)
    with pytest.raises(RuleViolation) as info:
        licensing.issue_license(office.clerk, animal_id=old, grandfathered=True, converted_from_number="78",
                                converted_from_date=date(2016, 1, 4))
    assert "T-3C" in info.value.rule_ids and "changed owner" in info.value.message


def test_t_7c_approximate_age_gives_an_estimated_birth_date(office):
    dog = _dog(office, age_months=30)
    row = Animal.get_by_id(dog)
    assert row.birth_date_estimated and 29 <= (TODAY - row.birth_date).days // 30.4 <= 30
    animals.update_animal(office.clerk, dog, expected_version=row.version, age_months=2)
    row = Animal.get_by_id(dog)
    assert row.birth_date_estimated and (TODAY - row.birth_date).days < 70
    animals.update_animal(office.clerk, dog, expected_version=row.version, birth_date=date(2020, 1, 1))
    assert not Animal.get_by_id(dog).birth_date_estimated


def test_t_7c_a_dog_under_4_months_is_offered_the_exemption_not_charged(office):
    pup = _dog(office, age_months=2)
    charges = Charge.select().count()
    with pytest.raises(RuleViolation) as info:
        licensing.issue_license(office.clerk, animal_id=pup, payment=PaymentInput("cash"))
    refusal = info.value.refusals[0]
    assert info.value.field == "exemption" and refusal.rule_id == "T-7C"
    assert refusal.data["exemption"] == "under_4_months" and refusal.data["estimated"]
    assert "estimated birth date" in refusal.reason and "no fee" in refusal.reason
    assert Charge.select().count() == charges and License.select().count() == 0
    assert licensing.record_exemption(office.clerk, animal_id=pup, reason="under_4_months")
