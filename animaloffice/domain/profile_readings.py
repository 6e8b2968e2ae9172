"""What a profile settles where the ordinance leaves it open, and the state-law layer.

``[licensing]``: when next year's license goes on sale, the date before which a license
became a permanent (lifetime) one, and the facts a license application must state. ``[readings]``: the open readings of the ordinance, each a
choice among named readings with its source ("office reading" where the text decides
nothing). The state-law layer (``resources/ordinances/state/<state>.toml``) is read once and
laid under every profile: what state law forbids no city's profile can allow.

A profile stored before these tables reads the defaults below, which are the shipped readings.
"""
from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from .errors import ProfileError
from .license_application import APPLICATION_FACTS

OFFICE_READING = "office reading"

# reading key -> (the question the ordinance leaves open, the readings allowed, the shipped one)
READINGS: Mapping[str, tuple[str, tuple[str, ...], str]] = MappingProxyType({
    "at_large_after_third": (
        "what a 4th or later at-large impound within 12 months pays (W-90.05C names three steps)",
        ("top_step", "no_penalty"), "top_step"),
    "bar_lifts": (
        "the day a 30-day or 12-month bar lifts",
        ("on_anniversary", "day_after_anniversary"), "on_anniversary"),
    "breeder_12_months": (
        "how \"any 12-month period\" is counted for the breeder class",
        ("rolling", "calendar_year"), "rolling"),
    "counting_attempt": (
        "which attempt of a notice served more than once its deadlines count from",
        ("first_served", "first_sent"), "first_served"),
    "owner_surrender": (
        "whether the office takes animals their owners give up",
        ("accepted", "not_accepted"), "accepted"),
})
READING_WORDS: Mapping[str, str] = MappingProxyType({
    "top_step": "a 4th or later pays the top step again",
    "no_penalty": "only the three steps the ordinance names are charged; a 4th or later pays none",
    "on_anniversary": "the bar lifts on the day the period ends (start + period), the first day allowed",
    "day_after_anniversary": "the period's last day is still barred; the bar lifts the day after",
    "rolling": "the 12 months ending on the day asked about",
    "calendar_year": "the calendar year of the day asked about",
    "first_served": "the days count from the first attempt that served the notice (mail that came back "
                    "refused or unclaimed served no one)",
    "first_sent": "the days count from the first mailing, even if it came back",
    "accepted": "the office takes an animal its owner gives up (an owner surrender)",
    "not_accepted": "the office does not take animals their owners give up",
})


@dataclass(frozen=True)
class Reading:
    key: str
    value: str
    source: str = OFFICE_READING

    @property
    def question(self) -> str:
        return READINGS[self.key][0]

    @property
    def words(self) -> str:
        return READING_WORDS[self.value]

    def sentence(self) -> str:
        """For an explanation: the reading and that it is the office's (or its source)."""
        whose = ("the office's reading, as the ordinance does not say" if self.source == OFFICE_READING
                 else f"as {self.source} says")
        return f"{self.words} ({whose})"


@dataclass(frozen=True)
class RegulatedAnimal:
    """A kind of animal state law forbids keeping (Minn. Stat. 346.155), with the profile's
    species codes that fall under it."""

    code: str
    text: str
    species: tuple[str, ...]


@dataclass(frozen=True)
class PublicPosting:
    """How many public places a notice to an owner nobody knows is posted in (Minn. Stat. 347.14:
    three), with the statute that says so."""

    places: int
    citation: str
    rule_id: str


@dataclass(frozen=True)
class StateLaw:
    name: str = ""
    citation: str = ""
    rule_id: str = ""
    regulated: tuple[RegulatedAnimal, ...] = ()
    note: str = ""
    posting: PublicPosting | None = None  # a state file naming no posting rule: None

    def regulated_kind(self, species: str, *, primate: bool = False) -> RegulatedAnimal | None:
        for kind in self.regulated:
            if species in kind.species or (primate and "primate" in kind.species):
                return kind
        return None


@dataclass(frozen=True)
class ProfileReadings:
    next_year_sales_from: tuple[int, int] | None = (12, 1)  # (month, day); None: calendar year only
    next_year_sales_source: str = OFFICE_READING
    lifetime_before: date | None = None  # licenses issued before this day may be made lifetime
    lifetime_source: str = ""
    application_facts: tuple[str, ...] = tuple(APPLICATION_FACTS)  # what a license application states
    application_facts_source: str = OFFICE_READING
    readings: Mapping[str, Reading] = field(default_factory=dict)
    state: StateLaw = field(default_factory=StateLaw)

    def reading(self, key: str) -> Reading:
        found = self.readings.get(key)
        return found if found is not None else Reading(key, READINGS[key][2])

    def sells_next_year(self, on: date) -> bool:
        """Is next year's license on sale on `on` (from the profile's date to Dec 31)?"""
        if self.next_year_sales_from is None:
            return False
        month, day = self.next_year_sales_from
        return (on.month, on.day) >= (month, day)


DEFAULT = ProfileReadings()


