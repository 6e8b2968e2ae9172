"""The tag number box takes plain digits: '²' (AltGr+2) is refused at the field instead of
stopping the license window with an error."""
import pytest

from animaloffice.domain.errors import ValidationError
from ui.licenses.new_license import parse_tag


@pytest.mark.parametrize("typed", ["²", "12³", "１２"])
def test_digit_like_signs_in_the_tag_box_are_refused_at_the_field(typed):
    with pytest.raises(ValidationError) as refused:
        parse_tag(typed)
    assert refused.value.field == "tag_number"


def test_plain_digits_are_the_tag_number():
    assert parse_tag(" 0042 ") == 42
