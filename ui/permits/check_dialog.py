"""'Which permit is needed?' for an owner and the animals kept at their address (T-4A, T-7A;
W-90.10A, W-90.01)."""
from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
)

from animaloffice.queries.permits import permit_check

from ..theme import danger
from ..widgets.forms import date_edit, from_qdate
from .widgets import OwnerPicker


class PermitCheckDialog(QDialog):
    def __init__(self, ctx, owner_id: int | None = None, parent=None):
        super().__init__(parent)
        self.ctx, self.profile = ctx, ctx.profile()
        self.apply_request = None
        self.setWindowTitle(self.tr("Which permit is needed?"))
        self.setObjectName("permit_check_dialog")
        self.owner = OwnerPicker(ctx)
        self.species_box = QComboBox(objectName="planned_species_box")
        self.species_box.setAccessibleName(self.tr("Species about to be kept"))
        for code, spec in self.profile.species.items():
            self.species_box.addItem(spec.label, code)
        add = QPushButton(self.tr("&Add"), objectName="add_planned")
        self.planned = QListWidget(objectName="planned_species")
        self.planned.setAccessibleName(self.tr("Animals about to be kept"))
        self.planned.setFixedHeight(60)
        self.establishment = QComboBox(objectName="establishment")
        self.establishment.setAccessibleName(self.tr("Establishment"))
        for label, code in (("None", ""), ("Commercial animal establishment", "commercial"),
                            ("Animal shelter", "shelter")):
            self.establishment.addItem(label, code)
        self.for_profit = QCheckBox(self.tr("Breeds animals for profit"), objectName="check_for_profit")
        self.acquired_on = QCheckBox(self.tr("Acquired or began keeping on"), objectName="check_has_acquired")
        self.acquired = date_edit(name="check_acquired_on")
        self.output = QTextBrowser(objectName="check_result")
        self.output.setAccessibleName(self.tr("Result"))
        commercial = self.profile.enforces("commercial_permits")
        row = QHBoxLayout()
        row.addWidget(self.species_box, 1)
        row.addWidget(add)
        acq = QHBoxLayout()
        acq.addWidget(self.acquired_on)
        acq.addWidget(self.acquired)
        form = QFormLayout()
        form.addRow(self.tr("&Owner"), self.owner)
        form.addRow(self.tr("About to keep"), row)
        form.addRow("", self.planned)
        if commercial:
            form.addRow(self.tr("&Establishment"), self.establishment)
            form.addRow("", self.for_profit)
        form.addRow("", acq)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.apply_button = buttons.addButton("A&pply for this permit…", QDialogButtonBox.ButtonRole.AcceptRole)
        self.apply_button.setObjectName("apply_for_permit")
        self.apply_button.clicked.connect(self._apply)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.output, 1)
        layout.addWidget(buttons)
        add.clicked.connect(self._add)
        self.owner.changed.connect(lambda _: self.run())
        for sig in (self.establishment.currentIndexChanged, self.for_profit.toggled, self.acquired_on.toggled,
                    self.acquired.dateChanged):
            sig.connect(lambda *_: self.run())
        self.check = None
        self.owner.set_owner(owner_id)
        self.run()
        self.resize(640, 620)

    def _add(self) -> None:
        item = QListWidgetItem(self.species_box.currentText())
        item.setData(Qt.ItemDataRole.UserRole, self.species_box.currentData())
        self.planned.addItem(item)
        self.run()

    def planned_species(self) -> list[str]:
        return [self.planned.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.planned.count())]

    def run(self) -> None:
        owner_id = self.owner.owner_id()
        if owner_id is None:
            self.check = None
            self.output.setHtml("<p>Choose the owner.</p>")
            self.apply_button.setEnabled(False)
            return
        acquired = from_qdate(self.acquired.date()) if self.acquired_on.isChecked() else None
        c = permit_check(owner_id, planned_species=self.planned_species(),
                         establishment=self.establishment.currentData() or "", for_profit=self.for_profit.isChecked(),
                         acquired_on=acquired)
        self.check = c
        html = [f"<p><b>{escape(c.owner_name)}</b> — {escape(c.address or 'no address on file')}</p>"]
        animals = "".join(f"<li>{escape(n)} — {escape(s)} ({escape(k)})</li>" for n, s, k in c.animals)
        html.append(f"<p>{len(c.animals)} animal(s) kept at the address:</p><ul>{animals}</ul>")
        if c.required:
            items = "".join(f"<li><b>{escape(self._label(r.value))}</b>: {escape(r.text())}</li>"
                            for r in c.requirements)
            html.append(f"<h3>A permit is required</h3><ul>{items}</ul>")
        else:
            html.append("<h3>No permit is required</h3>")
        if c.refusals:
            items = "".join(f"<li>{escape(r.reason)} ({r.rule_id})</li>" for r in c.refusals)
            html.append(f"<p style='color:{danger()}'><b>But no permit may be issued:</b></p><ul>{items}</ul>")
        if c.apply_by is not None:
            html.append(f"<p><b>Apply by (T-7A):</b> {escape(c.apply_by.text())}</p>")
        if c.breeder is not None:
            html.append(f"<p><b>Breeder class (W-90.01):</b> {escape(c.breeder.text())}</p>")
        if c.permits:
            items = "".join(f"<li>{escape(n)} — {escape(t)} ({escape(s)})</li>" for n, t, s in c.permits)
            html.append(f"<p>Permits and applications on file:</p><ul>{items}</ul>")
        self.output.setHtml("".join(html))
        self.apply_button.setEnabled(c.required)

    def _label(self, code: str) -> str:
        item = self.profile.item("permit_types", code)
        return item.text if item else code

    def _apply(self) -> None:
        if self.check is None or not self.check.required:
            return
        acquired = from_qdate(self.acquired.date()) if self.acquired_on.isChecked() else None
        self.apply_request = (self.owner.owner_id(), self.check.requirements[-1].value, self.planned_species(),
                              acquired)
        self.accept()
