"""One call for service on the right of the Calls page: what, where, who called (only for a role
that may see it), the visits, what it produced, the repeat complaints with it, its photos and
papers, and the actions the call is at."""
from __future__ import annotations

from datetime import date

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from animaloffice.domain import calls as rules
from animaloffice.domain.errors import OfficeError
from animaloffice.domain.statuses import CallStatus
from animaloffice.printing.field_documents import call_report_pdf
from animaloffice.queries.calls import CallDetail, call_detail
from animaloffice.services import call_letters

from .. import theme
from ..widgets.attachments import AttachmentStrip
from ..widgets.forms import describe_error
from ..widgets.scrolling_text import scrolling_labels
from . import call_dialogs as dialogs
from .forms import open_dialog


def _button(text: str, name: str, slot) -> QPushButton:
    b = QPushButton(text, objectName=name)
    b.clicked.connect(lambda: slot())
    return b


class CallPanel(QWidget):
    changed = Signal(int)
    open_bite = Signal(int)  # a call about a bite: record (or open) its bite report

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.detail: CallDetail | None = None
        self.today = date.today
        self.dialogs = []
        self.last_preview = None
        self.setObjectName("call_panel")
        self.title = QLabel(objectName="call_title")
        self.title.setStyleSheet("font-size: 14pt; font-weight: 600;")
        self.facts = QLabel(objectName="call_facts", wordWrap=True)
        self.facts.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.caller = QLabel(objectName="call_caller", wordWrap=True)
        self.caller.setAccessibleName(self.tr("Caller"))
        self.repeat = QLabel(objectName="call_repeat", wordWrap=True)
        self.repeat.setStyleSheet(f"color: {theme.danger()}; font-weight: 600;")
        self.visits = QListWidget(objectName="call_visits")
        self.visits.setAccessibleName(self.tr("Visits and follow-ups"))
        self.links = QListWidget(objectName="call_links")
        self.links.setAccessibleName(self.tr("What the call produced"))
        self.links.itemActivated.connect(self._open_link)
        self.repeats = QListWidget(objectName="call_repeats")
        self.repeats.setAccessibleName(self.tr("Repeat complaints"))
        self.repeats.itemActivated.connect(lambda item: self.ctx.open_record.emit("call", item.data(Qt.ItemDataRole.UserRole)))
        self.files = AttachmentStrip(ctx)
        for w in (self.visits, self.links, self.repeats):
            w.setMinimumHeight(42)  # two rows, scrolling, on a small screen: the actions stay in view
        may_work, may_take = ctx.actor.may("work_call"), ctx.actor.may("take_call")
        self.buttons = {
            "assign": _button(self.tr("&Assign…"), "call_assign", self.assign),
            "visit": _button(self.tr("Add &visit…"), "call_visit", self.visit),
            "warning": _button(self.tr("&Warning…"), "call_warning", lambda: self.letter("warning")),
            "comply": _button(self.tr("Notice to c&omply…"), "call_comply", lambda: self.letter("notice_to_comply")),
            "violation": _button(self.tr("Vio&lation…"), "call_violation", self.violation),
            "impound": _button(self.tr("Link &impound…"), "call_link_impound", self.link_impound),
            "bite": _button(self.tr("&Bite report…"), "call_bite", self.bite),
            "close": _button(self.tr("Clo&se…"), "call_close", self.close_call),
            "reopen": _button(self.tr("&Reopen…"), "call_reopen", self.reopen),
            "print": _button(self.tr("&Print report"), "call_print", self.print_report),
            "print_internal": _button(self.tr("Print with the call&er"), "call_print_internal",
                                      lambda: self.print_report(with_confidential=True)),
            "service": _button(self.tr("Servi&ce of the letter…"), "call_letter_service", self.serve_letter),
        }
        self.buttons["service"].setToolTip(self.tr("How the call's letter was served, and its proof of service: "
                                                   "the letter chosen in What it produced, else the newest"))
        self.allowed = {"assign": may_take, "visit": may_work, "warning": may_work, "comply": may_work,
                        "violation": may_work and ctx.actor.may("record_violation"), "impound": may_work,
                        "bite": ctx.actor.may("record_bite"), "close": may_work, "reopen": may_work,
                        "print": True, "print_internal": ctx.actor.may("view_confidential"), "service": True}
        grid = QGridLayout()
        for i, key in enumerate(self.buttons):
            grid.addWidget(self.buttons[key], i // 4, i % 4)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(scrolling_labels("call_facts_area", self.facts, self.caller, self.repeat), 1)
        layout.addLayout(grid)
        # one list at a time under the actions, so the panel fits a 768-line screen
        self.lists = QTabWidget(objectName="call_lists")
        for page, title, tip in (
                (self.visits, self.tr("Visits"), self.tr("Visits and follow-ups")),
                (self.links, self.tr("What it produced"), self.tr("What it produced (double-click to open)")),
                (self.repeats, self.tr("Calls with it"), self.tr("Calls with it: the same place or the same animal")),
                (self.files, self.tr("Photos and papers"), self.tr("Photos and papers of the call"))):
            self.lists.setTabToolTip(self.lists.addTab(page, title), tip)
        layout.addWidget(self.lists, 2)
        self.show_call(None)

    # --- showing --------------------------------------------------------------------------------
    def show_call(self, call_id: int | None) -> None:
        self.detail = call_detail(call_id, self.ctx.actor) if call_id is not None else None
        d = self.detail
        for w in (self.visits, self.links, self.repeats):
            w.clear()
        if d is None:
            self.title.setText(self.tr("No call chosen"))
            for w in (self.facts, self.caller, self.repeat):
                w.setText("")
            for b in self.buttons.values():
                b.setEnabled(False)
            self.files.set_subject(None)
            return
        status = CallStatus.label_of(d.status)
        if d.outcome:
            status += f": {rules.OUTCOMES.get(d.outcome, d.outcome)} on {d.outcome_on:%m/%d/%Y}"
        self.title.setText(f"{d.number} · {d.kind_label}" + (" (void)" if d.void else ""))
        lines = [f"{rules.PRIORITIES.get(d.priority, d.priority)} priority · {status}",
                 f"Where: {d.address}", f"Received {d.received_at:%m/%d/%Y %H:%M} ({d.how.lower()}) by {d.received_by}",
                 f"Officer: {d.officer_name or 'not assigned'}"]
        if d.owner:
            lines.append(f"Owner: {d.owner}" + (f" · Animal: {d.animal}" if d.animal else ""))
        if d.description:
            lines.append(f"Reported: {d.description}")
        if d.referred_to:
            lines.append(f"Referred to {d.referred_to}")
        if d.reopened_at:
            lines.append(f"Reopened {d.reopened_at:%m/%d/%Y}: {d.reopen_reason}")
        self.facts.setText("\n".join(lines))
        if d.caller_hidden:
            self.caller.setText(self.tr("Caller: confidential (shown to officers and administrators)"))
        else:
            who = ", ".join(p for p in (d.caller_name, d.caller_phone, d.caller_address) if p) or "not given"
            self.caller.setText(self.tr("Caller (confidential): {0}").format(who))
        self.repeat.setText(d.repeat_flag)
        for v in d.visits:
            self.visits.addItem(f"{v.visited_at:%m/%d/%Y %H:%M} · {v.kind} · {v.officer}: {v.notes}")
        for l in d.links:
            item = QListWidgetItem(l.label + (" (void)" if l.void else ""))
            item.setData(Qt.ItemDataRole.UserRole, (l.subject_table, l.subject_id))
            self.links.addItem(item)
        for r in d.repeats:
            if r.call_id == d.id:
                continue
            item = QListWidgetItem(f"{r.number} · {r.received_on:%m/%d/%Y} · {r.kind} · {r.address} · {r.status}")
            item.setData(Qt.ItemDataRole.UserRole, r.call_id)
            self.repeats.addItem(item)
        self.files.set_subject("call", d.id)
        closed = d.status == CallStatus.CLOSED
        for key, b in self.buttons.items():
            live = not d.void and (key in ("print", "print_internal", "reopen") or not closed)
            if key == "reopen":
                live = closed and not d.void
            if key == "bite":
                live = live and d.bite_kind
            if key == "service":  # a letter is proven served after the call is closed too
                live = not d.void and self.letter_to_serve() is not None
            b.setEnabled(bool(self.allowed.get(key)) and live)

    def _open_link(self, item: QListWidgetItem) -> None:
        table, rid = item.data(Qt.ItemDataRole.UserRole)
        if table == "notice":
            self._show_pdf(lambda: call_letters.call_letter_pdf(rid), "Letter", "call_letter")
        elif table == "bite_report":
            self.ctx.open_record.emit("bite_report", rid)
        else:
            self.ctx.open_record.emit(table, rid)

    def _after(self, message: str) -> None:
        if self.detail is None:
            return
        self.ctx.changed("call")
        self.ctx.status(message)
        self.show_call(self.detail.id)
        self.changed.emit(self.detail.id)

    def _show_pdf(self, make, title: str, doc_type: str):
        from ..printing import preview

        try:
            pdf = make()
        except OfficeError as exc:
            self.ctx.status(describe_error(exc))
            return None
        self.last_preview = preview(self, pdf, title, doc_type, f"{title.lower().replace(' ', '-')}.pdf")
        return self.last_preview

    # --- actions ---------------------------------------------------------------------------------
    def _dialog(self, dialog, message: str, then=None):
        dialog.done_ok.connect(lambda result: (self._after(message), then(result) if then else None))
        return open_dialog(self, dialog)

    def assign(self):
        return self._dialog(dialogs.AssignDialog(self.ctx, self.detail, self), "Call assigned")

    def visit(self):
        return self._dialog(dialogs.VisitDialog(self.ctx, self.detail, self), "Visit recorded")

    def letter(self, kind: str):
        dialog = dialogs.LetterDialog(self.ctx, self.detail, kind, self, today=self.today())
        return self._dialog(dialog, "Letter recorded", lambda info: self._show_pdf(
            lambda: call_letters.call_letter_pdf(info.id), "Warning" if kind == "warning" else "Notice to comply",
            "call_letter"))

    def violation(self):
        return self._dialog(dialogs.ViolationDialog(self.ctx, self.detail, self, today=self.today()),
                            "Violation recorded")

    def link_impound(self):
        return self._dialog(dialogs.LinkImpoundDialog(self.ctx, self.detail, self), "Impound linked")

    def close_call(self):
        return self._dialog(dialogs.CloseDialog(self.ctx, self.detail, self, today=self.today()), "Call closed")

    def reopen(self):
        return self._dialog(dialogs.ReopenDialog(self.ctx, self.detail, self), "Call reopened")

    def bite(self):
        bite = next((l.subject_id for l in self.detail.links if l.subject_table == "bite_report" and not l.void), None)
        if bite is not None:
            self.ctx.open_record.emit("bite_report", bite)
        else:
            self.open_bite.emit(self.detail.id)

    def letter_to_serve(self) -> int | None:
        """The letter (notice) whose service the Service button opens: the one chosen in What it
        produced, else the call's newest letter not void."""
        if self.detail is None:
            return None
        letters = [l.subject_id for l in self.detail.links if l.subject_table == "notice" and not l.void]
        item = self.links.currentItem()
        chosen = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if chosen is not None and chosen[0] == "notice" and chosen[1] in letters:
            return chosen[1]
        return letters[-1] if letters else None

    def serve_letter(self):
        """The letter's service window: its attempts, the return of the mail, its proof of service."""
        from ..hearings.service_window import open_service_window

        letter = self.letter_to_serve()
        if letter is None:
            return None
        self.service_window = open_service_window(self.ctx, letter, self)
        return self.service_window

    def print_report(self, *, with_confidential: bool = False):
        d = self.detail
        return self._show_pdf(lambda: call_report_pdf(d.id, self.ctx.actor, with_confidential=with_confidential),
                              f"Call {d.number}" + (" (with the caller)" if with_confidential else ""), "call_report")
