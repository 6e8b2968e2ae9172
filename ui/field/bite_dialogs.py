"""The dialogs of a bite report: record it, its report to the health department, its 10-day
observation, a dangerous-dog declaration from it."""
from __future__ import annotations

from datetime import date

from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QPlainTextEdit

from animaloffice.domain import bites as rules
from animaloffice.domain import dangerous_dogs as dd_rules
from animaloffice.queries.bites import BiteDetail
from animaloffice.services import bites
from animaloffice.services.kennels import list_facilities, list_kennels, occupant

from ..widgets.forms import date_edit, from_qdate, optional_date, person_name
from .forms import FieldDialog
from .picker import SubjectPicker


def _text(name: str, value: str = "", lines: int = 2) -> QPlainTextEdit:
    edit = QPlainTextEdit(value, objectName=name)
    edit.setTabChangesFocus(True)
    edit.setFixedHeight(22 * lines + 8)
    return edit


def _choices(name: str, items: dict, current: str = "") -> QComboBox:
    box = QComboBox(objectName=name)
    for code, words in items.items():
        box.addItem(words, code)
    box.setCurrentIndex(max(0, box.findData(current)))
    return box


class BiteDialog(FieldDialog):
    """A bite reported: where and when, the victim (confidential), the animal, the injury."""

    def __init__(self, ctx, parent=None, *, call=None, today: date | None = None):
        super().__init__(ctx, self.tr("New bite report"), parent, ok_text="&Record the bite")
        self.setObjectName("bite_dialog")
        self.call = call
        self.on = self.add(self.tr("&Bitten on"), date_edit(today, name="bite_date"), "bitten_on")
        self.time = self.add(self.tr("Time"), QLineEdit(objectName="bite_time"), "bitten_time")
        self.place = self.add(self.tr("&Where"), QLineEdit(call.address if call else "", objectName="bite_place"), "place")
        self.subject = self.add(self.tr("The animal that bit"), SubjectPicker(
            ctx, owner_id=call.owner_id if call else None, animal_id=call.animal_id if call else None), "animal_id")
        self.species = QComboBox(objectName="bite_species")
        self.species.addItem(self.tr("(the animal on record)"), "")
        for code, spec in ctx.profile().species.items():
            self.species.addItem(spec.label, code)
        self.add(self.tr("Species, if not on record"), self.species, "species")
        self.description = self.add(self.tr("Description"), _text("bite_animal_description"), "animal_description")
        self.form.addRow(QLabel(self.tr("Who was bitten is confidential: never printed on anything the owner receives, "
                                        "and shown only to officers and administrators."), wordWrap=True))
        self.victim_kind = self.add(self.tr("Bitten"), _choices("victim_kind", rules.VICTIM_KINDS), "victim_kind")
        self.victim_name = self.add(self.tr("Victim's name (or the bitten animal's owner)"), QLineEdit(objectName="victim_name"),
                                    "victim_name")
        self.victim_phone = self.add(self.tr("Telephone"), QLineEdit(objectName="victim_phone"), "victim_phone")
        self.victim_address = self.add(self.tr("Address"), QLineEdit(objectName="victim_address"), "victim_address")
        self.victim_age = self.add(self.tr("Age group"), _choices("victim_age_group", rules.AGE_GROUPS, "unknown"),
                                   "victim_age_group")
        self.victim_animal = self.add(self.tr("Animal bitten"), QLineEdit(objectName="victim_animal"), "victim_animal")
        self.provoked = self.add(self.tr("&Provoked"), _choices("bite_provoked", rules.PROVOKED, "unknown"), "provoked")
        self.provocation = self.add(self.tr("Provocation"), _text("bite_provocation"), "provocation")
        self.injury = self.add(self.tr("&Injury"), _choices("bite_injury", rules.INJURIES, "minor"), "injury")
        self.injury_notes = self.add(self.tr("Wounds"), _text("bite_injury_notes"), "injury_notes")
        self.care = self.add(self.tr("Medical care"), _text("bite_medical_care"), "medical_care")
        self.off = self.add(self.tr("Off the owner's property"), _choices(
            "bite_off_property", {"": "Not known", "yes": "Yes", "no": "No"}), "off_owner_property")

    def submit(self):
        off = {"yes": True, "no": False}.get(self.off.currentData())
        return self.run(bites.record_bite, self.ctx.actor, jurisdiction_id=self.ctx.jurisdiction_id,
                        bitten_on=from_qdate(self.on.date()), place=self.place.text(),
                        victim_kind=self.victim_kind.currentData(), animal_id=self.subject.animal_id(),
                        owner_id=self.subject.owner_id(), species=self.species.currentData(),
                        call_id=self.call.id if self.call else None, bitten_time=self.time.text(),
                        animal_description=self.description.toPlainText(), victim_name=self.victim_name.text(),
                        victim_phone=self.victim_phone.text(), victim_address=self.victim_address.text(),
                        victim_age_group=self.victim_age.currentData(), victim_animal=self.victim_animal.text(),
                        provoked=self.provoked.currentData(), provocation=self.provocation.toPlainText(),
                        injury=self.injury.currentData(), injury_notes=self.injury_notes.toPlainText(),
                        medical_care=self.care.toPlainText(), off_owner_property=off)


