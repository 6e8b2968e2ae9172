"""The intake tab's due-process dialogs: a seized animal's claims (MN-343.235: a security posted,
a hearing asked for, a claim ended), a quarantine order (MN-1721.0570), and the rabies
vaccination given at release. Each calls one service and shows a refusal next to its field."""
from __future__ import annotations

from datetime import date

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QPlainTextEdit, QSpinBox

from animaloffice.domain.cruelty import CLAIM_KINDS, SECURITY_FORMS
from animaloffice.domain.explain import fmt_date
from animaloffice.domain.money import fmt_cents, parse_cents
from animaloffice.domain.quarantine import ORDER_AUTHORITIES
from animaloffice.queries.impound_detail import ImpoundDetail
from animaloffice.services import impound_quarantine, seizure_claims

from ..widgets.forms import date_edit, from_qdate
from .small_dialogs import _Base


def _claim_text(c) -> str:
    if c.kind == "security":
        return f"security of {fmt_cents(c.amount_cents)} posted {c.received_on:%m/%d/%Y} by {c.claimant}"
    return f"hearing asked for {c.received_on:%m/%d/%Y} by {c.claimant}"


class ClaimsDialog(_Base):
    """MN-343.235: record a security posted or a hearing asked for by a person claiming an interest
    in the seized animal, or end a claim (the hearing decided, the security spent or returned)."""

    def __init__(self, ctx, detail: ImpoundDetail, parent=None, today: date | None = None):
        super().__init__(f"Security and hearing, {detail.number} (MN-343.235)", parent)
        self.setObjectName("claims_dialog")
        self.ctx, self.detail = ctx, detail
        self.what = QComboBox(objectName="claim_what")
        for code, text in CLAIM_KINDS.items():
            self.what.addItem(text, (code, None))
        for c in detail.claims:
            if c.ended_on is None:
                self.what.addItem(self.tr('End the {0}').format(_claim_text(c)), ("end", c))
        self.what.currentIndexChanged.connect(self._what_changed)
        self.add(self.tr('Record'), self.what)
        if detail.reply_by:
            self.add(self.tr('Last day'), QLabel(self.tr("{0}, the notice's last day").format(fmt_date(detail.reply_by))))
        self.date = self.add(self.tr('Date'), date_edit(today, name="claim_date"), "received_on")
        self.date.setMaximumDate(date_edit().date())
        self.fields["ended_on"] = self.date
        self.claimant = self.add(self.tr('Person claiming an interest'), QLineEdit(detail.owner, objectName="claimant"),
                                 "claimant_name")
        self.address = self.add(self.tr('Their address'), QLineEdit(detail.owner_address, objectName="claimant_address"),
                                "claimant_address")
        self.amount = self.add(self.tr('Amount of the security'), QLineEdit(objectName="security_amount"), "amount_cents")
        self.form_box = QComboBox(objectName="security_form")
        for code, text in SECURITY_FORMS.items():
            self.form_box.addItem(text, code)
        self.add(self.tr('Form'), self.form_box, "form")
        self.reference = self.add(self.tr('Check or bond number'), QLineEdit(objectName="security_reference"), "reference")
        self.reason = self.add(self.tr('Why the claim ends'), QPlainTextEdit(objectName="end_reason"), "reason")
        self.reason.setTabChangesFocus(True)
        self.reason.setMaximumHeight(60)
        self._what_changed()

    def _what_changed(self) -> None:
        kind, _ = self.what.currentData()
        for w in (self.claimant, self.address):
            w.setEnabled(kind != "end")
        for w in (self.amount, self.form_box, self.reference):
            w.setEnabled(kind == "security")
        self.reason.setEnabled(kind == "end")

    def submit(self) -> None:
        kind, claim = self.what.currentData()
        on, actor, d = from_qdate(self.date.date()), self.ctx.actor, self.detail
        if kind == "security":
            try:
                cents = parse_cents(self.amount.text(), "amount_cents")
            except Exception as exc:
                self.banner.show_error(exc, self.fields)
                return
            done = self.run(seizure_claims.post_security, actor, d.id, received_on=on,
                            claimant_name=self.claimant.text(), claimant_address=self.address.text(),
                            amount_cents=cents, form=self.form_box.currentData(), reference=self.reference.text())
        elif kind == "hearing_request":
            done = self.run(seizure_claims.request_hearing, actor, d.id, received_on=on,
                            claimant_name=self.claimant.text(), claimant_address=self.address.text())
        else:
            done = self.run(seizure_claims.end_claim, actor, claim.id, ended_on=on, reason=self.reason.toPlainText(),
                            expected_version=claim.version)
        if done:
            self.done_ok.emit()
            self.accept()


