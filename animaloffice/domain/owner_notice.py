"""MN-347.14: no disposal of an impounded animal before its owner is notified.

Minn. Stat. § 347.14, subd. 2: the officer "shall, without delay, notify the owner,
personally or through the United States mail, if the owner is known ... or can be
ascertained with reasonable effort"; an owner who is not known is notified by a written
notice "in three public places". So an animal whose owner the records name (the impound's
owner, found by tag, microchip, license or owner record) is not adopted out, transferred or
euthanized until an impound notice to that owner is recorded as sent; an animal of unknown
owner not until the posting in three public places is recorded. A quarantine notice (T-6D5)
says where the animal is held and on what conditions it is released, so it notifies too.

A seizure for cruelty or neglect has its own notice (MN-343.235, ``cruelty``): that notice,
not this one, must be given before its disposal.

Each refusal names the action that clears it (``data["action"]``), which the kennel board
and the impound panel offer.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from .errors import Refusal

RULE = "MN-347.14"
TO_OWNER = frozenset({"impound", "quarantine"})  # notice kinds that notify a known owner
POSTED = frozenset({"posting", "quarantine"})  # posted in public places for an unknown owner
ACTIONS = {  # what clears each refusal, in the desk's words
    "impound_notice": "Send the impound notice to the owner",
    "posting": "Post the notice in public places",  # as many as the state's law asks: the posting dialog says
    "seizure_notice": "Give the notice of Minn. Stat. 343.235",
    "set_owner": "Record the owner, then send the impound notice",
}


@dataclass(frozen=True)
class NoticeOnFile:
    kind: str  # Notice.kind
    sent_on: date
    to_owner_id: int | None  # None: posted, not addressed to an owner


@dataclass(frozen=True)
class OwnerNoticeFacts:
    owner_id: int | None  # the owner recorded on the impound
    notices: tuple[NoticeOnFile, ...] = ()
    known_owner: str = ""  # an owner the records name although the impound has none
    cruelty: bool = False  # a seizure for cruelty or neglect (MN-343.235)
    impounded: bool = True  # False: surrendered, transferred in, brought for euthanasia (no notice is due)


def owner_notice_refusals(f: OwnerNoticeFacts, on: date) -> list[Refusal]:
    """Why the animal may not be disposed of on `on` for want of notice (empty when notified)."""
    if not f.impounded:  # the owner brought it, or another agency sent it: nobody is to be told
        return []
    sent = [n for n in f.notices if n.sent_on <= on]
    if f.cruelty:
        if any(n.kind == "seizure" for n in sent):
            return []
        return [Refusal("MN-343.235", "the notice of the seizure (the right to post security and to a "
                                      "hearing) has not been given", {"needs": "owner_notice",
                                                                      "action": "seizure_notice"})]
    if f.owner_id is None and f.known_owner:
        return [Refusal(RULE, f"the records name the owner, {f.known_owner}, but the impound does not: "
                              "record the owner and send the impound notice",
                        {"needs": "owner_notice", "action": "set_owner"})]
    if f.owner_id is not None:
        if any(n.kind in TO_OWNER and n.to_owner_id == f.owner_id for n in sent):
            return []
        return [Refusal(RULE, "the owner is known and has not been sent the impound notice",
                        {"needs": "owner_notice", "action": "impound_notice"})]
    if any(n.kind in POSTED and n.to_owner_id is None for n in sent):
        return []
    return [Refusal(RULE, "the owner is not known and the notice has not been posted in public places",
                    {"needs": "owner_notice", "action": "posting"})]
