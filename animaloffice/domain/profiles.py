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

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from datetime import date
from types import MappingProxyType
from typing import Any

from . import profile_readings
from .calendar import BusinessCalendar
from .errors import ProfileError
from .explain import Explained, fmt_short
from .fee_labels import fee_phrase
from .hearing_terms import HearingTerms
from .money import fmt_cents
from .penalty_terms import PenaltyTerms

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
OPTIONAL_SWITCHES = ("license_order_after_rabies_report",
                     # a revoked permit's animals are removed within removal_days (W-90.10H5); off: the
                     # revocation takes effect and keeping them without a permit is unlawful (T-4C, T-8A)
                     "revocation_removal_period",
                     # a license or animal permit waits on its fee (T-3A, T-4A; ``issues_on_fee``)
                     "issue_on_fee")
# an optional switch a profile stored before it keeps on: the ordinance's own reading (T-3A, T-4A)
OPTIONAL_DEFAULTS = {"issue_on_fee": True}
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
    source: str = ""  # a fee's: the section or resolution that sets it; "" unconfirmed (fee_sources)


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
    # what a violation leads to: an adopted administrative-penalty schedule, or prosecution (penalty_terms)
    penalty: PenaltyTerms = field(default_factory=PenaltyTerms)
    readings: profile_readings.ProfileReadings = profile_readings.DEFAULT  # open readings, state law

    # --- lookups -----------------------------------------------------------
    def enforces(self, switch: str) -> bool:
        return bool(self.rules.get(switch))  # absent: off

    def issues_on_fee(self) -> bool:
        """A license or animal permit is issued only once its fee is paid or waived (T-3A, T-4A).
        A profile stored before the switch existed keeps the ordinance's reading: on."""
        return bool(self.rules.get("issue_on_fee", OPTIONAL_DEFAULTS["issue_on_fee"]))

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
            species = self.species.get(code.split(".")[1]) if code.startswith("license.") else None
            label = fee_phrase(code, species_label=species.label if species else "")
        steps = (f"the {self.name} {label} in force on {fmt_short(on)} is {fmt_cents(entry.value)}, "
                 f"set from {fmt_short(entry.start)}{source_words(entry)}",)
        parts = (("fee_in_force_source" if entry.source else "fee_in_force",
                  {"city": self.name, "label": label, "on": on, "amount": fmt_cents(entry.value), "start": entry.start,
                   "source": entry.source}),)
        return Explained(entry.value, rule_id, {"fee": code, "on": on}, steps, parts)

    def fee_source(self, code: str, on: date) -> str:
        """The section or resolution the fee in force on `on` comes from ("" when unconfirmed)."""
        return _in_force(self.fees, code, on, self.source, "fees").source

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
    def with_calendar(self, closures: dict[date, str], option_changes: Iterable[tuple[date, str, bool]]) -> Profile:
        """Overlay the closures the office recorded and the holiday options it changed from a date
        (MN-645.44, MN-346.47) on the profile's calendar."""
        return replace(self, calendar=self.calendar.with_changes(dict(closures), tuple(option_changes)))

    def with_overrides(self, rows: Iterable[tuple[str, str, date, int, str]]) -> Profile:
        """Overlay dated rows (kind 'fee'|'period', key, from, value, note) from the database."""
        fees = {k: list(v) for k, v in self.fees.items()}
        periods = {k: list(v) for k, v in self.periods.items()}
        for kind, key, start, value, note in rows:  # an office's fee is confirmed by the source noted with it
            target = fees if kind == "fee" else periods
            target.setdefault(key, []).append(Dated(start, int(value), note or "",
                                                    (note or "").strip() if kind == "fee" else ""))
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

        raise ValidationError("on", f"no {section.removesuffix('s')} {key!r} is in force on {on.isoformat()}; "
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


def source_words(entry: Dated) -> str:
    """How an explanation names where the amount comes from ("" for an unconfirmed one)."""
    return f" under {entry.source}" if entry.source else ""
