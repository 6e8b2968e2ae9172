"""The owner record's page of field work: the calls about the owner and the bites of the owner's
animals, as the record shows them (never who called or who was bitten); a double-click opens one."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from animaloffice.queries.bites import bite_history
from animaloffice.queries.calls import calls_about_owner

from ..reports.table import RowsTable

CALLS = [("Call", "text"), ("Received", "date"), ("About", "text"), ("Where", "text"), ("Status", "text"),
         ("Outcome", "text")]
BITES = [("Report", "text"), ("Bitten on", "date"), ("Animal", "text"), ("Bit", "text"), ("Provoked", "text"),
         ("Injury", "text"), ("Observation", "text"), ("Dangerous-dog case", "text")]


class FieldPage(QWidget):
    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.calls = RowsTable("owner_calls")
        self.calls.doubleClicked.connect(lambda _: self._open("call", self.calls.current_id()))
        self.bites = RowsTable("owner_bites")
        self.bites.doubleClicked.connect(lambda _: self._open("bite_report", self.bites.current_id()))
        for table in (self.calls, self.bites):  # two rows, scrolling, on a small screen
            table.setMinimumHeight(42)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Calls for service about this owner")))
        layout.addWidget(self.calls, 1)
        layout.addWidget(QLabel(self.tr("Bites of this owner's animals")))
        layout.addWidget(self.bites, 1)

    def load(self, owner_id: int) -> None:
        self.calls.set_rows(CALLS, calls_about_owner(owner_id))
        self.bites.set_rows(BITES, [(b.id, b.number, b.bitten_on, b.animal, b.victim_kind, b.provoked, b.injury,
                                     b.quarantine, b.dangerous_dog) for b in bite_history(owner_id=owner_id)])

    def _open(self, kind: str, record_id) -> None:
        if record_id is not None:
            self.ctx.open_record.emit(kind, record_id)
