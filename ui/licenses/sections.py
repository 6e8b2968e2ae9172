"""The parts of the front-desk forms: the owner, the animal and the rabies certificate,
each either picked from what is on file or entered new. No rules here: the values go
to the services, which refuse with the field's name."""
from __future__ import annotations

from datetime import date

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QRadioButton,
    QSizePolicy,
    QSpinBox,
    QStackedWidget,
    QWidget,
)

from animaloffice.domain import licensing as rules
from animaloffice.domain.explain import fmt_short
from animaloffice.queries.license_detail import animals_of, certificates_of, owner_card
from animaloffice.queries.owner_find import find_owners

from ..widgets.forms import date_edit, from_qdate, optional_date
from ..widgets.search_field import enter_searches
from .form_parts import Section, combo, hint

# nothing chosen until the clerk asks: a license states the sex, so "not known" is refused at the sale
SEXES = [("(choose)", ""), ("Male", "M"), ("Female", "F"), ("Not known", "U")]
ALTERED = [("Not known", None), ("Yes (spayed or neutered)", True), ("No", False)]
DURATIONS = [("3 years", 3), ("1 year", 1), ("2 years", 2), ("4 years", 4)]


def line(name: str, placeholder: str = "") -> QLineEdit:
    edit = QLineEdit()
    edit.setObjectName(name)
    edit.setAccessibleName(name.replace("_", " "))
    if placeholder:
        edit.setPlaceholderText(placeholder)
    return edit


class _Choice(Section):
    """A section with two radio choices: something on file, or something new."""

    changed = Signal()

    def __init__(self, title: str, on_file: str, new: str):
        super().__init__(title)
        self.file_radio = QRadioButton(on_file)
        self.new_radio = QRadioButton(new)
        group = QButtonGroup(self)
        group.addButton(self.file_radio)
        group.addButton(self.new_radio)
        row = QHBoxLayout()
        row.addWidget(self.file_radio)
        row.addWidget(self.new_radio)
        row.addStretch(1)
        self.outer.insertLayout(1, row)
        self.stack = QStackedWidget()
        self.file_page, self.new_page = Section(""), Section("")
        for page in (self.file_page, self.new_page):
            page.setFlat(True)
            page.setStyleSheet("QGroupBox { border: 0; margin-top: 0; }")
            self.stack.addWidget(page)
        self.outer.addWidget(self.stack)
        self.file_radio.toggled.connect(self._switch)
        self.file_radio.setChecked(True)

    def _switch(self) -> None:
        current = self.file_page if self.file_radio.isChecked() else self.new_page
        for page in (self.file_page, self.new_page):  # the stack takes the height of the page shown
            policy = QSizePolicy.Policy.Preferred if page is current else QSizePolicy.Policy.Ignored
            page.setSizePolicy(QSizePolicy.Policy.Preferred, policy)
        self.stack.setCurrentWidget(current)
        self.stack.updateGeometry()  # the layout re-reads the height; adjustSize() shrank the width too
        self.fields = dict(self.file_page.fields if self.file_radio.isChecked() else self.new_page.fields)
        self.changed.emit()

    @property
    def is_new(self) -> bool:
        return self.new_radio.isChecked()

    def use_new(self, new: bool) -> None:
        (self.new_radio if new else self.file_radio).setChecked(True)
        self._switch()


