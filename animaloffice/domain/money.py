"""Money is integer cents, always."""
from __future__ import annotations

from .errors import ValidationError


def fmt_cents(cents: int) -> str:
    sign = "-" if cents < 0 else ""
    cents = abs(cents)
    return f"{sign}${cents // 100:,}.{cents % 100:02d}"


def parse_cents(text: str, field: str = "amount") -> int:
    """'$1,234.50' -> 123450. Refuses anything that is not a plain amount."""
    raw = (text or "").strip().replace("$", "").replace(",", "")
    if not raw:
        raise ValidationError(field, "an amount is required")
    negative = raw.startswith("-")
    if negative:
        raw = raw[1:]
    whole, _, frac = raw.partition(".")
    if not whole and frac:  # ".75"; a bare "." or "-" has no digit and is refused below
        whole = "0"
    plain = (whole + frac).isascii()  # '²' and other digit-like signs are not an amount
    if not plain or not whole.isdigit() or (frac and not frac.isdigit()) or len(frac) > 2 or len(whole) > 9:
        raise ValidationError(field, f"{text!r} is not an amount of money")
    cents = int(whole) * 100 + int((frac + "00")[:2])
    return -cents if negative else cents


def check_cents(value: object, field: str, *, allow_zero: bool = True, maximum: int = 100_000_00) -> int:
    """A fee or payment: a whole number of cents, not negative, not absurd."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValidationError(field, "must be a whole number of cents", value)
    if value < 0:
        raise ValidationError(field, "may not be negative", value)
    if value == 0 and not allow_zero:
        raise ValidationError(field, "may not be zero", value)
    if value > maximum:
        raise ValidationError(field, f"may not exceed {fmt_cents(maximum)}", value)
    return value


METHODS = ("cash", "check", "card")
