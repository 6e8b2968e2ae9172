"""What every tab needs: the signed-in user, the current jurisdiction, change signals.

Passed to each tab explicitly (no global application object).
"""
from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject, Signal

from animaloffice.domain.profiles import Profile
from animaloffice.domain.roles import Actor
from animaloffice.persistence.profiles import profile_for
from animaloffice.queries.office import JurisdictionInfo, list_jurisdictions


class AppContext(QObject):
    jurisdiction_changed = Signal(int)
    data_changed = Signal(str)  # a table name, or "" for "anything may have changed"
    status_message = Signal(str)
    open_record = Signal(str, int)  # ("owner"|"animal"|"license"|"permit"|"impound"|"notice", id)

    def __init__(self, actor: Actor, jurisdiction_id: int | None = None, parent=None):
        super().__init__(parent)
        # an actor object of this window's own: a refusal of its account is told to this window
        # (ui.account_guard) and to no other window signed in as the same person
        self.actor = replace(actor)
        self._jurisdictions = list_jurisdictions()
        if jurisdiction_id is None and self._jurisdictions:
            jurisdiction_id = self._jurisdictions[0].id
        self._jurisdiction_id = jurisdiction_id

    @property
    def jurisdictions(self) -> list[JurisdictionInfo]:
        return self._jurisdictions

    @property
    def jurisdiction_id(self) -> int | None:
        return self._jurisdiction_id

    def set_jurisdiction(self, jurisdiction_id: int) -> None:
        if jurisdiction_id != self._jurisdiction_id:
            self._jurisdiction_id = jurisdiction_id
            self.jurisdiction_changed.emit(jurisdiction_id)

    def refresh_jurisdictions(self) -> None:
        self._jurisdictions = list_jurisdictions()

    def profile(self) -> Profile:
        return profile_for(self._jurisdiction_id)

    def changed(self, table: str = "") -> None:
        self.data_changed.emit(table)

    def status(self, message: str) -> None:
        self.status_message.emit(message)
