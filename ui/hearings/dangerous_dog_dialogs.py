"""Dangerous-dog dialogs (MN-347.50): declare a dog, record registration items, take the fee,
a review of the designation, closing a case.

Each calls one service (the rules are there); the dates a dialog shows while
being filled in come from ``animaloffice.domain.dangerous_dogs`` with their
explanations.
"""
from __future__ import annotations

from datetime import date

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLineEdit, QWidget

from animaloffice.domain import dangerous_dogs as rules
from animaloffice.domain.errors import ValidationError
from animaloffice.domain.explain import fmt_date
from animaloffice.domain.money import METHODS as PAY_METHODS
from animaloffice.domain.money import fmt_cents, parse_cents
from animaloffice.queries import dangerous_dogs as q
from animaloffice.queries.dangerous_dogs import CaseView
from animaloffice.services import dangerous_dog_outcomes as outcomes
from animaloffice.services import dangerous_dog_registration
from animaloffice.services import dangerous_dogs as svc
from animaloffice.services.kennels import list_facilities
from animaloffice.services.payments import PaymentInput
from animaloffice.services.users import list_users

from ..widgets.article_number import article_edit, article_of, follow_method, mailer_box, server_of
from ..widgets.charges import charge_text
from ..widgets.forms import date_edit, from_qdate
from ..widgets.search_field import enter_searches
from .forms import FormDialog

KINDS = [("dangerous", "Dangerous dog (§ 347.50, subd. 2)"),
         ("potentially_dangerous", "Potentially dangerous dog (§ 347.50, subd. 3)")]
SEND = [("certified", "Certified mail"), ("registered", "Registered mail"), ("mail", "Mail"),
        ("in_person", "Delivered in person"),
        ("posted", "Posted where the dog is kept"), ("email", "E-mail")]
PAY = [(m, m.capitalize()) for m in PAY_METHODS]
COVER = [("", "None on file"), ("insurance", "Liability insurance"), ("bond", "Surety bond")]


def full_name(actor) -> str:
    user = next((u for u in list_users() if u.id == actor.user_id), None)
    return (user.full_name or user.username) if user else actor.username


class DogPicker(QWidget):
    """Type a dog's name, its owner's name or its microchip; choose from the matches."""

    def __init__(self, ctx, animal_id: int | None = None, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.search = QLineEdit(objectName="dog_search")
        self.search.setPlaceholderText(self.tr("Dog's name, owner or microchip"))
        self.search.setAccessibleName(self.tr("Find the dog"))
        self.choices = QComboBox(objectName="dog_choices")
        self.choices.setAccessibleName(self.tr("Dog"))
        self.search.setMinimumWidth(180)
        self.choices.setMinimumWidth(300)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.search, 2)
        layout.addWidget(self.choices, 3)
        self.search.textChanged.connect(self.find)
        enter_searches(self.search, self.choices.setFocus)  # Enter goes to the matches, never saves
        if animal_id is not None:
            choice = q.dog_choice(animal_id)
            self.choices.addItem(choice.text, choice.id)

    def find(self, text: str) -> None:
        self.choices.clear()
        for choice in q.dogs_matching(self.ctx.jurisdiction_id, text):
            self.choices.addItem(choice.text, choice.id)

    def animal_id(self) -> int | None:
        return self.choices.currentData()

    def setFocus(self):  # noqa: N802 (Qt name): an error on the dog puts the cursor in the search
        self.search.setFocus()


def optional_date(dialog: FormDialog, label: str, field: str, value: date | None):
    """A date with a 'set' box: unchecked means no date."""
    row = QWidget()
    check = QCheckBox(QCoreApplication.translate("ui.hearings.dangerous_dog_dialogs", "set"))
    check.setAccessibleName(QCoreApplication.translate("ui.hearings.dangerous_dog_dialogs", "{0}: set").format(label.replace('&', '')))
    edit = date_edit(value or date.today(), name=field)
    check.setChecked(value is not None)
    edit.setEnabled(value is not None)
    check.toggled.connect(edit.setEnabled)
    layout = QHBoxLayout(row)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(check)
    layout.addWidget(edit, 1)
    row.setFocusProxy(check)  # the label's shortcut lands on the box
    dialog.add(label, row, name=f"{field}_row")
    dialog.fields[field] = edit
    return check, edit


