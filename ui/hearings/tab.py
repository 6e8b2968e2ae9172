"""The Hearings tab: notices with a hearing right, each case and its actions, follow-up, calendar.

A denied or revoked owner's case goes from the notice to a request, a
scheduled hearing with its printed notice, the hearing record, the written
decision with its printed letter and its effect on the permit, and appeals.
The follow-up page is ``follow_up_page``, the calendar ``calendar_view``, a case's pane ``case_panel``.
"""
from __future__ import annotations

from datetime import date

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtGui import QAction, QBrush, QFont, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from animaloffice.domain import hearings as rules
from animaloffice.printing.hearing_letters import letter_pdf
from animaloffice.queries import hearings as q
from animaloffice.queries.hearing_cases import case_notice_for
from animaloffice.queries.hearing_letters import letters_of_appeal, letters_of_hearing
from animaloffice.services import hearing_appeals, hearings

from ..modal import run_modal
from ..models.query_table_model import Column, QueryTableModel
from ..printing import preview
from ..theme import tint
from ..widgets.fit_columns import fit_columns
from ..widgets.forms import describe_error
from . import HANDLES, dialogs
from .calendar_view import HearingCalendar
from .case_panel import MATTER_KINDS, CasePanel
from .case_service import serve_in_case
from .follow_up_page import FollowUpPage
from .service_window import open_service_window

COLUMNS = [Column("number", "Notice"), Column("kind", "Kind"), Column("recipient", "To"),
           Column("matter", "Concerning"), Column("sent_on", "Sent", "date"),
           Column("deadline", "Request by", "date"), Column("days_left", "Days left", "countdown"),
           Column("requested", "Requested"), Column("status", "Status")]
# what the case list and a case show: notices, their service, hearings, appeals and the records decided
TABLES = ("", "notice", "service_attempt", "hearing", "hearing_request", "appeal", "permit", "permit_application",
          "dangerous_dog", "seizure_claim", "attachment")
FOLLOW_UP_TABLES = ("impound", "violation", "payment")  # what ends the matter of a notice without a hearing right


