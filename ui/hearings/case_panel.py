"""One hearing case: where it stands, the actions open now, and its history in order."""
from __future__ import annotations

from datetime import date

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QStyledItemDelegate,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from animaloffice.domain.explain import fmt_date
from animaloffice.domain.hearings import kind_word
from animaloffice.queries.hearing_cases import CaseSummary, case_history, case_summary
from animaloffice.services.service_of_notice import flagged, service_text

from ..theme import danger, muted

# (action code, button text) in the order a case goes. Only the actions open now are shown, so the
# mnemonics of the buttons shown together never clash with each other, with the window's menus (File,
# Go, Tools, Help) or with the tab's own (Show, Cases, Follow-up, Calendar, history).
ACTIONS = (
    ("request", "Record &request…"),
    ("accept_late", "&Accept late request…"),
    ("refuse_late", "Refuse late re&quest…"),
    ("schedule", "Sched&ule hearing…"),
    ("reschedule", "&Move hearing…"),
    ("cancel", "Ca&ncel hearing…"),
    ("withdraw", "Request with&drawn…"),
    ("print_hearing_notice", "&Print hearing notice"),
    ("record", "Record hear&ing…"),
    ("decide", "Written &decision…"),
    ("print_decision", "Print &decision letter"),
    ("decision_received", "Decision recei&ved…"),
    ("appeal", "Record appea&l…"),
    ("appeal_outcome", "&Appeal outcome…"),
    ("decision_effect_done", "Decision carried by &hand…"),
    ("appeal_effect_done", "Appeal res&ult carried…"),
    ("print_appeal", "Print appeal le&tter"),
    ("open_matter", "&Open in Permits"),
    ("service", "Service: how and &by whom…"),  # how the notice was served: every case has it
)
COLUMNS_OF_BUTTONS = 3


MATTER_KINDS = {"permit_application": "application", "permit": "permit"}  # record kinds the Permits tab opens


class WrappingDelegate(QStyledItemDelegate):
    """Rows as tall as their wrapped text in the column's present width (Qt's own estimate can fall
    a line short, and the rest of the entry was cut off with '…')."""

    def sizeHint(self, option, index):  # noqa: N802
        hint = super().sizeHint(option, index)
        view = self.parent()
        width = max(view.columnWidth(index.column()) - 12, 40)
        text = str(index.data() or "")
        rect = option.fontMetrics.boundingRect(QRect(0, 0, width, 100000), int(Qt.TextFlag.TextWordWrap), text)
        return QSize(hint.width(), max(hint.height(), rect.height() + 6))


