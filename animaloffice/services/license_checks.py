"""What the license desk checks on the records before a license is sold: the age exemption
(T-7C) and the animal's changes of owner (for a lifetime license, T-3A with T-3C)."""
from __future__ import annotations

from datetime import date

from ..domain import licensing as rules
from ..domain.errors import Refusal
from ..domain.explain import fmt_short
from ..domain.profiles import Profile
from ..persistence.models.animals import Animal, Ownership


def age_exemption_refusals(profile: Profile, animal: Animal, on: date) -> list[Refusal]:
    """T-7C(6): a dog or cat under 4 months is exempt; it is offered the exemption, not charged
    for a license. An estimated birth date (from an approximate age) counts, and is said to be."""
    if animal.species not in profile.licensed_species or animal.birth_date is None:
        return []
    young = rules.under_license_age(profile, animal.birth_date, on)
    if not young.value:
        return []
    months = profile.period("minimum_license_age_months", on)
    estimated = " (from its estimated birth date)" if animal.birth_date_estimated else ""
    return [Refusal("T-7C", f"the animal is under {months} months old{estimated} and exempt from licensing "
                    f"until it turns {months} months on {fmt_short(young.inputs['turns'])}: record the age exemption instead; no fee "
                    "is charged", {"turns": young.inputs["turns"], "estimated": animal.birth_date_estimated,
                                   "exemption": "under_4_months"})]


def owner_changes(animal_id: int) -> list[date]:
    """The days the animal changed owner (an ownership that ended)."""
    return [end for (end,) in Ownership.select(Ownership.end).where(
        (Ownership.animal == animal_id) & Ownership.end.is_null(False)).tuples()]
