"""Definitions and record-keeping rules that other rules lean on: T-2G, T-2K/T-2L, MN-Form51,
W-90.10C-E, and the schema upgrade path every office database relies on."""
import io
from datetime import date, timedelta

import pytest
from pypdf import PdfReader

from animaloffice import config
from animaloffice.domain import impound
from animaloffice.domain.errors import RuleViolation, ValidationError
from animaloffice.domain.profile_reader import shipped_profiles
from animaloffice.persistence.models.animals import Vaccination
from animaloffice.persistence.models.impounds import Impound
from animaloffice.persistence.models.money import Charge
from animaloffice.persistence.models.permits import Permit, PermitApplication
from animaloffice.queries import permit_checks
from animaloffice.services import animals, impounds, licensing, owners, permit_inspections, permits
from animaloffice.services.payments import PaymentInput

TODAY = date.today()
PROFILES = shipped_profiles(config.resources_dir())

# T-2G: "bovines, equines, swine, goats, sheep, ducks, geese, chickens, turkeys, partridges,
# quail, pigeons, or any other animal or fowl which may cause a health hazard"
ORDINANCE_LIVESTOCK = {"cattle", "horse", "swine", "goat", "sheep", "duck", "goose", "chicken", "turkey",
                       "partridge", "quail", "pigeon"}


def test_t_2g_livestock_list_is_the_ordinance_list():
    tracy = PROFILES["tracy"]
    livestock = {code for code, s in tracy.species.items() if s.livestock}
    assert livestock == ORDINANCE_LIVESTOCK
    assert not tracy.species_info("dog").livestock and not tracy.species_info("wolf").livestock


def test_t_2g_livestock_is_refused_a_permit_t_4b4(office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Farmer",
                            address={"line1": "4 Rowe St", "city": "Tracy", "postal_code": "56175"})
    rec = permits.record_application(office.clerk, owner_id=o.id, permit_type="animal", species=["partridge"], payment=PaymentInput("cash"))
    refused = {r.rule_id for r in permit_checks.approval_refusals(rec.application_id)}
    assert "T-4B4" in refused or "T-4B" in refused
    with pytest.raises(RuleViolation):
        permits.approve_application(office.officer, rec.application_id, conditions="none",
                                    expires_on=TODAY + timedelta(days=365))


def test_t_2k_t_2l_where_an_at_large_animal_was_found_is_recorded(office):
    """T-2L: off the owner's property unrestrained, or within 5 ft of a sidewalk or street."""
    assert "5 ft" in impound.FOUND_DETAILS["near_street"]
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Walker")
    dog = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                                name="Scout", birth_date=TODAY - timedelta(days=800))
    taken = impounds.intake(office.clerk, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog.id,
                            owner_id=o.id, found_place="300 Morgan St", found_detail="near_street",
                            officer="Officer Lund")
    row = Impound.get_by_id(taken.impound_id)
    assert (row.found_detail, row.found_place) == ("near_street", "300 Morgan St")
    with pytest.raises(ValidationError) as info:
        impounds.intake(office.clerk, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog.id,
                        found_detail="on the moon")
    assert info.value.field == "found_detail"


