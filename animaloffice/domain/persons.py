"""One person across the cities an office serves: which facts on the person's other records
count in this city, and how the owner's record says so.

An owner record belongs to one jurisdiction; a person who keeps animals in two cities has a
record in each, linked as one person. Whether a fact on the other record counts here is the
profile's to say, bar by bar (``Profile.bar_reach``): Worthington's W-90.10H6 bars a permit to
anyone convicted of animal cruelty "by any jurisdiction", so a conviction recorded on the
person's Tracy record counts in Worthington.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date

from .profiles import Profile


@dataclass(frozen=True)
class ConvictionFact:
    """A cruelty conviction (or guilty plea) on file, and where it is recorded."""

    convicted_on: date
    jurisdiction: str = ""  # the city whose owner record holds it ("" for the applicant's own)
    own_record: bool = True

    def where(self) -> str:
        """Where it is recorded, for a reason or a letter ("" on the applicant's own record)."""
        return "" if self.own_record else f"on record in the {self.jurisdiction}"


def as_facts(convictions: Iterable[date | ConvictionFact]) -> list[ConvictionFact]:
    """Conviction days given as plain dates are the applicant's own record's."""
    return [c if isinstance(c, ConvictionFact) else ConvictionFact(c) for c in convictions]


def counted_convictions(profile: Profile, facts: Sequence[ConvictionFact]) -> list[ConvictionFact]:
    """W-90.10H6: the cruelty convictions the bar counts in this profile: on every record of the
    person where it reaches any jurisdiction, on the applicant's own record otherwise."""
    if profile.bar_reach("cruelty_conviction") == "any_jurisdiction":
        return list(facts)
    return [f for f in facts if f.own_record]


def cruelty_note(profile: Profile, facts: Sequence[ConvictionFact]) -> str:
    """The owner record's line about cruelty convictions on file ("" when there is none): where
    they are recorded and what they mean in this city (a bar under W-90.10H6 where the profile
    has Worthington's permits; elsewhere a fact the permit decision weighs, T-4A)."""
    if not facts:
        return ""
    elsewhere = sorted({f.jurisdiction for f in facts if not f.own_record})
    parts = []
    if any(f.own_record for f in facts):
        parts.append("on file")
    if elsewhere:
        parts.append("on the linked record in the " + " and the ".join(elsewhere))
    where = " and ".join(parts)
    counted = counted_convictions(profile, facts)
    if profile.enforces("commercial_permits") and counted:
        meaning = "no breeder, commercial or shelter permit, W-90.10H6"
    elif profile.enforces("commercial_permits"):
        meaning = "this city's bar counts its own record only"
    elif profile.enforces("animal_permits"):
        meaning = "weighed as the owner's trustworthiness in a permit decision, T-4A"
    else:
        meaning = "no permit rule of this city refers to it"
    return f"Animal cruelty conviction {where} ({meaning})."


ACCENTED = "áàâäãåéèêëíìîïóòôöõøúùûüñçýÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕØÚÙÛÜÑÇÝ"
PLAIN = "aaaaaaeeeeiiiioooooouuuuncyAAAAAAEEEEIIIIOOOOOOUUUUNCY"
_FOLD = str.maketrans(ACCENTED, PLAIN)


def fold(text: str | None) -> str | None:
    """A name without its accents ("Hernández" -> "Hernandez"), so a filter finds it typed either way."""
    return text.translate(_FOLD) if text is not None else None


PHONE_MARKS = "-(). +/"
PHONE_MIN_DIGITS = 7  # a local number without its area code: fewer is a tag number, not a phone


def phone_key(number: str | None) -> str:
    """A phone number's digits read backwards ("507-555-0134" -> "4310555705"): the number typed
    with or without its area code (or a leading 1) is then the start of it, found by an index."""
    return "".join(c for c in reversed(number or "")  # pragma: no mutate: letters for None are no digits either
                   if c.isascii() and c.isdigit())


def typed_phone_key(text: str) -> str:
    """The key a search for a typed phone number looks up ("(507) 555 0134", "5075550134",
    "555-0134", "+1 507 555 0134"), or "" when the text is not a whole phone number: seven to
    eleven digits with only a phone's marks between them (an 11-digit number starts with 1)."""
    text = (text or "").strip()  # pragma: no mutate: letters for None are no number either
    if not text or any(not (c.isascii() and c.isdigit()) and c not in PHONE_MARKS for c in text):
        return ""
    digits = "".join(c for c in text if c.isascii() and c.isdigit())
    if len(digits) == 11 and digits[0] == "1":
        digits = digits[1:]
    return digits[::-1] if PHONE_MIN_DIGITS <= len(digits) <= 10 else ""
