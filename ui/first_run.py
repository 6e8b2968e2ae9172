"""First run: which cities the office serves, the administrator, demo data or an empty office."""
from __future__ import annotations

from PySide6.QtWidgets import (QCheckBox, QDialog, QDialogButtonBox, QFormLayout, QGroupBox, QLabel,
                               QLineEdit, QRadioButton, QVBoxLayout)

from animaloffice import bootstrap, config
from animaloffice.domain.errors import OfficeError, ValidationError
from animaloffice.services.jurisdictions import available_profiles
from animaloffice.services.users import create_first_admin

from .widgets.forms import ErrorBanner


class FirstRunWizard(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle("Welcome to AnimalOffice")
        self.profiles = available_profiles()
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Set up this office. You can add cities and users later."))
        cities = QGroupBox("Cities this office serves")
        box = QVBoxLayout(cities)
        self.city_boxes: dict[str, QCheckBox] = {}
        for code, profile in self.profiles.items():
            check = QCheckBox(f"{profile.name} ({profile.ordinance})", objectName=f"city_{code}")
            check.setChecked(True)
            box.addWidget(check)
            self.city_boxes[code] = check
        layout.addWidget(cities)
        admin = QGroupBox("Administrator")
        form = QFormLayout(admin)
        self.admin_name = QLineEdit(objectName="admin_name")
        self.admin_password = QLineEdit(objectName="admin_password")
        self.admin_password.setEchoMode(QLineEdit.EchoMode.Password)
        self.admin_password2 = QLineEdit(objectName="admin_password2")
        self.admin_password2.setEchoMode(QLineEdit.EchoMode.Password)
        form.addRow("User &name", self.admin_name)
        form.addRow("&Password", self.admin_password)
        form.addRow("&Repeat password", self.admin_password2)
        layout.addWidget(admin)
        data = QGroupBox("Start with")
        dbox = QVBoxLayout(data)
        self.empty = QRadioButton("An empty office", objectName="start_empty")
        self.demo = QRadioButton("Demo data to try things out (a small town's licenses; users "
                                 "admin, clerk and officer are added)", objectName="start_demo")
        self.empty.setChecked(True)
        dbox.addWidget(self.empty)
        dbox.addWidget(self.demo)
        layout.addWidget(data)
        layout.addWidget(QLabel(f"Database: {config.database_target().describe()}"))
        self.errors = ErrorBanner()
        layout.addWidget(self.errors)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Set up office")
        self.buttons.accepted.connect(self.finish)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def finish(self) -> None:
        codes = [c for c, box in self.city_boxes.items() if box.isChecked()]
        fields = {"username": self.admin_name, "password": self.admin_password, "jurisdiction": None}
        try:
            if not codes:
                raise ValidationError("jurisdiction", "choose at least one city")
            if self.admin_password.text() != self.admin_password2.text():
                raise ValidationError("password", "the two passwords differ")
            bootstrap.ensure_jurisdictions(codes)
            create_first_admin(self.admin_name.text(), self.admin_password.text())
            if self.demo.isChecked():
                from animaloffice.demo import build_demo

                build_demo(config.database_target(), codes=codes, size="town")
        except OfficeError as exc:
            self.errors.show_error(exc, {k: v for k, v in fields.items() if v is not None})
            return
        self.accept()
