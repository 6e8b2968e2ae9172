"""Intake, field return, reclaim and disposition through the services (T-6A-D); the W-90.05C
ladder through the services is tested in tests/core/rules."""
from datetime import date

import pytest

from animaloffice.domain.errors import PermissionDenied, RuleViolation, ValidationError
from animaloffice.persistence.models.animals import Animal
from animaloffice.persistence.models.impounds import Impound
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.money import Charge
from animaloffice.queries.impounds import kennel_board, lookup, on_hand
from animaloffice.services import impound_notices, impound_release, impounds, licensing
from animaloffice.services.payments import PaymentInput

from .conftest import make_dog, make_owner

MON = date(2026, 3, 2)


def test_t_6d_intake_found_by_tag_stores_hold(office, desk):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, licensed_on=date(2026, 1, 5), tag=4321)
    found = lookup(office.tracy, "4321", on=MON)
    assert found.animal_id == dog and found.owner_id == owner and found.found_by == "tag"
    assert "Halvorson" in found.owner and "Emory" in found.owner_address
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog,
                        kennel_id=desk.kennel_ids[0], on=date(2026, 3, 7), found_place="Morgan St and 3rd",
                        found_detail="near_street", officer="Officer Dahl")
    row = Impound.get_by_id(r.impound_id)
    assert row.owner_id == owner and row.intake_type == "stray"
    assert row.hold_last_day == date(2026, 3, 14) and row.disposition_from == date(2026, 3, 15)
    assert "T-6C" in row.hold_explanation
    assert r.number.startswith("TRA-IMP-2026-")
    cells = {c.code: c for c in kennel_board(on=date(2026, 3, 9))}
    assert cells["R1"].impound_id == r.impound_id and cells["R1"].state == "in_hold"
    assert cells["R1"].days_held == 2 and cells["R2"].state == "empty"
    assert [h.impound_id for h in on_hand(office.tracy, date(2026, 3, 9))] == [r.impound_id]
    with pytest.raises(ValidationError) as exc:  # the kennel is taken
        impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                        new_animal={"species": "cat"}, kennel_id=desk.kennel_ids[0], on=date(2026, 3, 7))
    assert exc.value.field == "kennel_id"


def test_lookup_by_microchip_and_new_stray(office, desk):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, chip="985112233445566")
    assert lookup(office.tracy, "985 1122 3344 5566").animal_id == dog
    assert lookup(office.tracy, "999999999999999") is None
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                        new_animal={"species": "cat", "colour": "orange tabby", "age_months": 3},
                        kennel_id=desk.kennel_ids[1], on=MON)
    row = Impound.get_by_id(r.impound_id)
    assert row.owner_id is None and row.age_months_at_intake == 3
    assert Animal.get_by_id(r.animal_id).birth_date_estimated


def test_t_6a_field_return_only_for_licensed_animal(office):
    owner = make_owner(office, office.tracy)
    licensed = make_dog(office, office.tracy, owner, licensed_on=date(2026, 1, 5))
    unlicensed = make_dog(office, office.tracy, owner, name="Rex")
    r = impounds.field_return(office.officer, animal_id=licensed, on=MON, found_place="Elm St")
    row = Impound.get_by_id(r.impound_id)
    assert row.field_return and row.status == "returned_in_field" and row.outcome == "returned_to_owner"
    assert on_hand(office.tracy, MON) == []
    with pytest.raises(RuleViolation) as exc:
        impounds.field_return(office.officer, animal_id=unlicensed, on=MON)
    assert exc.value.rule_ids == ["T-6A"]


def _worthington_dog(office, altered=False):
    owner = make_owner(office, office.worthington, last="Vang", first="Tou")
    return owner, make_dog(office, office.worthington, owner, altered=altered, name="Koda")


