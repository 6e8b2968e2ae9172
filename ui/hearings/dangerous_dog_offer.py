"""The dangerous-dog action a window showing one animal offers (the Licenses tab, the owner's
animals). Kept apart from the cases window so that choosing a row, from the first row at
start-up on, does not load the dangerous-dog code; that comes when the action is used."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from animaloffice.queries.dog_cases import dog_cases


def animal_offer(ctx, animal_id: int | None) -> str:
    """The one dangerous-dog action a window showing an animal offers, "" for none: the dog's
    case where it has one (worked by the clerk and the officer: registration items, the fee, the
    certificate), else a declaration where the role may declare (MN-347.50). An animal that is
    not a dog, and a dog a clerk may not declare, get none."""
    if animal_id is None:
        return ""
    found = dog_cases(animal_id)
    if found.latest_case_id is not None:
        return QCoreApplication.translate("ui.hearings.dangerous_dog_cases", "Dangero&us-dog case…")
    if found.declarable and ctx.actor.may("declare_dangerous_dog"):
        return QCoreApplication.translate("ui.hearings.dangerous_dog_cases", "Declare dangero&us dog…")
    return ""
