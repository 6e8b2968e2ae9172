"""Impound rules: the hold, notices, quarantine, dispositions, report categories.

T-6C: an impounded animal may be disposed of after its holding period, at
least 5 business days or 7 calendar days, whichever is longer; MN-346.47 sets
a floor of 5 regular business days of the holding facility (a day it is open
to the public). The impound day is day 0; the hold's last day is the later of
the N-th business day after it (only days the facility is open, skipping
Minnesota holidays and closures) and the M-th calendar day; disposition is
allowed from the next day.

The money side (the reclaim bill, T-6B release blockers) is in ``impound_bill``;
its names are re-exported here. The W-90.05C ladder is in ``at_large``.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

from . import quarantine as quarantine_rules
from .calendar import BusinessCalendar
from .cruelty import ClaimOnFile, claim_refusals
from .deadlines import add_business_days, add_calendar_days, months_old
from .errors import Refusal
from .explain import Explained, fmt_date
from .owner_notice import OwnerNoticeFacts, owner_notice_refusals
from .profiles import Profile
from .quarantine import quarantine_refusals
from .statuses import ImpoundStatus

MN_346_47_FLOOR_BUSINESS_DAYS = 5  # Minn. Stat. 346.47: never shorter, whatever a profile says

# --- Shelter Animals Count categories (RULES.md, last section) -----------------------
INTAKE_TYPES = {
    "stray": "Stray/At large",
    "relinquished": "Relinquished by owner",
    "owner_intended_euthanasia": "Owner-intended euthanasia",
    "transferred_in": "Transferred in",
    "seized": "Seized/Impounded",
    "other": "Other intake",
}
OUTCOMES = {
    "adoption": "Adoption",
    "returned_to_owner": "Returned to owner",
    "returned_to_field": "Returned to field",
    "transferred_out": "Transferred out",
    "other_live": "Other live outcome",
    "died_in_care": "Died in care",
    "lost_in_care": "Lost in care",
    "shelter_euthanasia": "Shelter euthanasia",
    "owner_intended_euthanasia": "Owner-intended euthanasia",
}
LIVE_OUTCOMES = frozenset({"adoption", "returned_to_owner", "returned_to_field", "transferred_out",
                           "other_live"})
# Outcomes that are the office's decision to dispose of the animal (T-6C applies).
DISPOSALS = frozenset({"adoption", "returned_to_field", "transferred_out", "other_live",
                       "shelter_euthanasia"})
# Outcomes that name who the animal went to (MN-346.47 record of the transferee).
NEEDS_PARTY = frozenset({"adoption", "returned_to_owner", "transferred_out", "other_live",
                         "owner_intended_euthanasia"})
# MN-346.47: the record names who an animal 3 months or older came from and went to.
PARTY_RECORD_MIN_MONTHS = 3
AGE_GROUPS = {"juvenile": "Under 5 months", "adult": "5 months or more", "unknown": "Age unknown"}
JUVENILE_MONTHS = 5

QUARANTINE_KINDS = {
    "": "None",
    "bite": "Bite observation",
    "exposure_vaccinated": "Rabies exposure, vaccinated",
    "exposure_unvaccinated": "Rabies exposure, not vaccinated",
    "disease": "Suspected contagious disease",
}
# T-2L: where an at-large animal was found.
FOUND_DETAILS = {
    "": "Not recorded",
    "off_property": "Off the owner's property, not restrained",
    "near_street": "Within 5 ft of a public sidewalk or street",
    "public_property": "On public property",
    "private_with_consent": "On private property, with the owner's consent",
}


def intake_type_for_ground(ground: str) -> str:
    """The SAC intake type of a T-6D seizure ground: at large is a stray, the rest seized."""
    return "stray" if ground == "at_large" else "seized"


def age_group(age_months: int | None) -> str:
    """SAC age group: under 5 months, or 5 months or more ('unknown' without an age)."""
    if age_months is None or age_months < 0:
        return "unknown"
    return "juvenile" if age_months < JUVENILE_MONTHS else "adult"


def age_months_on(birth_date: date | None, on: date) -> int | None:
    return months_old(birth_date, on) if birth_date else None


def age_months(birth_date: date | None, age_at_intake: int | None, intake_day: date, on: date) -> int | None:
    """An animal's age in months on `on`: from its birth date, else from its age at intake."""
    if birth_date is not None:
        return months_old(birth_date, on)
    if age_at_intake is not None:
        return age_at_intake + max(months_old(intake_day, on), 0)
    return None


# --- T-6C hold ------------------------------------------------------------------------

@dataclass(frozen=True)
class Hold:
    last_day: Explained[date]
    disposition_from: Explained[date]

    def text(self) -> str:
        return self.disposition_from.text()


