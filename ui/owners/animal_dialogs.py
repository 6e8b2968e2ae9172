"""An owner's animals at the desk: add or edit one, record a litter, record a death or a loss.

Each dialog calls one service (``animaloffice.services.animals``); the services decide what
follows (a death or a dog given away ends its license; a litter counts toward the breeder class).
"""
from __future__ import annotations

from datetime import date, timedelta

from PySide6.QtWidgets import QCheckBox, QLabel, QSpinBox

from animaloffice.queries.records import animal_facts, dams_of, owner_brief
from animaloffice.services import animal_life, animals

from ..widgets.forms import date_edit, from_qdate, optional_date, to_qdate
from .dialogs import ServiceDialog, combo, line, notes_edit

# a new animal starts at "(choose)": a license application states the sex, so it is asked, not assumed
SEXES = [("(choose)", ""), ("Male", "M"), ("Female", "F"), ("Not known", "U")]
ALTERED = [("Unknown", None), ("Yes (spayed or neutered)", True), ("No", False)]
ENDINGS = [("Died", "died")] + [(text[:1].upper() + text[1:], code) for code, text in animal_life.LOSS_REASONS.items()]


def _species(ctx, jurisdiction_id: int | None = None) -> list[tuple[str, str]]:
    profile = ctx.profile() if jurisdiction_id is None else _profile(jurisdiction_id)
    return [(sp.label, code) for code, sp in profile.species.items()]


def _profile(jurisdiction_id: int):
    from animaloffice.persistence.profiles import profile_for

    return profile_for(jurisdiction_id)


class AnimalDialog(ServiceDialog):
    """A new animal of an owner, or a change to an animal's description."""

    def __init__(self, ctx, owner_id: int | None = None, animal_id: int | None = None, parent=None):
        self.row = animal_facts(animal_id) if animal_id is not None else None
        super().__init__(ctx, self.tr("Edit animal") if self.row else self.tr("Add an animal"), parent)
        self.setObjectName("animal_dialog")
        self.owner_id = owner_id if self.row is None else self.row.owner_id
        r = self.row
        where = r.jurisdiction_id if r else None
        self.name = self.add(self.tr("&Name:"), "name", line("animal_name", r.name if r else ""))
        self.species = self.add(self.tr("&Species:"), "species", combo("species", _species(ctx, where),
                                                             r.species if r else None))
        self.breed = self.add(self.tr("&Breed:"), "breed", line("breed", r.breed if r else ""))
        self.sex = self.add(self.tr("Se&x:"), "sex", combo("sex", SEXES, r.sex if r else ""))
        self.altered = self.add(self.tr("S&payed or neutered:"), "altered", combo("altered", ALTERED))
        if r is not None:
            self.altered.setCurrentIndex(max(0, [v for _, v in ALTERED].index(r.altered)))
        self.birth = self.add(self.tr("Bi&rth date:"), "birth_date", date_edit(r.birth_date if r else None,
                                                                       allow_empty=True, name="birth_date"))
        self.estimated = self.add("", "birth_date_estimated", QCheckBox(self.tr("The birth date is an &estimate")))
        self.estimated.setChecked(bool(r and r.birth_date_estimated))
        self.colour = self.add(self.tr("&Colour:"), "colour", line("colour", r.colour if r else ""))
        self.markings = self.add(self.tr("&Markings:"), "markings", line("markings", r.markings if r else ""))
        self.chip = self.add(self.tr("Micr&ochip:"), "microchip", line("microchip", (r.microchip or "") if r else ""))
        self.chip_maker = self.add(self.tr("Microchip ma&ker:"), "microchip_maker",
                                   line("microchip_maker", r.microchip_maker if r else ""))
        self.description = self.add(self.tr("&Description:"), "description",
                                    notes_edit("description", r.description if r else ""))

    def values(self) -> dict:
        return dict(name=self.name.text(), species=self.species.currentData(), breed=self.breed.text(),
                    sex=self.sex.currentData(), altered=self.altered.currentData(),
                    birth_date=optional_date(self.birth), birth_date_estimated=self.estimated.isChecked(),
                    colour=self.colour.text(), markings=self.markings.text(), microchip=self.chip.text(),
                    microchip_maker=self.chip_maker.text(), description=self.description.toPlainText())

    def apply(self):
        if self.row is not None:
            return animals.update_animal(self.ctx.actor, self.row.id, expected_version=self.row.version,
                                         **self.values())
        jurisdiction = owner_brief(self.owner_id).jurisdiction_id if self.owner_id else self.ctx.jurisdiction_id
        return animals.create_animal(self.ctx.actor, jurisdiction_id=jurisdiction, owner_id=self.owner_id,
                                     **self.values())