class HealthDialog(FieldDialog):
    def __init__(self, ctx, detail: BiteDetail, parent=None, today: date | None = None):
        super().__init__(ctx, f"Report to the health department: {detail.number}", parent)
        self.setObjectName("health_dialog")
        self.detail = detail
        self.on = self.add(self.tr("Reported on"), date_edit(today, name="health_date"), "reported_on")
        self.to = self.add(self.tr("Reported &to"), QLineEdit(objectName="health_to"), "reported_to")
        self.by = self.add(self.tr("Reported by"), QLineEdit(person_name(ctx.actor), objectName="health_by"), "reported_by")

    def submit(self):
        return self.run(bites.report_to_health, self.ctx.actor, self.detail.id, reported_on=from_qdate(self.on.date()),
                        reported_to=self.to.text(), reported_by=self.by.text(), expected_version=self.detail.version)


class QuarantineDialog(FieldDialog):
    """The biting dog, cat or ferret taken in for its 10-day observation (the bite day is day 0)."""

    def __init__(self, ctx, detail: BiteDetail, parent=None, today: date | None = None):
        super().__init__(ctx, f"Start the observation: {detail.number}", parent, ok_text="&Take in")
        self.setObjectName("quarantine_dialog")
        self.detail = detail
        self.add(self.tr("Animal"), QLabel(detail.animal or f"{detail.species_label}, not on record"))
        self.on = self.add(self.tr("Taken in on"), date_edit(today, name="quarantine_date"), "on")
        self.kennel = QComboBox(objectName="quarantine_kennel")
        self.kennel.addItem(self.tr("(no kennel yet)"), None)
        for f in list_facilities():
            for k in sorted(list_kennels(f.id), key=lambda k: (k.kind != "quarantine", k.code)):
                if k.active and occupant(k.id) is None:
                    self.kennel.addItem(f"{f.name}: {k.code} ({k.kind})", k.id)
        if self.kennel.count() > 1:
            self.kennel.setCurrentIndex(1)
        self.add(self.tr("&Kennel"), self.kennel, "kennel_id")
        self.colour = self.add(self.tr("Colour (an animal not on record)"), QLineEdit(objectName="quarantine_colour"),
                               "new_animal")

    def submit(self):
        new = None if self.detail.animal_id else {"species": self.detail.species, "colour": self.colour.text()}
        return self.run(bites.start_quarantine, self.ctx.actor, self.detail.id, on=from_qdate(self.on.date()),
                        kennel_id=self.kennel.currentData(), new_animal=new)


class DeclareDialog(FieldDialog):
    """A dangerous-dog declaration on the bite's facts; the grounds the bite supports come first."""

    def __init__(self, ctx, detail: BiteDetail, parent=None, today: date | None = None):
        super().__init__(ctx, f"Declare from {detail.number}", parent, ok_text="&Declare")
        self.setObjectName("declare_dialog")
        self.detail = detail
        self.kind = self.add(self.tr("Declara&tion"), _choices("declare_kind", {k: dd_rules.kind_words(k).capitalize()
                                                                      for k in dd_rules.KINDS}), "kind")
        self.ground = QComboBox(objectName="declare_ground")
        supported = {g.code: g for g in detail.grounds}
        items = sorted(dd_rules.grounds(ctx.profile()), key=lambda i: i.code not in supported)
        for item in items:
            why = f" (this bite: {supported[item.code].why})" if item.code in supported else ""
            self.ground.addItem(f"{dd_rules.ground_label(item)}{why}", item.code)
        self.add(self.tr("&Ground"), self.ground, "ground")
        if detail.grounds:
            self.kind.setCurrentIndex(max(0, self.kind.findData(detail.grounds[0].kind)))
        self.kind.currentIndexChanged.connect(lambda _: self._match_ground())
        self.by = self.add(self.tr("Declared by"), QLineEdit(person_name(ctx.actor), objectName="declare_by"), "declared_by")
        self.facts = self.add(self.tr("Facts (without the victim's name)"), _text("declare_facts", lines=3), "facts")
        self.facts.setPlaceholderText(self.tr("left empty: the bite's facts, as the report gives them"))
        self.seized = self.add(self.tr("Seized on"), date_edit(allow_empty=True, name="declare_seized"), "seized_on")

    def _match_ground(self) -> None:
        kind = self.kind.currentData()
        for i in range(self.ground.count()):
            item = self.ctx.profile().item("dangerous_dog_grounds", self.ground.itemData(i))
            if item is not None and item.extra.get("kind") == kind:
                self.ground.setCurrentIndex(i)
                return

    def submit(self):
        return self.run(bites.declare_from_bite, self.ctx.actor, self.detail.id, kind=self.kind.currentData(),
                        ground=self.ground.currentData(), declared_by=self.by.text(),
                        facts=self.facts.toPlainText(), seized_on=optional_date(self.seized))