class OwnerSection(_Choice):
    owner_changed = Signal(object)  # owner id or None

    def __init__(self, ctx, title: str = "1. Owner"):
        super().__init__(title, self.tr("Owner on &file"), "&New owner")
        self.ctx = ctx
        self.find = line("owner_find", "Type the owner's last name (e.g. Olson) or phone, then pick below")
        self.results = QListWidget()
        self.results.setObjectName("owner_results")
        self.results.setAccessibleName(self.tr("Owners found"))
        self.results.setMaximumHeight(120)
        self.file_page.row(self.tr("Find &owner:"), self.find)
        self.file_page.row("", self.results, "owner_id")
        self.file_page.fields["new_owner_id"] = self.results
        f = self.new_page
        # a shelter's or a rescue's animals, a business's guard dog, a department's animals
        self.kind = f.row(self.tr("Owner is:"), combo([(self.tr("A person"), "person"),
                                              (self.tr("An organisation (police, shelter, rescue, business)"),
                                               "organisation")], "owner_kind"), "kind")
        self.organisation = f.row(self.tr("Organisation:"), line("organisation", "e.g. Prairie Paws Rescue"),
                                  "organisation")
        self.kind.currentIndexChanged.connect(lambda _: self._kind_changed())
        self.first_name = f.row(self.tr("First name:"), line("first_name"), "first_name")
        self.last_name = f.row(self.tr("&Last name:"), line("last_name"), "last_name")
        self.line1 = f.row(self.tr("Street address:"), line("line1", "e.g. 336 Morgan St"), "address.line1")
        city = ctx.profile().name.replace("City of ", "")
        self.city = f.row(self.tr("City:"), line("city"), "address.city")
        self.city.setText(city)
        self.state = f.row(self.tr("State:"), line("state"), "address.state")
        self.state.setText(self.tr("MN"))
        self.postal = f.row(self.tr("ZIP code:"), line("postal_code"), "address.postal_code")
        self.phone = f.row(self.tr("P&hone:"), line("phone", "e.g. 507-555-0101"), "phone")
        self.email = f.row(self.tr("E-mail:"), line("email"), "email")
        # the sale's certificate and receipt, and every later notice, print in the owner's language
        from animaloffice.documents.language import choices

        self.language = f.row(self.tr("Letters in:"), combo([(name, code) for code, name in choices().items()],
                                                              "letter_language"), "letter_language")
        self.new_radio.clicked.connect(lambda: self.first_name.setFocus())  # New owner: on to the name at once
        self.timer = QTimer(self, singleShot=True, interval=150)
        self.timer.timeout.connect(self.search)
        self.find.textEdited.connect(lambda _: self.timer.start())
        enter_searches(self.find, self._pick_first)  # Enter picks the first owner, never issues
        enter_searches(self.results, lambda: self.results.focusNextChild())  # on to the animal
        self.results.currentItemChanged.connect(lambda *_: self.owner_changed.emit(self.owner_id()))
        self.changed.connect(lambda: self.owner_changed.emit(self.owner_id()))
        self._switch()
        self._kind_changed()

    def _kind_changed(self) -> None:
        """An organisation has its name (and perhaps a contact person's); a person has no
        organisation name."""
        organisation = self.kind.currentData() == "organisation"
        self.new_page.form.setRowVisible(self.organisation, organisation)
        self.last_name.setPlaceholderText(self.tr("the contact person's, if any") if organisation else "")

    def search(self) -> None:
        self.results.clear()
        text = self.find.text().strip()
        if len(text) < 1:
            return
        for match in find_owners(self.ctx.jurisdiction_id, text):
            item = QListWidgetItem(match.label())
            item.setData(Qt.ItemDataRole.UserRole, match.id)
            self.results.addItem(item)

    def _pick_first(self) -> None:
        self.timer.stop()
        self.search()
        if self.results.count():
            self.results.setCurrentRow(0)
            self.results.setFocus()

    def owner_id(self) -> int | None:
        if self.is_new:
            return None
        item = self.results.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item else None

    def set_owner(self, owner_id: int) -> None:
        card = owner_card(owner_id)
        self.use_new(False)
        self.find.setText(card.name)
        self.results.clear()
        item = QListWidgetItem(" · ".join(x for x in (card.name, card.address, card.phone) if x))
        item.setData(Qt.ItemDataRole.UserRole, owner_id)
        self.results.addItem(item)
        self.results.setCurrentRow(0)

    def new_owner(self) -> dict:
        address = {"line1": self.line1.text(), "city": self.city.text(), "state": self.state.text(),
                   "postal_code": self.postal.text()}
        organisation = self.kind.currentData() == "organisation"
        return {"kind": self.kind.currentData(), "organisation": self.organisation.text() if organisation else "",
                "first_name": self.first_name.text(), "last_name": self.last_name.text(),
                "phone": self.phone.text(), "email": self.email.text(),
                "letter_language": self.language.currentData(),
                "address": address if address["line1"].strip() else None}

    def values(self) -> dict:
        """Keyword arguments for the desk services: owner_id=... or new_owner={...}."""
        return {"new_owner": self.new_owner()} if self.is_new else {"owner_id": self.owner_id()}


