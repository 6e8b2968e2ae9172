"""The number USPS prints on the receipt of tracked mail, checked the way the Postal Service
checks it, so a misread digit is caught at the desk and not discovered on the affidavit.

Certified mail: the 20 or 22 digits of the receipt (Intelligent Mail package barcode), the last a
mod-10 check digit over the others, weights 3 and 1 from the right.
Registered mail: the number of the Registered Mail label (Label 200), two letters, eight digits,
a check digit and "US" (the UPU S10 form, e.g. RE123456785US), or the 20 or 22 digits where the
receipt carries the Intelligent Mail barcode instead."""
from __future__ import annotations

import re

from .errors import ValidationError

TRACKED = ("certified", "registered")
_S10 = re.compile(r"([A-Z]{2})(\d{8})(\d)(US)")
_S10_WEIGHTS = (8, 6, 4, 2, 3, 5, 9, 7)


def impb_check(body: str) -> int:
    """The mod-10 check digit of the Intelligent Mail package barcode over ``body`` (its digits
    but the last): weights 3 and 1 from the right."""
    total = sum(int(d) * (3 if i % 2 == 0 else 1) for i, d in enumerate(reversed(body)))
    return (10 - total % 10) % 10


def s10_check(serial: str) -> int:
    """The S10 check digit over the 8-digit serial: weights 8,6,4,2,3,5,9,7, then 11 less the
    sum mod 11, where 10 is written 0 and 11 is written 5."""
    check = 11 - sum(int(d) * w for d, w in zip(serial, _S10_WEIGHTS, strict=True)) % 11
    return {10: 0, 11: 5}.get(check, check)


def _impb(field: str, digits: str, value: object) -> str:
    if int(digits[-1]) != impb_check(digits[:-1]):
        raise ValidationError(field, "its check digit does not match: a digit was misread", value)
    return digits


def article_number(field: str, value: object, method: str = "certified") -> str:
    """The article number of a ``method`` ("certified" or "registered") mailing as stored: spaces
    left out, letters in capitals. A number of the wrong form, or whose check digit does not
    match, is refused naming ``field``."""
    if method not in TRACKED:
        raise ValidationError(field, "only certified or registered mail has an article number", value)
    if not isinstance(value, str):
        raise ValidationError(field, "must be the article number printed on the mailing receipt", value)
    typed = value.replace(" ", "").upper()
    if typed.isascii() and typed.isdigit() and len(typed) in (20, 22):
        return _impb(field, typed, value)
    if method == "certified":
        raise ValidationError(field, "must be the 20 or 22 digits printed on the mailing receipt", value)
    found = _S10.fullmatch(typed) if typed.isascii() else None
    if found is None:
        raise ValidationError(field, "must be the number on the Registered Mail label (two letters, nine digits "
                                     "and US, like RE123456785US) or the 20 or 22 digits of the receipt", value)
    if int(found[3]) != s10_check(found[2]):
        raise ValidationError(field, "its check digit does not match: a digit was misread", value)
    return typed
