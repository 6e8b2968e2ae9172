"""W-90.05C: the administrative penalty for an unaltered dog or cat taken into custody for
running at large. The one place the ladder is computed; the reclaim bill and the
administrative citation both ask it.

The ordinance: "When a dog or cat, which has not been spayed or neutered, is taken into
custody or impounded for running at large ... a second time within a 12-month period ...
a third time". So the ladder counts **custody events** of that animal for running at large:
impounds, and an officer's field return (T-6A: taken into custody, then delivered to the
owner). A citation written without custody is no such event: it neither counts nor pays a
step. The step is this custody event and the same animal's earlier at-large custody events
in the rolling 12 months ending on its day (1st, 2nd, 3rd; a 4th or later pays the top step,
amounts ``at_large.1``, ``at_large.2``... from the profile). The penalty needs the animal to
be one "which has not been spayed or neutered": an altered animal pays none, and where the
status is not recorded the bill asks it before it is computed (``altered_question``). What a 4th
or later custody pays the ordinance does not say: the profile's reading (``after_top``).
"""
from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from typing import Any

from .deadlines import in_rolling_12_months, one_year_earlier
from .errors import Refusal
from .explain import Explained, fmt_short
from .money import fmt_cents
from .profile_readings import Reading
from .profiles import Profile

RULE = "W-90.05C"
GROUND = "at_large"  # the seizure ground, violation kind and nuisance kind "running at large"
SPECIES = ("dog", "cat")  # "a dog or cat"


def ladder_steps(profile: Profile) -> int:
    """How many steps the profile's ladder has (0: none)."""
    n = 0
    while profile.has_fee(f"at_large.{n + 1}"):
        n += 1
    return n


def ladder_in_force(profile: Profile, species: str | None) -> bool:
    """Does the profile have the ladder at all for an animal of this species?"""
    return profile.enforces("at_large_penalty") and species in SPECIES and ladder_steps(profile) > 0


def altered_question(profile: Profile, *, species: str | None, altered: bool | None) -> Refusal | None:
    """The question a bill asks before it is computed: the ladder applies only to an animal "which
    has not been spayed or neutered", so where that is not recorded it is asked, not guessed."""
    if altered is not None or species is None or not ladder_in_force(profile, species):
        return None
    label = profile.species_info(species).label.lower()
    return Refusal(RULE, f"record whether the {label} is spayed or neutered: the at-large penalty "
                   "depends on it, and the bill is computed once it is recorded", {"ask": "altered"})


def after_top(profile: Profile) -> Reading:
    """What a custody past the ladder's top step pays: the profile's reading (W-90.05C names three)."""
    return profile.readings.reading("at_large_after_third")


def ordinal(n: int) -> str:
    suffix = "th" if n % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def at_large_penalty(profile: Profile, *, species: str | None, altered: bool | None, on: date,
                     earlier_custody: Iterable[date]) -> Explained[int] | None:
    """W-90.05C: the penalty for taking this animal into custody for running at large on `on`.

    `earlier_custody` are the days of the same animal's other at-large custody events that came
    before this one (a second custody on the same day counts too). None where the ladder is not
    in force for this animal (the profile has none, or it is not a dog or cat); an amount of 0,
    with the reason, for an altered animal or one whose status is not recorded.
    """
    if species is None or not ladder_in_force(profile, species):
        return None
    label = profile.species_info(species).label.lower()
    if altered is None:
        return Explained(0, RULE, {"altered": None}, (
            f"whether the {label} is spayed or neutered is not recorded, so the at-large penalty is not "
            "applied; record it to apply the penalty",), (("at_large_unrecorded", {"species": label}),))
    if altered:
        return Explained(0, RULE, {"altered": True},
                         (f"the {label} is spayed or neutered, so no at-large penalty is due",),
                         (("at_large_altered", {"species": label}),))
    earlier = sorted(e for e in earlier_custody if e <= on and in_rolling_12_months(e, on))
    count = len(earlier) + 1
    top = ladder_steps(profile)
    step = min(count, top)
    reading = after_top(profile)
    fee = 0 if count > top and reading.value == "no_penalty" else profile.fee(f"at_large.{step}", on)
    steps = [f"the {label} is not spayed or neutered and was taken into custody for running at large "
             f"on {fmt_short(on)}",
             f"its at-large custody events after {fmt_short(one_year_earlier(on))} up to {fmt_short(on)}: "
             + (", ".join(fmt_short(e) for e in earlier) + " and this one" if earlier else "this one only"),
             f"this is number {count} within 12 months"]
    # the same steps as phrase keys, for a citation in another language (``documents.language.counting``)
    parts: list[tuple[str, dict[str, Any]]] = [("at_large_custody", {"species": label, "on": on}),
                   ("at_large_events", {"since": one_year_earlier(on), "on": on, "dates": tuple(earlier)}) if earlier
                   else ("at_large_events_none", {"since": one_year_earlier(on), "on": on}),
                   ("at_large_count", {"count": count})]
    if count > top:
        steps.append(f"the ordinance names {top} steps; for a {ordinal(count)}: {reading.sentence()}")
        parts.append(("at_large_beyond", {"top": top, "count": count, "reading": reading.sentence()}))
    if fee or count <= top:
        steps.append(f"the {ordinal(step)} step in force on {fmt_short(on)} is {fmt_cents(fee)}")
        parts.append(("at_large_step", {"step": step, "on": on, "amount": fmt_cents(fee)}))
    return Explained(fee, RULE, {"on": on, "count": count, "step": step, "earlier": tuple(earlier)},
                     tuple(steps), tuple(parts))


def bill_description(profile: Profile, penalty: Explained[int]) -> str:
    """The words of the penalty's line on a bill: which step, and the section it acts under."""
    return (f"At-large penalty, {ordinal(penalty.inputs['count'])} within 12 months "
            f"({profile.citations.get('at_large_penalty', RULE)})")


def fee_code(penalty: Explained[int]) -> str:
    return f"at_large.{penalty.inputs['step']}"