class AnimalSection(_Choice):
    def __init__(self, ctx, title: str = "2. Animal"):
        super().__init__(title, self.tr("Animal on file"), self.tr("New &animal"))
        self.ctx = ctx
        self.animal_box = combo([], "animal_choice")
        self.file_page.row(self.tr("Ani&mal:"), self.animal_box, "animal_id")
        profile = ctx.profile()
        licensed = [(profile.species_info(s).label, s) for s in profile.licensed_species] or \
            [(sp.label, code) for code, sp in profile.species.items()][:2]
        f = self.new_page
        self.name = f.row(self.tr("Na&me:"), line("animal_name"), "name")
        self.species = f.row(self.tr("Species:"), combo(licensed, "species"), "species")
        f.fields["animal_id"] = self.species
        self.breed = f.row(self.tr("Breed:"), line("breed", "e.g. Beagle, or Mixed breed"), "breed")
        self.sex = f.row(self.tr("Sex:"), combo(SEXES, "sex"), "sex")
        self.altered = f.row(self.tr("Spayed/neutered:"), combo(ALTERED, "altered"), "altered")
        self.birth_date = date_edit(None, allow_empty=True, name="birth_date")
        self.birth_date.setMinimumWidth(130)
        self.birth_date.setToolTip(self.tr("Type the date as MM/DD/YYYY; leave it empty if not known"))
        self.estimated = QCheckBox(self.tr("estimated"))
        born = QWidget()
        row = QHBoxLayout(born)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.birth_date)
        row.addWidget(self.estimated)
        row.addStretch(1)
        f.row(self.tr("&Birth date:"), born, "birth_date")
        f.fields["birth_date"] = self.birth_date
        # no birth date known: an approximate age gives an estimated one (T-3B's 16 months, T-7C's 4)
        self.age_months = QSpinBox(objectName="age_months")
        self.age_months.setRange(-1, 400)
        self.age_months.setValue(-1)
        self.age_months.setSpecialValueText(self.tr("not known"))
        self.age_months.setSuffix(self.tr(" months"))
        self.age_months.setToolTip(self.tr("With no birth date: about how old the animal is; the birth date is "
                                           "then estimated from it"))
        f.row(self.tr("Or approximate a&ge:"), self.age_months, "age_months")
        self.colour = f.row(self.tr("Colour:"), line("colour"), "colour")
        self.microchip = f.row(self.tr("Microchip:"), line("microchip", "15 digits, if chipped"), "microchip")
        self.new_radio.clicked.connect(lambda: self.name.setFocus())
        self.cards = []
        for signal in (self.animal_box.currentIndexChanged, self.species.currentIndexChanged,
                       self.altered.currentIndexChanged):
            signal.connect(lambda *_: self.changed.emit())
        self.set_owner(None)

    def set_owner(self, owner_id: int | None) -> None:
        self.animal_box.blockSignals(True)
        self.animal_box.clear()
        self.cards = animals_of(owner_id) if owner_id else []
        for card in self.cards:
            born = f", born {fmt_short(card.birth_date)}" if card.birth_date else ""
            self.animal_box.addItem(f"{card.name or '(no name)'} · {card.species_label}"
                                    f"{' · ' + card.breed if card.breed else ''}{born}", card.id)
        self.animal_box.blockSignals(False)
        self.file_radio.setEnabled(bool(self.cards))
        self.use_new(not self.cards)

    def set_animal(self, animal_id: int) -> None:
        index = self.animal_box.findData(animal_id)
        if index >= 0:
            self.use_new(False)
            self.animal_box.setCurrentIndex(index)

    def animal_id(self) -> int | None:
        return None if self.is_new else self.animal_box.currentData()

    def species_altered(self) -> tuple[str, bool | None] | None:
        if self.is_new:
            return self.species.currentData(), self.altered.currentData()
        card = next((c for c in self.cards if c.id == self.animal_id()), None)
        return (card.species, card.altered) if card else None

    def new_animal(self) -> dict:
        born = optional_date(self.birth_date)
        age = self.age_months.value() if born is None and self.age_months.value() >= 0 else None
        return {"name": self.name.text(), "species": self.species.currentData(), "breed": self.breed.text(),
                "sex": self.sex.currentData(), "altered": self.altered.currentData(), "birth_date": born,
                "birth_date_estimated": self.estimated.isChecked(), "colour": self.colour.text(),
                "microchip": self.microchip.text(), **({"age_months": age} if age is not None else {})}

    def values(self) -> dict:
        return {"new_animal": self.new_animal()} if self.is_new else {"animal_id": self.animal_id()}


