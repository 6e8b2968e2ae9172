"""Tools > Settings…: the office (letterhead), jurisdictions served, fees and periods by date, who
hears each matter and how it is appealed, closures and holiday options, and this workstation
(backup folder, database).

Until every city's hearings are stated (body, rule, appeal route), a set-up warning heads the
dialog for everyone who opens it.

Anyone may open it and change this workstation's settings; office-wide values
are an administrator's (the services refuse anyone else; the pages are shown
read-only to them).
"""
from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTabWidget, QVBoxLayout

from ..icons import icon
from ..modal import open_window
from ..theme import colour
from ..widgets.forms import ErrorBanner
from .calendar_page import CalendarPage
from .fees_page import FeesPage, fee_warning_text
from .hearings_page import HearingsPage, warning_text
from .jurisdictions_page import JurisdictionsPage
from .office_page import OfficePage
from .workstation_page import WorkstationPage


class SettingsDialog(QDialog):
    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.setObjectName("settings_dialog")
        self.setWindowTitle(self.tr("Settings"))
        self.setWindowIcon(icon("settings"))
        self.admin = ctx.actor.may("office_settings")
        self.office = OfficePage(ctx)
        self.jurisdictions = JurisdictionsPage(ctx)
        self.fees = FeesPage(ctx)
        self.hearings = HearingsPage(ctx)
        self.calendar = CalendarPage(ctx)
        self.workstation = WorkstationPage(ctx)
        self.pages = (self.office, self.jurisdictions, self.fees, self.hearings, self.calendar, self.workstation)
        self.tabs = QTabWidget(objectName="settings_tabs")
        for page in self.pages:
            self.tabs.addTab(page, page.title)
            page.on_error = self.show_error
        self.errors = ErrorBanner()
        layout = QVBoxLayout(self)
        self.setup_warning = QLabel(objectName="setup_warning")
        self.setup_warning.setWordWrap(True)
        self.setup_warning.setStyleSheet(f"color: {colour('warning')}; font-weight: 600;")
        layout.addWidget(self.setup_warning)
        self.show_setup_warning()
        if not self.admin:
            note = QLabel(self.tr("Only an administrator can change the office, its jurisdictions and its fees. "
                                  "You can change this workstation's settings."), objectName="admin_only_note")
            note.setWordWrap(True)
            layout.addWidget(note)
            for page in (self.office, self.jurisdictions, self.fees, self.hearings, self.calendar):
                page.set_editable(False)
            self.tabs.setCurrentWidget(self.workstation)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.errors)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Apply
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept_changes)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.Apply).clicked.connect(self.apply)
        layout.addWidget(self.buttons)
        self.resize(820, 640)

    def show_error(self, exc: Exception, fields: dict) -> None:
        for page in self.pages:
            if any(w is not None and page.isAncestorOf(w) for w in fields.values()):
                self.tabs.setCurrentWidget(page)
                break
        self.errors.show_error(exc, fields)

    def apply(self) -> bool:
        """Save every page that changed; a refusal shows next to its field and nothing else is lost."""
        self.errors.clear_error({k: v for p in self.pages for k, v in p.fields.items()})
        saved = False
        for page in self.pages:
            try:
                saved = page.save() or saved
            except Exception as exc:  # OfficeError from the services: shown, the dialog stays open
                self.tabs.setCurrentWidget(page)
                self.errors.show_error(exc, page.fields)
                return False
        if saved:
            self.ctx.changed("office_setting")
            self.ctx.status(self.tr("Settings saved"))
        self.show_setup_warning()
        return True

    def show_setup_warning(self) -> None:
        """What the cities' profiles leave unstated about hearings, and the fees with no source, until an
        administrator fills them in."""
        text = "\n".join(t for t in (warning_text(), fee_warning_text()) if t)
        self.setup_warning.setText(text)
        self.setup_warning.setVisible(bool(text))

    def accept_changes(self) -> None:
        if self.apply():
            self.accept()


def open_settings(parent, ctx) -> SettingsDialog:
    """Show the settings dialog (window-modal) and return it."""
    dialog = SettingsDialog(ctx, parent)
    open_window(dialog)
    return dialog
