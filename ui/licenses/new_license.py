"""New license at the counter (T-3A): owner, animal, rabies certificate, fee, tag, payment."""
from __future__ import annotations

from datetime import date

from PySide6.QtWidgets import QLineEdit, QPushButton

from animaloffice.domain.errors import OfficeError, ValidationError
from animaloffice.domain.money import fmt_cents, parse_cents
from animaloffice.services import licensing, licensing_desk, tag_numbers

from .common import DeskDialog
from .form_parts import Section, combo, hint
from .payment_box import PaymentSection
from .sections import AnimalSection, CertificateSection, OwnerSection


def parse_tag(text: str) -> int:
    raw = text.strip()
    if not raw:
        raise ValidationError("tag_number", "enter the number on the tag")
    if not (raw.isascii() and raw.isdigit()):  # '²' passes isdigit() but is no tag number
        raise ValidationError("tag_number", "a tag number is digits only", raw)
    return int(raw)


class LicenseSection(Section):
    """Fee (from the profile, with its explanation), year and tag number."""

    def __init__(self, ctx, title: str = "4. License, fee and tag"):
        super().__init__(title)
        self.ctx = ctx
        today = date.today()
        # the years on sale, the default first: from the profile's date next year's license is sold
        self.year = self.row(self.tr("License &year:"), combo([(str(y) + (" (next year's tags)" if y > today.year else ""), y)
                                                      for y in licensing.sale_years_for(ctx.jurisdiction_id, today)],
                                                     "license_year"), "year")
        self.fee = self.row(self.tr("Fee:"), hint(name="fee_text"), "fee")
        self.fee_override = self.row(self.tr("Fee charged (administrator):"), QLineEdit(objectName="fee_override"),
                                     "fee_cents")
        self.fee_override.setPlaceholderText(self.tr("leave empty to charge the fee above"))
        self.fee_override.setVisible(ctx.actor.may("change_fees"))
        self.form.labelForField(self.fee_override).setVisible(ctx.actor.may("change_fees"))
        self.fee_reason = self.row(self.tr("Why the fee is changed:"), QLineEdit(objectName="fee_reason"),
                                   "waiver_reason")
        self.fee_reason.setPlaceholderText(self.tr("required with a fee charged above (recorded with the license)"))
        self.fee_reason.setVisible(ctx.actor.may("change_fees"))
        self.form.labelForField(self.fee_reason).setVisible(ctx.actor.may("change_fees"))
        self.tag = self.row(self.tr("&Tag number:"), QLineEdit(objectName="tag_number"), "tag_number")
        self.tag_note = self.row("", hint(name="tag_note"))
        self.fee_cents = 0
        self.year.currentIndexChanged.connect(lambda _: self.propose_tag())

    def propose_tag(self) -> None:
        """The next tag from the stock, or the next number; the clerk may type another."""
        try:
            number = tag_numbers.next_tag_number(self.ctx.jurisdiction_id, self.year.currentData())
        except OfficeError as exc:
            self.tag.clear()
            self.tag_note.setText(getattr(exc, "reason", str(exc)))
            return
        self.tag.setText(str(number))
        self.tag_note.setText(self.tr("Proposed: the next unused tag. With pre-numbered tags, type the number "
                                      "on the tag you hand over."))

    def set_fee(self, explained) -> None:
        if explained is None:
            self.fee_cents = 0
            self.fee.setText(self.tr("Choose the animal to see the fee."))
            return
        self.fee_cents = explained.value
        self.fee.setText(f"<b>{fmt_cents(explained.value)}</b> — {explained.text()}")

    def override_cents(self) -> int | None:
        text = self.fee_override.text().strip()
        if not self.fee_override.isVisible() or not text:
            return None
        return parse_cents(text, "fee_cents")

    def waiver_reason(self) -> str:
        """The administrator's reason for a fee set by hand (T-3A: the fee is paid or waived)."""
        if not self.fee_reason.isVisible() or not self.fee_override.text().strip():
            return ""
        return self.fee_reason.text().strip()

    def charged(self) -> int:
        try:
            override = self.override_cents()
        except OfficeError:
            return self.fee_cents
        return self.fee_cents if override is None else override


class NewLicenseDialog(DeskDialog):
    ok_text = "&Issue license"

    def __init__(self, ctx, parent=None, *, owner_id: int | None = None, animal_id: int | None = None):
        super().__init__(ctx, self.tr("New license"), parent, scroll=True)
        self.owner = self.add_section(OwnerSection(ctx))
        self.animal = self.add_section(AnimalSection(ctx))
        self.certificate = self.add_section(CertificateSection(ctx))
        self.license = self.add_section(LicenseSection(ctx))
        self.payment = self.add_section(PaymentSection("5. Payment"))
        self.owner.owner_changed.connect(self._owner_changed)
        self.animal.changed.connect(self._animal_changed)
        self.license.fee_override.textChanged.connect(lambda _: self.payment.set_due(self.license.charged()))
        if owner_id is not None:
            self.owner.set_owner(owner_id)
            if animal_id is not None:
                self.animal.set_animal(animal_id)
        # T-7C: a dog or cat under 4 months is offered the exemption instead of a license and its fee
        self.exempt_button = self.add_widget(QPushButton(self.tr("Record the age &exemption instead (no fee)"),
                                                         objectName="offer_exemption"))
        self.exempt_button.setVisible(False)
        self.exempt_button.clicked.connect(self.exempt_instead)
        self.license.propose_tag()
        self._animal_changed()
        self.resize(720, 860)
        self.owner.find.setFocus()

    def _owner_changed(self, owner_id) -> None:
        self.animal.set_owner(owner_id)
        self._animal_changed()

    def _animal_changed(self) -> None:
        self.certificate.set_animal(self.animal.animal_id())
        chosen = self.animal.species_altered()
        fee = None
        if chosen and chosen[0]:
            try:
                fee = licensing.license_fee_for(self.ctx.jurisdiction_id, chosen[0], chosen[1])
            except OfficeError:
                fee = None
        self.license.set_fee(fee)
        self.payment.set_due(self.license.charged())

    def show_error(self, exc: Exception) -> None:
        offer = next((r.data["exemption"] for r in getattr(exc, "refusals", ()) if r.data.get("exemption")), None)
        self.exempt_reason = offer
        self.exempt_button.setVisible(offer is not None)
        super().show_error(exc)

    def exempt_instead(self) -> None:
        """The exemption the service offered, recorded for the owner and animal entered; no license."""
        self.clear_errors()
        try:
            self.result_value = licensing_desk.exempt_at_desk(
                self.ctx.actor, jurisdiction_id=self.ctx.jurisdiction_id, reason=self.exempt_reason,
                **self.owner.values(), **self.animal.values())
        except OfficeError as exc:
            self.show_error(exc)
            return
        self.accept()

    def submit(self):
        tag = parse_tag(self.license.tag.text())
        return licensing_desk.license_walk_in(
            self.ctx.actor, jurisdiction_id=self.ctx.jurisdiction_id, **self.owner.values(),
            **self.animal.values(), **self.certificate.values(), tag_number=tag,
            fee_cents=self.license.override_cents(), payment=self.payment.payment(),
            waiver_reason=self.license.waiver_reason(),
            year=self.license.year.currentData())
