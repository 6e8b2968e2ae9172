"""Calls for service (complaints): priorities, states, outcomes, what each outcome needs on file,
and which calls are repeats of one another. Pure functions over values.

- A call is *new* until an officer is assigned, then *assigned*, then *closed* with an outcome; a
  closed call can be reopened (with the reason), which makes it assigned (or new) again.
- An outcome says what the call produced, and the record it produced must be on file before the
  call closes with it: a warning or a notice to comply is a letter sent to the owner, a violation
  or an impound is that record linked to the call, a referral names the agency.
- Repeat complaints: calls at one address, or about one animal, within the profile's
  ``repeat_call_days`` are shown together; from ``repeat_call_count`` of them they are flagged
  (three noise complaints in a month is how a nuisance case is built, T-2C).
- A call is never a violation by itself: W-90.10H3's review counts violations assessed, so a
  complaint counts only once the officer records the violation it showed (``violations``).
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from enum import StrEnum

from .statuses import CallStatus


class Priority(StrEnum):
    URGENT = "urgent"
    HIGH = "high"
    NORMAL = "normal"
    LOW = "low"


PRIORITIES = {Priority.URGENT: "Urgent", Priority.HIGH: "High", Priority.NORMAL: "Normal", Priority.LOW: "Low"}
PRIORITY_RANK: dict[str, int] = {p: i for i, p in enumerate(PRIORITIES)}  # urgent first
OPEN_STATUSES = (CallStatus.NEW, CallStatus.ASSIGNED)


class Outcome(StrEnum):
    NO_VIOLATION = "no_violation"
    WARNING = "warning"
    NOTICE_TO_COMPLY = "notice_to_comply"
    VIOLATION = "violation"
    IMPOUND = "impound"
    REFERRAL = "referral"


OUTCOMES = {Outcome.NO_VIOLATION: "No violation found", Outcome.WARNING: "Warning",
            Outcome.NOTICE_TO_COMPLY: "Notice to comply", Outcome.VIOLATION: "Violation recorded",
            Outcome.IMPOUND: "Animal impounded", Outcome.REFERRAL: "Referred to another agency"}

HOW = {"phone": "By phone", "in_person": "At the counter", "email": "By e-mail", "police": "From the police",
       "officer": "Seen by the officer", "other": "Other"}
VISIT_KINDS = {"visit": "Visit", "follow_up": "Follow-up visit", "phone": "Phone call", "letter": "Letter",
               "note": "Note"}

# what a link to a call may be: the table and how it reads in a list
LINK_TABLES = {"violation": "Violation", "impound": "Impound", "notice": "Notice sent",
               "bite_report": "Bite report", "dangerous_dog": "Dangerous-dog case"}
# the notice kinds each letter outcome needs (a notice to obtain a license, T-6D3, is a notice to comply)
NOTICE_OUTCOMES: dict[str, tuple[str, ...]] = {Outcome.WARNING: ("warning",), Outcome.NOTICE_TO_COMPLY: ("notice_to_comply", "license_order")}


@dataclass(frozen=True)
class OutcomeFacts:
    """What is on file for a call about to close."""

    outcome: str
    owner_known: bool
    notice_kinds: Sequence[str]  # the kinds of the notices linked to the call (not void)
    linked_tables: Sequence[str]  # the tables of the records linked to the call (not void)
    referred_to: str


@dataclass(frozen=True)
class Blocker:
    """Why the call cannot close with this outcome yet, and the action that clears it."""

    field: str
    reason: str
    action: str  # warning_letter | comply_letter | record_violation | link_impound | referred_to | owner


def outcome_blockers(facts: OutcomeFacts) -> list[Blocker]:
    """Empty when the outcome may be recorded; otherwise each thing missing, in the order to do them."""
    out: list[Blocker] = []
    outcome = facts.outcome
    if outcome in (Outcome.WARNING, Outcome.NOTICE_TO_COMPLY, Outcome.VIOLATION) and not facts.owner_known:
        out.append(Blocker("owner_id", "the owner is not known: identify the owner on the call first", "owner"))
    if outcome in NOTICE_OUTCOMES and not set(NOTICE_OUTCOMES[outcome]) & set(facts.notice_kinds):
        letter = "warning letter" if outcome == Outcome.WARNING else "notice to comply"
        out.append(Blocker("outcome", f"no {letter} has been sent to the owner for this call: send it first",
                           "warning_letter" if outcome == Outcome.WARNING else "comply_letter"))
    if outcome == Outcome.VIOLATION and "violation" not in facts.linked_tables:
        out.append(Blocker("outcome", "no violation is recorded for this call: record it first", "record_violation"))
    if outcome == Outcome.IMPOUND and "impound" not in facts.linked_tables:
        out.append(Blocker("outcome", "no impound is linked to this call: take the animal in, or link its "
                                      "impound, first", "link_impound"))
    if outcome == Outcome.REFERRAL and not facts.referred_to.strip():
        out.append(Blocker("referred_to", "name the agency the call is referred to", "referred_to"))
    return out


def sort_key(priority: str, received_at: datetime) -> tuple[int, datetime]:
    """The officer's list: the most urgent first, then the oldest."""
    return (PRIORITY_RANK.get(priority, len(PRIORITY_RANK)), received_at)


