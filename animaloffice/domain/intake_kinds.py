"""How an animal came in when it was not seized: an owner's surrender, a transfer in from another
agency, an owner's request for euthanasia. Pure rules; the services apply them.

None of these is an impound by public authority, so none has the stray hold (T-6C, MN-346.47)
or the owner's impound notice (MN-347.14). What each still owes:

- a surrender: the person giving the animal up says it is theirs (an owner the records name
  is the one who may give it up), a reason, and MN-346.47's record of whom an animal 3 months
  or older came from (name and address). Ownership passes to the office, so the animal is not
  reclaimed later (it may be adopted); its license ends as on any transfer (T-3C). Whether the
  office takes surrenders is the profile's reading (``owner_surrender``).
- a transfer in: the sending agency or shelter and its reference number.
- an owner's request for euthanasia: the owner's signed request, name and address; refused while
  the animal is under a rabies observation or quarantine unless a veterinarian's or health
  department's order is recorded (MN-rabies, MN-1721.0570), as a disposition is.

A quarantine the animal was under is not lifted by any of these: a bite under observation
comes in with the animal, and its dates bind the disposition as on any impound.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

from .errors import Refusal
from .quarantine import RULE as QUARANTINE_RULE
from .quarantine import order_refusals

KINDS = {  # how it came in -> the words at the desk
    "seized": "Seized or impounded",
    "surrender": "Owner surrender",
    "transfer_in": "Transfer in",
    "owner_euthanasia": "Owner-requested euthanasia",
}
SAC_TYPE = {"surrender": "relinquished", "transfer_in": "transferred_in",
            "owner_euthanasia": "owner_intended_euthanasia"}
# Intake types of an intake that is not an impound by public authority: no hold, no impound notice.
NOT_IMPOUNDED = frozenset(SAC_TYPE.values())
# Intake types whose owner gave the animal up: it is never reclaimed.
GIVEN_UP = frozenset({"relinquished", "owner_intended_euthanasia"})
SEIZURE_TYPES = ("stray", "seized")  # the intake types of a seizure (T-6D)
PARTY_RECORD_MIN_MONTHS = 3  # MN-346.47: whom an animal 3 months or older came from
SURRENDER_READING = "owner_surrender"


def kind_of(intake_type: str) -> str:
    """The desk's kind of an impound's SAC intake type ("seized" for a stray or a seizure)."""
    return next((k for k, t in SAC_TYPE.items() if t == intake_type), "seized")


def kind_words(intake_type: str) -> str:
    return KINDS[kind_of(intake_type)]


@dataclass(frozen=True)
class FromWhom:
    """Who brought the animal in, as MN-346.47 keeps it."""

    name: str
    address: str
    age_months: int | None  # the animal's age on the day (None: unknown)
    affirmed: bool = False  # the person says the animal is theirs
    recorded_owner: str = ""  # the owner the records name, when it is someone else


def _from_whom(f: FromWhom, what: str) -> list[Refusal]:
    out = []
    if f.recorded_owner:
        out.append(Refusal("MN-346.47", f"the records name {f.recorded_owner} as the animal's owner: only its "
                                        f"owner may give it up", {"field": "owner_id"}))
    if not f.affirmed:
        out.append(Refusal("MN-346.47", f"the person {what} must state that the animal is theirs",
                           {"field": "owner_affirmed"}))
    if not f.name.strip():
        out.append(Refusal("MN-346.47", f"record the name of the person {what}", {"field": "from_name"}))
    grown = f.age_months is None or f.age_months >= PARTY_RECORD_MIN_MONTHS
    if grown and not f.address.strip():
        out.append(Refusal("MN-346.47", f"record the address of the person {what} (kept for an animal "
                                        f"{PARTY_RECORD_MIN_MONTHS} months or older)", {"field": "from_address"}))
    return out


def surrender_refusals(f: FromWhom, *, reason: str, accepted: bool, accepted_source: str) -> list[Refusal]:
    """Why a surrender cannot be recorded (empty when it can)."""
    out = []
    if not accepted:
        out.append(Refusal("T-5", f"this office does not take animals surrendered by their owners "
                                   f"({accepted_source})", {"field": "jurisdiction_id"}))
    out += _from_whom(f, "surrendering it")
    if not reason.strip():
        out.append(Refusal("MN-346.47", "record the owner's reason for giving the animal up", {"field": "reason"}))
    return out


def transfer_in_refusals(*, agency: str, reference: str) -> list[Refusal]:
    out = []
    if not agency.strip():
        out.append(Refusal("MN-346.47", "record the agency or shelter the animal came from", {"field": "agency"}))
    if not reference.strip():
        out.append(Refusal("MN-346.47", "record the sending agency's reference number for the animal",
                           {"field": "reference"}))
    return out


@dataclass(frozen=True)
class OpenObservation:
    """A bite under observation that is not yet an impound (MN-rabies)."""

    bite_number: str
    bitten_on: date
    until: date


def observation_of(bite_number: str, bitten_on: date, days: int, on: date) -> OpenObservation | None:
    """The bite's observation if it still runs on `on` (the bite day is day 0)."""
    until = bitten_on + timedelta(days=days)
    return OpenObservation(bite_number, bitten_on, until) if bitten_on <= on <= until else None


def euthanasia_request_refusals(f: FromWhom, *, signed: bool, on: date, quarantine: str,
                                quarantine_until: date | None, order_on: date | None) -> list[Refusal]:
    """Why an owner's request for euthanasia cannot be carried out on `on` (empty when it can)."""
    out = _from_whom(f, "asking")
    if not signed:
        out.append(Refusal("MN-346.47", "the owner's signed request is needed: print the request, have the "
                                        "owner sign it, then record it", {"field": "signed"}))
    refusals = order_refusals(on, outcome="owner_intended_euthanasia", quarantine=quarantine,
                              quarantine_until=quarantine_until,  # pragma: no mutate: with no certificate the end changes nothing
                              vet_certified_on=None, order_on=order_on)
    out += [Refusal(QUARANTINE_RULE if quarantine != "bite" else "MN-rabies",
                    r.reason.replace("the quarantine is still open", "the animal is under a rabies observation or "
                                     "quarantine, which must run its course"),
                    {**r.data, "field": "quarantine_order_on"}) for r in refusals]
    return out


def reclaim_refusals(intake_type: str) -> list[Refusal]:
    """T-6B: an animal its owner gave up is the office's; nobody reclaims it."""
    if intake_type in GIVEN_UP:
        return [Refusal("T-6B", "the owner gave the animal up to the office: it is not reclaimed "
                                "(it may be adopted)", {"needs": "not_given_up"})]
    return []


__all__ = [
    "KINDS", "SAC_TYPE", "NOT_IMPOUNDED", "GIVEN_UP", "SEIZURE_TYPES", "SURRENDER_READING", "FromWhom",
    "OpenObservation", "kind_of", "kind_words", "surrender_refusals", "transfer_in_refusals",
    "observation_of", "euthanasia_request_refusals", "reclaim_refusals",
]
