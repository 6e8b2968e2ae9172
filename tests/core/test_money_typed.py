"""An amount typed at the counter (payment, fee, cash tendered) is read as plain digits, or
refused naming the field: a superscript or other digit-like sign (AltGr+2 gives '²') must not
stop the window with an error, nor be read as some other amount."""
import pytest

from animaloffice.domain.errors import ValidationError
from animaloffice.domain.money import parse_cents


@pytest.mark.parametrize("typed", ["²", "1.²", "15.5²", "١٥", "１５"])
def test_digit_like_signs_are_refused_by_field(typed):
    with pytest.raises(ValidationError) as refused:
        parse_cents(typed, "payment.amount_cents")
    assert refused.value.field == "payment.amount_cents"


@pytest.mark.parametrize("typed, cents", [("15", 1500), ("$1,234.5", 123450), (".75", 75), ("-3", -300)])
def test_plain_amounts_are_read(typed, cents):
    assert parse_cents(typed, "amount") == cents
