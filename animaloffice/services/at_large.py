"""W-90.05C on the records: an animal's at-large custody events, and one penalty per running at large.

The ladder (``domain.at_large``) counts the times the same animal was taken into custody or
impounded for running at large: its impounds on the ``at_large`` ground, an officer's field
return (T-6A) included, voided ones left out. Citations written without custody do not count.

One running at large is charged once: the penalty goes either on the impound's bill or on
the citation written for that day. Whichever is charged first stands; the other leaves it out
(the bill) or is refused (the citation).
"""
from __future__ import annotations

from datetime import date

from ..domain import at_large as rules
from ..domain.statuses import ViolationStatus
from ..persistence.models.animals import Animal
from ..persistence.models.enforcement import Violation
from ..persistence.models.impounds import Impound
from ..persistence.models.money import Charge


def custody_events(animal_id: int) -> list[tuple[date, int]]:
    """(day, impound id) of each at-large custody event of the animal, in the order they happened."""
    q = Impound.select(Impound.impounded_on, Impound.id).where(
        (Impound.animal == animal_id) & (Impound.ground == rules.GROUND) & Impound.voided_at.is_null())
    return sorted(q.tuples())


def earlier_custody(impound: Impound) -> list[date]:
    """Days of the animal's at-large custody events before this impound (the same day: recorded
    before it), for the ladder."""
    this = (impound.impounded_on, impound.id)
    return [day for day, iid in custody_events(impound.animal_id) if (day, iid) < this]


def custody_on(animal_id: int, day: date) -> Impound | None:
    """The animal's at-large custody event of that day (the latest, if there were two)."""
    return (Impound.select().where((Impound.animal == animal_id) & (Impound.ground == rules.GROUND)
                                   & Impound.voided_at.is_null() & (Impound.impounded_on == day))
            .order_by(Impound.id.desc()).first())


def altered_in_custody(impound: Impound, animal: Animal) -> bool | None:
    """Spayed/neutered as the desk recorded it at intake, else as the animal's record says."""
    return impound.altered_at_intake if impound.altered_at_intake is not None else animal.altered


def penalty_on_bill(animal_id: int, day: date) -> Charge | None:
    """The W-90.05C penalty already charged on the bill of that day's at-large impound, if any."""
    impounds = [i for (i,) in Impound.select(Impound.id).where(
        (Impound.animal == animal_id) & (Impound.impounded_on == day) & (Impound.ground == rules.GROUND)
        & Impound.voided_at.is_null()).tuples()]
    if not impounds:
        return None
    return (Charge.select().where((Charge.subject_table == "impound") & Charge.subject_id.in_(impounds)
                                  & Charge.fee_code.startswith("at_large.") & Charge.voided_at.is_null())
            .first())


def penalty_on_citation(animal_id: int, day: date) -> str:
    """The number of a citation for that day's running at large that carries the W-90.05C
    penalty ('' if none): then the impound's bill leaves the penalty out."""
    cited = [v for (v,) in Violation.select(Violation.id).where(
        (Violation.animal == animal_id) & (Violation.occurred_on == day) & Violation.voided_at.is_null()
        & Violation.citation_number.is_null(False) & (Violation.status != ViolationStatus.DISMISSED)
        & ((Violation.kind == rules.GROUND) | (Violation.nuisance_kind == rules.GROUND))).tuples()]
    if not cited:
        return ""
    charge = (Charge.select(Charge.subject_id).where(
        (Charge.subject_table == "violation") & Charge.subject_id.in_(cited)
        & Charge.fee_code.startswith("at_large.") & Charge.voided_at.is_null()).first())
    return Violation.get_by_id(charge.subject_id).citation_number if charge else ""
