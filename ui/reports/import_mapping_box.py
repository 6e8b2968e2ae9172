"""The import window's mapping step: each ASM3 species, license type or person class of the file
that matches nothing here, with what it is to be read as. The answers are kept for the office
(``import_mappings.save_answers``), so the next file is read the same way."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QPushButton

from animaloffice.domain.errors import OfficeError
from animaloffice.persistence.profiles import profile_for
from animaloffice.services.import_mappings import LABELS, save_answers

TERMS = (("A yearly license (its years from its dates)", "yearly"), ("A lifetime license", "lifetime"))
OWNER_KINDS = (("A person", "person"), ("An organisation", "organisation"))


class MappingBox(QGroupBox):
    def __init__(self, ctx, answered: Callable[[], None], failed: Callable[[OfficeError], None], parent=None):
        super().__init__(self.tr("Values of the file that match nothing here"), parent, objectName="import_mappings")
        self.ctx, self.answered, self.failed = ctx, answered, failed
        self.form = QFormLayout(self)
        self.choices: dict[tuple[str, str], QComboBox] = {}
        self.keep: QPushButton | None = None
        self.jurisdiction_id: int | None = None
        self.hide()

    def show_values(self, unmatched: dict[str, dict[str, int]], jurisdiction_id: int) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)
        self.choices = {}
        self.keep = QPushButton(self.tr("&Keep these answers and check again"), objectName="import_keep_mappings")
        self.keep.clicked.connect(self.save)
        self.jurisdiction_id = jurisdiction_id
        profile = profile_for(jurisdiction_id)
        species = tuple((info.label, code) for code, info in profile.species.items())
        options = {"species": species, "license_type": TERMS, "person_class": OWNER_KINDS}
        for kind, values in unmatched.items():
            for value, rows in values.items():
                box = QComboBox(objectName=f"mapping:{kind}:{value}")
                box.setAccessibleName(self.tr("ASM3 {0} {1}").format(LABELS[kind], value))
                box.addItem(self.tr("Choose…"), None)
                for label, target in options[kind]:
                    box.addItem(label, target)
                self.choices[(kind, value)] = box
                self.form.addRow(QLabel(self.tr("ASM3 {0} “{1}” ({2} rows) is:").format(LABELS[kind], value, rows)), box)
        self.form.addRow(self.keep)
        self.setVisible(bool(self.choices))

    def answers(self) -> dict[str, dict[str, str]]:
        out: dict[str, dict[str, str]] = {}
        for (kind, value), box in self.choices.items():
            if box.currentData() is not None:
                out.setdefault(kind, {})[value] = box.currentData()
        return out

    def save(self) -> None:
        answers = self.answers()
        if not answers or self.jurisdiction_id is None:
            return
        try:
            save_answers(self.ctx.actor, self.jurisdiction_id, answers)
        except OfficeError as exc:
            self.failed(exc)
            return
        self.answered()
