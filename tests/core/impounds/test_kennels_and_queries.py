"""Kennel set-up (T-5), the reports' reads (on hand, holds ending, SAC rows) and T-6D5 by service."""
from datetime import date

import pytest

from animaloffice.domain.errors import PermissionDenied, RuleViolation, ValidationError
from animaloffice.persistence.models.animals import Animal
from animaloffice.persistence.models.licensing import License
from animaloffice.queries.impounds import holds_ending, intakes_between, on_hand, outcomes_between
from animaloffice.services import impound_notices, impound_quarantine, impound_release, impounds, kennels

from .conftest import make_dog, make_owner


def test_t_5_kennel_setup_rules(office, desk):
    with pytest.raises(PermissionDenied):
        kennels.create_facility(office.clerk, name="Another")
    with pytest.raises(ValidationError) as exc:
        kennels.create_facility(office.admin, name="tracy animal control facility")
    assert exc.value.field == "name"
    with pytest.raises(ValidationError) as exc:
        kennels.add_kennels(office.admin, desk.facility_id, kind="run", codes=["r1"])
    assert "R1 already exists" in exc.value.message
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                        new_animal={"species": "dog"}, kennel_id=desk.kennel_ids[0], on=date(2026, 3, 2))
    with pytest.raises(ValidationError):
        kennels.set_kennel_active(office.admin, desk.kennel_ids[0], False)
    impounds.move_to_kennel(office.clerk, r.impound_id, desk.kennel_ids[1])
    retired = kennels.set_kennel_active(office.admin, desk.kennel_ids[0], False)
    assert not retired.active
    with pytest.raises(ValidationError) as exc:
        impounds.move_to_kennel(office.clerk, r.impound_id, desk.kennel_ids[0])
    assert "not in use" in exc.value.message
    assert [k.code for k in kennels.list_kennels(desk.facility_id)] == ["R2", "R3", "R4", "Q1", "Q2"]


def test_reports_reads_on_hand_holds_and_sac_rows(office, desk):
    owner = make_owner(office, office.worthington, last="Vang", first="Tou")
    dog = make_dog(office, office.worthington, owner, name="Koda")
    a = impounds.intake(office.officer, jurisdiction_id=office.worthington, ground="at_large", animal_id=dog,
                        kennel_id=desk.kennel_ids[0], on=date(2026, 3, 2), found_place="Grand Ave")
    b = impounds.intake(office.officer, jurisdiction_id=office.worthington, ground="neglect_danger",
                        new_animal={"species": "cat", "age_months": 2}, kennel_id=desk.kennel_ids[1],
                        on=date(2026, 3, 4), received_from_name="Jo Smith", received_from_address="5 Elm St")
    assert [r.number for r in on_hand(office.worthington, date(2026, 3, 3))] == [a.number]
    assert [r.state for r in on_hand(office.worthington, date(2026, 3, 9))] == ["hold_ends_today", "in_hold"]
    week = holds_ending(office.worthington, date(2026, 3, 9), date(2026, 3, 13))
    assert [(r.number, r.hold_last_day) for r in week] == [(a.number, date(2026, 3, 9)), (b.number, date(2026, 3, 11))]
    impound_notices.post_notice(office.clerk, b.impound_id, on=date(2026, 3, 4),
                                places=["City Hall", "Post office", "Public library"])  # MN-347.14
    impound_release.dispose(office.officer, b.impound_id, outcome="transferred_out", on=date(2026, 3, 12),
                            party="Prairie Pet Rescue", party_address="Marshall, MN")
    assert [r.number for r in on_hand(office.worthington, date(2026, 3, 12))] == [a.number]
    assert len(on_hand(office.worthington, date(2026, 3, 11))) == 2
    intakes = intakes_between(office.worthington, date(2026, 3, 1), date(2026, 3, 31))
    assert [(r.intake_type, r.age_group_at_intake, r.species) for r in intakes] == [
        ("stray", "adult", "dog"), ("seized", "juvenile", "cat")]
    assert intakes[0].received_from_address == "Grand Ave" and intakes[1].received_from_name == "Jo Smith"
    outcomes = outcomes_between(office.worthington, date(2026, 3, 1), date(2026, 3, 31))
    assert [(r.outcome, r.outcome_on, r.outcome_party, r.age_group_at_outcome) for r in outcomes] == [
        ("transferred_out", date(2026, 3, 12), "Prairie Pet Rescue", "juvenile")]
    assert Animal.get_by_id(Animal.select().where(Animal.species == "cat").get().id).status == "gone"


def test_t_6d5_quarantined_animal_disposal_needs_notice(office, desk):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, licensed_on=date(2026, 1, 5))
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="quarantine", animal_id=dog,
                        kennel_id=desk.quarantine_ids[0], on=date(2026, 4, 6), quarantine="exposure_unvaccinated",
                        exposure_on=date(2026, 4, 5))
    with pytest.raises(PermissionDenied):
        impound_release.dispose(office.clerk, r.impound_id, outcome="shelter_euthanasia", on=date(2026, 4, 20))
    with pytest.raises(RuleViolation) as exc:
        impound_release.dispose(office.officer, r.impound_id, outcome="shelter_euthanasia", on=date(2026, 4, 20))
    assert exc.value.rule_ids == ["MN-347.14", "T-6D5", "MN-1721.0570"]
    impound_notices.send_quarantine_notice(office.clerk, r.impound_id, on=date(2026, 4, 7))
    with pytest.raises(RuleViolation) as exc:  # the 180 days are not over: euthanasia only on an order
        impound_release.dispose(office.officer, r.impound_id, outcome="shelter_euthanasia", on=date(2026, 4, 20))
    assert exc.value.rule_ids == ["MN-1721.0570"]
    impound_quarantine.record_quarantine_order(office.officer, r.impound_id, ordered_on=date(2026, 4, 19),
                                               authority="board_of_animal_health", ordered_by="Dr. A. Berg")
    impound_release.dispose(office.officer, r.impound_id, outcome="shelter_euthanasia", on=date(2026, 4, 20))
    assert Animal.get_by_id(dog).status == "deceased"
    assert License.get().status == "ended"


def test_posting_needs_unknown_owner_notice_needs_known(office, desk):
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                        new_animal={"species": "dog"}, kennel_id=desk.kennel_ids[0], on=date(2026, 3, 2))
    with pytest.raises(ValidationError) as exc:
        impound_notices.send_impound_notice(office.clerk, r.impound_id, on=date(2026, 3, 2))
    assert "three public places" in exc.value.message
    owner = make_owner(office, office.tracy)
    impounds.set_owner(office.clerk, r.impound_id, owner, on=date(2026, 3, 3))
    assert Animal.get_by_id(r.animal_id).owner_id == owner
    info = impound_notices.send_impound_notice(office.clerk, r.impound_id, on=date(2026, 3, 3))
    assert info.kind == "impound"
