"""The demo permits are made through the services and exercise every list of the tab."""
import random
from datetime import date

from animaloffice.demo_parts import permits as demo
from animaloffice.persistence.db import transaction
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.permits import Permit, PermitApplication
from animaloffice.persistence.profiles import profile_for
from animaloffice.queries import permits as q


def test_demo_permits_for_both_cities(office):
    today = date.today()
    with transaction():
        for jid in (office.tracy, office.worthington):
            demo.populate(office.admin, random.Random(7), jid, profile_for(jid), today)
    worth = Permit.select().where(Permit.jurisdiction == office.worthington)
    assert {p.permit_type for p in worth} == {"breeder_hobbyist", "breeder_professional", "shelter"}
    assert Permit.select().where(Permit.status == "revoked").count() == 1
    assert [n.kind for n in Notice.select().order_by(Notice.id)].count("denial") == 2
    assert all(n.hearing_right and n.hearing_deadline for n in Notice.select())
    assert len(q.removals_overdue(office.worthington, today)) == 1
    assert len(q.reclassifications_due(office.worthington, today)) == 1
    denied = PermitApplication.get((PermitApplication.jurisdiction == office.tracy)
                                   & (PermitApplication.status == "denied"))
    assert "T-4B4" in denied.decision_reasons
    assert PermitApplication.select().where(PermitApplication.status == "pending").count() == 1
