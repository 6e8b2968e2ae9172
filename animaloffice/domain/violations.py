"""Violations and administrative citations: T-8A, T-2C, W-90.05C, W-90.10H3.

- A violation is one of the profile's ``violation_kinds`` (T-8A for Tracy,
  the chapter 90 kinds for Worthington); a nuisance names one of the
  profile's ``nuisance_kinds`` (T-2C).
- The citation amount is the profile's ``citation`` fee, except where the
  W-90.05C ladder applies: an unaltered dog or cat running at large, in a
  jurisdiction whose profile enforces ``at_large_penalty``. Then this event
  and the same animal's earlier at-large events in the rolling 12 months
  ending on its date are counted, and the count picks the step
  ``at_large.1``, ``at_large.2``, ``at_large.3`` (a 4th or later pays the top
  step). Events on the same day are one event (an impound and the violation
  written for it are the same running at large).
- W-90.10H3: an owner with ``review_violation_count`` (3) or more violations
  in any 12 months has every license and permit reviewed. A profile whose
  count is 0 has no such rule. This module is where that rule lives; the
  review list query and the Permits screens call it.
"""
from __future__ import annotations

from datetime import date
from typing import Iterable, Sequence

from .deadlines import in_rolling_12_months, one_year_earlier
from .errors import Refusal
from .explain import Explained, fmt_date, fmt_short
from .money import fmt_cents
from .profiles import Profile

AT_LARGE = "at_large"
# W-90.05C speaks of "an unspayed or unneutered dog or cat" in its own words.
LADDER_SPECIES = ("dog", "cat")
STATUSES = ("open", "paid", "dismissed", "contested")
COUNTED_STATUSES = ("open", "paid", "contested")  # a dismissed violation does not count


def kind_refusals(profile: Profile, kind: str, nuisance_kind: str = "") -> list[Refusal]:
    """Why this kind (and nuisance kind) is not one the profile knows (empty when fine)."""
    out = []
    item = profile.item("violation_kinds", kind)
    if item is None:
        known = ", ".join(i.code for i in profile.items("violation_kinds"))
        out.append(Refusal("T-8A", f"{kind!r} is not a violation kind in the {profile.name} profile "
                           f"(known: {known})", {"kind": kind}))
    if nuisance_kind:
        if profile.item("nuisance_kinds", nuisance_kind) is None:
            known = ", ".join(i.code for i in profile.items("nuisance_kinds"))
            out.append(Refusal("T-2C", f"{nuisance_kind!r} is not a nuisance kind in the "
                               f"{profile.name} profile (known: {known})", {"nuisance_kind": nuisance_kind}))
    elif kind == "nuisance" and profile.items("nuisance_kinds"):
        out.append(Refusal("T-2C", "a nuisance violation names the kind of nuisance", {"kind": kind}))
    return out


def rule_for(profile: Profile, kind: str, nuisance_kind: str = "") -> str:
    """The rule id a violation acts under (the nuisance's when it is one)."""
    if nuisance_kind:
        item = profile.item("nuisance_kinds", nuisance_kind)
        if item is not None and item.rule_id and kind == "nuisance":
            return item.rule_id
    item = profile.item("violation_kinds", kind)
    return item.rule_id if item is not None and item.rule_id else "T-8A"


def describe(profile: Profile, kind: str, nuisance_kind: str = "") -> str:
    item = profile.item("violation_kinds", kind)
    text = item.text if item else kind.replace("_", " ")
    if nuisance_kind:
        n = profile.item("nuisance_kinds", nuisance_kind)
        ntext = n.text if n else nuisance_kind.replace("_", " ")
        if ntext.lower() != text.lower():
            text = f"{text}: {ntext[:1].lower()}{ntext[1:]}"
    return text


def is_at_large(kind: str, nuisance_kind: str = "") -> bool:
    return kind == AT_LARGE or nuisance_kind == AT_LARGE


def ladder_steps(profile: Profile) -> int:
    """How many steps the profile's at-large ladder has (0: none)."""
    n = 0
    while profile.has_fee(f"at_large.{n + 1}"):
        n += 1
    return n


def ladder_applies(profile: Profile, *, at_large: bool, species: str | None,
                   altered: bool | None) -> bool:
    return (profile.enforces("at_large_penalty") and at_large and species in LADDER_SPECIES
            and altered is False and ladder_steps(profile) > 0)


def events_in_window(events: Iterable[date], on: date) -> list[date]:
    """Distinct event days in the rolling 12 months ending on `on`, `on` itself included."""
    days = {e for e in events if in_rolling_12_months(e, on)}
    days.add(on)
    return sorted(days)


