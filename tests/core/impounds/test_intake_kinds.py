"""Intakes that are not seizures: an owner's surrender, a transfer in, an owner's request for
euthanasia (MN-346.47's record of whom the animal came from, T-3C, T-6B, MN-rabies)."""
from datetime import date, timedelta

import pytest

from animaloffice.domain.errors import PermissionDenied, RuleViolation, ValidationError
from animaloffice.persistence.models.animals import Animal
from animaloffice.persistence.models.field import BiteReport
from animaloffice.persistence.models.impounds import Impound
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.money import Charge
from animaloffice.persistence.profiles import profile_for
from animaloffice.queries.impound_state import disposal_blockers
from animaloffice.queries.impounds import kennel_board
from animaloffice.services import bites, dangerous_dogs, impound_release, impounds, intake_kinds
from animaloffice.services.payments import PaymentInput

from .conftest import make_dog, make_owner

TODAY = date.today()


def _surrender(office, owner, dog, **kw):
    args = dict(jurisdiction_id=office.tracy, animal_id=dog, owner_id=owner, owner_affirmed=True,
                reason="Moving to an apartment that allows no dogs", on=TODAY)
    args.update(kw)
    return intake_kinds.surrender(office.clerk, **args)


def test_surrender_has_no_hold_no_notice_ends_the_license_and_passes_ownership_t_3c(office, desk):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, licensed_on=TODAY - timedelta(days=30), tag=812)
    r = _surrender(office, owner, dog, kennel_id=desk.kennel_ids[0])
    row = Impound.get_by_id(r.impound_id)
    assert row.intake_type == "relinquished" and row.hold_last_day is None and row.disposition_from is None
    assert "Halvorson" in row.received_from_name and "412 Emory St" in row.received_from_address
    assert row.intake_reason.startswith("Moving") and row.owner_affirmed is True
    lic = License.get(License.animal == dog)
    assert lic.status == "ended" and lic.ended_on == TODAY and "T-3C" in lic.end_reason
    assert Animal.get_by_id(dog).owner_id is None  # the office's now
    board = {c.code: c for c in kennel_board(on=TODAY)}
    assert board["R1"].state == "in_care"
    animal = Animal.get_by_id(dog)
    assert disposal_blockers(row, animal, profile_for(office.tracy), TODAY) == []  # no MN-347.14 notice due
    # T-6B: nobody reclaims an animal its owner gave up, not even once an owner is recorded again
    b = impound_release.bill(r.impound_id, TODAY)
    assert any("gave the animal up" in x.reason for x in b.blockers)
    assert b.due_cents == 0  # nothing of a reclaim is billed to the person who gave it up
    with pytest.raises(RuleViolation, match="gave the animal up"):
        impound_release.pay_bill(office.clerk, r.impound_id, PaymentInput("cash", 1000), on=TODAY)
    with pytest.raises(RuleViolation, match="gave the animal up"):
        impound_release.reclaim(office.clerk, r.impound_id, on=TODAY)
    with pytest.raises(RuleViolation, match="gave the animal up"):
        impounds.set_owner(office.clerk, r.impound_id, owner, on=TODAY)
    # adoption needs no hold to end: it may go the same day
    impound_release.dispose(office.officer, r.impound_id, outcome="adoption", on=TODAY, party="Rosa Vang",
                            party_address="19 Rowe St, Tracy, MN")
    assert Impound.get_by_id(r.impound_id).outcome == "adoption"


def test_mn_346_47_surrender_refused_without_the_owner_word_reason_or_address(office, desk):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner)
    with pytest.raises(RuleViolation) as exc:
        _surrender(office, owner, dog, owner_affirmed=False, reason="")
    assert exc.value.field == "owner_affirmed" and "reason" in exc.value.message
    other = make_owner(office, office.tracy, last="Berg", first="Lars")
    with pytest.raises(RuleViolation, match="only its owner may give it up") as exc:
        _surrender(office, other, dog)
    assert exc.value.field == "owner_id"
    # an animal not on record, given up by a person not on record: name and address are kept
    with pytest.raises(RuleViolation, match="address") as exc:
        intake_kinds.surrender(office.clerk, jurisdiction_id=office.tracy, owner_affirmed=True, reason="Allergies",
                               new_animal={"species": "cat", "name": "Mochi", "age_months": 24},
                               from_name="Tom Ekholm")
    assert exc.value.field == "from_address"
    assert Impound.select().count() == 0 and Animal.select().where(Animal.name == "Mochi").count() == 0
    r = intake_kinds.surrender(office.clerk, jurisdiction_id=office.tracy, owner_affirmed=True, reason="Allergies",
                               new_animal={"species": "cat", "name": "Mochi", "age_months": 24},
                               from_name="Tom Ekholm", from_address="5 Pine St, Tracy, MN 56175")
    assert Impound.get_by_id(r.impound_id).received_from_address.startswith("5 Pine St")


