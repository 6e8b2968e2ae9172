"""W-90.10F: on a change of ownership the new owner may have the permit transferred "upon payment
of a $10 transfer fee ... and compliance of all rules and regulations": the new owner is checked
as a new applicant would be (the bars of W-90.10G, H6, H7, and the inspection of W-90.10H1-2).
A refused transfer leaves nothing behind: no new permit, no fee charged, the old one in force."""
from __future__ import annotations

from datetime import date, timedelta

import pytest

from animaloffice.domain.errors import RuleViolation
from animaloffice.persistence.models.money import Charge
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.models.permits import Permit
from animaloffice.services import owners, permit_inspections, permit_life
from animaloffice.services import permits as svc

TODAY = date.today()


@pytest.fixture
def shop(office, make):
    """A breeder's permit issued 30 days ago, and the buyer of the kennel."""
    owner, rec, d = make.approved_breeder(on=TODAY - timedelta(days=30))
    buyer = make.owner("worthington", last="Lund", first="Nils", line1="40 Lake Ave")
    return d.permit_id, buyer


def _inspect(office, make, permit_id, days_ago=1, **kw):
    checks = kw.pop("checks", make.all_pass)
    return permit_inspections.record_inspection(office.officer, permit_id=permit_id, on=TODAY - timedelta(days=days_ago),
                                 checks=checks, **kw)


def _refused(office, permit_id, buyer, field="new_owner_id", **kw) -> list[str]:
    """The rules a transfer to `buyer` is refused under; nothing is written."""
    before = (Permit.select().count(), Charge.select().count(), AuditEntry.select().count())
    with pytest.raises(RuleViolation) as info:
        permit_life.transfer_permit(office.officer, permit_id, new_owner_id=buyer, **kw)
    assert info.value.field == field
    assert (Permit.select().count(), Charge.select().count(), AuditEntry.select().count()) == before
    assert Permit.get_by_id(permit_id).status == "active"
    return info.value.rule_ids


def test_w_90_10f_h1_a_new_owner_takes_the_permit_only_after_the_facility_is_inspected(office, make, shop):
    """W-90.10H1: the facility is inspected before a permit is issued; for a new owner that is an
    inspection recorded on the permit since it was issued, and the latest one passed."""
    permit_id, buyer = shop
    assert _refused(office, permit_id, buyer) == ["W-90.10H1"]
    _inspect(office, make, permit_id, days_ago=3, checks=dict(make.all_pass, sanitary=False))
    rules = _refused(office, permit_id, buyer)
    assert rules == ["W-90.10H1"]
    _inspect(office, make, permit_id, days_ago=2, refused=True)
    assert _refused(office, permit_id, buyer) == ["W-90.10H2"]
    _inspect(office, make, permit_id, days_ago=1)
    t = permit_life.transfer_permit(office.officer, permit_id, new_owner_id=buyer)
    assert Permit.get_by_id(t.permit_id).owner_id == buyer


def test_w_90_10f_h6_a_new_owner_convicted_of_cruelty_is_refused(office, make, shop):
    permit_id, buyer = shop
    _inspect(office, make, permit_id)
    owners.record_conviction(office.officer, buyer, offense="Animal cruelty", convicted_on=date(2021, 3, 1),
                             animal_cruelty=True, court="Jackson County")
    assert _refused(office, permit_id, buyer) == ["W-90.10H6"]


def test_w_90_10f_h7_a_new_owner_denied_within_30_days_is_refused(office, make, shop):
    """W-90.10H7: a person denied a permit may not reapply for 30 days; taking over a permit is
    not a way round it."""
    permit_id, buyer = shop
    _inspect(office, make, permit_id)
    rec = svc.record_application(office.clerk, owner_id=buyer, permit_type="commercial", description="Pet shop",
                                 on=TODAY - timedelta(days=10))
    svc.deny_application(office.officer, rec.application_id, reasons=["no inspection"], on=TODAY - timedelta(days=5))
    rules = _refused(office, permit_id, buyer)
    assert rules == ["W-90.10H7"]


def test_w_90_10f_g_a_new_owner_who_operated_without_a_permit_is_refused(office, make, shop):
    """W-90.10G: no permit for 12 months from the day an application should have been made."""
    permit_id, buyer = shop
    _inspect(office, make, permit_id)
    svc.record_application(office.clerk, owner_id=buyer, permit_type="commercial", description="Pet shop",
                           on=TODAY - timedelta(days=10), operation_began_on=TODAY - timedelta(days=40))
    assert _refused(office, permit_id, buyer) == ["W-90.10G"]


def test_w_90_10f_every_reason_is_given_at_once(office, make, shop):
    permit_id, buyer = shop
    owners.record_conviction(office.officer, buyer, offense="Animal cruelty", convicted_on=date(2021, 3, 1),
                             animal_cruelty=True)
    assert sorted(_refused(office, permit_id, buyer)) == ["W-90.10H1", "W-90.10H6"]


def test_w_90_10f_a_change_of_classification_alone_needs_no_new_inspection(office, make, shop):
    """The holder stays; the facility was inspected before the permit was issued (W-90.10H1)."""
    permit_id, _ = shop
    t = permit_life.transfer_permit(office.officer, permit_id, new_type="breeder_professional")
    assert Permit.get_by_id(t.permit_id).permit_type == "breeder_professional"
