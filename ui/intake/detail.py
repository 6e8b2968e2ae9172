"""The impound on the right of the board: everything on record, its notices, and the actions."""
from __future__ import annotations

from datetime import date
from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from animaloffice.domain import impound as rules
from animaloffice.domain.money import fmt_cents
from animaloffice.domain.quarantine import RABIES_KINDS
from animaloffice.domain.statuses import ImpoundStatus
from animaloffice.queries.impound_detail import ImpoundDetail, impound_detail
from animaloffice.services import impound_notices, impound_printing

from .. import theme
from ..modal import show_window
from . import common
from .board import COLOURS
from .notice_box import NoticeBox

BLOCKER_ACTIONS = {  # a blocker's action (queries.impound_state) -> (button text, panel button it presses)
    "impound_notice": ("Send the impound notice…", "notice"), "posting": ("Post the notice…", "posting"),
    "seizure_notice": ("Give the seizure notice…", "seizure"), "set_owner": ("Record the owner…", "owner"),
    "quarantine_notice": ("Send the quarantine notice…", "quarantine"),
    "vet_certificate": ("Record the vet's exam…", "vet"), "end_claim": ("End the claim…", "claims"),
}


def _alive(widget) -> bool:
    try:
        return widget.isVisible()
    except RuntimeError:  # closed and deleted
        return False


def _d(day: date | None) -> str:
    return f"{day:%m/%d/%Y}" if day else ""