def facility_calendar(profile: Profile) -> BusinessCalendar:
    """The profile's holidays and closures with the holding facility's open days (MN-346.47)."""
    return profile.calendar


def hold_period(profile: Profile, impounded_on: date) -> Hold:
    """T-6C and MN-346.47: the hold's last day and the first day disposition is allowed."""
    business = profile.period("hold_business_days", impounded_on)
    calendar_days = profile.period("hold_calendar_days", impounded_on)
    steps: list[str] = []
    parts: list[tuple[str, dict[str, object]]] = []
    if business < MN_346_47_FLOOR_BUSINESS_DAYS:
        steps.append(f"the profile's {business} business days are below the state floor, so "
                     f"{MN_346_47_FLOOR_BUSINESS_DAYS} are counted (MN-346.47)")
        parts.append(("hold_floor", {"floor": MN_346_47_FLOOR_BUSINESS_DAYS}))
        business = MN_346_47_FLOOR_BUSINESS_DAYS
    # The hold's own rule is set below: only the count's day and steps are used, not its rule id.
    by_business = add_business_days(impounded_on, business, facility_calendar(profile),
                                    rule_id="T-6C",  # pragma: no mutate
                                    what="the business-day end", start_label="the impound day")
    steps.extend(by_business.steps)
    parts.extend(by_business.parts)
    last = by_business.value
    rule = "T-6C"
    if calendar_days:
        # Only the count's day and its steps after the start (already said) are used.
        by_calendar = add_calendar_days(impounded_on, calendar_days,
                                        rule_id="T-6C", start_label="the impound day",  # pragma: no mutate
                                        what="the calendar-day end")
        steps.extend(by_calendar.steps[1:])
        parts.extend(by_calendar.parts[1:])
        if by_calendar.value > last:
            last = by_calendar.value
            steps.append(f"the later of the two is the calendar-day end, {fmt_date(last)}")
            parts.append(("hold_later_calendar", {"end": last}))
        else:
            steps.append(f"the later of the two is the business-day end, {fmt_date(last)}")
            parts.append(("hold_later_business", {"end": last}))
    else:
        rule = "MN-346.47"
        steps.append(f"no calendar-day period applies, so the hold ends on {fmt_date(last)}")
        parts.append(("hold_no_calendar", {"end": last}))
    inputs = {"impounded_on": impounded_on, "business_days": business, "calendar_days": calendar_days}
    last_day = Explained(last, rule, inputs, tuple(steps + [f"the hold's last day is {fmt_date(last)}"]),
                         tuple(parts + [("hold_last", {"end": last})]))
    start = last + timedelta(days=1)
    disposition = Explained(start, rule, inputs,
                            tuple(steps + [f"the hold's last day is {fmt_date(last)}",
                                           f"disposition is allowed from {fmt_date(start)}"]),
                            tuple(parts + [("hold_last", {"end": last}), ("hold_disposition", {"start": start})]))
    return Hold(last_day, disposition)


# --- notices and quarantine -----------------------------------------------------------

def license_notice_deadline(profile: Profile, sent_on: date) -> Explained[date]:
    """T-6D3: an animal is subject to seizure if no license or permit is obtained within
    N business days after the notice (N from the profile, 2 in Tracy)."""
    days = profile.period("license_notice_business_days", sent_on)
    return add_business_days(sent_on, days, profile.calendar, rule_id="T-6D3",
                             what="the last day to obtain the license or permit",
                             start_label="the day the notice was given")


def license_notice_refusals(on: date, *, notice_number: str | None, deadline: date | None,
                            obtained: str = "", obtained_on: date | None = None) -> list[Refusal]:
    """T-6D3: an animal may be seized for want of a license or permit only when its owner was
    given notice to obtain it and did not within the notice's N business days. `obtained` names
    the license or permit the animal has on `on` (with the day it was issued), if any: one
    obtained by the deadline means the owner complied, and the ground does not apply."""
    if notice_number is None:
        return [Refusal("T-6D3", "no notice to obtain a license or permit was given for this "
                                 "animal; give the notice first")]
    if deadline is None:
        return []
    if on <= deadline:
        return [Refusal("T-6D3", f"the notice {notice_number} gives the owner until {fmt_date(deadline)}",
                        {"deadline": deadline})]
    if obtained and obtained_on is not None and obtained_on <= deadline:
        return [Refusal("T-6D3", f"the owner obtained the {obtained} on {fmt_date(obtained_on)}, within the "
                                 f"notice {notice_number}'s deadline of {fmt_date(deadline)}, and it is "
                                 f"current; the animal cannot be seized for want of it",
                        {"deadline": deadline, "obtained_on": obtained_on})]
    return []