def test_t_6b_release_refused_for_each_missing_condition(office, desk):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, shot_on=date(2026, 1, 5))
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="quarantine", animal_id=dog,
                        kennel_id=desk.quarantine_ids[0], on=date(2026, 5, 4), quarantine="bite",
                        bite_on=date(2026, 5, 3))
    assert Impound.get_by_id(r.impound_id).quarantine_until == date(2026, 5, 13)
    on = date(2026, 5, 14)
    bill = impound_release.bill(r.impound_id, on)
    needs = {x.data.get("needs") for x in bill.blockers}
    assert needs == {"license", "vet_certificate", "payment"}
    with pytest.raises(RuleViolation) as exc:  # paying is not enough: rolled back entirely
        impound_release.reclaim(office.clerk, r.impound_id, on=on, payment=PaymentInput("cash", bill.due_cents))
    assert {x.data.get("needs") for x in exc.value.refusals} == {"license", "vet_certificate"}
    assert not Charge.select().where(Charge.subject_table == "impound").exists()
    impounds.record_vet_certificate(office.officer, r.impound_id, certified_on=on, vet_name="Dr. Lindahl")
    with pytest.raises(RuleViolation) as exc:
        impound_release.reclaim(office.clerk, r.impound_id, on=on, payment=PaymentInput("cash", bill.due_cents))
    assert [x.data.get("needs") for x in exc.value.refusals] == ["license"]
    licensing.issue_license(office.clerk, animal_id=dog, on=on, reclaim_of=r.impound_id)  # at the reclaim: joins the bill (T-6B)
    bill = impound_release.bill(r.impound_id, on)
    assert any(l.fee_code == "license.dog" and not l.paid for l in bill.lines)
    with pytest.raises(RuleViolation) as exc:
        impound_release.reclaim(office.clerk, r.impound_id, on=on)
    assert [x.data.get("needs") for x in exc.value.refusals] == ["payment"]
    done = impound_release.reclaim(office.clerk, r.impound_id, on=on, payment=PaymentInput("cash", bill.due_cents))
    assert done.receipt.amount_cents == bill.due_cents == 3500 + 10 * 2000 + License.get().fee_cents
    row = Impound.get_by_id(r.impound_id)
    assert row.status == "released" and row.outcome == "returned_to_owner" and "Halvorson" in row.outcome_party


def test_t_6c_disposition_refused_before_the_date(office, desk):
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                        new_animal={"species": "dog", "colour": "brindle"}, kennel_id=desk.kennel_ids[2],
                        on=date(2026, 3, 7))
    impound_notices.post_notice(office.clerk, r.impound_id, on=date(2026, 3, 7),
                                places=["City Hall", "Post office", "Public library"])  # MN-347.14
    with pytest.raises(RuleViolation) as exc:
        impound_release.dispose(office.officer, r.impound_id, outcome="adoption", on=date(2026, 3, 14),
                                party="Ann Lee", party_address="1 Elm St, Tracy")
    assert exc.value.rule_ids == ["T-6C"] and "Sunday March 15, 2026" in exc.value.message
    with pytest.raises(PermissionDenied):
        impound_release.dispose(office.clerk, r.impound_id, outcome="adoption", on=date(2026, 3, 15),
                                party="Ann Lee")
    impound_release.dispose(office.officer, r.impound_id, outcome="adoption", on=date(2026, 3, 16),
                            party="Ann Lee", party_address="1 Elm St, Tracy")
    row = Impound.get_by_id(r.impound_id)
    assert row.status == "disposed" and row.outcome_on == date(2026, 3, 16) and row.outcome_party == "Ann Lee"
    assert kennel_board(on=date(2026, 3, 16))[2].state == "empty"


def test_t_6d3_seizure_only_after_the_license_notice_deadline(office, desk):
    from animaloffice.services import impound_notices

    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner)
    take = dict(jurisdiction_id=office.tracy, ground="no_license_after_notice", animal_id=dog,
                kennel_id=desk.kennel_ids[0])
    with pytest.raises(RuleViolation) as exc:
        impounds.intake(office.officer, on=date(2026, 3, 10), **take)
    assert exc.value.rule_ids == ["T-6D3"] and "no notice" in exc.value.message
    notice = impound_notices.send_license_order(office.officer, dog, on=date(2026, 3, 5))
    assert notice.other_deadline == date(2026, 3, 9)
    with pytest.raises(RuleViolation) as exc:
        impounds.intake(office.officer, on=date(2026, 3, 9), **take)
    assert "Monday March 9, 2026" in exc.value.message
    assert impounds.intake(office.officer, on=date(2026, 3, 10), **take).hold_last_day == date(2026, 3, 17)
    with pytest.raises(ValidationError):
        impound_notices.send_license_order(office.officer, _worthington_dog(office)[1], on=date(2026, 3, 5))


