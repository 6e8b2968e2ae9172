"""The dangerous-dog cases window (MN-347.50): every case, where each stands with its dates and
their reasons, the registration checklist, and the actions open now.

Reached from the Tools menu (Hearings) and, for one dog, from ``dangerous_dog_offer.animal_offer`` and
``open_for_animal``: the owner's animals and the Licenses tab offer the dog's case there. The hearing
itself (request, hearing, decision, appeal) is the Hearings tab's: "Open hearing
case" goes there.
"""
from __future__ import annotations

from datetime import date

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from animaloffice.domain.errors import OfficeError
from animaloffice.printing import dangerous_dog_papers
from animaloffice.queries import dangerous_dogs as q
from animaloffice.queries.dog_cases import dog_cases
from animaloffice.services import dangerous_dog_outcomes as outcomes
from animaloffice.services import dangerous_dog_registration
from animaloffice.services import dangerous_dogs as svc

from .. import theme
from ..modal import run_modal, show_window
from ..printing import preview
from ..widgets.article_number import article_edit, article_of, follow_method, mailer_box, server_of
from ..widgets.forms import ErrorBanner, describe_error
from ..widgets.search_field import enter_searches
from .dangerous_dog_dialogs import (
    SEND,
    CloseDialog,
    DeclareDialog,
    FeeDialog,
    RegistrationDialog,
    ReviewDialog,
    checklist_text,
)
from .forms import FormDialog

ACTIONS = (
    ("declare", "&Declare a dog…"),
    ("send_notice", "Send &notice…"),
    ("registration_items", "&Registration items…"),
    ("pay_fee", "Take the &fee…"),
    ("issue_certificate", "Issue &certificate"),
    ("renew", "Rene&w…"),
    ("review", "Re&view…"),
    ("decision_received", "Decision rece&ived…"),
    ("close", "C&lose case…"),
    ("print_notice", "&Print notice"),
    ("print_certificate", "Print cer&tificate"),
    ("open_hearing", "Open &hearing case"),
)
COLUMNS = ("Case", "Dog", "Owner", "Declared a", "Declared", "Status")


class SendNoticeDialog(FormDialog):
    title = "Send the declaration notice"

    def __init__(self, ctx, view: q.CaseView, parent=None):
        super().__init__(ctx, parent)
        self.view = view
        self.note(self.tr("Case {0}: {1}.").format(view.number, view.dog))
        self.sent_on = self.add_date(self.tr("Notice &dated"), "sent_on", date.today())
        self.method = self.add_choice(self.tr("Send &by"), "method", SEND, "certified")
        self.article = self.add(self.tr("&Article number"), article_edit(), "article")
        self.mailer = self.add(self.tr("Mailed by"), mailer_box(ctx), "served_by")
        follow_method(self.form, self.article, self.method, self.mailer)

    def submit(self):
        return svc.send_declaration_notice(self.ctx.actor, self.view.id, sent_on=self.day(self.sent_on),
                                           method=self.code(self.method), article=article_of(self.article, self.method),
            served_by=server_of(self.mailer, self.method))


class DecisionReceivedDialog(FormDialog):
    """The day the owner received the decision that let the declaration stand (347.541)."""

    title = "Decision received"

    def __init__(self, ctx, view: q.CaseView, parent=None):
        super().__init__(ctx, parent)
        self.view = view
        self.note(self.tr("Case {0}: the days to comply count from the day the owner received the decision (the "
                          "certified-mail receipt, or the owner's word), not from a presumed day.").format(view.number))
        self.received = self.add_date(self.tr("&Received on"), "received_on", date.today())

    def submit(self):
        return outcomes.record_decision_received(self.ctx.actor, self.view.id, received_on=self.day(self.received))


