"""Month batches of letters (built off the window's thread, cancellable) and the day's takings."""
from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QProgressDialog,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from animaloffice.domain.errors import OfficeError
from animaloffice.domain.money import fmt_cents
from animaloffice.domain.takings import METHOD_LABELS
from animaloffice.persistence.reads import close_thread_connection
from animaloffice.printing import license_documents as docs
from animaloffice.queries.license_letters import default_letters_month
from animaloffice.queries.takings import daily_takings
from animaloffice.services.licensing_notices import record_letters_sent

from .. import printing
from ..widgets.forms import ErrorBanner, date_edit, from_qdate
from ..workers import run_task

KINDS = [("Renewal reminders (licenses ending that month)", "renewal"),
         ("Certificate-due letters (rabies certificates due that month, T-3B)", "certificate_due")]


class MonthEdit(QDateEdit):
    """A month picker whose month steps over the year's end (January back to last December)."""

    def stepBy(self, steps: int) -> None:  # noqa: N802 (Qt name)
        if self.currentSection() == QDateEdit.Section.MonthSection:
            self.setDate(self.date().addMonths(steps))
        else:
            super().stepBy(steps)

    def stepEnabled(self):  # noqa: N802 (Qt name)
        return QDateEdit.StepEnabledFlag.StepUpEnabled | QDateEdit.StepEnabledFlag.StepDownEnabled


