"""Exemption instead of a license and its end (T-7C), transfer to a new owner (T-3C), tag stock."""
from __future__ import annotations

from datetime import date

from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QPushButton, QSpinBox, QTableWidget, QTableWidgetItem

from animaloffice.domain import licensing as rules
from animaloffice.domain.errors import OfficeError, ValidationError
from animaloffice.domain.explain import fmt_short
from animaloffice.domain.statuses import LicenseStatus
from animaloffice.queries.license_detail import animal_summary
from animaloffice.queries.tag_stock import tag_stock
from animaloffice.services import animals, exemptions, licensing_desk, tag_numbers

from ..widgets.forms import date_edit, from_qdate
from .common import DeskDialog
from .form_parts import Section, combo, hint
from .sections import AnimalSection, CertificateSection, OwnerSection


class ExemptionDialog(DeskDialog):
    ok_text = "Record e&xemption"

    def __init__(self, ctx, parent=None, *, owner_id: int | None = None, animal_id: int | None = None):
        super().__init__(ctx, self.tr("Record an exemption instead of a license"), parent, scroll=True)
        self.owner = self.add_section(OwnerSection(ctx))
        self.animal = self.add_section(AnimalSection(ctx))
        s = self.add_section(Section("3. Why no license is needed (T-7C)"))
        items = [(i.text, i.code) for i in ctx.profile().items("exemptions")]
        self.reason = s.row(self.tr("&Reason:"), combo(items, "exemption_reason"), "reason")
        self.notes = s.row(self.tr("Notes:"), QLineEdit(objectName="exemption_notes"), "notes")
        self.notes.setPlaceholderText(self.tr("e.g. staying until June 30; police department unit"))
        self.info = s.row("", hint(name="exemption_info"))
        self.owner.owner_changed.connect(self.animal.set_owner)
        self.reason.currentIndexChanged.connect(self._explain)
        self.animal.changed.connect(self._explain)
        self.animal.birth_date.dateChanged.connect(lambda _: self._explain())  # under 4 months: from the birth date
        if owner_id is not None:
            self.owner.set_owner(owner_id)
            if animal_id is not None:
                self.animal.set_animal(animal_id)
        self._explain()
        self.resize(700, 780)

    def _explain(self) -> None:
        if self.reason.currentData() != "under_4_months":
            self.info.setText(self.tr("The exemption is recorded on the animal; it does not expire by itself "
                                      "unless the reason has a time limit."))
            return
        born = None
        if self.animal.is_new:
            born = self.animal.new_animal()["birth_date"]
        else:
            card = next((c for c in self.animal.cards if c.id == self.animal.animal_id()), None)
            born = card.birth_date if card else None
        self.info.setText(rules.under_license_age(self.ctx.profile(), born, date.today()).text())

    def submit(self):
        return licensing_desk.exempt_at_desk(
            self.ctx.actor, jurisdiction_id=self.ctx.jurisdiction_id, reason=self.reason.currentData(),
            notes=self.notes.text(), **self.owner.values(), **self.animal.values())


class EndExemptionDialog(DeskDialog):
    """T-7C: the reason for an exemption no longer holds; from the day it ends the animal needs a license."""

    ok_text = "En&d exemption"

    def __init__(self, ctx, summary, parent=None):
        super().__init__(ctx, self.tr("End an exemption"), parent)
        self.exemption_id, self.version = summary.open_exemption_id, summary.open_exemption_version
        text, recorded, until, _ = next(
            (e for e in summary.exemptions if e[1] <= date.today() and (e[2] is None or e[2] >= date.today())),
            summary.exemptions[0])
        s = self.add_section(Section("End the exemption (T-7C)"))
        s.row("", hint(self.tr("<b>{0}</b>: {1}, recorded {2}{3}.").format(summary.animal.name or '(no name)', text, fmt_short(recorded), ', until ' + fmt_short(until) if until else ''), "end_exemption_summary"))
        self.on = s.row(self.tr("&Ended on:"), date_edit(date.today(), name="end_exemption_date"), "on")
        self.reason = s.row(self.tr("&Reason:"), QLineEdit(objectName="end_exemption_reason"), "reason")
        self.reason.setPlaceholderText(self.tr("e.g. owner moved to the city; dog retired from police work"))
        s.row("", hint(self.tr("From that day the animal needs a license (T-3A). The exemption stays on file "
                               "with the day, the reason and your name.")))
        self.resize(560, 300)

    def submit(self):
        exemptions.end_exemption(self.ctx.actor, self.exemption_id, reason=self.reason.text(),
                                 on=from_qdate(self.on.date()), expected_version=self.version)
        return self.exemption_id