def test_mn_form51_certificate_fields_are_kept_and_printed(office):
    """MN-Form51: the rabies certificate's fields are on the record and on the license certificate."""
    from animaloffice.printing.license_documents import certificate_pdf

    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name="Olson",
                            address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"})
    dog = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                                name="Rex", breed="Beagle", sex="M", altered=True, colour="tricolour",
                                microchip="985112233445566", birth_date=TODAY - timedelta(days=1500))
    vid = animals.record_vaccination(
        office.clerk, dog.id, vaccinated_on=TODAY - timedelta(days=20), duration_years=3,
        product="Imrab 3", manufacturer="Boehringer Ingelheim", lot="LOT4471A",
        lot_expires=TODAY + timedelta(days=300), veterinarian="Dr. Karen Lindahl", vet_license="MN-4471",
        clinic="Tracy Veterinary Clinic", clinic_address="210 Fourth St, Tracy, MN", rabies_tag="R-2231")
    v = Vaccination.get_by_id(vid)
    assert (v.product, v.manufacturer, v.lot, v.duration_years, v.veterinarian, v.vet_license, v.clinic,
            v.rabies_tag) == ("Imrab 3", "Boehringer Ingelheim", "LOT4471A", 3, "Dr. Karen Lindahl",
                              "MN-4471", "Tracy Veterinary Clinic", "R-2231")
    issued = licensing.issue_license(office.clerk, animal_id=dog.id, payment=PaymentInput("cash"))
    text = " ".join(p.extract_text() for p in PdfReader(io.BytesIO(certificate_pdf(issued.license_id))).pages)
    for expected in ("Imrab 3", "LOT4471A", "Lindahl", "R-2231", "985112233445566", str(issued.tag_number)):
        assert expected in text, expected


def test_w_90_10c_e_application_fee_then_permit_on_compliance(office):
    """W-90.10C-E: an application on the city's form, the fee set by resolution, and the permit
    issued once the applicant complies (a passed inspection) - not before."""
    o = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, last_name="Dahl",
                            address={"line1": "900 Oxford St", "city": "Worthington", "postal_code": "56187"})
    rec = permits.record_application(office.clerk, owner_id=o.id, permit_type="breeder_hobbyist",
                                     description="Two breeding Labradors")
    fee = PROFILES["worthington"].fee("permit.breeder_hobbyist", TODAY)
    assert rec.fee_cents == fee
    assert Charge.get((Charge.subject_table == "permit_application")
                      & (Charge.subject_id == rec.application_id)).amount_cents == fee
    with pytest.raises(RuleViolation) as info:  # no inspection yet: not in compliance
        permits.approve_application(office.officer, rec.application_id, conditions="Up to 2 litters a year",
                                    expires_on=TODAY + timedelta(days=365))
    assert any(r.startswith("W-90.10H") for r in info.value.rule_ids)
    assert not Permit.select().where(Permit.owner == o.id).exists()
    checks = {c.code: True for c in PROFILES["worthington"].items("inspection_items")}
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, checks=checks)
    office.pay_application(rec.application_id)
    permits.approve_application(office.officer, rec.application_id, conditions="Up to 2 litters a year",
                                expires_on=TODAY + timedelta(days=365))
    assert PermitApplication.get_by_id(rec.application_id).status == "approved"
    assert Permit.get(Permit.owner == o.id).status == "active"


def test_schema_upgrades_itself_and_keeps_a_copy(tmp_path, monkeypatch):
    """The schema carries a version; an older database is upgraded step by step at open, and
    the file is copied aside first."""

    from animaloffice.config import DatabaseTarget
    from animaloffice.persistence import migrations
    from animaloffice.persistence.db import close_database, open_database, schema_version
    from animaloffice.persistence.models.base import database

    path = tmp_path / "office.sqlite3"
    open_database(DatabaseTarget("sqlite", path=path))
    assert schema_version() == migrations.CURRENT
    close_database()

    def add_column(db):
        db.execute_sql('ALTER TABLE "owner" ADD COLUMN "preferred_language" TEXT DEFAULT \'\'')

    monkeypatch.setattr(migrations, "CURRENT", migrations.CURRENT + 1)
    monkeypatch.setattr(migrations, "STEPS", [*migrations.STEPS, (migrations.CURRENT, add_column)])
    open_database(DatabaseTarget("sqlite", path=path))
    try:
        assert schema_version() == migrations.CURRENT
        columns = {c.name for c in database.get_columns("owner")}
        assert "preferred_language" in columns
        assert list(tmp_path.glob("office.before-upgrade-v*.sqlite3"))
    finally:
        close_database()