def read(data: dict[str, Any], source: str, state_dir: Path) -> ProfileReadings:
    """The ``[licensing]``, ``[readings]`` and ``[state]`` tables of a profile's TOML data."""
    lic = _table(data, "licensing", source)
    sales_from = DEFAULT.next_year_sales_from
    if "next_year_sales_from" in lic:
        sales_from = _month_day(lic["next_year_sales_from"], source, "licensing.next_year_sales_from")
    lifetime = lic.get("lifetime_licenses_before")
    if lifetime is not None and (not isinstance(lifetime, date) or hasattr(lifetime, "hour")):
        raise ProfileError(source, "licensing.lifetime_licenses_before", "must be a date like 2017-10-10")
    facts = lic.get("application_facts", DEFAULT.application_facts)
    if not isinstance(facts, list | tuple) or any(f not in APPLICATION_FACTS for f in facts):
        raise ProfileError(source, "licensing.application_facts",
                           f"must be a list of {', '.join(APPLICATION_FACTS)}")
    readings = {}
    for key, entry in _table(data, "readings", source).items():
        where = f"readings.{key}"
        if key not in READINGS:
            raise ProfileError(source, where, f"is not an open reading ({', '.join(READINGS)})")
        if not isinstance(entry, dict) or not isinstance(entry.get("value"), str):
            raise ProfileError(source, where, "must be {value = \"...\", source = \"...\"}")
        if entry["value"] not in READINGS[key][1]:
            raise ProfileError(source, f"{where}.value", f"must be one of {', '.join(READINGS[key][1])}")
        readings[key] = Reading(key, entry["value"], _text(entry, "source", source, where) or OFFICE_READING)
    state_code = _table(data, "state", source).get("law", "minnesota")
    return ProfileReadings(
        next_year_sales_from=sales_from,
        next_year_sales_source=_text(lic, "next_year_sales_source", source, "licensing") or OFFICE_READING,
        lifetime_before=lifetime,
        lifetime_source=_text(lic, "lifetime_licenses_source", source, "licensing"),
        application_facts=tuple(facts),
        application_facts_source=_text(lic, "application_facts_source", source, "licensing") or OFFICE_READING,
        readings=MappingProxyType(readings),
        state=state_law(str(state_code), state_dir),
    )


@lru_cache(maxsize=8)
def state_law(code: str, directory: Path) -> StateLaw:
    """The state-law layer every profile of that state gets (read once)."""
    path = directory / f"{code}.toml"
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ProfileError(str(path), "(file)", f"cannot be read: {exc.strerror or exc}") from None
    except tomllib.TOMLDecodeError as exc:
        raise ProfileError(str(path), "(syntax)", str(exc)) from None
    reg = data.get("regulated_animals")
    if not isinstance(reg, dict) or not isinstance(reg.get("kinds"), list):
        raise ProfileError(str(path), "regulated_animals.kinds", "missing list")
    kinds = []
    for i, entry in enumerate(reg["kinds"]):
        where = f"regulated_animals.kinds[{i}]"
        if not isinstance(entry, dict) or not all(isinstance(entry.get(k), str) for k in ("code", "text")):
            raise ProfileError(str(path), where, "must be {code = ..., text = ..., species = [...]}")
        species = entry.get("species", [])
        if not isinstance(species, list) or not all(isinstance(s, str) for s in species):
            raise ProfileError(str(path), f"{where}.species", "must be a list of species codes")
        kinds.append(RegulatedAnimal(entry["code"], entry["text"], tuple(species)))
    return StateLaw(name=str(data.get("name", code)), citation=_text(reg, "citation", str(path),
                                                                     "regulated_animals", required=True),
                    rule_id=_text(reg, "rule", str(path), "regulated_animals", required=True),
                    regulated=tuple(kinds), note=str(reg.get("note", "")), posting=_posting(data, str(path)))


def _posting(data: dict[str, Any], source: str) -> PublicPosting | None:
    """``[public_posting]``: the number of public places a notice to an unknown owner is posted in
    and its source (``places``, ``citation``, ``rule``); a state file without the table names none."""
    if "public_posting" not in data:
        return None
    table = _table(data, "public_posting", source)
    places = table.get("places")
    if isinstance(places, bool) or not isinstance(places, int) or not 1 <= places <= 20:
        raise ProfileError(source, "public_posting.places", "must be a whole number of places from 1 to 20")
    return PublicPosting(places, _text(table, "citation", source, "public_posting", required=True),
                         _text(table, "rule", source, "public_posting", required=True))


def _table(data: dict[str, Any], key: str, source: str) -> dict[str, Any]:
    value = data.get(key, {})
    if not isinstance(value, dict):
        raise ProfileError(source, key, "must be a table")
    return value


def _text(table: dict[str, Any], key: str, source: str, where: str, required: bool = False) -> str:
    value = table.get(key, "")
    if not isinstance(value, str) or (required and not value.strip()):
        raise ProfileError(source, f"{where}.{key}", "must be a non-empty string")
    return value


def _month_day(raw: object, source: str, where: str) -> tuple[int, int] | None:
    """"12-01" -> (12, 1); "" -> None (next year's license is not sold before January)."""
    if raw == "":
        return None
    try:
        month, day = (int(p) for p in str(raw).split("-"))
        date(2024, month, day)  # a leap year: Feb 29 is a day that exists
    except ValueError:
        raise ProfileError(source, where, "must be a month and day like \"12-01\", or \"\"") from None
    return month, day
