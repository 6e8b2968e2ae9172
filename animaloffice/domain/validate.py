"""Checks on input values; each failure names the field (ValidationError)."""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from datetime import date, datetime, time
from typing import cast

from .errors import ValidationError

EARLIEST = date(1900, 1, 1)
# Far beyond any deadline the office counts, and far enough from date.max that a deadline
# counted from a typed date (a hold, a renewal year) never runs past the end of the calendar.
LATEST = date(2199, 12, 31)
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
# Characters that reorder or break what is shown after them: a name with a right-to-left
# override reads differently on a letter than in the records, a line separator splits a line.
_BIDI = re.compile("[\u202a-\u202e\u2066-\u2069]")
_SEPARATORS = re.compile("[\u2028\u2029\x85]")


def text(field: str, value: object, *, max_len: int = 200, required: bool = False, multiline: bool = False) -> str:
    """A cleaned string: trimmed, NFC, no control characters, within length."""
    if value is None:
        value = ""
    if not isinstance(value, str):
        raise ValidationError(field, "must be text", value)
    value = unicodedata.normalize("NFC", value).strip()
    if _CONTROL.search(value) or (not multiline and ("\n" in value or "\r" in value)):
        raise ValidationError(field, "contains control characters", value)
    if any("\ud800" <= ch <= "\udfff" for ch in value):
        raise ValidationError(field, "contains invalid characters", value)
    if _BIDI.search(value):
        raise ValidationError(field, "contains characters that change the direction of the text", value)
    if _SEPARATORS.search(value):
        raise ValidationError(field, "contains a line or paragraph separator", value)
    if value and all(ch.isspace() or unicodedata.category(ch) in ("Cf", "Zs", "Mn") for ch in value):
        raise ValidationError(field, "contains only invisible characters", value)
    if required and not value:
        raise ValidationError(field, "is required", value)
    if len(value) > max_len:
        raise ValidationError(field, f"is longer than {max_len} characters", value)
    return value


def day(field: str, value: object, *, required: bool = True, not_after: date | None = None,
        not_before: date | None = EARLIEST) -> date | None:
    if value is None or value == "":
        if required:
            raise ValidationError(field, "a date is required", value)
        return None
    if isinstance(value, datetime) or not isinstance(value, date):
        raise ValidationError(field, "must be a date", value)
    if not_before and value < not_before:
        raise ValidationError(field, f"may not be before {_written(not_before)}", value)
    if value > LATEST:
        raise ValidationError(field, f"may not be after {_written(LATEST)}", value)
    if not_after and value > not_after:
        future = " (it is in the future)" if value > date.today() else ""
        raise ValidationError(field, f"may not be after {_written(not_after)}{future}", value)
    return value


def clock_time(field: str, value: object, *, required: bool = False) -> time | None:
    """A time of day (datetime.time), or None when it is not required."""
    if value is None or value == "":
        if required:
            raise ValidationError(field, "a time is required", value)
        return None
    if not isinstance(value, time):
        raise ValidationError(field, "must be a time of day", value)
    return value.replace(tzinfo=None)


def _written(day: date) -> str:
    return f"{day:%B} {day.day}, {day.year}"


def choice(field: str, value: object, choices: Iterable[str]) -> str:
    options = list(choices)
    if value not in options:
        raise ValidationError(field, f"must be one of: {', '.join(options)}", value)
    return str(value)


def integer(field: str, value: object, *, minimum: int | None = None, maximum: int | None = None,
            required: bool = True) -> int | None:
    if value is None:
        if required:
            raise ValidationError(field, "is required", value)
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValidationError(field, "must be a whole number", value)
    if minimum is not None and value < minimum:
        raise ValidationError(field, f"may not be less than {minimum}", value)
    if maximum is not None and value > maximum:
        raise ValidationError(field, f"may not be more than {maximum}", value)
    return value


def id_list(field: str, value: object) -> list[int]:
    """A list of record ids (a list or tuple of whole numbers), in order, without repeats."""
    if isinstance(value, (str, bytes)) or not isinstance(value, (list, tuple, set, frozenset)):
        raise ValidationError(field, "must be a list of record ids", value)
    return list(dict.fromkeys(cast(int, integer(field, v, minimum=1, maximum=2 ** 63 - 1)) for v in value))


def text_list(field: str, value: object, *, max_len: int = 200) -> list[str]:
    """A list of texts (each cleaned as ``text``, required)."""
    if isinstance(value, (str, bytes)) or not isinstance(value, (list, tuple)):
        raise ValidationError(field, "must be a list", value)
    return [text(field, v, max_len=max_len, required=True) for v in value]


def boolean(field: str, value: object, *, allow_none: bool = False) -> bool | None:
    if value is None and allow_none:
        return None
    if not isinstance(value, bool):
        raise ValidationError(field, "must be yes or no", value)
    return value


_MICROCHIP = re.compile(r"^[0-9A-Za-z]{9,15}$")


def microchip(field: str, value: object) -> str | None:
    """ISO 11784 chips are 15 digits; older ones 9-10 alphanumerics. Spaces and dashes dropped."""
    raw = text(field, value, max_len=40)
    raw = raw.replace(" ", "").replace("-", "").replace(".", "")
    if not raw:
        return None
    if not _MICROCHIP.match(raw):
        raise ValidationError(field, "must be 9 to 15 letters or digits", value)
    return raw.upper()


def phone(field: str, value: object) -> str:
    raw = text(field, value, max_len=40)
    digits = re.sub(r"\D", "", raw)
    if raw and not (7 <= len(digits) <= 15):
        raise ValidationError(field, "is not a phone number", value)
    return raw


def email(field: str, value: object) -> str:
    raw = text(field, value, max_len=200)
    if raw and not re.match(r"^[^@\s]+@[^@\s]+\.[^@\s]+$", raw):
        raise ValidationError(field, "is not an e-mail address", value)
    return raw