def optional_value(check: QCheckBox, edit) -> date | None:
    return from_qdate(edit.date()) if check.isChecked() else None


class DeclareDialog(FormDialog):
    """Declare a dog and send the declaration notice with its hearing-request form (347.541)."""

    title = "Declare a dangerous or potentially dangerous dog"

    def __init__(self, ctx, animal_id: int | None = None, parent=None):
        super().__init__(ctx, parent)
        self.profile = ctx.profile()
        self.dog = self.add(self.tr("&Dog"), DogPicker(ctx, animal_id), "animal_id")
        self.bites_note = self.note("")  # MN-347.50: the dog's bites on file and the grounds they support
        self.dog.choices.currentIndexChanged.connect(lambda _: self.show_bites())
        self.kind = self.add_choice(self.tr("Declared &a"), "kind", KINDS)
        self.ground = self.add_choice(self.tr("&Ground"), "ground", [])
        self.facts = self.add_text(self.tr("What &happened"), "facts", multiline=True, height=70)
        self.incident_on = date_edit(date.today(), name="incident_on")
        self.incident_time = QLineEdit(objectName="incident_time", placeholderText="time, e.g. 7:40 AM")
        self.incident_time.setAccessibleName(self.tr("Incident time"))
        self.pair(self.tr("&Incident date and time"), self.incident_on, "incident_on", self.incident_time, "incident_time")
        self.incident_place = self.add_text(self.tr("Incident &place"), "incident_place")
        self.declared_on = date_edit(date.today(), name="declared_on")
        self.declared_by = QLineEdit(full_name(ctx.actor), objectName="declared_by")
        self.declared_by.setAccessibleName(self.tr("Declared by"))
        self.pair(self.tr("Declared &on, by"), self.declared_on, "declared_on", self.declared_by, "declared_by")
        self.kept_at = self.add_text(self.tr("Dog &kept at"), "kept_at")
        self.kept_at.setPlaceholderText(self.tr("The owner's address if left empty"))
        self.contact_name = QLineEdit(objectName="contact_name", placeholderText="the owner if left empty")
        self.contact_name.setAccessibleName(self.tr("Contact person"))
        self.contact_phone = QLineEdit(objectName="contact_phone", placeholderText="telephone")
        self.contact_phone.setAccessibleName(self.tr("Contact telephone"))
        self.pair(self.tr("&Contact where kept"), self.contact_name, "contact_name", self.contact_phone, "contact_phone")
        self.seized_set, self.seized = optional_date(self, "Dog &seized on", "seized_on", None)
        self.facility = self.add_choice(self.tr("&Held at"), "facility_id", [(str(f.id), f.name) for f in list_facilities()])
        self.held_note = self.note("")
        self.seized_set.toggled.connect(lambda _: self.update_seized())
        self.dog.choices.currentIndexChanged.connect(lambda _: self.update_seized())
        self.sent_on = date_edit(date.today(), name="sent_on")
        self.method = QComboBox(objectName="method")
        self.method.setAccessibleName(self.tr("Send the notice by"))
        for code, text in SEND:
            self.method.addItem(text, code)
        self.pair(self.tr("Notice dat&ed, sent by"), self.sent_on, "sent_on", self.method, "method")
        self.article = self.add(self.tr("Article &number"), article_edit(), "article")
        self.mailer = self.add(self.tr("Mailed by"), mailer_box(ctx), "served_by")
        follow_method(self.form, self.article, self.method, self.mailer)
        self.deadline = self.note("")
        self.kind.currentIndexChanged.connect(lambda _: self.fill_grounds())
        self.ground.currentIndexChanged.connect(lambda _: self.ground.setToolTip(self.ground.currentText()))
        self.sent_on.dateChanged.connect(lambda _: self.update_deadline())
        self.fill_grounds()
        self.update_deadline()
        self.update_seized()
        self.show_bites()
        self.setMinimumWidth(720)
        self.adjustSize()

    def pair(self, label: str, first, first_field: str, second, second_field: str) -> None:
        """Two short fields on one row (the dialog fits a small screen)."""
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(first, 1)
        layout.addWidget(second, 1)
        row.setFocusProxy(first)  # the label's shortcut lands in the first field
        self.add(label, row, name=f"{first_field}_row")
        self.fields[first_field], self.fields[second_field] = first, second

    def fill_grounds(self) -> None:
        self.ground.clear()
        for item in rules.grounds(self.profile, self.code(self.kind)):
            self.ground.addItem(rules.ground_label(item), item.code)

    def show_bites(self) -> None:
        from animaloffice.queries.bites import grounds_from_bites

        found = grounds_from_bites(self.dog.animal_id()) if self.dog.animal_id() else []
        self.bites_note.setText("Bites on file: " + "; ".join(f"{number} supports {g.text[:1].lower()}{g.text[1:]} "
                                                              f"({g.why})" for number, g in found) if found else "")
        self.form.setRowVisible(self.bites_note, bool(found))

    def update_seized(self) -> None:
        """A seized dog is kept where it is held, with the office as the contact (347.541, subd. 3):
        the facility is chosen (its kennel's, if the dog is impounded) and the owner's fields are off."""
        seized = self.seized_set.isChecked()
        for w in (self.kept_at, self.contact_name, self.contact_phone):
            w.setEnabled(not seized)
            if seized:
                w.clear()
        self.facility.setEnabled(seized and self.facility.count() > 0)
        held = q.facility_of_impounded_dog(self.dog.animal_id()) if self.dog.animal_id() else None
        if held is not None:
            self.facility.setCurrentIndex(max(0, self.facility.findData(str(held))))
        self.held_note.setText(("The notice names this facility as where the dog is held, and the office as the "
                                "contact." if self.facility.count() else "Record the holding facility first "
                                "(Intake, Facilities and kennels).") if seized else "")
        self.form.setRowVisible(self.held_note, seized)
        self.form.setRowVisible(self.facility, seized)

    def update_deadline(self) -> None:
        e = rules.hearing_request_deadline(self.profile, self.day(self.sent_on))
        self.deadline.setText(self.tr("The owner may request a hearing until {0} ({1}; point here for how it was counted).").format(fmt_date(e.value), e.rule_id))
        self.deadline.setToolTip(e.text())

    def submit(self):
        if self.dog.animal_id() is None:
            raise ValidationError("animal_id", "find and choose the dog (by its name, its owner or its microchip)")
        return svc.declare_and_notify(
            self.ctx.actor, animal_id=self.dog.animal_id(), kind=self.code(self.kind),
            ground=self.code(self.ground) or "", facts=self.text(self.facts), incident_on=self.day(self.incident_on),
            incident_time=self.text(self.incident_time), incident_place=self.text(self.incident_place),
            declared_on=self.day(self.declared_on), declared_by=self.text(self.declared_by),
            kept_at=self.text(self.kept_at), contact_name=self.text(self.contact_name),
            contact_phone=self.text(self.contact_phone), seized_on=optional_value(self.seized_set, self.seized),
            facility_id=int(self.code(self.facility)) if self.seized_set.isChecked() and self.code(self.facility)
            else None, sent_on=self.day(self.sent_on), method=self.code(self.method),
            article=article_of(self.article, self.method),
            served_by=server_of(self.mailer, self.method))


