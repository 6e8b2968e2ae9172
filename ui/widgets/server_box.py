"""Who served a notice: one of the office's users or a name typed in."""
from __future__ import annotations

from PySide6.QtWidgets import QComboBox

from animaloffice.services.users import list_users

from .forms import person_name


def server_box(ctx) -> QComboBox:
    """Who served it: one of the office's users (the signed-in one first chosen) or a name typed in,
    as an officer's posting or delivery may be recorded at the desk by a clerk."""
    box = QComboBox()
    box.setEditable(True)
    box.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
    names = [u.full_name or u.username for u in list_users() if u.active]
    box.addItems(list(dict.fromkeys(names)))
    box.setCurrentText(person_name(ctx.actor))
    return box
