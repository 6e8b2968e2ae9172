"""The Field work tab: the officer's calls for service, the bite reports and the veterinarians'
rabies reports, one page each."""
from __future__ import annotations

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from .. import settings
from .bites_page import BitesPage
from .calls_page import CallsPage
from .rabies_page import RabiesPage

# what the calls, bites and rabies reports show: their own records and the people and animals in them
WATCHED = {"", "call", "call_visit", "call_link", "bite_report", "rabies_report", "rabies_report_line",
           "vaccination", "impound", "owner", "animal", "notice", "violation", "dangerous_dog"}


class FieldTab(QWidget):
    title = "Field work"
    handles = ("call", "bite_report")

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.setObjectName("field_tab")
        self.calls = CallsPage(ctx)
        self.bites = BitesPage(ctx)
        self.rabies = RabiesPage(ctx)
        self.pages = QTabWidget(objectName="field_pages")
        self.pages.addTab(self.calls, self.tr("&1 Calls for service"))
        self.pages.addTab(self.bites, self.tr("&2 Bite reports"))
        self.pages.addTab(self.rabies, self.tr("&3 Rabies reports"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages)
        self.calls.open_bite.connect(self._bite_from_call)
        self.new_call_action = QAction(self.tr("New &call for service…"), self, shortcut=QKeySequence("Ctrl+Shift+K"),
                                       triggered=lambda: (self.pages.setCurrentWidget(self.calls), self.calls.new_call()))
        self.new_call_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.new_call_action.setEnabled(ctx.actor.may("take_call"))
        self.addAction(self.new_call_action)
        self.new_bite_action = QAction(self.tr("New &bite report…"), self,
                                       triggered=lambda: (self.pages.setCurrentWidget(self.bites), self.bites.new_bite()))
        self.new_bite_action.setEnabled(ctx.actor.may("record_bite"))
        self.file_report_action = QAction(self.tr("File a veterinarian's &rabies report…"), self,
                                          triggered=lambda: (self.pages.setCurrentWidget(self.rabies),
                                                             self.rabies.file_report()))
        self.file_report_action.setEnabled(ctx.actor.may("file_rabies_reports"))
        refresh = QAction(self.tr("Refresh"), self, shortcut=QKeySequence("F5"), triggered=self.refresh)
        refresh.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.addAction(refresh)
        ctx.jurisdiction_changed.connect(lambda _: self._jurisdiction_changed())
        ctx.data_changed.connect(self._data_changed)
        self._restore_layout()

    # --- tab protocol -----------------------------------------------------------------------
    def show_record(self, kind: str, record_id: int) -> None:
        if kind == "call":
            self.pages.setCurrentWidget(self.calls)
            self.calls.show_call(record_id)
        elif kind == "bite_report":
            self.pages.setCurrentWidget(self.bites)
            self.bites.show_bite(record_id)

    def menu_actions(self) -> list[QAction]:
        return [self.new_call_action, self.new_bite_action, self.file_report_action]

    def save_layout(self) -> None:
        for key, splitter in self._splitters():
            settings.save(key, splitter.saveState())

    def _splitters(self):
        return (("field/calls_splitter", self.calls.splitter), ("field/bites_splitter", self.bites.splitter),
                ("field/rabies_splitter", self.rabies.splitter))

    def _restore_layout(self) -> None:
        for key, splitter in self._splitters():
            state = settings.load(key)
            if isinstance(state, QByteArray):
                splitter.restoreState(state)

    # --- refreshing -------------------------------------------------------------------------
    def refresh(self) -> None:
        self.calls.refresh(keep=True)
        self.bites.refresh()
        self.rabies.refresh()

    def _jurisdiction_changed(self) -> None:
        self.calls.panel.show_call(None)
        self.bites.panel.show_bite(None)
        self.refresh()

    def _data_changed(self, table: str) -> None:
        if table in WATCHED:
            self.refresh()

    def _bite_from_call(self, call_id: int) -> None:
        self.pages.setCurrentWidget(self.bites)
        dialog = self.bites.new_bite(call_id)
        dialog.done_ok.connect(lambda _: self.calls.refresh(keep=True))