def at_large_penalty(profile: Profile, *, on: date, earlier: Iterable[date]) -> Explained[int]:
    """W-90.05C: the ladder step for an at-large event on `on` of an unaltered dog or cat.

    `earlier` are the days of the same animal's other at-large events (violations
    and impounds); those in the 12 months ending on `on` count with this one.
    """
    days = events_in_window(earlier, on)
    count = len(days)
    steps_available = ladder_steps(profile)
    step = min(count, steps_available)
    fee = profile.fee_explained(f"at_large.{step}", on, rule_id="W-90.05C")
    before = [d for d in days if d != on]
    window = (f"in the 12 months from {fmt_short(one_year_earlier(on))} (not counted) to "
              f"{fmt_short(on)}")
    steps = [f"the animal is an unaltered dog or cat found running at large on {fmt_date(on)}"]
    if before:
        steps.append(f"{window} it was at large on " + ", ".join(fmt_short(d) for d in before)
                     + f" as well, so this is number {count}")
    else:
        steps.append(f"{window} it has no other at-large event on record, so this is the first")
    if count > steps_available:
        steps.append(f"the ladder has {steps_available} steps; a {_nth(count)} or later event pays "
                     f"the top step")
    steps.extend(fee.steps)
    return Explained(fee.value, "W-90.05C", {"on": on, "count": count, "step": step,
                                             "earlier": tuple(before)}, tuple(steps))


def citation_amount(profile: Profile, *, on: date, kind: str, nuisance_kind: str = "",
                    species: str | None = None, altered: bool | None = None,
                    earlier_at_large: Iterable[date] = ()) -> Explained[int]:
    """The amount of an administrative citation for a violation on `on`.

    The W-90.05C ladder where it applies; otherwise the profile's ``citation`` fee.
    """
    at_large = is_at_large(kind, nuisance_kind)
    if ladder_applies(profile, at_large=at_large, species=species, altered=altered):
        return at_large_penalty(profile, on=on, earlier=earlier_at_large)
    fee = profile.fee_explained("citation", on, rule_id=rule_for(profile, kind, nuisance_kind))
    why = []
    if at_large and profile.enforces("at_large_penalty") and ladder_steps(profile):
        if species is None:
            why.append("no animal is named on the violation, so the W-90.05C ladder cannot be applied")
        elif species not in LADDER_SPECIES:
            why.append(f"the W-90.05C ladder is for dogs and cats; this animal is a {species}")
        elif altered is None:
            why.append("the animal's spayed/neutered status is not recorded, so the W-90.05C ladder "
                       "is not applied")
        elif altered:
            why.append("the animal is spayed or neutered, so the W-90.05C ladder does not apply")
    steps = tuple(why) + ("the administrative citation fee applies",) + fee.steps
    return Explained(fee.value, fee.rule_id, {"on": on, "kind": kind}, steps)


# --- W-90.10H3 automatic review ------------------------------------------------------

def review_threshold(profile: Profile, on: date) -> int:
    """Violations in 12 months that put an owner on the review list (0: no such rule)."""
    return profile.period("review_violation_count", on)


def review_reached_on(days: Sequence[date], threshold: int, up_to: date | None = None) -> date | None:
    """The first day on which `threshold` violations fell within a rolling 12 months."""
    if threshold <= 0:
        return None
    ordered = sorted(d for d in days if up_to is None or d <= up_to)
    for i, day in enumerate(ordered):
        if sum(1 for d in ordered[: i + 1] if in_rolling_12_months(d, day)) >= threshold:
            return day
    return None


def review_due(profile: Profile, days: Sequence[date], on: date) -> Explained[bool]:
    """W-90.10H3: are there `threshold` or more violations in the 12 months ending on `on`?"""
    threshold = review_threshold(profile, on)
    if threshold <= 0:
        return Explained(False, "W-90.10H3", {"on": on}, (
            f"the {profile.name} profile has no automatic review after repeated violations",))
    inside = sorted(d for d in days if in_rolling_12_months(d, on))
    due = len(inside) >= threshold
    steps = (f"in the 12 months ending {fmt_short(on)} the owner has {len(inside)} violation"
             f"{'s' if len(inside) != 1 else ''} on record"
             + (": " + ", ".join(fmt_short(d) for d in inside) if inside else ""),
             f"{threshold} or more put every license and permit of the owner up for review"
             + ("; the review is due" if due else "; no review is due"))
    return Explained(due, "W-90.10H3", {"on": on, "count": len(inside), "threshold": threshold}, steps)


def fmt_amount(amount: Explained[int]) -> str:
    return f"{fmt_cents(amount.value)} ({amount.text()})"


def _nth(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
