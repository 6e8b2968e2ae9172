"""Permits after issue, when the facts change: the holder moves (T-4A), acquires animals the
permit does not cover (T-7A), or the permit passes to a new owner (W-90.10F).

T-4A: "A permit shall expire when the conditions under which it was issued have materially
changed." Whether they have is a fact the officer decides; the rules here say when to ask
(the premises no longer match) and what each answer does. A permit covers "the animal or
animals, as they will be kept": another animal that needs a permit is applied for within the
T-7A days like any other. W-90.10F transfers a permit to a new owner "upon payment of a $10
transfer fee ... and compliance of all rules and regulations": the new owner is checked as a
new applicant would be.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date

from .errors import Refusal
from .explain import fmt_short
from .permits import InspectionFact, cruelty_refusals, is_commercial, operating_bar, reapply_from
from .persons import ConvictionFact
from .profiles import Profile

# The officer's decisions on a flagged change (T-4A), each with what it does.
DECISIONS = (
    ("stands", "The permit stands: the conditions it was issued under have not materially changed"),
    ("new_premises", "The permit goes on at the new premises, recorded on it"),
    ("expired", "The permit expired when the conditions materially changed (T-4A)"),
)


def expires_on_change(profile: Profile, permit_type: str) -> bool:
    """Does this permit expire when its conditions materially change? T-4A's animal permit does;
    Chapter 90 sets no such expiry for its commercial and breeder permits."""
    return profile.enforces("animal_permits") and not is_commercial(profile, permit_type)


def _norm(text: str) -> str:
    words = (text or "").replace(".", " ").casefold().split()
    return " ".join(words)  # pragma: no mutate (only compared with another _norm: any separator compares alike)


def same_premises(premises: str, line1: str, city: str) -> bool:
    """Is an address (street line and city) the premises a permit names? The premises are the
    one-line address the application recorded ("12 Elm St, Tracy, MN 56175") or as typed: the
    street line must match, case and spacing aside, and the city too where the premises name one."""
    parts = [p for p in premises.split(",") if p.strip()] if premises else []
    if not parts or _norm(parts[0]) != _norm(line1):
        return False
    return len(parts) == 1 or _norm(city) in {_norm(p) for p in parts[1:]}


def move_note(premises: str, new_address: str, moved_on: date) -> str:
    """What changed, in words, for the permit's flag and its audit entry."""
    return (f"the holder's address changed on {fmt_short(moved_on)}: the permit was issued for the premises "
            f"{premises or '(none recorded)'}; the address on record from that day is {new_address}")


# --- T-7A: what a holder's permits cover -----------------------------------------------------------

@dataclass(frozen=True)
class Coverage:
    """What an owner's animal permits in force cover (T-4A: "the animal or animals, as they will
    be kept"): the recorded animals named on them, the species named without a record (how many
    of each), and the number of animals they were issued for keeping."""

    numbers: tuple[str, ...] = ()
    animal_ids: frozenset[int] = frozenset()
    species: Mapping[str, int] = field(default_factory=dict)
    count: int = 0

    def words(self) -> str:
        return f"permit {self.numbers[0]}" if len(self.numbers) == 1 else "permits " + ", ".join(self.numbers)


def uncovered(coverage: Coverage | None, species: str, animals: Sequence[tuple[int, date]]) -> list[tuple[int, date]]:
    """Of an owner's animals of one species needing a permit (id, acquired on), those no permit in
    force covers, earliest first: not named on a permit, and beyond the number of that species a
    permit names without a record (the earliest acquired are taken to be the ones it names)."""
    ordered = sorted(animals, key=lambda a: (a[1], a[0]))
    if coverage is None:
        return ordered
    left = [a for a in ordered if a[0] not in coverage.animal_ids]
    return left[coverage.species.get(species, 0):]  # pragma: no mutate (a default of None slices as 0 does)


def count_needing_permit(coverage: Coverage | None, limit: int, kept: int) -> int:
    """T-4A2 for a holder: the animal (1st, 2nd ...) whose keeping needs a permit not held: the
    limit's animal with no permit; the one past the permits' number for a holder (0: none)."""
    permitted = coverage.count if coverage is not None else 0
    nth = max(limit, permitted + 1)
    return nth if kept >= nth else 0


# --- W-90.10F: the new owner checked as a new applicant ----------------------------------------------

def _inspection_refusals(profile: Profile, issued_on: date, on: date,
                         inspections: Sequence[InspectionFact]) -> list[Refusal]:
    """W-90.10H1-2 for a new owner: the facility inspected on the permit since it was issued, the
    latest visit by the transfer day passed (as an applicant's facility is before a permit issues)."""
    since = [i for i in inspections if issued_on <= i.inspected_on <= on]
    if not since:
        return [Refusal("W-90.10H1", f"the facility has not been inspected since the permit was issued on "
                        f"{fmt_short(issued_on)}; a new owner takes the permit after a passed inspection",
                        {"issued_on": issued_on})]
    latest = since[-1]  # the list is in the order recorded
    if latest.result == "refused":
        return [Refusal("W-90.10H2", f"inspection was refused on {fmt_short(latest.inspected_on)}",
                        {"inspected_on": latest.inspected_on})]
    if latest.result != "passed":
        texts = {i.rule_id: i.text for i in profile.items("inspection_items")}
        failed = "; ".join(texts.get(r, r) for r in latest.failed_items)
        return [Refusal("W-90.10H1", f"the inspection on {fmt_short(latest.inspected_on)} did not pass"
                        + (f": not met: {failed}" if failed else ""),
                        {"inspected_on": latest.inspected_on, "failed": list(latest.failed_items)})]
    return []


def transfer_refusals(profile: Profile, *, new_owner: bool, on: date, issued_on: date,
                      inspections: Sequence[InspectionFact] = (),
                      cruelty_convictions: Sequence[date | ConvictionFact] = (),
                      last_denial_on: date | None = None,
                      operation_began_on: Sequence[date] = ()) -> list[Refusal]:
    """W-90.10F: every reason the permit may not pass on `on`. The holder on a change of
    classification, and a new owner, is not one the permit may be issued to (W-90.10H6); a new
    owner is checked further as an applicant: not denied within the reapplication bar (H7), not
    barred for operating without a permit (G), the facility inspected and passed (H1, H2)."""
    out = cruelty_refusals(profile, cruelty_convictions, "the new owner" if new_owner else "the holder")
    if not new_owner:
        return out
    if last_denial_on is not None:
        bar = reapply_from(profile, "commercial", last_denial_on)
        if bar is not None and on < bar.value:
            out.append(Refusal("W-90.10H7", f"the new owner was denied a permit on {fmt_short(last_denial_on)} "
                               f"and may not apply again before {fmt_short(bar.value)}",
                               {"lifts_on": bar.value}))
    for began in sorted(set(operation_began_on)):
        bar = operating_bar(profile, began)
        if on < bar.value:
            out.append(Refusal("W-90.10G", f"the new owner operated without a permit from {fmt_short(began)}; "
                               f"no permit may be issued to them before {fmt_short(bar.value)}",
                               {"lifts_on": bar.value, "began_on": began}))
            break
    return out + _inspection_refusals(profile, issued_on, on, inspections)