class LettersDialog(QDialog):
    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.setObjectName("letters_dialog")
        self.setWindowTitle(self.tr("Renewal reminders and certificate-due letters"))
        self.task = None
        self.batch = None
        self.notices = []
        self.recorded: set[tuple[str, int]] = set()  # (kind, license) of the letters recorded as sent
        self.last_preview = None
        self.kind = QComboBox(objectName="letters_kind")
        self.kind.setAccessibleName(self.tr("Letters"))
        for text, value in KINDS:
            self.kind.addItem(text, value)
        self.month = MonthEdit(objectName="letters_month")
        self.month.setAccessibleName(self.tr("Month"))
        self.month.setDisplayFormat("MMMM yyyy")
        self.month.setCalendarPopup(True)
        self.month_hint = QLabel(objectName="letters_month_hint", wordWrap=True)
        self.kind.currentIndexChanged.connect(lambda _: self.default_month())
        self.skip_sent = QCheckBox(self.tr("Leave out licenses already sent this letter"))
        self.skip_sent.setChecked(True)
        self.record = QCheckBox(self.tr("Record each letter on the owner's file as sent, once printed or saved"))
        self.record.setChecked(True)
        self.status = QLabel()
        self.status.setObjectName("letters_status")
        self.status.setWordWrap(True)
        self.banner = ErrorBanner()
        form = QFormLayout()
        form.addRow(self.tr("&Letters:"), self.kind)
        form.addRow(self.tr("&Month:"), self.month)
        form.addRow("", self.month_hint)
        form.addRow("", self.skip_sent)
        form.addRow("", self.record)
        buttons = QDialogButtonBox()
        self.prepare_button = buttons.addButton("&Prepare letters", QDialogButtonBox.ButtonRole.AcceptRole)
        self.prepare_button.setObjectName("prepare_letters")
        # Enter (in the calendar pop-up too) chooses a month; only a click or Alt+P prepares
        self.prepare_button.setAutoDefault(False)
        self.prepare_button.setDefault(False)
        buttons.addButton(QDialogButtonBox.StandardButton.Close).clicked.connect(self.reject)
        self.prepare_button.clicked.connect(self.prepare)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.status)
        layout.addWidget(self.banner)
        layout.addWidget(buttons)
        self.default_month()

    def default_month(self) -> None:
        """The month with letters of this kind due (the profile's renewal month for renewals of
        a calendar-year license, else the next month with anyone due), and why."""
        why = default_letters_month(self.kind.currentData(), self.ctx.jurisdiction_id, date.today())
        year, month = why.value
        self.month.setDate(QDate(year, month, 1))
        self.month_hint.setText(why.text())

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """Enter in the month (or its calendar pop-up) picks the month; it never prepares the batch."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            return
        super().keyPressEvent(event)

    def prepare(self) -> None:
        self.banner.clear_error()
        kind, qd = self.kind.currentData(), self.month.date()
        jid, skip = self.ctx.jurisdiction_id, self.skip_sent.isChecked()
        self.progress = QProgressDialog("Finding who is due a letter…", "Cancel", 0, 100, self)
        self.progress.setObjectName("letters_progress")
        self.progress.setWindowTitle(self.tr("Preparing letters"))
        self.progress.setWindowModality(Qt.WindowModality.WindowModal)
        self.progress.setMinimumDuration(0)

        def work(progress):
            try:
                return docs.build_letter_batch(kind, jid, qd.year(), qd.month(), skip_sent=skip,
                                               progress=progress)
            finally:
                close_thread_connection()

        self.prepare_button.setEnabled(False)
        self.task = run_task(work, self._done, self._failed, self._progressed)
        self.progress.canceled.connect(self.task.cancel)

    def _progressed(self, i: int, n: int) -> None:
        """First half: owners looked up; second half: letters drawn (build_letter_batch)."""
        if n and not self.progress.wasCanceled():
            step = "Finding who is due a letter" if i < n // 2 else "Preparing the letters"
            self.progress.setLabelText(f"{step}… {100 * i // n}%")
            self.progress.setValue(int(100 * i / n))

    def _finish(self) -> None:
        self.prepare_button.setEnabled(True)
        self.progress.reset()
        self.progress.hide()

    def _failed(self, exc) -> None:
        self._finish()
        from animaloffice.domain.errors import CancelledError

        if isinstance(exc, CancelledError):
            self.status.setText(self.tr("Cancelled: no letters were made and nothing was recorded."))
            return
        self.banner.show_error(exc)

    def _done(self, batch) -> None:
        self._finish()
        self.batch = batch
        if batch.pdf is None:
            self.status.setText(self.tr("Nobody is due this letter for that month."))
            return
        count = len(batch.subjects)
        later = (" They are recorded on each owner's file as sent once you print them or save them "
                 "as a PDF; closing the preview records nothing." if self.record.isChecked() else "")
        self.status.setText(self.tr("{0} letter(s) prepared. Print them from the preview.{1}").format(count, later))
        name = f"{batch.kind}-{batch.year}-{batch.month:02d}.pdf"
        self.last_preview = printing.preview(self, batch.pdf, self.kind.currentText(), "letters", name)
        if self.record.isChecked():
            self.last_preview.delivered.connect(lambda how, b=batch: self._delivered(b, how))

    def _delivered(self, batch, how: str) -> None:
        """The batch was printed or saved: its letters are recorded as sent, once (a second print
        of the same batch, or of the same letters prepared again, is a copy, not another letter)."""
        subjects = [s for s in batch.subjects if (s.kind, s.license_id) not in self.recorded]
        if not subjects:
            return
        try:
            self.notices = record_letters_sent(self.ctx.actor, subjects)
        except OfficeError as exc:
            self.banner.show_error(exc)
            return
        self.recorded.update((s.kind, s.license_id) for s in subjects)
        self.ctx.changed("notice")
        self.status.setText(self.tr("{0} letter(s) {1} and recorded on each owner's file as sent.").format(len(batch.subjects), how))


class TakingsDialog(QDialog):
    """The day's takings by method and fee, for counting the drawer; prints for the deposit."""

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.setObjectName("takings_dialog")
        self.setWindowTitle(self.tr("Day's takings"))
        self.last_preview = None
        self.day = date_edit(date.today(), name="takings_day")
        self.day.setAccessibleName(self.tr("Day"))
        self.scope = QComboBox(objectName="takings_scope")
        self.scope.setAccessibleName(self.tr("Jurisdiction"))
        self.scope.addItem(self.tr("All jurisdictions (the whole drawer)"), None)
        for j in ctx.jurisdictions:
            self.scope.addItem(j.name, j.id)
        self.summary = QLabel()
        self.summary.setObjectName("takings_summary")
        self.methods = self._table("takings_methods", ["Method", "Count", "Amount"])
        self.fees = self._table("takings_fees", ["Fee", "Count", "Amount"])
        self.payments = self._table("takings_payments", ["Time", "Receipt", "Payer", "Method", "By", "Amount"])
        form = QFormLayout()
        form.addRow(self.tr("&Day:"), self.day)
        form.addRow(self.tr("&For:"), self.scope)
        buttons = QDialogButtonBox()
        self.print_button = buttons.addButton("&Print…", QDialogButtonBox.ButtonRole.AcceptRole)
        self.print_button.setObjectName("takings_print")
        buttons.addButton(QDialogButtonBox.StandardButton.Close).clicked.connect(self.reject)
        self.print_button.clicked.connect(self.print_takings)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.summary)
        for title, table in (("By method", self.methods), ("By fee", self.fees), ("Payments", self.payments)):
            layout.addWidget(QLabel(f"<b>{title}</b>"))
            layout.addWidget(table)
        layout.addWidget(buttons)
        self.day.dateChanged.connect(lambda _: self.reload())
        self.scope.currentIndexChanged.connect(lambda _: self.reload())
        self.reload()
        self.resize(760, 700)

    def _table(self, name, headers) -> QTableWidget:
        table = QTableWidget(0, len(headers))
        table.setObjectName(name)
        table.setAccessibleName(name.replace("_", " "))
        table.setHorizontalHeaderLabels(headers)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.verticalHeader().hide()
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
        return table

    def _fill(self, table, rows) -> None:
        table.setRowCount(len(rows))
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for i, row in enumerate(rows):
            for j, value in enumerate(row):
                item = QTableWidgetItem(str(value))
                if j == len(row) - 1 or isinstance(value, int):  # counts and amounts line up
                    item.setTextAlignment(right)
                table.setItem(i, j, item)

    def reload(self) -> None:
        t = self.takings = daily_takings(from_qdate(self.day.date()), self.scope.currentData())
        self.summary.setText(f"{t.count} payment(s), total <b>{fmt_cents(t.total_cents)}</b>"
                             + (f"; {len(t.voided)} voided, not counted" if t.voided else ""))
        self._fill(self.methods, [(m.label, m.count, fmt_cents(m.cents)) for m in t.by_method])
        self._fill(self.fees, [(f.label, f.count, fmt_cents(f.cents)) for f in t.by_fee])
        self._fill(self.payments, [(f"{p.received_at:%H:%M}", p.receipt_number, p.payer,
                                    METHOD_LABELS.get(p.method, p.method) + (f" {p.reference}" if p.reference else ""),
                                    p.received_by, fmt_cents(p.amount_cents)) for p in t.payments])

    def print_takings(self):
        data = docs.takings_pdf(from_qdate(self.day.date()), self.scope.currentData())
        self.last_preview = printing.preview(self, data, "Day's takings", "takings",
                                             f"takings-{from_qdate(self.day.date()).isoformat()}.pdf")
        return self.last_preview
