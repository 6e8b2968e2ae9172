"""How one notice was served, attempt by attempt: record a new attempt or the return of the mail,
name who mailed a letter (its affidavit of mailing), count the deadlines from a later attempt, void an attempt entered in error, print an attempt's
proof of service. Mail back unclaimed or
refused, with nothing serving the notice since, is flagged."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from animaloffice.domain.errors import OfficeError
from animaloffice.queries.service_attempts import AttemptRow, NoticeService, notice_service
from animaloffice.services import service_of_notice as svc
from animaloffice.services.mail_articles import add_article_number
from animaloffice.services.service_proof import proof_pdf

from ..modal import run_modal
from ..printing import preview
from ..theme import danger, muted
from ..widgets.article_number import receipt_number
from ..widgets.forms import describe_error
from ..widgets.search_field import enter_searches
from .dialogs import ReasonDialog
from .service_dialogs import AttemptDialog, MailerDialog, ReturnDialog

COLUMNS = ["#", "Method", "Date", "By", "To / where", "Article number", "Return", "Return date", "Standing"]
FLAG = "Not served: the mail came back and nothing has served the notice since."


class ServiceWindow(QDialog):
    def __init__(self, ctx, notice_id: int, parent=None):
        super().__init__(parent)
        self.ctx, self.notice_id = ctx, notice_id
        self.service: NoticeService | None = None
        self.last_preview = None
        self.setObjectName("ServiceWindow")
        self.setWindowTitle(self.tr("Service of the notice"))
        self.heading = QLabel()
        self.heading.setObjectName("service_heading")
        self.heading.setWordWrap(True)
        self.flag = QLabel(FLAG)
        self.flag.setObjectName("service_flag")
        self.flag.setWordWrap(True)
        self.flag.setStyleSheet(f"color: {danger()}; font-weight: 600;")
        self.flag.setAccessibleName(self.tr("Service warning"))
        self.table = QTreeWidget()
        self.table.setObjectName("service_attempts")
        self.table.setAccessibleName(self.tr("Attempts of service"))
        self.table.setHeaderLabels(COLUMNS)
        self.table.setRootIsDecorated(False)
        self.table.currentItemChanged.connect(lambda *_: self._enable())
        self.buttons: dict[str, QPushButton] = {}
        row = QHBoxLayout()
        for code, text, slot in (("record", "&Record an attempt…", self.record_attempt),
                                 ("return", "Record the re&turn…", self.record_return),
                                 ("mailer", "Who &mailed it…", self.name_mailer),
                                 ("count", "Co&unt the deadlines from this…", self.count_from),
                                 ("void", "&Void the attempt…", self.void_attempt),
                                 ("print", "&Print the proof of service", self.print_proof)):
            b = QPushButton(text)
            b.setObjectName(f"service_{code}")
            b.setAccessibleName(text.replace("&", "").replace("…", ""))
            b.clicked.connect(slot)
            row.addWidget(b)
            self.buttons[code] = b
        self.article_row, self.article_for = self._article_row(), None
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.flag)
        layout.addWidget(self.table, 1)
        layout.addLayout(row)
        layout.addWidget(self.article_row)
        layout.addWidget(close)
        self.resize(1000, 420)
        self.refresh()

    def _article_row(self) -> QWidget:
        """The receipt's number of a certified or registered mailing recorded without it (a notice
        sent before the receipt was at hand), added while no return is recorded."""
        box = QWidget()
        box.setObjectName("service_article_row")
        line = QHBoxLayout(box)
        line.setContentsMargins(0, 0, 0, 0)
        label = QLabel(self.tr("&Article number of this mailing:"))
        self.article = QLineEdit(objectName="service_article")
        self.article.setAccessibleName(self.tr("Article number of this mailing"))
        label.setBuddy(self.article)
        self.article_add = QPushButton(self.tr("A&dd the number"), objectName="service_article_add")
        self.article_add.clicked.connect(self.add_article)
        enter_searches(self.article, self.add_article)  # Enter adds the number; it never closes the window
        self.article_error = QLabel(objectName="service_article_error")
        self.article_error.setStyleSheet(f"color: {danger()};")
        self.article_error.setWordWrap(True)
        for w in (label, self.article, self.article_add):
            line.addWidget(w)
        line.addWidget(self.article_error, 1)
        return box

    # --- reading ----------------------------------------------------------------------
    def refresh(self) -> None:
        chosen = self.current()
        s = self.service = notice_service(self.notice_id)
        self.heading.setText(self.tr("Notice {0} to {1}, issued {2:%m/%d/%Y}").format(s.number, s.recipient, s.sent_on))
        self.flag.setVisible(s.flagged)
        self.table.clear()
        for a in s.attempts:
            item = QTreeWidgetItem(_cells(a))
            item.setData(0, Qt.ItemDataRole.UserRole, a.id)
            if a.voided:
                for c in range(len(COLUMNS)):
                    item.setForeground(c, QBrush(QColor(muted())))
                    f = item.font(c)
                    f.setStrikeOut(True)
                    item.setFont(c, f)
                item.setToolTip(len(COLUMNS) - 1, f"Voided: {a.void_reason}")
            elif a.came_back:
                for c in (6, 7):
                    item.setForeground(c, QBrush(QColor(danger())))
            self.table.addTopLevelItem(item)
            if chosen is not None and a.id == chosen.id:
                self.table.setCurrentItem(item)
        for c in range(len(COLUMNS)):
            self.table.resizeColumnToContents(c)
        self._enable()

    def rows(self) -> list[list[str]]:
        return [[self.table.topLevelItem(i).text(c) for c in range(len(COLUMNS))]
                for i in range(self.table.topLevelItemCount())]

    def current(self) -> AttemptRow | None:
        item = self.table.currentItem()
        if item is None or self.service is None:
            return None
        wanted = item.data(0, Qt.ItemDataRole.UserRole)
        return next((a for a in self.service.attempts if a.id == wanted), None)

    def choose(self, attempt_id: int) -> None:
        for i in range(self.table.topLevelItemCount()):
            item = self.table.topLevelItem(i)
            if item.data(0, Qt.ItemDataRole.UserRole) == attempt_id:
                self.table.setCurrentItem(item)

    def _enable(self) -> None:
        a = self.current()
        live = a is not None and not a.voided
        self.buttons["return"].setEnabled(a is not None and a.takes_return)
        self.buttons["mailer"].setEnabled(live and a.method in svc.MAILED and not a.served_by)
        self.buttons["count"].setEnabled(live and not a.counts)
        self.buttons["void"].setEnabled(live)
        self.buttons["print"].setEnabled(live)
        numberless = live and a.takes_return and not a.article_number and not a.return_status
        if (a.id if a else None) != self.article_for:  # typed for another attempt: not carried over
            self.article.clear()
            self.article_error.clear()
            self.article_for = a.id if a else None
        self.article_row.setVisible(numberless)
        if numberless:
            self.article.setPlaceholderText(receipt_number(a.method))

    # --- the actions ------------------------------------------------------------------
    def _done(self, message: str) -> None:
        self.ctx.changed("hearing")
        self.ctx.status(message)
        self.refresh()

    def record_attempt(self) -> None:
        dialog = AttemptDialog(self.ctx, self.notice_id, self.heading.text(), self)
        if run_modal(dialog):
            new = dialog.result_value
            self._done(self.tr("Attempt of service recorded."))
            self.choose(new)

    def record_return(self) -> None:
        a = self.current()
        if a is None or not a.takes_return:
            return
        dialog = ReturnDialog(self.ctx, a.id, f"{a.method_text} of {a.served_on:%m/%d/%Y}, article "
                                               f"{a.article_number or '(none)'}", self, version=a.version)
        if run_modal(dialog):
            self._done(self.tr("Return of the mail recorded."))

    def add_article(self) -> None:
        a = self.current()
        if a is None or not self.article_row.isVisibleTo(self):
            return
        try:
            number = add_article_number(self.ctx.actor, a.id, self.article.text(), expected_version=a.version)
        except OfficeError as exc:  # the service's refusal, in words, beside the field
            self.article_error.setText(describe_error(exc, self.tr("Article number")
                                                      if getattr(exc, "field", "") == "article" else ""))
            self.article.setFocus()
            return
        self.article.clear()
        self.article_error.clear()
        self._done(self.tr("Article number {0} added to attempt {1}.").format(number, a.seq))

    def name_mailer(self) -> None:
        """Who mailed the letter, named after it was recorded: a first-class letter is proven by it."""
        a = self.current()
        if a is None or a.voided or a.method not in svc.MAILED:
            return
        dialog = MailerDialog(self.ctx, a.id, f"Attempt {a.seq}: {a.method_text} of {a.served_on:%m/%d/%Y}", self,
                              version=a.version)
        if run_modal(dialog):
            self._done(self.tr("Who mailed it recorded."))

    def count_from(self) -> None:
        """The officer counts the deadlines from this attempt, with the reason (only a later one
        than the rule's: the service refuses an earlier one and says why)."""
        a = self.current()
        if a is None or a.voided or a.counts:
            return
        dialog = ReasonDialog(
            self.ctx, "Count the deadlines from this attempt",
            "Why do the deadlines count from this attempt? It gives the owner the days from it.",
            lambda reason: svc.count_from(self.ctx.actor, a.id, reason=reason, expected_version=a.version),
            context=f"Attempt {a.seq}: {a.method_text} of {a.served_on:%m/%d/%Y}", parent=self)
        if run_modal(dialog):
            self._done(self.tr("The deadlines now count from attempt {0}.").format(a.seq))

    def void_attempt(self) -> None:
        a = self.current()
        if a is None or a.voided:
            return
        dialog = ReasonDialog(
            self.ctx, "Void the attempt", "Why is this attempt void? It stays on file, marked void.",
            lambda reason: svc.void_attempt(self.ctx.actor, a.id, reason, expected_version=a.version),
            context=f"Attempt {a.seq}: {a.method_text} of {a.served_on:%m/%d/%Y}", parent=self)
        if run_modal(dialog):
            self._done(self.tr("Attempt {0} voided.").format(a.seq))

    def print_proof(self) -> None:
        a = self.current()
        if a is None or a.voided or self.service is None:
            return
        try:
            pdf = proof_pdf(a.id)
        except Exception as exc:  # a template an office edited may be broken
            QMessageBox.warning(self, self.tr("Cannot print"), describe_error(exc))
            return
        number = self.service.number
        self.last_preview = preview(self, pdf, f"Proof of service — {number}, attempt {a.seq}", "proof_of_service",
                                    f"proof-of-service-{number}-{a.seq}.pdf")


def _cells(a: AttemptRow) -> list[str]:
    standing = (f"Void: {a.void_reason}" if a.voided else
                "Came back: not served" if a.came_back else
                ("Deadlines count from this" if a.counts else "Proves service" if a.proves else
                 "No proof yet: who mailed it is not named" if a.method == "first_class" else "No proof yet"))
    if not a.voided and a.counts and a.came_back:
        standing = "Came back: not served (deadlines count from this)"
    return [str(a.seq), a.method_text, f"{a.served_on:%m/%d/%Y}", a.served_by, a.served_to, a.article_number,
            a.return_status.capitalize(), f"{a.return_on:%m/%d/%Y}" if a.return_on else "",
            standing + (f" (chosen: {a.count_reason})" if a.counts and a.count_reason and not a.voided else "")]


def open_service_window(ctx, notice_id: int, parent=None) -> ServiceWindow:
    from ..modal import show_window

    window = ServiceWindow(ctx, notice_id, parent)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    show_window(window)
    return window
