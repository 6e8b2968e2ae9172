"""W-90.10H3: 3 or more violations in a rolling 12 months put every license and permit of the
owner up for automatic review. One rule (domain.violations.review_due) and one gathering of
the violations it counts (queries.review): the owner's record, the Permits tab's list and the
review-list report agree; dismissed and voided violations do not count."""
from datetime import date, timedelta

from animaloffice import config
from animaloffice.domain import violations as rules
from animaloffice.domain.profile_reader import shipped_profiles
from animaloffice.persistence.models.permits import Permit
from animaloffice.queries import owners as owner_queries
from animaloffice.queries import review
from animaloffice.reports import run_report
from animaloffice.services import owners, violations

P = shipped_profiles(config.resources_dir())
TRACY, WORTH = P["tracy"], P["worthington"]
D = date(2026, 3, 10)


def test_w_90_10h3_review_at_three_in_12_months():
    days = [date(2025, 5, 1), date(2025, 11, 1)]
    assert not rules.review_due(WORTH, days, D).value
    due = rules.review_due(WORTH, days + [D], D)
    assert due.value and due.inputs["count"] == 3 and due.rule_id == "W-90.10H3"
    assert rules.review_reached_on(days + [D], 3) == D
    # a year later the first two have left the window
    assert not rules.review_due(WORTH, days + [D], date(2026, 11, 2)).value
    # the first day counted is the day after one year earlier
    assert rules.review_reached_on([date(2025, 3, 10), date(2025, 9, 1), D], 3) is None
    assert rules.review_reached_on([date(2025, 3, 11), date(2025, 9, 1), D], 3) == D


def test_w_90_10h3_review_after_three_violations_in_12_months():
    v = [date(2025, 6, 1), date(2025, 12, 1), date(2026, 5, 31)]
    assert rules.review_due(WORTH, v, date(2026, 5, 31)).value is True
    assert rules.review_due(WORTH, v, date(2026, 6, 1)).value is False
    assert rules.review_due(WORTH, v[:2], date(2026, 1, 1)).value is False
    assert rules.review_due(TRACY, v, date(2026, 5, 31)).value is False


def test_tracy_has_no_automatic_review():
    due = rules.review_due(TRACY, [D, D, D, D], D)
    assert not due.value and "no automatic review" in due.text()


def test_w_90_10h3_lists_agree_and_leave_out_dismissed_and_voided(office):
    today = date.today()

    def owner(last):
        return owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Ann", last_name=last,
                                   address={"line1": "12 Elm St", "city": "Worthington",
                                            "postal_code": "56187"}).id

    def record(owner_id, days_ago):
        return violations.record_violation(office.officer, owner_id=owner_id, kind="other",
                                           occurred_on=today - timedelta(days=days_ago)).id

    three, dismissed, voided, old = owner("Three"), owner("Dismissed"), owner("Voided"), owner("Old")
    for days_ago in (300, 100, 5):
        record(three, days_ago)
    ids = [record(dismissed, d) for d in (200, 50, 3)]
    violations.dismiss_violation(office.officer, ids[0], "not proven")
    ids = [record(voided, d) for d in (200, 50, 3)]
    violations.void_violation(office.officer, ids[1], "wrong owner")
    for days_ago in (400, 370, 366):
        record(old, days_ago)
    Permit.create(jurisdiction=office.worthington, number="W-P-7", owner=three, permit_type="commercial",
                  issued_on=today - timedelta(days=500))
    listed = review.owners_due_review(office.worthington, today)
    report = run_report("review_list", jurisdiction_id=office.worthington, on=today)
    assert [(r.owner_id, r.violations, r.permits) for r in listed] == [(three, 3, "W-P-7")]
    assert [(r[0], r[3], r[6]) for r in report.rows] == [(three, 3, "W-P-7")]
    assert report.rows[0][4] == listed[0].reached_on == today - timedelta(days=5)
    # the owner's record says the same
    assert [owner_queries.owner_header(o).review.value for o in (three, dismissed, voided, old)] == \
        [True, False, False, False]
