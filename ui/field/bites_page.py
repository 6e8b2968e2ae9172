"""The Bite reports page: the list, and the report chosen: the bite, the victim (only for a role
that may see it), the animal's rabies status on the day, the report to the health department,
the observation, the dangerous-dog grounds the facts support, its photos and papers."""
from __future__ import annotations

from datetime import date

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from animaloffice.domain import bites as rules
from animaloffice.domain.errors import OfficeError
from animaloffice.printing.field_documents import bite_report_pdf
from animaloffice.queries.bites import BiteDetail, bite_detail, bite_history, bite_list
from animaloffice.queries.records import call_facts

from ..models.query_table_model import Column, QueryTableModel
from ..widgets.attachments import AttachmentStrip
from ..widgets.forms import describe_error
from . import bite_dialogs as dialogs
from .forms import open_dialog

COLUMNS = [Column("number", "Report"), Column("bitten_on", "Bitten on", "date"), Column("animal", "Animal", sortable=False),
           Column("owner", "Owner"), Column("injury", "Injury", sortable=False),
           Column("rabies", "Rabies vaccination", sortable=False),
           Column("health", "Reported to health", "date", sortable=False),
           Column("quarantine", "Observation", sortable=False)]


def _button(text: str, name: str, slot) -> QPushButton:
    b = QPushButton(text, objectName=name)
    b.clicked.connect(lambda: slot())
    return b


