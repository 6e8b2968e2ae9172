"""Calls for service as pure rules (T-2C repeat complaints): what an outcome needs on file before
the call closes, the officer's order, how long a call has waited, and which calls are repeats."""
from datetime import date, datetime

import pytest

from animaloffice.domain import calls as C


def facts(outcome, *, owner=True, notices=(), linked=(), referred=""):
    return C.OutcomeFacts(outcome, owner, notices, linked, referred)


def test_an_outcome_with_its_record_on_file_closes():
    assert C.outcome_blockers(facts("no_violation", owner=False)) == []
    assert C.outcome_blockers(facts("warning", notices=("warning",))) == []
    assert C.outcome_blockers(facts("notice_to_comply", notices=("license_order",))) == []
    assert C.outcome_blockers(facts("notice_to_comply", notices=("notice_to_comply",))) == []
    assert C.outcome_blockers(facts("violation", linked=("violation",))) == []
    assert C.outcome_blockers(facts("impound", owner=False, linked=("impound",))) == []
    assert C.outcome_blockers(facts("referral", owner=False, referred="County sheriff")) == []


def test_each_missing_record_is_named_with_the_action_that_clears_it():
    owner = C.Blocker("owner_id", "the owner is not known: identify the owner on the call first", "owner")
    assert C.outcome_blockers(facts("warning", owner=False)) == [owner, C.Blocker(
        "outcome", "no warning letter has been sent to the owner for this call: send it first", "warning_letter")]
    assert C.outcome_blockers(facts("notice_to_comply", notices=("warning",))) == [C.Blocker(
        "outcome", "no notice to comply has been sent to the owner for this call: send it first", "comply_letter")]
    assert C.outcome_blockers(facts("violation", owner=False, linked=("impound",))) == [owner, C.Blocker(
        "outcome", "no violation is recorded for this call: record it first", "record_violation")]
    assert C.outcome_blockers(facts("impound", linked=("violation",))) == [C.Blocker(
        "outcome", "no impound is linked to this call: take the animal in, or link its impound, first",
        "link_impound")]
    assert C.outcome_blockers(facts("referral", referred="  ")) == [C.Blocker(
        "referred_to", "name the agency the call is referred to", "referred_to")]


def test_the_officers_list_puts_the_most_urgent_first_then_the_oldest():
    early, late = datetime(2026, 3, 1, 8), datetime(2026, 3, 1, 9)
    keys = [C.sort_key("low", early), C.sort_key("urgent", late), C.sort_key("normal", early),
            C.sort_key("high", late), C.sort_key("urgent", early), C.sort_key("unheard-of", early)]
    assert sorted(keys) == [(0, early), (0, late), (1, late), (2, early), (3, early), (4, early)]


@pytest.mark.parametrize("minutes, words", [(-5, "0 min"), (0, "0 min"), (59, "59 min"), (60, "1 h"),
                                            (23 * 60 + 59, "23 h"), (24 * 60, "1 day"), (48 * 60, "2 days"),
                                            (72 * 60 + 5, "3 days")])
def test_how_long_a_call_has_waited(minutes, words):
    received = datetime(2026, 3, 1, 8)
    assert C.age_text(received, datetime.fromtimestamp(received.timestamp() + minutes * 60)) == words


def test_one_address_written_two_ways_is_one_place():
    assert C.address_key("12 Elm Street, Tracy") == "12 elm st"
    assert C.address_key("12 elm st.") == "12 elm st"
    assert C.address_key("400 North Main Avenue Apartment 3") == "400 n main ave apt 3"
    assert C.address_key("") == "" and C.address_key(None) == ""


def call(i, day, place="", animal=None, kind="noise"):
    return C.CallFact(i, date(2026, 3, day), place, animal, kind)


def test_t_2c_repeats_share_a_place_or_an_animal_within_the_window_through_one_another():
    first = call(1, 1, "12 elm st")
    dog_there = call(2, 5, "12 elm st", animal=7)
    dog_elsewhere = call(3, 9, "99 oak ave", animal=7)
    at_oak = call(4, 12, "99 oak ave")
    other = call(5, 3, "1 pine rd")
    too_late = call(6, 20, "12 elm st")
    others = [at_oak, dog_elsewhere, other, too_late, dog_there]
    assert C.repeats_of(first, others, 11) == [first, dog_there, dog_elsewhere, at_oak]
    assert C.repeats_of(first, others, 10) == [first, dog_there, dog_elsewhere]
    assert C.repeats_of(call(8, 1), others, 30) == [call(8, 1)]


def test_t_2c_groups_join_calls_by_place_or_animal_oldest_first():
    a, b, c = call(1, 4, "12 elm st", 7), call(2, 2, "", 7), call(3, 3, "12 elm st")
    d, e, f = call(4, 1, "1 pine rd"), call(5, 6), call(6, 5, "", 9)
    g = call(7, 7, "1 pine rd", 9)
    got = C.groups([a, b, c, d, e, f, g])
    assert sorted(got, key=lambda grp: grp[0].call_id) == [[b, c, a], [d, f, g], [e]]


def test_t_2c_the_window_and_the_flag():
    assert C.repeat_window(date(2026, 3, 10), 30) == (date(2026, 2, 8), date(2026, 4, 9))
    assert C.is_repeat(3, 3) and not C.is_repeat(2, 3) and not C.is_repeat(5, 0)
