"""Every desk dialog reachable by keyboard: no two visible labels or buttons share an Alt+letter
(a shared one only cycles focus, so Alt+I could never issue the license)."""
import re
from datetime import date, timedelta

import pytest
from license_gui_helpers import owner_with_dog
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from animaloffice.services import licensing
from animaloffice.services.payments import PaymentInput

TODAY = date.today()
MNEMONIC = re.compile(r"(?<!&)&([^&\s])")


def mnemonics(dialog: QWidget) -> list[str]:
    found = []
    for w in dialog.findChildren(QWidget):
        if not w.isVisibleTo(dialog):
            continue
        if isinstance(w, QLabel) and w.buddy() is not None and w.textFormat() != w.textFormat().RichText:
            found += MNEMONIC.findall(w.text())
        elif isinstance(w, QAbstractButton):
            found += MNEMONIC.findall(w.text())
    return [m.lower() for m in found]


@pytest.fixture
def desk_dialogs(office):
    from ui.context import AppContext
    from ui.licenses.license_dialogs import RenewDialog, ReplaceTagDialog, VoidDialog
    from ui.licenses.new_license import NewLicenseDialog
    from ui.licenses.record_dialogs import CertificateDialog, ExemptionDialog, TagStockDialog, TransferDialog

    ctx = AppContext(office.clerk, office.tracy)
    owner_id, animal_id = owner_with_dog(office, shot=TODAY - timedelta(days=10))
    lic = licensing.issue_license(office.clerk, animal_id=animal_id, payment=PaymentInput("cash", 1500)).license_id
    new_owner = NewLicenseDialog(ctx)
    new_owner.owner.use_new(True)
    return {
        "new license": NewLicenseDialog(ctx), "new license, new owner": new_owner,
        "new license, owner on file": NewLicenseDialog(ctx, owner_id=owner_id, animal_id=animal_id),
        "renew": RenewDialog(ctx, lic), "replace": ReplaceTagDialog(ctx, lic), "void": VoidDialog(ctx, lic),
        "exemption": ExemptionDialog(ctx), "transfer": TransferDialog(ctx, animal_id),
        "tag stock": TagStockDialog(ctx), "certificate": CertificateDialog(ctx, animal_id),
    }


def test_no_two_visible_controls_share_an_alt_letter(qtbot, desk_dialogs):
    clashes = {}
    for name, dialog in desk_dialogs.items():
        qtbot.addWidget(dialog)
        dialog.show()
        letters = mnemonics(dialog)
        dup = sorted({m for m in letters if letters.count(m) > 1})
        if dup:
            clashes[name] = dup
        dialog.hide()
    assert clashes == {}
