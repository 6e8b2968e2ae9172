"""One person across cities on the owner's record: the records linked with this one, linking a
record in another city, and unlinking (with a reason, kept on file)."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from animaloffice.domain.errors import OfficeError
from animaloffice.queries.owner_links import link_candidates, linked_records
from animaloffice.services import owner_links

from ..modal import run_modal
from ..reports.table import RowsTable
from ..widgets.search_field import enter_searches
from .dialogs import ReasonDialog, ServiceDialog, combo, notes_edit

LINKED = [("City", "text"), ("Name", "text"), ("Address", "text"), ("Linked on", "date"), ("Note", "text")]


class LinkDialog(ServiceDialog):
    """Link the owner on screen with their record in another city (the same person)."""

    def __init__(self, ctx, header, parent=None):
        super().__init__(ctx, self.tr("Link a record in another city"), parent)
        self.header = header
        self.form.addRow(self.tr("This record:"), QLabel(f"<b>{header.display_name}</b> — {header.address or 'no address'}"))
        self.search = self.add(self.tr("&Find the record:"), "search", QLineEdit(objectName="link_search"))
        self.search.setAccessibleName(self.tr("Find the record in another city"))
        self.search.setPlaceholderText(self.tr("Type part of the name"))
        self.choice = self.add(self.tr("&Record:"), "other_id", combo("link_other", []))
        self.sure = self.add("", "confirm", QCheckBox(self.tr("I checked: the two records are the &same person")))
        self.note = self.add(self.tr("&How we know:"), "note", notes_edit("link_note"))
        self.search.textChanged.connect(self._find)
        enter_searches(self.search, self.choice.setFocus)  # Enter goes to the records found
        self._find(header.last_name or header.organisation or "")

    def _find(self, text: str) -> None:
        self.choice.clear()
        for c in link_candidates(self.header.id, text):
            self.choice.addItem(self.tr("{0} — {1} — {2} (owner {3})").format(c.name, c.jurisdiction, c.address or 'no address', c.owner_id),
                                c.owner_id)

    def apply(self):
        if self.choice.currentData() is None:
            raise _Missing("other_id", "choose the record in the other city")
        if not self.sure.isChecked():
            raise _Missing("confirm", "tick the box to confirm the two records are the same person")
        return owner_links.link_owners(self.ctx.actor, self.header.id, self.choice.currentData(),
                                       note=self.note.toPlainText())


class _Missing(OfficeError):
    def __init__(self, field: str, message: str):
        super().__init__(field, message)
        self.field, self.message = field, message


class LinkedPage(QWidget):
    """The person's records in other cities, with Link… and Unlink… (the officer's)."""

    changed = Signal()
    open_owner = Signal(int)

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.header = None
        self.records: tuple = ()
        self.intro = QLabel(wordWrap=True, objectName="linked_intro")
        self.table = RowsTable("owner_linked")
        self.table.doubleClicked.connect(lambda _: self._open())
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._buttons())
        self.link_button = QPushButton(self.tr("Lin&k a record in another city…"), objectName="link_owner")
        self.unlink_button = QPushButton(self.tr("Un&link…"), objectName="unlink_owner")
        self.open_button = QPushButton(self.tr("Open the &record"), objectName="open_linked")
        self.link_button.clicked.connect(self.link)
        self.unlink_button.clicked.connect(self.unlink)
        self.open_button.clicked.connect(self._open)
        row = QHBoxLayout()
        for b in (self.link_button, self.unlink_button, self.open_button):
            row.addWidget(b)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(row)
        layout.addWidget(self.table, 1)

    def load(self, header) -> None:
        self.header = header
        self.records = linked_records(header.id)
        self.intro.setText(self.tr("The same person's records in the other cities the office serves. Nothing moves "
                                   "between linked records; a cruelty conviction on any of them counts where a city's "
                                   "ordinance bars a permit for a conviction in any jurisdiction."))
        self.table.set_rows(LINKED, [(r.owner_id, r.jurisdiction, r.name, r.address, r.linked_on,
                                      r.note or ("" if r.link_id else "linked through another record"))
                                     for r in self.records])
        self._buttons()

    def _selected(self):
        oid = self.table.current_id()
        return next((r for r in self.records if r.owner_id == oid), None)

    def _buttons(self) -> None:
        may = self.ctx.actor.may("merge_owners")
        editable = self.header is not None and not self.header.merged_into and not self.header.is_void
        chosen = self._selected()
        self.link_button.setEnabled(may and editable)
        self.unlink_button.setEnabled(may and chosen is not None and chosen.link_id is not None)
        self.open_button.setEnabled(chosen is not None)

    def _open(self) -> None:
        chosen = self._selected()
        if chosen is not None:
            self.open_owner.emit(chosen.owner_id)

    def link(self) -> bool:
        dialog = LinkDialog(self.ctx, self.header, self)
        if run_modal(dialog) and dialog.result_value is not None:
            self.ctx.status(self.tr("Linked: the two records are one person"))
            self.changed.emit()
            return True
        return False

    def unlink(self) -> bool:
        chosen = self._selected()
        if chosen is None or chosen.link_id is None:
            return False
        link_id, version = chosen.link_id, chosen.version
        dialog = ReasonDialog(self.ctx, "Unlink the records", "&Why they are not the same person:",
                              lambda reason: owner_links.unlink_owners(self.ctx.actor, link_id, reason=reason,
                                                                       expected_version=version) or True, self)
        if run_modal(dialog) and dialog.result_value is not None:
            self.ctx.status(self.tr("Unlinked from {0} ({1}); the link stays on file").format(chosen.name, chosen.jurisdiction))
            self.changed.emit()
            return True
        return False