class DangerousDogCases(QDialog):
    def __init__(self, ctx, animal_id: int | None = None, parent=None):
        super().__init__(parent)
        self.ctx, self.animal_id = ctx, animal_id
        self.setObjectName("dangerous_dog_cases")
        self.setWindowTitle(self.tr("Dangerous dogs") if animal_id is None else self.tr("Dangerous-dog cases of this dog"))
        self.view: q.CaseView | None = None
        self.banner = ErrorBanner(self)
        self.search = QLineEdit(objectName="dd_search")
        self.search.setPlaceholderText(self.tr("Case number, dog, owner or microchip"))
        self.search.setAccessibleName(self.tr("Find a case"))
        self.search.setClearButtonEnabled(True)
        self.open_only = QCheckBox(self.tr("&Open cases only"), objectName="dd_open_only")
        self.open_only.setChecked(True)
        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.open_only)
        self.list = QTreeWidget(objectName="dd_cases")
        self.list.setAccessibleName(self.tr("Dangerous-dog cases"))
        self.list.setHeaderLabels(list(COLUMNS))
        self.list.setRootIsDecorated(False)
        self.list.setColumnWidth(0, 110)
        self.list.setColumnWidth(1, 160)
        self.list.currentItemChanged.connect(lambda item, _: self.show_case(
            item.data(0, Qt.ItemDataRole.UserRole) if item else None))
        self.details = QLabel(objectName="dd_details")
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details.setAccessibleName(self.tr("Case details"))
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.buttons: dict[str, QPushButton] = {}
        box = QGroupBox(self.tr("Actions"))
        grid = QGridLayout(box)
        for i, (code, text) in enumerate(ACTIONS):
            b = QPushButton(text, objectName=f"dd_{code}")
            b.setAccessibleName(text.replace("&", "").replace("…", ""))
            b.clicked.connect(lambda _=False, c=code: self.run(c))
            grid.addWidget(b, i // 4, i % 4)
            self.buttons[code] = b
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.addWidget(self.details, 1)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.list)
        split.addWidget(right)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addLayout(top)
        layout.addWidget(split, 1)
        layout.addWidget(box)
        self.resize(1100, 680)
        self.search.textChanged.connect(lambda _: self.refresh())
        enter_searches(self.search, self.list.setFocus)  # Enter goes to the cases found
        self.open_only.toggled.connect(lambda _: self.refresh())
        self.refresh()

    # --- list and details -------------------------------------------------------------
    def refresh(self, keep: int | None = None) -> None:
        keep = keep if keep is not None else (self.view.id if self.view else None)
        self.list.blockSignals(True)
        self.list.clear()
        chosen = None
        for row in q.cases(self.ctx.jurisdiction_id, text=self.search.text(), open_only=self.open_only.isChecked(),
                           animal_id=self.animal_id):
            item = QTreeWidgetItem([row.number, row.dog, row.owner, row.kind, f"{row.declared_on:%m/%d/%Y}",
                                    row.status])
            item.setData(0, Qt.ItemDataRole.UserRole, row.id)
            item.setToolTip(5, row.status)
            self.list.addTopLevelItem(item)
            if row.id == keep:
                chosen = item
        self.list.blockSignals(False)
        if chosen is None and self.list.topLevelItemCount():
            chosen = self.list.topLevelItem(0)
        if chosen is not None:
            self.list.setCurrentItem(chosen)
        self.show_case(chosen.data(0, Qt.ItemDataRole.UserRole) if chosen else None)

    def show_case(self, case_id: int | None) -> None:
        self.view = q.case_view(case_id) if case_id is not None else None
        v = self.view
        for code, b in self.buttons.items():
            if code == "declare":
                b.setEnabled(self.ctx.actor.may("declare_dangerous_dog"))
            else:
                b.setEnabled(v is not None and (code in v.actions or (code == "open_hearing" and bool(v.notice_id))))
        if v is None:
            self.details.setText(self.tr("No case chosen. Declare a dog to start one."))
            return
        lines = [f"<b>{_esc(v.number)}</b>: {_esc(v.status_label)}",
                 f"<b>Dog:</b> {_esc(v.dog)}", f"<b>Owner:</b> {_esc(v.owner)}",
                 f"<b>Where:</b> {_esc(v.where_kept)}",
                 f"<b>Ground:</b> {_esc(v.ground)}", f"<b>What happened:</b> {_esc(v.facts)}",
                 f"<b>When and where:</b> {_esc(v.incident)}", f"<b>Declared:</b> {_esc(v.declared)}",
                 f"<b>Hearing:</b> {_esc(v.hearing_status)}"]
        if v.conditions:
            lines.append(f"<b>Conditions of the decision:</b> {_esc(v.conditions)}")
        for d in v.dates[1:]:
            when = f"{d.day:%m/%d/%Y}" if d.day else ""
            lines.append(f"<b>{_esc(d.label)}:</b> {when}<br><span style='color:{theme.muted()}'>{_esc(d.why)}</span>")
        lines.append("<b>Registration:</b><br>" + _esc(checklist_text(v.checklist)))
        self.details.setText("<br>".join(lines))

    def select(self, case_id: int) -> None:
        self.open_only.blockSignals(True)
        self.open_only.setChecked(False)
        self.open_only.blockSignals(False)
        self.refresh(keep=case_id)

    # --- actions ------------------------------------------------------------------------
    def run(self, code: str) -> None:
        self.banner.clear_error()
        v = self.view
        dialogs = {
            "declare": lambda: DeclareDialog(self.ctx, self.animal_id, self),
            "send_notice": lambda: SendNoticeDialog(self.ctx, v, self),
            "registration_items": lambda: RegistrationDialog(self.ctx, v, self),
            "pay_fee": lambda: FeeDialog(self.ctx, v, parent=self),
            "renew": lambda: FeeDialog(self.ctx, v, renewal=True, parent=self),
            "review": lambda: ReviewDialog(self.ctx, v, self),
            "decision_received": lambda: DecisionReceivedDialog(self.ctx, v, self),
            "close": lambda: CloseDialog(self.ctx, v, self),
        }
        if code in dialogs:
            dialog = dialogs[code]()
            if not run_modal(dialog):
                return
            self.changed()
            if code == "declare":
                case, notice = dialog.result_value
                self.select(case.id)
                self.ctx.status(self.tr("Case {0} declared; notice {1} recorded.").format(case.number, notice.number))
                self.print_notice()
            elif code == "send_notice":
                self.refresh()
                self.print_notice()
            else:
                self.refresh()
            return
        if code == "issue_certificate":
            try:
                cert = dangerous_dog_registration.issue_certificate(self.ctx.actor, v.id)
            except OfficeError as exc:
                self.banner.show_error(exc)
                return
            self.changed()
            self.refresh()
            self.ctx.status(self.tr("Certificate {0} issued; renewal due {1:%m/%d/%Y}.").format(cert.certificate_number, cert.renewal_due))
            self.print_certificate()
        elif code == "print_notice":
            self.print_notice()
        elif code == "print_certificate":
            self.print_certificate()
        elif code == "open_hearing" and v is not None and v.notice_id:
            self.ctx.open_record.emit("notice", v.notice_id)

    def changed(self) -> None:
        self.ctx.changed("dangerous_dog")
        self.ctx.changed("notice")  # the Hearings tab lists the declaration notice

    def print_notice(self) -> None:
        v = self.view
        if v is None or not v.notice_id:
            return
        self._preview(lambda: dangerous_dog_papers.notice_pdf(v.notice_id), f"Declaration notice — {v.number}",
                      "dangerous_dog_notice", f"declaration-notice-{v.number}.pdf")

    def print_certificate(self) -> None:
        v = self.view
        if v is None or not v.certificate_number:
            return
        self._preview(lambda: dangerous_dog_papers.certificate_pdf(v.id), f"Registration certificate — {v.certificate_number}",
                      "dangerous_dog_certificate", f"registration-{v.certificate_number}.pdf")

    def _preview(self, render, title: str, doc_type: str, name: str) -> None:
        try:
            pdf = render()
        except Exception as exc:  # a template an office edited may be broken
            self.banner.setText(describe_error(exc))
            self.banner.show()
            return
        self.last_preview = preview(self, pdf, title, doc_type, name)


