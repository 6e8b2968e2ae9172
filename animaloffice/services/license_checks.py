"""What the license desk checks on the records before a license is sold: the facts the
application states (T-3A), the age exemption (T-7C) and the animal's changes of owner (for a
lifetime license, T-3A with T-3C)."""
from __future__ import annotations

from datetime import date

from ..domain import licensing as rules
from ..domain.errors import Refusal, ValidationError
from ..domain.explain import fmt_short
from ..domain.license_application import application_gaps, gaps_message
from ..domain.profiles import Profile
from ..persistence.models.animals import Animal, Ownership
from ..queries.owner_contact import mailing_address


def check_application(profile: Profile, animal: Animal, *, renewal: bool = False) -> None:
    """Refuse the sale while the animal's or owner's record lacks a fact the profile's
    application states, naming the first one's field. ``licensing.issue_license`` asks it on
    every path (the counter, a renewal, a reclaim), inside the sale's transaction. A renewal of a record kept (or imported)
    without them is refused too: the new license, its certificates due and its renewal letter
    need them as much, and the clerk records them from the owner at the counter."""
    gaps = application_gaps(profile.readings.application_facts, name=animal.name, sex=animal.sex,
                            birth_date=animal.birth_date,
                            has_mailing_address=mailing_address(animal.owner_id) is not None)
    if gaps:
        then = "; record it on the animal's or owner's record, then renew" if renewal else ""
        raise ValidationError(gaps[0].field, gaps_message(gaps) + then)


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