class CasePanel(QWidget):
    action_requested = Signal(str)
    serve_letter = Signal(int)  # a letter of the case chosen in its history: its service window

    def __init__(self, parent=None, *, ctx=None):
        super().__init__(parent)
        self.summary: CaseSummary | None = None
        self.files = None  # the hearing's photos and papers (with the window's context)
        self.heading = QLabel(self.tr("Choose a notice to see its case."))
        self.heading.setObjectName("case_heading")
        self.heading.setWordWrap(True)
        self.heading.setStyleSheet("font-weight: 600; font-size: 11pt;")
        self.details = QLabel()
        self.details.setObjectName("case_details")
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details.setAccessibleName(self.tr("Case details"))
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.details_scroll = QScrollArea()  # a long case scrolls; nothing is cut off in a small window
        self.details_scroll.setObjectName("case_details_scroll")
        self.details_scroll.setWidgetResizable(True)
        self.details_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.details_scroll.setWidget(self.details)
        self.buttons: dict[str, QPushButton] = {}
        self.actions_box = actions = QGroupBox(self.tr("Actions"))
        self.grid = QGridLayout(actions)
        for code, text in ACTIONS:
            b = QPushButton(text, actions)  # a child of the box from the start: never a window of its own
            b.setObjectName(f"action_{code}")
            b.setAccessibleName(text.replace("&", "").replace("…", ""))
            b.clicked.connect(lambda _=False, c=code: self.action_requested.emit(c))
            b.setEnabled(False)
            b.hide()
            self.buttons[code] = b
        actions.hide()
        self.history = QTreeWidget()
        self.history.setObjectName("case_history")
        self.history.setAccessibleName(self.tr("Case history"))
        self.history.setHeaderLabels([self.tr("Date"), self.tr("What"), self.tr("Details")])
        self.history.setRootIsDecorated(False)
        self.history.setWordWrap(True)
        self.history.setColumnWidth(0, 90)
        self.history.setColumnWidth(1, 130)
        self.history.setUniformRowHeights(False)
        self.history.setItemDelegate(WrappingDelegate(self.history))
        self.history.header().sectionResized.connect(lambda *_: self.history.doItemsLayout())
        left = QVBoxLayout()
        left.addWidget(self.heading)
        left.addWidget(self.details_scroll, 1)
        left.addWidget(actions)
        right = QVBoxLayout()
        history_label = QLabel(self.tr("Case histor&y"))
        history_label.setBuddy(self.history)
        self.history_row = QHBoxLayout()  # the serve action on the history's own line: no height of its own
        self.history_row.addWidget(history_label)
        self.history_row.addStretch(1)
        right.addLayout(self.history_row)
        right.addWidget(self.history, 1)
        self.event_detail = QLabel()
        self.event_detail.setObjectName("history_detail")
        self.event_detail.setWordWrap(True)
        self.event_detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.event_detail.setAccessibleName(self.tr("Chosen history entry"))
        right.addWidget(self.event_detail)
        # each letter of the case (its notice, a notice of hearing, a decision or appeal letter) is
        # served on its own: the action serves the letter chosen in the history (Enter does too)
        self.serve_button = QPushButton(self.tr("Service of the chosen letter…"))
        self.serve_button.setObjectName("history_service")
        self.serve_button.setAccessibleName(self.tr("How the letter chosen in the history was served, and its proof"))
        self.serve_button.setToolTip(self.tr("How the letter chosen in the history was served, and its proof "
                                             "(Enter on the letter in the history does the same)"))
        self.serve_button.setEnabled(False)
        self.serve_button.clicked.connect(lambda: self._serve(self.history.currentItem()))
        self.history.itemActivated.connect(lambda item, _: self._serve(item))
        self.history_row.addWidget(self.serve_button)
        if ctx is not None:
            from ..widgets.attachments import AttachmentStrip

            self.files = AttachmentStrip(ctx, title="Photos and papers of the hearing")
            right.addWidget(self.files)
        self.history.currentItemChanged.connect(
            lambda item, _: self.event_detail.setText(f"{item.text(0)} — {item.text(1)}: {item.text(2)}"
                                                      if item else ""))
        self.history.currentItemChanged.connect(
            lambda item, _: self.serve_button.setEnabled(self._letter_of(item) is not None))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addLayout(left, 1)
        layout.addLayout(right, 1)

    def show_case(self, notice_id: int | None, today: date | None = None) -> None:
        self.history.clear()
        self.event_detail.clear()
        self.serve_button.setEnabled(False)
        if self.files is not None:
            hearing = case_summary(notice_id, today or date.today()).hearing_id if notice_id is not None else None
            self.files.set_subject("hearing", hearing)
        if notice_id is None:
            self.summary = None
            self.heading.setText(self.tr("Choose a notice to see its case."))
            self.details.clear()
            self._show_actions(set())
            return
        s = self.summary = case_summary(notice_id, today or date.today())
        self.heading.setText(self.tr("{0} notice {1} to {2} — {3}").format(kind_word(s.kind).capitalize(), s.notice_number, s.recipient, s.matter.title()))
        deadline = [f"<b>Sent:</b> {s.sent_on:%m/%d/%Y}. <b>Request a hearing by:</b> {fmt_date(s.deadline)}",
                    f"<span style='color:{muted()}'>{_esc(s.deadline_why)}</span>"]
        reasons = [f"<b>Reasons in the notice:</b> {_esc(s.reasons)}"] if s.reasons else []
        lines = [f"<b>Status:</b> {_esc(s.status.label)}", _served_line(notice_id)]
        if s.request_id is None:  # the request deadline is what matters now
            lines += deadline + [f"<span style='color:{muted()}'>{_esc(s.days_left_why)}</span>"] + reasons
        else:  # where the case stands first; how the deadline was counted last
            lines.append(f"<b>Request:</b> {_esc(s.request_text)}")
            if s.stay_text:  # whether the request stays what the notice set running (W-90.10H5, MN-347.50)
                lines.append(f"<b>{'Stayed' if s.removal_stayed else 'Stay'}:</b> {_esc(s.stay_text)}")
            if s.hearing_text:
                lines.append(f"<b>Hearing:</b> {_esc(s.hearing_text)}")
            if s.effect:
                lines.append(f"<b>Effect:</b> {_esc(s.effect)}")
            lines += [f"<b>Appeal:</b> {_esc(text)}" for _, _, text, _ in s.appeals]
            lines += reasons + deadline
        self.details.setText("<br>".join(lines))
        dog = s.matter.table == "dangerous_dog"  # MN-347.50: the matter opens in the dangerous-dog window
        opener = self.buttons["open_matter"]
        opener.setText(self.tr("&Open the dog's case") if dog else self.tr("&Open in Permits"))
        opener.setAccessibleName(opener.text().replace("&", ""))
        self._show_actions(set(s.actions) | {"service"}
                           | ({"open_matter"} if s.matter.table in MATTER_KINDS or dog else set()))
        for e in case_history(notice_id):
            item = QTreeWidgetItem([f"{e.on:%m/%d/%Y}", e.what, e.detail])
            for column in range(3):
                item.setTextAlignment(column, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            item.setData(0, Qt.ItemDataRole.UserRole, (e.kind, e.record_id))
            item.setToolTip(2, e.detail)
            self.history.addTopLevelItem(item)

    @staticmethod
    def _letter_of(item: QTreeWidgetItem | None) -> int | None:
        """The notice an entry of the history is (a letter sent), else None."""
        kind, record_id = item.data(0, Qt.ItemDataRole.UserRole) if item is not None else (None, None)
        return record_id if kind == "notice" else None

    def _serve(self, item: QTreeWidgetItem | None) -> None:
        letter = self._letter_of(item)
        if letter is not None:
            self.serve_letter.emit(letter)

    def choose_letter(self, notice_id: int) -> bool:
        """Choose a letter in the history; False when the case has no such letter."""
        for i in range(self.history.topLevelItemCount()):
            item = self.history.topLevelItem(i)
            if self._letter_of(item) == notice_id:
                self.history.setCurrentItem(item)
                return True
        return False

    def _show_actions(self, codes: set[str]) -> None:
        """Show the buttons of the actions open now, in the order a case goes, packed in rows."""
        for b in self.buttons.values():
            self.grid.removeWidget(b)
        shown = [code for code, _ in ACTIONS if code in codes]
        for i, code in enumerate(shown):
            self.grid.addWidget(self.buttons[code], i // COLUMNS_OF_BUTTONS, i % COLUMNS_OF_BUTTONS)
        for code, b in self.buttons.items():
            b.setEnabled(code in codes)
            b.setVisible(code in codes)
        self.actions_box.setVisible(bool(shown))

    def history_rows(self) -> list[tuple[str, str, str]]:
        return [tuple(self.history.topLevelItem(i).text(c) for c in range(3))
                for i in range(self.history.topLevelItemCount())]


def _served_line(notice_id: int) -> str:
    """How the contested notice was served; mail back refused or unclaimed in red."""
    text = f"<b>Served:</b> {_esc(service_text(notice_id))}"
    return f"<span style='color:{danger()}'>{text}</span>" if flagged(notice_id) else text


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\n", "<br>")