class HearingsTab(QWidget):
    title = "Hearings"
    handles = HANDLES

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.setObjectName("hearings_tab")
        self.filter = QComboBox(objectName="status_filter")
        self.filter.setAccessibleName(self.tr("Show"))
        for code, text in q.STATUS_FILTERS.items():
            self.filter.addItem(text, code)
        self.search = QLineEdit(objectName="case_search")
        self.search.setPlaceholderText(self.tr("Notice number, name or permit"))
        self.search.setAccessibleName(self.tr("Find a case"))
        self.search.setClearButtonEnabled(True)
        top = QHBoxLayout()
        show_label = QLabel(self.tr("&Show:"))
        show_label.setBuddy(self.filter)
        top.addWidget(show_label)
        top.addWidget(self.filter)
        top.addWidget(self.search, 1)

        self.model = QueryTableModel(COLUMNS, self, background=True)  # read at once unless asked
        self.model.decorate = self._decorate
        self.model.first_page_loaded.connect(self._first_page_loaded)
        self.model.read_failed.connect(self._read_failed)
        self.problem = QLabel(objectName="hearings_read_problem")
        self.problem.setWordWrap(True)
        self.problem.hide()
        self._select_when_in: int | None = None  # the case to choose once the page read is in
        self.table = QTableView(objectName="hearing_rights_table")
        self.table.setAccessibleName(self.tr("Notices with a hearing right"))
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(4, Qt.SortOrder.DescendingOrder)  # the newest notice first
        # the matter is elided here (whole in the case pane below), so the dates, days left and
        # status stay in view without scrolling sideways
        fit_columns(self.table, {3: 260})
        self.table.verticalHeader().hide()
        self.table.setTabKeyNavigation(False)  # Tab leaves the list for the case's actions
        self.table.selectionModel().currentRowChanged.connect(lambda cur, _: self._row_chosen(cur.row()))
        self.case = CasePanel(ctx=ctx)
        self.case.action_requested.connect(self.run_action)
        self.case.serve_letter.connect(self.serve)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.table)
        split.addWidget(self.case)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)
        cases_page = QWidget()
        cases_layout = QVBoxLayout(cases_page)
        cases_layout.addLayout(top)
        cases_layout.addWidget(self.problem)
        cases_layout.addWidget(split, 1)

        self.follow_page = FollowUpPage(ctx, lambda: self.today())
        self.follow_page.open_case.connect(self.open_case)
        self.follow_page.open_record.connect(self._open_served_for)
        self.follow_page.serve_notice.connect(lambda notice_id: serve_in_case(self, notice_id))
        self.follow_page.counted.connect(
            lambda n: self.pages.setTabText(1, self.tr("Follo&w-up ({0})").format(n)))
        self.follow_page.read_failed.connect(self._read_failed)
        self.follow, self.since = self.follow_page.tree, self.follow_page.since
        self.calendar = HearingCalendar(ctx)
        self.calendar.open_case.connect(self.open_case)

        self.pages = QTabWidget(objectName="hearing_pages")
        self.pages.addTab(cases_page, self.tr("&Cases"))
        self.pages.addTab(self.follow_page, self.tr("Follo&w-up"))
        self.pages.addTab(self.calendar, self.tr("Cal&endar"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages)

        # a filter chosen or a name typed: the cases list alone, read on a worker (typing goes on)
        self.filter.currentIndexChanged.connect(lambda _: self._list_cases(background=True))
        self.search.textChanged.connect(lambda _: self._list_cases(background=True))
        ctx.jurisdiction_changed.connect(self._jurisdiction_changed)
        ctx.data_changed.connect(self._data_changed)
        self.current_notice: int | None = None
        self._put_away: tuple[int, int] | None = None  # (city, case) left when the city was switched
        self.refresh(background=True)  # built after start, while the window takes input

    # --- lists ------------------------------------------------------------------------
    def today(self) -> date:
        return date.today()

    def refresh(self, *, background: bool = False) -> None:
        """Both lists read again. ``background`` (the tab was just built, or the jurisdiction
        switched): they are read on a worker, since each takes every case of the city through the
        rules (longer than a frame at a metro office, with a dangerous-dog case's matter read apart);
        otherwise at once, so a case just acted on is chosen in the list straight after."""
        self._list_cases(background=background)
        self.follow_page.fill(background=background)
        self.calendar.refresh()
        self.case.show_case(self.current_notice, self.today())

    def _data_changed(self, table: str) -> None:
        """After this window's own action, at once (the case acted on is chosen straight after);
        after a change made elsewhere, on a worker. An impound or a citation changed: the follow-up
        alone, on a worker (a notice served for it may have left the follow-up of service)."""
        if table in TABLES:
            self.refresh(background=self.ctx.told_by_office)
        elif table in FOLLOW_UP_TABLES:
            self.follow_page.fill(background=True)

    def _jurisdiction_changed(self, jid: int) -> None:
        """A case of another city is put away rather than left open under the new one (its
        actions would be taken with the wrong city's hearing body and deadlines); it is chosen
        again when its city comes back."""
        shown = self.case.summary
        if shown is not None and shown.jurisdiction_id not in (None, jid):
            self._put_away = (shown.jurisdiction_id, shown.notice_id)
            self.current_notice = None
        elif self._put_away is not None and self._put_away[0] == jid:
            self.current_notice = self._put_away[1]
            self._put_away = None
        self.refresh(background=True)

    def _list_cases(self, *, background: bool) -> None:
        """The cases the filter and find box ask for; the case chosen stays chosen if listed."""
        keep = self.current_notice
        self._select_when_in = None
        self.problem.hide()
        self.model.set_source(q.hearing_rights_source(self.ctx.jurisdiction_id, self.today(),
                                                      self.filter.currentData(), self.search.text()),
                              now=not background)
        if background:
            self._select_when_in = keep
        else:
            self._select(keep)

    def _first_page_loaded(self) -> None:
        keep, self._select_when_in = self._select_when_in, None
        if keep is not None and keep == self.current_notice:
            self._select(keep)

    def _read_failed(self, why: str) -> None:
        self.problem.setText(self.tr("The list could not be read: {0}").format(why))
        self.problem.show()

    def _decorate(self, row: tuple, column: int, role: int):
        days_left, code, needs_action = row[7], row[10], row[11]
        if role == Qt.ItemDataRole.BackgroundRole:
            if code in ("decision_stands", "late_refused"):
                return QBrush(tint("danger"))
            if code == "open" and days_left is not None and days_left <= rules.NEAR_DAYS:
                return QBrush(tint("warning"))
        if role == Qt.ItemDataRole.FontRole and needs_action:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole:
            return row[9]
        return None

    def _row_chosen(self, row: int) -> None:
        notice_id = self.model.record_id(row)
        if notice_id is not None and notice_id != self.current_notice:
            self.current_notice = notice_id
            self.case.show_case(notice_id, self.today())

    def _select(self, notice_id: int | None) -> bool:
        if notice_id is None:
            return False
        row = self.model.row_of(notice_id)
        while row < 0 and self.model.canFetchMore():
            self.model.fetch_more_now()
            row = self.model.row_of(notice_id)
        if row < 0:
            return False
        index = self.model.index(row, 0)
        self.table.selectionModel().setCurrentIndex(
            index, QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows)
        self.table.scrollTo(index)
        return True

    # --- opening a record -------------------------------------------------------------
    def open_case(self, notice_id: int | None) -> None:
        if notice_id is None:
            return
        self.pages.setCurrentIndex(0)
        self.current_notice = notice_id
        if not self._select(notice_id):
            self.filter.blockSignals(True)
            self.filter.setCurrentIndex(0)
            self.filter.blockSignals(False)
            self.search.blockSignals(True)
            self.search.clear()
            self.search.blockSignals(False)
            self.refresh()
        self.case.show_case(notice_id, self.today())

    def _open_served_for(self, kind: str, record_id: int) -> None:
        """A follow-up row of a notice without a hearing right: a notice of hearing opens its
        hearing's case here; an impound's notice opens the impound on the Kennel tab."""
        if kind == "hearing":
            self.show_record(kind, record_id)
        else:
            self.ctx.open_record.emit(kind, record_id)

    def show_record(self, kind: str, record_id: int) -> None:
        if kind == "notice_service":  # the Today list's notice of hearing nothing proves served
            return serve_in_case(self, record_id)
        notice_id = case_notice_for(kind, record_id)
        if notice_id is None:
            self.ctx.status(self.tr("That notice carries no hearing right."))
            return
        self.open_case(notice_id)

    def menu_actions(self) -> list[QAction]:
        follow = QAction(self.tr("Hearing &follow-up list"), self)
        follow.triggered.connect(lambda: self.show_page(1))
        cal = QAction(self.tr("Hearing &calendar"), self, shortcut=QKeySequence("Ctrl+Shift+H"))
        cal.triggered.connect(lambda: self.show_page(2))
        from .dangerous_dog_cases import menu_actions as dangerous_dog_actions  # MN-347.50

        return [follow, cal, *dangerous_dog_actions(self.ctx, self)]

    def show_page(self, index: int) -> None:
        """Bring this tab forward in the main window, on one of its pages."""
        w = self.parentWidget()
        while w is not None and not isinstance(w, QTabWidget):
            w = w.parentWidget()
        if w is not None:
            w.setCurrentWidget(self)
        self.pages.setCurrentIndex(index)

    # --- actions ----------------------------------------------------------------------
    def run_action(self, code: str) -> None:
        s = self.case.summary
        if s is None:
            return
        actor = self.ctx.actor
        late = (f"Notice {s.notice_number} to {s.recipient}: last day to request a hearing "
                f"{s.deadline:%m/%d/%Y}; request {s.request_text}.")
        handlers = {
            "request": lambda: dialogs.RequestDialog(self.ctx, s, self),
            "accept_late": lambda: dialogs.ReasonDialog(
                self.ctx, "Accept a late request", "Why is the late request accepted?",
                lambda reason: hearings.accept_late_request(actor, s.request_id, reason=reason), context=late,
                parent=self),
            "refuse_late": lambda: dialogs.ReasonDialog(
                self.ctx, "Refuse a late request", f"The {rules.kind_word(s.kind)} will stand. Why is the request refused?",
                lambda reason: hearings.refuse_late_request(actor, s.request_id, reason=reason), context=late,
                parent=self),
            "withdraw": lambda: dialogs.ReasonDialog(
                self.ctx, "Request withdrawn", "The owner withdraws the request; a scheduled hearing is cancelled.",
                lambda reason, on: hearings.withdraw_request(actor, s.request_id, on=on, reason=reason),
                with_date=True, parent=self),
            "schedule": lambda: dialogs.ScheduleDialog(self.ctx, s, parent=self),
            "reschedule": lambda: dialogs.ScheduleDialog(self.ctx, s, hearing_id=s.hearing_id,
                                                         version=s.hearing_version, parent=self),
            "cancel": lambda: dialogs.ReasonDialog(
                self.ctx, "Cancel the hearing", "The request stays; a new hearing can be scheduled.",
                lambda reason: hearings.cancel_hearing(actor, s.hearing_id, reason=reason,
                                                       expected_version=s.hearing_version), parent=self),
            "record": lambda: dialogs.RecordDialog(self.ctx, s, self),
            "decide": lambda: dialogs.DecisionDialog(self.ctx, s, s.findings, self),
            "appeal": lambda: dialogs.AppealDialog(self.ctx, s, self),
            "appeal_outcome": lambda: dialogs.AppealOutcomeDialog(self.ctx, s, self),
            "decision_received": lambda: dialogs.ReceivedDialog(self.ctx, s, self),
            "decision_effect_done": lambda: dialogs.ReasonDialog(
                self.ctx, "Decision carried by hand", f"What was done? ({s.effect})",
                lambda reason: hearing_appeals.mark_decision_effect_done(actor, s.hearing_id, note=reason,
                                                                         expected_version=s.hearing_version),
                parent=self),
            "appeal_effect_done": lambda: dialogs.ReasonDialog(
                self.ctx, "Appeal result carried", "What was done in the Permits tab?",
                lambda reason: [hearing_appeals.mark_appeal_effect_done(actor, a[0], note=reason)
                                for a in s.appeals if a[3]], parent=self),
        }
        if code == "open_matter" and s.matter.table == "dangerous_dog":
            from .dangerous_dog_cases import open_cases

            self.dangerous_dogs = open_cases(self.ctx, self)
            self.dangerous_dogs.select(s.matter.id)
            return
        if code == "open_matter":
            kind = MATTER_KINDS.get(s.matter.table)
            if kind and s.matter.id is not None:
                self.ctx.open_record.emit(kind, s.matter.id)
            return
        if code == "service":
            return self.serve(s.notice_id)
        if code == "print_hearing_notice":
            return self.print_letter("hearing")
        if code == "print_decision":
            return self.print_letter("decision")
        if code == "print_appeal":
            return self.print_letter("appeal")
        dialog = handlers[code]()
        if run_modal(dialog):
            self.ctx.changed("hearing")  # refreshes this tab too
            if code in ("decide", "appeal_outcome", "decision_received", "withdraw"):
                self.ctx.changed("permit")
            if code in ("schedule", "reschedule"):
                self.ctx.status(self.tr("Hearing notice {0} recorded.").format(dialog.result_value.letter_number))
                self.print_letter("hearing")
            elif code == "decide":
                self.ctx.status(self.tr("Written decision recorded; decision letter {0}.").format(dialog.result_value.letter_number))
                self.print_letter("decision")
            elif code == "appeal_outcome":
                self.ctx.status("Appeal outcome recorded" + (": carry it by hand in the Permits tab."
                                                              if dialog.result_value.effect_pending else
                                                              f"; letter {dialog.result_value.letter_number}."))
                self.print_letter("appeal")
            elif code == "decision_received" and dialog.result_value:
                self.ctx.status(self.tr("Receipt recorded; the deadline is now {0:%m/%d/%Y}.").format(dialog.result_value))

    def serve(self, notice_id: int) -> None:
        """The service window of one letter: the case's notice, a notice of hearing, a decision or appeal letter."""
        self.service_window = open_service_window(self.ctx, notice_id, self)

    def print_letter(self, kind: str) -> None:
        s = self.case.summary
        if s is None or s.hearing_id is None:
            return
        ids = (sorted((i for a in s.appeals for i in letters_of_appeal(a[0])), reverse=True) if kind == "appeal"
               else letters_of_hearing(s.hearing_id, kind))  # the newest first
        if not ids:
            QMessageBox.information(self, self.tr("Nothing to print"), self.tr("No such letter has been sent for this hearing."))
            return
        try:
            pdf = letter_pdf([ids[0]])
        except Exception as exc:  # a template an office edited may be broken
            QMessageBox.warning(self, self.tr("Cannot print"), describe_error(exc))
            return
        title = {"hearing": "Hearing notice", "decision": "Written decision", "appeal": "Outcome of the appeal"}[kind]
        self.last_preview = preview(self, pdf, f"{title} — {s.notice_number}", f"hearing_{kind}",
                                    f"{title.lower().replace(' ', '-')}-{s.notice_number}.pdf")
