"""State law every profile gets: what Minn. Stat. 346.155 forbids, no city's profile can allow.

The kinds of regulated animal and the citation are the state-law layer of the profile
(``resources/ordinances/state/minnesota.toml``, read in ``profile_readings``).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from .errors import Refusal
from .profiles import Profile


class _Kept(Protocol):
    @property
    def species(self) -> str: ...


def state_law_refusals(profile: Profile, animals: Sequence[_Kept]) -> list[Refusal]:
    """Minn. Stat. 346.155, in every profile: a regulated animal may not be kept, whatever the
    city's own list says; the kinds come from the state-law layer, each with its citation."""
    state, out = profile.readings.state, list[Refusal]()
    for a in animals:
        kind = state.regulated_kind(a.species, primate=profile.species_info(a.species).primate)
        if kind and all(r.data.get("regulated") != kind.code for r in out):
            out.append(Refusal(state.rule_id, f"state law forbids keeping {kind.text} ({state.citation}); "
                               "no city permit can allow it", {"species": a.species, "regulated": kind.code,
                                                               "citation": state.citation}))
    return out
