"""The read side of one person across cities: the records linked with an owner, the records a
link could be made to, and the links' history for the owner's timeline."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from ..domain.persons import ConvictionFact
from ..persistence.models.office import Jurisdiction
from ..persistence.models.people import Address, Owner, OwnerLink


@dataclass(frozen=True)
class LinkedRecord:
    """Another record of the same person, in another jurisdiction."""

    owner_id: int
    name: str
    jurisdiction: str
    address: str
    link_id: int | None  # the link made between the two; None when linked through another record
    linked_on: date | None
    note: str
    version: int = 1  # the link's, for unlinking


@dataclass(frozen=True)
class Candidate:
    owner_id: int
    name: str
    jurisdiction: str
    address: str


def _address(owner_id: int) -> str:
    """The current home address, else any current one."""
    addr = (Address.select().where((Address.owner == owner_id) & Address.valid_to.is_null())
            .order_by((Address.kind == "home").desc(), Address.valid_from.desc()).first())
    return addr.one_line() if addr else ""


def _cities() -> dict[int, str]:
    return dict(Jurisdiction.select(Jurisdiction.id, Jurisdiction.name).tuples())


def linked_records(owner_id: int) -> tuple[LinkedRecord, ...]:
    """The person's other records, by city then name."""
    cities = _cities()
    out = []
    others = [i for i in person_record_ids(owner_id) if i != owner_id]
    for o in Owner.select().where(Owner.id.in_(others)):
        link = direct_link(owner_id, o.id)
        out.append(LinkedRecord(o.id, o.display_name, cities.get(o.jurisdiction_id, ""), _address(o.id),
                                link.id if link else None, link.linked_on if link else None,
                                link.note if link else "", link.version if link else 1))
    return tuple(sorted(out, key=lambda r: (r.jurisdiction, r.name.lower(), r.owner_id)))


def link_candidates(owner_id: int, text: str = "", limit: int = 50) -> tuple[Candidate, ...]:
    """Records an owner record may be linked to: the same kind of owner, in another jurisdiction,
    neither merged nor void, not yet the same person; matched on each word of `text`."""
    me = Owner.get_by_id(owner_id)
    taken = person_record_ids(owner_id)
    cities = _cities()
    q = Owner.select().where((Owner.jurisdiction != me.jurisdiction_id) & (Owner.kind == me.kind)
                             & Owner.merged_into.is_null() & Owner.voided_at.is_null() & Owner.id.not_in(taken))
    for word in (text or "").replace(",", " ").split():
        q = q.where(Owner.display_name.contains(word) | Owner.email.contains(word))
    rows = q.order_by(Owner.display_name, Owner.id).limit(limit)
    return tuple(Candidate(o.id, o.display_name, cities.get(o.jurisdiction_id, ""), _address(o.id)) for o in rows)


@dataclass(frozen=True)
class LinkEvent:
    day: date
    what: str
    other_id: int
    summary: str
    order: int


def link_events(owner_id: int) -> list[LinkEvent]:
    """Every link made with this record, and its removal, for the owner's timeline (T-7B)."""
    cities = _cities()
    out = []
    q = OwnerLink.select().where((OwnerLink.owner == owner_id) | (OwnerLink.other == owner_id))
    for link in q.order_by(OwnerLink.id):
        other = Owner.get_by_id(link.other_id if link.owner_id == owner_id else link.owner_id)
        who = f"{other.display_name} (owner {other.id}) in the {cities.get(other.jurisdiction_id, '')}"
        out.append(LinkEvent(link.linked_on, "Linked as the same person", other.id,
                             who + (f" — {link.note}" if link.note else ""), link.id))
        if link.voided_at:
            out.append(LinkEvent(link.voided_at.date(), "Link removed", other.id,
                                 f"{who}: {link.void_reason} ({link.voided_by})", link.id))
    return out


def _in_force():
    return OwnerLink.voided_at.is_null()


def person_record_ids(owner_id: int) -> list[int]:
    """Every record of the person this owner record is, itself included, in id order."""
    seen, frontier = {owner_id}, [owner_id]
    while frontier:
        pairs = (OwnerLink.select(OwnerLink.owner, OwnerLink.other)
                 .where(_in_force() & (OwnerLink.owner.in_(frontier) | OwnerLink.other.in_(frontier))).tuples())
        found = {i for pair in pairs for i in pair} - seen
        seen |= found
        frontier = sorted(found)
    return sorted(seen)


def direct_link(owner_id: int, other_id: int) -> OwnerLink | None:
    """The link in force made between these two records, either way round."""
    return (OwnerLink.select().where(_in_force() & (
        ((OwnerLink.owner == owner_id) & (OwnerLink.other == other_id))
        | ((OwnerLink.owner == other_id) & (OwnerLink.other == owner_id)))).first())


def _city(jurisdiction_id: int) -> str:
    return Jurisdiction.get_by_id(jurisdiction_id).name


def person_cruelty_convictions(owner_id: int) -> list[ConvictionFact]:
    """The cruelty convictions on file on every record of the person, each saying where it is
    recorded (W-90.10H6; whether the ones elsewhere count is the profile's, ``domain.persons``)."""
    from ..persistence.models.people import Conviction

    ids = person_record_ids(owner_id)
    cities = {o.id: o.jurisdiction_id for o in Owner.select(Owner.id, Owner.jurisdiction).where(Owner.id.in_(ids))}
    out = []
    for c in Conviction.select().where(Conviction.owner.in_(ids) & Conviction.animal_cruelty
                                       & Conviction.voided_at.is_null()).order_by(Conviction.convicted_on):
        own = c.owner_id == owner_id
        out.append(ConvictionFact(c.convicted_on, "" if own else _city(cities[c.owner_id]), own))
    return out
