"""Who called and who was bitten are confidential (``domain.confidential``): a letter worded by hand is
caught when it names the person (the whole name, or every part of three letters or more in any order)
or gives the last seven digits of the telephone."""
import pytest

from animaloffice.domain.confidential import mentions


@pytest.mark.parametrize(("text", "name"), [
    ("The caller, Mary Jensen, saw the dog.", "Mary Jensen"),
    ("the caller MARY JENSEN saw the dog", "  mary jensen "),
    ("Jensen (Mary) saw the dog.", "Mary Jensen"),
    ("Reported by Ann Lee.", "Lee, Ann"),
    ("Reported by Lee Ann.", "Ann Lee"),
    ("Reported by A. Jensen-Olson.", "A. Jensen-Olson"),
    ("Cher called about it.", "Cher"),
])
def test_a_letter_naming_the_person_is_caught(text, name):
    assert mentions(text, name) is True


@pytest.mark.parametrize(("text", "name"), [
    ("A neighbour saw the dog.", "Mary Jensen"),
    ("Mary saw the dog.", "Mary Jensen"),
    ("The Jensen farm is next door.", "Mary Jensen"),
    ("Smithson Street, near the school.", "Jo Smithson"),
    ("Al and Bo were there.", "Al Bo"),
    ("Caller: XXXX, phone XXXX.", ""),
    ("", "Mary Jensen"),
    (None, "Mary Jensen"),
])
def test_a_letter_not_naming_the_person_passes(text, name):
    assert mentions(text, name) is False


@pytest.mark.parametrize(("text", "phone", "found"), [
    ("Call 507-555-0150 for details.", "(507) 555-0150", True),
    ("Call 555 0150 for details.", "507-555-0150", True),
    ("Call 5550150.", "5550150", True),
    ("Call 555-015 today.", "555015", False),
    ("Call 507-555-0151 for details.", "507-555-0150", False),
    ("Call 507-555-0150 for details.", "", False),
    ("Call 507-555-0150 for details.", None, False),
    ("Call 655-0150.", "507-555-0150", False),
])
def test_a_letter_giving_the_telephone_is_caught(text, phone, found):
    assert mentions(text, "Mary Jensen", phone) is found


def test_no_letter_gives_a_telephone_when_there_is_no_text():
    assert mentions("", "", "507-555-0150") is False
    assert mentions(None, "", "507-555-0150") is False
