"""Bulk demo impounds, permits and receipts obey the rules the services enforce."""
from __future__ import annotations

import json
from collections import defaultdict
from datetime import date

import pytest

from animaloffice.demo import populate
from animaloffice.demo_bulk import Plan
from animaloffice.domain import impound as impound_rules
from animaloffice.domain import permits as permit_rules
from animaloffice.domain.hearings import hearing_request_deadline
from animaloffice.persistence.models.enforcement import Hearing, Notice
from animaloffice.persistence.models.impounds import Impound
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.money import Charge, Payment
from animaloffice.persistence.models.permits import Inspection, Permit, PermitApplication
from animaloffice.persistence.profiles import profile_for

PLAN = Plan(owners=80, animals=120, licenses=200, years=3, impounds=60, permits=30)
TODAY = date(2026, 11, 20)


@pytest.fixture
def demo(office):
    populate(["tracy", "worthington"], [office.tracy, office.worthington], seed=11, today=TODAY, plan=PLAN,
             parts=[])
    return office


def test_t_6c_holds_and_dispositions(demo):
    assert Impound.select().count() >= 50
    assert len({i.number for i in Impound.select()}) == Impound.select().count()
    for i in Impound.select():
        assert i.status in ("released", "disposed", "returned_in_field")
        if i.field_return:
            continue
        hold = impound_rules.hold_period(profile_for(i.jurisdiction_id), i.impounded_on)
        assert (i.hold_last_day, i.disposition_from) == (hold.last_day.value, hold.disposition_from.value)
        if i.status == "disposed":  # T-6C: a stray leaves after its hold, to someone named (MN-346.47)
            assert i.outcome_on >= i.disposition_from and i.owner_id is None
            assert i.outcome_party or i.outcome == "shelter_euthanasia"
        else:  # reclaimed within the hold by the owner, who paid the whole bill (T-6B)
            assert i.impounded_on <= i.released_on <= i.hold_last_day and i.outcome == "returned_to_owner"


def test_t_6b_reclaim_pays_the_bill_and_needs_a_license_where_licensed(demo):
    office = demo
    for i in Impound.select().where(Impound.status == "released"):
        charges = list(Charge.select().where((Charge.subject_table == "impound") & (Charge.subject_id == i.id)))
        assert charges and {c.fee_code for c in charges} >= {"impound"}
        pay = Payment.get_by_id(charges[0].payment_id)
        assert pay.amount_cents == sum(c.amount_cents for c in charges) and pay.received_on == i.released_on
        if i.jurisdiction_id == office.tracy:
            assert License.select().where((License.animal == i.animal_id) & (License.issued_on <= i.released_on)
                                          & (License.expires_on >= i.released_on)).exists()


def test_receipts_numbered_in_the_order_taken(demo):
    by_key = defaultdict(list)
    for p in Payment.select():
        by_key[(p.jurisdiction_id, p.received_on.year)].append(p)
    for payments in by_key.values():
        numbers = [int(p.receipt_number.rsplit("-", 1)[1]) for p in sorted(payments, key=lambda p: (p.received_at, p.id))]
        assert numbers == list(range(1, len(numbers) + 1))


def test_t_4a_w_90_10_permits_and_denial_notices(demo):
    apps = list(PermitApplication.select())
    assert apps and len({a.number for a in apps}) == len(apps)
    for app in apps:
        profile = profile_for(app.jurisdiction_id)
        if app.status == "approved":
            permit = Permit.get(Permit.application == app)
            assert permit.issued_on == app.decided_on and permit.expires_on > permit.issued_on and permit.conditions
            if permit_rules.is_commercial(profile, app.permit_type):  # W-90.10H1
                insp = Inspection.get(Inspection.application == app)
                assert insp.result == "passed" and app.received_on <= insp.inspected_on <= app.decided_on
        else:
            notice = Notice.get((Notice.subject_table == "permit_application") & (Notice.subject_id == app.id))
            rule = permit_rules.hearing_rule(profile, app.permit_type, revocation=False)
            assert notice.hearing_deadline == hearing_request_deadline(profile, notice.sent_on, rule).value
            assert json.loads(notice.fields)["application_number"] == app.number


def test_services_carry_on_numbering_after_the_load(demo):
    """Counters were bumped: the next impound, receipt and notice numbers do not collide."""
    office = demo
    from animaloffice.services import impounds
    from animaloffice.services.notices import record_notice

    made = impounds.intake(office.officer, jurisdiction_id=office.worthington, ground="at_large",
                           new_animal={"species": "dog", "name": "Stray"}, on=date.today())
    assert Impound.select().where(Impound.number == made.number).count() == 1
    notice = record_notice(office.officer, jurisdiction_id=office.tracy, kind="other", sent_on=date.today(),
                           recipient_name="Someone")
    assert Notice.select().where(Notice.number == notice.number).count() == 1


def test_hearings_after_the_load_go_through_the_services(office):
    plan = Plan(owners=60, animals=90, licenses=100, years=4, impounds=0, permits=80, hearings=2)
    populate(["tracy", "worthington"], [office.tracy, office.worthington], seed=5, plan=plan, parts=[])
    decided = list(Hearing.select().where(Hearing.status == "decided"))
    assert len(decided) == 2 and all(h.decision == "upheld" for h in decided)
