"""The reclaim (T-6B): the bill line by line, what still stands in the way, a license on the
spot, the payment, and the release. The rules are the service's; this only shows them."""
from __future__ import annotations

from datetime import date
from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from animaloffice.documents.language import first, info, languages
from animaloffice.domain import at_large
from animaloffice.domain.errors import ValidationError
from animaloffice.domain.money import parse_cents
from animaloffice.queries.impound_detail import impound_detail
from animaloffice.services import animals, impound_release, impounds, licensing, reclaim_words
from animaloffice.services.payments import PaymentInput
from animaloffice.services.permit_notice_languages import owner_language

from ..modal import show_window
from ..theme import error_colour, ok_colour
from ..widgets import charges
from ..widgets.forms import ErrorBanner, date_edit, from_qdate, keep_place


class ReclaimDialog(QDialog):
    released = Signal(int)
    paid = Signal(int)

    def __init__(self, ctx, impound_id: int, parent=None, today: date | None = None):
        super().__init__(parent)
        self.ctx, self.impound_id = ctx, impound_id
        self.issued_license_id: int | None = None  # a license sold here, printed with the release
        self.setObjectName("reclaim_dialog")
        self.detail = impound_detail(impound_id, today)
        self.setWindowTitle(self.tr('Reclaim {0}').format(self.detail.number))
        self.bill = None
        self.banner = ErrorBanner()
        head = QLabel(self.tr('<b>{0}</b><br>Owner: {1}').format(escape(self.detail.animal), escape(self.detail.owner or 'not recorded')))
        head.setTextFormat(Qt.TextFormat.RichText)
        head.setWordWrap(True)
        self.date = date_edit(today, name="reclaim_date")
        self.date.setMaximumDate(date_edit().date())
        self.date.dateChanged.connect(self.refresh)
        # the bill and the conditions in the owner's language, to show at the counter
        self.shown_in = QComboBox(objectName="shown_in")
        for code in languages():
            self.shown_in.addItem(info(code)["name"], code)
        self.shown_in.setCurrentIndex(max(0, self.shown_in.findData(first(owner_language(self.detail.owner_id)))))
        self.shown_in.setAccessibleName(self.tr("Bill shown in"))
        self.shown_in.currentIndexChanged.connect(lambda *_: self.refresh())
        self.table = QTableWidget(0, 4, objectName="bill_table")
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setAccessibleName(self.tr('The bill'))
        # how the current line was reached (the at-large penalty's step...), said on screen
        self.explanation_label = QLabel(objectName="bill_explanation")
        self.explanation_label.setWordWrap(True)
        self.explanation_label.setTextFormat(Qt.TextFormat.PlainText)
        self.explanation_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.table.currentCellChanged.connect(lambda row, *_: self._explain(row))
        self.total_label = QLabel(objectName="total_label")
        self.blockers_label = QLabel(objectName="blockers_label")
        self.blockers_label.setWordWrap(True)

        self.altered_button = QPushButton(self.tr('Spay/neuter &proof shown'), objectName="altered_button")
        self.altered_button.setToolTip(self.tr('W-90.05C: no at-large penalty for a spayed or neutered animal'))
        self.altered_button.clicked.connect(self.altered_proof)
        # W-90.05C: where it is not recorded, the bill asks before it is computed
        self.question_label = QLabel(objectName="altered_question")
        self.question_label.setWordWrap(True)
        self.not_altered_button = QPushButton(self.tr('&Not spayed or neutered'), objectName="not_altered_button")
        self.not_altered_button.clicked.connect(self.not_altered)
        self.license_button = QPushButton(self.tr('Issue &license here'), objectName="license_button")
        self.license_button.clicked.connect(self.issue_license)
        self.vaccinate_button = QPushButton(self.tr('Record the &vaccination given at release…'), objectName="vaccinate_button")
        self.vaccinate_button.setToolTip(self.tr('MN-1721.0570: a dog, cat or ferret leaves a rabies quarantine only when currently vaccinated'))
        self.vaccinate_button.clicked.connect(self.vaccinate)
        self.vaccination_dialog = None
        self.shot_date = date_edit(today, name="shot_date")
        self.shot_years = QSpinBox()
        self.shot_years.setRange(1, 4)
        self.shot_years.setValue(3)
        self.shot_vet = QLineEdit(objectName="shot_vet")
        self.shot_button = QPushButton(self.tr('File rabies &certificate'), objectName="shot_button")
        self.shot_button.clicked.connect(self.file_certificate)
        self.shot_box = QGroupBox(self.tr('Rabies certificate, to issue the license here (T-3A)'))
        shot_row = QHBoxLayout(self.shot_box)
        for w, name in ((self.shot_date, self.tr("Date vaccinated")), (self.shot_years, self.tr("Years")),
                        (self.shot_vet, self.tr("Veterinarian"))):
            w.setAccessibleName(name)
            shot_row.addWidget(QLabel(name))
            shot_row.addWidget(w)
        shot_row.addWidget(self.shot_button)

        self.method = QComboBox(objectName="pay_method")
        for text, code in ((self.tr("Cash"), "cash"), (self.tr("Check"), "check"), (self.tr("Card"), "card")):
            self.method.addItem(text, code)
        self.reference = QLineEdit(objectName="pay_reference")
        self.reference.setPlaceholderText(self.tr('Check number or card authorisation'))
        self.amount = QLineEdit(objectName="pay_amount")
        self.payer = QLineEdit(objectName="pay_payer")
        pay = QFormLayout()
        for label, w in ((self.tr("Release date"), self.date), (self.tr("Payment method"), self.method),
                         (self.tr("Reference"), self.reference), (self.tr("Amount"), self.amount),
                         (self.tr("Paid by"), self.payer)):
            w.setAccessibleName(label)
            pay.addRow(label, w)
        self.pay_button = QPushButton(self.tr('Take &payment only'), objectName="pay_button")
        self.pay_button.clicked.connect(self.pay_only)
        self.release_button = QPushButton(self.tr('Take payment and &release'), objectName="release_button")
        self.release_button.clicked.connect(self.release)
        close = QPushButton(self.tr('Close'))
        close.clicked.connect(self.reject)
        for b in (self.altered_button, self.not_altered_button, self.license_button, self.vaccinate_button, self.shot_button,
                  self.pay_button, self.release_button, close):
            b.setAutoDefault(False)
        keep_place(self.vaccinate_button, self.altered_button, self.not_altered_button)
        buttons = QHBoxLayout()
        buttons.addWidget(self.license_button)
        buttons.addWidget(self.vaccinate_button)
        buttons.addWidget(self.altered_button)
        buttons.addWidget(self.not_altered_button)
        buttons.addStretch(1)
        buttons.addWidget(self.pay_button)
        buttons.addWidget(self.release_button)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(head, 1)
        shown_label = QLabel(self.tr("&Bill shown in"))
        shown_label.setBuddy(self.shown_in)
        top.addWidget(shown_label)
        top.addWidget(self.shown_in)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.explanation_label)
        layout.addWidget(self.total_label)
        layout.addWidget(self.blockers_label)
        layout.addWidget(self.question_label)
        layout.addWidget(self.shot_box)
        layout.addLayout(pay)
        layout.addWidget(self.banner)
        layout.addLayout(buttons)
        self.fields = {"payment.amount_cents": self.amount, "payment.reference": self.reference,
                       "payment.method": self.method, "on": self.date, "vaccinated_on": self.shot_date,
                       "veterinarian": self.shot_vet, "vaccination": self.shot_vet}
        self.resize(760, 560)
        self.refresh()

    @property
    def on(self) -> date:
        return from_qdate(self.date.date())

    def refresh(self) -> None:
        b = self.bill = impound_release.bill(self.impound_id, self.on)
        shown = self.shown = reclaim_words.shown(b, self.shown_in.currentData(), self.detail.species_label.lower())
        self.table.setColumnCount(len(shown.headers))
        self.table.setHorizontalHeaderLabels(list(shown.headers))
        self.table.setRowCount(len(shown.lines))
        for r, (cells, explained) in enumerate(zip(shown.lines, shown.explanations)):
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(explained)
                if c == len(cells) - 2:  # the amount
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        self._explain_current(b)
        self.total_label.setText(f"<b>{escape(shown.total)}</b>")
        if shown.conditions:
            self.blockers_label.setText(shown.heading + "\n" + "\n".join(f"✗ {c}" for c in shown.conditions))
            self.blockers_label.setStyleSheet(f"color: {error_colour()};")
        else:
            self.blockers_label.setText(shown.heading)
            self.blockers_label.setStyleSheet(f"color: {ok_colour()};")
        self.amount.setText(f"{b.due_cents / 100:.2f}")
        needs_license = any(x.data.get("needs") == "license" for x in b.blockers)
        self.license_button.setEnabled(needs_license)
        self.vaccinate_button.setVisible(any(x.data.get("needs") == "vaccination" for x in b.blockers))
        self.shot_box.setVisible(needs_license)
        self.pay_button.setEnabled(b.due_cents > 0)
        self.altered_button.setVisible(bool(b.question) or any(l.rule_id == "W-90.05C" and not l.paid
                                                               for l in b.lines))
        self.altered_button.setText(self.tr("Spayed or neutered (&proof shown)") if b.question
                                    else self.tr("Spay/neuter &proof shown"))
        self.not_altered_button.setVisible(bool(b.question))
        self.question_label.setVisible(bool(b.question))
        self.question_label.setText(f"<b>{escape(shown.question)}</b>" if shown.question else "")
        if b.question:
            self.pay_button.setEnabled(False)

    def _explain_current(self, b) -> None:
        """The line followed stays current; a bill opened anew starts on its at-large penalty
        (W-90.05C), the line an owner asks about, else on its first line."""
        row = self.table.currentRow()
        if not 0 <= row < len(b.lines):
            row = next((r for r, line in enumerate(b.lines) if line.rule_id == at_large.RULE), 0)
            self.table.setCurrentCell(row, 0)
        self._explain(row)

    def _explain(self, row: int) -> None:
        text = self.shown.explanations[row] if 0 <= row < len(self.shown.explanations) else ""
        self.explanation_label.setText(f"{self.shown.lines[row][0]}: {text}" if text else "")
        self.explanation_label.setVisible(bool(text))

    def _payment(self) -> PaymentInput | None:
        cents = parse_cents(self.amount.text(), "payment.amount_cents")
        if cents == 0:
            return None
        return PaymentInput(self.method.currentData(), cents, self.reference.text(), self.payer.text())

    def _run(self, fn, *args, **kwargs):
        self.banner.clear_error(self.fields)
        try:
            return fn(*args, **kwargs), True
        except Exception as exc:
            self.banner.show_error(exc, self.fields)
            return None, False

    def file_certificate(self) -> None:
        _, ok = self._run(animals.record_vaccination, self.ctx.actor, self.detail.animal_id,
                          vaccinated_on=from_qdate(self.shot_date.date()), duration_years=self.shot_years.value(),
                          veterinarian=self.shot_vet.text(), received_on=self.on)
        if ok:
            self.ctx.status(self.tr('Rabies certificate filed'))
            self.refresh()

    def vaccinate(self):
        """Offer the vaccination at release (the usual practice): record it, then the bill is read again."""
        from .due_process_dialogs import VaccinationDialog

        dialog = self.vaccination_dialog = VaccinationDialog(self.ctx, impound_detail(self.impound_id, self.on), self,
                                                             today=self.on)
        dialog.vaccinated.connect(lambda _: (self.ctx.changed("animal"), self.refresh()))
        show_window(dialog)
        return dialog

    def altered_proof(self) -> None:
        _, ok = self._run(impounds.record_altered, self.ctx.actor, self.impound_id)
        if ok:
            self.ctx.changed("animal")
            self.ctx.status(self.tr('Recorded as spayed/neutered: no at-large penalty (W-90.05C)'))
            self.refresh()

    def not_altered(self) -> None:
        _, ok = self._run(impounds.record_not_altered, self.ctx.actor, self.impound_id)
        if ok:
            self.ctx.changed("animal")
            self.ctx.status(self.tr('Recorded as not spayed or neutered; the bill is computed (W-90.05C)'))
            self.refresh()

    def issue_license(self) -> None:
        issued, ok = self._run(licensing.issue_license, self.ctx.actor, animal_id=self.detail.animal_id, on=self.on,
                               reclaim_of=self.impound_id)
        if ok:
            self.issued_license_id = issued.license_id  # its tag and certificate print with the release
            self.ctx.changed("license")
            self.ctx.status(self.tr('License {0}, tag {1} issued; its fee is on this bill').format(issued.number, issued.tag_number))
            self.refresh()

    def _confirmed(self, payment: PaymentInput | None) -> bool:
        """The charge on the bill and the money taken now, confirmed by the clerk before either is."""
        due = self.bill.due_cents if self.bill is not None else 0
        question = charges.charge_text(self.windowTitle(), due, payment.amount_cents if payment else 0,
                                       self.method.currentText())
        return not question or charges.ask_charge(self, question)

    def pay_only(self) -> None:
        try:
            payment = self._payment()
        except ValidationError as exc:
            self.banner.show_error(exc, self.fields)
            return
        if payment is None or not self._confirmed(payment):
            return
        receipt, ok = self._run(impound_release.pay_bill, self.ctx.actor, self.impound_id, payment, on=self.on)
        if ok:
            self.ctx.status(self.tr('Payment taken, receipt {0}').format(receipt.receipt_number))
            self.paid.emit(self.impound_id)
            self.refresh()

    def release(self) -> None:
        try:
            payment = self._payment()
        except ValidationError as exc:
            self.banner.show_error(exc, self.fields)
            return
        held_back = self.bill is not None and any(x.data.get("needs") != "payment" for x in self.bill.blockers)
        if not held_back and not self._confirmed(payment):  # a release refused takes nothing: no question
            return
        result, ok = self._run(impound_release.reclaim, self.ctx.actor, self.impound_id, on=self.on,
                               payment=payment)
        if ok:
            self.released.emit(result.impound_id)
            self.accept()