def test_t_6b_owner_of_another_city_is_not_attached_to_an_impound(office, desk):
    """T-6B: the owner who reclaims is billed and noticed under the impound's ordinance, so only an
    owner recorded in the impound's jurisdiction can be set on it (at intake or later); nothing is saved."""
    from animaloffice.persistence.models.office import AuditEntry

    r = impounds.intake(office.officer, jurisdiction_id=office.worthington, ground="at_large",
                        new_animal={"species": "dog"}, kennel_id=desk.kennel_ids[0], on=MON)
    tracy_owner = make_owner(office, office.tracy, last="Nelson", first="Sara")
    audited = AuditEntry.select().count()
    with pytest.raises(ValidationError) as exc:
        impounds.set_owner(office.officer, r.impound_id, tracy_owner, on=MON)
    assert exc.value.field == "owner_id"
    row = Impound.get_by_id(r.impound_id)
    assert row.owner_id is None and Animal.get_by_id(row.animal_id).owner_id is None
    assert AuditEntry.select().count() == audited
    animals_before = Animal.select().count()
    with pytest.raises(ValidationError) as exc:
        impounds.intake(office.officer, jurisdiction_id=office.worthington, ground="at_large",
                        new_animal={"species": "dog"}, owner_id=tracy_owner, on=MON)
    assert exc.value.field == "owner_id" and Impound.select().count() == 1
    assert Animal.select().count() == animals_before and AuditEntry.select().count() == audited
    worthington_owner = make_owner(office, office.worthington, last="Vang", first="Tou")
    impounds.set_owner(office.officer, r.impound_id, worthington_owner, on=MON)
    assert Impound.get_by_id(r.impound_id).owner_id == worthington_owner


def test_mn_346_47_disposition_refused_without_the_recipients_address(office, desk):
    """MN-346.47: an adoption of a grown dog is not saved without the adopter's address; the
    refusal points at the address field and nothing is saved."""
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                        new_animal={"species": "dog", "colour": "brindle", "age_months": 24},
                        kennel_id=desk.kennel_ids[2], on=MON)
    impound_notices.post_notice(office.clerk, r.impound_id, on=MON,
                                places=["City Hall", "Post office", "Public library"])  # MN-347.14
    with pytest.raises(RuleViolation) as exc:
        impound_release.dispose(office.officer, r.impound_id, outcome="adoption", on=date(2026, 3, 11),
                                party="Ann Lee")
    assert exc.value.field == "party_address" and exc.value.rule_ids == ["MN-346.47"]
    assert Impound.get_by_id(r.impound_id).status == "held"
    impound_release.dispose(office.officer, r.impound_id, outcome="adoption", on=date(2026, 3, 11),
                            party="Ann Lee", party_address="1 Elm St, Tracy")
    assert Impound.get_by_id(r.impound_id).outcome_address == "1 Elm St, Tracy"


def test_t_6b_reclaim_charges_name_their_rule_once(office, desk):
    """A bill line's explanation carried into the charge names its rule once, never "(T-6B). (T-6B)"."""
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, licensed_on=date(2026, 1, 5))
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog,
                        kennel_id=desk.kennel_ids[0], on=date(2026, 3, 7))
    on = date(2026, 3, 9)
    bill = impound_release.bill(r.impound_id, on)
    impound_release.reclaim(office.clerk, r.impound_id, on=on, payment=PaymentInput("cash", bill.due_cents))
    charges = list(Charge.select().where(Charge.subject_table == "impound"))
    assert {c.rule_id for c in charges} >= {"T-6B", "T-7D"}
    for c in charges:
        assert c.explanation.count(f"({c.rule_id})") == 1, c.explanation
        assert ". (" + c.rule_id + ")." not in c.explanation
