"""One hearing case: where it stands, the actions open now, and its history in order."""
from __future__ import annotations

from datetime import date

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QGridLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton, QTreeWidget, QTreeWidgetItem,
                               QVBoxLayout, QWidget)

from animaloffice.domain.hearings import kind_word
from animaloffice.queries.hearing_cases import CaseSummary, case_history, case_summary
from ui.theme import muted

# (action code, button text) in the order a case goes
ACTIONS = (
    ("request", "Record &request…"),
    ("accept_late", "&Accept late request…"),
    ("refuse_late", "Re&fuse late request…"),
    ("schedule", "&Schedule hearing…"),
    ("reschedule", "&Move hearing…"),
    ("cancel", "Ca&ncel hearing…"),
    ("withdraw", "Request &withdrawn…"),
    ("print_hearing_notice", "Print hearing &notice"),
    ("record", "Record &hearing…"),
    ("decide", "Written &decision…"),
    ("print_decision", "Print decision &letter"),
    ("appeal", "Record a&ppeal…"),
    ("appeal_outcome", "Appeal &outcome…"),
    ("appeal_effect_done", "Appeal result carried…"),
    ("open_matter", "Open in &Permits"),
)


MATTER_KINDS = {"permit_application": "application", "permit": "permit"}  # record kinds the Permits tab opens


class CasePanel(QWidget):
    action_requested = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.summary: CaseSummary | None = None
        self.heading = QLabel("Choose a notice to see its case.")
        self.heading.setObjectName("case_heading")
        self.heading.setWordWrap(True)
        self.heading.setStyleSheet("font-weight: 600; font-size: 11pt;")
        self.details = QLabel()
        self.details.setObjectName("case_details")
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details.setAccessibleName("Case details")
        self.buttons: dict[str, QPushButton] = {}
        actions = QGroupBox("Actions")
        grid = QGridLayout(actions)
        for i, (code, text) in enumerate(ACTIONS):
            b = QPushButton(text)
            b.setObjectName(f"action_{code}")
            b.setAccessibleName(text.replace("&", "").replace("…", ""))
            b.clicked.connect(lambda _=False, c=code: self.action_requested.emit(c))
            b.setEnabled(False)
            grid.addWidget(b, i // 3, i % 3)
            self.buttons[code] = b
        self.history = QTreeWidget()
        self.history.setObjectName("case_history")
        self.history.setAccessibleName("Case history")
        self.history.setHeaderLabels(["Date", "What", "Details"])
        self.history.setRootIsDecorated(False)
        self.history.setWordWrap(True)
        self.history.setColumnWidth(0, 90)
        self.history.setColumnWidth(1, 130)
        self.history.setUniformRowHeights(False)
        left = QVBoxLayout()
        left.addWidget(self.heading)
        left.addWidget(self.details)
        left.addStretch(1)
        left.addWidget(actions)
        right = QVBoxLayout()
        history_label = QLabel("Case &history")
        history_label.setBuddy(self.history)
        right.addWidget(history_label)
        right.addWidget(self.history, 1)
        self.event_detail = QLabel()
        self.event_detail.setObjectName("history_detail")
        self.event_detail.setWordWrap(True)
        self.event_detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.event_detail.setAccessibleName("Chosen history entry")
        right.addWidget(self.event_detail)
        self.history.currentItemChanged.connect(
            lambda item, _: self.event_detail.setText(f"{item.text(0)} — {item.text(1)}: {item.text(2)}"
                                                      if item else ""))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addLayout(left, 1)
        layout.addLayout(right, 1)

    def show_case(self, notice_id: int | None, today: date | None = None) -> None:
        self.history.clear()
        self.event_detail.clear()
        if notice_id is None:
            self.summary = None
            self.heading.setText("Choose a notice to see its case.")
            self.details.clear()
            for b in self.buttons.values():
                b.setEnabled(False)
            return
        s = self.summary = case_summary(notice_id, today or date.today())
        self.heading.setText(f"{kind_word(s.kind).capitalize()} notice {s.notice_number} to {s.recipient} — "
                             f"{s.matter.title()}")
        lines = [f"<b>Status:</b> {_esc(s.status.label)}",
                 f"<b>Sent:</b> {s.sent_on:%m/%d/%Y}. <b>Request a hearing by:</b> {s.deadline:%A %B %d, %Y}",
                 f"<span style='color:{muted()}'>{_esc(s.deadline_why)}</span>"]
        if s.request_id is None:
            lines.append(f"<span style='color:{muted()}'>{_esc(s.days_left_why)}</span>")
        if s.reasons:
            lines.append(f"<b>Reasons in the notice:</b> {_esc(s.reasons)}")
        if s.request_text:
            lines.append(f"<b>Request:</b> {_esc(s.request_text)}")
        if s.hearing_text:
            lines.append(f"<b>Hearing:</b> {_esc(s.hearing_text)}")
        for _, _, text, _ in s.appeals:
            lines.append(f"<b>Appeal:</b> {_esc(text)}")
        self.details.setText("<br>".join(lines))
        dog = s.matter.table == "dangerous_dog"  # MN-347.50: the matter opens in the dangerous-dog window
        opener = self.buttons["open_matter"]
        opener.setText("Open the &dog's case" if dog else "Open in &Permits")
        opener.setAccessibleName(opener.text().replace("&", ""))
        for code, b in self.buttons.items():
            b.setEnabled(code in s.actions or (code == "open_matter" and (s.matter.table in MATTER_KINDS or dog)))
        for e in case_history(notice_id):
            item = QTreeWidgetItem([f"{e.on:%m/%d/%Y}", e.what, e.detail])
            item.setTextAlignment(0, Qt.AlignmentFlag.AlignTop)
            item.setData(0, Qt.ItemDataRole.UserRole, (e.kind, e.record_id))
            item.setToolTip(2, e.detail)
            self.history.addTopLevelItem(item)

    def history_rows(self) -> list[tuple[str, str, str]]:
        return [tuple(self.history.topLevelItem(i).text(c) for c in range(3))
                for i in range(self.history.topLevelItemCount())]


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\n", "<br>")
