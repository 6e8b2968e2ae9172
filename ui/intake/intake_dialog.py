"""The intake form: scan a tag or microchip (a barcode scanner types it and Enter) to find
the animal and owner at once, or describe a new animal; choose how it came in. A seizure picks
the T-6D ground, where it was found, the officer and the kennel, and its hold dates are shown
before saving; an owner surrender, a transfer in or an owner's request for euthanasia shows
only its own fields (``kind_fields``)."""
from __future__ import annotations

from datetime import date, datetime
from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from animaloffice.documents import language
from animaloffice.domain import impound as rules
from animaloffice.domain.explain import fmt_date
from animaloffice.domain.intake_kinds import KINDS
from animaloffice.domain.statuses import LicenseStatus
from animaloffice.queries.impounds import lookup
from animaloffice.services import impounds, intake_kinds, intake_printing
from animaloffice.services.kennels import list_facilities, list_kennels, occupant
from animaloffice.services.permit_notice_languages import owner_language

from ..theme import danger
from ..widgets.forms import ErrorBanner, date_edit, from_qdate, person_name
from ..widgets.search_field import enter_searches
from . import common
from .kind_fields import KindFields

SEIZURE_ONLY = ("ground", "place", "detail", "officer", "quarantine", "incident", "photo")

ALTERED = (("Unknown", None), ("Yes, spayed/neutered", True), ("No", False))
# "(choose)" first, as at New license: a license sold at the reclaim states the sex (T-3A)
SEXES = (("(choose)", ""), ("Male", "M"), ("Female", "F"), ("Not known", "U"))


def _plain_buttons(*buttons: QPushButton) -> None:
    """No button reacts to Enter: a scanner's Enter only looks the number up."""
    for b in buttons:
        b.setAutoDefault(False)
        b.setDefault(False)