def quarantine_end(profile: Profile, kind: str, incident_on: date | None) -> Explained[date] | None:
    """MN-rabies: bite observation N days (bite day = day 0); MN-1721.0570 subp. 1: exposure
    45 days if currently vaccinated, 180 if never vaccinated. A disease quarantine has no
    fixed end (the veterinarian decides)."""
    keys = {"bite": ("bite_quarantine_days", "the bite", "MN-rabies"),
            "exposure_vaccinated": ("exposure_quarantine_vaccinated_days", "the exposure", "MN-1721.0570"),
            "exposure_unvaccinated": ("exposure_quarantine_unvaccinated_days", "the exposure", "MN-1721.0570")}
    if kind not in keys or incident_on is None:
        return None
    key, what, rule = keys[kind]
    days = profile.period(key, incident_on)
    end = incident_on + timedelta(days=days)
    steps = (f"{what} was on {fmt_date(incident_on)} (day 0)",
             f"{QUARANTINE_KINDS[kind].lower()} lasts {days} days, so it ends on {fmt_date(end)}",
             "release needs a veterinarian's exam at the end and, for a dog, cat or ferret, a rabies "
             "vaccination in force (MN-1721.0570)")
    parts: tuple[tuple[str, dict[str, object]], ...] = (("quarantine_start", {"what": what, "start": incident_on}),
             ("quarantine_days", {"kind": QUARANTINE_KINDS[kind], "days": days, "end": end}),
             ("quarantine_release", {}))
    return Explained(end, rule, {"kind": kind, "incident_on": incident_on, "days": days}, steps, parts)


# --- dispositions ---------------------------------------------------------------------

@dataclass(frozen=True)
class DispositionFacts:
    outcome: str
    on: date
    impounded_on: date
    disposition_from: date | None
    quarantine: str = ""
    quarantine_until: date | None = None
    vet_certified_on: date | None = None
    quarantine_notice_on: date | None = None  # the first quarantine notice (T-6D5)
    party: str = ""
    status: str = ImpoundStatus.HELD
    party_address: str = ""
    age_months: int | None = None  # the animal's age on the day of the outcome (None: unknown)
    owner_notice: OwnerNoticeFacts | None = None  # MN-347.14 / MN-343.235 (None: not asked)
    claims: tuple[ClaimOnFile, ...] = ()  # MN-343.235: security posted, hearing asked for
    quarantine_order_on: date | None = None  # MN-1721.0570: a vet's or health department's order
    species_label: str = "animal"
    rabies_vaccine: bool = False  # the species is released from a rabies quarantine only vaccinated
    vaccinated_until: date | None = None  # the last day of the latest rabies vaccination (before `on`: ran out)
    hold_rule: str = "T-6C"  # the rule the hold counts under (MN-343.235 for a cruelty seizure)


def disposition_refusals(facts: DispositionFacts) -> list[Refusal]:
    """Why an outcome cannot be recorded on the day (empty when it can)."""
    out: list[Refusal] = []
    f = facts
    if f.status != ImpoundStatus.HELD:
        out.append(Refusal("T-6C", f"the animal is no longer held (it is {ImpoundStatus.words_of(f.status)})"))
        return out
    if f.outcome not in OUTCOMES:
        out.append(Refusal("T-6C", f"{f.outcome!r} is not an outcome"))
        return out
    if f.on < f.impounded_on:
        out.append(Refusal("T-6C", f"the date is before the impound day, {fmt_date(f.impounded_on)}"))
    if f.outcome == "returned_to_owner":
        out.append(Refusal("T-6B", "an owner reclaims the animal through the reclaim: fees, license "
                                   "or permit and any veterinarian's certificate"))
    if f.outcome in DISPOSALS and f.disposition_from and f.on < f.disposition_from:
        out.append(Refusal(f.hold_rule, f"the holding period has not ended: disposition is allowed from "
                                   f"{fmt_date(f.disposition_from)}",
                           {"disposition_from": f.disposition_from}))
    if f.outcome in DISPOSALS and f.owner_notice is not None:
        out.extend(owner_notice_refusals(f.owner_notice, f.on))  # MN-347.14, MN-343.235
    if f.outcome in DISPOSALS:
        out.extend(claim_refusals(f.claims, f.on))  # MN-343.235: a security or a hearing stays it
    disposes = f.outcome not in ("died_in_care", "lost_in_care")
    if f.quarantine and disposes and (f.quarantine_notice_on is None or f.quarantine_notice_on > f.on):
        out.append(Refusal("T-6D5", "a quarantined animal is not disposed of before a good-faith notice "
                                    "to its owner (or a posted notice if the owner is unknown)",
                           {"action": "quarantine_notice"}))
    out.extend(quarantine_rules.order_refusals(f.on, outcome=f.outcome, quarantine=f.quarantine,
                                               quarantine_until=f.quarantine_until,
                                               vet_certified_on=f.vet_certified_on,
                                               order_on=f.quarantine_order_on))
    if f.outcome in LIVE_OUTCOMES:
        # MN-rabies: observation ends with the veterinarian's exam; an animal leaves alive only as
        # a reclaim would (T-6B), and a dog, cat or ferret only vaccinated (MN-1721.0570).
        out.extend(quarantine_refusals(f.on, f.quarantine, f.quarantine_until, f.vet_certified_on,
                                       certificate_rule="MN-rabies"))
        out.extend(quarantine_rules.vaccination_refusals(
            f.on, quarantine=f.quarantine, species_label=f.species_label, rabies_vaccine=f.rabies_vaccine,
            vaccinated_until=f.vaccinated_until))
    if f.outcome in NEEDS_PARTY and not f.party.strip():
        out.append(Refusal("MN-346.47", "record the name of the person or organisation the animal went to",
                           {"field": "party"}))
    grown = f.age_months is None or f.age_months >= PARTY_RECORD_MIN_MONTHS
    if f.outcome in NEEDS_PARTY and grown and not f.party_address.strip():
        out.append(Refusal("MN-346.47", f"record the address of the person or organisation the animal went to "
                                        f"(kept for an animal {PARTY_RECORD_MIN_MONTHS} months or older)",
                           {"field": "party_address"}))
    return out




