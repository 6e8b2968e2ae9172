"""The owner's animals page: the animals owned now, and the buttons to add one, edit one, record
a litter, or record that one died or is gone; for the dog chosen, its dangerous-dog case (or its
declaration, for an officer)."""
from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from animaloffice.domain.statuses import AnimalStatus

from . import animal_actions


class AnimalsPage(QWidget):
    def __init__(self, record, table, parent=None):
        super().__init__(parent)
        self.record, self.table = record, table  # the OwnerRecord (its owner and reload), its table
        self.buttons = {
            "add": QPushButton(self.tr("Add a&nimal…"), objectName="add_animal"),
            "edit": QPushButton(self.tr("Edit anima&l…"), objectName="edit_animal"),
            "litter": QPushButton(self.tr("Record a litte&r…"), objectName="record_litter"),
            "end": QPushButton(self.tr("&Died or gone…"), objectName="animal_died_or_gone"),
        }
        self.buttons["add"].clicked.connect(self.add)
        self.buttons["edit"].clicked.connect(self.edit)
        self.buttons["litter"].clicked.connect(self.litter)
        self.buttons["end"].clicked.connect(self.end)
        self.dangerous_dog = QPushButton(objectName="animal_dangerous_dog")  # named for the dog chosen
        self.dangerous_dog.clicked.connect(self.open_dangerous_dog)
        row = QHBoxLayout()
        for b in (*self.buttons.values(), self.dangerous_dog):
            row.addWidget(b)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(table, 1)
        table.selectionModel().selectionChanged.connect(lambda *_: self.update_buttons())
        self.update_buttons()

    def update_buttons(self) -> None:
        may = self.record.ctx.actor.may("edit_records")
        h = self.record.header
        open_owner = h is not None and not h.merged_into and not h.is_void
        chosen = self.table.current_id() is not None
        for key, b in self.buttons.items():
            b.setEnabled(may and open_owner and (chosen or key in ("add", "litter")))
        status = self._status()
        self.buttons["end"].setText(self.tr("Back with its &owner…") if status == AnimalStatus.GONE
                                    else self.tr("&Died or gone…"))
        if status == AnimalStatus.DECEASED:
            self.buttons["end"].setEnabled(False)
        self._offer_dangerous_dog()

    def _offer_dangerous_dog(self) -> None:
        from ..hearings.dangerous_dog_offer import animal_offer

        text = animal_offer(self.record.ctx, self.table.current_id())
        self.dangerous_dog.setText(text)
        self.dangerous_dog.setAccessibleName(text.replace("&", "").rstrip("…"))
        self.dangerous_dog.setVisible(bool(text))

    def open_dangerous_dog(self):
        from ..hearings.dangerous_dog_cases import open_for_animal

        return open_for_animal(self.record.ctx, self.table.current_id(), self)

    def _status(self) -> str:
        from animaloffice.queries.records import animal_facts

        aid = self.table.current_id()
        row = animal_facts(aid) if aid is not None else None
        return row.status if row else ""

    def _done(self, changed: bool) -> bool:
        if changed:
            self.record.reload()
        return changed

    def add(self) -> bool:
        return self._done(animal_actions.add_animal(self, self.record.ctx, self.record.owner_id))

    def edit(self) -> bool:
        return self._done(animal_actions.edit_animal(self, self.record.ctx, self.table.current_id()))

    def litter(self) -> bool:
        return self._done(animal_actions.record_litter(self, self.record.ctx, self.record.owner_id))

    def end(self) -> bool:
        return self._done(animal_actions.end_animal(self, self.record.ctx, self.table.current_id()))