class CertificateSection(_Choice):
    """The rabies vaccination certificate (MN-Form51 fields)."""

    def __init__(self, ctx, title: str = "3. Rabies vaccination certificate"):
        super().__init__(title, self.tr("Certificate on file"), self.tr("New &certificate (from the paper brought in)"))
        self.ctx = ctx
        self.cert_box = combo([], "certificate_choice")
        self.status = hint(name="certificate_status")
        self.file_page.row(self.tr("Certificat&e:"), self.cert_box, "vaccination")
        self.file_page.row("", self.status)
        f = self.new_page
        self.new_note = f.row("", hint(name="certificate_new_note"))
        f.form.setRowVisible(self.new_note, False)
        # empty until copied from the paper: a default date would file a wrong shot unnoticed
        self.vaccinated_on = f.row(self.tr("&Date vaccinated:"), date_edit(None, allow_empty=True, name="vaccinated_on"),
                                   "vaccinated_on")
        self.vaccinated_on.setMinimumWidth(130)
        self.vaccinated_on.setToolTip(self.tr("The date of the shot on the certificate, MM/DD/YYYY"))
        f.fields["vaccination"] = self.vaccinated_on
        self.duration = f.row(self.tr("Vaccine good for:"), combo(DURATIONS, "duration_years"), "duration_years")
        self.veterinarian = f.row(self.tr("&Veterinarian:"), line("veterinarian"), "veterinarian")
        self.vet_license = f.row(self.tr("Vet license no.:"), line("vet_license"), "vet_license")
        self.clinic = f.row(self.tr("Clinic:"), line("clinic"), "clinic")
        self.clinic_address = f.row(self.tr("Clinic address:"), line("clinic_address"), "clinic_address")
        self.product = f.row(self.tr("Vaccine product:"), line("product", "e.g. Imrab 3"), "product")
        self.manufacturer = f.row(self.tr("Manufacturer:"), line("manufacturer"), "manufacturer")
        self.lot = f.row(self.tr("Lot no.:"), line("lot"), "lot")
        self.lot_expires = f.row(self.tr("Lot expires:"), date_edit(None, allow_empty=True, name="lot_expires"),
                                 "lot_expires")
        self.lot_expires.setMinimumWidth(130)
        self.rabies_tag = f.row(self.tr("Rabies tag no.:"), line("rabies_tag"), "rabies_tag")
        self.received_on = f.row(self.tr("Received on:"), date_edit(date.today(), name="received_on"), "received_on")
        self.new_radio.clicked.connect(lambda: self.vaccinated_on.setFocus())
        self.cards = []
        self.cert_box.currentIndexChanged.connect(self._describe)
        self.set_animal(None)

    def set_animal(self, animal_id: int | None) -> None:
        self.cert_box.clear()
        self.cards = list(certificates_of(animal_id)) if animal_id else []
        for c in self.cards:
            self.cert_box.addItem(self.tr("{0:%m/%d/%Y} · {1}-year · {2}").format(c.vaccinated_on, c.duration_years, c.veterinarian or 'vet not recorded'), c.id)
        if not self.cards:
            self.cert_box.addItem(self.tr("(no certificate on file)"), None)
        self._describe()
        # none on file still good today: the owner has brought (or must bring) a new one
        usable = any(self._state(c) == "in force" for c in self.cards)
        self.use_new(not usable)
        self.new_note.setText("" if usable or not self.cards else
                              self.tr("The certificate on file is not good today ({0}) Enter the new one from the paper the "
                                      "owner brought.").format(self.status.text()))
        self.new_page.form.setRowVisible(self.new_note, bool(self.new_note.text()))

    def _state(self, card) -> str:
        """'in force', or why the certificate cannot carry a license today (T-2J, T-3B)."""
        today = date.today()
        if card.expires_on < today:
            return "EXPIRED"
        shot = rules.Shot(card.vaccinated_on, card.duration_years, card.received_on)
        due = rules.certificate_anniversary(shot, self.ctx.profile().period("certificate_interval_years", today))
        return "in force" if due >= today else f"a new certificate was due by {fmt_short(due)}, T-3B"

    def _describe(self) -> None:
        card = next((c for c in self.cards if c.id == self.cert_box.currentData()), None)
        if card is None:
            self.status.setText(self.tr("No rabies certificate is on file for this animal: enter the new one."))
            return
        self.status.setText(self.tr("Given {0}, good through {1} ({2}); handed in {3}.").format(fmt_short(card.vaccinated_on), fmt_short(card.expires_on), self._state(card), fmt_short(card.received_on)))

    def new_certificate(self) -> dict:
        return {"vaccinated_on": optional_date(self.vaccinated_on),
                "duration_years": self.duration.currentData(), "veterinarian": self.veterinarian.text(),
                "vet_license": self.vet_license.text(), "clinic": self.clinic.text(),
                "clinic_address": self.clinic_address.text(), "product": self.product.text(),
                "manufacturer": self.manufacturer.text(), "lot": self.lot.text(),
                "lot_expires": optional_date(self.lot_expires),
                "rabies_tag": self.rabies_tag.text(), "received_on": from_qdate(self.received_on.date())}

    def values(self) -> dict:
        if self.is_new:
            return {"new_certificate": self.new_certificate()}
        return {"vaccination_id": self.cert_box.currentData()}