# --- the kennel board -----------------------------------------------------------------
KENNEL_STATES = {
    "empty": "Empty",
    "in_hold": "In hold, owner not yet notified",
    "notified": "In hold, owner notified",
    "hold_ends_today": "Hold ends today",
    "not_notified": "Hold over, owner not yet notified: no disposition",
    "stayed": "Disposition stayed: security posted or hearing asked for",
    "available": "Available for disposition",
    "in_care": "In care, no hold: surrendered or transferred in",
    "quarantine": "Quarantine",
    "exam_due": "Quarantine over: veterinary exam due",
}


def kennel_state(on: date, *, hold_last_day: date | None, disposition_from: date | None,
                 quarantine: str = "", quarantine_until: date | None = None,
                 vet_certified_on: date | None = None, owner_notified_on: date | None = None,
                 notice_missing: bool | None = None, stayed: bool = False) -> str:
    """The colour a held animal's kennel shows on `on`. A quarantine shows until the animal
    could leave alive: its end reached and a veterinarian's certificate dated no earlier;
    from its end until that certificate, "veterinary exam due" (MN-1721.0570). A hold that
    is over while the owner was never notified as MN-347.14 (or MN-343.235) asks is a
    blocker, not an animal available. ``notice_missing`` says whether that notice is
    missing on `on` (None: not asked; ``owner_notified_on`` then decides the colour)."""
    if quarantine_refusals(on, quarantine, quarantine_until, vet_certified_on):
        # exam_due reads the certificate only once the end is reached, when one dated on or after
        # the end would have cleared the refusals above: its last argument cannot change the colour.
        due = quarantine_rules.exam_due(on, quarantine, quarantine_until,
                                        vet_certified_on)  # pragma: no mutate
        return "exam_due" if due else "quarantine"
    if stayed:
        return "stayed"
    if disposition_from is None and hold_last_day is None:
        return "in_care"  # surrendered or transferred in: no hold runs
    if disposition_from is not None and on >= disposition_from:
        return "not_notified" if notice_missing else "available"
    if hold_last_day is not None and on == hold_last_day:
        return "hold_ends_today"
    if notice_missing is not None:
        return "in_hold" if notice_missing else "notified"
    if owner_notified_on is not None and owner_notified_on <= on:
        return "notified"
    return "in_hold"



__all__ = [
    "INTAKE_TYPES",
    "OUTCOMES",
    "LIVE_OUTCOMES",
    "DISPOSALS",
    "NEEDS_PARTY",
    "AGE_GROUPS",
    "PARTY_RECORD_MIN_MONTHS",
    "QUARANTINE_KINDS",
    "FOUND_DETAILS",
    "MN_346_47_FLOOR_BUSINESS_DAYS",
    "Hold",
    "DispositionFacts",
    "intake_type_for_ground",
    "age_group",
    "age_months_on",
    "age_months",
    "hold_period",
    "facility_calendar",
    "license_notice_deadline",
    "license_notice_refusals",
    "quarantine_end",
    "disposition_refusals",
    "KENNEL_STATES",
    "kennel_state",
]