class IntakeDialog(QDialog):
    taken_in = Signal(int)  # impound id

    def __init__(self, ctx, parent=None, kennel_id: int | None = None, today: date | None = None):
        super().__init__(parent)
        self.ctx = ctx
        self.today = today or date.today()
        self.setWindowTitle(self.tr('New intake'))
        self.setObjectName("intake_dialog")
        self.found = None  # queries.impounds.Lookup
        profile = ctx.profile()
        self.banner = ErrorBanner()
        self.kind_box = QComboBox(objectName="kind_box")
        for code, text in KINDS.items():
            self.kind_box.addItem(text, code)
        self.kind_box.setAccessibleName(self.tr('How it came in'))
        self.kind_fields = KindFields(self.today)
        self.kind_fields.print_button.clicked.connect(self.print_form)

        # --- scan -------------------------------------------------------------------
        self.scan_edit = QLineEdit(objectName="scan_edit")
        self.scan_edit.setPlaceholderText(self.tr('Scan or type a tag number or microchip, then Enter'))
        self.scan_edit.setAccessibleName(self.tr('Tag or microchip'))
        enter_searches(self.scan_edit, self.do_lookup)  # a scanner's Enter looks up, never takes in
        self.clear_button = QPushButton(self.tr('C&lear'))
        self.clear_button.clicked.connect(self.clear_lookup)
        self.found_label = QLabel(self.tr('No animal found yet: describe a new one below.'))
        self.found_label.setObjectName("found_label")
        self.found_label.setWordWrap(True)
        self.found_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        scan_row = QHBoxLayout()
        scan_row.addWidget(self.scan_edit, 1)
        scan_row.addWidget(self.clear_button)

        # --- new animal -------------------------------------------------------------
        self.new_box = QGroupBox(self.tr('New animal (when not found)'))
        self.species = QComboBox(objectName="species_box")
        for code, sp in profile.species.items():
            self.species.addItem(sp.label, code)
        self.species.setAccessibleName(self.tr('Species'))
        self.name_edit = QLineEdit(objectName="name_edit")
        self.breed_edit = QLineEdit()
        self.colour_edit = QLineEdit()
        self.sex_box = QComboBox()
        for text, code in SEXES:
            self.sex_box.addItem(text, code)
        self.altered_box = QComboBox(objectName="altered_box")
        for text, value in ALTERED:
            self.altered_box.addItem(text, value)
        self.age_spin = QSpinBox(objectName="age_spin")
        self.age_spin.setRange(-1, 400)
        self.age_spin.setSpecialValueText("unknown")
        self.age_spin.setValue(-1)
        self.age_spin.setSuffix(" months")
        self.chip_edit = QLineEdit()
        form = QFormLayout(self.new_box)
        for label, w in (("Species", self.species), ("Name", self.name_edit), ("Breed", self.breed_edit),
                         ("Colour", self.colour_edit), ("Sex", self.sex_box), ("Spayed/neutered", self.altered_box),
                         ("Approximate age", self.age_spin), ("Microchip", self.chip_edit)):
            w.setAccessibleName(label)
            form.addRow(label, w)

        # --- the seizure ----------------------------------------------------------------
        self.ground_box = QComboBox(objectName="ground_box")
        for item in profile.items("seizure_grounds"):
            self.ground_box.addItem(f"{item.text} ({item.rule_id})", item.code)
        self.ground_box.currentIndexChanged.connect(lambda _: self.update_hold())
        self.place_edit = QLineEdit(objectName="place_edit")
        self.place_edit.setPlaceholderText(self.tr('Address or intersection'))
        self.detail_box = QComboBox(objectName="detail_box")
        for code, text in rules.FOUND_DETAILS.items():
            self.detail_box.addItem(text, code)
        self.officer_edit = QLineEdit(person_name(ctx.actor) if ctx.actor.role == "officer" else "")
        self.kennel_box = QComboBox(objectName="kennel_box")
        self.kennel_box.addItem(self.tr('(no kennel yet)'), None)
        for f in list_facilities():
            for k in list_kennels(f.id):
                if occupant(k.id) is None:
                    self.kennel_box.addItem(f"{f.name} · {k.code} ({k.kind})", k.id)
        if kennel_id is not None:
            self.kennel_box.setCurrentIndex(max(0, self.kennel_box.findData(kennel_id)))
        self.date_edit = date_edit(self.today, name="intake_date")
        self.date_edit.setMaximumDate(self.date_edit.date())
        self.date_edit.dateChanged.connect(self.update_hold)
        self.quarantine_box = QComboBox(objectName="quarantine_box")
        for code, text in rules.QUARANTINE_KINDS.items():
            self.quarantine_box.addItem(text, code)
        self.quarantine_box.currentIndexChanged.connect(self._quarantine_changed)
        self.incident_edit = date_edit(self.today, name="incident_date")
        self.incident_edit.setEnabled(False)
        self.photo_edit = QLineEdit()
        self.photo_edit.setAccessibleName(self.tr('Photo'))
        self.photo_button = QPushButton(self.tr('Browse…'))
        self.photo_button.clicked.connect(self.browse_photo)
        photo_row = QHBoxLayout()
        photo_row.addWidget(self.photo_edit, 1)
        photo_row.addWidget(self.photo_button)
        self.condition_edit = QPlainTextEdit()
        self.condition_edit.setTabChangesFocus(True)  # Tab moves on; it does not type a tab
        self.condition_edit.setMaximumHeight(54)
        self.notes_edit = QPlainTextEdit()
        self.notes_edit.setTabChangesFocus(True)  # Tab moves on; it does not type a tab
        self.notes_edit.setMaximumHeight(54)
        self.seize = seize = QGroupBox(self.tr('Seizure'))
        self.sform = sform = QFormLayout(seize)
        for label, w in (("Ground (T-6D)", self.ground_box), ("Where found", self.place_edit),
                         ("Found (T-2L)", self.detail_box), ("Officer", self.officer_edit),
                         ("Kennel", self.kennel_box), ("Intake date", self.date_edit),
                         ("Quarantine", self.quarantine_box), ("Bite or exposure date", self.incident_edit),
                         ("Condition", self.condition_edit), ("Notes", self.notes_edit)):
            w.setAccessibleName(label)
            sform.addRow(label, w)
        sform.addRow(self.tr('Photo'), photo_row)
        self.seizure_rows = dict(zip(SEIZURE_ONLY, (self.ground_box, self.place_edit, self.detail_box,
                                                    self.officer_edit, self.quarantine_box, self.incident_edit,
                                                    photo_row)))
        self.hold_label = QLabel(objectName="hold_label")
        self.hold_label.setWordWrap(True)

        # --- buttons ---------------------------------------------------------------------
        self.take_button = QPushButton(self.tr('&Take in (Ctrl+Enter)'), objectName="take_button")
        self.take_button.clicked.connect(self.take_in)
        self.field_button = QPushButton(self.tr('&Returned to owner in the field (T-6A)'), objectName="field_button")
        self.field_button.clicked.connect(self.field_return)
        self.field_button.setEnabled(False)
        self.cancel_button = QPushButton(self.tr('Cancel'))
        self.cancel_button.clicked.connect(self.reject)
        _plain_buttons(self.clear_button, self.photo_button, self.take_button, self.field_button,
                       self.cancel_button)
        for seq in ("Ctrl+Return", "Ctrl+Enter"):
            QShortcut(QKeySequence(seq), self, activated=self.take_in)
        buttons = QHBoxLayout()
        buttons.addWidget(self.field_button)
        buttons.addStretch(1)
        buttons.addWidget(self.take_button)
        buttons.addWidget(self.cancel_button)

        layout = QVBoxLayout(self)
        kind_row = QHBoxLayout()
        kind_row.addWidget(QLabel(self.tr('<b>How it came in</b>')))
        kind_row.addWidget(self.kind_box, 1)
        layout.addLayout(kind_row)
        layout.addWidget(QLabel(self.tr('<b>Tag or microchip</b>')))
        layout.addLayout(scan_row)
        layout.addWidget(self.found_label)
        boxes = QHBoxLayout()
        boxes.addWidget(self.new_box, 2)
        boxes.addWidget(seize, 3)
        boxes.addWidget(self.kind_fields, 3)
        layout.addLayout(boxes)
        layout.addWidget(self.hold_label)
        layout.addWidget(self.banner)
        layout.addLayout(buttons)
        self.fields = {"animal_id": self.scan_edit, "species": self.species, "ground": self.ground_box,
                       "kennel_id": self.kennel_box, "on": self.date_edit, "bite_on": self.incident_edit,
                       "exposure_on": self.incident_edit, "quarantine": self.quarantine_box,
                       "found_place": self.place_edit, "microchip": self.chip_edit,
                       "animal.microchip": self.chip_edit, "officer": self.officer_edit,
                       # every other field a refusal may name, so it is focused and outlined
                       "name": self.name_edit, "breed": self.breed_edit, "colour": self.colour_edit,
                       "sex": self.sex_box, "altered": self.altered_box, "age_months": self.age_spin,
                       "birth_date": self.age_spin, "found_detail": self.detail_box,
                       "condition": self.condition_edit, "notes": self.notes_edit, "photo_path": self.photo_edit,
                       "owner_id": self.scan_edit, **self.kind_fields.fields}
        # long choices ("Running at large (on public property, ...) (T-6D1)") must not set the form's
        # width: the boxes shrink with the window and show the full text when opened
        for box in (self.ground_box, self.kennel_box, self.detail_box, self.quarantine_box):
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(18)
            box.view().setMinimumWidth(box.view().sizeHintForColumn(0) + 24)
            box.setToolTip(box.currentText())
            box.currentTextChanged.connect(box.setToolTip)
        self.resize(1000, 580)
        # Tab follows the form top to bottom (the photo row is drawn last, though made earlier)
        chain = (self.kind_box, self.scan_edit, self.clear_button, self.species, self.name_edit, self.breed_edit, self.colour_edit,
                 self.sex_box, self.altered_box, self.age_spin, self.chip_edit, self.ground_box, self.place_edit,
                 self.detail_box, self.officer_edit, self.kennel_box, self.date_edit, self.quarantine_box,
                 self.incident_edit, self.condition_edit, self.notes_edit, self.photo_edit, self.photo_button,
                 self.field_button, self.take_button, self.cancel_button)
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)
        self.kind_box.currentIndexChanged.connect(lambda _: self._kind_changed())
        self._kind_changed()
        self.scan_edit.setFocus()

    def kind(self) -> str:
        return self.kind_box.currentData()

    def _kind_changed(self) -> None:
        """Only the chosen kind's fields show: a seizure's ground and hold, or the kind's own."""
        kind = self.kind()
        seized = kind == "seized"
        for row in self.seizure_rows.values():
            self.sform.setRowVisible(row, seized)
        self.sform.setRowVisible(self.kennel_box, kind != "owner_euthanasia")
        self.seize.setTitle("Seizure" if seized else "Intake")
        self.kind_fields.show_kind(kind)
        self.field_button.setVisible(seized)
        self.update_hold()

    # --- look-up ---------------------------------------------------------------------------
    def do_lookup(self) -> None:
        self.banner.clear_error(self.fields)
        text = self.scan_edit.text().strip()
        self.found = lookup(self.ctx.jurisdiction_id, text, on=self.today) if text else None
        if self.found is None:
            self.found_label.setText(f"Nothing on file for {text!r}: describe a new animal below."
                                     if text else "No animal found yet: describe a new one below.")
            if text and text.replace(" ", "").isalnum() and len(text.replace(" ", "")) >= 9:
                self.chip_edit.setText(text)
            self.new_box.setEnabled(True)
            self.field_button.setEnabled(False)
            self.kind_fields.set_owner("", "")
            return
        f = self.found
        owner = ", ".join(x for x in (f.owner or "none on record", f.owner_address, f.owner_phone) if x)
        lines = [f"<b>{escape(f.animal)}</b> (found by {f.found_by})", f"Owner: {escape(owner)}",
                 escape(f"License: {f.license_number} ({f.license_status})") if f.license_number
                 else "No license on file"]
        if f.held_impound_id:
            lines.append(f"<span style='color:{danger()}'>This animal is already held.</span>")
        self.found_label.setText("<br>".join(lines))
        self.kind_fields.set_owner(f.owner, f.owner_address, language.first(owner_language(f.owner_id)))
        self.new_box.setEnabled(False)
        self.field_button.setEnabled(f.license_status == LicenseStatus.ACTIVE and f.owner_id is not None)
        self.ground_box.setFocus()

    def clear_lookup(self) -> None:
        self.found = None
        self.scan_edit.clear()
        self.found_label.setText(self.tr('No animal found yet: describe a new one below.'))
        self.new_box.setEnabled(True)
        self.field_button.setEnabled(False)
        self.scan_edit.setFocus()

    # --- live feedback -----------------------------------------------------------------------
    def update_hold(self) -> None:
        """The hold of the ground chosen: T-6C, or for a seizure for cruelty or neglect MN-343.235
        (as if its notice is given on the intake day)."""
        on = from_qdate(self.date_edit.date())
        if self.kind() != "seized":
            self.hold_label.setText("No hold: the animal was not seized." if self.kind() == "transfer_in" else
                                    "No hold: the owner gives the animal up and cannot reclaim it.")
            self.hold_label.setToolTip("")
            return
        hold = impounds.intake_hold(self.ctx.profile(), self.ground_box.currentData() or "", on)
        self.hold_label.setText(self.tr('Hold ends {0}; disposition allowed from {1}.').format(fmt_date(hold.last_day.value), fmt_date(hold.disposition_from.value)))
        self.hold_label.setToolTip(hold.disposition_from.text())

    def _quarantine_changed(self) -> None:
        self.incident_edit.setEnabled(bool(self.quarantine_box.currentData()))

    def browse_photo(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Photo of the animal", "", "Images (*.png *.jpg *.jpeg)")
        if path:
            self.photo_edit.setText(path)

    # --- saving ----------------------------------------------------------------------------------
    def _new_animal(self) -> dict:
        values = {"species": self.species.currentData(), "name": self.name_edit.text(),
                  "breed": self.breed_edit.text(), "colour": self.colour_edit.text(),
                  "sex": self.sex_box.currentData(), "altered": self.altered_box.currentData(),
                  "microchip": self.chip_edit.text()}
        if self.age_spin.value() >= 0:
            values["age_months"] = self.age_spin.value()
        return values

    def _other_intake(self):
        """A surrender, transfer in or request for euthanasia, through its own service."""
        kind, on = self.kind(), from_qdate(self.date_edit.date())
        args = dict(jurisdiction_id=self.ctx.jurisdiction_id, on=on,
                    animal_id=self.found.animal_id if self.found else None,
                    new_animal=None if self.found else self._new_animal(), notes=self.notes_edit.toPlainText(),
                    **self.kind_fields.values(kind))
        owner = dict(owner_id=self.found.owner_id if self.found else None)
        if kind == "owner_euthanasia":
            return intake_kinds.owner_euthanasia(self.ctx.actor, **args, **owner)
        args.update(kennel_id=self.kennel_box.currentData(), condition=self.condition_edit.toPlainText())
        if kind == "transfer_in":
            return intake_kinds.transfer_in(self.ctx.actor, **args)
        return intake_kinds.surrender(self.ctx.actor, **args, **owner)

    def print_form(self) -> None:
        """The surrender or request as filled so far, for the owner to sign before it is recorded."""
        self.banner.clear_error(self.fields)
        kind, values = self.kind(), self.kind_fields.values(self.kind())
        try:
            pdf = intake_printing.draft_form(
                kind, jurisdiction_id=self.ctx.jurisdiction_id, animal_id=self.found.animal_id if self.found else None,
                new_animal=None if self.found else self._new_animal(),
                owner_id=self.found.owner_id if self.found else None, from_name=values["from_name"],
                from_address=values["from_address"], reason=values["reason"], on=from_qdate(self.date_edit.date()),
                language=self.kind_fields.form_language.currentData())
        except Exception as exc:
            self.banner.show_error(exc, self.fields)
            return
        common.show_pdf(self, pdf, KINDS[kind], "intake_form", f"{kind}-form.pdf")

    def take_in(self) -> None:
        self.banner.clear_error(self.fields)
        if self.kind() != "seized":
            try:
                result = self._other_intake()
            except Exception as exc:  # shown next to the field; never swallowed silently
                self.banner.show_error(exc, self.fields)
                return
            self.ctx.changed("impound")
            self.ctx.status(self.tr('Impound {0} recorded: {1}').format(result.number, KINDS[self.kind()].lower()))
            self.taken_in.emit(result.impound_id)
            self.accept()
            return
        quarantine = self.quarantine_box.currentData()
        incident = from_qdate(self.incident_edit.date()) if quarantine else None
        on = from_qdate(self.date_edit.date())
        try:
            result = impounds.intake(
                self.ctx.actor, jurisdiction_id=self.ctx.jurisdiction_id, ground=self.ground_box.currentData(),
                animal_id=self.found.animal_id if self.found else None,
                new_animal=None if self.found else self._new_animal(),
                kennel_id=self.kennel_box.currentData(), on=on,
                at=datetime.now().time().replace(microsecond=0) if on == date.today() else None,
                found_place=self.place_edit.text(), found_detail=self.detail_box.currentData(),
                officer=self.officer_edit.text(), condition=self.condition_edit.toPlainText(),
                notes=self.notes_edit.toPlainText(), photo_path=self.photo_edit.text(), quarantine=quarantine,
                bite_on=incident if quarantine == "bite" else None,
                exposure_on=incident if quarantine.startswith("exposure") else None)
        except Exception as exc:  # shown next to the field; never swallowed silently
            self.banner.show_error(exc, self.fields)
            return
        self.ctx.changed("impound")
        self.ctx.status(f"Impound {result.number} taken in; hold ends {result.hold_last_day:%m/%d/%Y}")
        self.taken_in.emit(result.impound_id)
        self.accept()

    def field_return(self) -> None:
        self.banner.clear_error(self.fields)
        if self.found is None:
            return
        try:
            result = impounds.field_return(
                self.ctx.actor, animal_id=self.found.animal_id, on=from_qdate(self.date_edit.date()),
                ground=self.ground_box.currentData(), found_place=self.place_edit.text(),
                found_detail=self.detail_box.currentData(), officer=self.officer_edit.text(),
                notes=self.notes_edit.toPlainText())
        except Exception as exc:
            self.banner.show_error(exc, self.fields)
            return
        self.ctx.changed("impound")
        self.ctx.status(self.tr('{0}: returned to its owner in the field (T-6A)').format(result.number))
        self.taken_in.emit(result.impound_id)
        self.accept()
