"""An inspection with the W-90.11 checklist, item by item (W-90.10H1-2)."""
from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QRadioButton,
    QVBoxLayout,
)

from animaloffice.domain.errors import OfficeError
from animaloffice.services import permit_inspections

from ..widgets.forms import ErrorBanner, date_edit, from_qdate, person_name

FINDINGS = (("Meets", True), ("Does not meet", False), ("Not applicable", None))


class InspectionDialog(QDialog):
    def __init__(self, ctx, *, subject: str, subject_id: int, title: str, parent=None):
        super().__init__(parent)
        self.ctx, self.subject, self.subject_id, self.result_value = ctx, subject, subject_id, None
        self.setWindowTitle(self.tr("Inspection — {0}").format(title))
        self.setObjectName("inspection_dialog")
        self.on = date_edit(name="inspected_on")
        self.on.setMaximumDate(date_edit().date())
        self.inspector = QLineEdit(person_name(ctx.actor), objectName="inspector")
        self.inspector.setAccessibleName(self.tr("Inspector"))
        self.refused = QCheckBox(self.tr("The owner &refused the inspection (W-90.10H2)"), objectName="refused")
        self.notes = QPlainTextEdit(objectName="inspection_notes")
        self.notes.setTabChangesFocus(True)  # Tab moves on; it does not type a tab
        self.notes.setAccessibleName(self.tr("Inspection notes"))
        self.notes.setFixedHeight(56)
        self.items = {}  # code -> (button group, notes edit)
        box = QGroupBox(self.tr("Standards for commercial animal establishments"))
        grid = QGridLayout(box)
        for row, item in enumerate(ctx.profile().items("inspection_items")):
            grid.addWidget(QLabel(f"<b>{item.rule_id}</b>"), row, 0)
            label = QLabel(item.text, wordWrap=True)
            grid.addWidget(label, row, 1)
            group = QButtonGroup(self)
            for col, (text, value) in enumerate(FINDINGS):
                b = QRadioButton(text, objectName=f"{item.code}_{'na' if value is None else str(value).lower()}")
                b.setAccessibleName(f"{item.rule_id} {text}")
                group.addButton(b, col)
                grid.addWidget(b, row, 2 + col)
            note = QLineEdit(objectName=f"{item.code}_notes", placeholderText="notes")
            note.setAccessibleName(self.tr("{0} notes").format(item.rule_id))
            grid.addWidget(note, row, 5)
            self.items[item.code] = (group, note)
        grid.setColumnStretch(1, 3)
        grid.setColumnStretch(5, 2)
        self.checklist = box
        self.banner = ErrorBanner()
        form = QFormLayout()
        form.addRow(self.tr("&Date"), self.on)
        form.addRow(self.tr("Ins&pector"), self.inspector)
        form.addRow("", self.refused)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Record &inspection"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        all_pass = buttons.addButton("All &meet", QDialogButtonBox.ButtonRole.ActionRole)
        all_pass.clicked.connect(self.mark_all_meet)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(box)
        notes_label = QLabel(self.tr("&Notes"))
        notes_label.setBuddy(self.notes)  # without a buddy the label printed a literal "&"
        layout.addWidget(notes_label)
        layout.addWidget(self.notes)
        layout.addWidget(self.banner)
        layout.addWidget(buttons)
        self.refused.toggled.connect(lambda on: box.setEnabled(not on))
        self.fields = {"on": self.on, "inspector": self.inspector, "checks": box, "notes": self.notes}
        self.resize(980, 620)

    def mark_all_meet(self) -> None:
        for group, _ in self.items.values():
            group.button(0).setChecked(True)

    def set_finding(self, code: str, value: bool | None, note: str = "") -> None:
        group, edit = self.items[code]
        group.button([v for _, v in FINDINGS].index(value)).setChecked(True)
        edit.setText(note)

    def checks(self) -> dict:
        out = {}
        for code, (group, _) in self.items.items():
            if group.checkedId() >= 0:
                out[code] = FINDINGS[group.checkedId()][1]
        return out

    def accept(self) -> None:
        self.banner.clear_error(self.fields)
        key = "application_id" if self.subject == "application" else "permit_id"
        try:
            self.result_value = permit_inspections.record_inspection(
                self.ctx.actor, **{key: self.subject_id}, on=from_qdate(self.on.date()),
                inspector=self.inspector.text(), checks={} if self.refused.isChecked() else self.checks(),
                item_notes={c: e.text() for c, (_, e) in self.items.items() if e.text().strip()},
                refused=self.refused.isChecked(), notes=self.notes.toPlainText())
        except OfficeError as exc:
            self.banner.show_error(exc, self.fields)
            return
        super().accept()
