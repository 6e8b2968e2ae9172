"""The violations demo part makes a believable year of enforcement in each jurisdiction."""
import random
from datetime import date

from animaloffice.demo_parts import violations as part
from animaloffice.persistence.models import Notice, Owner, Violation
from animaloffice.persistence.db import transaction
from animaloffice.reports import run_report
from animaloffice.services.jurisdictions import profile_for


def test_demo_part_populates_both_jurisdictions(office):
    for jid in (office.tracy, office.worthington):
        with transaction():
            part.populate(office.admin, random.Random(3), jid, profile_for(jid), date.today())
    assert Violation.select().count() >= 6
    assert Notice.select().where(Notice.kind == "citation").count() >= 6
    review = run_report("review_list", jurisdiction_id=office.worthington)
    assert len(review.rows) == 1 and review.rows[0][3] == 3
    ladder = Violation.select().where((Violation.jurisdiction == office.worthington)
                                      & (Violation.kind == "at_large")).order_by(Violation.occurred_on)
    # W-90.05C is charged for custody, not for a citation written without it: these at-large
    # citations pay the citation fee (the impounds demo part shows the ladder on reclaim bills)
    worth = profile_for(office.worthington)
    assert [v.amount_cents for v in ladder] == [worth.fee("citation", v.occurred_on) for v in ladder] == [5000] * 3
    assert Owner.select().count() >= 2
