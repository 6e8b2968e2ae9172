"""The Permits tab's documents: denial notices and revocation letters sent and printed,
permits and inspection reports printed again (a mixin of ``PermitsTab``)."""
from __future__ import annotations

from PySide6.QtWidgets import QDialog

from animaloffice.documents.permits import render
from animaloffice.printing.permit_documents import inspection_document, notice_documents, permit_document

from ..modal import run_modal
from ..printing import preview
from .action_dialogs import SendNoticeDialog

ACCEPTED = QDialog.DialogCode.Accepted


class PermitPrinting:
    """Needs the tab's ``ctx``, ``view``, ``current`` and ``_done``."""

    def _preview(self, pdf: bytes, title: str, doc_type: str, name: str):
        self.last_preview = preview(self, pdf, title, doc_type, name)
        return self.last_preview

    def _send(self, kind: str) -> None:
        v = self.view
        dlg = SendNoticeDialog(self.ctx, kind=kind, subject_id=v.id, permit_type=v.permit_type, title=v.number,
                               parent=self)
        if run_modal(dlg) != ACCEPTED or dlg.result_value is None:
            return
        info = dlg.result_value
        self._done(self.tr("{0} {1} recorded as sent; hearing request by {2:%m/%d/%Y}").format('Denial notice' if kind == 'denial' else 'Revocation letter', info.number, info.hearing_deadline), self.current[0], v.id)
        self._print_notice(info.id, info.number)

    def do_denial(self) -> None:
        self._send("denial")

    def do_revocation(self) -> None:
        self._send("revocation")

    def _print_notice(self, notice_id: int, number: str) -> None:
        docs = notice_documents(notice_id)  # one for each language the notice was sent in
        title = "Denial notice" if docs[0].values.get("kind") == "denial" else "Revocation letter"
        self._preview(render(docs, title=f"{title} {number}"), f"{title} {number}", "permit_notice",
                      f"{number}.pdf")

    def do_reprint(self) -> None:
        n = [n for n in self.view.notices if n.kind in ("denial", "revocation")][-1]
        self._print_notice(n.id, n.number)

    def do_print_permit(self) -> None:
        pid = self.view.id if self.current[0] == "permit" else self.view.permit_id
        doc = permit_document(pid)
        self._preview(render(doc, title=f"Permit {doc.values['permit_number']}"), f"Permit {doc.values['permit_number']}",
                      "permit", f"{doc.values['permit_number']}.pdf")

    def do_print_inspection(self) -> None:
        last = self.view.inspections[-1]
        self._preview(render(inspection_document(last.id), title="Inspection report"), "Inspection report",
                      "permit_inspection", f"inspection-{last.id}.pdf")
