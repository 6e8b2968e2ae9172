"""What the animal buttons do, from the owner's record or from a record opened by the search
(the Licenses tab): open the dialog, then tell every tab what changed."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from animaloffice.domain.statuses import AnimalStatus
from animaloffice.queries.records import animal_facts, owner_brief

from ..modal import run_modal
from .animal_dialogs import AnimalDialog, EndDialog, LitterDialog
from .dialogs import ReasonDialog


def _ran(dialog) -> bool:
    return bool(run_modal(dialog)) and dialog.result_value is not None


def add_animal(parent, ctx, owner_id: int) -> bool:
    if not _ran(AnimalDialog(ctx, owner_id=owner_id, parent=parent)):
        return False
    ctx.changed("animal")
    ctx.status(QCoreApplication.translate("ui.owners.animal_actions", "Animal added"))
    return True


def edit_animal(parent, ctx, animal_id: int) -> bool:
    if not _ran(AnimalDialog(ctx, animal_id=animal_id, parent=parent)):
        return False
    ctx.changed("animal")
    ctx.status(QCoreApplication.translate("ui.owners.animal_actions", "Animal saved"))
    return True


def record_litter(parent, ctx, owner_id: int) -> bool:
    """A litter; if it makes a hobbyist permit holder a professional breeder, say so (the
    permit is then on the Permits tab's reclassification list)."""
    if not _ran(LitterDialog(ctx, owner_id, parent)):
        return False
    ctx.changed("litter")
    ctx.changed("permit")
    from animaloffice.queries.permits import reclassifications_due

    owner = owner_brief(owner_id)
    flagged = [r for r in reclassifications_due(owner.jurisdiction_id) if r.owner_id == owner_id]  # not a namesake
    ctx.status(QCoreApplication.translate("ui.owners.animal_actions", "Litter recorded. Permit {0} is now due for reclassification as a professional breeder "
                                                                      "(see Permits).").format(flagged[0].number) if flagged else QCoreApplication.translate("ui.owners.animal_actions", "Litter recorded"))
    return True


def end_animal(parent, ctx, animal_id: int) -> bool:
    """Died or gone; for an animal recorded as gone, that it is back with its owner."""
    from animaloffice.services import animal_life

    row = animal_facts(animal_id)
    if row.status == AnimalStatus.GONE:
        dialog = ReasonDialog(ctx, f"Back with its owner — {row.name or 'animal'}", "&Where it was found:",
                              lambda note: animal_life.record_found(ctx.actor, animal_id, note=note) or True, parent)
    else:
        dialog = EndDialog(ctx, animal_id, parent)
    if not _ran(dialog):
        return False
    ctx.changed("animal")
    ctx.changed("license")
    ctx.status(QCoreApplication.translate("ui.owners.animal_actions", "Recorded"))
    return True
