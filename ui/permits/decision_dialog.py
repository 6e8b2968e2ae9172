"""Deciding an application: approve with written conditions and an expiry, or deny with
reasons. What the ordinance forbids is shown first, each reason with its rule id."""
from __future__ import annotations

from datetime import date

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QRadioButton,
    QVBoxLayout,
)

from animaloffice.domain import permits as rules
from animaloffice.domain.deadlines import add_years
from animaloffice.domain.errors import OfficeError, Refusal
from animaloffice.queries import permit_checks
from animaloffice.queries.permit_views import ApplicationView
from animaloffice.services import permits as svc

from ..theme import danger
from ..widgets.forms import ErrorBanner, date_edit, from_qdate, to_qdate


class DecisionDialog(QDialog):
    def __init__(self, ctx, view: ApplicationView, parent=None):
        super().__init__(parent)
        self.ctx, self.view, self.result_value = ctx, view, None
        self._marked = False
        self.profile = ctx.profile()
        self.setWindowTitle(self.tr("Decide application {0}").format(view.number))
        self.setObjectName("decision_dialog")
        self.on = date_edit(name="decided_on")
        self.on.setMaximumDate(date_edit().date())  # a decision is not dated in the future
        self.on.setMinimumDate(to_qdate(view.received_on))
        self.refusal_label = QLabel(objectName="refusals", wordWrap=True)
        self.refusal_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.approve = QRadioButton(self.tr("&Approve and issue the permit"), objectName="approve")
        self.deny = QRadioButton(self.tr("&Deny the application"), objectName="deny")
        self.conditions = QPlainTextEdit(objectName="conditions")
        self.conditions.setTabChangesFocus(True)  # Tab moves on; it does not type a tab
        self.conditions.setAccessibleName(self.tr("Conditions of the permit, one per line"))
        self.conditions.setPlaceholderText(self.tr("One condition per line (T-4A: the permit states its conditions)"))
        self.expires = date_edit(add_years(date.today(), 1), name="expires_on")
        self.expires.setMinimumDate(self.on.date().addDays(1))
        # an administrator may waive a fee still owing, with the reason (T-4A, W-90.10D)
        self.waiver = QLineEdit(objectName="waiver_reason", placeholderText="why the fee owing is waived")
        self.waiver.setAccessibleName(self.tr("Why the fee owing is waived"))
        approve_box = QGroupBox(self.tr("Permit"))
        af = QFormLayout(approve_box)
        af.addRow(self.tr("&Conditions"), self.conditions)
        af.addRow(self.tr("E&xpires"), self.expires)
        af.addRow(self.tr("&Waive the fee"), self.waiver)
        self.reasons = QListWidget(objectName="deny_reasons")
        self.reasons.setAccessibleName(self.tr("Reasons for the denial"))
        self.other_reasons = QPlainTextEdit(objectName="other_reasons")
        self.other_reasons.setTabChangesFocus(True)  # Tab moves on; it does not type a tab
        self.other_reasons.setAccessibleName(self.tr("Other reasons, one per line"))
        self.other_reasons.setPlaceholderText(self.tr("Other reasons, one per line (the factors of T-4A)"))
        self.falsified = QCheckBox(self.tr("The applicant withheld or falsified information (W-90.10H4)"),
                                   objectName="falsified", checked=view.falsified)
        self.falsified_note = QLineEdit(objectName="falsified_note", placeholderText="what was withheld or false")
        self.falsified_note.setAccessibleName(self.tr("What was withheld or falsified"))
        deny_box = QGroupBox(self.tr("Denial"))
        dl = QVBoxLayout(deny_box)
        dl.addWidget(QLabel(self.tr("Reasons (checked ones are stated in the notice):")))
        dl.addWidget(self.reasons)
        dl.addWidget(self.other_reasons)
        self.approve_box, self.deny_box = approve_box, deny_box
        self.banner = ErrorBanner()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Rec&ord decision"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.tr("Decision da&te"), self.on)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(f"<b>{view.number}</b> — {view.owner_name} — {view.type_label}"))
        layout.addLayout(form)
        layout.addWidget(self.refusal_label)
        if view.commercial:
            layout.addWidget(self.falsified)
            layout.addWidget(self.falsified_note)
        layout.addWidget(self.approve)
        layout.addWidget(approve_box)
        layout.addWidget(self.deny)
        layout.addWidget(deny_box)
        layout.addWidget(self.banner)
        layout.addWidget(buttons)
        self.fields = {"conditions": self.conditions, "expires_on": self.expires, "reasons": self.reasons,
                       "on": self.on, "decision": self.refusal_label, "note": self.falsified_note,
                       "waiver_reason": self.waiver}
        self.approve.toggled.connect(self._mode)
        self.on.dateChanged.connect(lambda _: self.load_refusals())
        self._expiry_follows, self._setting_expiry = True, False
        self.on.dateChanged.connect(self._decision_date_changed)
        self.expires.dateChanged.connect(self._expiry_edited)
        self.falsified.toggled.connect(lambda _: self.load_refusals())
        # the fee owing holds the issue back whatever the date; not a ground to deny, so it is
        # kept out of the reasons below
        self.held = svc.fee_refusals(self.view.id)
        may_waive = bool(self.held) and ctx.actor.may("change_fees")
        self.waiver.setVisible(may_waive)
        af.labelForField(self.waiver).setVisible(may_waive)
        self.load_refusals()
        (self.deny if self.refusals else self.approve).setChecked(True)
        self._mode()
        self.resize(640, 700)

    def load_refusals(self) -> None:
        on = from_qdate(self.on.date())
        self.refusals = list(permit_checks.approval_refusals(self.view.id, on))
        if self.falsified.isChecked() and not any(r.rule_id == "W-90.10H4" for r in self.refusals):
            self.refusals.append(Refusal("W-90.10H4", "the applicant withheld or falsified information on the "
                                         "application"))
        if self.refusals or self.held:
            lines = "".join(f"<li>{r.reason} (<b>{r.rule_id}</b>)</li>" for r in self.refusals + self.held)
            head, tail = (("The ordinance forbids approval:", "") if self.refusals else
                          ("Approval waits for the fee:", "Take the payment (Take payment…), then approve"
                           + (", or waive the fee below with the reason." if self.ctx.actor.may("change_fees")
                              else ".")))
            self.refusal_label.setText(self.tr("<span style='color:{0}'><b>{1}</b></span><ul>{2}</ul>{3}").format(danger(), head, lines, tail))
        else:
            self.refusal_label.setText(self.tr("Nothing in the ordinance forbids approving this application."))
        self.reasons.clear()
        for r in self.refusals:
            item = QListWidgetItem(f"{r.reason} ({r.rule_id})")
            item.setData(Qt.ItemDataRole.UserRole, r)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            self.reasons.addItem(item)

    def _decision_date_changed(self, day) -> None:
        """The expiry follows the decision date (a year on) until someone sets it by hand."""
        self.expires.setMinimumDate(day.addDays(1))
        if self._expiry_follows:
            self._setting_expiry = True
            self.expires.setDate(to_qdate(add_years(from_qdate(day), 1)))
            self._setting_expiry = False

    def _expiry_edited(self, _day) -> None:
        if not self._setting_expiry:
            self._expiry_follows = False

    def _mode(self, *_):
        self.approve_box.setEnabled(self.approve.isChecked())
        self.deny_box.setEnabled(self.deny.isChecked())

    def chosen_reasons(self) -> list:
        out = [self.reasons.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.reasons.count())
               if self.reasons.item(i).checkState() == Qt.CheckState.Checked]
        rule = rules.hearing_rule(self.profile, self.view.permit_type, revocation=False)
        out += [Refusal(rule, line.strip()) for line in self.other_reasons.toPlainText().splitlines() if line.strip()]
        return out

    def accept(self) -> None:
        self.banner.clear_error(self.fields)
        on = from_qdate(self.on.date())
        try:
            if self.falsified.isChecked() and not (self.view.falsified or self._marked):
                svc.mark_falsified(self.ctx.actor, self.view.id, note=self.falsified_note.text())
                self._marked = True
            version = None if self._marked else self.view.version  # someone else may have changed it
            if self.approve.isChecked():
                self.result_value = svc.approve_application(
                    self.ctx.actor, self.view.id, on=on, conditions=self.conditions.toPlainText(),
                    expires_on=from_qdate(self.expires.date()), expected_version=version,
                    waiver_reason=self.waiver.text().strip() if self.waiver.isVisibleTo(self) else "")
            else:
                self.result_value = svc.deny_application(self.ctx.actor, self.view.id, on=on,
                                                         reasons=self.chosen_reasons(), expected_version=version)
        except OfficeError as exc:
            self.banner.show_error(exc, self.fields)
            return
        super().accept()
