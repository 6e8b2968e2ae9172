"""One person across cities: linking two owner records of one person, and unlinking them.

An owner record belongs to one jurisdiction, so a person who keeps animals in Tracy and in
Worthington has two records. A link says they are one person; nothing moves between them (a
merge of duplicates, ``services.merge``, is for two records of one person in one city). The
person is every record reached through links in force, at most one in each jurisdiction.
What counts across the linked records is the profile's to say (``domain.persons``).

Linking and unlinking are the officer's (the ``merge_owners`` permission: both say who a record
is); each is one transaction with its audit entry, and an unlinked link stays on file, voided
with its reason (T-7B).
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from ..domain import validate
from ..domain.errors import ValidationError
from ..domain.roles import Actor
from ..persistence.models.people import Owner, OwnerLink
from ..queries.owner_links import _city, direct_link, person_record_ids
from .common import fetch_owner, lock_counter
from .office_action import OfficeAction


@dataclass(frozen=True)
class Linked:
    link_id: int
    owner_id: int
    other_id: int


def _check_pair(owner: Owner, other: Owner) -> None:
    """Refusals that name ``other_id``: the same record, the same city, another kind of owner,
    records already one person, or a person who would have two records in one city."""
    if other.id == owner.id:
        raise ValidationError("other_id", "a record cannot be linked to itself", other.id)
    if other.jurisdiction_id == owner.jurisdiction_id:
        raise ValidationError("other_id", f"both records are in the {_city(owner.jurisdiction_id)}: two records "
                              "of one person in one city are duplicates; merge them instead", other.id)
    if other.kind != owner.kind:
        raise ValidationError("other_id", f"{other.display_name} is recorded as "
                              f"{'an organisation' if other.kind == 'organisation' else 'a person'}, "
                              f"{owner.display_name} is not; link records of the same kind", other.id)
    mine, theirs = person_record_ids(owner.id), person_record_ids(other.id)
    if other.id in mine:
        link = direct_link(owner.id, other.id)
        how = f" on {link.linked_on:%m/%d/%Y}" if link else " through another record"
        raise ValidationError("other_id", f"{owner.display_name} and {other.display_name} are already linked{how}",
                              other.id)
    held = {o.jurisdiction_id: o for o in Owner.select().where(Owner.id.in_(mine))}
    for o in Owner.select().where(Owner.id.in_(theirs)):
        if o.jurisdiction_id in held:
            mine_there = held[o.jurisdiction_id]
            raise ValidationError("other_id", f"the person already has a record in the {_city(o.jurisdiction_id)} "
                                  f"({mine_there.display_name}, owner {mine_there.id}) and {o.display_name} "
                                  f"(owner {o.id}) would be a second; merge the two there first", other.id)


def link_owners(actor: Actor, owner_id: int, other_id: int, *, note: str = "",
                on: date | None = None) -> Linked:
    """Link two records in two jurisdictions as one person (the officer has checked they are)."""
    act = OfficeAction(actor, "merge_owners")
    note = validate.text("note", note, max_len=1000, multiline=True)
    on = validate.day("on", on or date.today(), not_after=date.today())
    with act:
        lock_counter("owner-link")  # two desks linking at once take turns: no person gets two records of a city
        owner = fetch_owner(owner_id, "owner_id")
        other = fetch_owner(other_id, "other_id")
        _check_pair(owner, other)
        row = act.created(OwnerLink.create(owner=owner, other=other, linked_on=on, note=note), "owner.link",
                          note=note or f"owner {owner.id} and owner {other.id} are one person")
    return Linked(row.id, owner.id, other.id)


def unlink_owners(actor: Actor, link_id: int, *, reason: str, expected_version: int | None = None) -> None:
    """The two records are not one person after all: the link is voided with the reason."""
    act = OfficeAction(actor, "merge_owners")
    reason = validate.text("reason", reason, max_len=500, required=True, multiline=True)
    with act:
        row = act.fetch(OwnerLink, link_id, "link_id", allow_void=True)
        if row.is_void:
            raise ValidationError("link_id", f"the link was already removed on {row.voided_at:%m/%d/%Y}", link_id)
        act.void(row, reason, action="owner.unlink", expected_version=expected_version)