class TransferDialog(DeskDialog):
    """T-3C: the animal changes owner; its license ends that day."""

    ok_text = "&Transfer"

    def __init__(self, ctx, animal_id: int, parent=None):
        super().__init__(ctx, self.tr("Transfer an animal to a new owner"), parent, scroll=True)
        self.animal_id = animal_id
        s = self.summary = animal_summary(animal_id)
        a = s.animal
        head = self.add_section(Section("Animal"))
        current = [l for l in s.licenses if l.status == LicenseStatus.ACTIVE]
        ends = rules.transfer_ends_license(date.today()).text()
        lines = [f"<b>{a.name or '(no name)'}</b> · {a.species_label}{' · ' + a.breed if a.breed else ''}",
                 f"Now owned by: {s.owner.name if s.owner else 'nobody on record'}"]
        if current:
            lines.append("License(s) that end: " + ", ".join(f"{l.number} (tag {l.tag_number})" for l in current))
            lines.append(ends)
        head.row("", hint("<br/>".join(lines), "transfer_summary"))
        self.owner = self.add_section(OwnerSection(ctx, "New owner"))
        self.owner.results.setObjectName("new_owner_results")
        self.owner.fields["new_owner_id"] = self.owner.results
        d = self.add_section(Section("Transfer"))
        self.on = d.row(self.tr("&Date of transfer:"), date_edit(date.today(), name="transfer_date"), "on")
        self.reason = d.row(self.tr("Re&ason:"), QComboBox(objectName="transfer_reason"), "reason")
        self.reason.setEditable(True)
        self.reason.addItems(["sold", "given away", "adopted", "returned to breeder", "other"])
        self.license_next = QCheckBox(self.tr("Then issue a license to the new owner"))
        self.license_next.setObjectName("license_next")
        self.license_next.setChecked(bool(current))
        d.row("", self.license_next)
        self.resize(680, 640)
        self.owner.find.setFocus()  # the new owner is what the clerk types first

    def submit(self):
        values = self.owner.values()
        return licensing_desk.transfer_at_desk(
            self.ctx.actor, self.animal_id, new_owner_id=values.get("owner_id"),
            new_owner=values.get("new_owner"), reason=self.reason.currentText(),
            on=from_qdate(self.on.date()))


