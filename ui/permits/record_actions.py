"""The actions on the record the Permits tab shows (a mixin of ``PermitsTab``): each opens its
dialog, and when it is saved the tab shows the record again and says what was done; a decision,
a revocation or an inspection goes on to print its paper."""
from __future__ import annotations

from PySide6.QtWidgets import QDialog

from animaloffice.documents.permits import render
from animaloffice.domain.statuses import ApplicationStatus
from animaloffice.printing.permit_documents import inspection_document
from animaloffice.services import permit_life
from animaloffice.services import permits as svc

from ..modal import run_modal
from .action_dialogs import (
    HearingRequestDialog,
    NoteDialog,
    PaymentDialog,
    RemovalDialog,
    RevokeDialog,
    TransferDialog,
)
from .application_dialog import ApplicationDialog
from .check_dialog import PermitCheckDialog
from .decision_dialog import DecisionDialog
from .inspection_dialog import InspectionDialog
from .void_dialogs import void_application, void_inspection

ACCEPTED = QDialog.DialogCode.Accepted


class PermitActions:
    def do_check(self) -> None:
        owner = self.view.owner_id if self.view is not None else None
        dlg = PermitCheckDialog(self.ctx, owner, self)
        if run_modal(dlg) == ACCEPTED and dlg.apply_request:
            owner_id, permit_type, species, acquired = dlg.apply_request
            # what the check counted goes on the application: the owner's animals, the date they came
            self.do_new(owner_id=owner_id, permit_type=permit_type, species=species, acquired_on=acquired,
                        with_owners_animals=True)

    def do_new(self, owner_id=None, permit_type="", species=(), acquired_on=None, with_owners_animals=False) -> None:
        dlg = ApplicationDialog(self.ctx, owner_id=owner_id, permit_type=permit_type, species=species,
                                acquired_on=acquired_on, with_owners_animals=with_owners_animals, parent=self)
        if run_modal(dlg) == ACCEPTED and dlg.result_value:
            r = dlg.result_value
            note = " — late: the T-7A deadline has passed" if r.late else ""
            self._done(self.tr("Application {0} recorded{1}").format(r.number, note), "application", r.application_id)

    def do_inspect(self) -> None:
        kind, rid = self.current
        dlg = InspectionDialog(self.ctx, subject=kind, subject_id=rid, title=self.view.number, parent=self)
        if run_modal(dlg) == ACCEPTED and dlg.result_value:
            r = dlg.result_value
            self._done(self.tr("Inspection recorded: {0}").format(r.result), kind, rid)
            self._preview(render(inspection_document(r.inspection_id), title="Inspection report"),
                          "Inspection report", "permit_inspection", f"inspection-{r.inspection_id}.pdf")
            if r.revocation_due and self.buttons["revoke"].isEnabled():
                self.ctx.status(self.tr("The permit holder refused inspection: the permit is to be revoked (W-90.10H2)"))

    def do_decide(self) -> None:
        dlg = DecisionDialog(self.ctx, self.view, self)
        if run_modal(dlg) != ACCEPTED or dlg.result_value is None:
            return
        d = dlg.result_value
        if d.status == ApplicationStatus.APPROVED:
            self._done(self.tr("Permit {0} issued").format(d.permit_number), "permit", d.permit_id)
            self.do_print_permit()
        else:
            self._done(self.tr("Application {0} denied").format(self.view.number), "application", d.application_id)
            self.do_denial()

    def do_transfer(self) -> None:
        dlg = TransferDialog(self.ctx, self.view, self)
        if run_modal(dlg) == ACCEPTED and dlg.result_value:
            r = dlg.result_value
            self._done(self.tr("Permit transferred as {0}").format(r.number), "permit", r.permit_id)

    def do_revoke(self) -> None:
        dlg = RevokeDialog(self.ctx, self.view, self)
        if run_modal(dlg) == ACCEPTED and dlg.result_value:
            self._done(self.tr("Permit {0} revoked").format(dlg.result_value.number), "permit", dlg.result_value.permit_id)
            self.do_revocation()

    def do_removal(self) -> None:
        if run_modal(RemovalDialog(self.ctx, self.view, self)) == ACCEPTED:
            self._done(self.tr("Removal recorded"), "permit", self.view.id)

    def do_pay(self) -> None:
        kind, rid = self.current
        subjects = (("permit_application", rid),) if kind == "application" else self.view.fee_subjects
        dlg = PaymentDialog(self.ctx, subjects=subjects, title=self.view.number, parent=self)
        if run_modal(dlg) == ACCEPTED and dlg.result_value:
            self._done(self.tr("Payment recorded: receipt {0}").format(dlg.result_value.receipt_number), kind, rid)

    def do_review_done(self) -> None:
        pid, version = self.view.id, self.view.version
        dlg = NoteDialog(self.ctx, "Review done", "What the review found",
                         lambda note: permit_life.finish_review(self.ctx.actor, pid, note=note, expected_version=version), self)
        if run_modal(dlg) == ACCEPTED:
            self._done(self.tr("Review closed"), "permit", pid)

    def do_end(self) -> None:
        pid = self.view.id
        dlg = NoteDialog(self.ctx, "End permit on a material change (T-4A)", "What changed",
                         lambda note: permit_life.end_on_material_change(self.ctx.actor, pid, reason=note), self)
        if run_modal(dlg) == ACCEPTED:
            self._done(self.tr("Permit ended"), "permit", pid)

    def do_withdraw(self) -> None:
        aid = self.view.id
        dlg = NoteDialog(self.ctx, "Withdraw application", "Why it is withdrawn",
                         lambda note: svc.withdraw_application(self.ctx.actor, aid, note=note), self)
        if run_modal(dlg) == ACCEPTED:
            self._done(self.tr("Application withdrawn"), "application", aid)

    do_void_application = void_application  # the dialogs and what follows are in void_dialogs
    do_void_inspection = void_inspection

    def do_hearing_request(self) -> None:
        n = self._hearing_notice()
        dlg = HearingRequestDialog(self.ctx, notice_id=n.id, number=n.number, deadline=n.hearing_deadline,
                                   parent=self)
        if run_modal(dlg) == ACCEPTED and dlg.result_value is not None:
            r = dlg.result_value
            state = "late, not accepted" if r.late and not r.accepted else "late, accepted" if r.late else "on time"
            self.ctx.changed("hearing")
            self._done(self.tr("Hearing request recorded ({0})").format(state), *self.current)

    def do_open_hearings(self) -> None:
        n = self._hearing_notice()
        self.ctx.open_record.emit("notice", n.id)

