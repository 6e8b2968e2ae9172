"""State law every profile gets: what Minn. Stat. 346.155 forbids, no city's profile can allow, and
how many public places a notice to an unknown owner is posted in (Minn. Stat. 347.14).

The kinds of regulated animal, the number of places and their citations are the state-law layer
of the profile (``resources/ordinances/state/minnesota.toml``, read in ``profile_readings``).
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


def places_needed(profile: Profile) -> int:
    """How many public places a notice to an owner nobody knows is posted in: the state-law
    layer's number with its statute (Minn. Stat. 347.14: three); one where the state names none."""
    posting = profile.readings.state.posting
    return posting.places if posting is not None else 1


def posting_citation(profile: Profile) -> str:
    """The statute the number of public places comes from ("" where the state names none)."""
    posting = profile.readings.state.posting
    return posting.citation if posting is not None else ""
