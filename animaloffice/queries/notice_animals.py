"""The animals a permit notice names, in one line."""
from __future__ import annotations

import json

from ..persistence.models.animals import Animal


def animals_text(profile, animal_ids: list[int], species_json: str = "[]", description: str = "",
                 word=lambda label: label) -> str:
    """The animals a paper names ("Rex (dog, Beagle); 2 × cat"); ``word`` gives a species' name in the
    paper's language."""
    parts = []
    for a in Animal.select().where(Animal.id.in_(animal_ids)).order_by(Animal.id):
        label = word(profile.species_info(a.species).label).lower()
        parts.append(f"{a.name} ({label}{', ' + a.breed if a.breed else ''})" if a.name else label)
    counts: dict[str, int] = {}
    for code in json.loads(species_json or "[]"):
        counts[code] = counts.get(code, 0) + 1
    for code, n in counts.items():
        label = word(profile.species_info(code).label).lower()
        parts.append(f"{n} × {label}" if n > 1 else label)
    text = "; ".join(parts)
    if description:
        text = f"{description}" + (f" ({text})" if text else "")
    return text or "—"
