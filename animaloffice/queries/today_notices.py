"""The Today list's rows for the days that notices set (``Notice.other_deadline``), each listed
from the week its day falls in until what it asks for is done; once the day has passed with
nothing done the row stays, overdue (each asks something of the person the notice was given
to, and the office acts on it: the animal impounded for want of a license, the owner cited,
the seized animal disposed of):

- a notice to obtain a license or permit (T-6D3), given at the desk or as the letter to an owner
  whose unlicensed animal a veterinarian reported vaccinated (T-3A): until the animal is licensed
  (or the owner holds a permit in force);
- a call's notice to comply (MN-645.15): until the call is closed;
- a seizure notice's last day to post security or ask for a hearing (MN-343.235): until a claim is
  recorded or the animal is no longer held.

The days are the ones the notices were given with (recounted when the calendar changes); a
dangerous-dog declaration's day to register is listed from the dog's case (``hearings.follow_up``).
"""
from __future__ import annotations

import json
from dataclasses import replace
from datetime import date

from ..domain.statuses import AnimalStatus, CallStatus, ImpoundStatus
from ..persistence.models.animals import Animal
from ..persistence.models.enforcement import Notice
from ..persistence.models.field import Call
from ..persistence.models.impounds import Impound, SeizureClaim
from ..persistence.models.permits import Permit
from ..persistence.profiles import profile_for
from .calls import kind_label
from .due_item import DueItem
from .license_standing import current_license
from .permits import in_force

KINDS = ("license_order", "notice_to_comply", "seizure")
RABIES_LETTER = "rabies_report_license"  # the printed kind of the letter after a veterinarian's report


def notice_items(city: int, today: date, end: date) -> list[DueItem]:
    """The city's notices whose day falls by `end` (or fell before today), what they ask for not
    yet done. Calls closed and animals no longer held are left out here, not row by row: a
    city's old notices, long complied with, are most of them."""
    open_calls = Call.select(Call.id).where(Call.status != CallStatus.CLOSED)
    held = Impound.select(Impound.id).where(Impound.status == ImpoundStatus.HELD)
    outstanding = ((Notice.kind == "license_order")
                   | ((Notice.kind == "notice_to_comply") & (Notice.subject_table == "call")
                      & Notice.subject_id.in_(open_calls))
                   | ((Notice.kind == "seizure") & (Notice.subject_table == "impound") & Notice.subject_id.in_(held)))
    q = (Notice.select().where((Notice.jurisdiction == city) & Notice.voided_at.is_null()
                               & Notice.kind.in_(KINDS) & (Notice.other_deadline <= end) & outstanding)
         .order_by(Notice.other_deadline, Notice.id))
    out: list[DueItem] = []
    seized: set[int] = set()
    for n in q:
        if n.kind == "license_order":
            item = _license_order(n, today)
        elif n.kind == "notice_to_comply":
            item = _notice_to_comply(n)
        elif n.subject_id not in seized:  # a seizure given two ways (posted and mailed) is one day to reply by
            seized.add(n.subject_id)
            item = _seizure(n, today)
        else:
            item = None
        if item is not None:
            out.append(replace(item, overdue=item.due < today))
    return out


def _license_order(n: Notice, today: date) -> DueItem | None:
    animal_id = Impound.get_by_id(n.subject_id).animal_id if n.subject_table == "impound" else n.subject_id
    animal = Animal.get_or_none(Animal.id == animal_id)
    if animal is None or animal.voided_at is not None or animal.status != AnimalStatus.ACTIVE:
        return None
    fields = json.loads(n.fields or "{}")
    needs = fields.get("values", {}).get("license_or_permit", "license")
    if needs == "permit":
        held = (Permit.select().where((Permit.owner == n.owner_id) & in_force(today) & Permit.voided_at.is_null())
                .exists())
    else:
        held = current_license(animal.id, today) is not None
    if held:
        return None
    label = profile_for(n.jurisdiction_id).species_info(animal.species).label.lower()
    who = f"{n.number} · {animal.name or label} · {n.recipient_name}"
    after = " after a veterinarian's rabies report" if fields.get("kind") == RABIES_LETTER else ""
    kind = f"Notice to obtain a {needs}{after}"
    clears = (f"The {needs} issued by this day; after it the animal may be impounded for want of it"
              if n.other_deadline >= today else
              f"The {needs} issued; its day has passed: the animal may be impounded for want of it")
    record = ("impound", n.subject_id) if n.subject_table == "impound" else ("animal", animal.id)
    return DueItem(n.other_deadline, kind, who, clears, *record, n.jurisdiction_id)


def _notice_to_comply(n: Notice) -> DueItem | None:
    call = Call.get_or_none(Call.id == n.subject_id)
    if call is None or call.status == CallStatus.CLOSED:
        return None
    what = kind_label(profile_for(n.jurisdiction_id), call.kind).lower()
    return DueItem(n.other_deadline, "Notice to comply", f"{n.number} · Call {call.number} · {n.recipient_name}",
                   f"Visit and close the call once it is corrected; else cite the owner — {what}", "call", call.id,
                   n.jurisdiction_id)


def _seizure(n: Notice, today: date) -> DueItem | None:
    impound = Impound.get_or_none(Impound.id == n.subject_id)
    if impound is None or impound.status != ImpoundStatus.HELD:
        return None
    if SeizureClaim.select().where((SeizureClaim.impound == impound.id) & SeizureClaim.voided_at.is_null()).exists():
        return None
    animal = Animal.get_by_id(impound.animal_id)
    label = profile_for(n.jurisdiction_id).species_info(animal.species).label.lower()
    start = f"{impound.disposition_from:%m/%d/%Y}" if impound.disposition_from else ""
    if n.other_deadline >= today:
        then = f"; without either it may be disposed of from {start}" if start else ""
        clears = f"Record a security posted or a hearing asked for on the impound{then}"
    else:  # the day gone with no claim: what is left is the disposition (or a claim made in time, recorded late)
        then = f" (it may be disposed of from {start})" if start else ""
        clears = (f"No security or hearing request recorded by the day: record the disposition on the impound{then},"
                  " or a claim made in time")
    return DueItem(n.other_deadline, "Seizure: last day for security or a hearing request",
                   f"{impound.number} · {animal.name or label} · {n.recipient_name}", clears, "impound", impound.id,
                   n.jurisdiction_id)
