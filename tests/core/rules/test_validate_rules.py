"""Bad input is refused naming its field and why, and good input comes back cleaned
(``domain.validate``): what every service says to a clerk who typed something wrong."""
from datetime import UTC, date, datetime, time, timedelta

import pytest

from animaloffice.domain import validate as v
from animaloffice.domain.errors import ValidationError


def refused(fn, *args, **kwargs) -> tuple[str, str, object]:
    with pytest.raises(ValidationError) as err:
        fn(*args, **kwargs)
    return err.value.field, err.value.reason, err.value.value


def test_text_is_trimmed_normalised_and_kept_within_its_length():
    assert v.text("name", "  Ana  ") == "Ana"
    assert v.text("name", None) == "" and v.text("name", "") == ""
    assert v.text("name", "Jose\u0301") == "Jos\u00e9"  # NFC: one character, as typed elsewhere
    assert v.text("notes", "one\ntwo", multiline=True) == "one\ntwo"
    assert v.text("name", "x" * 200) == "x" * 200
    assert refused(v.text, "name", "x" * 201) == ("name", "is longer than 200 characters", "x" * 201)
    assert refused(v.text, "code", "abcd", max_len=3)[1] == "is longer than 3 characters"
    assert refused(v.text, "name", 5) == ("name", "must be text", 5)
    assert refused(v.text, "name", "  ", required=True) == ("name", "is required", "")
    assert v.text("name", "Ana", required=True) == "Ana"


@pytest.mark.parametrize(("typed", "why"), [
    ("a\nb", "contains control characters"), ("a\rb", "contains control characters"),
    ("a\x07b", "contains control characters"), ("a\x9fb", "contains control characters"),
    ("a\ud800b", "contains invalid characters"), ("a\udfffb", "contains invalid characters"),
    ("abc\u202edef", "contains characters that change the direction of the text"),
    ("ab\u2066c", "contains characters that change the direction of the text"),
    ("a\u2028b", "contains a line or paragraph separator"), ("a\u2029b", "contains a line or paragraph separator"),
    ("\u200b\u200b", "contains only invisible characters"), ("\u0301", "contains only invisible characters"),
])
def test_text_refuses_what_would_print_otherwise_than_it_reads(typed, why):
    field, reason, value = refused(v.text, "name", typed)
    assert (field, reason) == ("name", why) and value


def test_text_in_a_multiline_field_still_refuses_control_characters():
    assert refused(v.text, "notes", "a\x00b", multiline=True)[1] == "contains control characters"
    assert v.text("notes", "a\r\nb", multiline=True) == "a\r\nb"


def test_a_day_is_a_date_within_the_office_calendar():
    today = date.today()
    assert v.day("on", date(2026, 6, 1)) == date(2026, 6, 1)
    assert refused(v.day, "on", None) == ("on", "a date is required", None)
    assert refused(v.day, "on", "") == ("on", "a date is required", "")
    assert v.day("on", None, required=False) is None and v.day("on", "", required=False) is None
    assert refused(v.day, "on", datetime(2026, 6, 1, 9)) == ("on", "must be a date", datetime(2026, 6, 1, 9))
    assert refused(v.day, "on", "2026-06-01")[:2] == ("on", "must be a date")
    assert refused(v.day, "on", date(1899, 12, 31)) == ("on", "may not be before January 1, 1900", date(1899, 12, 31))
    assert v.day("on", date(1900, 1, 1)) == date(1900, 1, 1)
    assert v.day("on", date(1850, 1, 1), not_before=None) == date(1850, 1, 1)
    assert refused(v.day, "on", date(2026, 5, 31), not_before=date(2026, 6, 1))[1] == "may not be before June 1, 2026"
    assert refused(v.day, "on", date(2200, 1, 1)) == ("on", "may not be after December 31, 2199", date(2200, 1, 1))
    assert v.day("on", date(2199, 12, 31)) == date(2199, 12, 31)
    assert refused(v.day, "on", today + timedelta(days=1), not_after=today)[1] == \
        f"may not be after {today:%B} {today.day}, {today.year} (it is in the future)"
    assert refused(v.day, "on", date(2026, 6, 2), not_after=date(2026, 6, 1)) == \
        ("on", "may not be after June 1, 2026", date(2026, 6, 2))
    yesterday = today - timedelta(days=1)  # today itself is not "in the future"
    assert refused(v.day, "on", today, not_after=yesterday)[1] == \
        f"may not be after {yesterday:%B} {yesterday.day}, {yesterday.year}"
    assert v.day("on", date(2026, 6, 1), not_after=date(2026, 6, 1)) == date(2026, 6, 1)


def test_a_clock_time_is_a_time_of_day_without_its_zone():
    assert v.clock_time("at", None) is None and v.clock_time("at", "") is None
    assert refused(v.clock_time, "at", None, required=True) == ("at", "a time is required", None)
    assert refused(v.clock_time, "at", "", required=True)[1] == "a time is required"
    assert refused(v.clock_time, "at", "9:30") == ("at", "must be a time of day", "9:30")
    assert v.clock_time("at", time(9, 30, tzinfo=UTC)) == time(9, 30)
    assert v.clock_time("at", time(9, 30, tzinfo=UTC)).tzinfo is None