class LitterDialog(ServiceDialog):
    """A litter born to an owner's animals: it counts toward the breeder class (the permit the
    owner needs), and a hobbyist permit holder past the limit is flagged for reclassification."""

    def __init__(self, ctx, owner_id: int, parent=None):
        super().__init__(ctx, self.tr("Record a litter"), parent)
        self.setObjectName("litter_dialog")
        self.owner_id = owner_id
        owner = owner_brief(owner_id)
        self.count_note = QLabel(objectName="litter_count_note", wordWrap=True)
        self.form.addRow(self.count_note)
        self.born = self.add(self.tr("&Born on:"), "born_on", date_edit(name="born_on"))
        self.born.setMaximumDate(to_qdate(date.today()))
        self.species = self.add(self.tr("&Species:"), "species", combo("litter_species", _species(ctx, owner.jurisdiction_id)))
        self.count = self.add(self.tr("&How many:"), "count", QSpinBox(objectName="litter_count"))
        self.count.setRange(1, 30)
        self.count.setValue(4)
        dams = dams_of(owner_id)
        self.dam = self.add(self.tr("&Mother:"), "dam_id", combo("litter_dam", [("(not recorded)", None)] + dams))
        self.notes = self.add(self.tr("&Notes:"), "notes", notes_edit("litter_notes"))
        self._count_text()

    def _count_text(self) -> None:
        from animaloffice.queries.permits import litter_dates

        year_ago = date.today() - timedelta(days=365)
        recent = [d for d in litter_dates(self.owner_id) if d > year_ago]
        self.count_note.setText(self.tr("Litters recorded for this owner in the last 12 months: {0}.").format(len(recent)))

    def apply(self):
        return animals.record_litter(self.ctx.actor, self.owner_id, born_on=from_qdate(self.born.date()),
                                     species=self.species.currentData(), count=self.count.value(),
                                     dam_id=self.dam.currentData(), notes=self.notes.toPlainText())


class EndDialog(ServiceDialog):
    """The animal died, or is gone from its owner (lost, moved away, given away)."""

    def __init__(self, ctx, animal_id: int, parent=None):
        self.row = animal_facts(animal_id)
        super().__init__(ctx, f"Died or gone — {self.row.name or 'animal'}", parent)
        self.setObjectName("animal_end_dialog")
        self.what = self.add(self.tr("&What happened:"), "reason", combo("ending", ENDINGS))
        self.on = self.add(self.tr("&On:"), "on", date_edit(name="ended_on"))
        self.on.setMaximumDate(to_qdate(date.today()))
        self.note = self.add(self.tr("&Note:"), "note", notes_edit("ending_note"))
        self.effect = QLabel(objectName="ending_effect", wordWrap=True)
        self.form.addRow(self.effect)
        self.what.currentIndexChanged.connect(lambda _: self._effect())
        self._effect()

    def _effect(self) -> None:
        what = self.what.currentData()
        self.effect.setText(self.tr("Its license ends that day.") if what in ("died", "given") else
                            "Its license stays: if it is found, record that it is back." if what == "lost"
                            else "Its license stays as it is.")

    def apply(self):
        what, on = self.what.currentData(), from_qdate(self.on.date())
        if what == "died":
            animal_life.record_death(self.ctx.actor, self.row.id, on=on, note=self.note.toPlainText())
        else:
            animal_life.record_loss(self.ctx.actor, self.row.id, on=on, reason=what, note=self.note.toPlainText())
        return what