def _esc(text: str) -> str:
    return (text or "").replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\n", "<br>")


def open_cases(ctx, parent, animal_id: int | None = None, declare: bool = False) -> DangerousDogCases:
    """Show the cases window (one dog's, if given), optionally starting with the declare dialog."""
    window = DangerousDogCases(ctx, animal_id, parent)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    show_window(window)
    if declare:
        window.run("declare")
    return window


def menu_actions(ctx, parent) -> list[QAction]:
    """The Tools menu entries (Hearings): the cases window, and declaring a dog at once."""
    cases = QAction(QCoreApplication.translate("ui.hearings.dangerous_dog_cases", "&Dangerous dogs…"), parent)
    cases.triggered.connect(lambda: open_cases(ctx, parent))
    declare = QAction(QCoreApplication.translate("ui.hearings.dangerous_dog_cases", "D&eclare a dangerous dog…"), parent)
    declare.triggered.connect(lambda: open_cases(ctx, parent, declare=True))
    return [cases, declare]


def open_for_animal(ctx, animal_id: int, parent) -> DangerousDogCases:
    """The dog's cases window on its latest case, or on the declare dialog where it has none."""
    latest = dog_cases(animal_id).latest_case_id
    window = open_cases(ctx, parent, animal_id, declare=latest is None)
    if latest is not None:
        window.select(latest)
    return window
