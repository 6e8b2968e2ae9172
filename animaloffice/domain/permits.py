"""Animal permits (Tracy T-4A-C, T-7A) and commercial and breeder permits
(Worthington W-90.01, W-90.10, W-90.11): the rules, without the database.

Which rules apply comes from the profile's switches: ``animal_permits`` turns
on Tracy's Subd. 4 (livestock, wild animals, 4 or more animals; the T-4B
prohibitions), ``commercial_permits`` turns on Worthington's 90.10 (breeder,
commercial establishment and shelter permits, inspection, the bars). Every
period, fee and species flag comes from the profile.

Each rule returns an ``Explained`` value or a list of ``Refusal``s so the
window, the letter and the hearing record can say why.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date

from .deadlines import add_business_days, deadline_to_act
from .errors import Refusal
from .explain import Explained, fmt_short
from .money import fmt_cents
from .open_readings import bar_lift, breeder_window_words, in_breeder_window
from .persons import ConvictionFact, as_facts, counted_convictions
from .profiles import Profile
from .state_law import state_law_refusals
from .statuses import PermitStatus

ANIMAL = "animal"  # Tracy's one animal permit (T-4A)
BREEDER_HOBBYIST = "breeder_hobbyist"
BREEDER_PROFESSIONAL = "breeder_professional"
COMMERCIAL = "commercial"
SHELTER = "shelter"
COMMERCIAL_TYPES = (BREEDER_HOBBYIST, BREEDER_PROFESSIONAL, COMMERCIAL, SHELTER)  # W-90.10A-E
BREEDER_TYPES = (BREEDER_HOBBYIST, BREEDER_PROFESSIONAL)

# The T-4A factors the City Administrator weighs; each gets a note on the application.
FACTORS = (
    ("inoculation", "Whether any inoculation is appropriate"),
    ("propensities", "Past propensities of the animal or species"),
    ("confinement", "The owner's ability to confine each animal"),
    ("facilities", "Size, location and type of facilities or equipment"),
    ("trustworthiness", "Trustworthiness of the owner"),
    ("escape_harm", "Possible harm to the public or property if an animal escapes"),
)

# Grounds for revoking a permit, by the switch that enacts them (T-4C; W-90.10H1, H2, H4).
REVOCATION_GROUNDS = {
    "animal_permits": (
        ("condition_violated", "T-4C", "a condition of the permit was violated"),
        ("nuisance", "T-4C", "an animal under the permit committed or became an animal nuisance"),
        ("misrepresentation", "T-4C", "the application contained a material misrepresentation"),
    ),
    "commercial_permits": (
        ("noncompliance", "W-90.10H1", "the permit holder refused or failed to comply with Chapter 90, "
                                       "its regulations or a law governing the keeping of animals"),
        ("conviction", "W-90.10H1", "the permit holder was convicted of a violation of Chapter 90 or of a "
                                    "law governing the protection and keeping of animals"),
        ("refused_inspection", "W-90.10H2", "the permit holder refused inspection of the animals "
                                            "or premises"),
        ("falsified", "W-90.10H4", "information on the application was withheld or falsified"),
    ),
}

@dataclass(frozen=True)
class KeptAnimal:
    """An animal kept (or to be kept) at the premises, as the rules see it."""

    species: str
    weight_lb: int | None = None
    name: str = ""


@dataclass(frozen=True)
class InspectionFact:
    inspected_on: date
    result: str  # passed | failed | refused
    failed_items: tuple[str, ...] = ()


def is_commercial(profile: Profile, permit_type: str) -> bool:
    """Is this a W-90.10 permit (breeder, commercial establishment, shelter) in this profile?"""
    return profile.enforces("commercial_permits") and permit_type in COMMERCIAL_TYPES


def permit_types(profile: Profile) -> tuple[str, ...]:
    return tuple(i.code for i in profile.items("permit_types"))


# --- which permit is needed -----------------------------------------------------------

def breeder_class(profile: Profile, litter_dates: Iterable[date], on: date, *,
                  for_profit: bool = False) -> Explained[str]:
    """W-90.01: professional if breeding for profit or more than N litters (any species) in
    any 12 months; otherwise nonprofessional (hobbyist). Counted over a rolling 12 months."""
    dates = sorted(litter_dates)
    limit = profile.period("breeder_professional_litters", on)
    n = sum(1 for d in dates if in_breeder_window(profile, d, on))
    steps = [f"{n} litter{'s' if n != 1 else ''} recorded {breeder_window_words(profile, on)}"]
    if for_profit:
        value = BREEDER_PROFESSIONAL
        steps.append("the applicant breeds for profit, so the breeder is professional")
    elif n > limit:
        value = BREEDER_PROFESSIONAL
        steps.append(f"more than {limit} litters in 12 months makes a professional breeder")
    else:
        value = BREEDER_HOBBYIST
        steps.append(f"{limit} litters or fewer, bred as a hobby: a nonprofessional (hobbyist) breeder")
    return Explained(value, "W-90.01", {"litters": n, "limit": limit, "for_profit": for_profit,
                                        "on": on}, tuple(steps))


def reclassification_due(profile: Profile, permit_type: str, litter_dates: Iterable[date],
                         on: date) -> Explained[bool]:
    """W-90.01: a hobbyist permit holder whose litters in 12 months pass the limit is flagged."""
    now = breeder_class(profile, litter_dates, on)
    due = permit_type == BREEDER_HOBBYIST and now.value == BREEDER_PROFESSIONAL
    steps = now.steps + (("the permit is a hobbyist permit, so it is flagged for reclassification "
                          "as professional (transfer of classification, W-90.10F)",) if due else ())
    return Explained(due, "W-90.01", {**now.inputs, "permit_type": permit_type}, steps)


def litter_over_limit(profile: Profile, litter_dates: Iterable[date], on: date) -> date | None:
    """The litter that took the count in the 12 months up to `on` past the limit (the 3rd of 3)."""
    window = sorted(d for d in litter_dates if in_breeder_window(profile, d, on))
    limit = profile.period("breeder_professional_litters", on)
    return window[limit] if len(window) > limit else None


def permit_requirements(profile: Profile, *, animals: Sequence[KeptAnimal], on: date,
                        establishment: str = "",  # pragma: no mutate (only the two kinds are read)
                        litter_dates: Iterable[date] = (),
                        for_profit: bool = False) -> list[Explained[str]]:
    """Why a permit is needed for what is kept at an address (empty: none is needed).

    Each value is the permit type; T-4A1 livestock or wild animal, T-4A2 four or more
    animals; W-90.10A a commercial establishment or shelter; W-90.01 breeder class.
    """
    out: list[Explained[str]] = []
    if profile.enforces("animal_permits"):
        for a in animals:
            info = profile.species_info(a.species)
            kind = "livestock" if info.livestock else "a wild animal" if info.wild else ""
            if kind:
                what = f"{a.name} ({info.label.lower()})" if a.name else f"a {info.label.lower()}"
                out.append(Explained(ANIMAL, "T-4A1", {"species": a.species},
                                     (f"{what} is {kind}", "any livestock or wild animal kept in the "
                                      "city needs an animal permit")))
        limit = profile.period("animals_requiring_permit", on)
        if limit and len(animals) >= limit:
            out.append(Explained(ANIMAL, "T-4A2", {"count": len(animals), "limit": limit},
                                 (f"{len(animals)} animals are kept at the address",
                                  f"keeping {limit} or more animals needs an animal permit")))
    if profile.enforces("commercial_permits"):
        if establishment in (COMMERCIAL, SHELTER):
            label = "a commercial animal establishment" if establishment == COMMERCIAL else "an animal shelter"
            out.append(Explained(establishment, "W-90.10A", {"establishment": establishment},
                                 (f"the premises are operated as {label}",
                                  f"operating {label} needs a permit")))
        dates = list(litter_dates)
        if for_profit or any(in_breeder_window(profile, d, on) for d in dates):
            out.append(breeder_class(profile, dates, on, for_profit=for_profit))
    return out


def application_deadline(profile: Profile, acquired_on: date) -> Explained[date]:
    """T-7A: apply within N business days of acquiring the animal (or beginning to keep it)."""
    days = profile.period("permit_application_business_days", acquired_on)
    return add_business_days(acquired_on, days, profile.calendar, rule_id="T-7A",
                             what="the last day to apply for the permit",
                             start_label="the day the animal was acquired or first kept in the city")


# --- refusals -------------------------------------------------------------------------

def species_refusals(profile: Profile, animals: Sequence[KeptAnimal], *, on: date, other_permit_needed: str = "",
                     other_permit_held: bool = True) -> list[Refusal]:
    """T-4B1-4: the animals for which no permit may be issued on `on` (the primate weight limit
    is the one in force that day); first, in every profile, the animals state law forbids
    (Minn. Stat. 346.155: primates of any weight, big cats, bears, non-native venomous reptiles)."""
    out: list[Refusal] = []
    tracy_rules = profile.enforces("animal_permits")
    if tracy_rules and other_permit_needed and not other_permit_held:
        out.append(Refusal("T-4B1", f"a permit from another authority is required ({other_permit_needed}) "
                           "and the owner does not hold it", {"other_permit": other_permit_needed}))
    seen: set[tuple[str, str]] = set()
    for a in animals:
        info = profile.species_info(a.species)
        label = info.label.lower()
        found = state_law_refusals(profile, [a])
        if info.prohibited:
            found.append(Refusal(info.prohibited, f"no permit may be issued for {info.prohibited_reason or label}",
                                 {"species": a.species}))
        if tracy_rules and info.venomous:
            found.append(Refusal("T-4B2", f"the bite or sting of a {label} is poisonous and may cause illness "
                                 "or death in humans", {"species": a.species}))
        if tracy_rules and info.primate:
            limit = profile.period("primate_max_lb", on)
            if a.weight_lb is None:
                found.append(Refusal("T-4B3", f"the primate's weight is not recorded; no permit may be issued "
                                     f"for a primate over {limit} lb", {"species": a.species, "limit": limit}))
            elif a.weight_lb > limit:
                found.append(Refusal("T-4B3", f"a primate of {a.weight_lb} lb is over the {limit} lb limit",
                                     {"species": a.species, "weight_lb": a.weight_lb, "limit": limit}))
        if tracy_rules and info.livestock:
            found.append(Refusal("T-4B4", f"no permit may be issued for livestock ({label}); livestock is "
                                 "prohibited in the city limits", {"species": a.species}))
        for r in found:
            key = (r.rule_id, r.reason)
            if key not in seen:
                seen.add(key)
                out.append(r)
    return out


def operating_bar(profile: Profile, operation_began_on: date) -> Explained[date]:
    """W-90.10G: no permit for 12 months from when the application should have been made
    (the day the facility opened without one)."""
    months = profile.period("operating_bar_months", operation_began_on)
    return bar_lift(profile, operation_began_on, months=months, rule_id="W-90.10G",
                     what="the bar on issuing a permit",
                     start_label="the facility began operating without a permit")


def approval_refusals(profile: Profile, *, permit_type: str, animals: Sequence[KeptAnimal], on: date,
                      other_permit_needed: str = "", other_permit_held: bool = True,
                      inspections: Sequence[InspectionFact] = (),
                      cruelty_convictions: Sequence[date | ConvictionFact] = (),
                      falsified: bool = False, operation_began_on: date | None = None,
                      litter_dates: Sequence[date] = (), for_profit: bool = False) -> list[Refusal]:
    """Every reason the ordinance forbids approving this application on `on` (empty: it may)."""
    out = species_refusals(profile, animals, on=on, other_permit_needed=other_permit_needed,
                           other_permit_held=other_permit_held)
    if not is_commercial(profile, permit_type):
        return out
    if permit_type == BREEDER_HOBBYIST:
        cls = breeder_class(profile, litter_dates, on, for_profit=for_profit)
        if cls.value == BREEDER_PROFESSIONAL:
            out.append(Refusal("W-90.01", "the applicant is a professional breeder, not a hobbyist: "
                               + " ".join(s + "." for s in cls.steps), {"litters": cls.inputs["litters"]}))
    # the latest inspection by the decision day decides (the facility is inspected *before* the
    # permit is issued); on the same day, the one recorded last (the list's order)
    by_then = [i for i in inspections if i.inspected_on <= on]
    latest = sorted(by_then, key=lambda i: i.inspected_on)[-1] if by_then else None
    if latest is None:
        later = min((i.inspected_on for i in inspections), default=None)
        out.append(Refusal("W-90.10H1", "the facility has not been inspected; a passed inspection is "
                           "required before a permit is issued"
                           + (f" (the inspection on {fmt_short(later)} is after {fmt_short(on)})" if later else ""),
                           {"inspected_after": later} if later else {}))
    elif latest.result == "refused":
        out.append(Refusal("W-90.10H2", f"the applicant refused inspection on {fmt_short(latest.inspected_on)}",
                           {"inspected_on": latest.inspected_on}))
    elif latest.result != "passed":
        # the standards not met, in words (a denial notice goes to someone who does not know the ids)
        texts = {i.rule_id: i.text for i in profile.items("inspection_items")}
        failed = "; ".join(f"{texts[r][:1].lower()}{texts[r][1:]} ({r})" if r in texts else r
                           for r in latest.failed_items)
        out.append(Refusal("W-90.10H1", f"the inspection on {fmt_short(latest.inspected_on)} did not pass"
                           + (f": not met: {failed}" if failed else ""),
                           {"inspected_on": latest.inspected_on, "failed": list(latest.failed_items)}))
    out += cruelty_refusals(profile, cruelty_convictions)
    if falsified:
        out.append(Refusal("W-90.10H4", "the applicant withheld or falsified information on the application"))
    if operation_began_on is not None:
        bar = operating_bar(profile, operation_began_on)
        if on < bar.value:
            out.append(Refusal("W-90.10G", f"the facility operated without a permit from "
                               f"{fmt_short(operation_began_on)}; no permit may be issued before "
                               f"{fmt_short(bar.value)}", {"lifts_on": bar.value,
                                                           "began_on": operation_began_on}))
    return out


def cruelty_refusals(profile: Profile, convictions: Sequence[date | ConvictionFact],
                     who: str = "the applicant") -> list[Refusal]:
    """W-90.10H6: no permit to anyone convicted of (or pleading guilty to) animal cruelty; the
    convictions on the person's records in other cities count where the profile's bar reaches
    any jurisdiction (plain dates are the person's record here)."""
    counted = counted_convictions(profile, as_facts(convictions))
    if not counted:
        return []
    first = min(counted, key=lambda c: c.convicted_on)
    where = f" ({first.where()})" if first.where() else ""
    data = {"convicted_on": first.convicted_on, **({"jurisdiction": first.jurisdiction} if where else {})}
    return [Refusal("W-90.10H6", f"{who} was convicted of (or pled guilty to) animal cruelty on "
                    f"{fmt_short(first.convicted_on)}{where}; no permit may be issued", data)]


def fee_refusals(profile: Profile, permit_type: str, owing_cents: int) -> list[Refusal]:
    """W-90.10D (and T-4A for Tracy's animal permit): a permit is issued upon payment of its fee. What is still owing holds the
    issue back; it is not a ground to deny (a denial notice never lists it)."""
    if owing_cents <= 0:
        return []
    if permit_type == ANIMAL and profile.issues_on_fee():  # T-4A: "Applications, accompanied by a fee"
        return [Refusal("T-4A", f"the permit fee is not paid ({fmt_cents(owing_cents)} owing); the permit "
                        "is issued upon its fee: take the payment, or an administrator waives it with a reason",
                        {"owing_cents": owing_cents})]
    if not is_commercial(profile, permit_type):
        return []
    return [Refusal("W-90.10D", f"the permit fee is not paid ({fmt_cents(owing_cents)} owing); the permit "
                    "is issued on payment of the fee", {"owing_cents": owing_cents})]


ABSOLUTE_PREFIXES = ("T-4B", "W-90.10H6", "MN-346.155")


def absolute_refusals(refusals: Iterable[Refusal]) -> list[Refusal]:
    """The refusals no hearing can set aside: state law (MN-346.155), T-4B prohibitions and
    W-90.10H6 (cruelty)."""
    return [r for r in refusals if r.rule_id.startswith(ABSOLUTE_PREFIXES)]


def reapply_from(profile: Profile, permit_type: str, denied_on: date) -> Explained[date] | None:
    """W-90.10H7: the first day a denied applicant may apply again (None where no bar applies)."""
    if not is_commercial(profile, permit_type):
        return None
    days = profile.period("reapply_days", denied_on)
    if not days:
        return None
    return bar_lift(profile, denied_on, days=days, rule_id="W-90.10H7", what="the bar on reapplying",
                     start_label="the application was denied")


def reapplication_refusals(profile: Profile, last_denial_on: date | None, on: date) -> list[Refusal]:
    """W-90.10H7: a denied applicant may not reapply for N days; says when, and the fee."""
    if last_denial_on is None:
        return []
    bar = reapply_from(profile, COMMERCIAL, last_denial_on)
    if bar is None or on >= bar.value:
        return []
    fee = reapplication_fee(profile, bar.value)
    return [Refusal("W-90.10H7", f"the application was denied on {fmt_short(last_denial_on)}; a new "
                    f"application may be made from {fmt_short(bar.value)}, with the reapplication fee "
                    f"of {fmt_cents(fee.value)}", {"lifts_on": bar.value, "fee_cents": fee.value})]


def reapplication_fee(profile: Profile, on: date) -> Explained[int]:
    return profile.fee_explained("permit.reapplication", on, rule_id="W-90.10H7")


# --- money and dates after the decision ----------------------------------------------------

def permit_fee(profile: Profile, permit_type: str, *, government_operated: bool, on: date) -> Explained[int]:
    """The permit fee for the day; none for a government-operated zoo or shelter (W-90.10B)."""
    commercial = is_commercial(profile, permit_type)
    if commercial and government_operated and permit_type in (SHELTER, COMMERCIAL):
        return Explained(0, "W-90.10B", {"permit_type": permit_type, "government_operated": True},
                         ("no fee is required for a government-operated zoological park or animal shelter",))
    return profile.fee_explained(f"permit.{permit_type}", on, rule_id="W-90.10E" if commercial else "T-4A")


def transfer_fee(profile: Profile, on: date) -> Explained[int]:
    """W-90.10F: the transfer fee on a change of ownership or classification."""
    return profile.fee_explained("permit.transfer", on, rule_id="W-90.10F")


def has_removal_period(profile: Profile) -> bool:
    """W-90.10H5: a revoked permit's animals are removed within the profile's removal days (or
    released to the city). Off (Tracy, T-4C): there is no removal period; the revocation takes
    effect and from that day keeping the animals without a permit is unlawful (T-8A, T-6D)."""
    return profile.enforces("revocation_removal_period")


def removal_deadline(profile: Profile, sent_on: date, rule_id: str = "W-90.10H5") -> Explained[date]:
    """W-90.10H5: remove the animals within N days after the revocation (MN-645.15)."""
    days = profile.period("removal_days", sent_on)
    # releasing the animals to the city is Worthington's alternative (W-90.10H5); elsewhere they go
    what = ("the last day to remove the animals from the city or release them to the city"
            if rule_id == "W-90.10H5" else "the last day to remove the animals from the city")
    return deadline_to_act(sent_on, days, profile.calendar, rule_id=rule_id, what=what,
                           start_label="the notice of revocation was sent")


def revocation_grounds(profile: Profile, permit_type: str) -> tuple[tuple[str, str, str], ...]:
    """(code, rule id, reason) for each ground the ordinance gives for revoking this permit."""
    switch = "commercial_permits" if is_commercial(profile, permit_type) else "animal_permits"
    return REVOCATION_GROUNDS[switch] if profile.enforces(switch) else ()


def inspection_result(checks: Mapping[str, bool | None], *, refused: bool = False) -> str:
    """W-90.10H1-2, W-90.11: refused; failed if any standard fails; passed if one passes and none fail.

    A standard left unchecked (None) does not apply to this establishment.
    """
    if refused:
        return "refused"
    if any(v is False for v in checks.values()):
        return "failed"
    return "passed" if any(v is True for v in checks.values()) else "incomplete"


def effective_status(status: str, expires_on: date | None, on: date) -> str:
    """T-4A: a permit expires on its expiration date; one still marked active after that day
    (the daily marking has not run) is expired all the same."""
    lapsed = status == PermitStatus.ACTIVE and expires_on is not None and expires_on < on
    return PermitStatus.EXPIRED if lapsed else status


def hearing_rule(profile: Profile, permit_type: str, revocation: bool) -> str:
    """The rule a denial or revocation notice's hearing right comes from."""
    if is_commercial(profile, permit_type):
        return "W-90.10H"
    return "T-4C" if revocation else "T-4A"