class BitePanel(QWidget):
    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.detail: BiteDetail | None = None
        self.today = date.today
        self.dialogs = []
        self.last_preview = None
        self.title = QLabel(objectName="bite_title")
        self.title.setStyleSheet("font-size: 14pt; font-weight: 600;")
        self.facts = QLabel(objectName="bite_facts", wordWrap=True)
        self.facts.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.victim = QLabel(objectName="bite_victim", wordWrap=True)
        self.victim.setAccessibleName(self.tr("Victim"))
        self.grounds = QLabel(objectName="bite_grounds", wordWrap=True)
        self.grounds.setAccessibleName(self.tr("Dangerous-dog grounds"))
        self.history = QLabel(objectName="bite_history", wordWrap=True)
        self.files = AttachmentStrip(ctx)
        self.buttons = {
            "health": _button(self.tr("Report to the health &department…"), "bite_health", self.health),
            "quarantine": _button(self.tr("Start the &observation…"), "bite_quarantine", self.quarantine),
            "impound": _button(self.tr("Open the &impound"), "bite_open_impound", self.open_impound),
            "declare": _button(self.tr("Decla&re dangerous dog…"), "bite_declare", self.declare),
            "print": _button(self.tr("&Print report"), "bite_print", self.print_report),
            "print_internal": _button(self.tr("Print with the &victim"), "bite_print_internal",
                                      lambda: self.print_report(with_confidential=True)),
        }
        grid = QGridLayout()
        for i, b in enumerate(self.buttons.values()):
            grid.addWidget(b, i // 3, i % 3)
        layout = QVBoxLayout(self)
        for w in (self.title, self.facts, self.victim):
            layout.addWidget(w)
        layout.addLayout(grid)
        layout.addWidget(self.grounds)
        layout.addWidget(self.history)
        layout.addStretch(1)
        layout.addWidget(self.files)
        self.show_bite(None)

    def show_bite(self, bite_id: int | None) -> None:
        self.detail = d = bite_detail(bite_id, self.ctx.actor) if bite_id is not None else None
        if d is None:
            self.title.setText(self.tr("No bite report chosen"))
            for w in (self.facts, self.victim, self.grounds, self.history):
                w.setText("")
            for b in self.buttons.values():
                b.setEnabled(False)
            self.files.set_subject(None)
            return
        self.title.setText(f"{d.number} · {d.bitten_on:%m/%d/%Y}" + (" (void)" if d.void else ""))
        lines = [f"Where: {d.place}" + (f", {d.bitten_time}" if d.bitten_time else ""),
                 f"Animal: {d.animal or d.species_label + ', not on record'}" + (f" · Owner: {d.owner}" if d.owner else ""),
                 f"Injury: {rules.INJURIES[d.injury]} · {rules.PROVOKED[d.provoked]}",
                 f"Rabies on the day: {rules.RABIES_STATUSES[d.rabies_status]}. {d.rabies_note}",
                 "Health department: " + (f"reported {d.health_reported_on:%m/%d/%Y} to {d.health_reported_to}"
                                          if d.health_reported_on else "not reported yet"),
                 "Observation: " + (f"impound {d.impound_number}, ends {d.quarantine_until:%m/%d/%Y}"
                                    if d.impound_id and d.quarantine_until else
                                    "not started" if d.observed else f"none for a {d.species_label.lower()}")]
        if d.call_number:
            lines.append(f"From call {d.call_number}")
        if d.dangerous_dog_number:
            lines.append(f"Dangerous-dog case {d.dangerous_dog_number}")
        self.facts.setText("\n".join(lines))
        if d.victim_hidden:
            self.victim.setText(self.tr("Bitten: {0}; who: confidential (shown to officers and administrators)").format(rules.VICTIM_KINDS[d.victim_kind].lower()))
        else:
            who = ", ".join(p for p in (d.victim_name, d.victim_phone, d.victim_address) if p) or "not recorded"
            self.victim.setText(self.tr("Victim (confidential): {0}; {1}").format(who, rules.AGE_GROUPS.get(d.victim_age_group, '')))
        self.grounds.setText("Dangerous-dog grounds these facts support (Minn. Stat. § 347.50):\n" + "\n".join(
            f"• {g.text}: {g.why}" for g in d.grounds) if d.grounds else "")
        earlier = [h for h in bite_history(animal_id=d.animal_id) if h.id != d.id] if d.animal_id else []
        self.history.setText("Other bites of this animal: " + "; ".join(
            f"{h.number} ({h.bitten_on:%m/%d/%Y}, {h.injury.lower()})" for h in earlier) if earlier else "")
        self.files.set_subject("bite_report", d.id)
        may = self.ctx.actor.may
        live = not d.void
        self.buttons["health"].setEnabled(live and may("record_bite"))
        self.buttons["quarantine"].setEnabled(live and may("impound") and d.observed and d.impound_id is None)
        self.buttons["impound"].setEnabled(d.impound_id is not None)
        self.buttons["declare"].setEnabled(live and may("declare_dangerous_dog") and d.species == "dog"
                                           and d.animal_id is not None and d.dangerous_dog_id is None)
        self.buttons["print"].setEnabled(True)
        self.buttons["print_internal"].setEnabled(may("view_confidential"))

    def _after(self, message: str) -> None:
        self.ctx.changed("bite_report")
        self.ctx.status(message)
        self.show_bite(self.detail.id)

    def _dialog(self, dialog, message: str):
        dialog.done_ok.connect(lambda _: self._after(message))
        return open_dialog(self, dialog)

    def health(self):
        return self._dialog(dialogs.HealthDialog(self.ctx, self.detail, self, today=self.today()),
                            "Report to the health department recorded")

    def quarantine(self):
        return self._dialog(dialogs.QuarantineDialog(self.ctx, self.detail, self, today=self.today()),
                            "Taken in for the observation")

    def declare(self):
        return self._dialog(dialogs.DeclareDialog(self.ctx, self.detail, self, today=self.today()),
                            "Dangerous-dog case declared")

    def open_impound(self) -> None:
        if self.detail and self.detail.impound_id:
            self.ctx.open_record.emit("impound", self.detail.impound_id)

    def print_report(self, *, with_confidential: bool = False):
        from ..printing import preview

        d = self.detail
        try:
            pdf = bite_report_pdf(d.id, self.ctx.actor, with_confidential=with_confidential)
        except OfficeError as exc:
            self.ctx.status(describe_error(exc))
            return None
        self.last_preview = preview(self, pdf, f"Bite report {d.number}", "bite_report", f"bite-report-{d.number}.pdf")
        return self.last_preview


class BitesPage(QWidget):
    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.dialogs = []
        self.setObjectName("bites_page")
        self.filter_edit = QLineEdit(objectName="bite_filter")
        self.filter_edit.setPlaceholderText(self.tr("Report number, place or owner"))
        self.filter_edit.setAccessibleName(self.tr("Filter bite reports"))
        self.filter_edit.textChanged.connect(lambda _: self.refresh())
        self.new_button = QPushButton(self.tr("&New bite report…"), objectName="new_bite")
        self.new_button.setEnabled(ctx.actor.may("record_bite"))
        self.new_button.clicked.connect(lambda: self.new_bite())
        top = QHBoxLayout()
        top.addWidget(self.filter_edit, 1)
        top.addWidget(self.new_button)
        self.model = QueryTableModel(COLUMNS, self)
        self.table = QTableView(objectName="bite_table")
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(1, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setAccessibleName(self.tr("Bite reports"))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._row_chosen())
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(top)
        left_layout.addWidget(self.table, 1)
        self.panel = BitePanel(ctx)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, objectName="bites_splitter")
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.panel)
        self.splitter.setSizes([700, 560])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)
        self.refresh()

    def refresh(self) -> None:
        self.model.set_source(bite_list(self.ctx.jurisdiction_id, text=self.filter_edit.text()), now=True)
        if self.panel.detail is not None:
            self.panel.show_bite(self.panel.detail.id)

    def _row_chosen(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if rows:
            bite_id = self.model.record_id(rows[0].row())
            if bite_id is not None and (self.panel.detail is None or self.panel.detail.id != bite_id):
                self.panel.show_bite(bite_id)

    def show_bite(self, bite_id: int) -> None:
        row = self.model.row_of(bite_id)
        if row >= 0:
            self.table.selectRow(row)
        self.panel.show_bite(bite_id)

    def new_bite(self, call_id: int | None = None):
        call = call_facts(call_id) if call_id is not None else None
        dialog = dialogs.BiteDialog(self.ctx, self, call=call, today=self.panel.today())
        dialog.done_ok.connect(lambda info: (self.ctx.changed("bite_report"), self.refresh(), self.show_bite(info.id),
                                             self.ctx.status(self.tr("Bite report {0} recorded").format(info.number))))
        return open_dialog(self, dialog)