class TagStockDialog(DeskDialog):
    """Pre-numbered tags received from the vendor, and tags taken out of use."""

    ok_text = "&Record range"

    def __init__(self, ctx, parent=None):
        super().__init__(ctx, self.tr("Tag stock"), parent)
        today = date.today()
        s = self.add_section(Section("Tags received"))
        self.year = s.row(self.tr("&Year:"), QSpinBox(objectName="stock_year"), "year")
        self.year.setRange(today.year - 1, today.year + 2)
        self.year.setValue(today.year)
        self.first = s.row(self.tr("&First number:"), QSpinBox(objectName="stock_first"), "first_number")
        self.last = s.row(self.tr("&Last number:"), QSpinBox(objectName="stock_last"), "last_number")
        for box in (self.first, self.last):  # blank until typed: Enter alone must not record a range
            box.setRange(0, 9_999_999)
            box.setSpecialValueText(" ")
        self.received = s.row(self.tr("Received on:"), date_edit(today, name="stock_received"), "received_on")
        self.notes = s.row(self.tr("Notes:"), QLineEdit(objectName="stock_notes"), "notes")
        self.table = QTableWidget(0, 6)
        self.table.setObjectName("stock_table")
        self.table.setAccessibleName(self.tr("Tag ranges on file"))
        self.table.setHorizontalHeaderLabels([self.tr("From"), self.tr("To"), self.tr("Received"), self.tr("Issued"), self.tr("Out of use"), self.tr("Notes")])
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setStretchLastSection(True)
        self.add_widget(self.table)
        m = self.add_section(Section("Take an unissued tag out of use"))
        self.mark_number = m.row(self.tr("Tag n&umber:"), QSpinBox(objectName="mark_number"), "number")
        self.mark_number.setRange(0, 9_999_999)
        self.mark_number.setSpecialValueText(" ")
        m.fields["tag_number"] = self.mark_number
        self.mark_status = m.row(self.tr("Because it was:"), combo([(self.tr("Spoiled"), "spoiled"), (self.tr("Lost"), "lost")],
                                                         "mark_status"), "status")
        self.mark_button = QPushButton(self.tr("Take &out of use"))
        self.mark_button.setObjectName("mark_button")
        self.mark_button.clicked.connect(self.mark)
        m.row("", self.mark_button)
        self.year.valueChanged.connect(lambda _: self.reload())
        self.reload()
        self.resize(600, 620)

    def reload(self) -> None:
        rows = tag_stock(self.ctx.jurisdiction_id, self.year.value())
        self.table.setRowCount(len(rows))
        for i, (first, last, received, issued, marked, notes) in enumerate(rows):
            for j, value in enumerate((first, last, f"{received:%m/%d/%Y}", f"{issued} of {last - first + 1}",
                                       marked, notes or "")):
                self.table.setItem(i, j, QTableWidgetItem(str(value)))

    def submit(self):
        for box, field, what in ((self.first, "first_number", "first"), (self.last, "last_number", "last")):
            if box.value() == 0:
                raise ValidationError(field, f"type the {what} number of the tags received")
        row_id = tag_numbers.add_tag_stock(self.ctx.actor, self.ctx.jurisdiction_id, self.year.value(),
                                         self.first.value(), self.last.value(),
                                         from_qdate(self.received.date()), self.notes.text())
        return row_id

    def mark(self) -> None:
        self.clear_errors()
        try:
            if self.mark_number.value() == 0:
                raise ValidationError("tag_number", "type the number of the tag taken out of use")
            tag_numbers.mark_tag(self.ctx.actor, self.ctx.jurisdiction_id, self.year.value(),
                               self.mark_number.value(), self.mark_status.currentData())
        except OfficeError as exc:
            self.show_error(exc)
            return
        self.ctx.changed("license")
        self.reload()


class CertificateDialog(DeskDialog):
    """File a new rabies certificate for a licensed animal (T-3B: at least every 3 years)."""

    ok_text = "&File certificate"

    def __init__(self, ctx, animal_id: int, parent=None):
        super().__init__(ctx, self.tr("File a new rabies certificate"), parent, scroll=True)
        self.animal_id = animal_id
        s = animal_summary(animal_id)
        a = s.animal
        head = self.add_section(Section("Animal"))
        head.row("", hint(self.tr("<b>{0}</b> · {1} · owner {2}").format(a.name or '(no name)', a.species_label, s.owner.name if s.owner else 'not recorded'), "certificate_animal"))
        self.certificate = self.add_section(CertificateSection(ctx, "New rabies vaccination certificate"))
        self.certificate.set_animal(animal_id)
        self.certificate.use_new(True)
        self.certificate.file_radio.hide()
        self.certificate.new_radio.hide()
        self.resize(640, 640)

    def submit(self):
        return animals.record_vaccination(self.ctx.actor, self.animal_id, **self.certificate.new_certificate())
