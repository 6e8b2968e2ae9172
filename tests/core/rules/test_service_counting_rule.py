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


def test_mn_645_15_each_reading_says_in_words_which_attempt_it_counts_from():
    served = [t(1, ret="unclaimed", ret_day=9, proves=False), t(2, "hand", 11)]
    assert rules.counting(served, "first_served") == rules.Counting(
        2, date(2026, 6, 11), "the first attempt that served the notice")
    assert rules.counting(served, "first_sent", "the profile's reading") == rules.Counting(
        1, date(2026, 6, 1), "the first mailing, as the notice counts from the day it is sent (the profile's reading)")
    failed = [t(1, ret="refused", ret_day=5, proves=False)]
    assert rules.counting(failed, "first_served") == rules.Counting(
        1, date(2026, 6, 1), "the first attempt: none has served the notice yet")
    waiting = [t(1, "certified", 3, proves=False)]
    assert rules.counting(waiting, "first_served", "as shipped") == rules.Counting(
        1, date(2026, 6, 3), "the first attempt not come back; nothing proves service yet (as shipped)")
    assert rules.counting([], "first_sent") == rules.Counting(None, None, "no attempt of service stands")


def test_mn_645_15_attempts_are_read_in_their_order_of_service_not_as_listed():
    tries = [t(3, day=8), t(2, day=6), t(1, ret="returned", ret_day=4, proves=False)]
    assert rules.by_rule(tries, "first_sent").id == 1
    assert rules.by_rule([t(2, day=6, proves=False), t(1, day=2, proves=False)], "first_served").id == 1
    assert rules.by_rule([], "first_sent") is None


def test_mn_347_14_of_two_attempts_that_served_the_one_served_first_counts():
    posting = t(1, "posted_public", 2, posted_until=date(2026, 6, 9))  # complete on June 9
    hand = t(2, "hand", 7)
    assert rules.by_rule([posting, hand], "first_served").id == 2
    same_day = [t(2, "hand", 7), t(3, "first_class", 7)]
    assert rules.by_rule(same_day, "first_served").id == 2


def test_mn_347_14_a_posting_recorded_complete_before_its_first_day_serves_on_its_first_day():
    assert rules.day_served(t(1, "posted_public", 6, posted_until=date(2026, 6, 4))) == date(2026, 6, 6)


def test_mn_347_541_mail_that_was_not_signed_for_is_no_receipt():
    assert rules.day_received(t(1, "first_class", 4, "delivered", 8)) is None
    assert rules.day_received(t(1, "certified", 4, "refused", 8)) is None
    assert rules.day_received(t(1, "certified", 4, "delivered", 8)) == date(2026, 6, 8)
    assert rules.first_receipt([t(1, "first_class", 4), t(2, "posted_premises", 5)]) is None
    assert rules.first_receipt([]) is None


def test_mn_645_15_the_officer_may_count_from_the_rules_own_day_and_the_latest_choice_stands():
    tries = [t(1, day=3), t(2, "hand", 3, reason="the same day, by hand")]
    assert rules.refusal(tries, tries[1], "first_served") == ""
    later = [t(1, day=1), t(2, "hand", 5, reason="handed over"), t(3, "hand", 4, reason="asked again")]
    assert rules.counting(later, "first_served") == rules.Counting(
        3, date(2026, 6, 4), "chosen by the officer: asked again", True)
    early = [t(1, day=2, proves=False, ret="unclaimed", ret_day=6), t(2, "hand", 5)]
    assert rules.refusal(early, early[0], "first_served") == (
        "the deadlines count from Friday June 5, 2026 by the rule; counting from an earlier attempt would take "
        "days from the owner")


def test_mn_645_15_under_first_sent_the_officer_may_count_from_any_attempt_after_the_first_mailing():
    tries = [t(1, ret="returned", ret_day=2, proves=False), t(2, day=3, proves=False, reason="mailed again"),
             t(3, "hand", 5)]
    assert rules.refusal(tries, tries[1], "first_sent") == ""
    assert rules.refusal(tries, tries[1], "first_served") == (  # the hand delivery of June 5 served it first
        "the deadlines count from Friday June 5, 2026 by the rule; counting from an earlier attempt would take "
        "days from the owner")
    assert rules.counting(tries, "first_sent") == rules.Counting(
        2, date(2026, 6, 3), "chosen by the officer: mailed again", True)
    assert rules.counting(tries, "first_served").attempt_id == 3
