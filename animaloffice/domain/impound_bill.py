"""What a reclaim costs and what must be in order before an animal is released.

- W-90.05C: an unspayed/unneutered dog or cat taken into custody for running
  at large costs its owner an administrative penalty, computed in ``at_large``
  (the one place the ladder lives) and added to the bill here.
- T-6B / T-7D: the reclaim pays all costs of seizure and impound: the impound
  fee and boarding for each day or part of a day in custody (quarantine days at
  the quarantine rate), each line with its rule and how it was reached.
- T-6B: an animal that needs a license or permit is not released until it has
  one; a quarantined animal not until a veterinarian certifies it (and, from a rabies
  quarantine, a dog, cat or ferret not until it is vaccinated: MN-1721.0570).
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any

from . import at_large
from .errors import Refusal, RuleViolation
from .explain import Explained, fmt_short
from .fee_labels import fee_phrase
from .intake_kinds import reclaim_refusals
from .licensing import under_license_age
from .money import fmt_cents
from .profiles import Profile
from .quarantine import quarantine_refusals, vaccination_refusals
from .statuses import ImpoundStatus


@dataclass(frozen=True)
class BillLine:
    fee_code: str
    description: str
    quantity: int
    unit_cents: int
    amount_cents: int
    rule_id: str
    explanation: str
    # the explanation's steps as phrase keys, for the owner's language (``Explained.parts``)
    parts: tuple[tuple[str, dict[str, Any]], ...] = field(default=(), compare=False)


# --- the reclaim bill ------------------------------------------------------------------

# The fees charged for each day in custody; a stay's days are billed under one or the other.
PER_DAY_FEES = frozenset({"boarding_per_day", "quarantine_per_day"})


def boarding_days(impounded_on: date, on: date) -> int:
    """Each day or part of a day in custody: the impound day counts, the release day does not
    (a same-day release is one day)."""
    return max(1, (on - impounded_on).days)


def _quarantine_ends(quarantine: str, quarantine_until: date | None, vet_certified_on: date | None
                     ) -> date | None:
    """The first day that is no longer a quarantine day (None: every day is). The quarantine's
    last day (day 10 of a bite observation) is still a quarantine day."""
    if not quarantine:
        return date.min
    if quarantine_until is not None:
        return quarantine_until + timedelta(days=1)
    return vet_certified_on


def _per_day_lines(profile: Profile, code: str, label: str, days: list[date], rule_id: str
                   ) -> list[BillLine]:
    """Days grouped by the rate in force on each (a rate change mid-stay splits the line)."""
    if not days:
        return []
    groups: list[tuple[int, list[date]]] = []
    for d in days:
        rate = profile.fee(code, d)
        if groups and groups[-1][0] == rate:
            groups[-1][1].append(d)
        else:
            groups.append((rate, [d]))
    out = []
    for rate, ds in groups:
        n = len(ds)
        explanation, parts = _custody_days(n, ds[0], ds[-1], rate, code, profile.name, rule_id)
        out.append(BillLine(code, f"{label}, {n} day{'s' if n != 1 else ''}", n, rate, rate * n,
                            rule_id, explanation, parts))
    return out


def _custody_days(n: int, first: date, last: date, rate: int, code: str, city: str, rule_id: str
                  ) -> tuple[str, tuple[tuple[str, dict[str, Any]], ...]]:
    """How days in custody were counted: the English sentence, and its steps for another language."""
    span = fmt_short(first) if n == 1 else f"{fmt_short(first)} to {fmt_short(last)}"
    explanation = (f"{n} day{'s' if n != 1 else ''} in custody ({span}; each day or part of a day, "
                   f"the release day not counted) at {fmt_cents(rate)} a day, the {city} "
                   f"{fee_phrase(code)} in force ({rule_id})")
    parts = (("days_in_custody" if n != 1 else "day_in_custody",
              {"n": n, "first": first, "last": last, "amount": fmt_cents(rate), "label": fee_phrase(code),
               "city": city}),)
    return explanation, parts


def charged_days(due: Sequence[BillLine], charged: Sequence[tuple[str, int, int]]
                 ) -> list[tuple[tuple[str, dict[str, Any]], ...]]:
    """The steps of each day-in-custody charge on file, ``(fee code, daily price, days)`` in the
    order charged, for another language: the days charged are the stay's first, so a charge
    covers the next days of the stay as the due lines count them now. A charge whose days are
    not all of its fee and price today (a rate changed, a quarantine certified since) has none."""
    days = []  # every day of the stay counted now: (day, fee, price, city, rule)
    for line in due:
        for key, values in line.parts:
            if line.fee_code in PER_DAY_FEES and key in ("days_in_custody", "day_in_custody"):
                days += [(values["first"] + timedelta(days=i), line.fee_code, line.unit_cents, values["city"],
                          line.rule_id) for i in range(values["n"])]
    out, at = [], 0
    for code, price, n in charged:
        taken, at = days[at:at + n], at + n
        if n > 0 and len(taken) == n and all(d[1:3] == (code, price) for d in taken):
            out.append(_custody_days(n, taken[0][0], taken[-1][0], price, code, taken[0][3], taken[0][4])[1])
        else:
            out.append(())
    return out


def further_days(line: BillLine, n: int) -> BillLine:
    """A per-day line for its last ``n`` days only, the days not yet charged (the days charged are
    the stay's first), explained in every language as those days."""
    [(_, values)] = [p for p in line.parts if p[0] in ("days_in_custody", "day_in_custody")]
    explanation, parts = _custody_days(n, values["last"] - timedelta(days=n - 1), values["last"], line.unit_cents,
                                       line.fee_code, values["city"], line.rule_id)
    return BillLine(line.fee_code, f"{line.description} (further {n})", n, line.unit_cents, n * line.unit_cents,
                    line.rule_id, explanation, parts)


def reclaim_bill(profile: Profile, *, impounded_on: date, on: date, species: str, altered: bool | None,
                 ground: str, earlier_custody: Sequence[date] = (), quarantine: str = "",
                 quarantine_until: date | None = None, vet_certified_on: date | None = None,
                 field_return: bool = False, already_cited: str = "") -> tuple[BillLine, ...]:
    """Every line owed for an impound if it is reclaimed on `on` (T-6B, T-7D, W-90.05C).

    A field return (T-6A) never entered the facility: no impound fee or boarding, only
    a penalty the ordinance attaches to being taken into custody. ``already_cited`` names
    a citation that charged the penalty for the same running at large: it is not charged twice.
    """
    if ground == at_large.GROUND and (ask := at_large.altered_question(profile, species=species,
                                                                        altered=altered)):
        raise RuleViolation(ask, field="altered_at_intake")  # asked before the bill is computed
    lines: list[BillLine] = []
    if not field_return:
        fee = profile.fee_explained("impound", impounded_on, rule_id="T-6B")
        lines.append(BillLine("impound", "Impound fee", 1, fee.value, fee.value, "T-6B", fee.text(), fee.parts))
        n = boarding_days(impounded_on, on)
        days = [impounded_on + timedelta(days=i) for i in range(n)]
        ends = _quarantine_ends(quarantine, quarantine_until, vet_certified_on)
        q_days = [d for d in days if ends is None or d < ends]
        b_days = [d for d in days if not (ends is None or d < ends)]
        q_code = "quarantine_per_day" if profile.has_fee("quarantine_per_day") else "boarding_per_day"
        lines.extend(_per_day_lines(profile, q_code, "Quarantine boarding", q_days, "MN-rabies"))
        lines.extend(_per_day_lines(profile, "boarding_per_day", "Boarding", b_days, "T-7D"))
    penalty = (at_large.at_large_penalty(profile, species=species, altered=altered, on=impounded_on,
                                         earlier_custody=earlier_custody)
               if ground == at_large.GROUND else None)
    if penalty is not None and penalty.value > 0 and not already_cited:
        lines.append(BillLine(at_large.fee_code(penalty), at_large.bill_description(profile, penalty),
                              1, penalty.value, penalty.value, at_large.RULE, penalty.text(), penalty.parts))
    return tuple(lines)


# --- T-6B release -------------------------------------------------------------------

def license_needed(profile: Profile, *, species: str, birth_date: date | None, exempt: bool,
                   on: date) -> Explained[bool]:
    """T-6B with T-3A/T-7C: does the animal need a license before release?"""
    label = profile.species_info(species).label.lower()
    if not profile.enforces("licensing") or not profile.species_info(species).licensed:
        return Explained(False, "T-6B", {}, (f"{profile.name} does not license a {label}",))
    if exempt:
        return Explained(False, "T-7C", {}, ("an exemption from licensing is on file",))
    young = under_license_age(profile, birth_date, on)
    if young.value:
        return Explained(False, "T-7C", {}, young.steps + ("so no license is needed yet",))
    return Explained(True, "T-6B", {}, (f"a {label} kept in {profile.name.replace('City of ', '')} "
                                        "must be licensed (T-3A)",))


def permit_needed(profile: Profile, *, species: str) -> Explained[bool]:
    """T-6B with T-4A: livestock and wild animals need an animal permit where the profile has them."""
    info = profile.species_info(species)
    if profile.enforces("animal_permits") and (info.livestock or info.wild):
        kind = "livestock" if info.livestock else "a wild animal"
        return Explained(True, "T-6B", {}, (f"a {info.label.lower()} is {kind} and needs an animal "
                                            "permit (T-4A)",))
    return Explained(False, "T-6B", {}, ("no animal permit is needed",))


@dataclass(frozen=True)
class ReleaseFacts:
    on: date
    status: str = ImpoundStatus.HELD
    owner_known: bool = True
    needs_license: bool = False
    has_license: bool = False
    needs_permit: bool = False
    has_permit: bool = False
    quarantine: str = ""
    quarantine_until: date | None = None
    vet_certified_on: date | None = None
    unpaid_cents: int = 0
    species_label: str = "animal"
    rabies_vaccine: bool = False  # MN-1721.0570: leaves a rabies quarantine only vaccinated
    vaccinated_until: date | None = None
    intake_type: str = ""  # an animal its owner gave up (a surrender) is not reclaimed


def release_blockers(f: ReleaseFacts) -> list[Refusal]:
    """T-6B: every reason the animal cannot go home today (empty when it can)."""
    out: list[Refusal] = []
    if f.status != ImpoundStatus.HELD:
        out.append(Refusal("T-6B", f"the animal is no longer held (it is {ImpoundStatus.words_of(f.status)})"))
        return out
    given_up = reclaim_refusals(f.intake_type)
    if given_up:
        return given_up
    if not f.owner_known:
        out.append(Refusal("T-6B", "no owner is recorded for the animal; record who reclaims it",
                           {"needs": "owner"}))
    if f.needs_license and not f.has_license:
        out.append(Refusal("T-6B", "the animal needs a license before it is released; issue it here",
                           {"needs": "license"}))
    if f.needs_permit and not f.has_permit:
        out.append(Refusal("T-6B", "the animal needs an animal permit before it is released",
                           {"needs": "permit"}))
    out.extend(quarantine_refusals(f.on, f.quarantine, f.quarantine_until, f.vet_certified_on))
    out.extend(vaccination_refusals(f.on, quarantine=f.quarantine, species_label=f.species_label,
                                    rabies_vaccine=f.rabies_vaccine, vaccinated_until=f.vaccinated_until))
    if f.unpaid_cents > 0:
        out.append(Refusal("T-6B", f"{fmt_cents(f.unpaid_cents)} of seizure and impound costs is unpaid",
                           {"needs": "payment", "unpaid_cents": f.unpaid_cents}))
    return out
