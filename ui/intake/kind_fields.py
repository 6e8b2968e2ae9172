"""The intake form's fields for an animal that was not seized: who surrendered it or asked for its
euthanasia (an owner on record, or name and address), that it is theirs, the reason, the signed
request and any order during a rabies observation; or the agency it was transferred from and
its reference. Only the fields of the kind chosen show; the services decide what is enough."""
from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QWidget,
)

from animaloffice.documents.language import info, languages
from animaloffice.domain.intake_kinds import KINDS
from animaloffice.domain.quarantine import ORDER_AUTHORITIES

from ..widgets.forms import date_edit, from_qdate

# the rows each kind shows (by the field's object name)
ROWS = {
    "surrender": ("owner_label", "from_name", "from_address", "owner_affirmed", "reason", "print_form"),
    "owner_euthanasia": ("owner_label", "from_name", "from_address", "owner_affirmed", "reason", "signed",
                         "has_order", "order_on", "order_authority", "order_by", "print_form"),
    "transfer_in": ("agency", "agency_address", "reference"),
}


class KindFields(QGroupBox):
    def __init__(self, today, parent=None):
        super().__init__("How it came in", parent)
        self.setObjectName("kind_fields")
        self.owner_label = QLabel(self.tr('No owner on record: give the name and address.'), objectName="kind_owner_label")
        self.owner_label.setWordWrap(True)
        self.from_name = QLineEdit(objectName="from_name_edit")
        self.from_address = QLineEdit(objectName="from_address_edit")
        self.owner_affirmed = QCheckBox(self.tr('The person states the animal is theirs'), objectName="owner_affirmed_box")
        self.reason = QPlainTextEdit(objectName="reason_edit")
        self.reason.setTabChangesFocus(True)
        self.reason.setMaximumHeight(54)
        self.signed = QCheckBox(self.tr('The owner signed the printed request'), objectName="signed_box")
        self.has_order = QCheckBox(self.tr("A veterinarian's or health department's order is on file"),
                                   objectName="has_order_box")
        self.order_on = date_edit(today, name="order_date")
        self.order_authority = QComboBox(objectName="order_authority_box")
        for code, text in ORDER_AUTHORITIES.items():
            self.order_authority.addItem(text, code)
        self.order_by = QLineEdit(objectName="order_by_edit")
        self.agency = QLineEdit(objectName="agency_edit")
        self.agency_address = QLineEdit(objectName="agency_address_edit")
        self.reference = QLineEdit(objectName="reference_edit")
        self.print_button = QPushButton(self.tr('&Print the form to sign'), objectName="print_form_button")
        self.print_button.setAutoDefault(False)
        self.form_language = QComboBox(objectName="form_language_box")  # the owner signs in the language read best
        for code in languages():
            self.form_language.addItem(info(code)["name"], code)
        self.form_language.setAccessibleName(self.tr("Form printed in"))
        print_row = QWidget()
        row = QHBoxLayout(print_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.print_button)
        row.addWidget(QLabel(self.tr("in")))
        row.addWidget(self.form_language)
        row.addStretch(1)
        self.has_order.toggled.connect(self._order_toggled)
        self.form = QFormLayout(self)
        self.rows = {}
        for key, label, widget in (
                ("owner_label", "Owner", self.owner_label), ("from_name", "Name", self.from_name),
                ("from_address", "Address", self.from_address), ("owner_affirmed", "", self.owner_affirmed),
                ("reason", "Reason", self.reason), ("signed", "", self.signed), ("has_order", "", self.has_order),
                ("order_on", "Order date", self.order_on), ("order_authority", "Ordered by", self.order_authority),
                ("order_by", "Who gave it", self.order_by), ("agency", "From agency or shelter", self.agency),
                ("agency_address", "Agency's address", self.agency_address),
                ("reference", "Their reference number", self.reference), ("print_form", "", print_row)):
            if label:
                widget.setAccessibleName(label)
            self.form.addRow(label, widget)
            self.rows[key] = widget
        self.fields = {"from_name": self.from_name, "from_address": self.from_address,
                       "owner_affirmed": self.owner_affirmed, "reason": self.reason, "signed": self.signed,
                       "order_on": self.order_on, "quarantine_order_on": self.has_order,
                       "order_authority": self.order_authority, "order_by": self.order_by,
                       "agency": self.agency, "agency_address": self.agency_address, "reference": self.reference}
        self._order_toggled(False)
        self.show_kind("seized")

    def _order_toggled(self, on: bool) -> None:
        for w in (self.order_on, self.order_authority, self.order_by):
            w.setEnabled(on)

    def show_kind(self, kind: str) -> None:
        shown = ROWS.get(kind, ())
        for key, widget in self.rows.items():
            self.form.setRowVisible(widget, key in shown)
        self.setVisible(kind in ROWS)
        self.setTitle(KINDS.get(kind, ""))

    def set_owner(self, owner: str, address: str, language: str = "en") -> None:
        """The owner on record (from the tag or microchip look-up): name and address come from it, and
        the form is offered in the language the owner reads best."""
        self.form_language.setCurrentIndex(max(0, self.form_language.findData(language)))
        self.owner_label.setText(", ".join(x for x in (owner, address) if x) if owner else
                                 "No owner on record: give the name and address.")
        for w in (self.from_name, self.from_address):
            w.setEnabled(not owner)

    def values(self, kind: str) -> dict:
        if kind == "transfer_in":
            return {"agency": self.agency.text(), "agency_address": self.agency_address.text(),
                    "reference": self.reference.text()}
        out = {"from_name": self.from_name.text() if self.from_name.isEnabled() else "",
               "from_address": self.from_address.text() if self.from_address.isEnabled() else "",
               "owner_affirmed": self.owner_affirmed.isChecked(), "reason": self.reason.toPlainText()}
        if kind == "owner_euthanasia":
            out["signed"] = self.signed.isChecked()
            if self.has_order.isChecked():
                out.update(order_on=from_qdate(self.order_on.date()),
                           order_authority=self.order_authority.currentData(), order_by=self.order_by.text())
        return out
