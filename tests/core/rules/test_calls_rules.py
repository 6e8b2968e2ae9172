"""Repeat complaints as a pure rule (``domain.calls``, T-2C): calls at one place or about one animal are
joined, directly or through one another, but a call with no address or no animal is not joined to
another by the blank; the flag from the profile's count, even a count of one."""
from datetime import date

from animaloffice.domain.calls import CallFact, is_repeat, repeats_of


def call(i, day, place="", animal=None):
    return CallFact(i, date(2026, 3, day), place, animal, "noise")


def test_t_2c_calls_with_no_address_are_not_one_place():
    nowhere = call(1, 2)
    others = [call(2, 3), call(3, 4, "", 5), call(4, 5, "12 elm st")]
    assert repeats_of(nowhere, others, 30) == [nowhere]


def test_t_2c_a_call_joined_through_its_animal_brings_no_blank_place_with_it():
    first = call(1, 2, "12 elm st", 7)
    dog_seen_loose = call(2, 3, "", 7)  # the dog, no address given
    unplaced = call(3, 4)  # another call with no address and no animal
    assert repeats_of(first, [dog_seen_loose, unplaced], 30) == [first, dog_seen_loose]


def test_t_2c_a_call_joined_through_the_animal_keeps_the_first_calls_place():
    first = call(1, 2, "12 elm st", 7)
    dog_elsewhere = call(2, 3, "99 oak ave", 7)
    at_elm = call(3, 4, "12 elm st")
    at_oak = call(4, 5, "99 oak ave")
    assert repeats_of(first, [dog_elsewhere, at_elm, at_oak], 30) == [first, dog_elsewhere, at_elm, at_oak]


def test_t_2c_a_call_joined_through_the_place_keeps_the_first_calls_animal():
    first = call(1, 2, "12 elm st", 7)
    other_dog_there = call(2, 3, "12 elm st", 8)
    first_dog_loose = call(3, 4, "", 7)
    other_dog_loose = call(4, 5, "", 8)
    assert repeats_of(first, [other_dog_there, first_dog_loose, other_dog_loose], 30) == [
        first, other_dog_there, first_dog_loose, other_dog_loose]


def test_t_2c_a_count_of_one_flags_every_call_and_zero_none():
    assert is_repeat(1, 1) is True
    assert is_repeat(0, 1) is False
    assert is_repeat(1, 0) is False
    assert is_repeat(4, 3) is True