class RegistrationDialog(FormDialog):
    """What registration needs (347.51, 347.515): bond or insurance, enclosure, sign, microchip."""

    title = "Dangerous-dog registration items"

    def __init__(self, ctx, view: CaseView, parent=None):
        super().__init__(ctx, parent)
        self.view = view
        r = view.registration
        self.note(self.tr("Case {0}: {1}.").format(view.number, view.dog))
        self.checklist = self.note(checklist_text(view.checklist))
        self.cover = self.add_choice(self.tr("&Bond or insurance"), "insurance_kind", COVER, r["insurance_kind"])
        self.insurer = self.add_text(self.tr("&Insurer or surety"), "insurer", r["insurer"])
        self.policy = self.add_text(self.tr("&Policy or bond no."), "policy_number", r["policy_number"])
        self.amount = self.add_text(self.tr("&Amount"), "insurance_cents",
                                    fmt_cents(r["insurance_cents"]) if r["insurance_cents"] else "")
        self.amount.setPlaceholderText("e.g. 300,000.00")
        self.expires_set, self.expires = optional_date(self, "In force &until", "insurance_expires_on",
                                                       r["insurance_expires_on"])
        self.enclosure_set, self.enclosure = optional_date(self, "&Enclosure inspected on", "enclosure_inspected_on",
                                                           r["enclosure_inspected_on"])
        self.inspector = self.add_text(self.tr("Inspec&ted by"), "enclosure_inspector",
                                       r["enclosure_inspector"] or (full_name(ctx.actor) if ctx.actor.may("inspect")
                                                                    else ""))
        self.enclosure_notes = self.add_text(self.tr("Enclosure &notes"), "enclosure_notes", r["enclosure_notes"],
                                             multiline=True, height=50)
        self.sign_set, self.sign = optional_date(self, "Warning &sign issued on", "sign_issued_on", r["sign_issued_on"])
        self.sign_number = self.add_text(self.tr("Sign n&o."), "sign_number", r["sign_number"])
        self.chip = self.add_text(self.tr("&Microchip"), "microchip", r["microchip"])
        self.maker = self.add_text(self.tr("Microchip ma&ker"), "microchip_maker", r["microchip_maker"])
        self.duties = view.kind == "dangerous"  # 347.52 (d) and 347.51, subd. 7 are a dangerous dog's
        if self.duties:
            self.sterilized_set, self.sterilized = optional_date(self, "S&terilized on", "sterilized_on",
                                                                 r["sterilized_on"])
            self.sterilized_by = self.add_text(self.tr("Sterilized b&y"), "sterilized_by", r["sterilized_by"])
            self.sterilized_by.setPlaceholderText(self.tr("Veterinarian or clinic"))
            self.tag_set, self.tag_on = optional_date(self, "Dangerous-dog &tag issued on", "tag_issued_on",
                                                      r["tag_issued_on"])
            self.tag_number = self.add_text(self.tr("Tag n&umber"), "tag_number", r["tag_number"])
        self.setMinimumWidth(680)
        self.adjustSize()

    def changes(self) -> dict:
        amount = self.text(self.amount).strip()
        now = {"insurance_kind": self.code(self.cover), "insurer": self.text(self.insurer),
               "policy_number": self.text(self.policy),
               "insurance_cents": parse_cents(amount, "insurance_cents") if amount else 0,
               "insurance_expires_on": optional_value(self.expires_set, self.expires),
               "enclosure_inspected_on": optional_value(self.enclosure_set, self.enclosure),
               "enclosure_inspector": self.text(self.inspector),
               "enclosure_notes": self.text(self.enclosure_notes),
               "sign_issued_on": optional_value(self.sign_set, self.sign), "sign_number": self.text(self.sign_number),
               "microchip": self.text(self.chip).replace(" ", "").upper(), "microchip_maker": self.text(self.maker)}
        if self.duties:
            now.update({"sterilized_on": optional_value(self.sterilized_set, self.sterilized),
                        "sterilized_by": self.text(self.sterilized_by),
                        "tag_issued_on": optional_value(self.tag_set, self.tag_on),
                        "tag_number": self.text(self.tag_number)})
        changed = {}
        for key, value in now.items():
            old = self.view.registration.get(key)
            if old is None and isinstance(value, str):
                old = ""
            if value != old:
                changed[key] = value
        if "enclosure_inspected_on" not in changed:  # an inspector's name alone is not a new inspection
            changed.pop("enclosure_inspector", None)
        return changed

    def submit(self):
        changed = self.changes()
        if not changed:
            return None
        return svc.record_registration(self.ctx.actor, self.view.id, expected_version=self.view.version, **changed)