class ImpoundPanel(QWidget):
    changed = Signal(int)  # impound id, after any write

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.detail: ImpoundDetail | None = None
        self.today = date.today
        self.title = QLabel(self.tr('Choose a kennel or an impound.'), objectName="impound_title")
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.state_label = QLabel(objectName="impound_state")
        self.flags_label = QLabel(objectName="impound_flags")  # what the kennel card flags, in red
        self.flags_label.setWordWrap(True)
        self.flags_label.setAccessibleName(self.tr('Warnings'))
        self.flags_label.setTextFormat(Qt.TextFormat.PlainText)
        self.flags_label.hide()
        self.form = QFormLayout()
        self.values: dict[str, QLabel] = {}
        for key, label in (("kennel", "Kennel"), ("intake", "Intake"), ("ground", "Ground"), ("found", "Found"),
                           ("officer", "Officer"), ("owner", "Owner"), ("license", "License"),
                           ("hold", "Hold"), ("quarantine", "Quarantine"), ("claims", "Security, hearing"),
                           ("outcome", "Outcome")):
            value = QLabel(objectName=f"value_{key}")
            value.setWordWrap(True)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            value.setAccessibleName(label)
            self.values[key] = value
            self.form.addRow(f"<b>{label}</b>", value)
        self.blocker_label = QLabel(objectName="impound_blockers")  # what stands in the way of disposal
        self.blocker_label.setWordWrap(True)
        self.blocker_label.setAccessibleName(self.tr('Before disposal'))
        self.blocker_label.setTextFormat(Qt.TextFormat.PlainText)
        self.blocker_button = QPushButton(objectName="blocker_action")
        self.blocker_button.clicked.connect(self.clear_blocker)
        self.blocker_label.hide()
        self.blocker_button.hide()
        self.explain = QLabel(objectName="hold_explanation")
        self.explain.setWordWrap(True)
        self.explain.setStyleSheet("color: palette(placeholder-text); font-size: 9pt;")
        box = self.notice_box = NoticeBox(ctx)
        box.reprint.connect(self._show_notice)
        self.notices = box.list

        self.buttons: dict[str, QPushButton] = {}
        grid = QGridLayout()
        # Alt+F, G, T, H are the menu bar's; Alt+N is New intake
        actions = (("card", "&Kennel card", self.print_card), ("owner_card", "Owner's copy of the card",
                                                                  self.print_owner_card),
                   ("notice", "&Owner notice", self.owner_notice),
                   ("posting", "&Posting notice…", self.posting_notice),
                   ("quarantine", "&Quarantine notice…", self.quarantine_notice),
                   ("license_order", "&License order", self.license_order),
                   ("vet", "&Vet certificate…", self.vet_certificate), ("move", "&Move kennel…", self.move),
                   ("owner", "Set o&wner…", self.set_owner), ("reclaim", "&Reclaim…", self.reclaim),
                   ("dispose", "&Disposition…", self.dispose), ("receipt", "Release r&eceipt", self.receipt),
                   ("details", "Det&ails, photo…", self.edit_details),
                   ("seizure", "&Seizure notice…", self.seizure_notice),
                   ("claims", "Securit&y, hearing…", self.claims),
                   ("order", "Q&uarantine order…", self.quarantine_order),
                   ("vaccinate", "Va&ccinate at release…", self.vaccinate))
        for i, (key, text, slot) in enumerate(actions):
            b = QPushButton(text, objectName=f"action_{key}")
            b.clicked.connect(slot)
            b.setEnabled(False)
            b.setMinimumWidth(60)  # a narrow panel shortens the buttons rather than cutting off the panel
            b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            b.setToolTip(text.replace("&", "").rstrip("…"))
            self.buttons[key] = b
            grid.addWidget(b, i // 3, i % 3)
        # with the actions, in view however far the facts above are scrolled
        grid.addWidget(box.service_button, len(actions) // 3, len(actions) % 3)
        box.service_button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        inner = QWidget()
        layout = QVBoxLayout(inner)
        layout.addWidget(self.title)
        layout.addWidget(self.state_label)
        layout.addWidget(self.flags_label)
        layout.addWidget(self.blocker_label)
        layout.addWidget(self.blocker_button)
        layout.addLayout(self.form)
        layout.addWidget(self.explain)
        layout.addWidget(box)
        layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # the text wraps instead
        scroll.setWidget(inner)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll, 1)
        outer.addLayout(grid)  # the actions stay in view below the facts, which scroll
        self.dialogs: list = []  # open dialogs, kept alive (and reachable from tests)

    # --- showing ---------------------------------------------------------------------------
    def show_impound(self, impound_id: int | None) -> None:
        if impound_id is None:
            self.detail = None
            self.title.setText(self.tr('Choose a kennel or an impound.'))
            self.state_label.clear()
            self.state_label.setStyleSheet("")
            self.flags_label.clear()
            self.flags_label.hide()
            for value in self.values.values():
                value.clear()
            self.explain.clear()
            self.notice_box.show_notices([])
            self.blocker_label.hide()
            self.blocker_button.hide()
            for b in self.buttons.values():
                b.setEnabled(False)
            return
        d = self.detail = impound_detail(impound_id, self.today())
        self.title.setText(f"<b>{escape(d.number)}</b> · {escape(d.animal)}")
        state_text = rules.KENNEL_STATES.get(d.state, ImpoundStatus.label_of(d.state))
        back, fore = COLOURS.get(d.state, ("#eeeeee", "#222222"))
        self.state_label.setText(self.tr('{0} · {1} day(s)').format(state_text, d.days_held))
        self.state_label.setStyleSheet(f"background: {back}; color: {fore}; padding: 3px;")
        self.flags_label.setText(" · ".join(d.flags))
        self.flags_label.setVisible(bool(d.flags))
        self.flags_label.setStyleSheet(f"color: {theme.danger()}; font-weight: bold;")
        v = self.values
        v["kennel"].setText(f"{d.kennel} at {d.facility}" if d.kennel else "none")
        v["intake"].setText(f"{_d(d.impounded_on)} {d.impounded_at:%H:%M} · "
                            f"{rules.INTAKE_TYPES.get(d.intake_type, d.intake_type)}")
        v["ground"].setText(f"{d.ground_text} ({d.ground_rule})" if d.ground_rule else "; ".join(
            x for x in (d.ground_text, d.received_from, d.source_reference, d.intake_reason) if x))
        found = d.found_place + (f" — {rules.FOUND_DETAILS[d.found_detail]}" if d.found_detail else "")
        v["found"].setText(found)
        v["officer"].setText(d.officer)
        v["owner"].setText(", ".join(x for x in (d.owner, d.owner_address, d.owner_phone) if x) or "unknown")
        v["license"].setText(d.license or "none")
        v["hold"].setText(f"ends {_d(d.hold_last_day)}; disposition from {_d(d.disposition_from)}"
                          if d.hold_last_day else d.hold_explanation)
        q = ""
        if d.quarantine:
            q = rules.QUARANTINE_KINDS[d.quarantine] + (f" until {_d(d.quarantine_until)}" if d.quarantine_until
                                                        else "")
            q += f"; certified by {d.vet_name} on {_d(d.vet_certified_on)}" if d.vet_certified_on else \
                "; no veterinarian's certificate yet"
            if d.rabies_vaccine and d.quarantine in RABIES_KINDS:
                today = self.today()
                q += (f"; rabies vaccination in force to {_d(d.vaccinated_until)}"
                      if d.vaccinated_until and d.vaccinated_until >= today else
                      "; not currently vaccinated: vaccinate at release (MN-1721.0570)")
            if d.quarantine_order:
                q += f"; order: {d.quarantine_order}"
        v["quarantine"].setText(q or "none")
        claims = [f"{'Security' if c.kind == 'security' else 'Hearing asked'} {_d(c.received_on)} by {c.claimant}"
                  + (f", {fmt_cents(c.amount_cents)}" if c.kind == "security" else "")
                  + (f", hearing by {_d(c.hearing_due)}" if c.hearing_due and not c.ended_on else "")
                  + (f"; ended {_d(c.ended_on)}: {c.ended_reason}" if c.ended_on else "") for c in d.claims]
        if d.cruelty and not claims:
            claims = [f"none; security or a hearing request taken up to {_d(d.reply_by)} (MN-343.235)"]
        v["claims"].setText("\n".join(claims) if d.cruelty else "not a seizure for cruelty or neglect")
        self._show_blockers(d)
        v["outcome"].setText(f"{rules.OUTCOMES.get(d.outcome, d.outcome)} on {_d(d.outcome_on)}"
                             + (f" to {d.outcome_party}" if d.outcome_party else "") if d.outcome
                             else ImpoundStatus.label_of(d.status))
        self.explain.setText(d.hold_explanation if d.hold_last_day else "")
        self.notice_box.show_notices(d.notices)
        held = d.status == ImpoundStatus.HELD
        may = self.ctx.actor.may
        enabled = {"card": not d.field_return, "owner_card": not d.field_return and d.owner_id is not None,
                   "notice": held and d.owner_id is not None and not d.cruelty,
                   "posting": held and d.owner_id is None and not d.cruelty, "quarantine": held and bool(d.quarantine),
                   "license_order": d.owner_id is not None and held, "vet": held and bool(d.quarantine),
                   "move": held, "owner": held, "reclaim": held, "dispose": held and may("dispose"),
                   "receipt": d.status in (ImpoundStatus.RELEASED, ImpoundStatus.RETURNED_IN_FIELD), "details": True,
                   "seizure": held and d.cruelty, "claims": held and d.cruelty,
                   "order": held and bool(d.quarantine) and may("dispose"),
                   "vaccinate": held and d.quarantine in RABIES_KINDS and d.rabies_vaccine}
        for key, b in self.buttons.items():
            b.setEnabled(enabled[key])

    def _show_blockers(self, d: ImpoundDetail) -> None:
        """What stands between the animal and its disposal today, and the action that clears the first."""
        if not d.blockers:
            self.blocker_label.hide()
            self.blocker_button.hide()
            return
        self.blocker_label.setText("Before disposal:\n" + "\n".join(f"✗ {b.reason[:1].upper()}{b.reason[1:]} "
                                                                     f"({b.rule_id})" for b in d.blockers))
        self.blocker_label.setStyleSheet(f"color: {theme.danger()};")
        self.blocker_label.show()
        action = BLOCKER_ACTIONS.get(d.blockers[0].data.get("action", ""))
        self.blocker_button.setVisible(action is not None)
        if action is not None:
            self.blocker_button.setText(action[0])
            self.blocker_button.setProperty("action", action[1])

    def clear_blocker(self):
        """Press the panel's button for the first blocker's action (send the notice, record the exam...)."""
        key = self.blocker_button.property("action")
        button = self.buttons.get(key)
        if button is None or not button.isEnabled():
            return None
        slots = {"notice": self.owner_notice, "posting": self.posting_notice, "seizure": self.seizure_notice,
                 "owner": self.set_owner, "quarantine": self.quarantine_notice, "vet": self.vet_certificate,
                 "claims": self.claims}
        return slots[key]()

    def _after_write(self, message: str = "") -> None:
        if self.detail is None:
            return
        self.ctx.changed("impound")
        if message:
            self.ctx.status(message)
        self.show_impound(self.detail.id)
        self.changed.emit(self.detail.id)

    def _try(self, fn, *args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except Exception as exc:
            common.report_error(self, exc)
            return None

    # --- documents -----------------------------------------------------------------------------
    def print_card(self) -> None:
        d = self.detail
        pdf = self._try(impound_printing.kennel_card_pdf, d.id, self.today())
        if pdf:
            common.show_pdf(self, pdf, f"Kennel card {d.number}", "kennel_card", f"kennel-card-{d.number}.pdf")

    def print_owner_card(self) -> None:
        """The card the owner is given, in the owner's language, without the office's notes."""
        d = self.detail
        pdf = self._try(impound_printing.kennel_card_pdf, d.id, self.today(), owner_copy=True)
        if pdf:
            common.show_pdf(self, pdf, f"Owner's copy {d.number}", "kennel_card", f"owner-card-{d.number}.pdf")

    def _show_notice(self, notice_id: int) -> None:
        pdf = self._try(impound_notices.notice_pdf, notice_id)
        if pdf:
            common.show_pdf(self, pdf, "Notice", "impound_notice", f"notice-{self.detail.number}.pdf")

    def receipt(self, license_id: int | None = None) -> None:
        """The release receipt; with the license sold at the reclaim, its tag and certificate too,
        in the one preview."""
        d = self.detail
        if license_id is not None:
            pdf = self._try(impound_printing.release_papers_pdf, d.id, license_id)
            title = f"Release receipt {d.number}, tag and license certificate"
        else:
            pdf, title = self._try(impound_printing.release_receipt_pdf, d.id), f"Release receipt {d.number}"
        if pdf:
            common.show_pdf(self, pdf, title, "receipt", f"release-{d.number}.pdf")

    # --- notices ---------------------------------------------------------------------------------
    def _notice_dialog(self, kind: str):
        from .small_dialogs import NoticeDialog

        dialog = NoticeDialog(self.ctx, self.detail, kind, self, today=self.today())
        dialog.sent.connect(lambda nid: (self._after_write("Notice recorded"), self._show_notice(nid)))
        self._open(dialog)
        return dialog

    def owner_notice(self):
        return self._notice_dialog("impound")

    def posting_notice(self):
        return self._notice_dialog("posting")

    def quarantine_notice(self):
        return self._notice_dialog("quarantine")

    def license_order(self):
        return self._notice_dialog("license_order")

    def seizure_notice(self):
        return self._notice_dialog("seizure")

    # --- due process: claims, quarantine order, vaccination at release ----------------------------
    def claims(self):
        from .due_process_dialogs import ClaimsDialog

        dialog = ClaimsDialog(self.ctx, self.detail, self, today=self.today())
        dialog.done_ok.connect(lambda: self._after_write("Recorded"))
        self._open(dialog)
        return dialog

    def quarantine_order(self):
        from .due_process_dialogs import QuarantineOrderDialog

        dialog = QuarantineOrderDialog(self.ctx, self.detail, self, today=self.today())
        dialog.done_ok.connect(lambda: self._after_write("Quarantine order recorded"))
        self._open(dialog)
        return dialog

    def vaccinate(self):
        from .due_process_dialogs import VaccinationDialog

        dialog = VaccinationDialog(self.ctx, self.detail, self, today=self.today())
        dialog.done_ok.connect(lambda: self._after_write("Rabies vaccination recorded"))
        self._open(dialog)
        return dialog

    # --- other actions ---------------------------------------------------------------------------
    def _open(self, dialog) -> None:
        self.dialogs = [d for d in self.dialogs if _alive(d)] + [dialog]
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        show_window(dialog)

    def vet_certificate(self):
        from .small_dialogs import VetCertificateDialog

        dialog = VetCertificateDialog(self.ctx, self.detail, self, today=self.today())
        dialog.done_ok.connect(lambda: self._after_write("Veterinarian's certificate recorded"))
        self._open(dialog)
        return dialog

    def move(self):
        from .small_dialogs import MoveKennelDialog

        dialog = MoveKennelDialog(self.ctx, self.detail, self)
        dialog.done_ok.connect(lambda: self._after_write("Moved"))
        self._open(dialog)
        return dialog

    def set_owner(self):
        from .small_dialogs import OwnerPickerDialog

        dialog = OwnerPickerDialog(self.ctx, self.detail, self)
        dialog.done_ok.connect(lambda: self._after_write("Owner recorded"))
        self._open(dialog)
        return dialog

    def reclaim(self):
        from .reclaim_dialog import ReclaimDialog

        dialog = ReclaimDialog(self.ctx, self.detail.id, self, today=self.today())
        dialog.released.connect(lambda _: (self._after_write("Released to its owner"),
                                           self.receipt(dialog.issued_license_id)))
        dialog.paid.connect(lambda _: self._after_write("Payment taken"))
        self._open(dialog)
        return dialog

    def edit_details(self):
        from .small_dialogs import DetailsDialog

        dialog = DetailsDialog(self.ctx, self.detail, self)
        dialog.done_ok.connect(lambda: self._after_write("Details saved"))
        self._open(dialog)
        return dialog

    def dispose(self):
        from .small_dialogs import DispositionDialog

        dialog = DispositionDialog(self.ctx, self.detail, self, today=self.today())
        dialog.done_ok.connect(lambda: self._after_write("Disposition recorded"))
        self._open(dialog)
        return dialog

