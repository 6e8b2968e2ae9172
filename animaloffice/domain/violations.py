"""Violations and administrative citations: T-8A, T-2C, W-90.05C, W-90.10H3.

- A violation is one of the profile's ``violation_kinds`` (T-8A for Tracy,
  the chapter 90 kinds for Worthington); a nuisance names one of the
  profile's ``nuisance_kinds`` (T-2C).
- A citation carries an administrative penalty only where the ordinance gives one: the
  W-90.05C penalty (an unaltered dog or cat taken into custody for running at large that
  day; the ladder itself is in ``at_large``, shared with the reclaim bill, and counts custody
  events, not citations), or a schedule the city adopted (``penalty_terms``). Otherwise a
  citation is referred for prosecution or refused, as the profile says (T-8A: Tracy's
  violations are misdemeanors).
- W-90.10H3: an owner with ``review_violation_count`` (3) or more violations
  in any 12 months has every license and permit reviewed. A profile whose
  count is 0 has no such rule. This module is where that rule lives; the
  review list query and the Permits screens call it.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import date
from typing import Any

from . import at_large
from .deadlines import count_in_rolling_12_months, in_rolling_12_months
from .errors import Refusal
from .explain import Explained, fmt_short
from .profiles import Profile
from .statuses import ViolationStatus

AT_LARGE = at_large.GROUND
STATUSES = tuple(s.value for s in ViolationStatus)  # referred: for prosecution (T-8A)
COUNTED_STATUSES = (ViolationStatus.OPEN, ViolationStatus.PAID, ViolationStatus.CONTESTED,
                    ViolationStatus.REFERRED)  # a dismissed violation does not count


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


def citation_amount(profile: Profile, *, on: date, kind: str, nuisance_kind: str = "",
                    species: str | None = None, altered: bool | None = None, custody: bool = False,
                    earlier_custody: Iterable[date] = ()) -> Explained[int]:
    """The administrative penalty a citation for a violation on `on` carries, if any.

    The W-90.05C penalty (``at_large``) where the animal was taken into custody for running at
    large that day (`custody`; `earlier_custody` are its earlier at-large custody days) and the
    penalty is due; else the amount of an administrative-penalty schedule the city adopted
    (``profile.penalty``, naming its ordinance or resolution). Otherwise no penalty: the value is
    0 with ``inputs["penalty"]`` False and the steps saying why (T-8A: a misdemeanor to refer for
    prosecution, or a case the ordinance's penalty does not cover).
    """
    is_running_at_large = is_at_large(kind, nuisance_kind)
    penalty = at_large.at_large_penalty(profile, species=species, altered=altered, on=on,
                                        earlier_custody=earlier_custody) if is_running_at_large else None
    if custody and penalty is not None and penalty.value > 0:
        return penalty
    rule = rule_for(profile, kind, nuisance_kind)
    why: list[str] = []
    parts: list[tuple[str, dict[str, Any]]] = []  # the same as phrase keys, for a citation in another language
    if is_running_at_large and profile.enforces("at_large_penalty") and at_large.ladder_steps(profile):
        if species is None:
            why.append("no animal is named on the violation, so the W-90.05C penalty cannot be applied")
            parts.append(("penalty_no_animal", {}))
        elif penalty is None:
            why.append(f"the W-90.05C penalty is for dogs and cats; this animal is a {species}")
            parts.append(("penalty_dogs_cats", {"species": profile.species_info(species).label}))
        elif penalty.value == 0:
            why.extend(penalty.steps)  # spayed or neutered, or not recorded
            parts.extend(penalty.parts)
        else:
            why.append("the animal was not taken into custody or impounded for running at large that "
                       "day, so the W-90.05C penalty does not apply")
            parts.append(("penalty_no_custody", {}))
    terms = profile.penalty
    if terms.schedule:
        fee = profile.fee_explained("citation", on, rule_id=rule, label="administrative penalty")
        steps = tuple(why) + (f"the administrative-penalty schedule adopted by {terms.adopted_text()} "
                              "applies",) + fee.steps
        parts += [("penalty_schedule", {"by": terms.adopted_by, "on": terms.adopted_on}), *fee.parts]
        return Explained(fee.value, fee.rule_id, {"on": on, "kind": kind, "penalty": True}, steps,
                         tuple(parts) if terms.adopted_on else ())
    if terms.otherwise == "prosecution":
        why.append(f"the {profile.name} ordinance makes this violation a misdemeanor and sets no "
                   "administrative penalty: a citation is referred for prosecution, and the office "
                   "collects no fine")
        parts.append(("penalty_prosecution", {"city": profile.name}))
    else:
        beyond = bool(at_large.ladder_steps(profile))
        why.append(f"the {profile.name} ordinance sets no administrative penalty for this violation"
                   + (" beyond the at-large penalty" if beyond else ""))
        parts.append(("penalty_none_beyond" if beyond else "penalty_none", {"city": profile.name}))
    return Explained(0, rule, {"on": on, "kind": kind, "penalty": False}, tuple(why), tuple(parts))


def carries_penalty(amount: Explained[int]) -> bool:
    """Whether a citation amount is an administrative penalty the office collects."""
    return amount.inputs.get("penalty") is not False and amount.value > 0


# --- W-90.10H3 automatic review ------------------------------------------------------

def review_threshold(profile: Profile, on: date) -> int:
    """Violations in 12 months that put an owner on the review list (0: no such rule)."""
    return profile.period("review_violation_count", on)


def review_reached_on(days: Sequence[date], threshold: int, up_to: date | None = None) -> date | None:
    """The first day on which `threshold` violations fell within a rolling 12 months."""
    if threshold <= 0:
        return None
    ordered = sorted(d for d in days if up_to is None or d <= up_to)
    for day in ordered:
        if count_in_rolling_12_months(ordered, day) >= threshold:  # the window ends on `day`
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
