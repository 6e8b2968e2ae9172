"""Tools > Check the audit log…: the whole log checked against its chain, off the window's thread
(a large office's log takes a while), and the result said plainly: all fits, or the first entry
that does not, with when it was written and what is wrong with it."""
from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QProgressBar, QVBoxLayout

from animaloffice.persistence.reads import ReadStopped
from animaloffice.services import audit

from ..workers import run_read

FITS = ("Each entry is sealed onto the one before it when it is written. No entry was changed, "
        "removed, put in out of order or back-dated since.")
BROKEN = ("The audit log was changed outside the program. Keep this office's backups (they hold the "
          "log as it was), note what is shown here, and tell whoever looks after the office's computers.")


class AuditCheckDialog(QDialog):
    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.report = None
        self.setWindowTitle(self.tr("Check the audit log"))
        self.setObjectName("audit_check_dialog")
        self.resize(560, 220)
        self.result = QLabel(self.tr("Checking every entry of the audit log…"), objectName="audit_check_result")
        self.result.setWordWrap(True)
        self.detail = QLabel("", objectName="audit_check_detail")
        self.detail.setWordWrap(True)
        self.busy = QProgressBar(objectName="audit_check_busy")
        self.busy.setRange(0, 0)
        self.busy.setAccessibleName(self.tr("Checking"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (self.result, self.busy, self.detail):
            layout.addWidget(widget)
        layout.addStretch(1)
        layout.addWidget(buttons)
        actor = ctx.actor
        self.task = run_read(lambda: audit.check_chain(actor), self.show_report, self.show_failure)

    def show_report(self, report) -> None:
        self.report = report
        self.busy.hide()
        self.result.setText(report.describe())
        self.detail.setText(FITS if report.ok else BROKEN)

    def show_failure(self, exc) -> None:
        if isinstance(exc, ReadStopped):
            return
        self.busy.hide()
        self.result.setText(self.tr("The audit log could not be checked: {0}").format(exc))

    def done(self, result: int) -> None:
        self.task.cancel()
        super().done(result)
