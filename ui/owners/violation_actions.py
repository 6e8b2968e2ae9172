"""The owner's violations and citations, the actions on them (a mixin of ``OwnerRecord``): record a
violation, cite it and print the citation, take the fine, mark it contested, dismiss it; and
which of those the selected violation allows."""
from __future__ import annotations

from animaloffice.domain.errors import OfficeError
from animaloffice.domain.statuses import HEARING_REQUESTED, VIOLATION_VOID, ViolationStatus
from animaloffice.queries import owners as q
from animaloffice.services import violations

from .. import printing
from .dialogs import ReasonDialog
from .violation_dialogs import CitationDialog, CitationPaymentDialog, ViolationDialog


class OwnerViolations:
    def show_violation(self, violation_id: int) -> None:
        self.tabs.setCurrentIndex(2)
        self.violations.select_id(violation_id)

    def _violation_row(self):
        vid = self.violations.current_id()
        row = next((r for r in q.owner_violations(self.owner_id) if r[0] == vid), None) if vid else None
        return row

    def _violation_buttons(self) -> None:
        row = self._violation_row() if self.owner_id else None
        may = self.ctx.actor.may("record_violation")
        cited, status = (bool(row[5]), row[7]) if row else (False, "")
        self.violation_files.set_subject("violation", row[0] if row else None)
        self.vbuttons["cite"].setEnabled(bool(row) and may and not cited
                                         and status not in (ViolationStatus.DISMISSED, VIOLATION_VOID))
        self.vbuttons["print"].setEnabled(cited)
        self.vbuttons["pay"].setEnabled(cited and status in (ViolationStatus.OPEN, HEARING_REQUESTED)
                                        and self.ctx.actor.may("take_payment"))
        self.vbuttons["contest"].setEnabled(may and cited and status == ViolationStatus.OPEN)
        self.vbuttons["dismiss"].setEnabled(may and bool(row) and status in (
            ViolationStatus.OPEN, ViolationStatus.CONTESTED, HEARING_REQUESTED))

    def violation(self):
        dialog = ViolationDialog(self.ctx, self.owner_id, self)
        if self._run(dialog):
            self.ctx.changed("violation")
            if dialog.result_value.review.value:
                self.ctx.status("Review due (W-90.10H3): " + dialog.result_value.review.text())
            self.show_violation(dialog.result_value.id)
            return True
        return False

    def cite(self):
        vid = self.violations.current_id()
        dialog = CitationDialog(self.ctx, vid, self)
        if self._run(dialog):
            self.show_violation(vid)
            issued = dialog.result_value
            self.ctx.status(self.tr("Citation {0} referred for prosecution; no fine is charged").format(issued.citation_number)
                            if issued.referred else self.tr("Citation {0} issued; hearing request by {1:%m/%d/%Y}").format(issued.citation_number, issued.hearing_deadline))
            self.print_citation()
            return True
        return False

    def print_citation(self):
        vid = self.violations.current_id()
        try:
            pdf = violations.citation_pdf(vid)
        except OfficeError as exc:
            self._fail(exc)
            return None
        number = violations.citation_document(vid)["citation_number"]
        return printing.preview(self, pdf, f"Citation {number}", "citation", f"citation-{number}.pdf")

    def pay(self):
        vid = self.violations.current_id()
        dialog = CitationPaymentDialog(self.ctx, vid, self)
        if self._run(dialog):
            self.show_violation(vid)
            self.ctx.status(self.tr("Paid: receipt {0}").format(dialog.result_value.receipt_number))
            return True
        return False

    def contest(self):
        vid = self.violations.current_id()
        try:
            violations.mark_contested(self.ctx.actor, vid)
        except OfficeError as exc:
            self._fail(exc)
            return False
        self.reload()
        self.show_violation(vid)
        self.ctx.changed("violation")
        return True

    def dismiss(self):
        vid = self.violations.current_id()
        dialog = ReasonDialog(self.ctx, "Dismiss the violation", "&Why:",
                              lambda reason: violations.dismiss_violation(self.ctx.actor, vid, reason) or True, self)
        if self._run(dialog):
            self.show_violation(vid)
            return True
        return False
