"""What each Licenses tab action does: opens its dialog, then shows the result."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from animaloffice.domain.money import fmt_cents
from animaloffice.printing import license_documents as docs

from ..modal import show_window
from .batch_dialogs import LettersDialog, TakingsDialog
from .license_dialogs import RenewDialog, ReplaceTagDialog, VoidDialog
from .new_license import NewLicenseDialog
from .print_dialogs import DocumentsOffer, TagPrintDialog, show_document
from .record_dialogs import CertificateDialog, EndExemptionDialog, ExemptionDialog, TagStockDialog, TransferDialog


def _after_license(tab, issued, what: str) -> None:
    tab.ctx.changed("license")
    tab.select_license(issued.license_id)
    paid = f" Paid {fmt_cents(issued.receipt.amount_cents)}, receipt {issued.receipt.receipt_number}." \
        if issued.receipt else ""
    message = (f"{what} {issued.number}: tag {issued.tag_number} for {issued.year}, fee "
               f"{fmt_cents(issued.fee_cents)}.{paid}\nHand over the tag, the certificate and the receipt.")
    tab.ctx.status(message.splitlines()[0])
    tab.offer = DocumentsOffer(tab, message, license_id=issued.license_id,
                               payment_id=issued.receipt.payment_id if issued.receipt else None, ctx=tab.ctx)
    tab.offer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    show_window(tab.offer)


def new_license(tab, owner_id=None, animal_id=None) -> None:
    lapsed = tab.selected_license()
    relicense = (tab.detail.kind == "license" and lapsed is not None and lapsed.certificate_state is not None
                 and lapsed.certificate_state.relicense_required)
    if owner_id is None and (tab.detail.kind in ("owner", "animal") or relicense):
        owner_id, animal_id = tab.context_owner_animal()
    result = tab.run_dialog(NewLicenseDialog(tab.ctx, tab, owner_id=owner_id, animal_id=animal_id))
    if result is not None and result.issued is None:  # the age exemption was recorded instead (T-7C)
        tab.ctx.changed("exemption")
        tab.show_record("animal", result.animal_id)
        tab.ctx.status(QCoreApplication.translate("ui.licenses.handlers", "Under 4 months: the age exemption was recorded; no license and no fee (T-7C)."))
    elif result is not None:
        _after_license(tab, result.issued, "License")


def renew(tab) -> None:
    d = tab.selected_license()
    if d is None:
        tab.ctx.status(QCoreApplication.translate("ui.licenses.handlers", "Pick the license to renew in the list first."))
        return
    result = tab.run_dialog(RenewDialog(tab.ctx, d.id, tab))
    if result is not None:
        _after_license(tab, result.issued, "Renewed as")


def exempt(tab) -> None:
    owner_id, animal_id = tab.context_owner_animal()
    result = tab.run_dialog(ExemptionDialog(tab.ctx, tab, owner_id=owner_id, animal_id=animal_id))
    if result is not None:
        tab.ctx.changed("exemption")
        tab.show_record("animal", result.animal_id)
        tab.ctx.status(QCoreApplication.translate("ui.licenses.handlers", "Exemption recorded (T-7C)."))


def end_exemption(tab) -> None:
    if tab.detail.kind != "animal" or tab.detail.data.open_exemption_id is None:
        tab.ctx.status(QCoreApplication.translate("ui.licenses.handlers", "Pick the exempt animal first."))
        return
    animal_id = tab.detail.data.animal.id
    if tab.run_dialog(EndExemptionDialog(tab.ctx, tab.detail.data, tab)) is not None:
        tab.ctx.changed("exemption")
        tab.show_record("animal", animal_id)
        tab.ctx.status(QCoreApplication.translate("ui.licenses.handlers", "Exemption ended (T-7C): the animal needs a license."))


def transfer(tab) -> None:
    _, animal_id = tab.context_owner_animal()
    if animal_id is None:
        tab.ctx.status(QCoreApplication.translate("ui.licenses.handlers", "Pick the animal's license (or the animal) first."))
        return
    dialog = TransferDialog(tab.ctx, animal_id, tab)
    result = tab.run_dialog(dialog)
    if result is None:
        return
    tab.ctx.changed("license")
    ended = len(result.ended_license_ids)
    tab.ctx.status(QCoreApplication.translate("ui.licenses.handlers", "Transferred; {0} license(s) ended (T-3C).").format(ended) if ended else QCoreApplication.translate("ui.licenses.handlers", "Transferred."))
    tab.show_record("animal", animal_id)
    if dialog.license_next.isChecked():
        new_license(tab, owner_id=result.owner_id, animal_id=animal_id)


def rabies(tab) -> None:
    _, animal_id = tab.context_owner_animal()
    if animal_id is None:
        tab.ctx.status(QCoreApplication.translate("ui.licenses.handlers", "Pick the animal's license (or the animal) first."))
        return
    if tab.run_dialog(CertificateDialog(tab.ctx, animal_id, tab)) is not None:
        tab.ctx.changed("vaccination")
        tab.ctx.status(QCoreApplication.translate("ui.licenses.handlers", "Rabies certificate filed; the T-3B status is updated."))


def replace(tab) -> None:
    d = tab.selected_license()
    if d is None:
        return
    issued = tab.run_dialog(ReplaceTagDialog(tab.ctx, d.id, tab))
    if issued is not None:
        _after_license(tab, issued, "New tag on license")


def void(tab) -> None:
    d = tab.selected_license()
    if d is None:
        return
    if tab.run_dialog(VoidDialog(tab.ctx, d.id, tab)) is not None:
        tab.ctx.changed("license")
        tab.select_license(d.id)
        tab.ctx.status(QCoreApplication.translate("ui.licenses.handlers", "License {0} voided.").format(d.number))


def print_tags(tab) -> None:
    ids = tab.selected_license_ids()
    if ids:
        tab.run_dialog(TagPrintDialog(tab, ids, tab.ctx))


def certificate(tab):
    d = tab.selected_license()
    if d is not None:
        tab.last_preview = show_document(tab, lambda: docs.certificate_pdf(d.id), "License certificate",
                                         "license_certificate", f"license-{d.number}.pdf")


def receipt(tab):
    d = tab.selected_license()
    if d is not None and d.receipts:
        payment_id, number = d.receipts[-1][0], d.receipts[-1][1]
        tab.last_preview = show_document(tab, lambda: docs.receipt_pdf(payment_id), "Receipt", "receipt",
                                         f"receipt-{number}.pdf")


def takings(tab) -> None:
    tab.run_dialog(TakingsDialog(tab.ctx, tab))


def letters(tab) -> None:
    tab.run_dialog(LettersDialog(tab.ctx, tab))


def stock(tab) -> None:
    if tab.run_dialog(TagStockDialog(tab.ctx, tab)) is not None:
        tab.ctx.changed("license")
        tab.ctx.status(QCoreApplication.translate("ui.licenses.handlers", "Tag range recorded."))


def _animal(tab, action: str) -> None:
    """The animal buttons of the owner's record, for the owner or animal shown here."""
    from ..owners import animal_actions

    owner_id, animal_id = tab.context_owner_animal()
    run = {"animal_add": lambda: animal_actions.add_animal(tab, tab.ctx, owner_id),
           "animal_edit": lambda: animal_actions.edit_animal(tab, tab.ctx, animal_id),
           "litter": lambda: animal_actions.record_litter(tab, tab.ctx, owner_id),
           "animal_end": lambda: animal_actions.end_animal(tab, tab.ctx, animal_id)}[action]
    if (animal_id if action in ("animal_edit", "animal_end") else owner_id) is not None and run():
        tab.reload_detail()


def dangerous_dog(tab):
    """The dog's case, or its declaration (MN-347.50), for the animal shown."""
    from ..hearings.dangerous_dog_cases import open_for_animal

    animal_id = tab.context_owner_animal()[1]
    return open_for_animal(tab.ctx, animal_id, tab) if animal_id is not None else None


HANDLERS = {"new": new_license, "renew": renew, "exempt": exempt, "end_exempt": end_exemption, "rabies": rabies,
            "transfer": transfer, "replace": replace, "void": void, "tag": print_tags, "certificate": certificate,
            "receipt": receipt, "takings": takings, "letters": letters, "stock": stock, "dangerous_dog": dangerous_dog,
            **{key: (lambda tab, key=key: _animal(tab, key)) for key in
               ("animal_add", "animal_edit", "litter", "animal_end")}}
