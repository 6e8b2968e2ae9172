"""One owner on one screen: details, flags, the whole history in time order, animals,
violations and citations, addresses and phones with their history, convictions, and the
same person's records in other cities."""
from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from animaloffice.domain.errors import OfficeError
from animaloffice.domain.money import fmt_cents
from animaloffice.queries import owner_timeline
from animaloffice.queries import owners as q
from animaloffice.queries.permit_changes import changed_permits
from animaloffice.queries.permit_deadlines import owner_permit_due
from animaloffice.services import merge

from .. import theme
from ..modal import run_modal
from ..reports.export_list import export_model
from ..reports.table import RowsTable
from ..widgets.forms import describe_error
from ..widgets.scrolling_text import scrolling_labels
from .dialogs import AddressDialog, ConvictionDialog, OwnerDialog, PhoneDialog, ReasonDialog
from .links import LinkedPage
from .violation_actions import OwnerViolations
from .violation_dialogs import MergeDialog

TIMELINE = [("Date", "date"), ("What", "text"), ("Details", "text")]
ANIMALS = [("Name", "text"), ("Species", "text"), ("Breed", "text"), ("Sex", "text"), ("Altered", "text"),
           ("Status", "text"), ("License", "text")]
VIOLATIONS = [("Date", "date"), ("Violation", "text"), ("Animal", "text"), ("Place", "text"),
              ("Citation", "text"), ("Amount", "cents"), ("Status", "text"), ("Hearing request by", "date"),
              ("Hearing", "text")]
HISTORY = [("Kind", "text"), ("Value", "text"), ("From", "date"), ("To", "date")]
CONVICTIONS = [("Date", "date"), ("Offense", "text"), ("Court", "text"), ("Outcome", "text"),
               ("Animal cruelty", "text"), ("", "text")]


def _button(text: str, name: str, slot) -> QPushButton:
    b = QPushButton(text)
    b.setObjectName(name)
    b.clicked.connect(slot)
    return b


