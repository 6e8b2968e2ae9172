"""A jurisdiction's ordinance profile: fees, periods, species, citations, lists.

Profiles are data (``resources/ordinances/*.toml``). Fees and periods are
"set by resolution of the Council", so each is a list of dated values: the
value in force on a date is the one with the latest ``from`` on or before it,
and a 2025 receipt keeps the 2025 fee. An office adds dated values in the
app; those rows overlay the shipped file (``with_overrides``).

Loading checks everything and raises ``ProfileError`` naming the file and
the key, so a malformed profile stops start-up with a message a person can
act on.
"""
from __future__ import annotations

import tomllib
from dataclasses import dataclass, field, replace
from datetime import date
from pathlib import Path
from types import MappingProxyType
from typing import Any
from collections.abc import Iterable, Mapping

from . import profile_readings
from .calendar import BusinessCalendar
from .errors import ProfileError
from .explain import Explained, fmt_short
from .fee_labels import fee_phrase
from .hearing_terms import MATTERS, HearingTerms, table_problems, terms_from_table
from .money import fmt_cents

WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")

REQUIRED_PERIODS = (
    "hearing_request_days", "hold_business_days", "hold_calendar_days",
    "license_notice_business_days", "permit_application_business_days", "removal_days",
    "reapply_days", "operating_bar_months", "certificate_interval_years",
    "minimum_license_age_months", "juvenile_license_max_age_months",
    "juvenile_certificate_window_days", "review_violation_count", "animals_requiring_permit",
    "bite_quarantine_days", "exposure_quarantine_vaccinated_days",
    "exposure_quarantine_unvaccinated_days", "renewal_reminder_days", "primate_max_lb",
    "breeder_professional_litters",
)
REQUIRED_FEES = (
    "license.dog", "license.cat", "license.replacement_tag", "impound", "boarding_per_day",
)
RULE_SWITCHES = ("licensing", "animal_permits", "commercial_permits", "at_large_penalty", "impound")
# read when present, off when absent (a profile stored before them)
OPTIONAL_SWITCHES = ("license_order_after_rabies_report",)
LISTS = ("exemptions", "inspection_items", "nuisance_kinds", "violation_kinds", "seizure_grounds",
         "permit_types")
OPTIONAL_LISTS = ("dangerous_dog_grounds",  # read when present (Minn. Stat. 347.50, MN-347.50)
                  "call_kinds")  # what a resident calls about (calls for service)
# How far a bar reaches: every record of the person (linked as one person across the cities
# served), or the applicant's record here only (the default). W-90.10H6: "by any jurisdiction".
BAR_REACHES, BARS = ("any_jurisdiction", "own_record"), ("cruelty_conviction",)
# Amounts kept with the fees that no one is charged and that may exceed any fee: the least bond
# or insurance for a dangerous dog (Minn. Stat. 347.51, MN-347.50; $300,000 as shipped).
NOT_CHARGED = ("dangerous_dog.insurance_minimum",)


def setting_maximum(kind: str, key: str) -> int:
    """The largest dated value an office may set (a check on a slip of the keyboard): a fee
    up to $100,000, an amount in ``NOT_CHARGED`` up to $100 million, a period 10,000,000."""
    if kind == "fee":
        return 100_000_000_00 if key in NOT_CHARGED else 100_000_00
    return 10_000_000


@dataclass(frozen=True)
class Dated:
    start: date
    value: int
    note: str = ""


@dataclass(frozen=True)
class Species:
    code: str
    label: str
    licensed: bool = False
    livestock: bool = False
    wild: bool = False
    venomous: bool = False
    primate: bool = False
    rabies_vaccine: bool = False  # MN-1721.0570 subp. 3: leaves a rabies quarantine only vaccinated
    prohibited: str = ""  # rule id that forbids a permit (e.g. "T-4B3"), if any
    prohibited_reason: str = ""


