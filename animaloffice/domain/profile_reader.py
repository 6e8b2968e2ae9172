"""Reading a jurisdiction profile's TOML: every table checked, each problem a ``ProfileError``
naming the file and the key (the Profile itself, and its lookups, are in ``profiles``)."""
from __future__ import annotations

import tomllib
from dataclasses import replace
from datetime import date
from pathlib import Path
from types import MappingProxyType
from typing import Any, NoReturn

from . import profile_readings
from .calendar import BusinessCalendar
from .errors import ProfileError
from .fee_sources import read_fee_source
from .hearing_terms import MATTERS, HearingTerms, table_problems, terms_from_table
from .penalty_terms import read_penalty_terms
from .profiles import (
    BAR_REACHES,
    BARS,
    LISTS,
    OPTIONAL_DEFAULTS,
    OPTIONAL_LISTS,
    OPTIONAL_SWITCHES,
    REQUIRED_FEES,
    REQUIRED_PERIODS,
    RULE_SWITCHES,
    WEEKDAYS,
    Dated,
    ListItem,
    Profile,
    Species,
)


class ProfileReader:
    """Reads and checks a profile's TOML tables; each problem raises ``ProfileError`` naming the key."""

    def __init__(self, data: dict[str, Any], source: str, state_dir: Path):
        self.data, self.source, self.state_dir = data, source, state_dir

    def fail(self, key: str, problem: str) -> NoReturn:
        raise ProfileError(self.source, key, problem)

    def table(self, key: str, parent: dict[str, Any] | None = None, required: bool = True) -> dict[str, Any]:
        parent = self.data if parent is None else parent
        value = parent.get(key.rsplit(".", 1)[-1])
        if value is None:
            if required:
                self.fail(key, "missing section")
            return {}
        if not isinstance(value, dict):
            self.fail(key, "must be a table")
        return value

    def string(self, table: dict[str, Any], key: str, full: str, required: bool = True, default: str = "") -> str:
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
            source = read_fee_source(entry, where, self.fail) if unit == "cents" else ""
            out.append(Dated(start, self.nonneg(value, f"{where}.{unit}"), note, source))
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
        rules: dict[str, bool] = {}
        for switch in RULE_SWITCHES + OPTIONAL_SWITCHES:
            value = rules_t.get(switch, OPTIONAL_DEFAULTS.get(switch, False) if switch in OPTIONAL_SWITCHES
                                else None)
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
            penalty=read_penalty_terms(self.data.get("administrative_penalty", {}), self.source, fees),
            readings=profile_readings.read(self.data, self.source, self.state_dir),
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
                days = extra.get("days")
                if days is not None and (isinstance(days, bool) or not isinstance(days, int) or days < 1):
                    self.fail(f"{where}.days", "must be a whole number of days, 1 or more")
                items.append(ListItem(code, text, rule, MappingProxyType(extra)))
            codes = [i.code for i in items]
            if len(set(codes)) != len(codes):
                self.fail(f"lists.{name}", "two items share a code")
            out[name] = tuple(items)
        return out


def load_profile_file(path: Path, state_dir: Path | None = None) -> Profile:
    """A profile file; the state statutes it refers to are read from ``state_dir`` (by default the
    ``state`` folder beside it, as shipped)."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ProfileError(str(path), "(file)", f"cannot be read: {exc.strerror or exc}") from None
    return parse_profile(text, str(path), state_dir or path.parent / "state")


_parsed: dict[tuple[str, Path], Profile] = {}  # text -> profile: a Profile is immutable, the same text reads the same


def parse_profile(text: str, source: str, state_dir: Path) -> Profile:
    """The profile the TOML `text` describes (`source` names it in errors). At start-up the
    shipped file is checked and the stored copy read; usually the same text, parsed once."""
    if (text, state_dir) in _parsed:
        known = _parsed[text, state_dir]
        return known if known.source == source else replace(known, source=source)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ProfileError(source, "(syntax)", str(exc)) from None
    profile = ProfileReader(data, source, state_dir).profile()
    if len(_parsed) >= 16:
        _parsed.clear()
    _parsed[text, state_dir] = profile
    return profile


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