class OwnerRecord(OwnerViolations, QWidget):
    owner_opened = Signal(int)  # another owner was opened from this one (merged from / into)

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.owner_id: int | None = None
        self.header = None
        self.events: list = []
        self.title = QLabel(objectName="owner_title")
        self.title.setStyleSheet("font-size: 15pt; font-weight: 600;")
        self.title.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details = QLabel(objectName="owner_details", wordWrap=True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.same_person = QLabel(objectName="owner_same_person", wordWrap=True)  # records in other cities
        self.same_person.setAccessibleName(self.tr("Same person in other cities"))
        self.same_person.linkActivated.connect(lambda link: self.owner_opened.emit(int(link)))
        self.flags = QLabel(objectName="owner_flags", wordWrap=True)
        self.flags.linkActivated.connect(lambda link: self.owner_opened.emit(int(link)))
        self.permit_due = QLabel(objectName="owner_permit_due", wordWrap=True)  # T-7A
        self.permit_due.setAccessibleName(self.tr("Animal permit deadline"))
        self.permit_due.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        may_cite = ctx.actor.may("record_violation")
        self.buttons = {
            "edit": _button(self.tr("&Edit…"), "edit_owner", self.edit),
            "address": _button(self.tr("New &address…"), "new_address", self.new_address),
            "phone": _button(self.tr("New p&hone…"), "new_phone", self.new_phone),
            "conviction": _button(self.tr("Conv&iction…"), "record_conviction", self.conviction),
            "violation": _button(self.tr("&Violation…"), "record_violation", self.violation),
            "merge": _button(self.tr("&Merge a duplicate…"), "merge_owner", self.merge),
            "unmerge": _button(self.tr("&Undo merge…"), "undo_merge", self.undo_merge),
            "export": _button(self.tr("E&xport history…"), "export_history", self.export_history),
        }
        self.buttons["conviction"].setEnabled(may_cite)
        self.buttons["violation"].setEnabled(may_cite)
        self.buttons["merge"].setEnabled(ctx.actor.may("merge_owners"))
        self.buttons["unmerge"].setEnabled(ctx.actor.may("merge_owners"))
        self.timeline = RowsTable("owner_timeline")
        self.timeline.doubleClicked.connect(self._open_event)
        self.animals = RowsTable("owner_animals")
        self.animals.doubleClicked.connect(lambda _: self._emit("animal", self.animals.current_id()))
        self.violations = RowsTable("owner_violations")
        self.violations.selectionModel().selectionChanged.connect(lambda *_: self._violation_buttons())
        self.vbuttons = {
            "cite": _button(self.tr("Issue &citation…"), "issue_citation", self.cite),
            "print": _button(self.tr("&Print citation…"), "print_citation", self.print_citation),
            "pay": _button(self.tr("&Take payment…"), "pay_citation", self.pay),
            "contest": _button(self.tr("Hearing re&quested"), "contest_citation", self.contest),
            "dismiss": _button(self.tr("&Dismiss…"), "dismiss_violation", self.dismiss),
        }
        self.addresses = RowsTable("owner_addresses")
        self.phones = RowsTable("owner_phones")
        self.convictions = RowsTable("owner_convictions")
        self.linked = LinkedPage(ctx)
        self.linked.changed.connect(self._linked_changed)
        self.linked.open_owner.connect(self.owner_opened.emit)

        self.tabs = QTabWidget(objectName="owner_tabs")
        # every title in view on a narrow record (1366 px at 150 %): shortened, whole in its tip
        self.tabs.setUsesScrollButtons(False)
        self.tabs.setElideMode(Qt.TextElideMode.ElideRight)
        self.tabs.addTab(self.timeline, self.tr("&1 History"))
        from .animals_page import AnimalsPage  # add, edit, litter, died or gone

        self.animal_page = AnimalsPage(self, self.animals)
        self.tabs.addTab(self.animal_page, self.tr("&2 Animals"))
        vpage = QWidget()
        vlay = QVBoxLayout(vpage)
        vrow = QHBoxLayout()
        for b in self.vbuttons.values():
            vrow.addWidget(b)
        vrow.addStretch(1)
        vlay.addLayout(vrow)
        vlay.addWidget(self.violations)
        from ..widgets.attachments import AttachmentStrip  # the chosen violation's photos and papers

        self.violation_files = AttachmentStrip(ctx, title="Photos and papers of the violation")
        vlay.addWidget(self.violation_files)
        self.tabs.setTabToolTip(self.tabs.addTab(vpage, self.tr("&3 Violations")), self.tr("Violations and citations"))
        apage = QWidget()
        alay = QVBoxLayout(apage)
        alay.addWidget(QLabel(self.tr("Addresses")))
        alay.addWidget(self.addresses)
        alay.addWidget(QLabel(self.tr("Phones")))
        alay.addWidget(self.phones)
        self.tabs.setTabToolTip(self.tabs.addTab(apage, self.tr("&4 Addresses")), self.tr("Addresses and phones"))
        for w in (self.violations, self.addresses, self.phones):  # two rows, scrolling, on a small screen
            w.setMinimumHeight(42)
        self.tabs.addTab(self.convictions, self.tr("&5 Convictions"))
        self.tabs.addTab(self.linked, self.tr("&6 Other cities"))
        from .field_page import FieldPage  # calls about the owner, bites of the owner's animals

        self.field = FieldPage(ctx)
        self.tabs.setTabToolTip(self.tabs.addTab(self.field, self.tr("&7 Calls, bites")), self.tr("Calls and bites"))

        top = QGridLayout()  # two rows of actions: all in view on a narrow record (1366 px at 150 %)
        for i, key in enumerate(("edit", "address", "phone", "conviction", "violation", "merge", "unmerge", "export")):
            top.addWidget(self.buttons[key], i // 4, i % 4)
        top.setColumnStretch(4, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(scrolling_labels("owner_facts", self.details, self.same_person, self.flags, self.permit_due))
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)
        self.clear()

    # --- loading ----------------------------------------------------------------------
    def clear(self) -> None:
        self.owner_id, self.header = None, None
        self.title.setText(self.tr("Choose an owner"))
        self.details.setText("")
        self.flags.setText("")
        self.same_person.setText("")
        self.same_person.setVisible(False)
        self.permit_due.setText("")
        self.permit_due.setVisible(False)
        for b in list(self.buttons.values()) + list(self.vbuttons.values()):
            b.setVisible(False)
        # nothing of the owner left in the pages (after a city switch it would be another city's)
        self.events = []
        for table, columns in ((self.timeline, TIMELINE), (self.animals, ANIMALS), (self.violations, VIOLATIONS),
                               (self.addresses, HISTORY), (self.phones, HISTORY), (self.convictions, CONVICTIONS)):
            table.set_rows(columns, [])

    def load(self, owner_id: int) -> None:
        self.owner_id = owner_id
        self.reload()

    def reload(self) -> None:
        if self.owner_id is None:
            return
        h = self.header = q.owner_header(self.owner_id)
        city = "" if h.jurisdiction_id == self.ctx.jurisdiction_id else next(
            (f" — {j.name}" for j in self.ctx.jurisdictions if j.id == h.jurisdiction_id), "")
        self.title.setText(h.display_name + (" (organisation)" if h.kind == "organisation" else "") + city)
        contact = " · ".join(p for p in (h.address or "no address on file", h.phone, h.email) if p)
        self.details.setText(contact + (f"\n{h.notes}" if h.notes else ""))
        self.same_person.setText("Same person as: " + ", ".join(f"<a href='{i}'>{escape(n)}</a> ({escape(c)})"
                                                                for i, n, c in h.linked) if h.linked else "")
        self.same_person.setVisible(bool(h.linked))
        flags = []
        if h.merged_into:
            flags.append(f"Merged into <a href='{h.merged_into[0]}'>{escape(h.merged_into[1])}</a>; "
                         "the records are there.")
        if h.merged_from:
            flags.append("Merged from: " + ", ".join(f"<a href='{i}'>{escape(n)}</a>" for i, n in h.merged_from))
        if h.is_void:
            flags.append("This owner record is void.")
        if h.balance_cents:
            flags.append(f"Owes {fmt_cents(h.balance_cents)}.")
        if h.review.value:
            flags.append(f"<b>Review due:</b> {escape(h.review.text())}")
        if h.cruelty_note:
            flags.append(escape(h.cruelty_note))
        flags += [escape(f) for f in changed_permits(self.owner_id)]
        self.flags.setStyleSheet(f"color: {theme.danger()};" if flags else "")
        self.flags.setText("<br>".join(flags))
        self._show_permit_due()
        for key, b in self.buttons.items():
            b.setVisible(key != "unmerge" or bool(h.merged_into))
            if key not in ("export", "unmerge"):
                b.setEnabled(not h.merged_into and not h.is_void and (
                    key not in ("conviction", "violation") or self.ctx.actor.may("record_violation"))
                    and (key != "merge" or self.ctx.actor.may("merge_owners")))
        self.events = owner_timeline.timeline(self.owner_id)
        self.timeline.set_rows(TIMELINE, [(i, e.day, e.what, e.summary) for i, e in enumerate(self.events)])
        self.timeline.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        chosen = self.animals.current_id()  # the animal chosen stays chosen when the record is read again
        self.animals.set_rows(ANIMALS, q.owner_animals(self.owner_id))
        if chosen is not None:
            self.animals.select_id(chosen)
        self.animal_page.update_buttons()
        self.violations.set_rows(VIOLATIONS, [r[:10] for r in q.owner_violations(self.owner_id)])
        self.addresses.set_rows(HISTORY, [(r[0], r[1], r[2], r[3], r[4]) for r in q.addresses(self.owner_id)])
        self.phones.set_rows(HISTORY, [(r[0], r[1], r[2], r[3], r[4]) for r in q.phones(self.owner_id)])
        self.convictions.set_rows(CONVICTIONS, q.convictions(self.owner_id))
        self.linked.load(h)
        self.field.load(self.owner_id)
        for b in self.vbuttons.values():
            b.setVisible(True)
        self._violation_buttons()

    def _show_permit_due(self) -> None:
        """T-7A: an owner who needs an animal permit and has not applied sees the last day to apply."""
        due = None if self.header.merged_into or self.header.is_void else owner_permit_due(self.owner_id)
        self.permit_due.setVisible(due is not None)
        if due is None:
            self.permit_due.setText("")
            return
        colour = theme.danger() if due.late else theme.warning()
        self.permit_due.setStyleSheet(f"color: {colour};")
        self.permit_due.setText(self.tr("<b>{0}</b><br>Needed because: {1}.<br>{2} {3}.").format(escape(due.headline()), escape(due.trigger_text), escape(due.apply_by.text()), escape(due.citation)))

    # --- helpers --------------------------------------------------------------------
    def _emit(self, kind: str, record_id) -> None:
        if record_id is not None:
            self.ctx.open_record.emit(kind, record_id)

    def _open_event(self, _index) -> None:
        i = self.timeline.current_id()
        if i is None:
            return
        event = self.events[i]
        if event.record_kind == "owner":
            if event.record_id != self.owner_id:
                self.owner_opened.emit(event.record_id)
        elif event.record_kind == "violation":
            self.show_violation(event.record_id)
        else:
            self._emit(event.record_kind, event.record_id)

    def _run(self, dialog) -> bool:
        """Open a dialog modally; after a change, reload and tell the other tabs."""
        if run_modal(dialog) and dialog.result_value is not None:
            self.reload()
            self.ctx.changed("owner")
            return True
        return False

    def _fail(self, exc: OfficeError) -> None:
        QMessageBox.warning(self, self.tr("AnimalOffice"), describe_error(exc))

    # --- actions ----------------------------------------------------------------------
    def edit(self):
        return self._run(OwnerDialog(self.ctx, self.header, self))

    def new_address(self):
        if not self._run(AddressDialog(self.ctx, self.owner_id, self)):
            return False
        flagged = changed_permits(self.owner_id)
        if flagged:  # T-4A: the move flagged a permit for the officer's decision
            self.ctx.changed("permit")
            self.ctx.status(flagged[0])
        return True

    def _linked_changed(self) -> None:
        self.reload()
        self.ctx.changed("owner")

    def new_phone(self):
        return self._run(PhoneDialog(self.ctx, self.owner_id, self))

    def conviction(self):
        return self._run(ConvictionDialog(self.ctx, self.owner_id, self))

    def merge(self):
        dialog = MergeDialog(self.ctx, self.owner_id, self)
        if self._run(dialog):
            moved = sum(dialog.result_value.moved.values())
            self.ctx.status(self.tr("Merged: {0} records moved to {1}").format(moved, self.header.display_name))
            return True
        return False

    def undo_merge(self):
        dup = self.owner_id
        dialog = ReasonDialog(self.ctx, "Undo the merge", "&Why:",
                              lambda reason: merge.undo_merge(self.ctx.actor, dup, reason=reason), self)
        if self._run(dialog):
            result = dialog.result_value
            note = f"; {len(result.skipped)} changed since and left in place" if result.skipped else ""
            self.ctx.status(self.tr("Merge undone: {0} records back{1}").format(result.restored, note))
            return True
        return False

    def export_history(self, path: str | None = None):
        return export_model(self, self.ctx, self.timeline, what=f"history of {self.header.display_name}",
                            suggested_name=f"owner-{self.owner_id}-history.csv", path=path)
