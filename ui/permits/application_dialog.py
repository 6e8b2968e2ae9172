"""Recording a written permit application (T-4A factors; W-90.10C-E; the fee, or none)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from animaloffice.domain import permits as rules
from animaloffice.domain.errors import OfficeError
from animaloffice.domain.money import fmt_cents
from animaloffice.queries.permit_views import application_fee_preview, owner_animals, owner_premises
from animaloffice.services import permits as svc
from animaloffice.services.payments import PaymentInput

from ..theme import danger
from ..widgets import charges
from ..widgets.forms import ErrorBanner, date_edit, from_qdate, to_qdate
from ..widgets.tab_order import scroll_follows_focus
from .widgets import OwnerPicker


class ApplicationDialog(QDialog):
    def __init__(self, ctx, *, owner_id: int | None = None, permit_type: str = "", species=(), acquired_on=None,
                 with_owners_animals: bool = False, parent=None):
        """``acquired_on``, ``with_owners_animals``: carried from 'Which permit is needed', which
        counted the owner's animals and the day the newest came."""
        super().__init__(parent)
        self.tick_owners_animals = with_owners_animals
        self.ctx, self.profile, self.result_value = ctx, ctx.profile(), None
        self.setWindowTitle(self.tr("New permit application"))
        self.setObjectName("application_dialog")
        self.owner = OwnerPicker(ctx)
        self.kind = QComboBox(objectName="permit_type")
        self.kind.setAccessibleName(self.tr("Kind of permit"))
        for item in self.profile.items("permit_types"):
            self.kind.addItem(item.text, item.code)
        if permit_type:
            self.kind.setCurrentIndex(max(self.kind.findData(permit_type), 0))
        self.received = date_edit(name="received_on")
        self.received.setMaximumDate(date_edit().date())  # an application is not received in the future
        self.premises = QLineEdit(objectName="premises", placeholderText="the owner's address if left empty")
        self.premises.setAccessibleName(self.tr("Premises"))
        self.description = QPlainTextEdit(objectName="description")
        self.description.setTabChangesFocus(True)  # Tab moves on; it does not type a tab
        self.description.setAccessibleName(self.tr("Description of the animals or establishment"))
        self.description.setFixedHeight(56)
        self.animals = QListWidget(objectName="owner_animals")
        self.animals.setAccessibleName(self.tr("The owner's recorded animals"))
        self.animals.setFixedHeight(80)
        self.species_box = QComboBox(objectName="species_box")
        self.species_box.setAccessibleName(self.tr("Species to add"))
        for code, spec in self.profile.species.items():
            self.species_box.addItem(spec.label, code)
        self.species_count = QSpinBox(objectName="species_count", minimum=1, maximum=500)
        self.species_count.setAccessibleName(self.tr("How many"))
        add = QPushButton(self.tr("&Add"), objectName="add_species")
        remove = QPushButton(self.tr("Remove"), objectName="remove_species")
        self.species = QListWidget(objectName="species_list")
        self.species.setAccessibleName(self.tr("Other animals applied for"))
        self.species.setFixedHeight(64)
        self.count = QSpinBox(objectName="animal_count", maximum=100_000)
        self.count.setAccessibleName(self.tr("Animals kept at the premises"))
        self.primate = QSpinBox(objectName="heaviest_primate_lb", minimum=-1, maximum=1000, value=-1)
        self.primate.setSpecialValueText(self.tr("not recorded"))
        self.primate.setSuffix(self.tr(" lb"))
        self.primate.setAccessibleName(self.tr("Heaviest primate"))
        self.acquired_on = QCheckBox(self.tr("Animal acquired on"), objectName="has_acquired")
        self.acquired = date_edit(name="acquired_on")
        self.acquired.setMaximumDate(date_edit().date())
        self.apply_by = QLabel(objectName="apply_by", wordWrap=True)
        self.other_permit = QLineEdit(objectName="other_permit_needed",
                                      placeholderText="e.g. DNR possession permit (T-4B1)")
        self.other_permit.setAccessibleName(self.tr("Permit required by another authority"))
        self.other_held = QCheckBox(self.tr("held"), objectName="other_permit_held", checked=True)
        self.for_profit = QCheckBox(self.tr("Breeds for profit"), objectName="for_profit")
        self.government = QCheckBox(self.tr("Government-operated (no fee, W-90.10B)"), objectName="government_operated")
        self.operated = QCheckBox(self.tr("Began operating without a permit on"), objectName="has_operated")
        self.operated_on = date_edit(name="operation_began_on")
        self.operated_on.setMaximumDate(date_edit().date())
        self.factors = {}
        factor_box = QGroupBox(self.tr("Factors the decision weighs (T-4A)"))
        factor_form = QFormLayout(factor_box)
        for code, label in rules.FACTORS:
            edit = QLineEdit(objectName=f"factor_{code}")
            edit.setAccessibleName(label)
            self.factors[code] = edit
            factor_form.addRow(label, edit)
        self.fee = QLabel(objectName="fee_preview", wordWrap=True)
        self.pay_method = QComboBox(objectName="payment_method")
        self.pay_method.setAccessibleName(self.tr("Payment method"))
        for label, code in (("Not paid now", ""), ("Cash", "cash"), ("Check", "check"), ("Card", "card")):
            self.pay_method.addItem(label, code)
        self.pay_reference = QLineEdit(objectName="payment_reference", placeholderText="check no. or authorisation")
        self.pay_reference.setAccessibleName(self.tr("Payment reference"))
        self.banner = ErrorBanner()

        species_row = QHBoxLayout()
        for w in (self.species_box, self.species_count, add, remove):
            species_row.addWidget(w)
        acquired_row = QHBoxLayout()
        acquired_row.addWidget(self.acquired_on)
        acquired_row.addWidget(self.acquired)
        other_row = QHBoxLayout()
        other_row.addWidget(self.other_permit, 1)
        other_row.addWidget(self.other_held)
        operated_row = QHBoxLayout()
        operated_row.addWidget(self.operated)
        operated_row.addWidget(self.operated_on)
        pay_row = QHBoxLayout()
        pay_row.addWidget(self.pay_method)
        pay_row.addWidget(self.pay_reference, 1)
        form = QFormLayout()
        form.addRow(self.tr("&Owner"), self.owner)
        form.addRow(self.tr("&Kind"), self.kind)
        form.addRow(self.tr("Recei&ved"), self.received)
        form.addRow(self.tr("&Premises"), self.premises)
        form.addRow(self.tr("&Description"), self.description)
        form.addRow(self.tr("Owner's animals"), self.animals)
        form.addRow(self.tr("Other animals"), species_row)
        form.addRow("", self.species)
        form.addRow(self.tr("Animals &counted"), self.count)
        form.addRow(self.tr("Heaviest primate"), self.primate)
        form.addRow(self.tr("Other permit"), other_row)
        form.addRow("", acquired_row)
        form.addRow("", self.apply_by)
        self.form = form
        self.animal_permit_rows = [form.getWidgetPosition(self.primate)[0], form.getLayoutPosition(other_row)[0],
                                   form.getLayoutPosition(acquired_row)[0], form.getWidgetPosition(self.apply_by)[0]]
        self.commercial_box = QGroupBox(self.tr("Commercial and breeder permits (W-90.10)"))
        c = QVBoxLayout(self.commercial_box)
        c.addWidget(self.for_profit)
        c.addWidget(self.government)
        c.addLayout(operated_row)
        self.factor_box = factor_box
        body = QWidget()
        inner = QVBoxLayout(body)
        inner.addLayout(form)
        inner.addWidget(self.commercial_box)
        inner.addWidget(factor_box)
        fee_form = QFormLayout()
        fee_form.addRow(self.tr("Fee"), self.fee)
        pay_label = QLabel(self.tr("Pa&yment"))
        pay_label.setBuddy(self.pay_method)  # without a buddy the label printed a literal "&"
        fee_form.addRow(pay_label, pay_row)
        inner.addLayout(fee_form)
        inner.addStretch(1)  # spare height goes below the form, not between its rows
        scroll = QScrollArea(widgetResizable=True)
        scroll.setWidget(body)
        scroll_follows_focus(scroll)  # Alt+letter to a field below the fold brings it into view
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no blank stop before the first field
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Record application"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.banner)
        layout.addWidget(buttons)
        self.resize(720, 780)

        self.fields = {"owner_id": self.owner, "permit_type": self.kind, "on": self.received,
                       "premises": self.premises, "description": self.description, "species": self.species_box,
                       "animal_ids": self.animals, "animal_count": self.count,
                       "heaviest_primate_lb": self.primate, "acquired_on": self.acquired,
                       "other_permit_needed": self.other_permit, "operation_began_on": self.operated_on,
                       "payment": self.pay_method, "factors": factor_box,
                       **{f"factors.{code}": edit for code, edit in self.factors.items()}}
        add.clicked.connect(lambda: self._add_species(self.species_box.currentData(), self.species_count.value()))
        remove.clicked.connect(self._remove_species)
        self.owner.changed.connect(self._owner_changed)
        self.kind.currentIndexChanged.connect(lambda _: self._kind_changed())
        self.animals.itemChanged.connect(lambda _: self._recount())
        for sig in (self.acquired_on.toggled, self.acquired.dateChanged, self.government.toggled,
                    self.received.dateChanged):
            sig.connect(lambda *_: self._refresh())
        if owner_id is not None:
            self.owner.set_owner(owner_id)
        for code in species:
            self._add_species(code, 1)
        if acquired_on is not None:
            self.acquired.setDate(to_qdate(acquired_on))
            self.acquired_on.setChecked(True)
        self._kind_changed()

    # --- behaviour ------------------------------------------------------------------------------
    def _add_species(self, code: str, count: int) -> None:
        for _ in range(count):
            item = QListWidgetItem(self.profile.species_info(code).label)
            item.setData(Qt.ItemDataRole.UserRole, code)
            self.species.addItem(item)
        self._recount()

    def _remove_species(self) -> None:
        for item in self.species.selectedItems():
            self.species.takeItem(self.species.row(item))
        self._recount()

    def _owner_changed(self, owner_id) -> None:
        self.animals.clear()
        if owner_id is None:
            return
        for aid, name, label in owner_animals(owner_id):
            item = QListWidgetItem(f"{name} — {label}")
            item.setData(Qt.ItemDataRole.UserRole, aid)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if self.tick_owners_animals else Qt.CheckState.Unchecked)
            self.animals.addItem(item)
        from animaloffice.queries.records import owner_brief

        self.government.setChecked(owner_brief(owner_id).government_operated)
        self.premises.setPlaceholderText(owner_premises(owner_id) or "premises address")
        self._recount()

    def _commercial(self) -> bool:
        return rules.is_commercial(self.profile, self.kind.currentData() or "")

    def _kind_changed(self) -> None:
        commercial = self._commercial()
        self.commercial_box.setVisible(commercial)
        self.factor_box.setVisible(not commercial)
        # the primate weight and another authority's permit (T-4B) and the T-7A date belong to
        # animal permits; whole rows are hidden, so no empty gaps are left in the form
        for row in self.animal_permit_rows:
            self.form.setRowVisible(row, not commercial)
        self._refresh()

    def checked_animals(self) -> list[int]:
        return [self.animals.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.animals.count())
                if self.animals.item(i).checkState() == Qt.CheckState.Checked]

    def species_codes(self) -> list[str]:
        return [self.species.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.species.count())]

    def _recount(self) -> None:
        self.count.setValue(len(self.checked_animals()) + len(self.species_codes()))
        self._refresh()

    def _refresh(self) -> None:
        on = from_qdate(self.received.date())
        self.apply_by.setText("")
        if self.acquired_on.isChecked() and self.kind.currentData() == rules.ANIMAL:
            e = rules.application_deadline(self.profile, from_qdate(self.acquired.date()))
            late = " — this application is late" if on > e.value else ""
            self.apply_by.setText(self.tr("Application due (T-7A): {0}{1}").format(e.text(), late))
        owner_id, kind = self.owner.owner_id(), self.kind.currentData()
        if owner_id is None or not kind:
            self.fee.setText(self.tr("choose the owner"))
            return
        gov = self.government.isChecked() if self._commercial() else None
        try:
            preview = application_fee_preview(owner_id, kind, government_operated=gov, on=on)
        except OfficeError as exc:
            self.fee.setText(self.tr("<span style='color:{0}'>{1}</span>").format(danger(), exc.message))
            return
        if preview.refusals:
            self.fee.setText(f"<span style='color:{danger()}'>" + "<br>".join(r.text() for r in preview.refusals)
                             + "</span>")
        else:
            self.fee.setText(f"<b>{fmt_cents(preview.total_cents)}</b><br>" + "<br>".join(preview.lines))
        self.total_cents = preview.total_cents

    def accept(self) -> None:
        self.banner.clear_error(self.fields)
        commercial = self._commercial()  # from the kind, not from what happens to be on screen
        method = self.pay_method.currentData()
        payment = PaymentInput(method, getattr(self, "total_cents", 0), self.pay_reference.text()) if method else None
        due = getattr(self, "total_cents", 0)
        if due > 0:  # the fee is charged with the application: the clerk confirms the amount first
            taken = (f"Taken now: {fmt_cents(due)} by {self.pay_method.currentText().lower()}." if method
                     else "Not paid now: it stays owed.")
            if not charges.ask_charge(self, self.tr("{0}: charge {1}?\n{2}").format(self.windowTitle(), fmt_cents(due), taken)):
                return
        try:
            self.result_value = svc.record_application(
                self.ctx.actor, owner_id=self.owner.owner_id(), permit_type=self.kind.currentData(),
                on=from_qdate(self.received.date()), premises=self.premises.text(),
                description=self.description.toPlainText(), species=self.species_codes(),
                animal_ids=self.checked_animals(), animal_count=self.count.value(),
                heaviest_primate_lb=None if self.primate.value() < 0 else self.primate.value(),
                for_profit=commercial and self.for_profit.isChecked(),
                government_operated=self.government.isChecked() if commercial else None,
                other_permit_needed=self.other_permit.text(), other_permit_held=self.other_held.isChecked(),
                operation_began_on=from_qdate(self.operated_on.date()) if commercial and self.operated.isChecked()
                else None,
                acquired_on=from_qdate(self.acquired.date()) if self.acquired_on.isChecked() and not commercial
                else None,
                factors={} if commercial else {k: e.text() for k, e in self.factors.items()}, payment=payment)
        except OfficeError as exc:
            self.banner.show_error(exc, self.fields)
            return
        super().accept()