@dataclass(frozen=True)
class ListItem:
    code: str
    text: str
    rule_id: str = ""
    extra: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Profile:
    code: str
    name: str
    source: str
    ordinance: str
    rules: Mapping[str, bool]
    calendar: BusinessCalendar
    periods: Mapping[str, tuple[Dated, ...]]
    fees: Mapping[str, tuple[Dated, ...]]
    citations: Mapping[str, str]
    species: Mapping[str, Species]
    lists: Mapping[str, tuple[ListItem, ...]]
    text: Mapping[str, str] = field(default_factory=dict)
    # who hears each matter, the rule, the appeal (``[hearings.<matter>]``; "not stated" where the
    # ordinance names none). A profile stored before these tables has none: see services.hearing_setup.
    hearings: Mapping[str, HearingTerms] = field(default_factory=dict)
    bars: Mapping[str, str] = field(default_factory=dict)  # bar -> how far it reaches (BAR_REACHES)
    readings: profile_readings.ProfileReadings = profile_readings.DEFAULT  # open readings, state law

    # --- lookups -----------------------------------------------------------
    def enforces(self, switch: str) -> bool:
        return bool(self.rules.get(switch, False))

    def period(self, name: str, on: date | None = None) -> int:
        return _in_force(self.periods, name, on or date.today(), self.source, "periods").value

    def has_fee(self, code: str) -> bool:
        return code in self.fees

    def fee(self, code: str, on: date) -> int:
        """The fee in cents in force on `on` (the latest dated value on or before it)."""
        return _in_force(self.fees, code, on, self.source, "fees").value

    def fee_explained(self, code: str, on: date, rule_id: str = "T-7D", *, label: str = "") -> Explained[int]:
        """The fee in force on `on`, explained; ``label`` names it in words (default: from its code)."""
        entry = _in_force(self.fees, code, on, self.source, "fees")
        if not label:
            species = code.split(".")[1] if code.startswith("license.") else ""
            label = fee_phrase(code, species_label=self.species[species].label if species in self.species else "")
        steps = (f"the {self.name} {label} in force on {fmt_short(on)} is {fmt_cents(entry.value)}, "
                 f"set from {fmt_short(entry.start)}" + (f" ({entry.note})" if entry.note else ""),)
        return Explained(entry.value, rule_id, {"fee": code, "on": on}, steps)

    def bar_reach(self, bar: str) -> str:
        """"any_jurisdiction" or "own_record" (a profile that says nothing, or stored before)."""
        return self.bars.get(bar, "own_record")

    def cite(self, key: str) -> str:
        try:
            return self.citations[key]
        except KeyError:
            raise ProfileError(self.source, f"citations.{key}", "missing citation") from None

    def species_info(self, code: str) -> Species:
        found = self.species.get(code)
        return found if found else Species(code=code, label=code.replace("_", " ").title(), wild=True)

    def items(self, list_name: str) -> tuple[ListItem, ...]:
        return self.lists.get(list_name, ())

    def item(self, list_name: str, code: str) -> ListItem | None:
        return next((i for i in self.items(list_name) if i.code == code), None)

    @property
    def licensed_species(self) -> tuple[str, ...]:
        return tuple(s.code for s in self.species.values() if s.licensed)

    # --- the office's dated changes ------------------------------------------
    def with_calendar(self, closures: dict, option_changes: Iterable[tuple[date, str, bool]]) -> Profile:
        """Overlay the closures the office recorded and the holiday options it changed from a date
        (MN-645.44, MN-346.47) on the profile's calendar."""
        return replace(self, calendar=self.calendar.with_changes(dict(closures), tuple(option_changes)))

    def with_overrides(self, rows: Iterable[tuple[str, str, date, int, str]]) -> Profile:
        """Overlay dated rows (kind 'fee'|'period', key, from, value, note) from the database."""
        fees = {k: list(v) for k, v in self.fees.items()}
        periods = {k: list(v) for k, v in self.periods.items()}
        for kind, key, start, value, note in rows:
            target = fees if kind == "fee" else periods
            target.setdefault(key, []).append(Dated(start, int(value), note or ""))
        return replace(self, fees=_freeze_dated(fees), periods=_freeze_dated(periods))


def _in_force(table: Mapping[str, tuple[Dated, ...]], key: str, on: date, source: str, section: str) -> Dated:
    entries = table.get(key)
    if not entries:
        raise ProfileError(source, f"{section}.{key}", "not set in this profile")
    current = None
    for entry in entries:  # sorted by start
        if entry.start <= on:
            current = entry
    if current is None:  # a date before the schedule begins: the date is what is wrong
        from .errors import ValidationError

        raise ValidationError("on", f"no {section.rstrip('s')} {key!r} is in force on {on.isoformat()}; "
                              f"the first is from {entries[0].start.isoformat()}", on)
    return current


def _freeze_dated(table: dict[str, list[Dated]]) -> Mapping[str, tuple[Dated, ...]]:
    # A later row for the same start date replaces the earlier one.
    out = {}
    for key, entries in table.items():
        by_start = {}
        for e in entries:
            by_start[e.start] = e
        out[key] = tuple(sorted(by_start.values(), key=lambda e: e.start))
    return MappingProxyType(out)


# --- loading -------------------------------------------------------------------

def load_profile_file(path: Path) -> Profile:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ProfileError(str(path), "(file)", f"cannot be read: {exc.strerror or exc}") from None
    return parse_profile(text, str(path))


_parsed: dict[str, Profile] = {}  # text -> profile: a Profile is immutable, the same text reads the same


