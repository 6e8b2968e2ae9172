"""Actions on one license: renew, replace a lost tag, void with a reason."""
from __future__ import annotations

from datetime import date

from PySide6.QtWidgets import QCheckBox, QLineEdit

from animaloffice.domain.explain import fmt_short
from animaloffice.domain.money import fmt_cents
from animaloffice.domain.statuses import LicenseStatus
from animaloffice.queries.license_detail import license_detail
from animaloffice.services import licensing, licensing_desk, tag_numbers

from ..widgets.second_person import SecondPersonBox
from .common import DeskDialog
from .form_parts import Section, combo, hint
from .new_license import LicenseSection, parse_tag
from .payment_box import PaymentSection
from .sections import CertificateSection


def summary(d) -> str:
    a, o = d.animal, d.owner
    state = LicenseStatus.words_of(d.status)
    until = f", to {fmt_short(d.expires_on)}" if d.expires_on else " (lifetime)"
    return (f"<b>{d.number}</b> · tag <b>{d.tag_number}</b> ({d.year}{until}) · {state}<br/>"
            f"{a.name or '(no name)'} · {a.species_label}{' · ' + a.breed if a.breed else ''}<br/>"
            f"Owner: {o.name}{' · ' + o.phone if o.phone else ''}")


class RenewDialog(DeskDialog):
    """Renew (T-3A yearly): a new license for the next year on a current certificate."""

    ok_text = "Re&new license"

    def __init__(self, ctx, license_id: int, parent=None):
        super().__init__(ctx, self.tr("Renew license"), parent, scroll=True)
        self.license_id = license_id
        d = self.detail = license_detail(license_id)
        head = self.add_section(Section("License to renew"))
        head.row("", hint(summary(d), "renew_summary"))
        self.certificate = self.add_section(CertificateSection(ctx, "Rabies vaccination certificate"))
        self.certificate.set_animal(d.animal.id)
        self.certificate.file_radio.setText(self.tr("Use the certificate on fi&le"))
        if d.certificate_state and d.certificate_state.next_due:
            self.certificate.status.setText(self.certificate.status.text() + " " +
                                            d.certificate_state.explanation)
        self.license = self.add_section(LicenseSection(ctx, "New license, fee and tag"))
        year = licensing.renewal_year_for(d.jurisdiction_id, d.year, date.today())
        self.license.year.clear()
        self.license.year.addItem(str(year), year)
        self.license.propose_tag()
        if tag_numbers.renewal_tag(license_id, year) == d.tag_number:  # the animal keeps its number
            self.license.tag.setText(str(d.tag_number))
            self.license.tag_note.setText(self.tr("Proposed: the animal's own tag number, free in {0}'s tags.").format(year))
        self.license.set_fee(licensing.license_fee_for(d.jurisdiction_id, d.animal.species, d.animal.altered))
        self.payment = self.add_section(PaymentSection())
        self.payment.set_due(self.license.charged())
        self.license.fee_override.setVisible(False)
        self.license.form.labelForField(self.license.fee_override).setVisible(False)
        self.license.fee_reason.setVisible(False)
        self.license.form.labelForField(self.license.fee_reason).setVisible(False)
        self.resize(680, 760)

    def submit(self):
        values = self.certificate.values()
        return licensing_desk.renew_at_desk(
            self.ctx.actor, self.license_id, new_certificate=values.get("new_certificate"),
            tag_number=parse_tag(self.license.tag.text()), payment=self.payment.payment())


class ReplaceTagDialog(DeskDialog):
    ok_text = "Replace &tag"

    def __init__(self, ctx, license_id: int, parent=None):
        super().__init__(ctx, self.tr("Replace a lost tag"), parent)
        self.license_id = license_id
        d = self.detail = license_detail(license_id)
        head = self.add_section(Section("License"))
        head.row("", hint(summary(d), "replace_summary"))
        s = self.add_section(Section("New tag"))
        self.reason = s.row(self.tr("Re&ason:"), combo([(self.tr("Lost"), "lost"), (self.tr("Damaged"), "damaged"), (self.tr("Stolen"), "stolen")],
                                             "replace_reason"), "reason")
        self.tag = s.row(self.tr("&New tag number:"), QLineEdit(objectName="tag_number"), "tag_number")
        try:
            self.tag.setText(str(tag_numbers.next_tag_number(d.jurisdiction_id, d.year)))
        except Exception as exc:  # stock used up: the clerk types the number
            s.row("", hint(getattr(exc, "reason", str(exc))))
        fee = licensing.replacement_fee_for(d.jurisdiction_id)
        s.row(self.tr("Fee:"), hint(f"<b>{fmt_cents(fee.value)}</b> — {fee.text()}", "replacement_fee"))
        s.row("", hint(self.tr("Tag {0} will be retired and cannot be issued again.").format(d.tag_number)))
        self.payment = self.add_section(PaymentSection())
        self.payment.set_due(fee.value)
        self.resize(620, 620)

    def submit(self):
        return licensing.replace_tag(self.ctx.actor, self.license_id, reason=self.reason.currentData(),
                                     tag_number=parse_tag(self.tag.text()), payment=self.payment.payment(),
                                     expected_version=self.detail.version)


class VoidDialog(DeskDialog):
    """Void a license issued by mistake (T-7B: kept, never deleted)."""

    ok_text = "&Void license"

    def __init__(self, ctx, license_id: int, parent=None):
        super().__init__(ctx, self.tr("Void license"), parent)
        self.license_id = license_id
        d = self.detail = license_detail(license_id)
        s = self.add_section(Section("Void this license"))
        s.row("", hint(summary(d), "void_summary"))
        self.reason = s.row(self.tr("&Reason:"), QLineEdit(objectName="void_reason"), "reason")
        self.reason.setPlaceholderText(self.tr("e.g. issued to the wrong animal"))
        self.refund = QCheckBox(self.tr("Refund the fee: void its payment too (it leaves the day's takings)"))
        self.refund.setObjectName("void_refund")
        paid = any(not r[5] for r in d.receipts)
        self.refund.setChecked(paid)
        self.refund.setEnabled(paid)
        s.row("", self.refund, "refund")
        s.row("", hint(self.tr("The license stays on file marked void, with your name and the reason; tag {0} stays "
                               "retired. A fee not yet paid for it is cancelled.").format(d.tag_number)))
        self.second = SecondPersonBox(ctx.actor, "Refunding a fee")
        s.row("", self.second)
        s.fields.update(self.second.fields)
        self.second.ask_if(self.refund.isChecked())
        self.refund.toggled.connect(self.second.ask_if)
        self.resize(560, 320)

    def submit(self):
        refund = self.refund.isChecked()
        self.second.run(lambda approval: licensing.void_license(
            self.ctx.actor, self.license_id, self.reason.text(), expected_version=self.detail.version,
            refund=refund, approval=approval), "fee.refund")
        return self.license_id