class QuarantineOrderDialog(_Base):
    """MN-1721.0570: a veterinarian's or health department's order on the quarantined animal."""

    def __init__(self, ctx, detail: ImpoundDetail, parent=None, today: date | None = None):
        super().__init__(f"Quarantine order, {detail.number} (MN-1721.0570)", parent)
        self.setObjectName("quarantine_order_dialog")
        self.ctx, self.detail = ctx, detail
        self.date = self.add(self.tr('Ordered on'), date_edit(today, name="ordered_on"), "ordered_on")
        self.date.setMaximumDate(date_edit().date())
        self.authority = QComboBox(objectName="order_authority")
        for code, text in ORDER_AUTHORITIES.items():
            self.authority.addItem(text, code)
        self.add(self.tr('Ordered by'), self.authority, "authority")
        self.who = self.add(self.tr('Name'), QLineEdit(objectName="ordered_by"), "ordered_by")
        self.note = self.add(self.tr('The order'), QPlainTextEdit(objectName="order_note"), "note")
        self.note.setTabChangesFocus(True)
        self.note.setMaximumHeight(60)

    def submit(self) -> None:
        if self.run(impound_quarantine.record_quarantine_order, self.ctx.actor, self.detail.id,
                    ordered_on=from_qdate(self.date.date()), authority=self.authority.currentData(),
                    ordered_by=self.who.text(), note=self.note.toPlainText(), expected_version=self.detail.version):
            self.done_ok.emit()
            self.accept()


class VaccinationDialog(_Base):
    """MN-1721.0570 subp. 3: the rabies vaccination given as the animal leaves quarantine."""

    vaccinated = Signal(int)  # the certificate's id

    def __init__(self, ctx, detail: ImpoundDetail, parent=None, today: date | None = None):
        super().__init__(f"Rabies vaccination at release, {detail.number}", parent)
        self.setObjectName("release_vaccination_dialog")
        self.ctx, self.detail = ctx, detail
        self.date = self.add(self.tr('Vaccinated on'), date_edit(today, name="release_vaccinated_on"), "vaccinated_on")
        self.date.setMaximumDate(date_edit().date())
        self.vet = self.add(self.tr('Veterinarian'), QLineEdit(detail.vet_name, objectName="release_vet"), "veterinarian")
        self.years = QSpinBox(objectName="release_years")
        self.years.setRange(1, 4)
        self.years.setValue(1)
        self.add(self.tr('Good for (years)'), self.years, "duration_years")
        self.product = self.add(self.tr('Vaccine'), QLineEdit(objectName="release_product"), "product")
        self.tag = self.add(self.tr('Rabies tag'), QLineEdit(objectName="release_tag"), "rabies_tag")

    def submit(self) -> None:
        vid = self.run(impound_quarantine.vaccinate_at_release, self.ctx.actor, self.detail.id,
                       vaccinated_on=from_qdate(self.date.date()), veterinarian=self.vet.text(),
                       duration_years=self.years.value(), product=self.product.text(), rabies_tag=self.tag.text())
        if vid:
            self.vaccinated.emit(vid)
            self.done_ok.emit()
            self.accept()