def checklist_text(checklist: rules.Checklist) -> str:
    lines = [f"{'✔' if i.met else '✘'} {i.label}: {i.detail}" + ("" if i.registers else f" ({i.citation})")
             for i in checklist.items]
    head = "Registration is complete." if checklist.complete else "Still missing: " + ", ".join(
        i.label.lower() for i in checklist.missing) + "."
    if checklist.duties:
        head += " The owner must still see to: " + ", ".join(i.label.lower() for i in checklist.duties) + "."
    return head + "\n" + "\n".join(lines)


class FeeDialog(FormDialog):
    """The yearly registration fee: before the first certificate, or with a renewal (347.51, 347.52)."""

    def __init__(self, ctx, view: CaseView, *, renewal: bool = False, parent=None):
        self.title = "Renew the registration" if renewal else "Take the registration fee"
        super().__init__(ctx, parent)
        self.view, self.renewal = view, renewal
        profile = ctx.profile()
        self.fee = rules.registration_fee(profile, date.today())
        self.note(self.tr("Case {0}: {1}. {2}").format(view.number, view.dog, self.fee.text()))
        self.on = self.add_date(self.tr("&Date"), "on", date.today())
        self.method = self.add_choice(self.tr("&Paid by"), "payment.method", PAY, "cash")
        self.reference = self.add_text(self.tr("&Reference"), "payment.reference")
        self.reference.setPlaceholderText(self.tr("Check number or card authorisation"))
        self.on.dateChanged.connect(lambda d: self.set_fee(rules.registration_fee(profile, from_qdate(d))))

    def set_fee(self, fee) -> None:
        self.fee = fee  # the fee in force on the payment's date

    def charge_question(self) -> str:
        return charge_text(self.windowTitle(), self.fee.value, self.fee.value, self.method.currentText())

    def submit(self):
        payment = PaymentInput(self.code(self.method), self.fee.value, self.text(self.reference))
        if self.renewal:
            return dangerous_dog_registration.renew(self.ctx.actor, self.view.id, payment, on=self.day(self.on))
        return dangerous_dog_registration.pay_registration_fee(self.ctx.actor, self.view.id, payment, on=self.day(self.on))


