"""Realistic arguments for the services the hostile-input tests spoil, the records they
refer to, and the one check of a refusal both tests apply. The sweep over every service
(test_hostile_input) and the deep run of the main ones (test_hostile_property) start from
these, so a baseline fixed here is fixed for both."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, time, timedelta

from animaloffice.domain import licensing as rules
from animaloffice.domain.errors import ConflictError, NotFound, RuleViolation, ValidationError
from animaloffice.persistence import profiles
from animaloffice.persistence.models import ALL_MODELS
from animaloffice.persistence.models.animals import Animal
from animaloffice.persistence.models.base import database
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.office import User
from animaloffice.persistence.models.people import Owner
from animaloffice.queries import charges
from animaloffice.services import animals, impound_release, impounds, licensing, notices, owners, service_of_notice
from animaloffice.services.payments import PaymentInput
from animaloffice.services.service_of_notice import Place

TODAY = date.today()
ARTICLE = "7019 0700 0000 1234 5670"  # a certified mail article number, its check digit right


@dataclass
class Records:
    j: int
    owner: int
    owner2: int
    animal: int  # vaccinated, not licensed
    licensed: int
    license: int
    payment: int
    charge: int  # unpaid
    charge_cents: int
    user: int
    held: int  # an impound of a licensed animal since yesterday, its owner known
    held_due_cents: int  # what reclaiming it today costs
    notice: int = 0  # a notice sent to Ann a week ago
    mailing: int = 0  # its certified mailing, no return yet
    unnumbered: int = 0  # the notice's first attempt: certified, sent with no article number recorded


def make_records(office) -> Records:
    a = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name="Olson",
                            address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"})
    b = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Berg")
    pets = []
    for name in ("Rex", "Lic", "Paid", "Owes"):
        pet = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=a.id, species="dog",
                                    name=name, sex="M", altered=True, birth_date=TODAY - timedelta(days=1200))
        animals.record_vaccination(office.clerk, pet.id, vaccinated_on=TODAY - timedelta(days=10),
                                   veterinarian="Dr. V")
        pets.append(pet.id)
    fee = rules.license_fee(profiles.profile_for(office.tracy), species="dog", altered=True, on=TODAY)
    lic = licensing.issue_license(office.clerk, animal_id=pets[1], payment=PaymentInput("cash"))
    paid = licensing.issue_license(office.clerk, animal_id=pets[2], payment=PaymentInput("cash", fee.value))
    owes = licensing.issue_license(office.clerk, animal_id=pets[3], payment=PaymentInput("cash"))
    licensing.replace_tag(office.clerk, owes.license_id, reason="lost")  # its fee left owing
    charge = charges.unpaid_charges(subject_table="license", subject_id=owes.license_id)[0]
    dana = User.create(username=f"dana{User.select().count()}", role="clerk", password_hash=User.get_by_id(office.clerk.user_id)
                       .password_hash)  # (no second slow hash)
    held = impounds.intake(office.admin, jurisdiction_id=office.tracy, ground="at_large", animal_id=pets[2],
                           on=TODAY - timedelta(days=1)).impound_id
    sent = notices.record_notice(office.clerk, jurisdiction_id=office.tracy, kind="other", owner_id=a.id,
                                 sent_on=TODAY - timedelta(days=7), method="certified").id
    mailing = service_of_notice.record_attempt(office.clerk, notice_id=sent, method="certified",
                                               served_on=TODAY - timedelta(days=7), article=ARTICLE)
    return Records(office.tracy, a.id, b.id, pets[0], pets[1], lic.license_id, paid.receipt.payment_id,
                   charge.id, charge.amount_cents, dana.id, held, impound_release.bill(held, TODAY).due_cents,
                   sent, mailing, service_of_notice.attempts_of(sent)[0].id)


def version(model, record_id) -> int:
    row = model.get_or_none(model.id == record_id)
    return row.version if row else 1


ADDRESS = {"line1": "1 Main St", "city": "Tracy", "state": "MN", "postal_code": "56175"}
# Each is saved as it stands (tests/core/trust/test_hostile_property.py checks the six it fuzzes
# deeply), so a spoiled argument is what a refusal answers, not a flaw in the baseline.
BASELINES = {
    "import_mappings.save_answers": lambda r: dict(jurisdiction_id=r.j, answers={
        "species": {"Guinea Pig": "other_small"}, "license_type": {"Senior Dog": "yearly"},
        "person_class": {"3": "person"}}),
    "owners.create_owner": lambda r: dict(jurisdiction_id=r.j, kind="person", first_name="Ann",
                                          last_name="Olson", email="ann@example.com", notes="",
                                          address=dict(ADDRESS), phone="507-555-0101", since=TODAY,
                                          email_consent_on=TODAY, email_consent_withdrawn_on=None),
    "owners.update_owner": lambda r: dict(owner_id=r.owner, expected_version=version(Owner, r.owner),
                                          last_name="Olsen", email="a@b.co"),
    "owners.change_address": lambda r: dict(owner_id=r.owner, line1="2 Oak Ave", city="Tracy",
                                            state="MN", postal_code="56175", kind="home", moved_on=TODAY),
    "owners.change_phone": lambda r: dict(owner_id=r.owner, number="507-555-0111", kind="mobile",
                                          since=TODAY),
    "owners.record_conviction": lambda r: dict(owner_id=r.owner2, offense="cruelty",
                                               convicted_on=TODAY - timedelta(days=40),
                                               animal_cruelty=True, court="Lyon", plea="convicted"),
    "animals.create_animal": lambda r: dict(jurisdiction_id=r.j, owner_id=r.owner, owned_since=TODAY,
                                            species="dog", name="Bo", breed="Beagle", sex="M",
                                            birth_date=TODAY - timedelta(days=400), microchip="",
                                            weight_lb=20),
    "animals.update_animal": lambda r: dict(animal_id=r.animal, expected_version=version(Animal, r.animal),
                                            colour="brown", weight_lb=30, name="Rexy"),
    "animals.record_vaccination": lambda r: dict(animal_id=r.animal, vaccinated_on=TODAY - timedelta(days=2),
                                                 duration_years=3, veterinarian="Dr. V", lot="A1",
                                                 received_on=TODAY),
    "animals.transfer_animal": lambda r: dict(animal_id=r.animal, new_owner_id=r.owner2, on=TODAY,
                                              reason="sold"),
    "animals.record_litter": lambda r: dict(owner_id=r.owner, born_on=TODAY - timedelta(days=3),
                                            species="dog", count=4, dam_id=None, notes=""),
    "animal_life.record_death": lambda r: dict(animal_id=r.animal, on=TODAY, note="old age"),
    "licensing.issue_license": lambda r: dict(animal_id=r.animal, on=TODAY, tag_number=None,
                                              payment=PaymentInput("cash"), fee_cents=None, renewal_of=None,
                                              grandfathered=False, waiver_reason="", reclaim_of=None),
    "licensing.renew_license": lambda r: dict(license_id=r.license, on=TODAY, tag_number=None,
                                              payment=PaymentInput("cash"), waiver_reason=""),
    "licensing.record_exemption": lambda r: dict(animal_id=r.animal, reason="veterinary_care", on=TODAY,
                                                 notes=""),
    "licensing.replace_tag": lambda r: dict(license_id=r.license, reason="lost", on=TODAY,
                                            tag_number=None, payment=None,
                                            expected_version=version(License, r.license)),
    "licensing.void_license": lambda r: dict(license_id=r.license, reason="mistake",
                                             expected_version=None),
    "tag_numbers.add_tag_stock": lambda r: dict(jurisdiction_id=r.j, year=TODAY.year + 1, first_number=1,
                                              last_number=100, received_on=TODAY, notes=""),
    "tag_numbers.mark_tag": lambda r: dict(jurisdiction_id=r.j, year=TODAY.year, number=900,
                                         status="spoiled", reason="", on=TODAY),
    "licensing.expire_licenses": lambda r: dict(on=TODAY),
    "payments.pay_charges": lambda r: dict(charge_ids=[r.charge], payment=PaymentInput("cash", r.charge_cents),
                                           on=TODAY),
    "payments.void_payment": lambda r: dict(payment_id=r.payment, reason="bounced"),
    "impounds.intake": lambda r: dict(jurisdiction_id=r.j, ground="at_large", animal_id=None,
                                      new_animal={"species": "dog", "name": "Stray", "colour": "black"},
                                      owner_id=None, kennel_id=None, on=TODAY, at=time(9, 30),
                                      found_place="Main St", officer="Officer", condition="", notes="",
                                      quarantine="", bite_on=None, exposure_on=None, intake_type=None),
    "intake_kinds.surrender": lambda r: dict(jurisdiction_id=r.j, animal_id=r.animal, new_animal=None,
                                             owner_id=r.owner, from_name="", from_address="",
                                             owner_affirmed=True, reason="Moving to an apartment",
                                             kennel_id=None, on=TODAY, condition="", notes=""),
    "intake_kinds.transfer_in": lambda r: dict(jurisdiction_id=r.j, agency="Lyon County Humane Society",
                                               reference="LCHS-0417", animal_id=None,
                                               new_animal={"species": "dog", "name": "Scout"},
                                               agency_address="Marshall, MN", kennel_id=None, on=TODAY,
                                               condition="", notes=""),
    "intake_kinds.owner_euthanasia": lambda r: dict(jurisdiction_id=r.j, animal_id=r.animal, new_animal=None,
                                                    owner_id=r.owner, from_name="", from_address="",
                                                    owner_affirmed=True, signed=True, reason="Old age",
                                                    on=TODAY, order_on=None, order_authority="", order_by="",
                                                    notes=""),
    "impound_release.reclaim": lambda r: dict(impound_id=r.held, on=TODAY,
                                              payment=PaymentInput("cash", r.held_due_cents),
                                              expected_version=None),
    "permits.record_application": lambda r: dict(owner_id=r.owner, permit_type="animal", on=TODAY,
                                                 premises="12 Elm St", description="", species=["dog"],
                                                 animal_ids=[r.animal], animal_count=None, for_profit=False,
                                                 factors=None, payment=None),
    "notices.record_notice": lambda r: dict(jurisdiction_id=r.j, kind="other", sent_on=TODAY,
                                            owner_id=r.owner, method="mail", reasons="r",
                                            subject_table="owner", subject_id=r.owner),
    "service_of_notice.record_attempt": lambda r: dict(
        notice_id=r.notice, method="posted_public", served_on=TODAY - timedelta(days=6), article="",
        served_by="Officer Lee", served_to="", place="", served_at=None, email_address="",
        public_places=[Place("City Hall", TODAY - timedelta(days=6)), Place("Post office", TODAY - timedelta(days=6)),
                       Place("Library", TODAY - timedelta(days=5))], counts=True,
        count_reason="posted in three places after the mail came back", notes="three places"),
    "service_of_notice.count_from": lambda r: dict(attempt_id=r.mailing, reason="the owner was away; counted later",
                                                   expected_version=1),
    "notice_recount.recount": lambda r: dict(notice_id=r.notice, change="the letter came back"),
    "service_of_notice.record_return": lambda r: dict(attempt_id=r.mailing, status="unclaimed",
                                                      on=TODAY - timedelta(days=1), notes="back from the post office",
                                                      expected_version=1),
    "mail_articles.add_article_number": lambda r: dict(attempt_id=r.unnumbered, article=ARTICLE,
                                                       expected_version=1),
    "service_of_notice.void_attempt": lambda r: dict(attempt_id=r.mailing, reason="article number mistyped",
                                                     expected_version=1),
    "jurisdictions.set_dated_value": lambda r: dict(jurisdiction_id=r.j, kind="fee", key="license.dog",
                                                    effective_from=TODAY, value=2000, note=""),
    "jurisdictions.set_office_settings": lambda r: dict(values={"office_name": "Tracy Animal Control"}),
    "calendar_changes.record_closure": lambda r: dict(jurisdiction_id=r.j, day=date(2026, 3, 4), through=None,
                                                      reason="Blizzard"),
    "calendar_changes.set_holiday_option": lambda r: dict(jurisdiction_id=r.j, option="friday_after_thanksgiving",
                                                          observed=True, effective_from=TODAY,
                                                          reason="Council resolution 2026-31"),
    "jurisdictions.add_jurisdiction": lambda r: dict(code="worthington", profile_path=None),
    "users.create_user": lambda r: dict(username="newbie", password="long-password-1", role="clerk",
                                        full_name="New"),
    "users.update_user": lambda r: dict(user_id=r.user, expected_version=version(User, r.user),
                                        full_name="Dana K", role="officer", active=True),
    "users.set_password": lambda r: dict(user_id=r.user, password="another-pass-1"),
    "users.change_own_password": lambda r: dict(current="wrong", new="another-pass-1"),
}


def check_refusal(exc: Exception) -> None:
    """The project's own refusal, naming the field (or the rule); anything else is re-raised."""
    if isinstance(exc, (ValidationError, NotFound)):
        assert isinstance(exc.field, str) and exc.field, f"{exc!r} names no field"
    elif isinstance(exc, RuleViolation):
        assert exc.field or exc.rule_ids, f"{exc!r} names neither field nor rule"
        assert all(r.rule_id for r in exc.refusals)
    elif not isinstance(exc, ConflictError):
        raise exc
    assert exc.message and isinstance(exc.message, str)


def table_counts() -> tuple:
    sql = "SELECT " + ", ".join(f'(SELECT COUNT(*) FROM "{m._meta.table_name}")' for m in ALL_MODELS)
    return tuple(database.execute_sql(sql).fetchone())
