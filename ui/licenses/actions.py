"""The Licenses tab's actions (toolbar, keyboard and Tools menu): names, keys, when enabled."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence

from animaloffice.domain.statuses import LICENSE_RENEWABLE, LicenseStatus

SPEC = [  # key, text, shortcut, tip
    ("new", "&New license…", "Ctrl+N", "License a dog or cat: owner, animal, rabies certificate, fee, tag"),
    ("renew", "&Renew…", "Ctrl+R", "Renew the selected license for the next year"),
    ("exempt", "&Exemption…", "Ctrl+E", "Record why an animal needs no license (T-7C)"),
    ("end_exempt", "En&d exemption…", "Ctrl+Shift+E",
     "The animal's exemption no longer holds: end it, with the reason (T-7C)"),
    ("rabies", "File rabies certi&ficate…", "Ctrl+Shift+N",
     "File the new rabies certificate an owner brought in (T-3B: at least every 3 years)"),
    ("transfer", "&Transfer…", "Ctrl+T", "The animal has a new owner: its license ends (T-3C)"),
    ("replace", "Rep&lace lost tag…", "Ctrl+L", "A new tag for a lost, damaged or stolen one (fee)"),
    ("void", "&Void…", "Ctrl+Shift+V", "Void a license issued by mistake, with the reason"),
    ("tag", "Pr&int tag…", "Ctrl+P", "Print the tag(s) of the selected license(s) on a sheet of labels"),
    ("certificate", "License &certificate", "Ctrl+Shift+C", "The license certificate for the owner"),
    ("receipt", "Recei&pt", "Ctrl+Shift+R", "The receipt for the selected license's latest payment"),
    ("takings", "Day's ta&kings…", "Ctrl+Shift+T", "Payments taken today by method and fee, for the drawer"),
    ("letters", "Re&minder letters…", "Ctrl+Shift+L", "Renewal reminders or certificate-due letters for a month"),
    ("stock", "Tag &stock…", "Ctrl+Shift+S", "Record pre-numbered tags received; spoiled or lost tags"),
    # the animal and the owner shown (a search hit opens them here), as on the owner's record
    ("animal_add", "Add an animal to the o&wner…", "", "A new animal of the owner shown"),
    ("animal_edit", "Edit &animal…", "", "Change the description of the animal shown"),
    ("litter", "Litter &born…", "", "A litter born to the owner's animals (it counts toward the breeder class)"),
    ("animal_end", "Animal died or &gone…", "", "The animal died, or is lost, moved away or given away"),
    # named for the dog shown (its case, or its declaration for an officer): ``animal_offer``
    ("dangerous_dog", "Dangero&us-dog case…", "", "The dangerous-dog case of the dog shown (MN-347.50)"),
]
ANIMAL_KEYS = ("animal_add", "animal_edit", "litter", "animal_end", "dangerous_dog")


def build_actions(tab) -> dict[str, QAction]:
    out = {}
    for key, text, keys, tip in SPEC:
        action = QAction(text, tab)
        action.setObjectName(f"action_{key}")
        action.setShortcut(QKeySequence(keys))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.setToolTip(f"{tip} ({keys})" if keys else tip)
        action.setStatusTip(tip)
        action.triggered.connect(lambda _=False, k=key: run(k, tab))
        out[key] = action
    return out


def run(key: str, tab) -> None:
    """What an action does lives with the dialogs it opens, imported on first use: the tab
    (and so the window) opens without loading every dialog and document module."""
    from .handlers import HANDLERS

    HANDLERS[key](tab)


def update_enabled(tab) -> None:
    d = tab.selected_license()
    a = tab.actions
    a["renew"].setEnabled(d is not None and d.term == "annual" and d.status in LICENSE_RENEWABLE
                          and not d.renewed_by)  # a license already renewed is not renewed again
    a["replace"].setEnabled(d is not None and d.status == LicenseStatus.ACTIVE)
    a["void"].setEnabled(d is not None and d.status != LicenseStatus.VOID)
    a["certificate"].setEnabled(d is not None and d.status != LicenseStatus.VOID)
    a["receipt"].setEnabled(d is not None and bool(d.receipts))
    rows = len(tab.table.selectionModel().selectedRows())  # a void license's tag is not printed
    a["tag"].setEnabled(rows > 1 or (d.status != LicenseStatus.VOID if d is not None else rows > 0))
    owner_id, animal_id = tab.context_owner_animal()
    may = tab.ctx.actor.may("edit_records")
    for key in ("animal_add", "litter"):
        a[key].setEnabled(may and owner_id is not None)
    a["animal_edit"].setEnabled(may and animal_id is not None)
    a["animal_end"].setEnabled(may and animal_id is not None)
    _offer_dangerous_dog(tab, a["dangerous_dog"], animal_id)
    a["end_exempt"].setEnabled(tab.detail.kind == "animal" and tab.detail.data.open_exemption_id is not None)
    a["transfer"].setEnabled(tab.context_owner_animal()[1] is not None)
    a["rabies"].setEnabled(tab.context_owner_animal()[1] is not None)


def _offer_dangerous_dog(tab, action: QAction, animal_id: int | None) -> None:
    """Shown only where the dog has a case or the role may declare it."""
    from ..hearings.dangerous_dog_offer import animal_offer

    text = animal_offer(tab.ctx, animal_id)
    if text:
        action.setText(text)
    action.setVisible(bool(text))