def parse_profile(text: str, source: str) -> Profile:
    """The profile the TOML `text` describes (`source` names it in errors). At start-up the
    shipped file is checked and the stored copy read; usually the same text, parsed once."""
    if text in _parsed:
        known = _parsed[text]
        return known if known.source == source else replace(known, source=source)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ProfileError(source, "(syntax)", str(exc)) from None
    profile = _Reader(data, source).profile()
    if len(_parsed) >= 16:
        _parsed.clear()
    _parsed[text] = profile
    return profile


class _Reader:
    def __init__(self, data: dict, source: str):
        self.data, self.source = data, source

    def fail(self, key: str, problem: str):
        raise ProfileError(self.source, key, problem)

    def table(self, key: str, parent: dict | None = None, required: bool = True) -> dict:
        parent = self.data if parent is None else parent
        value = parent.get(key.rsplit(".", 1)[-1])
        if value is None:
            if required:
                self.fail(key, "missing section")
            return {}
        if not isinstance(value, dict):
            self.fail(key, "must be a table")
        return value

    def string(self, table: dict, key: str, full: str, required: bool = True, default: str = "") -> str:
        value = table.get(key)
        if value is None:
            if required:
                self.fail(full, "missing")
            return default
        if not isinstance(value, str) or (required and not value.strip()):
            self.fail(full, "must be a non-empty string")
        return value

    def dated(self, section: str, key: str, raw: Any, unit: str) -> tuple[Dated, ...]:
        full = f"{section}.{key}"
        if isinstance(raw, bool):
            self.fail(full, "must be a number or a list of dated values")
        if isinstance(raw, int):
            return (Dated(date(1900, 1, 1), self.nonneg(raw, full)),)
        if not isinstance(raw, list) or not raw:
            self.fail(full, f"must be a number or a non-empty list of {{from = date, {unit} = number}}")
        out = []
        for i, entry in enumerate(raw):
            where = f"{full}[{i}]"
            if not isinstance(entry, dict):
                self.fail(where, f"must be a table {{from = date, {unit} = number}}")
            start = entry.get("from")
            if not isinstance(start, date) or hasattr(start, "hour"):
                self.fail(f"{where}.from", "must be a date like 2026-01-01")
            if unit not in entry:
                self.fail(f"{where}.{unit}", "missing")
            value = entry[unit]
            if isinstance(value, bool) or not isinstance(value, int):
                self.fail(f"{where}.{unit}", "must be a whole number")
            note = entry.get("note", "")
            if not isinstance(note, str):
                self.fail(f"{where}.note", "must be a string")
            out.append(Dated(start, self.nonneg(value, f"{where}.{unit}"), note))
        starts = [d.start for d in out]
        if len(set(starts)) != len(starts):
            self.fail(full, "two values start on the same date")
        return tuple(sorted(out, key=lambda d: d.start))

    def nonneg(self, value: int, full: str) -> int:
        if value < 0:
            self.fail(full, "may not be negative")
        return value

    def profile(self) -> Profile:
        j = self.table("jurisdiction")
        code = self.string(j, "code", "jurisdiction.code")
        if not code.isidentifier() or code != code.lower():
            self.fail("jurisdiction.code", "must be a lower-case word like 'tracy'")
        rules_t = self.table("rules")
        rules = {}
        for switch in RULE_SWITCHES + OPTIONAL_SWITCHES:
            value = rules_t.get(switch, False if switch in OPTIONAL_SWITCHES else None)
            if not isinstance(value, bool):
                self.fail(f"rules.{switch}", "must be true or false")
            rules[switch] = value
        periods_t = self.table("periods")
        periods = {k: self.dated("periods", k, v, "value") for k, v in periods_t.items()}
        for k in REQUIRED_PERIODS:
            if k not in periods:
                self.fail(f"periods.{k}", "missing")
        fees_t = self.table("fees")
        fees = {k: self.dated("fees", k, v, "cents") for k, v in fees_t.items()}
        for k in REQUIRED_FEES:
            if k not in fees:
                self.fail(f"fees.{k}", "missing")
        citations_t = self.table("citations")
        citations = {k: self.string(citations_t, k, f"citations.{k}") for k in citations_t}
        return Profile(
            code=code,
            name=self.string(j, "name", "jurisdiction.name"),
            source=self.source,
            ordinance=self.string(j, "ordinance", "jurisdiction.ordinance"),
            rules=MappingProxyType(rules),
            calendar=self.calendar(),
            periods=MappingProxyType(periods),
            fees=MappingProxyType(fees),
            citations=MappingProxyType(citations),
            species=MappingProxyType(self.species()),
            lists=MappingProxyType(self.lists()),
            text=MappingProxyType({k: self.string(self.table("text", required=False), k, f"text.{k}")
                                   for k in self.table("text", required=False)}),
            hearings=MappingProxyType(self.hearings()),
            bars=MappingProxyType(self.bars()),
            readings=profile_readings.read(self.data, self.source),
        )

    def hearings(self) -> dict[str, HearingTerms]:
        """``[hearings.<matter>]``, each checked; a matter the table leaves out is not stated."""
        table = self.table("hearings", required=False)
        out = {}
        for matter, entry in table.items():
            if matter not in MATTERS:
                self.fail(f"hearings.{matter}", f"is not a matter ({', '.join(MATTERS)})")
            for key, problem in table_problems(entry):
                self.fail(f"hearings.{matter}" + (f".{key}" if key else ""), problem)
            out[matter] = terms_from_table(matter, entry)
        return out

    def bars(self) -> dict[str, str]:
        for key, value in (table := self.table("bars", required=False)).items():
            if key not in BARS or value not in BAR_REACHES:
                self.fail(f"bars.{key}", f"must be a bar ({', '.join(BARS)}) = {' or '.join(BAR_REACHES)}")
        return dict(table)

    def calendar(self) -> BusinessCalendar:
        c = self.table("calendar")
        flags = {}
        for key in ("october_holiday", "friday_after_thanksgiving"):
            if not isinstance(c.get(key), bool):
                self.fail(f"calendar.{key}", "must be true or false")
            flags[key] = c[key]
        days = c.get("facility_open_days", ["mon", "tue", "wed", "thu", "fri"])
        if not isinstance(days, list) or not days or any(d not in WEEKDAYS for d in days):
            self.fail("calendar.facility_open_days", f"must be a list of {', '.join(WEEKDAYS)}")
        closures = {}
        for i, entry in enumerate(c.get("closures", [])):
            if not isinstance(entry, dict) or not isinstance(entry.get("date"), date):
                self.fail(f"calendar.closures[{i}]", "must be {date = 2026-12-24, reason = \"...\"}")
            closures[entry["date"]] = str(entry.get("reason", "closed"))
        return BusinessCalendar(open_weekdays=frozenset(WEEKDAYS.index(d) for d in days),
                                closures=closures, **flags)

    def species(self) -> dict[str, Species]:
        table = self.table("species")
        out = {}
        allowed = {f for f in Species.__dataclass_fields__ if f != "code"}
        for code, spec in table.items():
            where = f"species.{code}"
            if not isinstance(spec, dict):
                self.fail(where, "must be a table")
            unknown = set(spec) - allowed
            if unknown:
                self.fail(f"{where}.{sorted(unknown)[0]}", "unknown key")
            if "label" not in spec:
                self.fail(f"{where}.label", "missing")
            for flag in ("licensed", "livestock", "wild", "venomous", "primate", "rabies_vaccine"):
                if flag in spec and not isinstance(spec[flag], bool):
                    self.fail(f"{where}.{flag}", "must be true or false")
            out[code] = Species(code=code, **spec)
        if not any(s.licensed for s in out.values()) and self.data.get("rules", {}).get("licensing"):
            self.fail("species", "licensing is on but no species is marked licensed = true")
        return out

    def lists(self) -> dict[str, tuple[ListItem, ...]]:
        out = {}
        lists_t = self.table("lists")
        for name in LISTS + OPTIONAL_LISTS:
            raw = lists_t.get(name)
            if raw is None and name in OPTIONAL_LISTS:
                continue
            if not isinstance(raw, list):
                self.fail(f"lists.{name}", "missing list")
            items = []
            for i, entry in enumerate(raw):
                where = f"lists.{name}[{i}]"
                if not isinstance(entry, dict):
                    self.fail(where, "must be a table {code = ..., text = ...}")
                code = self.string(entry, "code", f"{where}.code")
                text = self.string(entry, "text", f"{where}.text")
                rule = entry.get("rule", "")
                extra = {k: v for k, v in entry.items() if k not in ("code", "text", "rule")}
                items.append(ListItem(code, text, rule, MappingProxyType(extra)))
            codes = [i.code for i in items]
            if len(set(codes)) != len(codes):
                self.fail(f"lists.{name}", "two items share a code")
            out[name] = tuple(items)
        return out


def shipped_profiles(resources: Path) -> dict[str, Profile]:
    """Every profile in resources/ordinances, checked; the first bad one raises."""
    out = {}
    for path in sorted((resources / "ordinances").glob("*.toml")):
        profile = load_profile_file(path)
        if profile.code != path.stem:
            raise ProfileError(str(path), "jurisdiction.code",
                               f"is {profile.code!r} but the file is named {path.name}")
        out[profile.code] = profile
    return out
