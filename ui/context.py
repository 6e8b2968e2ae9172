"""What every tab needs: the signed-in user, the current jurisdiction, change signals.

Passed to each tab explicitly (no global application object).

``data_changed`` is told after every committed change, whoever made it (an action of this
window, a background import, a service called by another part of the program): the office
tells the tables each transaction wrote (``persistence.changes``), and they are announced at
the next turn of the event loop. A table the window has announced itself since (``changed``,
right after its own action) is not announced twice.
"""
from __future__ import annotations

import weakref
from dataclasses import replace

from PySide6.QtCore import QObject, Qt, Signal

from animaloffice.domain.profiles import Profile
from animaloffice.domain.roles import Actor
from animaloffice.persistence import changes
from animaloffice.persistence.profiles import profile_for
from animaloffice.queries.office import JurisdictionInfo, list_jurisdictions


class AppContext(QObject):
    jurisdiction_changed = Signal(int)
    data_changed = Signal(str)  # a table name, or "" for "anything may have changed"
    status_message = Signal(str)
    open_record = Signal(str, int)  # ("owner"|"animal"|"license"|"permit"|"impound"|"notice", id)
    _written = Signal(object)  # the tables a committed transaction wrote, from any thread
    _settle = Signal()

    def __init__(self, actor: Actor, jurisdiction_id: int | None = None, parent=None):
        super().__init__(parent)
        # an actor object of this window's own: a refusal of its account is told to this window
        # (ui.account_guard) and to no other window signed in as the same person
        self.actor = replace(actor)
        self._jurisdictions = list_jurisdictions()
        if jurisdiction_id is None and self._jurisdictions:
            jurisdiction_id = self._jurisdictions[0].id
        self._jurisdiction_id = jurisdiction_id
        self._told: set[str] = set()  # announced by the window since the last commit was told
        self.told_by_office = False  # True while a commit's tables are announced (not the window's own)
        queued = Qt.ConnectionType.QueuedConnection
        self._written.connect(self._announce, queued)
        self._settle.connect(self._forget_told, queued)
        me = weakref.ref(self)

        def tell(tables: frozenset[str]) -> None:
            ctx = me()
            try:
                if ctx is None:
                    raise RuntimeError("closed")
                ctx._written.emit(tables)
            except RuntimeError:  # the window is gone
                changes.unlisten(tell)

        changes.listen(tell)
        self.destroyed.connect(lambda *_: changes.unlisten(tell))

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

    def open_record_in(self, jurisdiction_id: int | None, kind: str, record_id: int) -> None:
        """Open a record listed across cities (Today's all cities): the window turns to the record's
        city first, so the tab that shows it lists that city's records and works by its profile."""
        if jurisdiction_id is not None:
            self.set_jurisdiction(jurisdiction_id)
        self.open_record.emit(kind, record_id)

    def refresh_jurisdictions(self) -> None:
        self._jurisdictions = list_jurisdictions()

    def profile(self) -> Profile:
        return profile_for(self._jurisdiction_id)

    def changed(self, table: str = "") -> None:
        """Announce at once what this window's own action changed (its views follow before the
        action's next line); the office's own telling of that commit is then not repeated."""
        if not self._told:
            self._settle.emit()  # queued after the commit's telling: forget at the next turn
        self._told.add(table)
        self.data_changed.emit(table)

    def _forget_told(self) -> None:
        self._told.clear()

    def _announce(self, tables: frozenset[str]) -> None:
        if "" in self._told:
            return
        self.told_by_office = True  # a view may read itself again on a worker: no action waits on it
        try:
            for table in sorted(tables - self._told):
                self.data_changed.emit(table)
        finally:
            self.told_by_office = False

    def status(self, message: str) -> None:
        self.status_message.emit(message)
