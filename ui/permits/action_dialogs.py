"""The smaller permit actions: send a notice, revoke, transfer, record the removal, close a
review, end a permit on a material change. Each calls one service and shows its refusal."""
from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QRadioButton,
    QVBoxLayout,
)

from animaloffice.domain import permits as rules
from animaloffice.domain.errors import OfficeError
from animaloffice.domain.money import fmt_cents
from animaloffice.queries.permit_views import PermitView, notice_preview, owing
from animaloffice.services import permit_life, permit_notices
from animaloffice.services.payments import PaymentInput, pay_charges

from ..widgets import charges
from ..widgets.article_number import article_edit, article_of, follow_method, mailer_box, server_of
from ..widgets.charges import charge_text
from ..widgets.forms import ErrorBanner, date_edit, from_qdate
from .widgets import OwnerPicker

METHODS = (("First-class mail", "mail"), ("Certified mail", "certified"), ("Handed over in person", "in_person"),
           ("E-mail", "email"))


class ActionDialog(QDialog):
    """A form, an error banner and OK/Cancel; subclasses implement ``perform``."""

    ok_text = "OK"

    def __init__(self, ctx, title: str, name: str, parent=None):
        super().__init__(parent)
        self.ctx, self.result_value, self.fields = ctx, None, {}
        self.setWindowTitle(title)
        self.setObjectName(name)
        self.form = QFormLayout()
        self.banner = ErrorBanner()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.ok_text)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.banner)
        layout.addWidget(self.buttons)

    def perform(self):  # pragma: no cover - abstract
        raise NotImplementedError

    def charge_question(self) -> str:
        """What the clerk confirms before a fee is charged or taken ('' when none is)."""
        return ""

    def accept(self) -> None:
        self.banner.clear_error(self.fields)
        question = self.charge_question()
        if question and not charges.ask_charge(self, question):
            return
        try:
            self.result_value = self.perform()
        except OfficeError as exc:
            self.banner.show_error(exc, self.fields)
            return
        super().accept()


def _methods(default: str) -> QComboBox:
    box = QComboBox(objectName="method")
    box.setAccessibleName(QCoreApplication.translate("ui.permits.action_dialogs", "How the notice is sent"))
    for label, code in METHODS:
        box.addItem(label, code)
    box.setCurrentIndex(box.findData(default))
    return box


class SendNoticeDialog(ActionDialog):
    """Record a denial notice or revocation letter as sent; shows the deadlines it will set."""

    ok_text = "&Send and print"

    def __init__(self, ctx, *, kind: str, subject_id: int, permit_type: str, title: str, parent=None):
        super().__init__(ctx, f"{'Denial notice' if kind == 'denial' else 'Revocation letter'} — {title}",
                         "send_notice_dialog", parent)
        self.kind, self.subject_id, self.permit_type = kind, subject_id, permit_type
        self.sent_on = date_edit(name="sent_on")
        self.sent_on.setMaximumDate(date_edit().date())  # a notice is recorded when it has been sent
        self.method = _methods("mail" if kind == "denial" else "certified")
        self.deadlines = QLabel(objectName="deadlines", wordWrap=True)
        self.form.addRow(self.tr("Dat&e sent"), self.sent_on)
        self.form.addRow(self.tr("Sent &by"), self.method)
        self.article = article_edit()
        self.form.addRow(self.tr("&Article number"), self.article)
        self.mailer = mailer_box(ctx)
        self.form.addRow(self.tr("Mailed by"), self.mailer)
        follow_method(self.form, self.article, self.method, self.mailer)
        self.form.addRow(self.tr("Deadlines"), self.deadlines)
        self.fields = {"sent_on": self.sent_on, "method": self.method, "article": self.article,
                       "served_by": self.mailer}
        self.sent_on.dateChanged.connect(lambda _: self._preview())
        self._preview()
        self.resize(560, 300)

    def _preview(self) -> None:
        hearing, removal = notice_preview(self.ctx.jurisdiction_id, self.permit_type,
                                          from_qdate(self.sent_on.date()), self.kind == "revocation")
        text = f"<b>Hearing request by:</b> {hearing.text()}"
        if removal is not None:
            text += f"<br><b>Animals removed by:</b> {removal.text()}"
        elif self.kind == "revocation":  # no removal period (T-4C)
            text += ("<br><b>Takes effect:</b> the day after the last day to request a hearing, unless one is "
                     "requested by then")
        self.deadlines.setText(text)

    def perform(self):
        send = permit_notices.send_denial_notice if self.kind == "denial" else permit_notices.send_revocation_letter
        return send(self.ctx.actor, self.subject_id, sent_on=from_qdate(self.sent_on.date()),
                    method=self.method.currentData(), article=article_of(self.article, self.method),
            served_by=server_of(self.mailer, self.method))


