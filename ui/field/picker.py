"""Finding the owner and the animal a call or a bite is about: type a name, a tag or a microchip,
choose the hit; an owner's animals are then offered."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLineEdit, QPushButton, QVBoxLayout, QWidget

from animaloffice.queries.owner_find import find_owners
from animaloffice.queries.owners import owner_animals
from animaloffice.queries.records import animal_facts, animal_of_license, owner_brief
from animaloffice.queries.search import search

from ..widgets.search_field import enter_searches


class SubjectPicker(QWidget):
    chosen = Signal()

    def __init__(self, ctx, parent=None, *, owner_id: int | None = None, animal_id: int | None = None):
        super().__init__(parent)
        self.ctx = ctx
        self.find_edit = QLineEdit(objectName="subject_find")
        self.find_edit.setPlaceholderText(self.tr("Owner's name or phone, tag or microchip"))
        self.find_edit.setAccessibleName(self.tr("Find the owner or animal"))
        enter_searches(self.find_edit, self.find)
        find = QPushButton(self.tr("Find"), objectName="subject_find_button")
        find.clicked.connect(self.find)
        self.hits = QComboBox(objectName="subject_hits")
        self.hits.setAccessibleName(self.tr("Owner"))
        self.hits.addItem(self.tr("(not known)"), None)
        self.hits.currentIndexChanged.connect(lambda _: self._owner_chosen())
        self.animals = QComboBox(objectName="subject_animals")
        self.animals.setAccessibleName(self.tr("Animal"))
        self.animals.addItem(self.tr("(no animal named)"), None)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.find_edit, 1)
        row.addWidget(find)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.hits)
        layout.addWidget(self.animals)
        if owner_id is not None:
            self._add_owner(owner_id)
            if animal_id is not None:
                self.animals.setCurrentIndex(max(0, self.animals.findData(animal_id)))

    def _add_owner(self, owner_id: int, label: str | None = None) -> None:
        if label is None:
            label = owner_brief(owner_id).display_name
        self.hits.addItem(label, ("owner", owner_id))
        self.hits.setCurrentIndex(self.hits.count() - 1)

    def find(self) -> None:
        text = self.find_edit.text().strip()
        self.hits.blockSignals(True)
        self.hits.clear()
        self.hits.addItem(self.tr("(not known)"), None)
        # a tag's or a microchip's animal first, then the owners (found as every picker finds
        # them), then animals by name
        records = [h for h in search(text, self.ctx.jurisdiction_id) if h.kind != "owner"]
        for hit in [h for h in records if h.kind == "license"]:
            animal_id = animal_of_license(hit.id)
            if animal_id is not None:
                self.hits.addItem(f"{hit.title} — {hit.detail}", ("animal", animal_id))
        for match in find_owners(self.ctx.jurisdiction_id, text):
            self.hits.addItem(match.label(), ("owner", match.id))
        for hit in [h for h in records if h.kind == "animal"]:
            self.hits.addItem(f"{hit.title} — {hit.detail}", ("animal", hit.id))
        self.hits.blockSignals(False)
        self.hits.setCurrentIndex(1 if self.hits.count() > 1 else 0)
        self._owner_chosen()

    def _owner_chosen(self) -> None:
        data = self.hits.currentData()
        self.animals.clear()
        self.animals.addItem(self.tr("(no animal named)"), None)
        owner_id, animal_id = None, None
        if data is not None:
            kind, rid = data
            if kind == "owner":
                owner_id = rid
            else:
                animal = animal_facts(rid)
                owner_id, animal_id = (animal.owner_id, rid) if animal else (None, None)
        if owner_id is not None:
            for row in owner_animals(owner_id):
                self.animals.addItem(f"{row[1]} ({row[2].lower()})", row[0])
        elif animal_id is not None:
            self.animals.addItem(self.hits.currentText(), animal_id)
        if animal_id is not None:
            self.animals.setCurrentIndex(max(0, self.animals.findData(animal_id)))
        self._owner = owner_id
        self.chosen.emit()

    def owner_id(self) -> int | None:
        return getattr(self, "_owner", None)

    def animal_id(self) -> int | None:
        return self.animals.currentData()