def test_mn_rabies_a_surrender_does_not_end_a_bite_observation_or_a_dangerous_dog_case(office, desk):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner)
    bite = bites.record_bite(office.clerk, jurisdiction_id=office.tracy, bitten_on=TODAY - timedelta(days=2),
                             place="Emory St", animal_id=dog, owner_id=owner, provoked="no", injury="minor",
                             victim_name="Ann Lee")
    case = dangerous_dogs.declare(office.officer, animal_id=dog, kind="potentially_dangerous",
                                  ground=profile_for(office.tracy).items("dangerous_dog_grounds")[0].code,
                                  facts="Bit a passer-by", incident_on=TODAY - timedelta(days=2), incident_place="Emory St",
                                  declared_by="Officer Dahl", declared_on=TODAY - timedelta(days=1))
    r = _surrender(office, owner, dog, kennel_id=desk.quarantine_ids[0])
    row = Impound.get_by_id(r.impound_id)
    assert row.quarantine == "bite" and row.quarantine_until == TODAY + timedelta(days=8)
    assert BiteReport.get_by_id(bite.id).impound_id == row.id
    from animaloffice.persistence.models.dangerous_dogs import DangerousDogCase
    assert DangerousDogCase.get_by_id(case.id).status == case.status  # the case stands
    with pytest.raises(RuleViolation, match="quarantine lasts until"):
        impound_release.dispose(office.officer, r.impound_id, outcome="adoption", on=TODAY, party="Rosa Vang",
                                party_address="19 Rowe St, Tracy, MN")
    with pytest.raises(RuleViolation, match="order"):
        impound_release.dispose(office.officer, r.impound_id, outcome="shelter_euthanasia", on=TODAY)


def test_a_seized_animal_is_not_taken_in_again_as_a_surrender(office, desk):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner)
    impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog, on=TODAY)
    with pytest.raises(ValidationError, match="still stands") as exc:
        _surrender(office, owner, dog)
    assert exc.value.field == "animal_id"


def test_transfer_in_needs_the_agency_and_its_reference_and_has_no_hold(office, desk):
    with pytest.raises(RuleViolation) as exc:
        intake_kinds.transfer_in(office.clerk, jurisdiction_id=office.tracy, agency="", reference="",
                                 new_animal={"species": "dog", "name": "Scout"})
    assert exc.value.field == "agency" and "reference" in exc.value.message
    r = intake_kinds.transfer_in(office.clerk, jurisdiction_id=office.tracy, agency="Lyon County Humane Society",
                                 reference="LCHS-2026-0417", new_animal={"species": "dog", "name": "Scout"},
                                 kennel_id=desk.kennel_ids[1], on=TODAY)
    row = Impound.get_by_id(r.impound_id)
    assert (row.intake_type, row.owner_id, row.hold_last_day, row.source_reference) == \
        ("transferred_in", None, None, "LCHS-2026-0417")
    assert row.received_from_name == "Lyon County Humane Society"
    assert disposal_blockers(row, Animal.get_by_id(row.animal_id), profile_for(office.tracy), TODAY) == []


def _request(office, owner, dog, **kw):
    args = dict(jurisdiction_id=office.tracy, animal_id=dog, owner_id=owner, owner_affirmed=True, signed=True,
                reason="Old age, failing kidneys", on=TODAY)
    args.update(kw)
    return intake_kinds.owner_euthanasia(office.officer, **args)


def test_owner_requested_euthanasia_is_an_intake_with_its_outcome(office, desk):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, licensed_on=TODAY - timedelta(days=30), tag=77)
    with pytest.raises(RuleViolation) as exc:
        _request(office, owner, dog, signed=False)
    assert exc.value.field == "signed"
    with pytest.raises(PermissionDenied):  # a clerk takes in but does not dispose
        intake_kinds.owner_euthanasia(office.clerk, jurisdiction_id=office.tracy, animal_id=dog, owner_id=owner,
                                      owner_affirmed=True, signed=True, on=TODAY)
    r = _request(office, owner, dog)
    row = Impound.get_by_id(r.impound_id)
    assert (row.intake_type, row.status, row.outcome, row.outcome_on) == \
        ("owner_intended_euthanasia", "disposed", "owner_intended_euthanasia", TODAY)
    assert "Halvorson" in row.outcome_party and row.hold_last_day is None
    assert Animal.get_by_id(dog).status == "deceased"
    assert License.get(License.animal == dog).status == "ended"


def test_mn_rabies_owner_euthanasia_refused_during_a_bite_observation_without_an_order(office, desk):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner)
    bites.record_bite(office.clerk, jurisdiction_id=office.tracy, bitten_on=TODAY - timedelta(days=3),
                      place="Emory St", animal_id=dog, owner_id=owner, provoked="no", injury="minor",
                      victim_name="Ann Lee")
    with pytest.raises(RuleViolation, match="must run its course") as exc:
        _request(office, owner, dog)
    assert exc.value.field == "quarantine_order_on" and "MN-rabies" in exc.value.rule_ids
    assert Impound.select().count() == 0
    with pytest.raises(ValidationError) as exc:  # an order names who gave it
        _request(office, owner, dog, order_on=TODAY, order_authority="health_department")
    assert exc.value.field == "order_by"
    r = _request(office, owner, dog, order_on=TODAY, order_authority="health_department",
                 order_by="Minnesota Department of Health")
    row = Impound.get_by_id(r.impound_id)
    assert row.quarantine == "bite" and row.quarantine_order_authority == "health_department"
    assert row.outcome == "owner_intended_euthanasia"


def test_surrender_fee_only_where_the_profile_sets_one(office, desk):
    """Neither ordinance sets a surrender fee, so none is charged."""
    assert not profile_for(office.tracy).has_fee(intake_kinds.SURRENDER_FEE)
    assert profile_for(office.tracy).readings.reading("owner_surrender").source.startswith("Tracy City Code")
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner)
    r = _surrender(office, owner, dog)
    assert Charge.select().where((Charge.subject_table == "impound") & (Charge.subject_id == r.impound_id)).count() == 0
