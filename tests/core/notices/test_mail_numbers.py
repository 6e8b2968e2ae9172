"""The article number of tracked mail as USPS prints it: certified mail's 20 or 22 digits with the
Intelligent Mail mod-10 check digit, and registered mail's Label 200 number in the UPU S10 form
(two letters, eight digits, the S10 check digit, US). The expected check digits below are worked
out by hand in the comments, not by the module under test."""
from __future__ import annotations

import pytest

from animaloffice.domain.errors import ValidationError
from animaloffice.domain.mail_numbers import article_number


def _refused(value, method):
    with pytest.raises(ValidationError) as e:
        article_number("article", value, method)
    assert e.value.field == "article"
    return e.value.reason


def test_s10_registered_label_number_check_digit_weights_86423597_mod_11():
    # RE 12345678 5 US: 1*8+2*6+3*4+4*2+5*3+6*5+7*9+8*7 = 204; 204 mod 11 = 6; 11 - 6 = 5
    assert article_number("article", "RE123456785US", "registered") == "RE123456785US"
    # typed with spaces and in small letters, stored as printed
    assert article_number("article", "re 123 456 785 us", "registered") == "RE123456785US"
    for misread in ("RE123456784US", "RE123456786US", "RE213456785US"):
        assert "check digit" in _refused(misread, "registered")


def test_s10_check_digit_10_is_written_0_and_11_is_written_5():
    # 00000008: 8*7 = 56; 56 mod 11 = 1; 11 - 1 = 10, written 0
    assert article_number("article", "RE000000080US", "registered") == "RE000000080US"
    assert "check digit" in _refused("RE000000081US", "registered")
    # 00000000: sum 0; 11 - 0 = 11, written 5
    assert article_number("article", "RR000000005US", "registered") == "RR000000005US"
    assert "check digit" in _refused("RR000000000US", "registered")


@pytest.mark.parametrize("bad", ["RE12345678US", "RE1234567855US", "R1123456785US", "RE123456785CA",
                                 "123456785US", "RÉ123456785US", "RE١٢٣456785US", "", 123456785])
def test_s10_registered_number_of_another_form_is_refused(bad):
    _refused(bad, "registered")


def test_registered_mail_also_takes_the_20_or_22_digits_of_an_intelligent_mail_receipt():
    # 7019 0700 0000 1234 567 | 0: weights 3,1 from the right over the first 19 digits sum to 100 -> 0
    assert article_number("article", "7019 0700 0000 1234 5670", "registered") == "70190700000012345670"
    assert "check digit" in _refused("7019 0700 0000 1234 5675", "registered")


def test_certified_mail_takes_only_the_impb_mod_10_digits_not_an_s10_label_number():
    assert article_number("article", "9407 1000 0000 0000 0000 09", "certified") == "9407100000000000000009"
    assert "20 or 22 digits" in _refused("RE123456785US", "certified")


def test_first_class_mail_has_no_article_number():
    _refused("RE123456785US", "first_class")
