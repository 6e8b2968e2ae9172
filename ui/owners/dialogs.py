"""Dialogs for an owner's details: the owner, a new address, a new phone, a conviction.

Each dialog calls one service in ``submit()``; a refusal (including someone
else having changed the record meanwhile) is shown above the fields and the
dialog stays open. Built in code; every field has a label and an accessible name.
"""
from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from animaloffice.domain.errors import OfficeError
from animaloffice.services import owners

from ..widgets import charges
from ..widgets.forms import ErrorBanner, date_edit, from_qdate, optional_date


def line(name: str, text: str = "") -> QLineEdit:
    edit = QLineEdit(text)
    edit.setObjectName(name)
    edit.setAccessibleName(name.replace("_", " "))
    return edit


def combo(name: str, items: list[tuple[str, object]], current=None) -> QComboBox:
    box = QComboBox()
    box.setObjectName(name)
    box.setAccessibleName(name.replace("_", " "))
    for label, value in items:
        box.addItem(label, value)
    if current is not None:
        box.setCurrentIndex(max(box.findData(current), 0))
    return box


def notes_edit(name: str, text: str = "") -> QPlainTextEdit:
    edit = QPlainTextEdit(text)
    edit.setObjectName(name)
    edit.setAccessibleName(name.replace("_", " "))
    edit.setTabChangesFocus(True)
    edit.setFixedHeight(80)
    return edit


class ServiceDialog(QDialog):
    """A form with OK/Cancel whose OK runs ``apply()``; errors land in the banner."""

    def __init__(self, ctx, title: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.ctx = ctx
        self.setWindowTitle(title)
        self.banner = ErrorBanner()
        self.form = QFormLayout()
        self.fields: dict[str, QWidget] = {}
        self.result_value = None
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.submit)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addLayout(self.form)
        layout.addWidget(buttons)

    def add(self, label: str, field: str, widget: QWidget) -> QWidget:
        self.fields[field] = widget
        self.form.addRow(label, widget)
        return widget

    def apply(self):  # pragma: no cover - each dialog says what it does
        raise NotImplementedError

    def charge_question(self) -> str:
        """What the clerk confirms before money is charged or taken ('' when none is)."""
        return ""

    def submit(self) -> bool:
        self.banner.clear_error(self.fields)
        try:
            question = self.charge_question()
            if question and not charges.ask_charge(self, question):
                return False
            self.result_value = self.apply()
        except OfficeError as exc:
            self.banner.show_error(exc, self.fields)
            return False
        self.accept()
        return True


class OwnerDialog(ServiceDialog):
    """A new owner (with address and phone), or a change to an owner's name, e-mail and notes."""

    def __init__(self, ctx, header=None, parent=None):
        super().__init__(ctx, self.tr("Edit owner") if header else self.tr("New owner"), parent)
        self.header = header
        h = header
        self.kind = self.add(self.tr("&Kind:"), "kind", combo("kind", [(self.tr("Person"), "person"), (self.tr("Organisation"), "organisation")],
                                                     h.kind if h else "person"))
        self.first = self.add(self.tr("&First name:"), "first_name", line("first_name", h.first_name if h else ""))
        self.last = self.add(self.tr("&Last name:"), "last_name", line("last_name", h.last_name if h else ""))
        self.org = self.add(self.tr("&Organisation:"), "organisation", line("organisation", h.organisation if h else ""))
        self.email = self.add(self.tr("&E-mail:"), "email", line("email", h.email if h else ""))
        if h is None:
            self.phone = self.add(self.tr("&Phone:"), "phone", line("phone"))
            self.line1 = self.add(self.tr("&Street address:"), "address.line1", line("address_line1"))
            self.line2 = self.add(self.tr("Address line &2:"), "address.line2", line("address_line2"))
            self.city = self.add(self.tr("&City:"), "address.city", line("city"))
            self.state = self.add(self.tr("Sta&te:"), "address.state", line("state", "MN"))
            self.zip = self.add(self.tr("&ZIP code:"), "address.postal_code", line("postal_code"))
        from animaloffice.documents.language import choices

        self.language = self.add(self.tr("Letters &in:"), "letter_language",
                                 combo("letter_language", [(name, code) for code, name in choices().items()],
                                       h.letter_language if h else "en"))
        # a notice is e-mailed only to an owner who agreed to it: the day they agreed, and took it back
        self.consent_on = self.add(self.tr("Agreed to e-&mailed notices on:"), "email_consent_on",
                                   date_edit(h.email_consent_on if h else None, allow_empty=True,
                                             name="email_consent_on"))
        self.consent_withdrawn = self.add(self.tr("E-mail agreement &withdrawn on:"), "email_consent_withdrawn_on",
                                          date_edit(h.email_consent_withdrawn_on if h else None, allow_empty=True,
                                                    name="email_consent_withdrawn_on"))
        for edit in (self.consent_on, self.consent_withdrawn):
            edit.setToolTip(self.tr("Leave empty when there is none; Delete empties it"))
        self.gov = self.add("", "government_operated", QCheckBox(self.tr("&Government-operated (no permit fee, W-90.10B)")))
        self.gov.setChecked(bool(h and h.government_operated))
        self.notes = self.add(self.tr("&Notes:"), "notes", notes_edit("notes", h.notes if h else ""))

    def apply(self):
        values = dict(kind=self.kind.currentData(), first_name=self.first.text(), last_name=self.last.text(),
                      organisation=self.org.text(), email=self.email.text(), notes=self.notes.toPlainText(),
                      government_operated=self.gov.isChecked(), letter_language=self.language.currentData(),
                      email_consent_on=optional_date(self.consent_on),
                      email_consent_withdrawn_on=optional_date(self.consent_withdrawn))
        if self.header is not None:
            return owners.update_owner(self.ctx.actor, self.header.id, expected_version=self.header.version, **values)
        address = None
        if self.line1.text().strip() or self.city.text().strip():
            address = {"line1": self.line1.text(), "line2": self.line2.text(), "city": self.city.text(),
                       "state": self.state.text(), "postal_code": self.zip.text()}
        return owners.create_owner(self.ctx.actor, jurisdiction_id=self.ctx.jurisdiction_id, address=address,
                                   phone=self.phone.text(), **values)


