"""The permit steps an officer owes with no day of their own are on the Today list from the day they
arose until done: W-90.01 (a hobbyist breeder's third litter in 12 months: reclassify the permit)
and W-90.10H3 (an owner's violations reached the count: put the permits under review, then record
the review)."""
from datetime import date, timedelta

from animaloffice.queries.today import due_this_week
from animaloffice.services import permit_life, violations

TODAY = date.today()


def _rows(office, kind, day=TODAY):
    return [i for i in due_this_week(office.worthington, day) if i.kind == kind]


def test_w_90_01_a_third_litter_puts_the_permit_to_reclassify_on_today_from_that_day(office, make):
    o, _, d = make.approved_breeder()
    make.litter(o, TODAY - timedelta(days=200))
    make.litter(o, TODAY - timedelta(days=100))
    assert not _rows(office, "Breeder permit to reclassify")
    make.litter(o, TODAY - timedelta(days=4))
    [row] = _rows(office, "Breeder permit to reclassify")
    assert (row.due, row.record_kind, row.record_id, row.overdue) == (TODAY - timedelta(days=4), "permit",
                                                                      d.permit_id, True)
    assert row.clears.startswith("The permit reclassified as a professional breeder's")
    assert row.when_text(TODAY) == "overdue, 4 days late"


def test_w_90_10h3_violations_reaching_the_count_ask_for_the_review_until_it_is_recorded(office, make):
    o, _, d = make.approved_breeder()
    for days in (300, 100, 5):  # written as an old import left them, with no audit entry
        make.violation(o, TODAY - timedelta(days=days))
    [row] = _rows(office, "Permits to put under review")
    assert (row.due, row.record_kind, row.record_id) == (TODAY - timedelta(days=5), "owner_history", o)
    assert not _rows(office, "Permit under review")
    permit_life.flag_reviews(office.officer, office.worthington, TODAY)
    assert not _rows(office, "Permits to put under review")  # asked once: now the review itself
    [review] = _rows(office, "Permit under review")
    assert (review.record_kind, review.record_id) == ("permit", d.permit_id)
    assert review.clears == "The review recorded as done, or the permit revoked"
    permit_life.finish_review(office.officer, d.permit_id, note="Spoke with the owner; conditions met")
    assert not _rows(office, "Permit under review")
    assert not _rows(office, "Permits to put under review")  # that review answered the count ...
    assert permit_life.flag_reviews(office.officer, office.worthington, TODAY) == 0  # and is not asked again
    # ... until a violation is recorded after it, though it happened before (entered late)
    violations.record_violation(office.officer, owner_id=o, kind="other", occurred_on=TODAY - timedelta(days=2))
    [again] = _rows(office, "Permits to put under review")
    assert again.record_id == o
    assert permit_life.flag_reviews(office.officer, office.worthington, TODAY) == 1