class RevokeDialog(ActionDialog):
    ok_text = "&Revoke"

    def __init__(self, ctx, view: PermitView, parent=None):
        super().__init__(ctx, f"Revoke permit {view.number}", "revoke_dialog", parent)
        self.view = view
        self.on = date_edit(name="revoked_on")
        self.on.setMaximumDate(date_edit().date())
        self.grounds = {}
        box = QVBoxLayout()
        for code, rule_id, text in view.grounds:
            cb = QCheckBox(f"{text[:1].upper()}{text[1:]} ({rule_id})", objectName=f"ground_{code}")
            self.grounds[code] = cb
            box.addWidget(cb)
        self.details = QPlainTextEdit(objectName="details")
        self.details.setTabChangesFocus(True)  # Tab moves on; it does not type a tab
        self.details.setAccessibleName(self.tr("Facts: what happened and when"))
        self.details.setPlaceholderText(self.tr("The facts: what happened, when (printed in the letter)"))
        self.form.addRow(self.tr("&Date"), self.on)
        self.form.addRow(self.tr("Grounds"), box)
        self.form.addRow(self.tr("&Facts"), self.details)
        self.fields = {"on": self.on, "grounds": next(iter(self.grounds.values()), self.details),
                       "details": self.details}
        self.resize(620, 420)

    def perform(self):
        return permit_life.revoke_permit(self.ctx.actor, self.view.id, on=from_qdate(self.on.date()),
                                 grounds=[c for c, cb in self.grounds.items() if cb.isChecked()],
                                 details=self.details.toPlainText(), expected_version=self.view.version)


class TransferDialog(ActionDialog):
    ok_text = "&Transfer"

    def __init__(self, ctx, view: PermitView, parent=None):
        super().__init__(ctx, f"Transfer permit {view.number}", "transfer_dialog", parent)
        self.view = view
        profile = ctx.profile()
        self.owner = OwnerPicker(ctx)
        self.kind = QComboBox(objectName="new_type")
        self.kind.setAccessibleName(self.tr("Classification"))
        for item in profile.items("permit_types"):
            if item.code in rules.COMMERCIAL_TYPES:
                self.kind.addItem(item.text, item.code)
        self.kind.setCurrentIndex(max(self.kind.findData(view.permit_type), 0))
        self.on = date_edit(name="transfer_on")
        self.on.setMaximumDate(date_edit().date())
        self.profile = profile
        self.fee_label = QLabel(objectName="transfer_fee", wordWrap=True)
        self.pay_method = QComboBox(objectName="payment_method")
        self.pay_method.setAccessibleName(self.tr("Payment method"))
        for label, code in (("Not paid now", ""), ("Cash", "cash"), ("Check", "check"), ("Card", "card")):
            self.pay_method.addItem(label, code)
        self.pay_reference = QLineEdit(objectName="payment_reference")
        self.pay_reference.setAccessibleName(self.tr("Payment reference"))
        pay = QHBoxLayout()
        pay.addWidget(self.pay_method)
        pay.addWidget(self.pay_reference, 1)
        self.form.addRow(self.tr("New &owner"), self.owner)
        self.form.addRow("", QLabel(self.tr("(leave empty to keep the holder and change the classification)")))
        self.form.addRow(self.tr("&Classification"), self.kind)
        self.form.addRow(self.tr("&Date"), self.on)
        self.form.addRow(self.tr("Transfer fee"), self.fee_label)
        pay_label = QLabel(self.tr("&Payment"))
        pay_label.setBuddy(self.pay_method)  # the row is a layout: Alt goes to its method
        self.form.addRow(pay_label, pay)
        self.fields = {"new_owner_id": self.owner, "new_type": self.kind, "on": self.on,
                       "payment": self.pay_method, "permit_id": self.kind}
        self.on.dateChanged.connect(lambda _: self._fee())
        self._fee()
        self.resize(620, 320)

    def _fee(self) -> None:
        """The transfer fee in force on the transfer's date (W-90.10F), as the service charges it."""
        fee = rules.transfer_fee(self.profile, from_qdate(self.on.date()))
        self.fee_cents = fee.value
        self.fee_label.setText(f"<b>{fmt_cents(fee.value)}</b> — {fee.text()}")

    def charge_question(self) -> str:
        taken = self.fee_cents if self.pay_method.currentData() else 0
        return charge_text(self.windowTitle(), self.fee_cents, taken, self.pay_method.currentText())

    def perform(self):
        method = self.pay_method.currentData()
        kind = self.kind.currentData()
        return permit_life.transfer_permit(self.ctx.actor, self.view.id, new_owner_id=self.owner.owner_id(),
                                   new_type=kind if kind != self.view.permit_type else None,
                                   on=from_qdate(self.on.date()),
                                   payment=PaymentInput(method, self.fee_cents, self.pay_reference.text())
                                   if method else None)


