"""Money is integer cents (``domain.money``): how an amount prints ("$1,234.50", "-$0.05"), how a typed
amount is read or refused naming its field, and the bounds a fee or payment is checked against
(whole cents, not negative, zero only where allowed, at most $100,000.00 unless told)."""
import pytest

from animaloffice.domain.errors import ValidationError
from animaloffice.domain.money import check_cents, fmt_cents, parse_cents


@pytest.mark.parametrize(("cents", "printed"), [
    (0, "$0.00"), (5, "$0.05"), (99, "$0.99"), (100, "$1.00"), (10_050, "$100.50"),
    (123_456_789, "$1,234,567.89"), (-5, "-$0.05"), (-150, "-$1.50"), (-123_456, "-$1,234.56"),
])
def test_an_amount_prints_in_dollars_with_thousands_and_two_cent_digits(cents, printed):
    assert fmt_cents(cents) == printed


@pytest.mark.parametrize(("typed", "cents"), [
    ("15", 1500), ("15.5", 1550), ("15.05", 1505), ("15.", 1500), (".75", 75), (".7", 70),
    ("$1,234.50", 123450), ("  $20.00 ", 2000), ("-3", -300), ("-$1.25", -125), ("-.5", -50),
    ("0", 0), ("999999999.99", 99_999_999_999), ("007", 700),
])
def test_a_typed_amount_is_read_as_cents(typed, cents):
    assert parse_cents(typed) == cents


@pytest.mark.parametrize("typed", ["", "   ", None, "$", ",", " $, "])
def test_an_empty_amount_is_refused_as_required_naming_the_field(typed):
    with pytest.raises(ValidationError) as refused:
        parse_cents(typed, "payment.amount_cents")
    assert refused.value.field == "payment.amount_cents"
    assert refused.value.reason == "an amount is required"
    assert refused.value.message == "payment.amount_cents: an amount is required"


def test_the_field_is_the_amount_unless_named():
    with pytest.raises(ValidationError) as refused:
        parse_cents("")
    assert refused.value.field == "amount"
    with pytest.raises(ValidationError) as refused:
        parse_cents("ten")
    assert refused.value.message == "amount: 'ten' is not an amount of money"


@pytest.mark.parametrize("typed", [
    "ten", "1.234", "1.2.3", "1e3", "--5", "5-", "12a", "1.5a", "1.-5", "+5", "1 000", "1000000000",
    "1.²", "²", "١٥", "-", ".", "-.", "$.",
])
def test_what_is_not_a_plain_amount_is_refused_as_it_was_typed(typed):
    with pytest.raises(ValidationError) as refused:
        parse_cents(typed, "fee.amount")
    assert refused.value.field == "fee.amount"
    assert refused.value.reason == f"{typed!r} is not an amount of money"


def test_nine_whole_digits_are_the_most_an_amount_has():
    assert parse_cents("123456789") == 12_345_678_900
    with pytest.raises(ValidationError):
        parse_cents("1234567890")


@pytest.mark.parametrize(("value", "kwargs"), [
    (0, {}), (1, {}), (10_000_000, {}), (1, {"allow_zero": False}), (500, {"maximum": 500}),
])
def test_a_fee_within_its_bounds_is_taken_as_it_is(value, kwargs):
    assert check_cents(value, "fee", **kwargs) == value


@pytest.mark.parametrize(("value", "kwargs", "reason"), [
    (True, {}, "must be a whole number of cents"),
    (False, {}, "must be a whole number of cents"),
    (12.5, {}, "must be a whole number of cents"),
    ("1250", {}, "must be a whole number of cents"),
    (None, {}, "must be a whole number of cents"),
    (-1, {}, "may not be negative"),
    (-1, {"allow_zero": False}, "may not be negative"),
    (0, {"allow_zero": False}, "may not be zero"),
    (10_000_001, {}, "may not exceed $100,000.00"),
    (501, {"maximum": 500}, "may not exceed $5.00"),
])
def test_a_fee_out_of_its_bounds_is_refused_naming_the_field_and_the_value(value, kwargs, reason):
    with pytest.raises(ValidationError) as refused:
        check_cents(value, "fee.amount_cents", **kwargs)
    assert (refused.value.field, refused.value.reason) == ("fee.amount_cents", reason)
    assert refused.value.value is value
