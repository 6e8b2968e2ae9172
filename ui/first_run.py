"""First run: which cities the office serves, the administrator, demo data or an empty office.

One short page. An empty office gets the administrator typed here; the demo
office comes with its own users (admin / animal-office, clerk / front-desk,
officer / in-the-field), so the administrator fields step aside for it. The
demo is built in the background with a progress window (it takes a minute).
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QProgressDialog,
    QRadioButton,
    QVBoxLayout,
)

from animaloffice import office_database
from animaloffice.domain.errors import OfficeError, ValidationError
from animaloffice.domain.passwords import MIN_LENGTH, password_problem
from animaloffice.persistence.profiles import available_profiles
from animaloffice.services import opening
from animaloffice.services.jurisdictions import set_office_settings

from .icons import app_icon
from .widgets.forms import ErrorBanner

DEMO_USERS = "admin / animal-office, clerk / front-desk, officer / in-the-field"


class FirstRunWizard(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("first_run")
        self.setWindowTitle(self.tr("Welcome to AnimalOffice"))
        self.setWindowIcon(app_icon())
        self.profiles = available_profiles()
        self.task = None
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Set up this office. Cities, users and the office's details can be changed "
                               "later in Tools › Settings."))
        intro.setWordWrap(True)
        layout.addWidget(intro)

        cities = QGroupBox(self.tr("&Cities this office serves"))
        box = QVBoxLayout(cities)
        self.city_boxes: dict[str, QCheckBox] = {}
        for code, profile in self.profiles.items():
            check = QCheckBox(f"{profile.name} ({profile.ordinance})", objectName=f"city_{code}")
            check.setChecked(True)
            box.addWidget(check)
            self.city_boxes[code] = check
        layout.addWidget(cities)

        office = QGroupBox(self.tr("Office"))
        oform = QFormLayout(office)
        self.office_name = QLineEdit(objectName="office_name")
        self.office_name.setPlaceholderText(self.tr("Lyon County Animal Control (printed on letters; optional)"))
        oform.addRow(self.tr("Office na&me"), self.office_name)
        layout.addWidget(office)

        data = QGroupBox(self.tr("Start with"))
        dbox = QVBoxLayout(data)
        self.empty = QRadioButton(self.tr("An &empty office"), objectName="start_empty")
        self.demo = QRadioButton(self.tr("&Demo data to try things out (a small town's owners, animals and licenses)"),
                                 objectName="start_demo")
        self.empty.setChecked(True)
        dbox.addWidget(self.empty)
        dbox.addWidget(self.demo)
        layout.addWidget(data)

        self.admin_box = QGroupBox(self.tr("Administrator"))
        admin_layout = QVBoxLayout(self.admin_box)
        form = QFormLayout()
        admin_layout.addLayout(form)
        self.admin_name = QLineEdit(objectName="admin_name")
        self.admin_full_name = QLineEdit(objectName="admin_full_name")
        self.admin_password = QLineEdit(objectName="admin_password")
        self.admin_password.setEchoMode(QLineEdit.EchoMode.Password)
        self.admin_password.setPlaceholderText(self.tr("at least {0} characters").format(MIN_LENGTH))
        self.admin_password2 = QLineEdit(objectName="admin_password2")
        self.admin_password2.setEchoMode(QLineEdit.EchoMode.Password)
        form.addRow(self.tr("User &name"), self.admin_name)
        form.addRow(self.tr("&Full name"), self.admin_full_name)
        form.addRow(self.tr("&Password"), self.admin_password)
        form.addRow(self.tr("&Repeat password"), self.admin_password2)
        self.demo_users = QLabel(self.tr("The demo office has its own users (name / password): {0}.").format(DEMO_USERS),
                                 objectName="demo_users")
        self.demo_users.setWordWrap(True)
        self.demo_users.hide()
        admin_layout.addWidget(self.demo_users)  # below the form, which would give it one line
        layout.addWidget(self.admin_box)
        self.demo.toggled.connect(self._start_changed)

        where = QLabel(self.tr("Database: {0}").format(office_database.database_target().describe()))
        where.setWordWrap(True)
        where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(where)
        self.errors = ErrorBanner()
        layout.addWidget(self.errors)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("&Set up office"))
        self.buttons.accepted.connect(self.finish)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        first = next(iter(self.city_boxes.values()), None)
        if first is not None:
            first.setFocus()

    def _start_changed(self) -> None:
        demo = self.demo.isChecked()
        for w in (self.admin_name, self.admin_full_name, self.admin_password, self.admin_password2):
            w.setEnabled(not demo)
        self.demo_users.setVisible(demo)

    def chosen_codes(self) -> list[str]:
        return [c for c, box in self.city_boxes.items() if box.isChecked()]

    def finish(self) -> None:
        fields = {"username": self.admin_name, "password": self.admin_password, "full_name": self.admin_full_name,
                  "office_name": self.office_name}
        if self.city_boxes:
            fields["jurisdiction"] = next(iter(self.city_boxes.values()))
        self.errors.clear_error(fields)
        codes = self.chosen_codes()
        try:
            if not codes:
                raise ValidationError("jurisdiction", "choose at least one city")
            if self.demo.isChecked():
                self.build_demo(codes)
                return
            problem = password_problem(self.admin_password.text())
            if problem:
                raise ValidationError("password", problem)
            if self.admin_password.text() != self.admin_password2.text():
                raise ValidationError("password", "the two passwords differ")
            opening.set_up_office(codes, self.admin_name.text(), self.admin_password.text(),
                                    full_name=self.admin_full_name.text(),
                                    office_name=self.office_name.text())
        except OfficeError as exc:
            self.errors.show_error(exc, fields)
            return
        self.accept()

    # --- the demo office, built in the background -------------------------------------------
    def build_demo(self, codes: list[str]) -> None:
        from animaloffice.demo import build_demo

        from .workers import run_task

        target = office_database.database_target()
        office_name = self.office_name.text()
        self.progress = QProgressDialog("Building the demo office… this takes a minute.", "", 0, 0, self)
        self.progress.setObjectName("demo_progress")
        self.progress.setWindowTitle(self.tr("Demo office"))
        self.progress.setCancelButton(None)  # half a demo is no use; it finishes or fails
        self.progress.setWindowModality(Qt.WindowModality.WindowModal)
        self.progress.setMinimumDuration(0)
        self.progress.show()
        self.ok_button.setEnabled(False)

        def work(progress):
            summary = build_demo(target, codes=codes, size="town",
                                 progress=lambda message: progress(0, 0) and None)
            if office_name.strip():
                from animaloffice.domain.roles import SYSTEM

                set_office_settings(SYSTEM, {"office_name": office_name})
            return summary

        self.task = run_task(work, on_done=self._demo_done, on_error=self._demo_failed)

    def _demo_done(self, summary) -> None:
        self.progress.close()
        self.summary = summary
        self.accept()

    def _demo_failed(self, exc) -> None:
        self.progress.close()
        self.ok_button.setEnabled(True)
        self.errors.show_error(exc, {})