class PaymentDialog(ActionDialog):
    """Take the payment of an application's or a permit's fees charged but not yet paid
    (T-4A, W-90.10D-F, H7): the amount is what the charges come to."""

    ok_text = "&Take payment"

    def __init__(self, ctx, *, subjects, title: str, parent=None):
        super().__init__(ctx, f"Payment — {title}", "permit_payment_dialog", parent)
        self.charges = owing(subjects)  # (table, id) of the application or the permit and its application
        self.total_cents = sum(c.amount_cents for c in self.charges)
        lines = "".join(f"<li>{escape(c.description)}: {fmt_cents(c.amount_cents)}</li>" for c in self.charges)
        self.method = QComboBox(objectName="payment_method")
        self.method.setAccessibleName(self.tr("Payment method"))
        for label, code in (("Cash", "cash"), ("Check", "check"), ("Card", "card")):
            self.method.addItem(label, code)
        self.reference = QLineEdit(objectName="payment_reference", placeholderText="check no. or authorisation")
        self.reference.setAccessibleName(self.tr("Payment reference"))
        self.form.addRow(self.tr("Unpaid"), QLabel(self.tr("<ul>{0}</ul><b>{1}</b>").format(lines, fmt_cents(self.total_cents)), wordWrap=True))
        self.form.addRow(self.tr("&Method"), self.method)
        self.form.addRow(self.tr("&Reference"), self.reference)
        self.fields = {"payment": self.method, "payment.reference": self.reference, "charges": self.method}

    def charge_question(self) -> str:
        if self.total_cents <= 0:
            return ""
        return (f"{self.windowTitle()}: take {fmt_cents(self.total_cents)} by "
                f"{self.method.currentText().lower()}?")

    def perform(self):
        return pay_charges(self.ctx.actor, [c.id for c in self.charges],
                           PaymentInput(self.method.currentData(), self.total_cents, self.reference.text()))


class RemovalDialog(ActionDialog):
    ok_text = "&Record"

    def __init__(self, ctx, view: PermitView, parent=None):
        super().__init__(ctx, f"Animals under permit {view.number}", "removal_dialog", parent)
        self.view = view
        self.removed = QRadioButton(self.tr("Removed from the city"), objectName="removed", checked=True)
        self.released = QRadioButton(self.tr("Released to the city"), objectName="released")
        group = QButtonGroup(self)
        group.addButton(self.removed)
        group.addButton(self.released)
        self.on = date_edit(name="removal_on")
        self.on.setMaximumDate(date_edit().date())
        self.note = QLineEdit(objectName="note")
        self.note.setAccessibleName(self.tr("Note"))
        self.form.addRow(self.tr("What happened"), self.removed)
        self.form.addRow("", self.released)
        self.form.addRow(self.tr("&Date"), self.on)
        self.form.addRow(self.tr("&Note"), self.note)
        self.fields = {"on": self.on, "note": self.note}

    def perform(self):
        return permit_life.record_removal(self.ctx.actor, self.view.id, on=from_qdate(self.on.date()),
                                  outcome="removed" if self.removed.isChecked() else "released",
                                  note=self.note.text())


class NoteDialog(ActionDialog):
    """One required note (closing a review; ending a permit on a material change)."""

    ok_text = "&Save"

    def __init__(self, ctx, title: str, label: str, action, parent=None):
        super().__init__(ctx, title, "note_dialog", parent)
        self.action = action
        self.note = QPlainTextEdit(objectName="note")
        self.note.setTabChangesFocus(True)  # Tab moves on; it does not type a tab
        self.note.setAccessibleName(label)
        self.form.addRow(label, self.note)
        self.fields = {"note": self.note, "reason": self.note}

    def perform(self):
        return self.action(self.note.toPlainText())


def hearings_service():
    """The Hearings area's service, when this installation has it (its tab owns hearings)."""
    try:
        from animaloffice.services import hearings
    except ImportError:
        return None
    return hearings if hasattr(hearings, "record_request") else None


class HearingRequestDialog(ActionDialog):
    """A hearing request received for a denial or revocation notice (T-4A, T-4C; W-90.10H)."""

    ok_text = "&Record request"
    HOW = (("In writing, handed in", "in_writing"), ("By mail", "mail"), ("In person", "in_person"),
           ("By e-mail", "email"))

    def __init__(self, ctx, *, notice_id: int, number: str, deadline, parent=None):
        super().__init__(ctx, f"Hearing request — notice {number}", "hearing_request_dialog", parent)
        self.notice_id = notice_id
        self.received = date_edit(name="received_on")
        self.received.setMaximumDate(date_edit().date())
        self.how = QComboBox(objectName="how")
        self.how.setAccessibleName(self.tr("How the request came"))
        for label, code in self.HOW:
            self.how.addItem(label, code)
        self.late_reason = QLineEdit(objectName="accept_late_reason",
                                     placeholderText="only for a late request accepted anyway")
        self.late_reason.setAccessibleName(self.tr("Why a late request is accepted"))
        self.form.addRow(self.tr("Request by"), QLabel(f"<b>{deadline:%m/%d/%Y}</b>" if deadline else "—"))
        self.form.addRow(self.tr("Recei&ved"), self.received)
        self.form.addRow(self.tr("&How"), self.how)
        self.form.addRow(self.tr("Late but accepted &because"), self.late_reason)
        self.fields = {"received_on": self.received, "how": self.how, "accept_late_reason": self.late_reason}

    def perform(self):
        return hearings_service().record_request(self.ctx.actor, self.notice_id,
                                                 received_on=from_qdate(self.received.date()),
                                                 how=self.how.currentData(),
                                                 accept_late_reason=self.late_reason.text())