class ReviewDialog(FormDialog):
    """The owner asks for a review of the designation (347.51 subd. 3a)."""

    title = "Review of the designation"

    def __init__(self, ctx, view: CaseView, parent=None):
        super().__init__(ctx, parent)
        self.view = view
        review = next((d for d in view.dates if d.label.startswith("Review")), None)
        if review is not None:
            self.note(review.why)
        self.requested = self.add_date(self.tr("&Asked for on"), "requested_on", date.today())
        self.outcome = self.add_choice(self.tr("&Outcome"), "outcome", [("kept", "The designation is kept"),
                                                              ("rescinded", "The designation is rescinded")])
        self.decided = self.add_date(self.tr("&Decided on"), "decided_on", date.today())
        self.reason = self.add_text(self.tr("&Why (the evidence of changed behaviour)"), "reason", multiline=True)

    def submit(self):
        return outcomes.record_review(self.ctx.actor, self.view.id, requested_on=self.day(self.requested),
                                      outcome=self.code(self.outcome), reason=self.text(self.reason),
                                      decided_on=self.day(self.decided))


class CloseDialog(FormDialog):
    """The owner reports the dog died, moved or was transferred (347.52)."""

    title = "Close the case"

    def __init__(self, ctx, view: CaseView, parent=None):
        super().__init__(ctx, parent)
        self.view = view
        self.why = self.add_choice(self.tr("&Why"), "why", [("died", "The dog died"), ("moved", "The dog moved away"),
                                                  ("transferred", "The dog was transferred"), ("other", "Other")])
        self.on = self.add_date(self.tr("&On"), "on", date.today())
        self.note_edit = self.add_text(self.tr("&Note"), "note", multiline=True)

    def submit(self):
        return outcomes.close_case(self.ctx.actor, self.view.id, on=self.day(self.on), why=self.code(self.why),
                                   note=self.text(self.note_edit))


__all__ = ["DeclareDialog", "RegistrationDialog", "FeeDialog", "ReviewDialog", "CloseDialog", "DogPicker"]
