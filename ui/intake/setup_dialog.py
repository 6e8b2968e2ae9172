"""Setting up the animal control facility (T-5): facilities and their kennels."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
)

from animaloffice.services import kennels

from ..widgets.forms import ErrorBanner


class KennelSetupDialog(QDialog):
    changed = Signal()

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.setWindowTitle(self.tr('Set up kennels'))
        self.setObjectName("kennel_setup")
        self.banner = ErrorBanner()
        self.facilities = QListWidget(objectName="facility_list")
        self.facilities.setAccessibleName(self.tr('Facilities'))
        self.facilities.currentItemChanged.connect(lambda *_: self.load_kennels())
        self.name = QLineEdit(objectName="facility_name")
        self.address = QLineEdit(objectName="facility_address")
        self.phone = QLineEdit(objectName="facility_phone")
        self.hours = QLineEdit(objectName="facility_hours")
        self.hours.setPlaceholderText(self.tr('e.g. Mon-Fri 9:00-13:00'))
        add_facility = QPushButton(self.tr('Add &facility'), objectName="add_facility")
        add_facility.clicked.connect(self.add_facility)
        fbox = QGroupBox(self.tr('Facilities'))
        fform = QFormLayout(fbox)
        fform.addRow(self.facilities)
        for label, w in (("Name", self.name), ("Address", self.address), ("Phone", self.phone),
                         ("Open to the public", self.hours)):
            w.setAccessibleName(label)
            fform.addRow(label, w)
        fform.addRow(add_facility)

        self.kennels = QListWidget(objectName="kennel_list")
        self.kennels.setAccessibleName(self.tr('Kennels'))
        self.kind = QComboBox(objectName="kennel_kind")
        for code, text in kennels.KENNEL_KINDS.items():
            self.kind.addItem(text, code)
        self.prefix = QLineEdit("R", objectName="kennel_prefix")
        self.count = QSpinBox(objectName="kennel_count")
        self.count.setRange(1, 200)
        self.count.setValue(6)
        self.start = QSpinBox(objectName="kennel_start")
        self.start.setRange(0, 9999)
        self.start.setValue(1)
        add_kennels = QPushButton(self.tr('&Add kennels'), objectName="add_kennels")
        add_kennels.clicked.connect(self.add_kennels)
        retire = QPushButton(self.tr('Take selected kennel &out of use'), objectName="retire_kennel")
        retire.clicked.connect(self.retire)
        kbox = QGroupBox(self.tr('Kennels of the selected facility'))
        kform = QFormLayout(kbox)
        kform.addRow(self.kennels)
        for label, w in (("Kind", self.kind), ("Code prefix", self.prefix), ("How many", self.count),
                         ("First number", self.start)):
            w.setAccessibleName(label)
            kform.addRow(label, w)
        row = QHBoxLayout()
        row.addWidget(add_kennels)
        row.addWidget(retire)
        kform.addRow(row)
        close = QPushButton(self.tr('Close'))
        close.clicked.connect(self.accept)
        for b in (add_facility, add_kennels, retire, close):
            b.setAutoDefault(False)
        boxes = QHBoxLayout()
        boxes.addWidget(fbox)
        boxes.addWidget(kbox)
        layout = QVBoxLayout(self)
        layout.addLayout(boxes)
        layout.addWidget(self.banner)
        layout.addWidget(close, alignment=Qt.AlignmentFlag.AlignRight)
        self.load_facilities()

    def load_facilities(self, select: int | None = None) -> None:
        self.facilities.clear()
        for f in kennels.list_facilities(active_only=False):
            item = QListWidgetItem(f.name + ("" if f.active else " (closed)"))
            item.setData(Qt.ItemDataRole.UserRole, f.id)
            self.facilities.addItem(item)
            if f.id == select or (select is None and self.facilities.count() == 1):
                self.facilities.setCurrentItem(item)

    def facility_id(self) -> int | None:
        item = self.facilities.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item else None

    def load_kennels(self) -> None:
        self.kennels.clear()
        fid = self.facility_id()
        if fid is None:
            return
        for k in kennels.list_kennels(fid, active_only=False):
            item = QListWidgetItem(f"{k.code} · {kennels.KENNEL_KINDS[k.kind]}" + ("" if k.active else " (out of use)"))
            item.setData(Qt.ItemDataRole.UserRole, k.id)
            self.kennels.addItem(item)

    def _run(self, fn, *args, **kwargs):
        self.banner.clear_error()
        try:
            return fn(*args, **kwargs)
        except Exception as exc:
            self.banner.show_error(exc, {"name": self.name, "codes": self.prefix, "prefix": self.prefix})
            return None

    def add_facility(self) -> None:
        info = self._run(kennels.create_facility, self.ctx.actor, name=self.name.text(), address=self.address.text(),
                         phone=self.phone.text(), hours=self.hours.text())
        if info:
            for w in (self.name, self.address, self.phone, self.hours):
                w.clear()
            self.load_facilities(info.id)
            self.changed.emit()

    def add_kennels(self) -> None:
        fid = self.facility_id()
        if fid is None:
            self.banner.setText(self.tr('Add or choose a facility first.'))
            self.banner.show()
            return
        if self._run(kennels.add_kennel_range, self.ctx.actor, fid, kind=self.kind.currentData(),
                     prefix=self.prefix.text(), count=self.count.value(), start=self.start.value()):
            self.load_kennels()
            self.changed.emit()

    def retire(self) -> None:
        item = self.kennels.currentItem()
        if item and self._run(kennels.set_kennel_active, self.ctx.actor, item.data(Qt.ItemDataRole.UserRole), False):
            self.load_kennels()
            self.changed.emit()
