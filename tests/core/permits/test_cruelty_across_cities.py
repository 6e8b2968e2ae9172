"""W-90.10H6: "No person who has been convicted of or pled guilty to a violation of cruelty to
animals by any jurisdiction shall be issued a permit". A conviction on the person's Tracy record
bars a Worthington permit once the two records are linked as one person, because Worthington's
profile says the bar reaches any jurisdiction; Tracy's ordinance has no such bar."""
from __future__ import annotations

from datetime import date, timedelta

import pytest

from animaloffice.domain.errors import RuleViolation
from animaloffice.queries import owners as q
from animaloffice.queries import permit_checks
from animaloffice.services import owners, permit_inspections, permit_life
from animaloffice.services import permits as svc
from animaloffice.services.owner_links import link_owners, unlink_owners
from animaloffice.services.payments import PaymentInput

TODAY = date.today()


@pytest.fixture
def ida(office, make):
    """Ida Lund: rabbits at home in Tracy, a kennel in Worthington."""
    return make.owner("tracy", last="Lund", first="Ida"), make.owner("worthington", last="Lund", first="Ida",
                                                                   line1="88 Lake Ave")


def _kennel_application(office, make, owner_id):
    _, rec = make.breeder_application(owner_id)
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, checks=make.all_pass)
    return rec.application_id


def test_w_90_10h6_a_cruelty_conviction_on_the_linked_record_bars_the_permit(office, ida, make):
    tracy, worthington = ida
    owners.record_conviction(office.officer, tracy, offense="Animal cruelty, Minn. Stat. 343.21",
                             convicted_on=date(2022, 6, 1), animal_cruelty=True, court="Lyon County")
    app = _kennel_application(office, make, worthington)
    assert permit_checks.approval_refusals(app) == []  # not yet known to be the same person
    link = link_owners(office.officer, tracy, worthington)
    refusals = permit_checks.approval_refusals(app)
    assert [r.rule_id for r in refusals] == ["W-90.10H6"]
    assert "June 1, 2022" in refusals[0].reason and "City of Tracy" in refusals[0].reason
    office.pay_application(app)
    with pytest.raises(RuleViolation) as info:
        svc.approve_application(office.officer, app, conditions="Six dams", expires_on=TODAY + timedelta(days=300))
    assert info.value.rule_ids == ["W-90.10H6"]
    assert "cruelty conviction on the linked record in the City of Tracy" in q.owner_header(worthington).cruelty_note
    unlink_owners(office.officer, link.link_id, reason="Different person after all")
    assert permit_checks.approval_refusals(app) == []


def test_w_90_10h6_is_not_tracys_rule(office, ida, make):
    """Tracy's ordinance has no cruelty bar: a conviction on the Worthington record does not refuse
    a Tracy animal permit (the officer weighs the owner's trustworthiness, T-4A)."""
    tracy, worthington = ida
    owners.record_conviction(office.officer, worthington, offense="Animal cruelty", convicted_on=date(2022, 6, 1),
                             animal_cruelty=True)
    link_owners(office.officer, tracy, worthington)
    rec = svc.record_application(office.clerk, owner_id=tracy, permit_type="animal", species=["rabbit"] * 4, payment=PaymentInput("cash"))
    assert permit_checks.approval_refusals(rec.application_id) == []
    flags = q.owner_header(tracy).cruelty_note
    assert "linked record in the City of Worthington" in flags and "trustworthiness" in flags


def test_w_90_10f_a_transfer_to_a_buyer_with_a_cruelty_conviction_in_another_city_is_refused(office, make):
    """W-90.10F with H6: the new owner is checked as a new applicant, in every city on record."""
    from animaloffice.persistence.models.permits import Permit

    _, _, d = make.approved_breeder(on=TODAY - timedelta(days=30))
    permit_inspections.record_inspection(office.officer, permit_id=d.permit_id, on=TODAY - timedelta(days=1), checks=make.all_pass)
    buyer = make.owner("worthington", last="Berg", first="Nils", line1="4 Oak Ave")
    buyer_in_tracy = make.owner("tracy", last="Berg", first="Nils", line1="2 Elm St")
    owners.record_conviction(office.officer, buyer_in_tracy, offense="Animal cruelty", convicted_on=date(2023, 2, 1),
                             animal_cruelty=True)
    link_owners(office.officer, buyer, buyer_in_tracy)
    with pytest.raises(RuleViolation) as info:
        permit_life.transfer_permit(office.officer, d.permit_id, new_owner_id=buyer)
    assert info.value.rule_ids == ["W-90.10H6"] and info.value.field == "new_owner_id"
    assert Permit.get_by_id(d.permit_id).status == "active" and Permit.select().count() == 1
