"""The cities the office serves (each with its shipped ordinance profile) and the default one."""
from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from animaloffice.persistence.profiles import available_profiles
from animaloffice.queries.office import get_office_setting, list_jurisdictions
from animaloffice.services.jurisdictions import add_jurisdiction, set_office_settings

from .common import PageMixin, buddy_label


class JurisdictionsPage(PageMixin, QWidget):
    title = "Jurisdictions"

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.served = QListWidget(objectName="served_list")
        self.served.setAccessibleName(self.tr("Jurisdictions served"))
        served_label = QLabel(self.tr("&Served by this office:"))
        served_label.setBuddy(self.served)
        self.addable = QComboBox(objectName="addable_box")
        self.addable.setAccessibleName(self.tr("Ordinance profile to add"))
        self.add_button = QPushButton(self.tr("&Add city"), objectName="add_jurisdiction")
        self.add_button.clicked.connect(lambda: self.report(self.add_selected))
        add_row = QHBoxLayout()
        add_row.addWidget(self.addable, 1)
        add_row.addWidget(self.add_button)
        self.default_box = QComboBox(objectName="default_jurisdiction")
        self.default_box.setAccessibleName(self.tr("Default jurisdiction"))
        form = QFormLayout()
        form.addRow(buddy_label(self.tr("Add a shi&pped profile"), self.addable), add_row)
        form.addRow(self.tr("&Default at sign-in"), self.default_box)
        note = QLabel(self.tr("Each city's ordinance profile (fees, periods, citations) is stored with the office's "
                              "records. A city is added from the profiles shipped in resources/ordinances."))
        note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(served_label)
        layout.addWidget(self.served, 1)
        layout.addLayout(form)
        self.fields = {"code": self.addable, "default_jurisdiction": self.default_box}
        self.load()

    def load(self) -> None:
        served = list_jurisdictions()
        profiles = available_profiles()
        self.served.clear()
        for j in served:
            p = profiles.get(j.code)
            item = QListWidgetItem(f"{j.name}" + (f"  —  {p.ordinance}" if p else ""))
            item.setData(256, j.code)
            self.served.addItem(item)
        codes = {j.code for j in served}
        self.addable.clear()
        for code, p in sorted(profiles.items()):
            if code not in codes:
                self.addable.addItem(f"{p.name} ({p.ordinance})", code)
        self.addable.setEnabled(self.addable.count() > 0 and self._editable)
        self.add_button.setEnabled(self.addable.count() > 0 and self._editable)
        if not self.addable.count():
            self.addable.addItem(self.tr("Every shipped profile is served"))
        current = get_office_setting("default_jurisdiction")
        self.default_box.clear()
        self.default_box.addItem(self.tr("The first in the list"), "")
        for j in served:
            self.default_box.addItem(j.name, j.code)
        self.default_box.setCurrentIndex(max(0, self.default_box.findData(current)))

    _editable = True

    def set_editable(self, editable: bool) -> None:
        self._editable = editable
        self.default_box.setEnabled(editable)
        self.load()

    def add_selected(self) -> None:
        code = self.addable.currentData()
        if not code:
            return
        info = add_jurisdiction(self.ctx.actor, code)
        self.ctx.refresh_jurisdictions()
        self.ctx.changed("jurisdiction")
        self.ctx.status(self.tr("{0} added").format(info.name))
        self.load()

    def changed(self) -> bool:
        return (self.default_box.currentData() or "") != get_office_setting("default_jurisdiction")

    def save(self) -> bool:
        if not self.changed():
            return False
        set_office_settings(self.ctx.actor, {"default_jurisdiction": self.default_box.currentData() or ""})
        return True
