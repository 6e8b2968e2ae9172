"""One search box: owner name, animal name, license number, tag number, microchip (T-7E).

Input is always a value bound into the query, never SQL. A string of digits is
tried as a tag number and a microchip; words are matched as name prefixes.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from peewee import JOIN

from ..persistence.models import Animal, License, Owner

LIMIT = 25


@dataclass(frozen=True)
class SearchHit:
    kind: str  # owner | animal | license
    id: int
    title: str
    detail: str


_CONTROL = re.compile(r"[\x00-\x1f\x7f\ud800-\udfff]")


def search(text: str, jurisdiction_id: int | None = None, limit: int = LIMIT) -> list[SearchHit]:
    if not isinstance(text, str):
        return []
    text = _CONTROL.sub(" ", text).strip()  # a scanner's tab or a stray NUL is a gap, not SQL
    if len(text) < 2 or len(text) > 100:
        return []
    hits: list[SearchHit] = []
    compact = text.replace(" ", "").replace("-", "")
    if compact.isdigit():
        q = (License.select(License.id, License.number, License.year, License.tag_number, License.status,
                            Animal.name, Owner.display_name)
             .join(Animal, on=(License.animal == Animal.id)).switch(License)
             .join(Owner, on=(License.owner == Owner.id))
             .where(License.tag_number == int(compact[:9])))
        if jurisdiction_id:
            q = q.where(License.jurisdiction == jurisdiction_id)
        for lid, number, year, tag, status, aname, oname in q.order_by(License.year.desc()).limit(limit).tuples():
            hits.append(SearchHit("license", lid, f"Tag {tag} ({year})", f"{number} · {aname} · {oname} · {status}"))
    if compact.isalnum() and len(compact) >= 6:
        q = (Animal.select(Animal.id, Animal.name, Animal.species, Animal.microchip, Owner.display_name)
             .join(Owner, on=(Animal.owner == Owner.id), join_type=JOIN.LEFT_OUTER)
             .where(Animal.microchip == compact.upper()))
        for aid, name, species, chip, oname in q.limit(limit).tuples():
            hits.append(SearchHit("animal", aid, f"Microchip {chip}", f"{name or 'unnamed'} ({species}) · {oname or 'no owner'}"))
    if "-" in text and len(text) >= 6:
        for lid, number, aname in (License.select(License.id, License.number, Animal.name)
                                   .join(Animal, on=(License.animal == Animal.id))
                                   .where(License.number.startswith(text.upper())).limit(limit).tuples()):
            hits.append(SearchHit("license", lid, number, aname))
    if not compact.isdigit():
        words = text.replace(",", " ").split()
        q = Owner.select(Owner.id, Owner.display_name).where(Owner.voided_at.is_null() & Owner.merged_into.is_null())
        if jurisdiction_id:
            q = q.where(Owner.jurisdiction == jurisdiction_id)
        q = q.where(Owner.display_name.startswith(words[0]))
        for extra in words[1:]:
            q = q.where(Owner.display_name.contains(extra))
        for oid, name in q.order_by(Owner.display_name).limit(limit).tuples():
            hits.append(SearchHit("owner", oid, name, "owner"))
        q = (Animal.select(Animal.id, Animal.name, Animal.species, Owner.display_name)
             .join(Owner, on=(Animal.owner == Owner.id), join_type=JOIN.LEFT_OUTER)
             .where(Animal.name.startswith(text) & Animal.voided_at.is_null()))
        if jurisdiction_id:
            q = q.where(Animal.jurisdiction == jurisdiction_id)
        for aid, name, species, oname in q.limit(limit).tuples():
            hits.append(SearchHit("animal", aid, name, f"{species} · {oname or 'no owner'}"))
    return hits[:limit]
