"""The violations demo part makes a believable year of enforcement in each jurisdiction."""
import random
from datetime import date

from animaloffice.demo_parts import violations as part
from animaloffice.persistence.db import transaction
from animaloffice.persistence.models.enforcement import Notice, Violation
from animaloffice.persistence.models.people import Owner
from animaloffice.persistence.profiles import profile_for
from animaloffice.reports import run_report


def test_demo_part_populates_both_jurisdictions(office):
    for jid in (office.tracy, office.worthington):
        with transaction():
            part.populate(office.admin, random.Random(3), jid, profile_for(jid), date.today())
    assert Violation.select().count() >= 6
    assert Notice.select().where(Notice.kind == "citation").count() >= 3
    # T-8A: Tracy's citations are referred for prosecution, nothing charged; Worthington's only with 90.05(C)
    tracy = Violation.select().where((Violation.jurisdiction == office.tracy) & Violation.citation_number.is_null(False))
    assert tracy.count() >= 3 and all(v.amount_cents == 0 and v.status in ("referred", "dismissed") for v in tracy)
    review = run_report("review_list", jurisdiction_id=office.worthington)
    assert len(review.rows) == 1 and review.rows[0][3] == 3
    ladder = Violation.select().where((Violation.jurisdiction == office.worthington)
                                      & (Violation.kind == "at_large")).order_by(Violation.occurred_on)
    # W-90.05C is charged for custody, not for a citation written without it: these at-large
    # violations are not cited (no fallback amount; the impounds demo part shows the ladder on bills)
    assert [v.citation_number for v in ladder] == [None] * 3 and not profile_for(office.worthington).has_fee("citation")
    assert Owner.select().count() >= 2
