"""What a license application must state before the license is sold (T-3A).

The ordinance asks for a "written application" and does not say what it states; the profile
lists the facts (``[licensing] application_facts``, with its source). Each is needed by a paper
or a rule that follows the sale: the license and its certificate name the animal and its sex,
the certificates due (T-3B, the 16-month certificate) count from the birth date, and renewal
letters and notices go to the owner's mailing address. An approximate age the clerk entered is
an estimated birth date, and counts as one.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date
from types import MappingProxyType

# fact -> (the field a refusal names, why it is needed, the fact in a list of what else is missing)
APPLICATION_FACTS: Mapping[str, tuple[str, str, str]] = MappingProxyType({
    "animal_name": ("name", "no name is recorded for the animal: the license and its certificate state it",
                    "the animal's name"),
    "sex": ("sex", "the animal's sex is not recorded (male or female): the license states it", "its sex"),
    "birth_date": ("birth_date", "no birth date or approximate age is recorded for the animal: the "
                   "certificates it needs (T-3B) are counted from it", "its birth date or approximate age"),
    "owner_address": ("address.line1", "the owner has no current mailing address: renewal letters and "
                      "notices are mailed there", "the owner's mailing address"),
})
UNKNOWN_SEX = "U"


@dataclass(frozen=True)
class Gap:
    """A fact the application does not state."""

    fact: str
    field: str
    reason: str


def application_gaps(facts: Iterable[str], *, name: str, sex: str, birth_date: date | None,
                     has_mailing_address: bool) -> list[Gap]:
    """The facts of the profile's list that the animal's and owner's records lack, in the list's order."""
    stated = {"animal_name": bool(name.strip()), "sex": bool(sex) and sex != UNKNOWN_SEX,
              "birth_date": birth_date is not None, "owner_address": has_mailing_address}
    return [Gap(fact, APPLICATION_FACTS[fact][0], APPLICATION_FACTS[fact][1])
            for fact in facts if not stated[fact]]


def gaps_message(gaps: list[Gap]) -> str:
    """The first gap's reason, and what else is missing, so the clerk asks for everything at once."""
    others = [APPLICATION_FACTS[g.fact][2] for g in gaps[1:]]
    return gaps[0].reason + (f" (also missing: {', '.join(others)})" if others else "")
