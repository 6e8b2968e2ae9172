"""Taking the money: method, amount, check number or card authorisation, and change for cash."""
from __future__ import annotations

from PySide6.QtWidgets import QLineEdit

from animaloffice.domain.money import fmt_cents, parse_cents
from animaloffice.services.payments import PaymentInput

from .form_parts import Section, combo, hint

METHODS = [("Cash", "cash"), ("Check", "check"), ("Card", "card")]
REFERENCE_LABEL = {"cash": "(not needed for cash)", "check": "check number", "card": "card authorization code"}


class PaymentSection(Section):
    def __init__(self, title: str = "Payment"):
        super().__init__(title)
        self.base_title = title
        self.method = self.row(self.tr("&Paid by:"), combo(METHODS, "payment_method"), "payment.method")
        self.amount = self.row(self.tr("Amo&unt received:"), QLineEdit(objectName="payment_amount"),
                               "payment.amount_cents")
        self.reference = self.row(self.tr("&Reference:"), QLineEdit(objectName="payment_reference"), "payment.reference")
        self.payer = self.row(self.tr("Payer's name:"), QLineEdit(objectName="payer_name"), "payment.payer_name")
        self.payer.setPlaceholderText(self.tr("leave empty when the owner pays"))
        self.tendered = self.row(self.tr("Cash handed over:"), QLineEdit(objectName="cash_tendered"))
        self.tendered.setPlaceholderText(self.tr("optional: to work out the change"))
        self.change = self.row("", hint(name="cash_change"))
        self.due_cents = 0
        self._edited = False
        self.amount.textEdited.connect(lambda _: setattr(self, "_edited", True))
        self.method.currentIndexChanged.connect(self._method_changed)
        self.tendered.textChanged.connect(self._update_change)
        self.amount.textChanged.connect(self._update_change)
        self._method_changed()

    def set_due(self, cents: int) -> None:
        """The amount the fee comes to; fills the amount unless the clerk typed one."""
        self.due_cents = cents
        if not self._edited:
            self.amount.setText(f"{cents / 100:.2f}")
        self.setEnabled(cents > 0)
        self.setTitle(self.tr("{0}: {1} due").format(self.base_title, fmt_cents(cents)) if cents else
                      self.tr("{0}: nothing to pay").format(self.base_title))

    def _method_changed(self) -> None:
        method = self.method.currentData()
        self.reference.setEnabled(method != "cash")
        self.reference.setPlaceholderText(REFERENCE_LABEL[method])
        self.tendered.setEnabled(method == "cash")
        self._update_change()

    def _update_change(self) -> None:
        self.change.setText("")
        if self.method.currentData() != "cash" or not self.tendered.text().strip():
            return
        try:
            given = parse_cents(self.tendered.text(), "cash")
            amount = parse_cents(self.amount.text(), "amount")
        except Exception:
            self.change.setText(self.tr("(not an amount)"))
            return
        self.change.setText(self.tr("Change to give: {0}").format(fmt_cents(given - amount)) if given >= amount
                            else self.tr("{0} short").format(fmt_cents(amount - given)))

    def payment(self) -> PaymentInput | None:
        """What was taken (None when nothing is due). A bad amount raises naming the field."""
        if self.due_cents == 0:
            return None
        cents = parse_cents(self.amount.text(), "payment.amount_cents")
        return PaymentInput(self.method.currentData(), cents, self.reference.text().strip(), self.payer.text())