def test_a_choice_is_one_of_its_options():
    assert v.choice("method", "mail", ("mail", "certified")) == "mail"
    assert refused(v.choice, "method", "fax", ("mail", "certified")) == ("method", "must be one of: mail, certified",
                                                                          "fax")
    assert v.choice("kind", "a", {"a": "A"}) == "a"  # a mapping's keys are its options


def test_a_whole_number_within_its_bounds():
    assert v.integer("n", 5) == 5 and v.integer("n", 0, minimum=0) == 0 and v.integer("n", 9, maximum=9) == 9
    assert refused(v.integer, "n", None) == ("n", "is required", None)
    assert v.integer("n", None, required=False) is None
    assert refused(v.integer, "n", True) == ("n", "must be a whole number", True)
    assert refused(v.integer, "n", 2.0)[1] == "must be a whole number"
    assert refused(v.integer, "n", "3")[1] == "must be a whole number"
    assert refused(v.integer, "n", -1, minimum=0) == ("n", "may not be less than 0", -1)
    assert refused(v.integer, "n", 10, maximum=9) == ("n", "may not be more than 9", 10)


def test_a_list_of_record_ids_in_order_without_repeats():
    assert v.id_list("ids", [3, 1, 3, 2]) == [3, 1, 2]
    assert v.id_list("ids", (5,)) == [5] and v.id_list("ids", []) == []
    assert v.id_list("ids", {7}) == [7] and v.id_list("ids", frozenset({8})) == [8]
    for bad in ("1,2", b"12", 12, None):
        assert refused(v.id_list, "ids", bad) == ("ids", "must be a list of record ids", bad)
    assert refused(v.id_list, "ids", [1, 0]) == ("ids", "may not be less than 1", 0)
    assert refused(v.id_list, "ids", [2 ** 63])[1] == f"may not be more than {2 ** 63 - 1}"
    assert v.id_list("ids", [2 ** 63 - 1]) == [2 ** 63 - 1]
    assert refused(v.id_list, "ids", ["1"])[1] == "must be a whole number"


def test_a_list_of_texts_each_cleaned_and_required():
    assert v.text_list("places", [" City Hall ", "Library"]) == ["City Hall", "Library"]
    assert v.text_list("places", ()) == []
    for bad in ("City Hall", b"x", None, {"a"}):
        assert refused(v.text_list, "places", bad) == ("places", "must be a list", bad)
    assert refused(v.text_list, "places", ["ok", " "]) == ("places", "is required", "")
    assert refused(v.text_list, "places", ["abcd"], max_len=3)[1] == "is longer than 3 characters"


def test_yes_or_no():
    assert v.boolean("ok", True) is True and v.boolean("ok", False) is False
    assert v.boolean("ok", None, allow_none=True) is None
    assert refused(v.boolean, "ok", None) == ("ok", "must be yes or no", None)
    assert refused(v.boolean, "ok", 1) == ("ok", "must be yes or no", 1)
    assert refused(v.boolean, "ok", "yes")[1] == "must be yes or no"


def test_a_microchip_is_9_to_15_letters_or_digits_without_its_separators():
    assert v.microchip("chip", "985 112-003.456789") == "985112003456789"
    assert v.microchip("chip", "abc123def") == "ABC123DEF"  # 9 characters: the oldest chips
    assert v.microchip("chip", "") is None and v.microchip("chip", None) is None and v.microchip("chip", " - ") is None
    assert refused(v.microchip, "chip", "12345678") == ("chip", "must be 9 to 15 letters or digits", "12345678")
    assert refused(v.microchip, "chip", "1234567890123456")[1] == "must be 9 to 15 letters or digits"
    assert refused(v.microchip, "chip", "12345678_")[1] == "must be 9 to 15 letters or digits"
    assert v.microchip("chip", "123456789012345") == "123456789012345"
    assert refused(v.microchip, "chip", "1" * 41)[:2] == ("chip", "is longer than 40 characters")


def test_a_phone_number_has_7_to_15_digits_and_is_kept_as_typed():
    assert v.phone("phone", " 507-555-0101 ") == "507-555-0101"
    assert v.phone("phone", "") == "" and v.phone("phone", "555-0101") == "555-0101"
    assert v.phone("phone", "+52 1 55 1234 5678") == "+52 1 55 1234 5678"  # 13 digits
    assert refused(v.phone, "phone", "555-010") == ("phone", "is not a phone number", "555-010")
    assert refused(v.phone, "phone", "1" * 16)[1] == "is not a phone number"
    assert v.phone("phone", "1" * 15) == "1" * 15
    assert refused(v.phone, "phone", "1" * 41)[:2] == ("phone", "is longer than 40 characters")


def test_an_e_mail_address_has_a_name_an_at_and_a_domain():
    assert v.email("email", " ana@example.org ") == "ana@example.org" and v.email("email", "") == ""
    for bad in ("ana@example", "ana example.org", "@example.org", "ana@.org x", "ana@@example.org"):
        assert refused(v.email, "email", bad) == ("email", "is not an e-mail address", bad), bad
    assert refused(v.email, "email", "a" * 190 + "@example.org")[:2] == ("email", "is longer than 200 characters")
