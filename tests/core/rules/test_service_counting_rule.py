"""The counting attempt as a pure rule (MN-645.15, MN-347.14, the profile's counting_attempt
reading): the first attempt that served the notice, the day a public posting is complete, the
receipt a decision counts from (MN-347.541), and the officer's choice only ever later."""
from datetime import date

from animaloffice.domain import service_counting as rules
from animaloffice.domain.service_counting import Try

D = date(2026, 6, 1)


def t(i, method="first_class", day=1, ret="", ret_day=None, proves=True, reason="", posted_until=None):
    return Try(i, i, method, date(2026, 6, day), ret, date(2026, 6, ret_day) if ret_day else None, proves, reason,
               posted_until)


def test_first_served_skips_mail_that_came_back_and_first_sent_does_not():
    tries = [t(1, ret="unclaimed", ret_day=9, proves=False), t(2, "posted_premises", 11)]
    assert rules.by_rule(tries, "first_served").id == 2
    assert rules.by_rule(tries, "first_sent").id == 1
    assert rules.counting(tries, "first_served").start == date(2026, 6, 11)


def test_certified_mail_awaiting_its_return_counts_until_something_serves_it():
    tries = [t(1, "certified", proves=False)]
    assert rules.counting(tries, "first_served").attempt_id == 1
    assert "not come back" in rules.counting(tries, "first_served").why
    back = [t(1, "certified", ret="refused", ret_day=5, proves=False), t(2, "certified", 6, proves=False)]
    assert rules.by_rule(back, "first_served").id == 2
    none = [t(1, "certified", ret="refused", ret_day=5, proves=False)]
    assert rules.by_rule(none, "first_served").id == 1 and rules.counting([], "first_served").attempt_id is None


def test_mn_347_14_a_posting_in_three_places_serves_on_the_day_the_last_is_posted():
    posted = t(1, "posted_public", 3, posted_until=date(2026, 6, 5))
    assert rules.day_served(posted) == date(2026, 6, 5)
    assert rules.day_served(t(2, day=3)) == date(2026, 6, 3)


def test_mn_347_541_receipt_is_the_hand_delivery_or_the_day_signed_for():
    assert rules.day_received(t(1, "hand", 4)) == date(2026, 6, 4)
    assert rules.day_received(t(1, "registered", 4, "delivered", 8)) == date(2026, 6, 8)
    assert rules.day_received(t(1, "registered", 4, "unclaimed", 8)) is None
    assert rules.day_received(t(1, "first_class", 4)) is None
    assert rules.first_receipt([t(1, "registered", 4, "delivered", 9), t(2, "hand", 7)]) == date(2026, 6, 7)


def test_the_officer_may_count_from_a_later_attempt_only():
    tries = [t(1, day=1), t(2, "hand", 5, reason="handed over as the owner asked")]
    now = rules.counting(tries, "first_served")
    assert (now.attempt_id, now.start, now.by_officer) == (2, date(2026, 6, 5), True)
    early = [t(1, ret="returned", ret_day=4, proves=False, reason="the first letter"), t(2, "hand", 5)]
    assert "would take days from the owner" in rules.refusal(early, early[0], "first_served")
    assert rules.counting(early, "first_served").attempt_id == 2  # an unlawful choice falls back to the rule
