"""Bite reports: the words for their facts, the biting animal's rabies status on the day, whether
it is observed 10 days (MN-rabies), and which dangerous-dog grounds the facts support (MN-347.50).
Pure functions over values."""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date

from .explain import fmt_short
from .licensing import Shot, shot_expires
from .profiles import Profile

VICTIM_KINDS = {"person": "A person", "domestic_animal": "A domestic animal"}
AGE_GROUPS = {"under_5": "Under 5", "5_to_17": "5 to 17", "18_to_64": "18 to 64", "65_and_over": "65 and over",
              "unknown": "Not known"}
PROVOKED = {"no": "Not provoked", "yes": "Provoked", "unknown": "Not known"}
INJURIES = {"none": "No wound (an attempt to bite)", "minor": "A bite, minor injury",
            "substantial": "Substantial bodily harm", "great": "Great bodily harm",
            "killed": "A domestic animal killed"}
RABIES_STATUSES = {"current": "Vaccinated against rabies, in force", "lapsed": "Rabies vaccination lapsed",
                   "none": "No rabies vaccination on record", "unknown": "Animal not identified"}

RABIES_RULE = "MN-rabies"
GROUNDS_RULE = "MN-347.50"


@dataclass(frozen=True)
class RabiesStatus:
    status: str  # a key of RABIES_STATUSES
    until: date | None
    note: str


def rabies_status_on(day: date, shots: Iterable[tuple[Shot, str]], *, identified: bool = True) -> RabiesStatus:
    """The animal's rabies status on the day of the bite: its latest vaccination given by then and
    whether it was still in force (``shots``: each with the clinic that gave it)."""
    if not identified:
        return RabiesStatus("unknown", None, "The biting animal is not on record.")
    given = [(s, clinic) for s, clinic in shots if s.vaccinated_on <= day]
    if not given:
        return RabiesStatus("none", None, f"No rabies vaccination given by {fmt_short(day)} is on record.")
    shot, clinic = max(given, key=lambda sc: (sc[0].vaccinated_on, shot_expires(sc[0])))
    until = shot_expires(shot)
    where = f" at {clinic}" if clinic else ""
    text = f"Vaccinated {fmt_short(shot.vaccinated_on)}{where} ({shot.duration_years}-year)"
    if until >= day:
        return RabiesStatus("current", until, f"{text}, in force until {fmt_short(until)}.")
    return RabiesStatus("lapsed", until, f"{text}, which ran out on {fmt_short(until)}.")


def observed_after_bite(profile: Profile, species: str) -> bool:
    """MN-rabies: a dog, cat or ferret that bites a person is confined and observed 10 days; the
    profile marks those species (``rabies_vaccine``)."""
    return profile.species_info(species).rabies_vaccine


@dataclass(frozen=True)
class BiteFacts:
    victim_kind: str
    provoked: str
    injury: str
    off_owner_property: bool | None
    earlier_unprovoked_bites: int = 0  # of the same dog, on file before this one
    pdd_notice_before: bool = False  # the dog was declared potentially dangerous, notice sent before


@dataclass(frozen=True)
class Ground:
    code: str
    kind: str  # potentially_dangerous | dangerous
    text: str
    why: str


def supported_grounds(profile: Profile, facts: BiteFacts) -> list[Ground]:
    """MN-347.50 (Minn. Stat. § 347.50, subds. 2-3): the grounds of the profile's list these facts
    support. None when provocation is not known: the statute's grounds are all "unprovoked".

    - 3(1) bit a human or domestic animal, unprovoked;
    - 3(2) unprovoked, approached a person off the owner's property in an apparent attitude of attack
      (an attempt to bite a person away from the owner's property);
    - 3(3) a known propensity to attack unprovoked (an earlier unprovoked bite of the same dog on file);
    - 2(1) unprovoked, inflicted substantial or great bodily harm on a human being;
    - 2(2) killed a domestic animal, unprovoked, while off the owner's property;
    - 2(3) after the owner had notice that the dog was found potentially dangerous, bit or attacked.
    """
    if facts.provoked != "no":
        return []
    bit = facts.injury != "none"
    person = facts.victim_kind == "person"
    reasons = {
        "pdd_bite": "it bit, unprovoked" if bit else "",
        "pdd_chase": ("it tried to bite a person, unprovoked, away from its owner's property"
                      if not bit and person and facts.off_owner_property else ""),
        "pdd_propensity": (f"it has {facts.earlier_unprovoked_bites} earlier unprovoked bite"
                           f"{'s' if facts.earlier_unprovoked_bites != 1 else ''} on file"
                           if facts.earlier_unprovoked_bites else ""),
        "dd_bodily_harm": ("it inflicted substantial or great bodily harm on a person, unprovoked"
                           if person and facts.injury in ("substantial", "great") else ""),
        "dd_killed_animal": ("it killed a domestic animal, unprovoked, off its owner's property"
                             if facts.victim_kind == "domestic_animal" and facts.injury == "killed"
                             and facts.off_owner_property else ""),
        "dd_after_notice": ("it bit or attacked after its owner had notice that it was found potentially "
                            "dangerous" if facts.pdd_notice_before and (bit or person) else ""),
    }
    out = []
    for item in profile.items("dangerous_dog_grounds"):
        why = reasons.get(item.code)
        if why:
            out.append(Ground(item.code, str(item.extra.get("kind", "")), item.text, why))
    return out