def age_text(received_at: datetime, now: datetime) -> str:
    """How long a call has waited: "45 min", "5 h", "3 days"."""
    waited = int((now - received_at).total_seconds())
    seconds = max(0, waited)  # pragma: no mutate: a floor of 1 second for 0 still reads "0 min"
    if seconds < 3600:
        return f"{seconds // 60} min"
    if seconds < 86400:
        return f"{seconds // 3600} h"
    days = seconds // 86400
    return f"{days} day" + ("" if days == 1 else "s")


# --- repeat complaints ---------------------------------------------------------------------------

_ABBREVIATIONS = {"street": "st", "avenue": "ave", "road": "rd", "drive": "dr", "lane": "ln",
                  "boulevard": "blvd", "place": "pl", "court": "ct", "north": "n", "south": "s", "east": "e",
                  "west": "w", "apartment": "apt", "highway": "hwy", "circle": "cir", "parkway": "pkwy"}


def address_key(address: str) -> str:
    """An address reduced so that "12 Elm Street" and "12 elm st." are one place: lower case,
    punctuation dropped, the usual words abbreviated, the city after a comma left out."""
    first = (address or "").split(",")[0].lower()
    words = re.findall(r"[a-z0-9]+", first)
    return " ".join(_ABBREVIATIONS.get(w, w) for w in words)


@dataclass(frozen=True)
class CallFact:
    call_id: int
    received_on: date
    address_key: str
    animal_id: int | None
    kind: str


def repeats_of(call: CallFact, others: Iterable[CallFact], window_days: int) -> list[CallFact]:
    """The calls within ``window_days`` before or after this one (itself included) that share its
    place or its animal, directly or through one another (a call about the dog at its owner's
    address joins the calls at that address), oldest first."""
    near = {o.call_id: o for o in others if abs((o.received_on - call.received_on).days) <= window_days}
    near[call.call_id] = call
    places = {call.address_key} - {""}
    animals = {call.animal_id} - {None}
    found = {call.call_id}
    grew = True
    while grew:
        grew = False  # pragma: no mutate: None is as false
        for o in near.values():
            if o.call_id not in found and (o.address_key in places or o.animal_id in animals):
                found.add(o.call_id)
                places |= {o.address_key} - {""}
                animals |= {o.animal_id} - {None}
                grew = True
    return sorted((near[i] for i in found), key=lambda f: (f.received_on, f.call_id))


_PLACE, _ANIMAL = "place", "animal"  # the two kinds of thing calls are joined by: any two tags keep them apart


def groups(facts: Iterable[CallFact]) -> list[list[CallFact]]:
    """The calls joined by a shared place or animal (directly or through one another), each group
    oldest first; the caller chooses the window (the calls passed in)."""
    facts = list(facts)
    parent = list(range(len(facts)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    seen: dict[tuple[str, object], int] = {}
    for i, f in enumerate(facts):
        for key in ((_PLACE, f.address_key) if f.address_key else None,
                    (_ANIMAL, f.animal_id) if f.animal_id is not None else None):
            if key is None:
                continue
            if key in seen:
                parent[root(i)] = root(seen[key])
            else:
                seen[key] = i
    out: dict[int, list[CallFact]] = {}
    for i, f in enumerate(facts):
        out.setdefault(root(i), []).append(f)
    return [sorted(g, key=lambda f: (f.received_on, f.call_id)) for g in out.values()]


def repeat_window(received_on: date, window_days: int) -> tuple[date, date]:
    return received_on - timedelta(days=window_days), received_on + timedelta(days=window_days)


def is_repeat(count: int, threshold: int) -> bool:
    """Flagged as repeat complaints from ``threshold`` calls (a threshold of 0: never)."""
    return threshold > 0 and count >= threshold
