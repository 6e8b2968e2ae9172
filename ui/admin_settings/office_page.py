"""The office's own details, printed on every letterhead: name, address, phone, hours, logo, signature."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from animaloffice.domain.errors import ValidationError
from animaloffice.queries.office import image_kind, office_logo, office_settings
from animaloffice.services.jurisdictions import set_office_settings
from animaloffice.services.office_logo import MAX_LOGO_BYTES, set_office_logo

from .common import PageMixin, buddy_label

FIELDS = (  # (setting key, label, placeholder)
    ("office_name", "Office &name", "Lyon County Animal Control"),
    ("office_phone", "&Phone", "507-629-5528"),
    ("office_email", "&Email", "animals@example.mn.us"),
    ("office_hours", "&Hours", "Monday–Friday 8:00–4:30"),
    ("signature_name", "Signed &by", "Dana Kvistad"),
    ("signature_title", "Signer's &title", "Animal Control Officer"),
)


class OfficePage(PageMixin, QWidget):
    title = "Office"

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.edits: dict[str, QLineEdit] = {}
        form = QFormLayout()
        for key, label, placeholder in FIELDS:
            edit = QLineEdit(objectName=key)
            edit.setPlaceholderText(placeholder)
            edit.setAccessibleName(label.replace("&", ""))
            self.edits[key] = edit
            form.addRow(label, edit)
            if key == "office_name":
                self.address = QPlainTextEdit(objectName="office_address")
                self.address.setPlaceholderText(self.tr("336 Morgan Street\nTracy, MN 56175"))
                self.address.setAccessibleName(self.tr("Address"))
                self.address.setTabChangesFocus(True)
                self.address.setFixedHeight(self.address.fontMetrics().lineSpacing() * 4 + 12)
                form.addRow(self.tr("&Address"), self.address)
        self.logo_preview = QLabel(objectName="logo_preview")
        self.logo_preview.setMinimumSize(96, 96)
        self.logo_preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.logo_preview.setFrameShape(QLabel.Shape.StyledPanel)
        self.logo_preview.setAccessibleName(self.tr("Logo or seal preview"))
        self.choose_logo = QPushButton(self.tr("Choose &logo or seal…"), objectName="choose_logo")
        self.remove_logo = QPushButton(self.tr("&Remove"), objectName="remove_logo")
        self.choose_logo.clicked.connect(lambda: self.report(self.pick_logo))
        self.remove_logo.clicked.connect(self.clear_logo)
        logo_row = QHBoxLayout()
        logo_row.addWidget(self.logo_preview)
        buttons = QVBoxLayout()
        buttons.addWidget(self.choose_logo)
        buttons.addWidget(self.remove_logo)
        buttons.addStretch(1)
        logo_row.addLayout(buttons)
        logo_row.addStretch(1)
        form.addRow(buddy_label(self.tr("Logo or seal"), self.choose_logo), logo_row)
        self.two_people = QCheckBox(self.tr("Voiding a payment or refunding a fee takes an administrator, or a "
                                            "second person's sign-in at the desk"), objectName="separation_of_duties")
        self.two_people.setAccessibleName(self.tr("Separation of duties"))
        form.addRow(self.tr("&Duties"), self.two_people)
        note = QLabel(self.tr("These details head every letter, certificate, receipt and notice."))
        note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addLayout(form)
        layout.addStretch(1)
        self.fields = {**self.edits, "office_address": self.address, "logo": self.choose_logo,
                       "separation_of_duties": self.two_people}
        self._logo_change: bytes | None | bool = False  # False: unchanged; None: removed; bytes: new
        self.load()

    def load(self) -> None:
        values = office_settings()
        for key, edit in self.edits.items():
            edit.setText(values.get(key, ""))
        self.address.setPlainText(values.get("office_address", ""))
        self.two_people.setChecked(values.get("separation_of_duties", "on") != "off")
        self._logo_change = False
        self._show_logo(office_logo())

    def set_editable(self, editable: bool) -> None:
        for w in (*self.edits.values(), self.address):
            w.setReadOnly(not editable)
        self.two_people.setEnabled(editable)
        self.choose_logo.setEnabled(editable)
        self.remove_logo.setEnabled(editable)

    def pick_logo(self, path: str | None = None) -> None:
        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Logo or seal"), str(Path.home()),
                                                  self.tr("Images (*.png *.jpg *.jpeg)"))
        if not path:
            return
        data = Path(path).read_bytes()
        if len(data) > MAX_LOGO_BYTES or image_kind(data) is None:
            raise ValidationError("logo", "choose a PNG or JPEG image smaller than "
                                  f"{MAX_LOGO_BYTES // 1000} KB")
        self._logo_change = data
        self._show_logo(data)

    def clear_logo(self) -> None:
        self._logo_change = None
        self._show_logo(None)

    def _show_logo(self, data: bytes | None) -> None:
        pixmap = QPixmap()
        if data and pixmap.loadFromData(data):
            self.logo_preview.setPixmap(pixmap.scaled(96, 96, Qt.AspectRatioMode.KeepAspectRatio,
                                                      Qt.TransformationMode.SmoothTransformation))
        else:
            self.logo_preview.clear()
            self.logo_preview.setText(self.tr("No logo"))

    def values(self) -> dict[str, str]:
        out = {key: edit.text() for key, edit in self.edits.items()}
        out["office_address"] = self.address.toPlainText()
        out["separation_of_duties"] = "on" if self.two_people.isChecked() else "off"
        return out

    def changed(self) -> bool:
        current = {"separation_of_duties": "on", **office_settings()}  # on until the office turns it off
        return (self._logo_change is not False
                or any(current.get(k, "") != v.strip() for k, v in self.values().items()))

    def save(self) -> bool:
        """Write the settings (the service refuses anyone but an administrator)."""
        if not self.changed():
            return False
        set_office_settings(self.ctx.actor, self.values())
        if self._logo_change is not False:
            set_office_logo(self.ctx.actor, self._logo_change)
            self._logo_change = False
        return True
