"""Voiding an application or an inspection entered in error (T-7B: kept, never deleted).

Each dialog asks the reason; a refusal (a decided application, an inspection a permit was
issued on) is said as soon as the dialog opens, next to what it is about.
"""
from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QLabel, QLineEdit

from animaloffice.domain.errors import OfficeError, RuleViolation
from animaloffice.domain.explain import fmt_short
from animaloffice.domain.money import fmt_cents
from animaloffice.services import permit_voids

from ..modal import run_modal
from ..widgets.second_person import SecondPersonBox
from .action_dialogs import ActionDialog

ACCEPTED = QDialog.DialogCode.Accepted


def _reason_edit(placeholder: str) -> QLineEdit:
    edit = QLineEdit(objectName="void_reason")
    edit.setAccessibleName(QCoreApplication.translate("ui.permits.void_dialogs", "Why it is voided"))
    edit.setPlaceholderText(placeholder)
    return edit


class _VoidDialog(ActionDialog):
    ok_text = "&Void"

    def _say_refusals(self, refusals, field: str) -> None:
        """Show why voiding is refused (next to ``field``) and keep OK off; clear it otherwise."""
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.banner.clear_error(self.fields)
        if refusals:
            self.banner.show_error(RuleViolation(refusals, field=field), self.fields)
        ok.setEnabled(not refusals)


class VoidApplicationDialog(_VoidDialog):
    """Void an application recorded for the wrong owner or by mistake."""

    ok_text = "&Void application"

    def __init__(self, ctx, view, parent=None):
        super().__init__(ctx, f"Void application {view.number}", "void_application_dialog", parent)
        self.view = view
        self.summary = QLabel(objectName="void_summary", wordWrap=True)
        self.summary.setText(self.tr("<b>{0}</b> · {1} · {2} · received {3} · {4}").format(escape(view.number), escape(view.type_label), escape(view.owner_name), fmt_short(view.received_on), escape(view.status)))
        self.summary.setAccessibleName(self.tr("Application to void"))
        self.reason = _reason_edit("e.g. recorded for the wrong owner")
        paid = max(view.fee_cents - view.unpaid_cents, 0)
        self.refund = QCheckBox(self.tr("Refund the fee paid ({0}): void its payment too").format(fmt_cents(paid)),
                                objectName="void_refund")
        self.refund.setAccessibleName(self.tr("Refund the fee paid"))
        self.refund.setChecked(bool(paid))
        self.refund.setEnabled(bool(paid))
        note = QLabel(self.tr("The application stays on file marked void, with your name and the reason. Its unpaid "
                              "fees and its inspections are voided with it."), wordWrap=True)
        self.form.addRow(self.tr("Application"), self.summary)
        self.form.addRow(self.tr("&Reason"), self.reason)
        self.form.addRow("", self.refund)
        self.form.addRow("", note)
        self.second = SecondPersonBox(ctx.actor, "Refunding a fee")
        self.form.addRow("", self.second)
        self.second.ask_if(self.refund.isChecked())
        self.refund.toggled.connect(self.second.ask_if)
        self.fields = {"reason": self.reason, "refund": self.refund, "application_id": self.summary,
                       "expected_version": self.summary, **self.second.fields}
        self.resize(560, 260)
        try:
            self._say_refusals(permit_voids.refusals_for(application_id=view.id), "application_id")
        except OfficeError as exc:
            self.banner.show_error(exc, self.fields)

    def perform(self):
        refund = self.refund.isChecked()
        return self.second.run(lambda approval: permit_voids.void_application(
            self.ctx.actor, self.view.id, self.reason.text(), expected_version=self.view.version,
            refund=refund, approval=approval), "fee.refund")


class VoidInspectionDialog(_VoidDialog):
    """Void an inspection recorded against the wrong application or with the wrong date."""

    ok_text = "&Void inspection"

    def __init__(self, ctx, view, parent=None):
        super().__init__(ctx, f"Void an inspection of {view.number}", "void_inspection_dialog", parent)
        self.view = view
        self.choice = QComboBox(objectName="void_inspection_choice")
        self.choice.setAccessibleName(self.tr("Inspection to void"))
        for i in view.inspections:
            self.choice.addItem(f"{fmt_short(i.inspected_on)}: {i.result} ({i.inspector})", (i.id, i.version))
        self.choice.setCurrentIndex(self.choice.count() - 1)  # the latest, the usual mistake
        self.reason = _reason_edit("e.g. recorded with the wrong date")
        note = QLabel(self.tr("The inspection stays on file marked void, with your name and the reason; it no longer "
                              "counts as the inspection a permit needs (W-90.10H1)."), wordWrap=True)
        self.form.addRow(self.tr("&Inspection"), self.choice)
        self.form.addRow(self.tr("&Reason"), self.reason)
        self.form.addRow("", note)
        self.fields = {"inspection_id": self.choice, "reason": self.reason, "expected_version": self.choice}
        self.choice.currentIndexChanged.connect(self._check)
        self.resize(560, 240)
        self._check()

    def _check(self) -> None:
        data = self.choice.currentData()
        try:
            refusals = permit_voids.refusals_for(inspection_id=data[0]) if data else []
        except OfficeError as exc:
            self.banner.show_error(exc, self.fields)
            return
        self._say_refusals(refusals, "inspection_id")

    def perform(self):
        inspection_id, version = self.choice.currentData()
        permit_voids.void_inspection(self.ctx.actor, inspection_id, self.reason.text(), expected_version=version)
        return inspection_id


def void_application(tab) -> None:
    """The Permits tab's "Void application…": the record stays shown, marked void."""
    dlg = VoidApplicationDialog(tab.ctx, tab.view, tab)
    if run_modal(dlg) != ACCEPTED or dlg.result_value is None:
        return
    r = dlg.result_value
    message = f"Application {r.number} voided"
    if r.paid_cents:
        message += (f"; the fee of {fmt_cents(r.paid_cents)} stays paid (receipt {', '.join(r.receipts)}): "
                    "void that payment to refund it")
    elif r.refunded_cents:
        message += f"; its payment of {fmt_cents(r.refunded_cents)} voided as a refund"
    tab._done(message)


def void_inspection(tab) -> None:
    """The Permits tab's "Void inspection…"."""
    dlg = VoidInspectionDialog(tab.ctx, tab.view, tab)
    if run_modal(dlg) == ACCEPTED and dlg.result_value is not None:
        tab._done(QCoreApplication.translate("ui.permits.void_dialogs", "Inspection voided"), *tab.current)
