"""A day at the office through every service on file, for checks that look at the whole
database afterwards (audit completeness). Areas' demo parts are run too when present, so
services added later are covered without editing this file."""
from __future__ import annotations

import importlib
import pkgutil
import random
from datetime import date, timedelta

from animaloffice.persistence import profiles
from animaloffice.services import (
    animal_life,
    animals,
    jurisdictions,
    licensing,
    notices,
    owners,
    payments,
    tag_numbers,
    users,
)
from animaloffice.services.payments import PaymentInput

TODAY = date.today()


def front_desk_day(office) -> dict:
    clerk, officer, admin = office.clerk, office.officer, office.admin
    ann = owners.create_owner(clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name="Olson",
                              address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"},
                              phone="507-555-0101", email="ann@example.com")
    bo = owners.create_owner(clerk, jurisdiction_id=office.tracy, kind="organisation",
                             organisation="Prairie Rescue", phone="507-555-0102")
    owners.update_owner(officer, ann.id, expected_version=ann.version, notes="prefers mail")
    owners.change_address(clerk, ann.id, line1="40 Oak Ave", city="Tracy", postal_code="56175")
    owners.change_phone(clerk, ann.id, "507-555-0199")
    owners.record_conviction(officer, bo.id, offense="cruelty", convicted_on=TODAY - timedelta(days=400),
                             animal_cruelty=True, court="Lyon County")
    rex = animals.create_animal(clerk, jurisdiction_id=office.tracy, owner_id=ann.id, species="dog",
                                name="Rex", sex="M", birth_date=TODAY - timedelta(days=2000), altered=True)
    tom = animals.create_animal(clerk, jurisdiction_id=office.tracy, owner_id=ann.id, species="cat",
                                name="Tom", sex="M", birth_date=TODAY - timedelta(days=1500))
    pup = animals.create_animal(clerk, jurisdiction_id=office.tracy, owner_id=ann.id, species="dog",
                                name="Pup", sex="F", birth_date=TODAY - timedelta(days=60))
    animals.update_animal(clerk, rex.id, expected_version=rex.version, colour="black")
    for a in (rex, tom):
        animals.record_vaccination(clerk, a.id, vaccinated_on=TODAY - timedelta(days=20),
                                   veterinarian="Dr. Lindahl")
    tag_numbers.add_tag_stock(clerk, office.tracy, TODAY.year, 1, 500)
    tag_numbers.mark_tag(clerk, office.tracy, TODAY.year, 1, "spoiled", "misprint")
    from animaloffice.domain import licensing as rules

    fee = rules.license_fee(profiles.profile_for(office.tracy), species="dog", altered=True,
                            on=TODAY).value
    lic = licensing.issue_license(clerk, animal_id=rex.id, payment=PaymentInput("cash", fee))
    lic2 = licensing.issue_license(clerk, animal_id=tom.id, payment=PaymentInput("check", reference="1042"))
    receipt = lic2.receipt
    payments.void_payment(admin, receipt.payment_id, "check bounced")
    licensing.replace_tag(clerk, lic.license_id, reason="lost")
    licensing.record_exemption(clerk, animal_id=pup.id, reason="under_4_months")
    licensing.void_license(officer, lic2.license_id, "issued to the wrong cat")
    licensing.expire_licenses(clerk, on=TODAY)
    animals.record_litter(clerk, ann.id, born_on=TODAY - timedelta(days=30), species="dog", count=4,
                          dam_id=None)
    animals.transfer_animal(clerk, tom.id, bo.id, reason="given to the rescue")
    animal_life.record_death(clerk, pup.id, on=TODAY)
    notices.record_notice(officer, jurisdiction_id=office.tracy, kind="other", sent_on=TODAY,
                          owner_id=ann.id, reasons="reminder")
    jurisdictions.set_dated_value(admin, office.tracy, "fee", "license.dog", TODAY + timedelta(days=30), 2000)
    jurisdictions.set_office_settings(admin, {"office_name": "Tracy Animal Control"})
    jurisdictions.set_office_settings(admin, {"office_name": "Tracy Animal Control Office"})
    dana = users.create_user(admin, "dana", "kennel-keeper-1", "officer", "Dana")
    users.update_user(admin, dana.id, role="clerk")
    users.set_password(admin, dana.id, "kennel-keeper-2")
    for _ in range(2):
        try:
            users.authenticate("dana", "wrong-password", sleep=lambda s: None)
        except users.SignInFailed:
            pass
    users.authenticate("dana", "kennel-keeper-2", sleep=lambda s: None)
    return {"ann": ann.id, "bo": bo.id, "rex": rex.id, "license": lic.license_id}


def demo_parts(office) -> list[str]:
    """Run every area's demo part (if the package exists) for Tracy; returns their names."""
    try:
        package = importlib.import_module("animaloffice.demo_parts")
    except ImportError:
        return []
    ran = []
    for m in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
        module = importlib.import_module(f"animaloffice.demo_parts.{m.name}")
        if hasattr(module, "populate"):
            from animaloffice.domain.roles import SYSTEM

            profile = profiles.profile_for(office.tracy)
            module.populate(SYSTEM, random.Random(7), office.tracy, profile, TODAY)
            ran.append(m.name)
    return ran