class AddressDialog(ServiceDialog):
    """A new address from a date; the old one of the same kind is kept with its end date."""

    def __init__(self, ctx, owner_id: int, parent=None):
        super().__init__(ctx, self.tr("New address"), parent)
        self.owner_id = owner_id
        self.kind = self.add(self.tr("&Kind:"), "kind", combo("address_kind", [(self.tr("Home"), "home"), (self.tr("Mailing"), "mailing"),
                                                                      (self.tr("Premises"), "premises")]))
        # keyed as the service names them ("address.city"), so a refusal marks its field
        self.line1 = self.add(self.tr("&Street address:"), "address.line1", line("address_line1"))
        self.line2 = self.add(self.tr("Address line &2:"), "address.line2", line("address_line2"))
        self.city = self.add(self.tr("&City:"), "address.city", line("city"))
        self.state = self.add(self.tr("Sta&te:"), "address.state", line("state", "MN"))
        self.zip = self.add(self.tr("&ZIP code:"), "address.postal_code", line("postal_code"))
        self.moved_on = self.add(self.tr("&From:"), "moved_on", date_edit(name="moved_on"))

    def apply(self):
        return owners.change_address(self.ctx.actor, self.owner_id, line1=self.line1.text(), line2=self.line2.text(),
                                     city=self.city.text(), state=self.state.text(), postal_code=self.zip.text(),
                                     kind=self.kind.currentData(), moved_on=from_qdate(self.moved_on.date()))


class PhoneDialog(ServiceDialog):
    def __init__(self, ctx, owner_id: int, parent=None):
        super().__init__(ctx, self.tr("New phone number"), parent)
        self.owner_id = owner_id
        self.kind = self.add(self.tr("&Kind:"), "kind", combo("phone_kind", [(self.tr("Home"), "home"), (self.tr("Mobile"), "mobile"),
                                                                    (self.tr("Work"), "work")]))
        self.number = self.add(self.tr("&Number:"), "number", line("phone_number"))
        self.since = self.add(self.tr("&From:"), "since", date_edit(name="since"))

    def apply(self):
        return owners.change_phone(self.ctx.actor, self.owner_id, self.number.text(), kind=self.kind.currentData(),
                                   since=from_qdate(self.since.date()))


class ConvictionDialog(ServiceDialog):
    """A conviction or guilty plea in any jurisdiction (cruelty ones bar permits, W-90.10H6)."""

    def __init__(self, ctx, owner_id: int, parent=None):
        super().__init__(ctx, self.tr("Record a conviction"), parent)
        self.owner_id = owner_id
        self.offense = self.add(self.tr("&Offense:"), "offense", line("offense"))
        self.court = self.add(self.tr("&Court:"), "court", line("court"))
        self.convicted_on = self.add(self.tr("&Date:"), "convicted_on", date_edit(name="convicted_on"))
        self.plea = self.add(self.tr("O&utcome:"), "plea", combo("plea", [(self.tr("Convicted"), "convicted"),
                                                                 (self.tr("Pled guilty"), "pled_guilty")]))
        self.cruelty = self.add("", "animal_cruelty", QCheckBox(self.tr("&Animal cruelty")))
        self.notes = self.add(self.tr("&Notes:"), "notes", notes_edit("conviction_notes"))

    def apply(self):
        return owners.record_conviction(self.ctx.actor, self.owner_id, offense=self.offense.text(),
                                        convicted_on=from_qdate(self.convicted_on.date()),
                                        animal_cruelty=self.cruelty.isChecked(), court=self.court.text(),
                                        plea=self.plea.currentData(), notes=self.notes.toPlainText())


class ReasonDialog(ServiceDialog):
    """Asks for a reason, then runs `action(reason)`."""

    def __init__(self, ctx, title: str, prompt: str, action, parent=None):
        super().__init__(ctx, title, parent)
        self.action = action
        self.reason = self.add(prompt, "reason", notes_edit("reason"))

    def apply(self):
        return self.action(self.reason.toPlainText())
