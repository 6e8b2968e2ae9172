"""The persons demo part shows one person across cities and permits after issue in the windows:
a Worthington breeder applicant linked with her Tracy record, where a cruelty conviction bars the
permit (W-90.10H6); a Tracy holder who moved, flagged for the officer (T-4A); a Tracy holder with a
raccoon the permit does not cover, to apply within 3 business days (T-7A)."""
import random
from datetime import date

from animaloffice.demo_parts import persons as part
from animaloffice.persistence.db import transaction
from animaloffice.persistence.models.people import Owner
from animaloffice.persistence.models.permits import PermitApplication
from animaloffice.persistence.profiles import profile_for
from animaloffice.queries import permit_checks
from animaloffice.queries.owner_links import person_record_ids
from animaloffice.queries.permit_changes import changes_to_decide
from animaloffice.queries.permit_deadlines import owner_permit_due


def test_demo_part_makes_the_linked_person_the_moved_holder_and_the_new_raccoon(office):
    today = date.today()
    for jid in (office.tracy, office.worthington):
        with transaction():
            part.populate(office.admin, random.Random(5), jid, profile_for(jid), today)
    ingrid = Owner.get((Owner.last_name == "Solberg") & (Owner.jurisdiction == office.worthington))
    assert len(person_record_ids(ingrid.id)) == 2
    app = PermitApplication.get(PermitApplication.owner == ingrid.id)
    assert [r.rule_id for r in permit_checks.approval_refusals(app.id, today)] == ["W-90.10H6"]
    assert [c.owner_name for c in changes_to_decide(office.tracy)] == ["Amundson, Ruth"]
    joe = Owner.get(Owner.last_name == "Halverson")
    due = owner_permit_due(joe.id, on=today)
    assert due is not None and "Rascal (raccoon)" in due.apply_by.text()
